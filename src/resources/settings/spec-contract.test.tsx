// The settings screens against the original API as the spec's contract describes it
// (src/testing/spec-contract.ts): futures without kind or month, settings pages, whole-row PUTs.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../dataProvider';
import { chooseOption } from '../../testing/inputs';
import { recorder, setupApiServer, type SeenRequest } from '../../testing/msw';
import { renderInAdmin } from '../../testing/render';
import { monthAhead, storedSimulatorSettings } from '../../testing/simulator-settings';
import { specFutures, specList, specWrite } from '../../testing/spec-contract';
import { http, HttpResponse } from 'msw';
import { NotificationsTab } from './NotificationsTab';
import { SimulatorParametersTab } from './SimulatorParametersTab';
import { TaxVatsTab } from './TaxVatsTab';

const server = setupApiServer();

const SETTINGS: Record<string, string> = {
  on_advance_send_emails_enabled: '1',
  on_advance_send_emails_from_address: 'anticipos@cotizador.local',
  ...storedSimulatorSettings(),
  thin_crop_date: monthAhead(2),
  wheat_crop_date: monthAhead(2),
  selected_future: '1220.00',
};

function settingsHandlers(seen: SeenRequest[]) {
  const rows = Object.entries(SETTINGS).map(([option, value]) => ({ option, value }));
  return [
    specList('settings', 'settings', rows),
    http.put('*/api/settings', async ({ request }) => {
      seen.push({ method: 'PUT', url: new URL(request.url), auth: null, body: await request.json() });
      return HttpResponse.json({ message: 'ok' });
    }),
  ];
}

describe('settings against the spec contract', { timeout: 30_000 }, () => {
  it('simulator parameters: offers only the DLR futures and accepts a date whose crop futures are named by month', async () => {
    const seen: SeenRequest[] = [];
    server.use(...settingsHandlers(seen), specList('futures', 'futures', specFutures([monthAhead(2, '01'), monthAhead(3, '01')])));
    renderInAdmin(<SimulatorParametersTab />);
    const thick = within(await screen.findByRole('region', { name: 'Cosecha gruesa' }, { timeout: 10_000 }));
    expect(thick.getByLabelText('Tasa de recargo (%)')).toHaveValue('3,50');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Dólar futuro seleccionado' }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    const named = options.map((o) => o?.trim()).filter(Boolean);
    expect(named).toHaveLength(3); // the exchange contract and the two months: no crop future
    expect(named).toContain('DLR Contado ($ 1.180,50)');
    expect(named.every((o) => o!.startsWith('DLR'))).toBe(true);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

    // a month whose crop futures the answer names ('SOJ.ROS/FEB27'...) is accepted
    fireEvent.change(thick.getByLabelText('Fecha de vencimiento'), { target: { value: monthAhead(3) } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Parámetros modificados exitosamente.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(seen.map((r) => r.body)).toEqual([{ settings: [{ option: 'thick_crop_date', value: monthAhead(3) }] }]);
  });

  it('simulator parameters: refuses a month the crop futures of the answer do not have', async () => {
    const seen: SeenRequest[] = [];
    server.use(...settingsHandlers(seen), specList('futures', 'futures', specFutures([monthAhead(2, '01'), monthAhead(3, '01')])));
    renderInAdmin(<SimulatorParametersTab />);
    const thick = within(await screen.findByRole('region', { name: 'Cosecha gruesa' }, { timeout: 10_000 }));
    fireEvent.change(thick.getByLabelText('Fecha de vencimiento'), { target: { value: monthAhead(6) } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findAllByText(/No hay futuros de los cultivos de tipo gruesa/, {}, { timeout: 10_000 }))[0]).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('notifications: reads the spec page of 50 settings', async () => {
    const r = recorder();
    server.use(
      http.get('*/api/settings', async ({ request }) => {
        await r.record(request);
      }),
      ...settingsHandlers([]),
    );
    renderInAdmin(<NotificationsTab />);
    const section = within(await screen.findByRole('region', { name: 'Anticipos' }, { timeout: 10_000 }));
    expect(section.getByLabelText('Enviar correos al anticipar una cotización')).toBeChecked();
    expect(section.getByLabelText('Dirección de origen')).toHaveValue('anticipos@cotizador.local');
    expect(r.to('GET', 'settings')[0]?.url.searchParams.get('perPage')).toBe('50');
  });

  it('VAT values: the edit sends the whole row with the new value', async () => {
    const seen: SeenRequest[] = [];
    const row = { id: 3, paymentMethodId: 1, rateOptionId: 1, companyId: 1, hectarePriceCurrencyId: 3, value: '21.00' };
    server.use(
      specList('tax_vats', 'taxVats', [row], { companyId: (r, v) => String(r.companyId) === v }),
      specWrite('put', 'tax_vats/3', ['id', 'paymentMethodId', 'rateOptionId', 'companyId', 'hectarePriceCurrencyId', 'value'], seen),
    );
    renderInAdmin(<TaxVatsTab />, { dataProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'Editar impuesto' }, { timeout: 10_000 }));
    fireEvent.change(screen.getByLabelText('IVA (%)'), { target: { value: '10,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar impuesto' }));
    expect(await screen.findByText('Impuesto editado correctamente', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(seen[0]?.body).toMatchObject({ ...row, value: '10.50' });
  });

  it('VAT values: the payment method, rate option and currency filters work although the contract ignores them', async () => {
    // 2 insurers x the 8 method/option pairs the spec allows x 2 currencies: 32 rows, more than a page.
    const pairs = [
      [1, 1],
      [1, 2],
      [2, 1],
      [2, 2],
      [5, 1],
      [5, 2],
      [3, 3],
      [4, 3],
    ] as const;
    const rows = [1, 2]
      .flatMap((companyId) =>
        pairs.flatMap(([paymentMethodId, rateOptionId]) =>
          [1, 3].map((hectarePriceCurrencyId) => ({ companyId, paymentMethodId, rateOptionId, hectarePriceCurrencyId, value: '21.00' })),
        ),
      )
      .map((r, i) => ({ id: i + 1, ...r }));
    server.use(specList('tax_vats', 'taxVats', rows, { companyId: (r, v) => String(r.companyId) === v }));
    renderInAdmin(<TaxVatsTab />, { dataProvider });
    await screen.findAllByRole('button', { name: 'Editar impuesto' }, { timeout: 10_000 });
    const table = () => screen.getByRole('table');
    await chooseOption('Forma de pago', 'Pago en Especie');
    await chooseOption('Moneda', 'Peso ($)');
    // Sancor and San Cristobal, each with one row of Pago en Especie in pesos.
    await waitFor(() => expect(within(table()).getAllByRole('button', { name: 'Editar impuesto' })).toHaveLength(2));
    for (const row of within(table()).getAllByRole('row').slice(1)) {
      expect(within(row).getByText('Pago en Especie')).toBeInTheDocument();
      expect(within(row).getByText('Peso ($)')).toBeInTheDocument();
    }
    await chooseOption('Aseguradora', 'Sancor');
    await waitFor(() => expect(within(table()).getAllByRole('button', { name: 'Editar impuesto' })).toHaveLength(1));
  });
});
