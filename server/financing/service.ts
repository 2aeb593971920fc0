// POST /api/refinance (and its PDF and Excel): the financing of each crop (docs/financing.md)
// with today's market. A crop without a future for its expiry date is not simulated: it is listed
// for the 'Advertencia!' dialog.
import { SIMULATOR_CROPS } from '../../src/domain/simulator/choices';
import type { FinancingResult } from '../../src/domain/financing/entity';
import { capitalTooSmall, financeCrop, quintalPriceAtExpiry, quintalPriceToday } from '../../src/domain/financing';
import { formatNumber } from '../../src/domain/core/format';
import type { FinancingRequest } from '../../src/domain/financing/schema';
import { DEFAULT_INCOME_TAX_PERCENT } from '../../src/domain/simulator';
import type { DbOrTx } from '../db/client';
import { validationError } from '../http/errors';
import type { Viewer } from '../clients/service';
import { cropFutureOf, dollarFutureOf, marketSnapshot } from '../market';
import { assertNegotiationVisible } from '../quotations/visibility';
import { isPrice, NO_BOARD_MESSAGE, NO_DOLLAR_FUTURE_MESSAGE } from '../simulator';
import { loadNegotiationHead } from '../simulator/load';
import { readAll } from '../db/concurrent';

const BOARD_COLUMN: Readonly<Record<number, 'soy' | 'corn' | 'wheat'>> = { 1: 'soy', 2: 'corn', 4: 'wheat' };
const cropName = (id: number) => SIMULATOR_CROPS.find((c) => c.id === id)?.name ?? String(id);

/** The capital's message when it does not buy one quintal of the crop today. */
export const capitalTooSmallMessage = (crop: string, quintalPrice: string) =>
  `El capital es demasiado chico: debe alcanzar al menos para un quintal de ${crop} hoy ($ ${formatNumber(quintalPrice)}).`;

export async function financeNegotiation(db: DbOrTx, viewer: Viewer, request: FinancingRequest): Promise<FinancingResult> {
  await assertNegotiationVisible(db, viewer, request.negotiationId);
  const [negotiation, market] = await readAll(db, [() => loadNegotiationHead(db, request.negotiationId), () => marketSnapshot(db)]);
  const board = market.board;
  if (!board?.dollars || !isPrice(board.dollars)) throw validationError({ capital: [NO_BOARD_MESSAGE] });
  const incomeTaxPercent = DEFAULT_INCOME_TAX_PERCENT;
  const result: FinancingResult = { negotiation, crops: [], withoutFuture: [], market: [], incomeTaxPercent, today: market.today };
  for (const [i, crop] of request.crops.entries()) {
    const boardPriceToday = board[BOARD_COLUMN[crop.cropId] ?? 'soy'];
    if (!boardPriceToday || !isPrice(quintalPriceToday({ boardPriceToday, dollarToday: board.dollars })))
      throw validationError({ [`crops.${i}.cropId`]: [NO_BOARD_MESSAGE] });
    if (capitalTooSmall(request.capital, { boardPriceToday, dollarToday: board.dollars }))
      throw validationError({
        capital: [capitalTooSmallMessage(cropName(crop.cropId), quintalPriceToday({ boardPriceToday, dollarToday: board.dollars }))],
      });
    const cropFuture = cropFutureOf(market.futures, crop.cropId, crop.cropExpDate);
    const dollarFuture = dollarFutureOf(market.futures, crop.dollarExpDate);
    if (!dollarFuture || !isPrice(dollarFuture.value)) throw validationError({ [`crops.${i}.dollarExpDate`]: [NO_DOLLAR_FUTURE_MESSAGE] });
    // a future whose price in pesos rounds to zero is no future the figures can divide by
    if (!cropFuture || !isPrice(quintalPriceAtExpiry({ cropFuture: cropFuture.value, dollarFuture: dollarFuture.value }))) {
      result.withoutFuture.push({ crop_id: crop.cropId, crop: cropName(crop.cropId) });
      continue;
    }
    const m = {
      today: market.today,
      dollarToday: board.dollars,
      boardPriceToday,
      cropFuture: cropFuture.value,
      dollarFuture: dollarFuture.value,
      incomeTaxPercent,
    };
    result.market.push({
      crop_id: crop.cropId,
      dollarToday: m.dollarToday,
      boardPriceToday,
      cropFuture: m.cropFuture,
      dollarFuture: m.dollarFuture,
      dollarFutureMonth: dollarFuture.month,
    });
    result.crops.push({ ...financeCrop({ ...crop, capital: request.capital }, m), crop: cropName(crop.cropId) });
  }
  return result;
}
