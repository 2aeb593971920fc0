import { defineFeature } from '../../router/feature';
import { lazyScreen } from '../../router/lazyScreen';
import { proposalRoutes } from './routes';

export const proposalsFeature = defineFeature(proposalRoutes, {
  screens: {
    'nueva propuesta': {
      ...lazyScreen(
        () => import('./ProposalPage'),
        (m) => m.ProposalPage,
      ),
    },
    'lugares de entrega': {
      ...lazyScreen(
        () => import('./ExchangeStoresPage'),
        (m) => m.ExchangeStoresPage,
      ),
    },
  },
});
