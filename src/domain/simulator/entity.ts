// POST /api/simulator/{id} (docs/rules/simulator.md#cálculo).
import type { ModuleSummary, SimulatedQuotation } from '.';
import type { ExternalRates } from '../market/entity';

/** A calculated quotation with what the tables show of its risk. */
export interface SimulatorQuotation extends SimulatedQuotation {
  riskId: number;
  crop: string;
  hectares: string;
  /** insured value per hectare, in the risk's unit */
  hectarePrice: string;
  currencyId: number;
  /** the department */
  zone: string;
  module: string;
  company: string;
  franchiseDeductible: string;
  /** kept by the Resumen tab's filter (every quotation when there is none) */
  filtered: boolean;
}

export interface SimulatorModuleRow extends ModuleSummary {
  crop: string;
  module: string;
  /** the insurer: two insurers may name a coverage alike */
  company: string;
}

/** What each crop used (rofex.crops): the dollar future actually found and the crop future (0: none). */
export interface RofexCrop {
  cropId: number;
  crop: string;
  rechargeRate: string;
  cropDate: string;
  /** the dollar expiry date asked for */
  dollarDate: string;
  futureDollar: string;
  /** the first day of the month of the dollar future used (differs from dollarDate's month when that month had none) */
  futureDollarDate: string | null;
  futureCrop: string;
  /** the crop future in US$ per quintal (futureCrop / 10, to the cent, as the simulation used it); null without one */
  futureCropPerQuintal: string | null;
  /** the crop today, US$ per quintal (board / 10 or the manual quotation); null: no board price (a crop not quoted) */
  boardQuotation: string | null;
  /** boardQuotation is the card's manual quotation, not the board's */
  manualQuotation: boolean;
  /** the negotiation quotes this crop (soy, corn and wheat are listed whether or not) */
  quoted: boolean;
}

export interface SimulatorResult {
  negotiation: { id: number; number: number; client: string };
  modules: SimulatorModuleRow[];
  quotations: SimulatorQuotation[];
  rofex: {
    crops: RofexCrop[];
    dollarToday: string;
    board: ExternalRates;
    /** the day's board of soy, corn, wheat and sunflower in US$ per quintal, to the cent as the simulation uses them */
    boardPerQuintal: { cropId: number; crop: string; value: string | null }[];
  };
  savingsByCrop: { cropId: number; crop: string; totalSavings: string }[];
}
