import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { defineFeature } from '../../router/feature';
import { lazyScreen } from '../../router/lazyScreen';
import { negotiationRoutes } from './routes';

export const negotiationsFeature = defineFeature(negotiationRoutes, {
  screens: {
    cotizaciones: {
      resource: 'negotiations',
      element: lazyScreen(
        () => import('./NegotiationList'),
        (m) => m.NegotiationList,
      ),
    },
    'nueva cotizacion': {
      resource: 'negotiations',
      element: lazyScreen(
        () => import('./WizardPages'),
        (m) => m.SimpleWizardCreate,
      ),
    },
    'cotizar varios riesgos': {
      resource: 'negotiations',
      element: lazyScreen(
        () => import('./WizardPages'),
        (m) => m.GroupedWizardCreate,
      ),
    },
    'ver cotizacion': {
      resource: 'negotiations',
      element: lazyScreen(
        () => import('./detail/NegotiationShow'),
        (m) => m.NegotiationShow,
      ),
    },
    'editar cotizacion': {
      resource: 'negotiations',
      element: lazyScreen(
        () => import('./WizardPages'),
        (m) => m.GroupedWizardEdit,
      ),
    },
  },
  menu: [{ route: 'cotizaciones', label: 'Cotizaciones', icon: <RequestQuoteIcon />, order: 70 }],
});
