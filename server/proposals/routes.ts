import { z } from 'zod';
import { idParams } from '../../src/domain/core/ids';
import { INVALID_PAYLOAD_MESSAGE } from '../../src/domain/core/fields';
import { routes } from '../http/route';
import { managementSystemFor } from './gateway';
import { createExchangeStore, listExchangeStores, updateExchangeStore } from './exchange-stores';
import { exchangeStoreSchema } from '../../src/domain/proposals/exchange-store';
import { loadProposal, submitProposal } from './submit';

/** The form is checked in the service: which fields it needs depends on the quotation's payment method. */
const proposalBody = z.record(z.string(), z.unknown(), { error: INVALID_PAYLOAD_MESSAGE });

/** Proposals (docs/rules/proposals.md): submit one for a quotation, read its numbers; the delivery places of the form. */
export const proposalRoutes = routes((api) => {
  const gateway = managementSystemFor(api.config.managementSystemUrl);

  api.post(
    '/api/quotations/:id/proposals',
    { schema: { params: idParams, body: proposalBody }, config: { access: ['proposals', 'create'] } },
    async (request, reply) =>
      reply.status(201).send({ data: await submitProposal(api.db, gateway, request.user, request.params.id, request.body) }),
  );

  api.get('/api/proposals/:id', { schema: { params: idParams }, config: { access: ['proposals', 'show'] } }, async (request) => ({
    data: await loadProposal(api.db, request.user, request.params.id),
  }));

  api.get('/api/exchange-stores', { config: { access: ['exchange-stores', 'list'] } }, async () => ({
    data: { exchangeStores: await listExchangeStores(api.db) },
  }));

  api.post(
    '/api/exchange-stores',
    { schema: { body: exchangeStoreSchema }, config: { access: ['exchange-stores', 'create'] } },
    async (request, reply) => reply.status(201).send({ data: await createExchangeStore(api.db, request.user, request.body) }),
  );

  api.put(
    '/api/exchange-stores/:id',
    { schema: { params: idParams, body: exchangeStoreSchema }, config: { access: ['exchange-stores', 'edit'] } },
    async (request) => ({ data: await updateExchangeStore(api.db, request.user, request.params.id, request.body) }),
  );
});
