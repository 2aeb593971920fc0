// The one layout of every PDF: the producer's logo and the title in the header, the parties and
// terms of the negotiation, each risk's heading with its quotation tables and their premium
// breakdown (es-AR, two decimals), the footnotes (Aclaraciones) and the page numbers.
import { currencySymbol } from '../../src/domain/core/currencies';
import { formatCuit } from '../../src/domain/core/cuit';
import { quotationStatusLabel } from '../../src/domain/quotations/statuses';
import type { Negotiation, Quotation, Risk } from '../../src/domain/quotations/entity';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatPercent } from '../../src/domain/core/format';
import { COST_HEADINGS, DISCOUNT_NOT_APPLIED, PREMIUM_RATE_HEADINGS, premiumHeading } from '../../src/domain/quotations/premium/headings';
import type { Content, DocDefinition, TableLayout } from './pdfmake';
import { richTextToPdf } from './rich-text';

export interface Frame {
  title: string;
  /** data: URL of the producer's logo */
  logo: string | null;
  /** rich text of the matching footnotes */
  footnotes?: string[];
}

const STYLES: DocDefinition['styles'] = {
  title: { fontSize: 15, bold: true },
  heading: { fontSize: 11, bold: true, margin: [0, 10, 0, 4] },
  subheading: { fontSize: 9, bold: true, margin: [0, 4, 0, 2] },
  tableHeader: { bold: true, fontSize: 7.5, fillColor: '#e8eef3' },
  small: { fontSize: 8, color: '#555555' },
};

export function documentDefinition(frame: Frame, body: Content[], generatedAt = new Date()): DocDefinition {
  const footnotes = (frame.footnotes ?? []).flatMap((html) => richTextToPdf(html));
  return {
    info: { title: frame.title, author: 'Cotizador Agro' },
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [30, 30, 30, 40],
    defaultStyle: { fontSize: 9 },
    styles: STYLES,
    content: [
      {
        columns: [
          frame.logo ? { image: frame.logo, fit: [140, 55], width: 150 } : { text: '', width: 1 },
          {
            stack: [
              { text: frame.title, style: 'title' },
              { text: `Emitido el ${formatDateTime(generatedAt)}`, style: 'small' },
            ],
          },
        ],
        margin: [0, 0, 0, 8],
      },
      ...body,
      ...(footnotes.length
        ? [
            { text: 'Aclaraciones', style: 'heading' },
            { stack: footnotes, fontSize: 8 },
          ]
        : []),
    ],
    footer: (page, pages) => ({ text: `Página ${page} de ${pages}`, alignment: 'right', style: 'small', margin: [30, 10] }),
  };
}

/** A rate in a narrow column: the sign stays with its number. */
const pct = (value: string) => formatPercent(value).replace(' %', '\u00a0%');

const label = (name: string, value: string | number | null | undefined): Content => ({
  text: [{ text: `${name}: `, bold: true }, String(value ?? '-') || '-'],
});

const person = (p: { name: string; lastname: string | null }) => [p.name, p.lastname].filter(Boolean).join(' ');

/** Producer, client and the negotiation's terms. */
export function partiesBlock(n: Negotiation): Content {
  const cf = n.paymentMethodId === 3 || n.paymentMethodId === 4 ? [label('Factor de corrección', formatPercent(n.correctionFactor))] : [];
  return {
    columns: [
      {
        stack: [
          { text: 'Productor', style: 'heading' },
          label('Nombre', person(n.user)),
          label('CUIT', formatCuit(n.user.cuit)),
          label('E-mail', n.user.email),
        ],
      },
      {
        stack: [
          { text: 'Cliente', style: 'heading' },
          label('Nombre', person(n.client)),
          label('CUIT', formatCuit(n.client.cuit)),
          label('Localidad', [n.client.location, n.client.province].filter(Boolean).join(', ')),
        ],
      },
      {
        stack: [
          { text: `Cotización N° ${n.number}`, style: 'heading' },
          label('Fecha', formatDate(n.createdAt)),
          label('Forma de pago', n.configurations.paymentMethod?.name),
          label('Opción de tasa', n.configurations.rateOption?.name),
          ...cf,
        ],
      },
    ],
  };
}

const pricePerHectare = (risk: Risk, price: string) => `${formatMoney(price, risk.hectarePriceCurrency.id)} por ha`;

/**
 * A risk's heading (zone, crops, hectares and the price per hectare in its unit) over its
 * quotations' table. In a double crop each crop's rows go under the price they insure: the second
 * crop's (isDoubleCropPart) is the double crop's price per hectare.
 */
export function riskSection(risk: Risk, index: number, list: readonly Quotation[], showCost: boolean): Content[] {
  const zone = risk.zone ? `${risk.zone.description} (${risk.zone.province.name})` : '';
  const title = (crops: string) => `Riesgo ${index + 1}: ${[risk.description, zone, crops].filter(Boolean).join(' - ')}`;
  const hectares = `${formatNumber(risk.numberOfHectares)} ha`;
  const second = risk.doubleCrop;
  if (!second) {
    const heading = `${title(risk.crop.description)} · ${hectares} a ${pricePerHectare(risk, risk.hectarePrice)}`;
    return [quotationTable(risk, list, showCost, [{ text: heading, style: 'heading' }])];
  }
  const crops = [
    { name: risk.crop.description, price: risk.hectarePrice, rows: list.filter((q) => !q.isDoubleCropPart) },
    { name: `${second.crop.description} (doble cultivo)`, price: second.hectarePrice, rows: list.filter((q) => q.isDoubleCropPart) },
  ];
  const shown = crops.filter((c) => c.rows.length);
  const heading = `${title(`${risk.crop.description} + ${second.crop.description} (doble cultivo)`)} · ${hectares}`;
  return (shown.length ? shown : crops.slice(0, 1)).map((c, i) =>
    quotationTable(risk, c.rows, showCost, [
      ...(i === 0 ? [{ text: heading, style: 'heading' }] : []),
      { text: `${c.name}: ${hectares} a ${pricePerHectare(risk, c.price)}`, style: 'subheading' },
    ]),
  );
}

/** pdfmake's lightHorizontalLines with no line between the heading row and the column headings. */
const HEADED_TABLE: TableLayout = {
  hLineWidth: (i, node) => (i <= 1 || i === node.table.body.length ? 0 : i === node.table.headerRows ? 2 : 1),
  vLineWidth: () => 0,
  hLineColor: (i, node) => (i === node.table.headerRows ? 'black' : '#aaa'),
  paddingLeft: (i) => (i === 0 ? 0 : 8),
  paddingRight: (i, node) => (i === node.table.widths.length - 1 ? 0 : 8),
};

/**
 * The quotations with their premium breakdown (docs/premium.md): insured sum, base rate, add-ons,
 * correction factor, discount, taxes, final rate; with `showCost` also the cost and cost per hectare.
 * The heading is the table's first row, so it never stays at the bottom of a page without the
 * column headings and the first quotation (keepWithHeaderRows), and a table that goes on to the
 * next page repeats it there.
 */
function quotationTable(risk: Risk, list: readonly Quotation[], showCost: boolean, heading: Content[], showStatus = true): Content {
  const unit = currencySymbol(risk.hectarePriceCurrency.id);
  const rateHeadings = PREMIUM_RATE_HEADINGS.map((h) => premiumHeading(h, list));
  const headings = [
    'Cobertura',
    'Aseguradora',
    'Franquicia / Deducible',
    `Suma asegurada (${unit})`,
    ...rateHeadings,
    ...(showCost ? COST_HEADINGS.map((h) => `${h} (${unit})`) : []),
    ...(showStatus ? ['Estado'] : []),
  ];
  const rows = list.map((q) => [
    q.rate.module.description + (q.addons.length ? `\n+ ${q.addons.map((a) => a.module.description).join(', ')}` : ''),
    q.rate.module.company.name,
    q.rate.franchiseDeductible || '-',
    formatNumber(q.insuredSum),
    pct(q.rateValueWithCf),
    pct(q.addonsValueWithCf),
    pct(q.correctionFactor),
    // an asked discount a rule removed says which (docs/premium.md)
    q.discountApplied ? pct(q.discount) : [DISCOUNT_NOT_APPLIED, q.discountIgnoredReason].filter(Boolean).join('\n'),
    pct(q.tax),
    pct(q.value),
    ...(showCost ? [formatNumber(q.cost), formatNumber(q.costPerHectare)] : []),
    ...(showStatus ? [quotationStatusLabel(q.status)] : []),
  ]);
  return {
    table: {
      headerRows: 2,
      keepWithHeaderRows: 1,
      dontBreakRows: true,
      widths: headings.map((_, i) => (i === 0 ? '*' : 'auto')),
      body: [
        headings.map((_, i) => (i === 0 ? { stack: heading, colSpan: headings.length } : '')),
        headings.map((text) => ({ text, style: 'tableHeader' })),
        ...rows.map((r) => r.map((text) => ({ text, fontSize: 8 }))),
      ],
    },
    layout: HEADED_TABLE,
  };
}
