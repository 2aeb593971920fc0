import { idParams } from '../../src/domain/core/ids';
import { noteSchema } from '../../src/domain/settings/schema';
import { listBody, listQuery } from '../http/list';
import { routes } from '../http/route';
import { queryNotes, updateNote } from './notes';

/** PDF footnotes (admin and sudo): the rich text is sanitised by the service, whatever the client sent. */
export const noteRoutes = routes((api) => {
  api.get('/api/notes', { schema: { querystring: listQuery() }, config: { access: ['settings', 'list'] } }, async (request) => {
    const q = request.query;
    const { rows, total } = await queryNotes(api.db, { limit: q.perPage, offset: q.offset });
    return listBody('notes', rows, total, q);
  });

  api.put(
    '/api/notes/:id',
    { schema: { params: idParams, body: noteSchema }, config: { access: ['settings', 'edit'] } },
    async (request) => ({ data: await updateNote(api.db, request.user, request.params.id, request.body.value) }),
  );
});
