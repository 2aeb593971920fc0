import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/authenticate';
import { advanceRoutes } from './advances';
import { authRoutes, publicAuthRoutes } from './auth';
import { campaignRoutes } from './campaigns';
import { coverageLinkRoutes } from './coverage-links';
import { docsRoutes } from './docs';
import { documentRoutes } from './documents';
import { healthRoutes } from './health';
import { jobRoutes } from './jobs';
import { moduleRoutes } from './modules';
import { rateImportExportRoutes } from './rates-io';
import { rateRoutes } from './rates';
import { settingsRoutes } from './settings';
import { userRoutes } from './users';
import { clientRoutes } from './clients';
import { negotiationRoutes } from './negotiations';
import { riskAndQuotationRoutes } from './risks-quotations';
import { proposalRoutes } from './proposals';
import { statisticsRoutes } from './statistics';
import { contactRoutes } from './contacts';
import { referenceRoutes } from './reference';
import { userClientRoutes } from './user-clients';
import { userLogoRoutes } from './user-logo';
import { userModuleRoutes } from './user-modules';
import { marketRoutes } from './market';
import { refinanceRoutes } from './refinance';
import { simulatorRoutes } from './simulator';

/**
 * Every route of the API. Public routes first; the rest live in an encapsulated child
 * plugin whose onRequest hook requires a live bearer token (request.user).
 */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(publicAuthRoutes);
  await app.register(contactRoutes);

  await app.register(async (api) => {
    requireAuth(api);
    await api.register(authRoutes);
    await api.register(clientRoutes);
    await api.register(userClientRoutes);
    await api.register(referenceRoutes);
    await api.register(userRoutes);
    await api.register(userLogoRoutes);
    await api.register(userModuleRoutes);
    await api.register(campaignRoutes);
    await api.register(moduleRoutes);
    await api.register(rateRoutes);
    await api.register(rateImportExportRoutes);
    await api.register(jobRoutes);
    await api.register(coverageLinkRoutes);
    await api.register(settingsRoutes);
    await api.register(negotiationRoutes);
    await api.register(riskAndQuotationRoutes);
    await api.register(proposalRoutes);
    await api.register(statisticsRoutes);
    await api.register(documentRoutes);
    await api.register(advanceRoutes);

    await api.register(marketRoutes);
    await api.register(simulatorRoutes);
    await api.register(refinanceRoutes);
    await api.register(docsRoutes);
  });
}
