// Reference data of the quotation forms' UI tests: the user's insurers, crops and coverages, as the API answers them.
import { http, HttpResponse, listBody } from './msw';
import { placeHandlers } from './places';

export const COMPANIES = [
  { id: 1, name: 'Sancor' },
  { id: 2, name: 'San Cristobal' },
];

export const CROPS = [
  { id: 1, description: 'Soja', harvest: 'thick', allowDoubleCrop: 1 },
  { id: 2, description: 'Maíz', harvest: 'thick', allowDoubleCrop: 0 },
  { id: 4, description: 'Trigo', harvest: 'thin', allowDoubleCrop: 1 },
];

const coverage = (id: number, description: string, coverageType: string, companyId: number, harvest = 'thick') => ({
  id,
  description,
  coverageType,
  harvest,
  cropId: null,
  companyId,
  company: COMPANIES.find((c) => c.id === companyId),
  campaignId: 1,
  sortOrder: id,
  sancorId: null,
  video: null,
  pdfDescription: null,
  allowMultipleRisks: 1,
});

export const COVERAGES = [
  coverage(10, 'Granizo Básico', 'basic', 1),
  coverage(11, 'Adicional Resiembra', 'addon', 1),
  coverage(20, 'Granizo SC', 'basic', 2),
  coverage(21, 'Adicional SC', 'addon', 2),
  coverage(30, 'Trigo Fina', 'basic', 1, 'thin'),
];

/** Places, insurers, crops, coverages and the users a viewer may pick. */
export const quotationHandlers = () => [
  ...placeHandlers(),
  http.get('*/api/user-companies', () => HttpResponse.json(listBody('companies', COMPANIES))),
  http.get('*/api/crops', () => HttpResponse.json(listBody('crops', CROPS))),
  http.get('*/api/coverages', () => HttpResponse.json(listBody('coverages', COVERAGES))),
  http.get('*/api/all-users', () =>
    HttpResponse.json(listBody('users', [{ id: 4, name: 'Pedro', lastname: 'Productor', fullName: 'Pedro Productor', roleId: 4 }])),
  ),
];
