import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { fireEvent, screen, within } from '@testing-library/react';
import { ROLE_PRODUCER } from '../../domain/access';
import type { SimulatorQuotation, SimulatorResult } from '../../domain/entities/simulator';
import { http, HttpResponse, recorder, setupApiServer } from '../../testing/msw';
import { renderInAdmin, signIn } from '../../testing/render';
import { SimulatorPage } from './SimulatorPage';

const server = setupApiServer();

const quotation = (id: number, crop: string, cropId: number): SimulatorQuotation => ({
  quotationId: id,
  cropId,
  moduleId: 1,
  quotation_value: '4.000000',
  rechargeRate: '3.50',
  rateWithRecharge: '4.140000',
  dollarToday: '1150.00',
  boardQuotation: '29.80',
  dailyCropQuot: '34270.00',
  pesifyAmount: '6440000.00',
  tax: '676200.00',
  taxPerception: '193200.00',
  futureDollar: '1400.00',
  futureCrop: cropId === 4 ? '0' : '310.00',
  boardQuotationFuture: cropId === 4 ? null : '31.00',
  prizeWithoutTaxFuture: null,
  costPlus: null,
  exchangeCost: '213.29',
  futureCost: null,
  difference: cropId === 4 ? null : '1.08',
  costPrizeWithoutTax: null,
  benefitObtained: null,
  savingsWithIncomeTax: null,
  rateWithoutTaxWithIncomeTax: '4.091000',
  totalSavings: cropId === 4 ? null : '142920.83',
  savingsOnOriginalCurrency: null,
  riskId: id,
  crop,
  hectares: '350',
  hectarePrice: '400',
  currencyId: 2,
  zone: 'Pergamino',
  module: 'Granizo',
  company: 'Sancor',
  franchiseDeductible: 'Franquicia 10%',
  filtered: true,
});

const RESULT: SimulatorResult = {
  negotiation: { id: 7, number: 1234, client: 'Juan Pérez' },
  modules: [],
  quotations: [quotation(1, 'Soja', 1), quotation(2, 'Trigo', 4)],
  rofex: {
    dollarToday: '1150.00',
    board: {
      id: 1,
      date: '2026-11-23',
      dollars: '1150',
      soy: '300',
      corn: '200',
      wheat: '220',
      sunflower: '320',
      corn_2: null,
      soy_2: null,
      barley: null,
      oatmeal: null,
      sorghum: null,
      popcorn: null,
    },
    boardPerQuintal: [
      { cropId: 1, crop: 'Soja', value: '30.00' },
      { cropId: 2, crop: 'Maíz', value: '20.00' },
      { cropId: 3, crop: 'Girasol', value: '31.55' },
      { cropId: 4, crop: 'Trigo', value: '22.00' },
    ],
    crops: [
      {
        cropId: 1,
        crop: 'Soja',
        rechargeRate: '3.50',
        cropDate: '2027-05-15',
        dollarDate: '2027-05-15',
        futureDollar: '1400.00',
        futureDollarDate: '2027-05-01',
        futureCrop: '310.00',
        futureCropPerQuintal: '31.00',
        boardQuotation: '30.00',
        quoted: true,
      },
      {
        cropId: 4,
        crop: 'Trigo',
        rechargeRate: '3.00',
        cropDate: '2027-01-15',
        dollarDate: '2028-01-15',
        futureDollar: '1300.00',
        futureDollarDate: '2027-10-01',
        futureCrop: '0',
        futureCropPerQuintal: null,
        boardQuotation: '22.00',
        quoted: true,
      },
    ],
  },
  savingsByCrop: [],
};

function renderPage(seeSimulator: 0 | 1) {
  const r = recorder();
  server.use(
    http.get('*/api/simulator-parameters', () => HttpResponse.json({ data: { thickRate: '3.5', filteredQuotations: [] } })),
    http.post('*/api/simulator/7', async ({ request }) => {
      await r.record(request);
      const body = (await request.clone().json()) as { filteredQuotations: number[] };
      const kept = body.filteredQuotations;
      return HttpResponse.json({
        data: { ...RESULT, quotations: RESULT.quotations.map((q) => ({ ...q, filtered: !kept.length || kept.includes(q.quotationId) })) },
      });
    }),
  );
  renderInAdmin(
    <Routes>
      <Route path="/admin/simulador/:id" element={<SimulatorPage />} />
    </Routes>,
    { path: '/admin/simulador/7', authProvider: signIn({ id: 4, roleId: ROLE_PRODUCER, seeSimulator }) },
  );
  return { posts: () => r.to('POST', 'simulator/7').map((x) => x.body as { filteredQuotations: number[] }) };
}

describe('SimulatorPage', () => {
  it('says so to a producer without the simulator permission', async () => {
    const { posts } = renderPage(0);
    expect(await screen.findByText('No tiene permiso para ver esta página')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('shows the card title, the alert of a dollar future taken from another month, and a crop without future', async () => {
    renderPage(1);
    expect(await screen.findByRole('heading', { name: 'Juan Pérez — Cotización N° 1234' })).toBeInTheDocument();
    const alert = screen.getByText(/No se encontró dólar futuro para algunas de las fechas seleccionadas. Las fechas utilizadas fueron:/);
    expect(alert).toHaveTextContent('Trigo: 10/2027 (pedida 01/2028)');
    expect(screen.getByText(/Sin futuro del cultivo para la fecha de vencimiento: Trigo/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Simulador' })).toHaveTextContent('6.440.000,00');
  });

  it('filters quotations in Resumen and shows them all again', async () => {
    const { posts } = renderPage(1);
    fireEvent.click(await screen.findByRole('tab', { name: 'Resumen' }));
    expect(screen.getByRole('button', { name: 'Filtrar Cotizaciones' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: /Incluir cotización 2/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar Cotizaciones' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mostrar Cotizaciones' }));
    expect(await screen.findByRole('button', { name: 'Filtrar Cotizaciones' })).toBeInTheDocument();
    expect(posts().map((p) => p.filteredQuotations)).toEqual([[], [2], []]);
    expect(within(screen.getByRole('table', { name: 'Resumen' })).getAllByRole('row')).toHaveLength(3);
  });
});
