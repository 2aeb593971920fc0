import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { defineFeature, PLACEHOLDER } from '../../router/feature';
import { NegotiationShow } from './detail/NegotiationShow';
import { NegotiationList } from './NegotiationList';
import { negotiationRoutes } from './routes';

export const negotiationsFeature = defineFeature(negotiationRoutes, {
  screens: {
    cotizaciones: { resource: 'negotiations', element: <NegotiationList /> },
    'nueva cotizacion': PLACEHOLDER,
    'cotizar varios riesgos': PLACEHOLDER,
    'ver cotizacion': { resource: 'negotiations', element: <NegotiationShow /> },
    'editar cotizacion': PLACEHOLDER,
  },
  menu: [{ route: 'cotizaciones', label: 'Cotizaciones', icon: <RequestQuoteIcon />, order: 70 }],
});
