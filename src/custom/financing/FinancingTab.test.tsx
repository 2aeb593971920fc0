import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { isoDateInArgentina } from '../../domain/core/format';
import { http, HttpResponse, recorder, setupApiServer, validationFailure } from '../../testing/msw';
import { renderInAdmin } from '../../testing/render';
import { FinancingTab } from './FinancingTab';

const server = setupApiServer();
const inDays = (n: number) => new Date(Date.parse(`${isoDateInArgentina()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

const FORBIDDEN = { message: 'No tiene los permisos para acceder a esta sección.' };

function renderTab(withoutFuture: { crop_id: number; crop: string }[] = [], status = 200) {
  const r = recorder();
  server.use(
    http.post('*/api/refinance', async ({ request }) => {
      await r.record(request);
      if (status !== 200) return HttpResponse.json(FORBIDDEN, { status });
      return HttpResponse.json({ data: { crops: [], withoutFuture, market: [], incomeTaxPercent: '35', today: isoDateInArgentina() } });
    }),
    http.post('*/api/refinance-pdf', () => HttpResponse.json(FORBIDDEN, { status: 403 })),
  );
  renderInAdmin(<FinancingTab negotiationId="7" />);
  return { posts: () => r.to('POST', 'refinance').map((x) => x.body) };
}

async function fillCrop(crop: string, date: string) {
  fireEvent.click(screen.getByRole('checkbox', { name: crop }));
  const form = within(await screen.findByRole('region', { name: `Parámetros ${crop}` }));
  type(form.getByLabelText(`TNA pesos (%) ${crop}`), '40');
  type(form.getByLabelText(`TNA dólares (%) ${crop}`), '5');
  type(form.getByLabelText(`Vencimiento del cultivo ${crop}`), date);
  return form;
}
const fillSoy = (date: string) => fillCrop('Soja', date);

describe('FinancingTab', () => {
  it("says 'Revise los datos ingresados.' without a capital or a crop, and sends nothing", async () => {
    const { posts } = renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Revise los datos ingresados.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Capital inválido')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it("puts each field's message on it when 'Agregar' finds it empty, focuses the first, and keeps them after 'Aceptar'", async () => {
    const { posts } = renderTab();
    type(screen.getByLabelText('Capital ($)'), '1000000');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Soja' }));
    const form = within(await screen.findByRole('region', { name: 'Parámetros Soja' }));
    const messages = {
      'TNA pesos (%) Soja': 'TNA inválido',
      'TNA dólares (%) Soja': 'TNA inválido',
      'Vencimiento del cultivo Soja': 'Fecha inválida',
      'Vencimiento del dólar Soja': 'Fecha inválida',
      'Interés Soja': 'Interés inválido',
      'IVA Soja': 'IVA inválido',
    };
    const shown = () => {
      for (const [label, message] of Object.entries(messages)) {
        expect(form.getByLabelText(label), label).toHaveAttribute('aria-invalid', 'true');
        expect(form.getByLabelText(label), label).toHaveAccessibleDescription(message);
      }
    };
    fireEvent.click(form.getByRole('button', { name: 'Agregar' }));
    await waitFor(shown);
    await waitFor(() => expect(form.getByLabelText('TNA pesos (%) Soja')).toHaveFocus());
    expect(screen.queryByText('Se ha agregado el cultivo.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Revise los datos ingresados.', {}, { timeout: 5_000 })).toBeInTheDocument();
    shown();
    expect(posts()).toHaveLength(0);
  });

  it("after 'Agregar' found messages, each goes as soon as its field is right, before any 'Aceptar'", async () => {
    renderTab();
    type(screen.getByLabelText('Capital ($)'), '1000000');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Soja' }));
    const form = within(await screen.findByRole('region', { name: 'Parámetros Soja' }));
    fireEvent.click(form.getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(form.getByLabelText('TNA pesos (%) Soja')).toHaveAccessibleDescription('TNA inválido'));
    type(form.getByLabelText('TNA pesos (%) Soja'), '40');
    await waitFor(() => expect(form.getByLabelText('TNA pesos (%) Soja')).not.toHaveAttribute('aria-invalid', 'true'));
    expect(form.getByLabelText('TNA dólares (%) Soja')).toHaveAccessibleDescription('TNA inválido');
    type(form.getByLabelText('TNA pesos (%) Soja'), '');
    await waitFor(() => expect(form.getByLabelText('TNA pesos (%) Soja')).toHaveAccessibleDescription('TNA inválido'));
  });

  it('copies the crop date to the dollar date, suggests interest and VAT, and refuses a date within 30 days', async () => {
    renderTab();
    type(screen.getByLabelText('Capital ($)'), '1000000');
    const form = await fillSoy(inDays(30));
    expect(form.getByLabelText('Vencimiento del dólar Soja')).toHaveValue(inDays(30));
    // 1.000.000 × 40 % × 30 / 365
    expect(form.getByLabelText('Interés Soja')).toHaveValue('32.876,71');
    expect(form.getByLabelText('IVA Soja')).toHaveValue('3.452,05');
    fireEvent.click(form.getByRole('button', { name: 'Agregar' }));
    expect((await form.findAllByText('Fecha inválida', {}, { timeout: 5_000 })).length).toBe(2);
    expect(form.queryByRole('button', { name: 'Eliminar' })).toBeNull();
  });

  it("adds a crop, sends the request and lists crops without a future under 'Advertencia!'", async () => {
    const { posts } = renderTab([{ crop_id: 1, crop: 'Soja' }]);
    type(screen.getByLabelText('Capital ($)'), '1000000');
    const form = await fillSoy(inDays(120));
    fireEvent.click(form.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Se ha agregado el cultivo.', {}, { timeout: 5_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Advertencia!' });
    expect(dialog).toHaveTextContent('No se encontro futuro para la fecha de vencimiento indicada en los cultivos');
    expect(dialog).toHaveTextContent('Soja');
    expect(posts()[0]).toMatchObject({
      capital: '1000000',
      negotiationId: '7',
      crops: [{ cropId: 1, tnaPesos: '40', cropExpDate: inDays(120), dollarExpDate: inDays(120) }],
    });
  });

  it('takes an interest typed by hand (the spec validates it: an input) and suggests its VAT', async () => {
    const { posts } = renderTab();
    type(screen.getByLabelText('Capital ($)'), '1000000');
    const form = await fillSoy(inDays(120));
    const interest = form.getByLabelText('Interés Soja');
    fireEvent.focus(interest);
    type(interest, '200000');
    fireEvent.blur(interest);
    expect(interest).toHaveValue('200.000');
    expect(form.getByLabelText('IVA Soja')).toHaveValue('21.000,00');
    fireEvent.click(form.getByRole('button', { name: 'Agregar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ crops: [{ interest: '200000', iva: '21000.00' }] });
  });

  it('unchecks the crops after a successful simulation (docs/rules/financing.md#formulario)', async () => {
    renderTab();
    type(screen.getByLabelText('Capital ($)'), '1000000');
    const form = await fillSoy(inDays(120));
    fireEvent.click(form.getByRole('button', { name: 'Agregar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Soja' })).not.toBeChecked());
    expect(screen.queryByRole('region', { name: 'Parámetros Soja' })).toBeNull();
  });

  it('says the user may not see the negotiation when the API answers 403, never "Revise los datos ingresados."', async () => {
    renderTab([], 403);
    type(screen.getByLabelText('Capital ($)'), '1000000');
    const form = await fillSoy(inDays(120));
    fireEvent.click(form.getByRole('button', { name: 'Agregar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('No tiene los permisos para acceder a esta sección.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText('Revise los datos ingresados.')).toBeNull();
  });

  it("puts a server 422 on its field: the request's crops.0 is the crop added, not the first ticked", async () => {
    const r = recorder();
    server.use(
      http.post('*/api/refinance', async ({ request }) => {
        await r.record(request);
        return validationFailure({ capital: ['Capital inválido'], 'crops.0.tnaDollars': ['TNA inválido'] });
      }),
    );
    renderInAdmin(<FinancingTab negotiationId="7" />);
    type(screen.getByLabelText('Capital ($)'), '1000000');
    const soy = await fillCrop('Soja', inDays(120));
    const corn = await fillCrop('Maíz', inDays(120));
    fireEvent.click(corn.getByRole('button', { name: 'Agregar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(r.to('POST', 'refinance')).toHaveLength(1));
    expect(r.to('POST', 'refinance')[0]?.body).toMatchObject({ crops: [{ cropId: 2 }] });
    expect(await screen.findByText('Ocurrió un error de validación.', {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(corn.getByLabelText('TNA dólares (%) Maíz')).toHaveAttribute('aria-invalid', 'true'));
    expect(corn.getByText('TNA inválido')).toBeInTheDocument();
    expect(soy.getByLabelText('TNA dólares (%) Soja')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Capital ($)')).toHaveAttribute('aria-invalid', 'true');
  });
});
