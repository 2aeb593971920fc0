import type { FastifyInstance } from 'fastify';
import { settingOptionRoutes } from './settings-options';
import { futureRoutes } from './settings-futures';
import { ignoreDiscountRoutes } from './settings-ignore-discounts';
import { taxVatRoutes } from './settings-tax-vats';
import { noteRoutes } from './settings-notes';

/** Settings screen (docs/rules/settings.md): options, futures, ignore-discount rules, VAT values, PDF notes. */
export async function settingsRoutes(app: FastifyInstance) {
  await app.register(settingOptionRoutes);
  await app.register(futureRoutes);
  await app.register(ignoreDiscountRoutes);
  await app.register(taxVatRoutes);
  await app.register(noteRoutes);
}
