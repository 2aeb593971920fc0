// What the simulator reads of a negotiation, in two queries (the detail's loader also reads
// statuses, proposals and history, which the simulation does not need).
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { clients, companies, crops, modules, negotiations, quotations, risks, zones } from '../db/schema';
import { notFound } from '../http/errors';
import { NEGOTIATION_NOT_FOUND } from '../quotations/visibility';
import { readAll } from '../db/concurrent';

export interface SimulationLine {
  quotationId: number;
  riskId: number;
  cropId: number;
  crop: string;
  hectares: string;
  hectarePrice: string;
  currencyId: number;
  zone: string;
  moduleId: number;
  module: string;
  company: string;
  franchiseDeductible: string;
  insuredSum: string;
  value: string;
  tax: string;
}

/** The negotiation as the simulator's and the financing's titles and files name it. */
export interface NegotiationHead {
  id: number;
  number: number;
  client: string;
}

export interface SimulationSource extends NegotiationHead {
  lines: SimulationLine[];
}

const secondCrop = alias(crops, 'second_crop');

/** Its number and its client's name; 404 when there is none. */
export async function loadNegotiationHead(db: DbOrTx, id: number): Promise<NegotiationHead> {
  const [head] = await db
    .select({ id: negotiations.id, number: negotiations.number, name: clients.name, lastname: clients.lastname })
    .from(negotiations)
    .innerJoin(clients, eq(clients.id, negotiations.clientId))
    .where(eq(negotiations.id, id));
  if (!head) throw notFound(NEGOTIATION_NOT_FOUND);
  return { id: head.id, number: head.number ?? 0, client: `${head.name} ${head.lastname}`.trim() };
}

export async function loadSimulationSource(db: DbOrTx, id: number): Promise<SimulationSource> {
  const [head, rows] = await readAll(db, [
    () => loadNegotiationHead(db, id),
    () =>
      db
        .select({
          q: quotations,
          r: risks,
          crop: crops.description,
          second: secondCrop.description,
          zone: zones.description,
          module: modules.description,
          company: companies.name,
        })
        .from(quotations)
        .innerJoin(risks, eq(risks.id, quotations.riskId))
        .innerJoin(crops, eq(crops.id, risks.cropId))
        .leftJoin(secondCrop, eq(secondCrop.id, risks.doubleCropId))
        .leftJoin(zones, eq(zones.id, risks.zoneId))
        .innerJoin(modules, eq(modules.id, quotations.moduleId))
        .innerJoin(companies, eq(companies.id, modules.companyId))
        .where(eq(quotations.negotiationId, id))
        .orderBy(asc(risks.id), asc(modules.sortOrder), asc(quotations.id)),
  ]);
  return {
    ...head,
    lines: rows.map(({ q, r, crop, second, zone, module, company }) => {
      const part = q.isDoubleCropPart === 1 && r.doubleCropId !== null;
      return {
        quotationId: q.id,
        riskId: r.id,
        cropId: part ? r.doubleCropId! : r.cropId,
        crop: part ? (second ?? '') : crop,
        hectares: r.numberOfHectares ?? '0',
        hectarePrice: (part ? r.doubleCropHectarePrice : r.hectarePrice) ?? '0',
        currencyId: r.hectarePriceCurrencyId,
        zone: zone ?? '',
        moduleId: q.moduleId,
        module,
        company,
        franchiseDeductible: q.franchiseDeductible ?? '',
        insuredSum: q.insuredSum ?? '0',
        value: q.value ?? '0',
        tax: q.tax ?? '0',
      };
    }),
  };
}
