// Reference data of the UI tests: provinces, departments (of Sancor) and localities, as the API answers them.
import { http, HttpResponse, listBody } from './msw';

export const PROVINCES = [
  { id: 6, name: 'Buenos Aires' },
  { id: 14, name: 'Córdoba' },
];

export const ZONES: Record<number, { id: number; description: string; provinceId: number; companyId: number }[]> = {
  6: [{ id: 101, description: 'Junín', provinceId: 6, companyId: 1 }],
  14: [{ id: 300, description: 'Marcos Juárez', provinceId: 14, companyId: 1 }],
};

export const LOCALITIES: Record<number, { cityId: number; cityDescription: string; zoneDescription: string; zipCode: string }[]> = {
  101: [
    { cityId: 5001, cityDescription: 'Junín', zoneDescription: 'Junín', zipCode: '6000' },
    { cityId: 5002, cityDescription: 'Agustín Roca', zoneDescription: 'Junín', zipCode: '6001' },
  ],
  300: [{ cityId: 7001, cityDescription: 'Marcos Juárez', zoneDescription: 'Marcos Juárez', zipCode: '2580' }],
};

/** GET /api/provinces, /api/zones/provinces/{id} and /api/locations/{zoneId}. */
export const placeHandlers = () => [
  http.get('*/api/provinces', () => HttpResponse.json(listBody('provinces', PROVINCES))),
  http.get('*/api/zones/provinces/:id', ({ params }) => HttpResponse.json(listBody('zones', ZONES[Number(params.id)] ?? []))),
  http.get('*/api/locations/:zoneId', ({ params }) => {
    const rows = LOCALITIES[Number(params.zoneId)] ?? [];
    return HttpResponse.json({ data: { sancor_location: rows, locations: rows }, meta: { total: rows.length } });
  }),
];
