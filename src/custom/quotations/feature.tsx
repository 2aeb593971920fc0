import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { defineFeature } from '../../router/feature';
import { lazyScreen } from '../../router/lazyScreen';
import { negotiationRoutes } from './routes';

export const negotiationsFeature = defineFeature(negotiationRoutes, {
  screens: {
    cotizaciones: {
      resource: 'negotiations',
      ...lazyScreen(
        () => import('./NegotiationList'),
        (m) => m.NegotiationList,
      ),
    },
    'nueva cotizacion': {
      resource: 'negotiations',
      ...lazyScreen(
        () => import('./WizardPages'),
        (m) => m.SimpleWizardCreate,
      ),
    },
    'cotizar varios riesgos': {
      resource: 'negotiations',
      ...lazyScreen(
        () => import('./WizardPages'),
        (m) => m.GroupedWizardCreate,
      ),
    },
    'ver cotizacion': {
      resource: 'negotiations',
      ...lazyScreen(
        () => import('./detail/NegotiationShow'),
        (m) => m.NegotiationShow,
      ),
    },
    'editar cotizacion': {
      resource: 'negotiations',
      ...lazyScreen(
        () => import('./WizardPages'),
        (m) => m.GroupedWizardEdit,
      ),
    },
  },
  menu: [{ route: 'cotizaciones', label: 'Cotizaciones', icon: <RequestQuoteIcon />, order: 70 }],
});
