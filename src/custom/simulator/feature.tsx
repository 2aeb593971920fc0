import { defineFeature } from '../../router/feature';
import { SimulatorPage } from './SimulatorPage';
import { simulatorRoutes } from './routes';

export const simulatorFeature = defineFeature(simulatorRoutes, { screens: { simulador: { element: <SimulatorPage /> } } });
