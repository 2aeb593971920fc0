import { defineFeature } from '../../router/feature';
import { lazyScreen } from '../../router/lazyScreen';
import { proposalRoutes } from './routes';

export const proposalsFeature = defineFeature(proposalRoutes, {
  screens: {
    'nueva propuesta': {
      element: lazyScreen(
        () => import('./ProposalPage'),
        (m) => m.ProposalPage,
      ),
    },
    'lugares de entrega': {
      element: lazyScreen(
        () => import('./ExchangeStoresPage'),
        (m) => m.ExchangeStoresPage,
      ),
    },
  },
});
