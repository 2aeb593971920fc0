import { defineFeature, PLACEHOLDER } from '../../router/feature';
import { proposalRoutes } from './routes';

export const proposalsFeature = defineFeature(proposalRoutes, { screens: { 'nueva propuesta': PLACEHOLDER } });
