import { defineFeature, PLACEHOLDER } from '../../router/feature';
import { clientRequestRoutes } from './routes';

export const clientRequestFeature = defineFeature(clientRequestRoutes, { screens: { 'solicitud cliente': PLACEHOLDER } });
