// The two static PDFs of the detail's reports card, made from the coverages of the campaigns in
// force today: coverages per module (type, harvest, crop, insurer) and the coverages' descriptions.
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { COVERAGE_TYPES } from '../../src/domain/coverages/coverage-types';
import { HARVESTS } from '../../src/domain/coverages/crops';
import { isoDateInArgentina } from '../../src/domain/core/format';
import type { DbOrTx } from '../db/client';
import { campaigns, companies, crops, modules } from '../db/schema';
import { documentDefinition } from './layout';
import type { Content } from './pdfmake';
import { renderPdf } from './pdfmake';
import { richTextToPdf } from './rich-text';

export const COVERAGES_BY_MODULE_FILE = 'coberturas_por_modulo.pdf';
export const COVERAGE_DESCRIPTIONS_FILE = 'descripcion_de_coberturas.pdf';

async function coveragesInForce(db: DbOrTx) {
  const today = isoDateInArgentina();
  return db
    .select({
      description: modules.description,
      type: modules.coverageType,
      harvest: modules.harvest,
      crop: crops.description,
      company: companies.name,
      campaign: campaigns.description,
      pdfDescription: modules.pdfDescription,
    })
    .from(modules)
    .innerJoin(companies, eq(companies.id, modules.companyId))
    .innerJoin(campaigns, and(eq(campaigns.id, modules.campaignId), lte(campaigns.dateFrom, today), gte(campaigns.dateTo, today)))
    .leftJoin(crops, eq(crops.id, modules.cropId))
    .orderBy(asc(companies.id), asc(modules.sortOrder), asc(modules.id));
}

const nameOf = (list: readonly { id: string; name: string }[], id: string | null) =>
  id ? (list.find((x) => x.id === id)?.name ?? id) : '-';
const none = [{ text: 'No se encontraron resultados' }];

export async function coveragesByModulePdf(db: DbOrTx) {
  const rows = await coveragesInForce(db);
  const headings = ['Aseguradora', 'Cobertura', 'Tipo', 'Cosecha', 'Cultivo', 'Campaña'];
  const table: Content = {
    table: {
      headerRows: 1,
      widths: ['auto', '*', 'auto', 'auto', 'auto', 'auto'],
      body: [
        headings.map((text) => ({ text, style: 'tableHeader' })),
        ...rows.map((r) => [
          r.company,
          r.description,
          nameOf(COVERAGE_TYPES, r.type),
          nameOf(HARVESTS, r.harvest),
          r.crop ?? 'Todos',
          r.campaign,
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
  };
  const pdf = await renderPdf(documentDefinition({ title: 'Coberturas por módulo', logo: null }, rows.length ? [table] : none));
  return { fileName: COVERAGES_BY_MODULE_FILE, pdf };
}

export async function coverageDescriptionsPdf(db: DbOrTx) {
  const rows = await coveragesInForce(db);
  const body = rows.flatMap((r): Content[] => [
    { text: `${r.description} (${r.company})`, style: 'heading' },
    ...(r.pdfDescription?.trim() ? richTextToPdf(r.pdfDescription) : [{ text: 'Sin descripción.', italics: true }]),
  ]);
  const pdf = await renderPdf(documentDefinition({ title: 'Descripción de coberturas', logo: null }, body.length ? body : none));
  return { fileName: COVERAGE_DESCRIPTIONS_FILE, pdf };
}
