import { isoDateInArgentina } from '../../src/domain/format';
import { idParams } from '../../src/domain/schemas/ids';
import { cardFromSettings, simulatorRequestSchema } from '../../src/domain/simulator';
import { simulatorFormDefaults } from '../../src/domain/simulator-parameters';
import { routes } from '../http/route';
import { loadSettingsMap } from '../services/settings/options';
import { simulateNegotiation } from '../services/simulator';

export const simulatorRoutes = routes((api) => {
  /** POST /api/simulator/{id}: modules, quotations and rofex.crops (docs/simulator.md). */
  api.post(
    '/api/simulator/:id',
    { schema: { params: idParams, body: simulatorRequestSchema }, config: { access: ['simulator', 'show'] } },
    async (request) => ({ data: await simulateNegotiation(api.db, request.user, request.params.id, request.body) }),
  );

  /** GET /api/simulator-parameters: the card's starting values from the settings (past dates become today + 2 days). */
  api.get('/api/simulator-parameters', { config: { access: ['simulator', 'show'] } }, async () => ({
    data: cardFromSettings(simulatorFormDefaults(await loadSettingsMap(api.db), isoDateInArgentina())),
  }));
});
