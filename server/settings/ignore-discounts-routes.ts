import { idParams } from '../../src/domain/core/ids';
import { ignoreDiscountSchema } from '../../src/domain/settings/schema';
import { listBody, listQuery } from '../http/list';
import { routes } from '../http/route';
import { createRule, deleteRule, queryRules } from './ignore-discounts';

/** Where discounts are not applied (docs/rules/settings.md#ignorar-descuentos); admin and sudo. */
export const ignoreDiscountRoutes = routes((api) => {
  api.get('/api/ignore_discounts', { schema: { querystring: listQuery() }, config: { access: ['settings', 'list'] } }, async (request) => {
    const q = request.query;
    const { rows, total } = await queryRules(api.db, { search: q.search, limit: q.perPage, offset: q.offset });
    return listBody('ignoreDiscounts', rows, total, q);
  });

  api.post(
    '/api/ignore_discounts',
    { schema: { body: ignoreDiscountSchema }, config: { access: ['settings', 'edit'] } },
    async (request, reply) => reply.status(201).send({ data: await createRule(api.db, request.user, request.body) }),
  );

  api.delete(
    '/api/ignore_discounts/:id',
    { schema: { params: idParams }, config: { access: ['settings', 'edit'] } },
    async (request, reply) => {
      await deleteRule(api.db, request.user, request.params.id);
      return reply.status(204).send();
    },
  );
});
