// POST /api/refinance (docs/rules/financing.md).
import type { FinancingCropResult } from '.';

export interface FinancingResult {
  /** the negotiation financed: its number and client (the files name them) */
  negotiation: { id: number; number: number; client: string };
  /** one per crop with a future for its expiry date */
  crops: (FinancingCropResult & { crop: string })[];
  /** the crops without a future for their expiry date (the 'Advertencia!' dialog lists them) */
  withoutFuture: { crop_id: number; crop: string }[];
  /** the market used, for 'Mostrar parámetros' */
  market: {
    crop_id: number;
    dollarToday: string;
    boardPriceToday: string;
    cropFuture: string;
    dollarFuture: string;
    dollarFutureMonth: string | null;
  }[];
  incomeTaxPercent: string;
  today: string;
}
