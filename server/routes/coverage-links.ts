import type { FastifyInstance } from 'fastify';

export async function coverageLinkRoutes(_app: FastifyInstance) {}
