import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { COVERAGE_MESSAGES, coverageSchema, withCampaignAlias, type CoverageData } from '../../src/domain/schemas/coverage';
import { normalizeSearch } from '../../src/domain/text';
import type { Harvest } from '../../src/domain/constants';
import { campaigns, companies, crops, modules, rates, zones } from '../db/schema';
import type { DbOrTx } from '../db/client';
import { firstRow } from '../db/rows';
import { HttpError, validationError } from '../http/errors';
import { listBody, parseListQuery } from '../http/list';
import { parseBody, parseId, requireObjectBody } from '../http/validate';
import { allModuleRates, assertAdmin, loadModule, moduleSearchWhere, pageModuleRates, queryModules } from '../services/modules';
import { rateRoutes } from './rates';

export const MODULE_IN_USE = 'La cobertura no puede eliminarse porque hay cotizaciones que la usan.';
export const MODULE_COMPANY_HAS_RATES = 'La cobertura tiene tasas de departamentos de su aseguradora: no puede cambiar de aseguradora.';

const intFilter = (v: string | undefined) => (v !== undefined && /^\d{1,9}$/.test(v.trim()) ? Number(v) : undefined);

/** The crop's harvest, after checking that crop, insurer and campaign exist (422 otherwise). */
async function checkReferences(db: DbOrTx, data: CoverageData): Promise<Harvest> {
  const [crop] = await db.select({ harvest: crops.harvest }).from(crops).where(eq(crops.id, data.cropId));
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, data.companyId));
  const [campaign] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, data.campaignId));
  const errors: Record<string, string[]> = {};
  if (!crop) errors.cropId = [COVERAGE_MESSAGES.select];
  if (!company) errors.companyId = [COVERAGE_MESSAGES.select];
  if (!campaign) errors.campaignId = [COVERAGE_MESSAGES.select];
  if (Object.keys(errors).length) throw validationError(errors);
  return crop!.harvest;
}

function values(data: CoverageData, harvest: Harvest) {
  return {
    description: data.description,
    coverageType: data.coverageType,
    harvest,
    cropId: data.cropId,
    companyId: data.companyId,
    campaignId: data.campaignId,
    sancorId: data.sancorId,
    video: data.video,
    pdfDescription: data.pdfDescription,
    allowMultipleRisks: data.allowMultipleRisks,
    sortOrder: data.sortOrder,
    searchText: normalizeSearch(data.description),
  };
}

const isForeignKeyViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23503' || err?.cause?.code === '23503';
};

/** Quotations, negotiations and add-ons keep their coverage: such a coverage cannot go. */
async function moduleInUse(db: DbOrTx, id: number): Promise<boolean> {
  const res = await db.execute(sql`select (
      exists (select 1 from negotiation_modules where module_id = ${id})
      or exists (select 1 from quotations where module_id = ${id})
      or exists (select 1 from risk_addons where module_id = ${id})
      or exists (select 1 from quotation_addons where module_id = ${id})
    ) as used`);
  return Boolean((res as unknown as { rows: { used: boolean }[] }).rows[0]?.used);
}

/** Coverages (modules), their rates pages, and the rates routes (spec 7, Modules, rates). */
export async function moduleRoutes(app: FastifyInstance) {
  await app.register(rateRoutes);

  app.get('/api/modules', async (request) => {
    assertAdmin(request.user);
    const q = parseListQuery(request.query);
    const company = intFilter(q.filter.company ?? q.filter.companyId ?? q.filter.company_id);
    const campaign = intFilter(q.filter.campaign ?? q.filter.campaignId ?? q.filter.campaign_id);
    const where = and(
      moduleSearchWhere(q.search),
      company !== undefined ? eq(modules.companyId, company) : undefined,
      campaign !== undefined ? eq(modules.campaignId, campaign) : undefined,
    );
    const { rows, total } = await queryModules(app.db, { where, limit: q.perPage, offset: q.offset });
    return listBody('modules', rows, total, q);
  });

  /** Every coverage, for any signed-in user (quotation forms and other screens). */
  app.get('/api/modules-all', async () => {
    const { rows } = await queryModules(app.db, {});
    return { data: { modules: rows } };
  });

  app.get('/api/modules/:id', async (request) => {
    assertAdmin(request.user);
    return { data: await loadModule(app.db, parseId((request.params as { id: string }).id)) };
  });

  app.post('/api/modules', async (request, reply) => {
    assertAdmin(request.user);
    const data = parseBody(coverageSchema, withCampaignAlias(requireObjectBody(request.body)));
    const id = await app.db.transaction(async (tx) => {
      const harvest = await checkReferences(tx, data);
      return firstRow(await tx.insert(modules).values(values(data, harvest)).returning({ id: modules.id })).id;
    });
    return reply.status(201).send({ data: await loadModule(app.db, id) });
  });

  app.put('/api/modules/:id', async (request) => {
    assertAdmin(request.user);
    const id = parseId((request.params as { id: string }).id);
    const existing = await loadModule(app.db, id);
    const data = parseBody(coverageSchema, withCampaignAlias(requireObjectBody(request.body)));
    await app.db.transaction(async (tx) => {
      const harvest = await checkReferences(tx, data);
      if (data.companyId !== existing.companyId) {
        const [other] = await tx
          .select({ id: rates.id })
          .from(rates)
          .innerJoin(zones, eq(zones.id, rates.zoneId))
          .where(and(eq(rates.moduleId, id), sql`${zones.companyId} <> ${data.companyId}`))
          .limit(1);
        if (other) throw validationError({ companyId: [MODULE_COMPANY_HAS_RATES] });
      }
      await tx
        .update(modules)
        .set({ ...values(data, harvest), updatedAt: new Date() })
        .where(eq(modules.id, id));
    });
    return { data: await loadModule(app.db, id) };
  });

  app.delete('/api/modules/:id', async (request, reply) => {
    assertAdmin(request.user);
    const id = parseId((request.params as { id: string }).id);
    await loadModule(app.db, id);
    try {
      await app.db.transaction(async (tx) => {
        if (await moduleInUse(tx, id)) throw new HttpError(409, MODULE_IN_USE);
        await tx.delete(modules).where(eq(modules.id, id)); // its rates go with it (FK cascade)
      });
    } catch (e) {
      if (isForeignKeyViolation(e)) throw new HttpError(409, MODULE_IN_USE);
      throw e;
    }
    return reply.status(204).send();
  });

  /** One page of a coverage's rates: filter[zone], filter[province], perPage, page. */
  app.get('/api/modules/module-rates-pag/:id', async (request) => {
    assertAdmin(request.user);
    const moduleId = parseId((request.params as { id: string }).id);
    const q = parseListQuery(request.query);
    const { rows, total } = await pageModuleRates(
      app.db,
      { moduleId, zoneId: intFilter(q.filter.zone ?? q.filter.zoneId), provinceId: intFilter(q.filter.province ?? q.filter.provinceId) },
      q.perPage,
      q.offset,
    );
    if (total === 0) await loadModule(app.db, moduleId); // 404 for an unknown coverage
    return listBody('rates', rows, total, q);
  });

  app.get('/api/modules/module-rates/:id', async (request) => {
    assertAdmin(request.user);
    const moduleId = parseId((request.params as { id: string }).id);
    await loadModule(app.db, moduleId);
    const rows = await allModuleRates(app.db, moduleId);
    return listBody('rates', rows, rows.length);
  });
}
