// Delivery places and ports, futures (dollar and crops), daily board prices, and the global settings.

import type { DbOrTx } from '../client';
import { exchangeStores, externalRates, futures, settings } from '../schema';
import { CROP_CORN, CROP_SOY, CROP_WHEAT } from './catalog';
import { MONTHS_ES, addDays, dec, fmt, hash01, isoDate, monthStart } from './util';

export const COMPANY_DOMAIN = '@cotizador.local';

/** Ports 1-4 (spec) and delivery stores (5..), each store tied to the port it ships through. */
export const EXCHANGE_STORES = [
  { id: 1, description: 'Puerto Rosario', kind: 'port', portId: null },
  { id: 2, description: 'Puerto Bahía Blanca', kind: 'port', portId: null },
  { id: 3, description: 'Puerto Quequén', kind: 'port', portId: null },
  { id: 4, description: 'Puerto Buenos Aires', kind: 'port', portId: null },
  { id: 5, description: 'Cooperativa Agrícola Ganadera de Pergamino', kind: 'store', portId: 1 },
  { id: 6, description: 'Acopio AFA Los Cardos', kind: 'store', portId: 1 },
  { id: 7, description: 'ACA Planta Venado Tuerto', kind: 'store', portId: 1 },
  { id: 8, description: 'Acopio Tres Arroyos Cereales', kind: 'store', portId: 3 },
  { id: 9, description: 'Cooperativa La Emancipación (Darregueira)', kind: 'store', portId: 2 },
  { id: 10, description: 'Acopio General Pico Granos', kind: 'store', portId: 2 },
  { id: 11, description: 'Cereales Río Cuarto', kind: 'store', portId: 1 },
  { id: 12, description: 'Acopio Gualeguaychú', kind: 'store', portId: 4 },
] as const;

/** Spot dollar (ARS per USD) the demo futures and board prices start from. */
const DOLLAR_SPOT = 1150;
/** Monthly rise of the dollar futures curve. */
const DOLLAR_MONTHLY_RATE = 0.021;

/** Crop futures (USD per tonne): base, seasonal swing, month of the harvest low, Matba-Rofex ticker. */
const CROP_CURVES = [
  { cropId: CROP_SOY, ticker: 'SOJ.ROS', base: 302, swing: 16, lowMonth: 4 },
  { cropId: CROP_CORN, ticker: 'MAI.ROS', base: 208, swing: 10, lowMonth: 3 },
  { cropId: CROP_WHEAT, ticker: 'TRI.ROS', base: 226, swing: 12, lowMonth: 0 },
] as const;

export const FUTURE_MONTHS = 12;

export interface MarketResult {
  /** first day of the month (YYYY-MM-DD) -> DLR future value */
  dollarByMonth: Map<string, string>;
  dollarSpot: string;
  counts: Record<string, number>;
}

const monthLabel = (d: Date) => `${MONTHS_ES[d.getMonth()]}/${d.getFullYear()}`;
const two = (n: number) => fmt(dec(n.toFixed(6)), 2);

export async function seedMarket(db: DbOrTx, today: Date): Promise<MarketResult> {
  await db.insert(exchangeStores).values(EXCHANGE_STORES.map((s) => ({ ...s })));

  const updatedAt = addDays(today, 0);
  const futureRows: (typeof futures.$inferInsert)[] = [];
  const dollarByMonth = new Map<string, string>();
  const dollarSpot = two(DOLLAR_SPOT);
  futureRows.push({ id: 1, option: 'DLR Contado', kind: 'dollar', cropId: null, month: null, value: dollarSpot, updatedAt });
  for (let k = 0; k < FUTURE_MONTHS; k++) {
    const m = monthStart(today, k);
    const value = two(DOLLAR_SPOT * Math.pow(1 + DOLLAR_MONTHLY_RATE, k + 1));
    dollarByMonth.set(isoDate(m), value);
    futureRows.push({
      id: futureRows.length + 1,
      option: `DLR ${monthLabel(m)}`,
      kind: 'dollar',
      cropId: null,
      month: isoDate(m),
      value,
      updatedAt,
    });
  }
  for (const c of CROP_CURVES) {
    for (let k = 0; k < FUTURE_MONTHS; k++) {
      const m = monthStart(today, k);
      const seasonal = -c.swing * Math.cos((2 * Math.PI * (m.getMonth() - c.lowMonth)) / 12);
      const value = two(c.base + seasonal + 0.8 * k);
      futureRows.push({
        id: futureRows.length + 1,
        option: `${c.ticker} ${monthLabel(m)}`,
        kind: 'crop',
        cropId: c.cropId,
        month: isoDate(m),
        value,
        updatedAt,
      });
    }
  }
  await db.insert(futures).values(futureRows);

  // Board prices (Rosario, USD per tonne; the simulator shows them /10 as U$S per QQ) and the dollar, last 7 days.
  const boardRows: (typeof externalRates.$inferInsert)[] = [];
  for (let back = 6; back >= 0; back--) {
    const day = addDays(today, -back);
    const j = (base: number, spread: number, salt: number) => two(base * (1 + spread * (hash01(back, salt) - 0.5)) * (1 - 0.0015 * back));
    boardRows.push({
      id: boardRows.length + 1,
      date: isoDate(day), // the seed's calendar is Argentina's (argentineWallClock), as the server reads the board's day
      dollars: two(DOLLAR_SPOT * (1 - 0.0007 * back)),
      soy: j(298, 0.02, 1),
      soy2: j(292, 0.02, 2),
      corn: j(196, 0.02, 3),
      corn2: j(190, 0.02, 4),
      wheat: j(214, 0.02, 5),
      sunflower: j(318, 0.02, 6),
      barley: j(198, 0.02, 7),
      sorghum: j(178, 0.02, 8),
      oatmeal: j(165, 0.02, 9),
      popcorn: j(420, 0.02, 10),
      updatedAt: day,
    });
  }
  await db.insert(externalRates).values(boardRows);

  // Settings (docs/rules/settings.md): notifications and simulator parameters.
  const cropDate = (targetMonth: number) => {
    let offset = (targetMonth - today.getMonth() + 12) % 12;
    if (offset === 0) offset = 1; // this month's contract may be expiring: use the next one
    const m = monthStart(today, offset);
    return { date: isoDate(new Date(m.getFullYear(), m.getMonth(), 15)), month: isoDate(m) };
  };
  const soyDate = cropDate(4); // May
  const cornDate = cropDate(3); // April
  const wheatDate = cropDate(0); // January
  const values: Record<string, string> = {
    company_domain: COMPANY_DOMAIN,
    on_advance_send_emails_enabled: '1',
    on_advance_send_emails_from_address: `anticipos${COMPANY_DOMAIN}`,
    on_advance_send_emails_to_address: `emision${COMPANY_DOMAIN}`,
    on_advance_send_emails_bcc_address: `auditoria${COMPANY_DOMAIN},backoffice${COMPANY_DOMAIN}`,
    on_advance_send_emails_copy_to_producer: '1',
    advance_due_date_notification_enabled: '1',
    advance_due_date_notification_to_producer: '1',
    advance_due_date_notification_admin_email: `admin${COMPANY_DOMAIN}`,
    solicitudes_send_emails_enabled: '1',
    solicitudes_send_emails_from_address: `solicitudes${COMPANY_DOMAIN}`,
    solicitudes_send_emails_to_address: `comercial${COMPANY_DOMAIN}`,
    solicitudes_send_emails_bcc_address: `backoffice${COMPANY_DOMAIN}`,
    solicitudes_send_emails_copy_to_supervisor: '1',
    solicitudes_send_emails_to_user: '1',
    solicitudes_send_emails_to_client: '0',
    thick_recharge_rate: '3.50',
    thin_recharge_rate: '3.00',
    soy_recharge_rate: '3.50',
    corn_recharge_rate: '4.00',
    wheat_recharge_rate: '3.00',
    sunflower_recharge_rate: '4.50',
    thick_crop_date: soyDate.date,
    thin_crop_date: wheatDate.date,
    soy_crop_date: soyDate.date,
    corn_crop_date: cornDate.date,
    wheat_crop_date: wheatDate.date,
    soy_quotation: '29.80',
    corn_quotation: '19.60',
    wheat_quotation: '21.40',
    sunflower_quotation: '31.80',
    // The value of the dollar future of the thick-harvest expiry month.
    selected_future: dollarByMonth.get(soyDate.month) ?? dollarSpot,
    apply_all_thick_dates: '1',
    apply_all_thin_dates: '1',
    apply_all_thick_rates: '1',
    apply_all_thin_rates: '1',
    apply_quotations_manually: '0',
  };
  const settingRows = Object.entries(values).map(([option, value]) => ({ option, value, updatedAt }));
  await db.insert(settings).values(settingRows);

  return {
    dollarByMonth,
    dollarSpot,
    counts: {
      exchangeStores: EXCHANGE_STORES.length,
      futures: futureRows.length,
      externalRates: boardRows.length,
      settings: settingRows.length,
    },
  };
}
