// POST /api/simulator/{id}: the negotiation's quotations simulated with the card's parameters
// and today's market (docs/simulator.md). The same result feeds the PDF and the Excel.
import { CROP_KEYS, knownCropName } from '../../src/domain/coverages/crops';
import { SIMULATOR_CROP_IDS } from '../../src/domain/simulator/choices';
import { dec, fmt, isDecimalText, mul, round } from '../../src/domain/core/decimal';
import type { RofexCrop, SimulatorQuotation, SimulatorResult } from '../../src/domain/simulator/entity';
import {
  cropParameters,
  type CropParameters,
  perQuintal,
  savingsByCrop,
  simulateQuotation,
  simulatorRequestErrors,
  summarizeByCropAndModule,
  type SimulatorRequest,
} from '../../src/domain/simulator';
import { cropFutureMonths } from '../../src/domain/settings/simulator-parameters';
import { compareSpanish } from '../../src/domain/core/text';
import type { DbOrTx } from '../db/client';
import { validationError } from '../http/errors';
import type { Viewer } from '../clients/service';
import { cropFutureOf, dollarFutureOf, marketSnapshot, type MarketSnapshot } from '../market';
import { assertNegotiationVisible } from '../quotations/visibility';
import { loadSimulationSource, type SimulationSource } from './load';
import { readAll } from '../db/concurrent';

export const NO_BOARD_MESSAGE = 'No hay valores del día cargados (dólar y pizarra): cargalos en «Datos de mercado».';
export const NO_DOLLAR_FUTURE_MESSAGE = 'No hay ningún dólar futuro cargado: cargalo en «Datos de mercado».';
const isDate = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(d));
const wellFilled = (c: CropParameters) =>
  isDate(c.cropDate) &&
  isDate(c.dollarDate) &&
  isDecimalText(c.rechargeRate) &&
  (c.manualQuotation === null || isDecimalText(c.manualQuotation));
const noBoardPrice = (crop: string) =>
  `No hay precio de pizarra de ${crop} para hoy: cargalo en «Datos de mercado» o usá cotizaciones manuales.`;

/** A price the formulas can divide by: at least 0.01 once rounded to cents, as they round it. */
export const isPrice = (v: string | null | undefined) => !!v && round(dec(v), 2).units > 0n;

/** Simulates every quotation; 403/404 as the negotiation detail; 422 with the card's messages. */
export async function simulateNegotiation(db: DbOrTx, viewer: Viewer, id: number, p: SimulatorRequest): Promise<SimulatorResult> {
  await assertNegotiationVisible(db, viewer, id);
  const [source, market] = await readAll(db, [() => loadSimulationSource(db, id), () => marketSnapshot(db)]);
  return simulate(source, market, p);
}

export function simulate(source: SimulationSource, market: MarketSnapshot, p: SimulatorRequest): SimulatorResult {
  const lines = source.lines;
  const cropNames = new Map(lines.map((l) => [l.cropId, l.crop]));
  const cropIds = [...cropNames.keys()];
  const errors = simulatorRequestErrors(
    p,
    {
      today: market.today,
      cropFutureMonths: cropFutureMonths(market.futures.filter((f) => f.kind === 'crop')),
      dollarFutureValues: market.futures.filter((f) => f.kind === 'dollar').map((f) => f.value),
    },
    cropIds,
  );
  const board = market.board;
  if (!isPrice(board?.dollars)) errors.dollars = [NO_BOARD_MESSAGE];
  if (Object.keys(errors).length) throw validationError(errors);
  const dollarToday = board!.dollars!;

  // The negotiation's crops, and soy, corn and wheat for 'Valores Externos' whether quoted or not.
  const crops = new Map<number, RofexCrop & { cropFutureOrNull: string | null }>();
  for (const cropId of [...new Set([...cropIds, ...SIMULATOR_CROP_IDS])].sort((a, b) => a - b)) {
    const quoted = cropNames.has(cropId);
    const crop = cropNames.get(cropId) ?? knownCropName(cropId) ?? String(cropId);
    const params = cropParameters(p, cropId);
    // A crop not quoted is listed only with values the card fills in right (they are checked only for quoted crops).
    if (!quoted && !wellFilled(params)) continue;
    const boardValue = board![CROP_KEYS[cropId] ?? 'soy'];
    const boardQuotation = params.manualQuotation ?? (boardValue ? perQuintal(boardValue) : null);
    // the crop's price in pesos today divides the cash total: it must not round to zero
    const priced = !!boardQuotation && isPrice(fmt(mul(dec(boardQuotation), round(dec(dollarToday), 2)), 2));
    if (quoted && !priced) throw validationError({ [`${CROP_KEYS[cropId] ?? 'crop'}Quotation`]: [noBoardPrice(crop)] });
    const dollarFuture = dollarFutureOf(market.futures, params.dollarDate);
    if (!dollarFuture || !isPrice(dollarFuture.value)) {
      if (quoted) throw validationError({ dollarDate: [NO_DOLLAR_FUTURE_MESSAGE] });
      continue;
    }
    const cropFuture = cropFutureOf(market.futures, cropId, params.cropDate);
    crops.set(cropId, {
      cropId,
      crop,
      quoted,
      rechargeRate: fmt(dec(params.rechargeRate), 2),
      cropDate: params.cropDate,
      dollarDate: params.dollarDate,
      futureDollar: fmt(dec(dollarFuture.value), 2),
      futureDollarDate: dollarFuture.month,
      futureCrop: cropFuture ? fmt(dec(cropFuture.value), 2) : '0',
      futureCropPerQuintal: cropFuture ? perQuintal(cropFuture.value) : null,
      cropFutureOrNull: cropFuture?.value ?? null,
      boardQuotation,
      manualQuotation: params.manualQuotation !== null,
    });
  }

  const filter = new Set(p.filteredQuotations);
  const quotations: SimulatorQuotation[] = lines.map((l) => {
    const c = crops.get(l.cropId)!;
    const simulated = simulateQuotation(l, {
      rechargeRate: c.rechargeRate,
      dollarToday,
      boardQuotation: c.boardQuotation!,
      cropFuture: c.cropFutureOrNull,
      futureDollar: c.futureDollar,
      incomeTaxPercent: p.incomeTaxRate,
    });
    return {
      ...simulated,
      riskId: l.riskId,
      crop: l.crop,
      hectares: l.hectares,
      hectarePrice: l.hectarePrice,
      currencyId: l.currencyId,
      zone: l.zone,
      module: l.module,
      company: l.company,
      franchiseDeductible: l.franchiseDeductible,
      filtered: filter.size === 0 || filter.has(l.quotationId),
    };
  });

  const kept = quotations.filter((q) => q.filtered);
  const modules = new Map(quotations.map((q) => [q.moduleId, q]));
  return {
    negotiation: { id: source.id, number: source.number, client: source.client },
    modules: summarizeByCropAndModule(kept)
      .map((m) => ({
        ...m,
        crop: cropNames.get(m.cropId) ?? '',
        module: modules.get(m.moduleId)?.module ?? '',
        company: modules.get(m.moduleId)?.company ?? '',
      }))
      .sort((a, b) => compareSpanish(a.crop, b.crop) || compareSpanish(a.module, b.module) || compareSpanish(a.company, b.company)),
    quotations,
    rofex: {
      crops: [...crops.values()].map(({ cropFutureOrNull: _, ...c }) => c),
      dollarToday: fmt(dec(dollarToday), 2),
      board: board!,
      boardPerQuintal: Object.entries(CROP_KEYS).map(([id, column]) => ({
        cropId: Number(id),
        crop: knownCropName(Number(id)) ?? column,
        value: board![column] ? perQuintal(board![column]!) : null,
      })),
    },
    savingsByCrop: savingsByCrop(kept).map((s) => ({ ...s, crop: cropNames.get(s.cropId) ?? '' })),
  };
}
