import type { FastifyInstance } from 'fastify';

export async function settingsRoutes(_app: FastifyInstance) {}
