// The simple wizard's own rules (docs/rules/quotations.md#asistente-simple): split coverages, its discount message,
// its correction factor (method 3 only) and its reading of double crop (thin main crop).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE_PRODUCER } from '../../../domain/access/access';
import { chooseOption, press, typeInto } from '../../../testing/inputs';
import { http, HttpResponse, listBody, recorder, setupApiServer } from '../../../testing/msw';
import { quotationHandlers } from '../../../testing/quotation';
import { renderInAdmin, signIn } from '../../../testing/render';
import { QuotationWizard } from './QuotationWizard';
import { emptyWizardValues } from './values';

const server = setupApiServer();

const WHEAT = 4;
const SOY = 1;

function renderSimple({ allowSplitCoverages = 0 as 0 | 1, allowPaymentInKind = 1 as 0 | 1, cropId = SOY, discount = '0' } = {}) {
  const calls = recorder();
  server.use(
    ...quotationHandlers(),
    http.get('*/api/users/:id/modules', () => HttpResponse.json(listBody('modules', []))),
    http.post('*/api/simple-negotiations', async ({ request }) => {
      await calls.record(request);
      return HttpResponse.json({
        data: { id: 0, number: 0, state: 'initiated', type: 'simple', isConfirmed: 1, preview: { risks: [] } },
      });
    }),
  );
  const values = emptyWizardValues('simple');
  const risk = {
    ...values.risks[0]!,
    province_id: 14,
    zone_id: 300,
    crop_id: cropId,
    number_of_hectares: '100',
    hectare_price: '32',
    discount,
  };
  renderInAdmin(<QuotationWizard simple defaultValues={{ ...values, client_id: 5, risks: [risk] }} />, {
    path: '/admin/negociaciones/nuevo',
    authProvider: signIn({ id: 4, roleId: ROLE_PRODUCER, allowSplitCoverages, allowPaymentInKind }),
  });
  return calls;
}

const next = () => press('Siguiente');
const stepMessages = async () => within(await screen.findByTestId('step-messages'));

describe('simple wizard', { timeout: 60_000 }, () => {
  it('splits the coverages of a user who may: the parts must add up to the hectare value (es-AR), then go in splitCoverages', async () => {
    const calls = renderSimple({ allowSplitCoverages: 1 });
    await screen.findByRole('button', { name: 'Siguiente' });
    next();
    const sancor = await screen.findByRole('group', { name: 'Sancor' });
    fireEvent.click(within(sancor).getByLabelText(/Granizo Básico/));
    fireEvent.click(within(screen.getByRole('group', { name: 'Ponderación' })).getByLabelText('Ponderación'));
    typeInto(/^Valor ponderado de Granizo Básico/, '20,5');
    next();
    expect(
      (await stepMessages()).getByText('Los valores del riesgo y de la ponderación deben coincidir. Riesgo: 32,00 / Ponderación: 20,50'),
    ).toBeTruthy();
    typeInto(/^Valor ponderado de Granizo Básico/, '32');
    next();
    await chooseOption(/^Forma de pago/, 'Financiado');
    await chooseOption(/^Opción de tasa/, 'Prima sin IVA');
    next();
    await waitFor(() => expect(calls.to('POST', 'simple-negotiations')).toHaveLength(1));
    expect(calls.to('POST', 'simple-negotiations')[0]!.body).toMatchObject({
      splitCoverages: 1,
      modules: [10],
      risks: [{ splitCoverages: { 10: '32' } }],
    });
  });

  it('offers no split to a user without allow_split_coverages, and no payment in kind without allow_payment_in_kind', async () => {
    renderSimple({ allowPaymentInKind: 0 });
    await screen.findByRole('button', { name: 'Siguiente' });
    next();
    fireEvent.click(within(await screen.findByRole('group', { name: 'Sancor' })).getByLabelText(/Granizo Básico/));
    expect(screen.queryByRole('group', { name: 'Ponderación' })).toBeNull();
    next();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Forma de pago/ }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toContain('Canje');
    expect(options).not.toContain('Pago en Especie');
    expect(options).not.toContain('Pago en Especie Financiado');
  });

  it("says 'El descuento debe ser un valor mayor o igual a cero.' for an empty discount, and keeps the factor only for method 3", async () => {
    renderSimple({ discount: '' });
    await screen.findByRole('button', { name: 'Siguiente' });
    next();
    fireEvent.click(within(await screen.findByRole('group', { name: 'Sancor' })).getByLabelText(/Granizo Básico/));
    next();
    await chooseOption(/^Forma de pago/, 'Pago en Especie');
    await chooseOption(/^Opción de tasa/, 'Prima antes de impuestos');
    next();
    expect((await stepMessages()).getByText('El descuento debe ser un valor mayor o igual a cero.')).toBeTruthy();
    typeInto(/^Factor de corrección/, '8');
    // Choosing a method clears the rate option; method 4 is not payment in kind here: no factor.
    await chooseOption(/^Forma de pago/, 'Pago en Especie Financiado');
    expect(screen.queryByLabelText(/^Factor de corrección/)).toBeNull();
    await chooseOption(/^Forma de pago/, 'Pago en Especie');
    expect((screen.getByLabelText(/^Factor de corrección/) as HTMLInputElement).value).toBe('0');
  });

  it('offers double crop on a thin-harvest main crop only, and switches it off on a thick one', async () => {
    renderSimple({ cropId: WHEAT });
    const risk = await screen.findByTestId('risk-panel-0');
    const toggle = await within(risk).findByLabelText('Doble cultivo');
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(toggle);
    expect(await within(risk).findByLabelText(/^Cultivo de segunda/)).toBeTruthy();
    await chooseOption(/^Cultivo$/, 'Soja', risk);
    await waitFor(() => expect((within(risk).getByLabelText('Doble cultivo') as HTMLInputElement).checked).toBe(false));
    expect((within(risk).getByLabelText('Doble cultivo') as HTMLInputElement).disabled).toBe(true);
    expect(within(risk).queryByLabelText(/^Cultivo de segunda/)).toBeNull();
  });
});
