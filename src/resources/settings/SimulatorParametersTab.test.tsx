import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { isoDateInArgentina } from '../../domain/core/format';
import { http, HttpResponse, listBody, recorder, setupApiServer } from '../../testing/msw';
import { renderInAdmin } from '../../testing/render';
import { chooseOption } from '../../testing/inputs';
import { monthAhead, storedSimulatorSettings } from '../../testing/simulator-settings';
import { STALE_FUTURE, SimulatorParametersTab } from './SimulatorParametersTab';

const STORED: Record<string, string> = {
  company_domain: '@cotizador.local',
  on_advance_send_emails_from_address: 'anticipos@cotizador.local',
  ...storedSimulatorSettings(),
};

const DOLLAR_FUTURES = [
  { id: 1, option: 'DLR Contado', value: '1180.5000', month: null, cropId: null },
  { id: 2, option: `DLR ${monthAhead(2, '01')}`, value: '1221.6300', month: monthAhead(2, '01'), cropId: null },
  { id: 3, option: `DLR ${monthAhead(3, '01')}`, value: '1254.1000', month: monthAhead(3, '01'), cropId: null },
];
const CROP_FUTURES = [1, 2, 4].flatMap((cropId) =>
  [2, 3].map((offset) => ({
    id: cropId * 10 + offset,
    option: `Cultivo ${cropId}`,
    value: '300.00',
    month: monthAhead(offset, '01'),
    cropId,
  })),
);

const server = setupApiServer();

function renderTab() {
  const r = recorder();
  server.use(
    http.put('*/api/settings', async ({ request }) => {
      await r.record(request);
      return HttpResponse.json({ message: 'Parámetros modificados exitosamente.' });
    }),
    http.get('*/api/settings', () =>
      HttpResponse.json(
        listBody(
          'settings',
          Object.entries(STORED).map(([option, value], i) => ({ id: i + 1, option, value })),
        ),
      ),
    ),
    http.get('*/api/futures', ({ request }) =>
      HttpResponse.json(
        listBody('futures', new URL(request.url).searchParams.get('filter[kind]') === 'dollar' ? DOLLAR_FUTURES : CROP_FUTURES),
      ),
    ),
  );
  renderInAdmin(<SimulatorParametersTab />);
  return { puts: () => r.to('PUT', 'settings').map((x) => x.body) };
}

const harvest = async (name: 'Cosecha gruesa' | 'Cosecha fina') => within(await screen.findByRole('region', { name }));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('SimulatorParametersTab', () => {
  it('shows the stored rates per harvest and per crop', async () => {
    renderTab();
    const thick = await harvest('Cosecha gruesa');
    expect(thick.getByLabelText('Tasa de recargo (%)')).toHaveValue('3,50');
    expect(thick.getByLabelText('Tasa de recargo Girasol (%)')).toHaveValue('4,50');
    expect((await harvest('Cosecha fina')).getByLabelText('Tasa de recargo Trigo (%)')).toHaveValue('3,00');
  });

  it('rejects an emptied harvest rate and sends nothing', async () => {
    const { puts } = renderTab();
    type((await harvest('Cosecha gruesa')).getByLabelText('Tasa de recargo (%)'), '');
    save();
    // the form's own check is listed under the validation heading, as a server refusal is
    const list = await screen.findByTestId('validation-errors');
    expect(list).toHaveTextContent('Ocurrió un error de validación.');
    expect(list).toHaveTextContent('Las tasas deben ser completadas.');
    expect(puts()).toHaveLength(0);
    expect(screen.queryByText('Parámetros modificados exitosamente.')).toBeNull();
  });

  it('rejects a zero harvest rate and sends nothing', async () => {
    const { puts } = renderTab();
    type((await harvest('Cosecha fina')).getByLabelText('Tasa de recargo (%)'), '0');
    save();
    expect((await screen.findAllByText('Las tasas deben ser completadas.'))[0]).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('rejects an emptied per-crop rate with the crops message and sends nothing', async () => {
    const { puts } = renderTab();
    type((await harvest('Cosecha gruesa')).getByLabelText('Tasa de recargo Soja (%)'), '');
    save();
    expect((await screen.findAllByText('Las tasas de recargo de los cultivos deben ser completadas.'))[0]).toBeInTheDocument();
    expect(screen.queryByText('Las tasas deben ser completadas.')).toBeNull();
    expect(puts()).toHaveLength(0);
  });

  it('disables the per-crop rates when the individual-crops switch is turned off', async () => {
    renderTab();
    const thick = await harvest('Cosecha gruesa');
    expect(thick.getByLabelText('Tasa de recargo Maíz (%)')).not.toBeDisabled();
    fireEvent.click(thick.getByLabelText('Aplicar tasas a cultivos individuales'));
    expect(thick.getByLabelText('Tasa de recargo Maíz (%)')).toBeDisabled();
  });

  it('takes a rate typed with the es-AR comma and sends it as a dot decimal', async () => {
    const { puts } = renderTab();
    const rate = (await harvest('Cosecha gruesa')).getByLabelText('Tasa de recargo Soja (%)');
    type(rate, '3,75');
    expect(rate).toHaveValue('3,75');
    save();
    expect(await screen.findByText('Parámetros modificados exitosamente.')).toBeInTheDocument();
    expect(puts()).toEqual([{ settings: [{ option: 'soy_recharge_rate', value: '3.75' }] }]);
  });

  it('shows a stored past date as today plus 2 days (spec)', async () => {
    STORED.thin_crop_date = '2020-01-15';
    try {
      renderTab();
      const expected = new Date(Date.parse(`${isoDateInArgentina()}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
      const [y, m, d] = expected.split('-');
      const date = (await harvest('Cosecha fina')).getByLabelText('Fecha de vencimiento') as HTMLInputElement;
      expect([expected, `${d}/${m}/${y}`]).toContain(date.value);
    } finally {
      STORED.thin_crop_date = monthAhead(3);
    }
  });

  it('sends only the changed rate and confirms', async () => {
    const { puts } = renderTab();
    type((await harvest('Cosecha fina')).getByLabelText('Tasa de recargo (%)'), '3.25');
    save();
    expect(await screen.findByText('Parámetros modificados exitosamente.')).toBeInTheDocument();
    expect(puts()).toEqual([{ settings: [{ option: 'thin_recharge_rate', value: '3.25' }] }]);
  });

  it('sends a rate with the 2 decimals it is shown with (6,5 -> 6.50)', async () => {
    const { puts } = renderTab();
    type((await harvest('Cosecha gruesa')).getByLabelText('Tasa de recargo Soja (%)'), '6,5');
    save();
    expect(await screen.findByText('Parámetros modificados exitosamente.')).toBeInTheDocument();
    expect(puts()).toEqual([{ settings: [{ option: 'soy_recharge_rate', value: '6.50' }] }]);
  });

  it('shows a rate stored with one decimal with two, as its neighbours', async () => {
    STORED.soy_recharge_rate = '6.5';
    try {
      renderTab();
      const thick = await harvest('Cosecha gruesa');
      expect(thick.getByLabelText('Tasa de recargo Soja (%)')).toHaveValue('6,50');
      expect(thick.getByLabelText('Tasa de recargo Maíz (%)')).toHaveValue('4,00');
    } finally {
      STORED.soy_recharge_rate = '3.50';
    }
  });

  it('shows the chosen dollar future with its current price', async () => {
    renderTab();
    const future = await screen.findByRole('combobox', { name: 'Dólar futuro seleccionado' });
    expect(future).toHaveTextContent(`DLR ${monthAhead(2, '01')} ($ 1.221,63)`);
  });

  it('names a stored dollar future that no future has any more and saves nothing until another is chosen', async () => {
    STORED.selected_future = '1330.08';
    try {
      const { puts } = renderTab();
      const future = await screen.findByRole('combobox', { name: 'Dólar futuro seleccionado' });
      expect(future).toHaveTextContent(`$ 1.330,08 (${STALE_FUTURE})`);
      type((await harvest('Cosecha fina')).getByLabelText('Tasa de recargo (%)'), '3,25');
      save();
      expect(await screen.findByTestId('validation-errors')).toHaveTextContent('Elegí un dólar futuro existente.');
      expect(puts()).toHaveLength(0);
      expect(screen.queryByText('Parámetros modificados exitosamente.')).toBeNull();

      await chooseOption('Dólar futuro seleccionado', `DLR ${monthAhead(3, '01')} ($ 1.254,10)`);
      save();
      expect(await screen.findByText('Parámetros modificados exitosamente.')).toBeInTheDocument();
      expect(puts()).toEqual([
        {
          settings: [
            { option: 'thin_recharge_rate', value: '3.25' },
            { option: 'selected_future', value: '1254.1000' },
          ],
        },
      ]);
    } finally {
      STORED.selected_future = '1221.63';
    }
  });
});
