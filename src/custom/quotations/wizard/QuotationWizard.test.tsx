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

const module = (id: number, description: string) => ({
  id,
  description,
  coverageType: 'basic',
  harvest: 'thick',
  companyId: 1,
  company: { id: 1, name: 'Sancor' },
});
const quotation = {
  module: module(10, 'Granizo Básico'),
  franchiseDeductible: 'F5',
  isDoubleCropPart: 0,
  hectarePrice: '10',
  addons: [{ module: module(11, 'Adicional Resiembra'), value: '0.5' }],
  insuredSum: '1000',
  rateValue: '2',
  addonsValue: '0.5',
  correctionFactor: '0',
  rateValueWithCf: '2',
  addonsValueWithCf: '0.5',
  discount: '5',
  discountApplied: 1,
  tax: '21',
  value: '2.87',
  cost: '28.7',
  costPerHectare: '0.29',
};

function renderWizard(previewStatus = 200, discount = '0') {
  const calls = recorder();
  server.use(
    ...quotationHandlers(),
    http.get('*/api/users/:id/modules', () => HttpResponse.json(listBody('modules', []))),
    http.post('*/api/negotiations', async ({ request }) => {
      const seen = await calls.record(request);
      if (seen.url.searchParams.get('preview') === '1') {
        if (previewStatus !== 200) return HttpResponse.json({ message: 'Sin tasas para el departamento.' }, { status: previewStatus });
        return HttpResponse.json({
          data: {
            id: 0,
            number: 0,
            state: 'initiated',
            type: 'grouped',
            isConfirmed: 1,
            preview: { risks: [{ index: 0, description: null, quotations: [quotation] }] },
          },
        });
      }
      return HttpResponse.json({ data: { id: 77, number: 1077, state: 'initiated', type: 'grouped', isConfirmed: 1, preview: null } });
    }),
  );
  const values = emptyWizardValues('grouped');
  const risk = { ...values.risks[0]!, province_id: 14, zone_id: 300, crop_id: 1, number_of_hectares: '100', hectare_price: '10', discount };
  renderInAdmin(<QuotationWizard defaultValues={{ ...values, client_id: 5, risks: [risk] }} />, {
    path: '/admin/negociaciones/grupo',
    authProvider: signIn({ id: 4, roleId: ROLE_PRODUCER, allowPaymentInKind: 1 }),
  });
  return calls;
}

const next = () => press('Siguiente');

describe('QuotationWizard', { timeout: 60_000 }, () => {
  it('checks each step with the spec messages, then previews and finishes', async () => {
    const calls = renderWizard();
    await screen.findByRole('button', { name: 'Siguiente' });
    next();
    // Coberturas
    const sancor = await screen.findByRole('group', { name: 'Sancor' });
    next();
    expect(await within(await screen.findByTestId('step-messages')).findByText('Debe seleccionar al menos una cobertura.')).toBeTruthy();
    fireEvent.click(within(sancor).getByLabelText(/Adicional Resiembra/));
    const toast = await screen.findByText('Seleccione al menos una cobertura básica de la misma aseguradora');
    expect(toast.closest('.MuiSnackbar-root')?.className).toMatch(/MuiSnackbar-anchorOriginTopRight/);
    expect((within(sancor).getByLabelText(/Adicional Resiembra/) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(sancor).getByLabelText(/Granizo Básico/));
    fireEvent.click(within(sancor).getByLabelText(/Adicional Resiembra/));
    expect((within(sancor).getByLabelText(/Adicional Resiembra/) as HTMLInputElement).checked).toBe(true);
    // Dropping the last basic of the insurer drops its add-on.
    fireEvent.click(within(sancor).getByLabelText(/Granizo Básico/));
    expect((within(sancor).getByLabelText(/Adicional Resiembra/) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(sancor).getByLabelText(/Granizo Básico/));
    fireEvent.click(within(sancor).getByLabelText(/Adicional Resiembra/));
    next();
    // Configuraciones
    await screen.findByLabelText(/^Forma de pago/);
    next();
    const messages = await screen.findByTestId('step-messages');
    expect(within(messages).getByText('Debe seleccionar una forma de pago.')).toBeTruthy();
    expect(within(messages).getByText('Debe seleccionar una opcion de tasa.')).toBeTruthy();
    await chooseOption(/^Forma de pago/, 'Pago en Especie');
    expect(screen.getByLabelText(/^Factor de corrección/)).toBeTruthy();
    await chooseOption(/^Forma de pago/, 'Canje');
    expect(screen.queryByLabelText(/^Factor de corrección/)).toBeNull();
    await chooseOption(/^Opción de tasa/, 'Prima con IVA');
    next();
    // Terminar: the preview
    const preview = await screen.findByRole('table', { name: 'Vista previa del riesgo 1' });
    expect(within(preview).getByText('Granizo Básico')).toBeTruthy();
    expect(within(preview).getByText('Adicional Resiembra')).toBeTruthy();
    const previewCall = calls.to('POST', 'negotiations')[0]!;
    expect(previewCall.url.searchParams.get('preview')).toBe('1');
    expect((previewCall.body as any).risks[0].addons).toEqual([11]);
    expect((previewCall.body as any).modules).toEqual([10]);
    press('Terminar');
    expect(await screen.findByText('Cotización creada correctamente')).toBeTruthy();
    await waitFor(() => expect(calls.to('POST', 'negotiations')).toHaveLength(2));
    expect(calls.to('POST', 'negotiations')[1]!.body).toMatchObject({
      is_confirmed: 1,
      payment_method_id: 1,
      rate_option_id: 1,
      client_id: 5,
    });
  });

  it("grouped: 'El descuento no puede estar vacio.', the factor for both kinds of payment in kind, a new method clears the rate option", async () => {
    renderWizard(200, '');
    await screen.findByRole('button', { name: 'Siguiente' });
    next();
    fireEvent.click(within(await screen.findByRole('group', { name: 'Sancor' })).getByLabelText(/Granizo Básico/));
    next();
    await chooseOption(/^Forma de pago/, 'Pago en Especie Financiado');
    typeInto(/^Factor de corrección/, '8');
    await chooseOption(/^Opción de tasa/, 'Prima antes de impuestos');
    next();
    expect(within(await screen.findByTestId('step-messages')).getByText('El descuento no puede estar vacio.')).toBeTruthy();
    expect(screen.queryByText('Debe seleccionar una opcion de tasa.')).toBeNull();
    await chooseOption(/^Forma de pago/, 'Pago en Especie');
    expect((screen.getByLabelText(/^Factor de corrección/) as HTMLInputElement).value).toBe('8');
    typeInto(/^Descuento del riesgo 1/, '5');
    next();
    // the list follows each change (checked again as it comes), then the step's check
    expect(await within(await screen.findByTestId('step-messages')).findByText('Debe seleccionar una opcion de tasa.')).toBeTruthy();
    expect(screen.queryByText('El descuento no puede estar vacio.')).toBeNull();
    await chooseOption(/^Forma de pago/, 'Financiado');
    expect(screen.queryByLabelText(/^Factor de corrección/)).toBeNull();
  });

  it('says the preview failed with the server code and message', async () => {
    renderWizard(422);
    next();
    const sancor = await screen.findByRole('group', { name: 'Sancor' });
    fireEvent.click(within(sancor).getByLabelText(/Granizo Básico/));
    next();
    await chooseOption(/^Forma de pago/, 'Financiado');
    await chooseOption(/^Opción de tasa/, 'Prima sin IVA');
    next();
    expect(await screen.findByText('Ocurrió un error mientras estaba generando la vista previa.')).toBeTruthy();
    expect(screen.getByText(/^ERROR 422: /)).toBeTruthy();
  });

  it("against the spec's contract, where previewing a new quotation saves it, Terminar finishes that one instead of creating another", async () => {
    const calls = recorder();
    const saved = { id: 91, number: 1091, state: 'initiated', type: 'grouped', isConfirmed: 1 };
    const preview = { risks: [{ index: 0, description: null, quotations: [quotation] }] };
    server.use(
      ...quotationHandlers(),
      http.get('*/api/users/:id/modules', () => HttpResponse.json(listBody('modules', []))),
      // The contract's Create and Finish: no preview query, each call saves and answers the preview.
      http.post('*/api/negotiations', async ({ request }) => {
        await calls.record(request);
        return HttpResponse.json({ data: { ...saved, preview } }, { status: 201 });
      }),
      http.post('*/api/negotiations/:id', async ({ request }) => {
        await calls.record(request);
        return HttpResponse.json({ data: { ...saved, preview } });
      }),
    );
    const values = emptyWizardValues('grouped');
    const risk = {
      ...values.risks[0]!,
      province_id: 14,
      zone_id: 300,
      crop_id: 1,
      number_of_hectares: '100',
      hectare_price: '10',
      discount: '0',
    };
    renderInAdmin(
      <QuotationWizard
        defaultValues={{ ...values, client_id: 5, risks: [risk], modules: [10], payment_method_id: 1, rate_option_id: 1 }}
      />,
      { path: '/admin/negociaciones/grupo', authProvider: signIn({ id: 4, roleId: ROLE_PRODUCER, allowPaymentInKind: 1 }) },
    );
    await screen.findByRole('button', { name: 'Siguiente' });
    next();
    await screen.findByRole('group', { name: 'Sancor' });
    next();
    await screen.findByLabelText(/^Forma de pago/);
    next();
    await screen.findByRole('table', { name: 'Vista previa del riesgo 1' });
    // Back to the settings and forward again: the second preview goes to the saved negotiation.
    press('Anterior');
    await screen.findByLabelText(/^Forma de pago/);
    next();
    await screen.findByRole('table', { name: 'Vista previa del riesgo 1' });
    await waitFor(() => expect(calls.to('POST', 'negotiations/91')).toHaveLength(1));
    press('Terminar');
    expect(await screen.findByText('Cotización creada correctamente')).toBeTruthy();
    await waitFor(() => expect(calls.to('POST', 'negotiations/91')).toHaveLength(2));
    expect(calls.to('POST', 'negotiations')).toHaveLength(1);
  });

  it('simple wizard: one risk, its double crop makes the type double-crop, POST simple-negotiations', async () => {
    const calls = recorder();
    server.use(
      ...quotationHandlers(),
      http.get('*/api/users/:id/modules', () => HttpResponse.json(listBody('modules', []))),
      http.post('*/api/simple-negotiations', async ({ request }) => {
        await calls.record(request);
        return HttpResponse.json({
          data: {
            id: 0,
            number: 0,
            state: 'initiated',
            type: 'double-crop',
            isConfirmed: 1,
            preview: { risks: [{ index: 0, description: null, quotations: [quotation] }] },
          },
        });
      }),
    );
    const values = emptyWizardValues('simple');
    const risk = {
      ...values.risks[0]!,
      province_id: 14,
      zone_id: 300,
      crop_id: 4, // wheat: the simple wizard's double crop needs a thin-harvest main crop
      number_of_hectares: '100',
      hectare_price: '10',
      is_double_crop: true,
      double_crop: { crop_id: 1, zone_id: '' as const, hectare_price: '8' },
    };
    renderInAdmin(<QuotationWizard simple defaultValues={{ ...values, client_id: 5, risks: [risk] }} />, {
      path: '/admin/negociaciones/nuevo',
      authProvider: signIn({ id: 4, roleId: ROLE_PRODUCER, allowPaymentInKind: 1 }),
    });
    await screen.findByRole('button', { name: 'Siguiente' });
    expect(screen.queryByRole('button', { name: 'Agregar riesgo' })).toBeNull();
    next();
    await screen.findByRole('group', { name: 'Sancor' });
    next();
    await chooseOption(/^Forma de pago/, 'Financiado');
    await chooseOption(/^Opción de tasa/, 'Prima sin IVA');
    next();
    const preview = await screen.findByRole('table', { name: 'Vista previa del riesgo 1' });
    expect(within(preview).getByText('Adicional Resiembra')).toBeTruthy();
    const sent = calls.to('POST', 'simple-negotiations')[0]!;
    expect(sent.body).toMatchObject({
      type: 'double-crop',
      risks: [{ is_double_crop: 1, double_crop: { crop_id: 1, hectare_price: '8' } }],
    });
  });
});
