import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { defineFeature } from '../../router/feature';
import { NegotiationShow } from './detail/NegotiationShow';
import { GroupedWizardCreate, GroupedWizardEdit, SimpleWizardCreate } from './WizardPages';
import { NegotiationList } from './NegotiationList';
import { negotiationRoutes } from './routes';

export const negotiationsFeature = defineFeature(negotiationRoutes, {
  screens: {
    cotizaciones: { resource: 'negotiations', element: <NegotiationList /> },
    'nueva cotizacion': { resource: 'negotiations', element: <SimpleWizardCreate /> },
    'cotizar varios riesgos': { resource: 'negotiations', element: <GroupedWizardCreate /> },
    'ver cotizacion': { resource: 'negotiations', element: <NegotiationShow /> },
    'editar cotizacion': { resource: 'negotiations', element: <GroupedWizardEdit /> },
  },
  menu: [{ route: 'cotizaciones', label: 'Cotizaciones', icon: <RequestQuoteIcon />, order: 70 }],
});
