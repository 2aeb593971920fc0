// A delivery place or port of exchange payments, as admins edit them (the proposal form lists them).
import { z } from 'zod';
import { INVALID_PAYLOAD_MESSAGE, textField } from '../core/fields';
import { nullableIdSchema } from '../core/ids';

export const EXCHANGE_STORE_MESSAGES = {
  description: 'Nombre del lugar de entrega inválido',
  kind: 'Elegí si es un puerto o un acopio.',
  portId: 'Puerto inválido',
} as const;

export const exchangeStoreSchema = z
  .object(
    {
      description: textField(EXCHANGE_STORE_MESSAGES.description, { pattern: null }),
      kind: z.enum(['port', 'store'], { error: EXCHANGE_STORE_MESSAGES.kind }),
      portId: nullableIdSchema(EXCHANGE_STORE_MESSAGES.portId),
    },
    { error: INVALID_PAYLOAD_MESSAGE },
  )
  .transform((s) => ({ ...s, portId: s.kind === 'port' ? null : (s.portId ?? null) }));

export type ExchangeStorePayload = z.output<typeof exchangeStoreSchema>;
