// GET report/accepted/quotations (admin and sudo): every accepted, advanced or proposed quotation,
// newest acceptance first, saved as reporte_aceptadas.pdf. Figures stay on one line (a long
// coverage name wraps instead) and amounts carry their unit as in every document ('USD 1.500,00').
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { FILE_NAMES } from './file-names';
import { quotationStatusLabel } from '../../src/domain/quotations/statuses';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../../src/domain/core/format';
import type { DbOrTx } from '../db/client';
import { clients, companies, crops, modules, negotiations, quotations, risks, users, zones } from '../db/schema';
import { CLOSING_STATUSES } from '../quotations/detail-risks';
import { documentDefinition } from './layout';
import { renderPdf, type ContentObject } from './pdfmake';

/** The columns: a figure is one line, right-aligned; the coverage takes the width left. */
const COLUMNS = [
  { heading: 'N°', figure: true },
  { heading: 'Aceptada', figure: true },
  { heading: 'Productor' },
  { heading: 'Cliente' },
  { heading: 'Departamento' },
  { heading: 'Cultivo' },
  { heading: 'Hectáreas', figure: true },
  { heading: 'Cobertura', width: '*' },
  { heading: 'Valor', figure: true },
  { heading: 'Costo', figure: true },
  { heading: 'Estado' },
];

const FIGURE: ContentObject = { noWrap: true, alignment: 'right' };
const cell = (text: string, i: number): ContentObject => ({ text, fontSize: 8, ...(COLUMNS[i]!.figure ? FIGURE : {}) });

export async function acceptedQuotationsReport(db: DbOrTx) {
  const acceptedAt = sql<
    Date | string | null
  >`(select max(s.created_at) from quotation_statuses s where s.quotation_id = ${quotations.id} and s.description = 'accepted')`;
  const rows = await db
    .select({
      number: negotiations.number,
      acceptedAt,
      producer: sql<string>`concat_ws(' ', ${users.name}, ${users.lastname})`,
      client: sql<string>`concat_ws(' ', ${clients.name}, ${clients.lastname})`,
      zone: zones.description,
      crop: crops.description,
      hectares: risks.numberOfHectares,
      currencyId: risks.hectarePriceCurrencyId,
      coverage: modules.description,
      company: companies.name,
      value: quotations.value,
      cost: quotations.cost,
      status: quotations.status,
    })
    .from(quotations)
    .innerJoin(risks, eq(risks.id, quotations.riskId))
    .innerJoin(negotiations, eq(negotiations.id, quotations.negotiationId))
    .innerJoin(users, eq(users.id, negotiations.userId))
    .innerJoin(clients, eq(clients.id, negotiations.clientId))
    .innerJoin(crops, eq(crops.id, risks.cropId))
    .leftJoin(zones, eq(zones.id, risks.zoneId))
    .innerJoin(modules, eq(modules.id, quotations.moduleId))
    .innerJoin(companies, eq(companies.id, modules.companyId))
    .where(inArray(quotations.status, [...CLOSING_STATUSES]))
    .orderBy(desc(acceptedAt), desc(quotations.id));
  const body = rows.map((r) => [
    String(r.number),
    formatDate(r.acceptedAt),
    r.producer,
    r.client,
    r.zone ?? '-',
    r.crop,
    formatNumber(r.hectares),
    `${r.coverage} (${r.company})`,
    formatPercent(r.value),
    formatMoney(r.cost, r.currencyId),
    quotationStatusLabel(r.status),
  ]);
  const table = {
    table: {
      headerRows: 1,
      widths: COLUMNS.map((c) => c.width ?? 'auto'),
      body: [COLUMNS.map((c) => ({ text: c.heading, style: 'tableHeader', ...(c.figure ? FIGURE : {}) })), ...body.map((r) => r.map(cell))],
    },
    layout: 'lightHorizontalLines',
  };
  const content = rows.length ? [table] : [{ text: 'No se encontraron resultados' }];
  const pdf = await renderPdf(documentDefinition({ title: 'Reporte de cotizaciones aceptadas', logo: null }, content));
  return { fileName: FILE_NAMES.acceptedReport, pdf };
}
