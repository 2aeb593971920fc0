// The engine's own texts (docs/premium.md): why an asked discount was not applied, why a chosen
// coverage produced nothing for a risk, and the refusal of a discount above the producer's maximum.
import { formatPercent } from '../../core/format';
import type { FranchiseFilter } from '../choices';

export const PRICING_MESSAGES = {
  discountAboveMax: (max: string) => `El descuento no puede superar el máximo del productor (${formatPercent(max)}).`,
  discountOnPack: 'Sin descuento en packs: el productor no tiene descuentos en packs.',
  discountRule: (description: string) => `Regla de Ignorar descuentos: ${description}.`,
  notDoubleCrop: 'El riesgo no es doble cultivo.',
  noSplitPart: 'No tiene valor ponderado.',
  noRate: (crop: string, zone: string) => `No tiene tasa para ${crop} en ${zone}.`,
  noVariant: (filter: FranchiseFilter) =>
    `Ninguna de sus tasas es de ${filter === 'franquicia' ? 'franquicia' : 'deducible'} (el filtro de franquicia / deducible la deja afuera).`,
  addonNoVariant: 'No tiene tasa para las variantes de franquicia / deducible cotizadas.',
  addonWithoutMain: 'Un adicional se suma a una cobertura básica o pack cotizada, y el riesgo no tiene ninguna.',
  noCoverageOfInsurer: (company: string) => `No elegiste ninguna cobertura de ${company}.`,
  riskUnpriced: (risk: string, why: string) => `${risk} no tiene ninguna cotización. ${why}`.trim(),
} as const;

/** What an ignore-discount rule names, in words ('cultivo Girasol, provincia La Pampa'); each field it sets. */
export function ignoreRuleDescription(names: {
  module?: string | null;
  crop?: string | null;
  province?: string | null;
  zone?: string | null;
}): string {
  const parts = [
    names.module && `cobertura ${names.module}`,
    names.crop && `cultivo ${names.crop}`,
    names.province && `provincia ${names.province}`,
    names.zone && `departamento ${names.zone}`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'todas las coberturas';
}
