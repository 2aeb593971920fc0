import { listBody, listQuery } from '../http/list';
import { routes } from '../http/route';
import { queryFutures } from './futures';

const futureListQuery = listQuery({ kind: 'text', crop: 'int', cropId: 'int', crop_id: 'int' });

/** GET /api/futures (any signed-in user: the simulator reads them): the spot dollar first, then by month; filter[kind], filter[crop]. */
export const futureRoutes = routes((api) => {
  api.get('/api/futures', { schema: { querystring: futureListQuery }, config: { access: ['reference', 'read'] } }, async (request) => {
    const q = request.query;
    const f = q.filter;
    const kind = f.kind === 'dollar' || f.kind === 'crop' ? f.kind : undefined;
    const { rows, total } = await queryFutures(
      api.db,
      { kind, cropId: f.crop ?? f.cropId ?? f.crop_id },
      { limit: q.perPage, offset: q.offset },
    );
    return listBody('futures', rows, total, q);
  });
});
