import type { FastifyInstance } from 'fastify';

export async function moduleRoutes(_app: FastifyInstance) {}
