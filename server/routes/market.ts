import { z } from 'zod';
import { EXTERNAL_RATE_FIELDS, type ExternalRateField } from '../../src/domain/entities/market';
import { isoDateInArgentina } from '../../src/domain/format';
import { parseDecimal } from '../../src/domain/numbers';
import { INVALID_PAYLOAD_MESSAGE } from '../../src/domain/schemas/fields';
import { idParams } from '../../src/domain/schemas/ids';
import { notFound, validationError } from '../http/errors';
import { routes } from '../http/route';
import { cropFutureForMonth, currentDollarFuture, latestExternalRates, saveExternalRates, saveFutureValue } from '../services/market';

export const MARKET_MESSAGES = {
  value: 'Ingresá un número mayor o igual a cero.',
  futureValue: 'Ingresá un número mayor a cero.',
  date: 'Ingresá una fecha válida que no sea futura.',
  month: 'Ingresá un mes válido (1 a 12 o AAAA-MM).',
  noCropFuture: 'No se encontró futuro del cultivo para ese mes.',
  noDollarFuture: 'No hay ningún dólar futuro cargado.',
  noBoard: 'No hay valores del día cargados.',
  noFuture: 'No se encontró el futuro.',
  empty: 'Ingresá al menos un valor.',
} as const;

const MAX = 1e12;
const nonNegative = (message: string, positive = false) =>
  z.unknown().transform((v, ctx) => {
    if (v === null || v === '') return null;
    const d = parseDecimal(v);
    if (d === undefined || d.startsWith('-') || Number(d) >= MAX || (positive && Number(d) === 0)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return d;
  });

const externalRatesBody = z.object(
  {
    date: z
      .unknown()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === null || v === '') return isoDateInArgentina();
        const ok = typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) && v <= isoDateInArgentina();
        if (!ok) {
          ctx.addIssue({ code: 'custom', message: MARKET_MESSAGES.date });
          return z.NEVER;
        }
        return v;
      }),
    ...(Object.fromEntries(EXTERNAL_RATE_FIELDS.map((f) => [f, nonNegative(MARKET_MESSAGES.value).optional()])) as Record<
      ExternalRateField,
      z.ZodOptional<ReturnType<typeof nonNegative>>
    >),
  },
  { error: INVALID_PAYLOAD_MESSAGE },
);

const monthQuery = z.object({ monthFuture: z.string({ error: MARKET_MESSAGES.month }).trim() }).superRefine((q, ctx) => {
  const m = q.monthFuture;
  const ok = (/^\d{1,2}$/.test(m) && Number(m) >= 1 && Number(m) <= 12) || /^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/.test(m);
  if (!ok) ctx.addIssue({ code: 'custom', path: ['monthFuture'], message: MARKET_MESSAGES.month });
});

const futureBody = z.object({ value: nonNegative(MARKET_MESSAGES.futureValue, true) }, { error: INVALID_PAYLOAD_MESSAGE });

/** Market data (server/services/market): the simulator's reads, and the admins' writes. */
export const marketRoutes = routes((api) => {
  api.get('/api/future-dollar', { config: { access: ['simulator', 'show'] } }, async () => {
    const future = await currentDollarFuture(api.db);
    if (!future) throw notFound(MARKET_MESSAGES.noDollarFuture);
    return { data: future };
  });

  api.get(
    '/api/future-to-crop/:id',
    { schema: { params: idParams, querystring: monthQuery }, config: { access: ['simulator', 'show'] } },
    async (request) => {
      const future = await cropFutureForMonth(api.db, request.params.id, request.query.monthFuture);
      if (!future) throw notFound(MARKET_MESSAGES.noCropFuture);
      return { data: future };
    },
  );

  api.get('/api/external-rates/latest', { config: { access: ['simulator', 'show'] } }, async () => {
    const rates = await latestExternalRates(api.db);
    if (!rates) throw notFound(MARKET_MESSAGES.noBoard);
    return { data: rates };
  });

  api.put('/api/external-rates', { schema: { body: externalRatesBody }, config: { access: ['market', 'edit'] } }, async (request) => {
    const { date, ...values } = request.body;
    if (!Object.values(values).some((v) => v !== undefined)) throw validationError({ dollars: [MARKET_MESSAGES.empty] });
    return { data: await saveExternalRates(api.db, request.user.id, date, values) };
  });

  api.put(
    '/api/futures/:id',
    { schema: { params: idParams, body: futureBody }, config: { access: ['market', 'edit'] } },
    async (request) => {
      if (request.body.value === null) throw validationError({ value: [MARKET_MESSAGES.futureValue] });
      const saved = await saveFutureValue(api.db, request.user.id, request.params.id, request.body.value);
      if (!saved) throw notFound(MARKET_MESSAGES.noFuture);
      return { data: saved };
    },
  );
});
