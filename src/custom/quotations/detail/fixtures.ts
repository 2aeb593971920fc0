// A negotiation as GET negotiations/{id} answers it, for the detail pages' tests.
import type { Negotiation, Quotation, Risk } from '../../../domain/quotations/entity';

const sancor = { id: 1, name: 'Sancor' };
const moduleNamed = (id: number, description: string) => ({
  id,
  description,
  coverageType: 'basic' as const,
  harvest: 'thick',
  companyId: 1,
  company: sancor,
  sortOrder: id,
  allowMultipleRisks: 1 as const,
  splitValue: null,
});

export function quotation(over: Partial<Quotation> & { id: number; coverage?: string } = { id: 1 }): Quotation {
  const { coverage = `Granizo ${over.id}`, ...rest } = over;
  return {
    negotiationId: 7,
    riskId: 11,
    status: 'initiated',
    rate: { id: 1, module: moduleNamed(over.id, coverage), franchiseDeductible: 'F5%' },
    isDoubleCropPart: 0,
    insuredSum: '70000.00',
    rateValue: '2.5',
    addonsValue: '0',
    correctionFactor: '0',
    rateValueWithCf: '2.5',
    addonsValueWithCf: '0',
    discount: '10',
    discountApplied: 1,
    tax: '123.4',
    value: '1575',
    cost: '1698.4',
    costPerHectare: '1234.567',
    addons: [],
    quotationStatuses: [],
    proposal: null,
    managementNumber: null,
    advance_date: null,
    updatedAt: '2026-10-05T13:00:00.000Z',
    ...rest,
  };
}

export function risk(over: Partial<Risk> = {}): Risk {
  return {
    id: 11,
    negotiationId: 7,
    description: null,
    zone: { id: 3, description: 'Pergamino', companyId: 1, province: { id: 1, name: 'Buenos Aires' } },
    crop: { id: 1, description: 'Soja', harvest: 'thick', allowDoubleCrop: 0 },
    company: sancor,
    numberOfHectares: '100',
    hectarePrice: '7',
    hectarePriceCurrency: { id: 1, label: 'quintal' },
    discount: '10',
    observations: null,
    isDoubleCrop: 0,
    doubleCrop: null,
    doubleCropId: null,
    addons: [],
    splitCoverages: null,
    quotations: [quotation({ id: 21, coverage: 'Granizo Total' }), quotation({ id: 22, coverage: 'Granizo Plus' })],
    acceptedRate: null,
    history: [],
    ...over,
  };
}

export function negotiation(over: Partial<Negotiation> = {}): Negotiation {
  return {
    id: 7,
    number: 1042,
    createdAt: '2026-10-05T13:00:00.000Z',
    updatedAt: '2026-10-05T13:00:00.000Z',
    createdInWeb: 1,
    user: {
      id: 4,
      name: 'Pedro',
      lastname: 'Productor',
      cuit: '20123456786',
      office: 'Pergamino',
      email: 'pedro@example.com',
      sancorId: null,
      exchangeStoreId: null,
      supervisor: null,
      deletedAt: null,
    },
    client: {
      id: 9,
      name: 'Ana',
      lastname: 'Gómez',
      cuit: '27123456786',
      cell: '2477123456',
      email: 'ana@example.com',
      location: 'Rojas',
      province: 'Buenos Aires',
      deletedAt: null,
    },
    observations: null,
    state: 'initiated',
    type: 'simple',
    isConfirmed: 1,
    paymentMethodId: 1,
    rateOptionId: 1,
    correctionFactor: '0',
    configurations: {
      paymentMethod: { id: 1, name: 'Canje' },
      rateOption: { id: 1, name: 'Prima con IVA' },
      correctionFactor: '0',
      observations: null,
    },
    fdFilter: 'ambos',
    splitCoverages: 0,
    modules: [],
    risks: [risk()],
    ...over,
  };
}
