import type { FastifyInstance } from 'fastify';

export async function rateImportExportRoutes(_app: FastifyInstance) {}
