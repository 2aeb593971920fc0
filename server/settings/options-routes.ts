import { z } from 'zod';
import { SETTINGS_MESSAGES, settingsPayloadSchema } from '../../src/domain/settings/schema';
import { listBody, listQuery } from '../http/list';
import { routes } from '../http/route';
import { loadSetting, querySettings, updateSettings } from './options';

/** GET/PUT /api/settings and GET /api/settings-by-option (admin and sudo). */
export const settingOptionRoutes = routes((api) => {
  api.get('/api/settings', { schema: { querystring: listQuery() }, config: { access: ['settings', 'list'] } }, async (request) => {
    const q = request.query;
    const { rows, total } = await querySettings(api.db, { search: q.search, limit: q.perPage, offset: q.offset });
    return listBody('settings', rows, total, q);
  });

  api.get(
    '/api/settings-by-option',
    { schema: { querystring: z.object({ option: z.string().optional().catch(undefined) }) }, config: { access: ['settings', 'list'] } },
    async (request) => ({ data: await loadSetting(api.db, request.query.option) }),
  );

  /** Only the changed settings; every rule checked first, then all written in one transaction. */
  api.put('/api/settings', { schema: { body: settingsPayloadSchema }, config: { access: ['settings', 'edit'] } }, async (request) => ({
    data: { settings: await updateSettings(api.db, request.user, request.body) },
    message: SETTINGS_MESSAGES.saved,
  }));
});
