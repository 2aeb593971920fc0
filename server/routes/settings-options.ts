import type { FastifyInstance } from 'fastify';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { SETTINGS_MESSAGES, settingsPayloadSchema, settingsUpdateSchema } from '../../src/domain/schemas/settings';
import { settings } from '../db/schema';
import { notFound } from '../http/errors';
import { likePattern, listBody, parseListQuery } from '../http/list';
import { parseBody } from '../http/validate';
import { assertSettingsAdmin, loadFuturesContext, loadSettingsMap, lockSettings, writeSettings } from '../services/settings';

const row = (r: { option: string; value: string | null }) => ({ option: r.option, value: r.value ?? '' });

/** GET/PUT /api/settings and GET /api/settings-by-option (admin and sudo). */
export async function settingOptionRoutes(app: FastifyInstance) {
  app.get('/api/settings', async (request) => {
    assertSettingsAdmin(request.user);
    const q = parseListQuery(request.query);
    const where = q.search ? sql`lower(${settings.option}) like ${likePattern(q.search.replace(/ /g, '_'))}` : undefined;
    const [rows, [total]] = await Promise.all([
      app.db
        .select({ option: settings.option, value: settings.value })
        .from(settings)
        .where(where)
        .orderBy(asc(settings.option))
        .limit(q.perPage)
        .offset(q.offset),
      app.db.select({ n: count() }).from(settings).where(where),
    ]);
    return listBody('settings', rows.map(row), Number(total?.n ?? 0), q);
  });

  app.get('/api/settings-by-option', async (request) => {
    assertSettingsAdmin(request.user);
    const option = (request.query as Record<string, unknown>).option;
    if (typeof option !== 'string' || !option.trim()) throw notFound(SETTINGS_MESSAGES.unknownOption);
    const [found] = await app.db.select().from(settings).where(eq(settings.option, option.trim()));
    if (!found) throw notFound(SETTINGS_MESSAGES.unknownOption);
    return { data: row(found) };
  });

  /** Only the changed settings; every rule checked first, then all written in one transaction. */
  app.put('/api/settings', async (request) => {
    assertSettingsAdmin(request.user);
    const futuresContext = await loadFuturesContext(app.db);
    const options = Object.keys(parseBody(settingsPayloadSchema, request.body));
    const updated = await app.db.transaction(async (tx) => {
      await lockSettings(tx, options);
      const current = await loadSettingsMap(tx);
      const changes = parseBody(settingsUpdateSchema({ current, futures: futuresContext }), request.body);
      await writeSettings(tx, changes);
      return tx
        .select({ option: settings.option, value: settings.value })
        .from(settings)
        .where(inArray(settings.option, options))
        .orderBy(asc(settings.option));
    });
    return { data: { settings: updated.map(row) }, message: SETTINGS_MESSAGES.saved };
  });
}
