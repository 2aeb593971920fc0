// POST/PUT /api/clients: the client's fields plus, for admin and sudo, the owning producer
// (`userId`, or `user_id` as the original API names it). Blank means "keep / the current user".
import { z } from 'zod';
import { MESSAGES } from '../core/messages';
import { clientSchema } from './schema';
import { idSchema } from '../core/ids';

const ownerId = z.union([z.literal(''), z.null(), idSchema(MESSAGES.producerNotFound)], { error: MESSAGES.producerNotFound }).optional();

export const clientPayloadSchema = z.intersection(clientSchema, z.object({ userId: ownerId, user_id: ownerId }));

export type ClientPayload = z.output<typeof clientPayloadSchema>;

/** The owner a payload asks for, if any. */
export const requestedOwner = (p: ClientPayload): number | undefined =>
  typeof p.userId === 'number' ? p.userId : typeof p.user_id === 'number' ? p.user_id : undefined;
