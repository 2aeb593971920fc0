import { defineFeature } from '../../router/feature';
import { SimulatorPlaceholder } from './SimulatorPlaceholder';
import { simulatorRoutes } from './routes';

export const simulatorFeature = defineFeature(simulatorRoutes, { screens: { simulador: { element: <SimulatorPlaceholder /> } } });
