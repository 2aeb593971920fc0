import type { FastifyInstance } from 'fastify';
import { settingOptionRoutes } from './options-routes';
import { futureRoutes } from '../market/futures-routes';
import { ignoreDiscountRoutes } from './ignore-discounts-routes';
import { taxVatRoutes } from './tax-vats-routes';
import { noteRoutes } from './notes-routes';

/** Settings screen (docs/rules/settings.md): options, futures, ignore-discount rules, VAT values, PDF notes. */
export async function settingsRoutes(app: FastifyInstance) {
  await app.register(settingOptionRoutes);
  await app.register(futureRoutes);
  await app.register(ignoreDiscountRoutes);
  await app.register(taxVatRoutes);
  await app.register(noteRoutes);
}
