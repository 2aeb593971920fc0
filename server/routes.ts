import type { FastifyInstance } from 'fastify';
import { requireAuth } from './auth/authenticate';
import { advanceRoutes } from './quotations/advances-routes';
import { authRoutes, publicAuthRoutes } from './auth/routes';
import { campaignRoutes } from './campaigns/routes';
import { coverageLinkRoutes } from './coverage-links/routes';
import { docsRoutes } from './http/docs';
import { documentRoutes } from './documents/routes';
import { healthRoutes } from './http/health';
import { jobRoutes } from './jobs/routes';
import { moduleRoutes } from './coverages/routes';
import { rateImportExportRoutes } from './rates/io-routes';
import { rateRoutes } from './rates/routes';
import { settingsRoutes } from './settings/routes';
import { userRoutes } from './users/routes';
import { clientRoutes } from './clients/routes';
import { negotiationRoutes } from './quotations/routes';
import { riskAndQuotationRoutes } from './quotations/risks-quotations-routes';
import { proposalRoutes } from './proposals/routes';
import { statisticsRoutes } from './dashboard/routes';
import { contactRoutes } from './client-request/routes';
import { referenceRoutes } from './reference/routes';
import { userClientRoutes } from './users/clients-routes';
import { userLogoRoutes } from './users/logo-routes';
import { userModuleRoutes } from './users/coverages-routes';
import { marketRoutes } from './market/routes';
import { refinanceRoutes } from './financing/routes';
import { simulatorRoutes } from './simulator/routes';

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
