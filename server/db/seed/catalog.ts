// Crops, campaigns, coverages (modules) with their rates, discount-ignore rules, VAT values and PDF footnotes.

import type { DbOrTx } from '../client';
import { campaigns, crops, ignoreDiscounts, modules, notes, rates, taxVats } from '../schema';
import { CROP_IDS, CROP_NAMES } from '../../../src/domain/coverages/crops';
import { COMPANY_SANCOR, COMPANY_SAN_CRISTOBAL, type GeoResult } from './geo';
import { dec, fmt, hash01, insertMany, lookup, normalizeSearch, nth, round } from './util';

export const CROP_SOY = CROP_IDS.soy;
export const CROP_CORN = CROP_IDS.corn;
export const CROP_SUNFLOWER = CROP_IDS.sunflower;
export const CROP_WHEAT = CROP_IDS.wheat;
export const CROP_BARLEY = 5;

export const SEED_CROPS = [
  { id: CROP_SOY, description: CROP_NAMES.soy, harvest: 'thick', allowDoubleCrop: true },
  { id: CROP_CORN, description: CROP_NAMES.corn, harvest: 'thick', allowDoubleCrop: true },
  { id: CROP_SUNFLOWER, description: CROP_NAMES.sunflower, harvest: 'thick', allowDoubleCrop: false },
  { id: CROP_WHEAT, description: CROP_NAMES.wheat, harvest: 'thin', allowDoubleCrop: true },
  { id: CROP_BARLEY, description: 'Cebada', harvest: 'thin', allowDoubleCrop: true },
] as const;

const cropById = new Map<number, (typeof SEED_CROPS)[number]>(SEED_CROPS.map((c) => [c.id, c]));
export const cropName = (id: number) => cropById.get(id)!.description;
export const cropHarvest = (id: number) => cropById.get(id)!.harvest;

export const FRANCHISE_10 = 'Franquicia 10%';
export const DEDUCTIBLE_5 = 'Deducible 5%';

export type CoverageType = 'basic' | 'pack' | 'addon' | 'double-crop';

interface ModuleDef {
  companyId: number;
  description: string;
  coverageType: CoverageType;
  cropId: number;
  /** Rate variants (franchise/deductible) the module is priced with. */
  variants: string[];
  /** Multiplier of the zone's base hail rate. */
  factor: number;
  /**
   * The crops it has rates for; by default every crop of its harvest. A double-crop coverage
   * prices the risk's second crop (docs/premium.md), so it has rates for both crops of its pairing:
   * either may be the second crop, depending on the wizard (docs/decisions.md 'Doble cultivo').
   */
  rateCropIds?: number[];
  sancorId?: number;
  pdfDescription?: string;
  video?: string;
}

export interface SeedModule {
  id: number;
  companyId: number;
  description: string;
  coverageType: CoverageType;
  harvest: 'thick' | 'thin';
  cropId: number;
  campaignId: number;
  /** crops the module has rates for (every crop of its harvest; a double-crop one, the crops of its pairing) */
  rateCropIds: number[];
  variants: string[];
}

export interface SeedRate {
  id: number;
  amount: string;
}

export interface CatalogResult {
  campaigns: { previous: number; current: number; next: number; currentFrom: string; currentTo: string };
  modules: SeedModule[];
  moduleById: Map<number, SeedModule>;
  /** key: rateKey(moduleId, zoneId, cropId, franchiseDeductible) */
  rates: Map<string, SeedRate>;
  ignoreRules: IgnoreRule[];
  counts: Record<string, number>;
}

export interface IgnoreRule {
  moduleId?: number | null;
  cropId?: number | null;
  provinceId?: number | null;
  zoneId?: number | null;
}

export const rateKey = (moduleId: number, zoneId: number, cropId: number, fd: string) => `${moduleId}:${zoneId}:${cropId}:${fd}`;

const PDF_HAIL =
  '<p><strong>Granizo:</strong> cubre la pérdida de rendimiento causada por granizo desde la implantación hasta la cosecha. ' +
  'Incluye incendio y, según el módulo, resiembra por granizo temprano.</p>';

/** Coverages of the current campaign, in sort order per insurer. */
const MODULE_DEFS: ModuleDef[] = [
  // Sancor
  {
    companyId: COMPANY_SANCOR,
    description: 'Granizo + Incendio',
    coverageType: 'basic',
    cropId: CROP_SOY,
    variants: [FRANCHISE_10, DEDUCTIBLE_5],
    factor: 1,
    sancorId: 101,
    pdfDescription: PDF_HAIL,
  },
  {
    companyId: COMPANY_SANCOR,
    description: 'Granizo Franquicia 10%',
    coverageType: 'basic',
    cropId: CROP_CORN,
    variants: [FRANCHISE_10],
    factor: 0.86,
    sancorId: 102,
  },
  {
    companyId: COMPANY_SANCOR,
    description: 'Granizo + Incendio Fina',
    coverageType: 'basic',
    cropId: CROP_WHEAT,
    variants: [FRANCHISE_10, DEDUCTIBLE_5],
    factor: 0.95,
    sancorId: 103,
    pdfDescription: PDF_HAIL,
  },
  {
    companyId: COMPANY_SANCOR,
    description: 'Granizo + Heladas Fina',
    coverageType: 'basic',
    cropId: CROP_WHEAT,
    variants: [DEDUCTIBLE_5],
    factor: 1.18,
    sancorId: 104,
  },
  {
    companyId: COMPANY_SANCOR,
    description: 'Pack Integral Gruesa (Granizo, Viento, Helada, Incendio)',
    coverageType: 'pack',
    cropId: CROP_SOY,
    variants: [FRANCHISE_10],
    factor: 1.32,
    sancorId: 201,
    video: 'https://videos.cotizador.local/sancor/pack-integral-gruesa',
  },
  {
    companyId: COMPANY_SANCOR,
    description: 'Pack Integral Fina (Granizo, Helada, Incendio)',
    coverageType: 'pack',
    cropId: CROP_WHEAT,
    variants: [FRANCHISE_10],
    factor: 1.28,
    sancorId: 202,
  },
  {
    companyId: COMPANY_SANCOR,
    description: 'Resiembra',
    coverageType: 'addon',
    cropId: CROP_SOY,
    variants: [FRANCHISE_10, DEDUCTIBLE_5],
    factor: 0.16,
    sancorId: 301,
  },
  {
    companyId: COMPANY_SANCOR,
    description: 'Viento',
    coverageType: 'addon',
    cropId: CROP_CORN,
    variants: [FRANCHISE_10, DEDUCTIBLE_5],
    factor: 0.22,
    sancorId: 302,
  },
  {
    companyId: COMPANY_SANCOR,
    description: 'Doble Cultivo Trigo / Soja de Segunda',
    coverageType: 'double-crop',
    cropId: CROP_SOY,
    variants: [FRANCHISE_10, DEDUCTIBLE_5],
    factor: 0.9,
    rateCropIds: [CROP_WHEAT, CROP_SOY],
    sancorId: 401,
  },
  // San Cristobal
  {
    companyId: COMPANY_SAN_CRISTOBAL,
    description: 'Granizo + Incendio Total',
    coverageType: 'basic',
    cropId: CROP_SOY,
    variants: [FRANCHISE_10, DEDUCTIBLE_5],
    factor: 1.04,
  },
  {
    companyId: COMPANY_SAN_CRISTOBAL,
    description: 'Granizo Franquicia 10%',
    coverageType: 'basic',
    cropId: CROP_CORN,
    variants: [FRANCHISE_10],
    factor: 0.9,
  },
  {
    companyId: COMPANY_SAN_CRISTOBAL,
    description: 'Granizo + Incendio Cereales de Invierno',
    coverageType: 'basic',
    cropId: CROP_WHEAT,
    variants: [FRANCHISE_10, DEDUCTIBLE_5],
    factor: 0.98,
  },
  {
    companyId: COMPANY_SAN_CRISTOBAL,
    description: 'Pack Multirriesgo Gruesa',
    coverageType: 'pack',
    cropId: CROP_CORN,
    variants: [DEDUCTIBLE_5],
    factor: 1.4,
  },
  {
    companyId: COMPANY_SAN_CRISTOBAL,
    description: 'Resiembra',
    coverageType: 'addon',
    cropId: CROP_SOY,
    variants: [FRANCHISE_10, DEDUCTIBLE_5],
    factor: 0.18,
  },
  {
    companyId: COMPANY_SAN_CRISTOBAL,
    description: 'Viento',
    coverageType: 'addon',
    cropId: CROP_WHEAT,
    variants: [FRANCHISE_10, DEDUCTIBLE_5],
    factor: 0.2,
  },
  {
    companyId: COMPANY_SAN_CRISTOBAL,
    description: 'Doble Cultivo Soja / Maíz de Segunda',
    coverageType: 'double-crop',
    cropId: CROP_SOY,
    variants: [FRANCHISE_10],
    factor: 0.92,
    rateCropIds: [CROP_SOY, CROP_CORN],
  },
];

const COVERAGE_TYPE_LABEL: Record<CoverageType, string> = {
  basic: 'Básica',
  pack: 'Pack',
  addon: 'Adicional',
  'double-crop': 'Doble Cultivo',
};
const HARVEST_LABEL = { thick: 'Gruesa', thin: 'Fina' } as const;
const COMPANY_NAME: Record<number, string> = { [COMPANY_SANCOR]: 'Sancor', [COMPANY_SAN_CRISTOBAL]: 'San Cristobal' };

/** Hail exposure per province (Córdoba and La Pampa have the highest hail rates). */
const PROVINCE_FACTOR: Record<number, number> = { 6: 0.9, 14: 1.25, 30: 1.0, 42: 1.15, 82: 1.05 };
const CROP_FACTOR: Record<number, number> = { 1: 1, 2: 1.1, 3: 1.15, 4: 0.92, 5: 0.88 };
const VARIANT_FACTOR: Record<string, number> = { [FRANCHISE_10]: 1, [DEDUCTIBLE_5]: 0.93 };
const COMPANY_FACTOR: Record<number, number> = { 1: 1, 2: 1.06 };

/** The crop year (July-June) that contains `today`: its first year. */
export function cropYear(today: Date): number {
  return today.getMonth() >= 6 ? today.getFullYear() : today.getFullYear() - 1;
}

export async function seedCatalog(db: DbOrTx, geo: GeoResult, today: Date): Promise<CatalogResult> {
  await db.insert(crops).values(SEED_CROPS.map((c) => ({ ...c })));

  const y = cropYear(today);
  const campaign = (id: number, from: number) => ({
    id,
    description: `Campaña ${from}/${from + 1}`,
    dateFrom: `${from}-07-01`,
    dateTo: `${from + 1}-06-30`,
    createdAt: new Date(from - 1, 5, 1, 10, 0),
    updatedAt: new Date(from - 1, 5, 1, 10, 0),
  });
  await db.insert(campaigns).values([campaign(1, y - 1), campaign(2, y), campaign(3, y + 1)]);
  const CURRENT = 2;

  // Coverages: current campaign, sort order per insurer.
  const seedModules: SeedModule[] = [];
  const sortOrders = new Map<number, number>();
  const moduleRows = MODULE_DEFS.map((m, i): typeof modules.$inferInsert => {
    const id = i + 1;
    const sortOrder = (sortOrders.get(m.companyId) ?? 0) + 1;
    sortOrders.set(m.companyId, sortOrder);
    const harvest = cropHarvest(m.cropId);
    seedModules.push({
      id,
      companyId: m.companyId,
      description: m.description,
      coverageType: m.coverageType,
      harvest,
      cropId: m.cropId,
      campaignId: CURRENT,
      rateCropIds: m.rateCropIds ?? SEED_CROPS.filter((c) => c.harvest === harvest).map((c) => c.id),
      variants: m.variants,
    });
    return {
      id,
      description: m.description,
      coverageType: m.coverageType,
      harvest,
      cropId: m.cropId,
      companyId: m.companyId,
      campaignId: CURRENT,
      sortOrder,
      sancorId: m.companyId === COMPANY_SANCOR ? (m.sancorId ?? null) : null,
      video: m.video ?? null,
      pdfDescription: m.pdfDescription ?? null,
      allowMultipleRisks: m.coverageType === 'double-crop' ? 0 : 1,
      searchText: normalizeSearch(
        `${m.description} ${COMPANY_NAME[m.companyId]} ${cropName(m.cropId)} ${HARVEST_LABEL[harvest]} ${COVERAGE_TYPE_LABEL[m.coverageType]}`,
      ),
    };
  });
  await insertMany(db, modules, moduleRows);

  // Rates: every (module, zone of its insurer, crop of its harvest, variant).
  const rateMap = new Map<string, SeedRate>();
  const rateRows: (typeof rates.$inferInsert)[] = [];
  const zonesByCompany = new Map<number, typeof geo.zones>();
  for (const z of geo.zones) {
    if (!zonesByCompany.has(z.companyId)) zonesByCompany.set(z.companyId, []);
    zonesByCompany.get(z.companyId)!.push(z);
  }
  const rateTime = new Date(y, 6, 1, 9, 0);
  for (const [i, m] of seedModules.entries()) {
    const def = nth(MODULE_DEFS, i, 'module definition');
    const isAddon = m.coverageType === 'addon';
    for (const z of zonesByCompany.get(m.companyId) ?? []) {
      // The zone's base hail rate: deterministic from its department code, shifted by province.
      const zoneBase = 1.5 + 2.6 * hash01(Number(z.code), 7);
      for (const cropId of m.rateCropIds) {
        for (const fd of m.variants) {
          const noise = 0.94 + 0.12 * hash01(m.id, z.id, cropId);
          let pct =
            zoneBase *
            (PROVINCE_FACTOR[z.provinceId] ?? 1) *
            lookup(CROP_FACTOR, cropId, 'crop factor') *
            lookup(VARIANT_FACTOR, fd, 'variant factor') *
            lookup(COMPANY_FACTOR, m.companyId, 'company factor') *
            def.factor *
            noise;
          // Main coverages 1.20 to 6.50 %; add-ons are priced on top of them (0.20 to 1.50 %).
          pct = isAddon ? Math.min(1.5, Math.max(0.2, pct)) : Math.min(6.5, Math.max(1.2, pct));
          const amount = fmt(round(dec(pct.toFixed(6)), 2), 2);
          const id = rateRows.length + 1;
          rateRows.push({
            id,
            moduleId: m.id,
            zoneId: z.id,
            cropId,
            franchiseDeductible: fd,
            amount,
            description: ' ',
            createdAt: rateTime,
            updatedAt: rateTime,
          });
          rateMap.set(rateKey(m.id, z.id, cropId, fd), { id, amount });
        }
      }
    }
  }
  await insertMany(db, rates, rateRows);

  // Discounts are not applied to Sancor's thick pack, to sunflower in La Pampa, nor anywhere in the Córdoba department Río Cuarto (Sancor).
  const rioCuarto = geo.zones.find((z) => z.companyId === COMPANY_SANCOR && z.provinceId === 14 && z.description === 'Río Cuarto');
  const ignoreRows: (typeof ignoreDiscounts.$inferInsert)[] = [
    { id: 1, moduleId: 5 },
    { id: 2, cropId: CROP_SUNFLOWER, provinceId: 42 },
  ];
  if (rioCuarto) ignoreRows.push({ id: 3, provinceId: 14, zoneId: rioCuarto.id });
  await db.insert(ignoreDiscounts).values(ignoreRows);

  // VAT per (payment method, allowed rate option, insurer, currency).
  const RATE_OPTIONS_BY_METHOD: Record<number, number[]> = { 1: [1, 2], 2: [1, 2], 3: [3], 4: [3], 5: [1, 2] };
  const taxRows: (typeof taxVats.$inferInsert)[] = [];
  const noteRows: (typeof notes.$inferInsert)[] = [];
  for (const [method, options] of Object.entries(RATE_OPTIONS_BY_METHOD)) {
    const pm = Number(method);
    for (const ro of options) {
      for (const companyId of [COMPANY_SANCOR, COMPANY_SAN_CRISTOBAL]) {
        for (const currency of [1, 2, 3]) {
          taxRows.push({
            id: taxRows.length + 1,
            paymentMethodId: pm,
            rateOptionId: ro,
            companyId,
            hectarePriceCurrencyId: currency,
            value: vatValue(pm, ro, companyId, currency),
          });
        }
      }
      for (const currency of [1, 2, 3]) {
        noteRows.push({
          id: noteRows.length + 1,
          paymentMethodId: pm,
          rateOptionId: ro,
          hectarePriceCurrencyId: currency,
          value: noteText(pm, ro, currency),
        });
      }
    }
  }
  await db.insert(taxVats).values(taxRows);
  await db.insert(notes).values(noteRows);

  return {
    campaigns: { previous: 1, current: CURRENT, next: 3, currentFrom: `${y}-07-01`, currentTo: `${y + 1}-06-30` },
    modules: seedModules,
    moduleById: new Map(seedModules.map((m) => [m.id, m])),
    rates: rateMap,
    ignoreRules: ignoreRows,
    counts: {
      crops: SEED_CROPS.length,
      campaigns: 3,
      modules: moduleRows.length,
      rates: rateRows.length,
      ignoreDiscounts: ignoreRows.length,
      taxVats: taxRows.length,
      notes: noteRows.length,
    },
  };
}

/**
 * VAT % of a premium. 'Prima con IVA' (option 1): 21 % (crop insurance premiums pay the general
 * rate), 10.5 % for 'Quintales Con Ajuste' in quintals; 'sin IVA' (2) and 'antes de impuestos' (3): 0.
 */
export function vatValue(paymentMethodId: number, rateOptionId: number, _companyId: number, currencyId: number): string {
  if (rateOptionId !== 1) return '0.0000';
  if (paymentMethodId === 5 && currencyId === 1) return '10.5000';
  return '21.0000';
}

const METHOD_NOTE: Record<number, string> = {
  1: 'Pago por canje de granos: la prima se cancela con la entrega de cereal en el puerto o acopio indicado.',
  2: 'Pago financiado: la prima se abona en cuotas; el plan de pagos se confirma al emitir la póliza.',
  3: 'Pago en especie: la prima se cancela con granos a cosecha, con el factor de corrección indicado.',
  4: 'Pago en especie financiado: la prima se cancela con granos a cosecha en la fecha de vencimiento pactada.',
  5: 'Quintales con ajuste: la prima expresada en quintales se ajusta por la cotización de pizarra al vencimiento.',
};
const OPTION_NOTE: Record<number, string> = {
  1: 'Los valores incluyen IVA.',
  2: 'Los valores no incluyen IVA.',
  3: 'Prima antes de impuestos: IVA, sellados y tasas se liquidan aparte.',
};
const CURRENCY_NOTE: Record<number, string> = {
  1: 'Montos expresados en quintales (QQ) por hectárea.',
  2: 'Montos expresados en dólares estadounidenses (USD).',
  3: 'Montos expresados en pesos ($).',
};

function noteText(pm: number, ro: number, currency: number): string {
  return `<p>${METHOD_NOTE[pm]}</p><p><strong>${OPTION_NOTE[ro]}</strong> ${CURRENCY_NOTE[currency]}</p>`;
}
