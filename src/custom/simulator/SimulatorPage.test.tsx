import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE_PRODUCER } from '../../domain/access/access';
import type { SimulatorModuleRow, SimulatorQuotation, SimulatorResult } from '../../domain/simulator/entity';
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

/** A soy 'Granizo' total of one insurer, its figures its pesos to pesify. */
const soyGranizoOf = (moduleId: number, company: string, pesifyAmount: string): SimulatorModuleRow => ({
  cropId: 1,
  moduleId,
  quotations: 1,
  crop: 'Soja',
  module: 'Granizo',
  company,
  pesifyAmount,
  tax: '0.00',
  taxPerception: '0.00',
  prizeWithoutTaxFuture: null,
  costPlus: null,
  exchangeCost: null,
  futureCost: null,
  difference: null,
  costPrizeWithoutTax: null,
  benefitObtained: null,
  savingsWithIncomeTax: null,
  totalSavings: null,
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
        manualQuotation: false,
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
        manualQuotation: false,
        quoted: true,
      },
    ],
  },
  savingsByCrop: [],
};

const FORBIDDEN = { message: 'No tiene los permisos para acceder a esta sección.' };

function renderPage(seeSimulator: 0 | 1, { status = 200, result = RESULT }: { status?: number; result?: SimulatorResult } = {}) {
  const r = recorder();
  server.use(
    http.get('*/api/simulator-parameters', () => HttpResponse.json({ data: { thickRate: '3.5', filteredQuotations: [] } })),
    http.post('*/api/simulator/7', async ({ request }) => {
      await r.record(request);
      if (status !== 200) return HttpResponse.json(FORBIDDEN, { status });
      const body = (await request.clone().json()) as { filteredQuotations: number[] };
      const kept = body.filteredQuotations;
      return HttpResponse.json({
        data: { ...result, quotations: result.quotations.map((q) => ({ ...q, filtered: !kept.length || kept.includes(q.quotationId) })) },
      });
    }),
    http.post('*/api/simulator-pdf/7', () => HttpResponse.json(FORBIDDEN, { status: 403 })),
    http.get('*/api/future-dollar', () => HttpResponse.json({ data: { id: 1, option: 'DLR/NOV26', month: '2026-11-01', value: '1180' } })),
    http.get('*/api/future-to-crop/:id', () => HttpResponse.json({ message: 'No encontrado' }, { status: 404 })),
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

  it("shows the app's permission text when the API refuses the negotiation (403), never 'No se pudo simular'", async () => {
    renderPage(1, { status: 403 });
    expect(await screen.findByText('No tiene los permisos para acceder a esta sección.')).toBeInTheDocument();
    expect(screen.queryByText(/No se pudo simular/)).toBeNull();
  });

  it('a download the API refuses (403) says why', async () => {
    renderPage(1);
    fireEvent.click(await screen.findByRole('tab', { name: 'Exportar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    expect(await screen.findByText('No tiene los permisos para acceder a esta sección.')).toBeInTheDocument();
    expect(screen.queryByText(/No se pudo generar el archivo/)).toBeNull();
  });

  it('shows each amount with its unit, a negative one as -$', async () => {
    const loss = {
      ...quotation(1, 'Soja', 1),
      totalSavings: '-2199012.40',
      difference: '-17.80',
      currencyId: 1,
      savingsOnOriginalCurrency: '-5.5',
    };
    renderPage(1, { result: { ...RESULT, quotations: [loss] } });
    const table = await screen.findByRole('table', { name: 'Simulador' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('400,00 QQ');
    fireEvent.click(screen.getByRole('tab', { name: 'Pago Contado' }));
    const cash = within(await screen.findByRole('table', { name: 'Pago Contado' })).getAllByRole('row')[1]!;
    expect(cash).toHaveTextContent('-$ 2.199.012,40');
    expect(cash).toHaveTextContent('-17,80 QQ');
    expect(cash).toHaveTextContent('-5,50 QQ');
    expect(cash).toHaveTextContent('213,29 QQ');
  });

  it("'Valores Externos' shows the figures the simulation used (the server's, sunflower 31,55) and soy, corn and wheat", async () => {
    renderPage(1);
    fireEvent.click(await screen.findByRole('tab', { name: 'Valores Externos' }));
    const table = await screen.findByRole('table', { name: 'Valores del ROFEX' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Girasol hoy')).toHaveTextContent('USD 31,55');
    for (const crop of ['Soja', 'Maíz', 'Trigo']) expect(row(`${crop} hoy`)).toBeInTheDocument();
    expect(row('Futuro seleccionado Soja')).toHaveTextContent('USD 31,00');
    expect(row('Futuro seleccionado Trigo')).toHaveTextContent('Sin futuro');
  });

  it('names the insurer of each quotation and total, so two coverages of the same name tell apart', async () => {
    const modules = [soyGranizoOf(2, 'San Cristobal', '1000.00'), soyGranizoOf(11, 'Sancor', '2000.00')];
    const quotations = [quotation(1, 'Soja', 1), { ...quotation(2, 'Soja', 1), company: 'San Cristobal' }];
    renderPage(1, { result: { ...RESULT, quotations, modules } });
    const rows = within(await screen.findByRole('table', { name: 'Por cultivo y cobertura' })).getAllByRole('row');
    expect(rows[0]).toHaveTextContent(/Cultivo\s*Cobertura\s*Aseguradora/);
    expect(rows[1]).toHaveTextContent(/^Soja\s*Granizo\s*San Cristobal\s*1\s*\$ 1\.000,00/);
    expect(rows[2]).toHaveTextContent(/^Soja\s*Granizo\s*Sancor\s*1\s*\$ 2\.000,00/);
    const simulator = within(screen.getByRole('table', { name: 'Simulador' })).getAllByRole('row');
    expect(simulator.map((r) => within(r).getAllByRole(r === simulator[0] ? 'columnheader' : 'cell')[5]!.textContent)).toEqual([
      'Aseguradora',
      'Sancor',
      'San Cristobal',
    ]);
  });

  it("'Valores Externos' shows a crop's manual quotation, the price the simulation used, as such", async () => {
    const crops = RESULT.rofex.crops.map((c) => (c.cropId === 1 ? { ...c, boardQuotation: '30.55', manualQuotation: true } : c));
    renderPage(1, { result: { ...RESULT, rofex: { ...RESULT.rofex, crops } } });
    fireEvent.click(await screen.findByRole('tab', { name: 'Valores Externos' }));
    const table = await screen.findByRole('table', { name: 'Valores del ROFEX' });
    expect(within(table).getByRole('row', { name: /^Soja hoy, cotización manual \(U\$S\/QQ\)/ })).toHaveTextContent('USD 30,55');
    expect(within(table).queryByRole('row', { name: /^Soja hoy \(U\$S\/QQ\)/ })).toBeNull();
    expect(within(table).getByRole('row', { name: /^Trigo hoy \(U\$S\/QQ\)/ })).toHaveTextContent('USD 22,00');
  });

  it("Guardar asks first, then simulates with the card's values and says 'Parámetros modificados exitosamente.'", async () => {
    const { posts } = renderPage(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Estás seguro?' });
    expect(posts()).toHaveLength(1); // only the first simulation so far
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 }); // after its closing transition
    expect(posts()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, aplicar' }));
    expect(await screen.findByText('Parámetros modificados exitosamente.')).toBeInTheDocument();
    expect(posts()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
  });

  it('turning the Resumen filter off clears its selection', async () => {
    renderPage(1);
    fireEvent.click(await screen.findByRole('tab', { name: 'Resumen' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Incluir cotización 2/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar Cotizaciones' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mostrar Cotizaciones' }));
    expect(await screen.findByRole('button', { name: 'Filtrar Cotizaciones' })).toBeDisabled();
    for (const box of screen.getAllByRole('checkbox', { name: /Incluir cotización/ })) expect(box).not.toBeChecked();
  });
});
