import type { FastifyInstance } from 'fastify';

export async function campaignRoutes(_app: FastifyInstance) {}
