import { isoDateInArgentina } from '../../src/domain/core/format';
import { idParams } from '../../src/domain/core/ids';
import { cardFromSettings, simulatorRequestSchema } from '../../src/domain/simulator';
import { simulatorFormDefaults } from '../../src/domain/settings/simulator-parameters';
import { sendFile } from '../documents/simulator/reply';
import { simulatorExcel, simulatorFileName, simulatorPdf } from '../documents/simulator/simulator-files';
import { routes } from '../http/route';
import { loadSettingsMap } from '../settings/options';
import { simulateNegotiation } from '.';

const access = { access: ['simulator', 'show'] as const };
const schema = { params: idParams, body: simulatorRequestSchema };

export const simulatorRoutes = routes((api) => {
  /** POST /api/simulator/{id}: modules, quotations and rofex.crops (docs/simulator.md). */
  api.post('/api/simulator/:id', { schema, config: access }, async (request) => ({
    data: await simulateNegotiation(api.db, request.user, request.params.id, request.body),
  }));

  /** The same simulation as a PDF and as an Excel file, named after the negotiation number. */
  api.post('/api/simulator-pdf/:id', { schema, config: access }, async (request, reply) => {
    const result = await simulateNegotiation(api.db, request.user, request.params.id, request.body);
    return sendFile(reply, await simulatorPdf(result), simulatorFileName(result, 'pdf'), 'pdf');
  });
  api.post('/api/simulator-excel/:id', { schema, config: access }, async (request, reply) => {
    const result = await simulateNegotiation(api.db, request.user, request.params.id, request.body);
    return sendFile(reply, await simulatorExcel(result, isoDateInArgentina()), simulatorFileName(result, 'xlsx'), 'xlsx');
  });

  /** GET /api/simulator-parameters: the card's starting values from the settings (past dates become today + 2 days). */
  api.get('/api/simulator-parameters', { config: access }, async () => ({
    data: cardFromSettings(simulatorFormDefaults(await loadSettingsMap(api.db), isoDateInArgentina())),
  }));
});
