import ShowChartIcon from '@mui/icons-material/ShowChart';
import { defineFeature } from '../../router/feature';
import { MarketDataPage } from './MarketDataPage';
import { marketDataRoutes } from './routes';

export const marketDataFeature = defineFeature(marketDataRoutes, {
  screens: { 'datos de mercado': { element: <MarketDataPage /> } },
  menu: [{ route: 'datos de mercado', label: 'Datos de mercado', icon: <ShowChartIcon />, order: 90 }],
});
