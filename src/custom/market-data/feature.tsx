import ShowChartIcon from '@mui/icons-material/ShowChart';
import { defineFeature } from '../../router/feature';
import { lazyScreen } from '../../router/lazyScreen';
import { marketDataRoutes } from './routes';

export const marketDataFeature = defineFeature(marketDataRoutes, {
  screens: {
    'datos de mercado': {
      ...lazyScreen(
        () => import('./MarketDataPage'),
        (m) => m.MarketDataPage,
      ),
    },
  },
  menu: [{ route: 'datos de mercado', label: 'Datos de mercado', icon: <ShowChartIcon />, order: 90 }],
});
