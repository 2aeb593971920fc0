import { z } from 'zod';
import { NEGOTIATION_STATES } from '../../src/domain/quotations/statuses';
import { idParams } from '../../src/domain/core/ids';
import { negotiationPayloadSchema, simpleNegotiationPayloadSchema } from '../../src/domain/quotations/schema';
import { validationError } from '../http/errors';
import { listBody, listQuery } from '../http/list';
import { routes } from '../http/route';
import { loadNegotiation } from './detail';
import { queryNegotiations } from './list';
import { assertNegotiationVisible } from './visibility';
import {
  createMode,
  createNegotiation,
  deleteNegotiation,
  previewNegotiation,
  rejectNegotiation,
  simpleType,
  updateNegotiation,
} from './writes';

const negotiationListQuery = listQuery({ is_confirmed: 'text', user: 'int', state: 'text' });

const INVALID_FILTER = 'Filtro inválido.';

/** `?preview=1`: price the payload and answer the quotations without writing anything. */
const previewQuery = z.object({ preview: z.enum(['0', '1', 'true', 'false']).optional() }).transform((q) => ({
  preview: q.preview === '1' || q.preview === 'true',
}));

function confirmedFilter(value: string | undefined): 0 | 1 | undefined {
  if (value === undefined) return undefined;
  if (value === '1' || value === 'true') return 1;
  if (value === '0' || value === 'false') return 0;
  throw validationError({ 'filter[is_confirmed]': [INVALID_FILTER] });
}

function stateFilter(value: string | undefined): string | undefined {
  if (value === undefined || (NEGOTIATION_STATES as readonly string[]).includes(value)) return value;
  throw validationError({ 'filter[state]': [INVALID_FILTER] });
}

/** Requests and quotations (docs/rules/quotations.md): list, one, create, edit, finish, cancel, delete. */
export const negotiationRoutes = routes((api) => {
  api.get(
    '/api/negotiations',
    { schema: { querystring: negotiationListQuery }, config: { access: ['negotiations', 'list'] } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await queryNegotiations(
        api.db,
        request.user,
        {
          search: q.search,
          isConfirmed: confirmedFilter(q.filter.is_confirmed),
          userId: q.filter.user,
          state: stateFilter(q.filter.state),
        },
        { limit: q.perPage, offset: q.offset },
        request.versions,
      );
      return listBody('negotiations', rows, total, q);
    },
  );

  api.get('/api/negotiations/:id', { schema: { params: idParams }, config: { access: ['negotiations', 'show'] } }, async (request) => {
    await assertNegotiationVisible(api.db, request.user, request.params.id);
    return { data: await loadNegotiation(api.db, request.params.id) };
  });

  api.post(
    '/api/negotiations',
    { schema: { querystring: previewQuery, body: negotiationPayloadSchema }, config: { access: ['negotiations', 'create'] } },
    async (request, reply) => {
      if (request.query.preview) return { data: await previewNegotiation(api.db, request.user, request.body) };
      return reply.status(201).send({ data: await createNegotiation(api.db, request.user, request.body, createMode(request.body)) });
    },
  );

  /** The simple wizard: one risk, created and finished at once ('double-crop' when its switch is on). */
  api.post(
    '/api/simple-negotiations',
    { schema: { querystring: previewQuery, body: simpleNegotiationPayloadSchema }, config: { access: ['negotiations', 'create'] } },
    async (request, reply) => {
      const type = simpleType(request.body);
      if (request.query.preview) return { data: await previewNegotiation(api.db, request.user, { ...request.body, type }) };
      return reply.status(201).send({ data: await createNegotiation(api.db, request.user, request.body, 'finish', type) });
    },
  );

  api.put(
    '/api/negotiations/:id',
    { schema: { params: idParams, body: negotiationPayloadSchema }, config: { access: ['negotiations', 'edit'] } },
    async (request) => ({ data: await updateNegotiation(api.db, request.user, request.params.id, request.body, false) }),
  );

  /** Finish: prices every risk with every chosen coverage, confirms it and answers the quotations in data.preview. */
  api.post(
    '/api/negotiations/:id',
    {
      schema: { params: idParams, querystring: previewQuery, body: negotiationPayloadSchema },
      config: { access: ['negotiations', 'edit'] },
    },
    async (request) => {
      if (request.query.preview) return { data: await previewNegotiation(api.db, request.user, request.body, request.params.id) };
      return { data: await updateNegotiation(api.db, request.user, request.params.id, request.body, true) };
    },
  );

  api.put(
    '/api/negotiations/:id/reject',
    { schema: { params: idParams }, config: { access: ['negotiations', 'cancel'] } },
    async (request) => ({
      data: await rejectNegotiation(api.db, request.user, request.params.id),
    }),
  );

  api.delete(
    '/api/negotiations/:id',
    { schema: { params: idParams }, config: { access: ['negotiations', 'delete'] } },
    async (request, reply) => {
      await deleteNegotiation(api.db, request.user, request.params.id);
      return reply.status(204).send();
    },
  );
});
