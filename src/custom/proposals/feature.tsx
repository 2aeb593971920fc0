import { defineFeature } from '../../router/feature';
import { ExchangeStoresPage } from './ExchangeStoresPage';
import { ProposalPage } from './ProposalPage';
import { proposalRoutes } from './routes';

export const proposalsFeature = defineFeature(proposalRoutes, {
  screens: { 'nueva propuesta': { element: <ProposalPage /> }, 'lugares de entrega': { element: <ExchangeStoresPage /> } },
});
