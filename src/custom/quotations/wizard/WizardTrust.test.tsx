// Issue 17 in the wizards: Terminar only after a good preview of the current inputs and never twice,
// the producer's maximum discount shown and enforced, what the preview leaves out named with why,
// double-crop coverages offered in either harvest to a double crop, the value used shown in the
// input, es-AR hectares in step 3, focus on the new step's heading, and an edited simple
// quotation that stays simple under a top bar that names the page.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { ROLE_ADMIN, ROLE_PRODUCER } from '../../../domain/access/access';
import type { NegotiationPreview } from '../../../domain/quotations/entity';
import { RouteTitle } from '../../../layout/AppBar';
import { chooseOption, press, typeInto } from '../../../testing/inputs';
import { http, HttpResponse, listBody, recorder, setupApiServer } from '../../../testing/msw';
import { quotationHandlers } from '../../../testing/quotation';
import { renderInAdmin, signIn } from '../../../testing/render';
import { negotiation, risk as riskFixture } from '../detail/fixtures';
import { GroupedWizardEdit } from '../WizardPages';
import { QuotationWizard } from './QuotationWizard';
import { emptyWizardValues } from './values';

const server = setupApiServer();

const module = (id: number, description: string) => ({
  id,
  description,
  coverageType: 'basic' as const,
  harvest: 'thick',
  companyId: 1,
  company: { id: 1, name: 'Sancor' },
  sortOrder: id,
  allowMultipleRisks: 1 as const,
  splitValue: null,
});
const quotation = {
  module: module(10, 'Granizo Básico'),
  franchiseDeductible: 'Franquicia 10%',
  isDoubleCropPart: 0 as const,
  hectarePrice: '10',
  addons: [],
  insuredSum: '1000',
  rateValue: '2',
  addonsValue: '0',
  correctionFactor: '0',
  rateValueWithCf: '2',
  addonsValueWithCf: '0',
  discount: '5',
  discountApplied: 0 as const,
  discountIgnoredReason: 'Regla de Ignorar descuentos: provincia Córdoba, departamento Río Cuarto.',
  tax: '21',
  value: '2.42',
  cost: '24.2',
  costPerHectare: '0.24',
};
const goodPreview: NegotiationPreview = {
  risks: [
    {
      index: 0,
      description: null,
      quotations: [quotation],
      skipped: [{ module: module(30, 'Trigo Fina'), reason: 'No tiene tasa para Soja en Marcos Juárez.' }],
      unpriced: null,
    },
  ],
};
const answer = (preview: NegotiationPreview | null, id = 0) =>
  HttpResponse.json({ data: { id, number: id ? 1077 : 0, state: 'initiated', type: 'grouped', isConfirmed: 1, preview } });

/** The grouped wizard on one soy risk; each preview answers the next of `previews` (a status for a failure). */
function renderWizard(
  previews: (NegotiationPreview | number)[],
  { userId = 4, roleId = ROLE_PRODUCER, maxDiscountAllow = 15, values = {}, handlers = [] as ReturnType<typeof http.get>[] } = {},
) {
  const calls = recorder();
  let next = 0;
  server.use(
    ...handlers,
    ...quotationHandlers(),
    http.get('*/api/users/:id/modules', () => HttpResponse.json(listBody('modules', []))),
    http.post('*/api/negotiations', async ({ request }) => {
      const seen = await calls.record(request);
      if (seen.url.searchParams.get('preview') !== '1') {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return answer(null, 77);
      }
      const reply = previews[Math.min(next++, previews.length - 1)]!;
      return typeof reply === 'number' ? HttpResponse.json({ message: 'Falló la vista previa.' }, { status: reply }) : answer(reply);
    }),
  );
  const empty = emptyWizardValues('grouped');
  const risk = { ...empty.risks[0]!, province_id: 14, zone_id: 300, crop_id: 1, number_of_hectares: '150', hectare_price: '10' };
  renderInAdmin(
    <QuotationWizard
      defaultValues={{ ...empty, client_id: 5, risks: [risk], modules: [10], payment_method_id: 1, rate_option_id: 1, ...values }}
    />,
    { path: '/admin/negociaciones/grupo', authProvider: signIn({ id: userId, roleId, allowPaymentInKind: 1, maxDiscountAllow }) },
  );
  return calls;
}

const next = () => press('Siguiente');
const terminar = () => screen.getByRole('button', { name: 'Terminar' });
const toSettings = async () => {
  await screen.findByRole('button', { name: 'Siguiente' });
  next();
  await screen.findByRole('group', { name: 'Sancor' });
  next();
  await screen.findByLabelText(/^Forma de pago/);
};

describe('Terminar only after a good preview of the current inputs', { timeout: 90_000 }, () => {
  it('a failed preview keeps it disabled; a good one enables it; going back disables it; a double click sends one POST', async () => {
    const calls = renderWizard([500, goodPreview]);
    await toSettings();
    next();
    expect(await screen.findByText('Ocurrió un error mientras estaba generando la vista previa.')).toBeTruthy();
    expect(terminar()).toBeDisabled();

    press('Anterior');
    await screen.findByLabelText(/^Forma de pago/);
    next();
    await screen.findByRole('table', { name: 'Vista previa del riesgo 1' });
    await waitFor(() => expect(terminar()).toBeEnabled());
    // The reason of the ignored discount and the coverage left out, each with why.
    expect(screen.getByText('Regla de Ignorar descuentos: provincia Córdoba, departamento Río Cuarto.')).toBeTruthy();
    const skipped = screen.getByLabelText('Coberturas sin cotización del riesgo 1');
    expect(within(skipped).getByText('Trigo Fina')).toBeTruthy();
    expect(skipped.textContent).toContain('No tiene tasa para Soja en Marcos Juárez.');

    fireEvent.click(terminar());
    fireEvent.click(terminar());
    expect(await screen.findByText('Cotización creada correctamente')).toBeTruthy();
    const finishes = calls.to('POST', 'negotiations').filter((c) => c.url.searchParams.get('preview') !== '1');
    expect(finishes).toHaveLength(1);
  });

  it('a risk the preview left without quotations keeps it disabled and says which and why', async () => {
    const message =
      'El riesgo 1 (Cebada en Marcos Juárez) no tiene ninguna cotización. Granizo Básico: No tiene tasa para Cebada en Marcos Juárez.';
    renderWizard([{ risks: [{ index: 0, description: null, quotations: [], skipped: [], unpriced: message }] }]);
    await toSettings();
    next();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText(/Hay riesgos sin ninguna cotización/)).toBeTruthy();
    expect(terminar()).toBeDisabled();
  });

  it("after Siguiente and Anterior the new step's heading has the focus", async () => {
    renderWizard([goodPreview]);
    await screen.findByRole('button', { name: 'Siguiente' });
    expect(document.activeElement).not.toBe(screen.getByRole('heading', { name: 'Paso 1 de 4: Cliente' }));
    next();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Paso 2 de 4: Coberturas' })));
    press('Anterior');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Paso 1 de 4: Cliente' })));
  });
});

describe("the producer's maximum discount", { timeout: 90_000 }, () => {
  it('is shown by the inputs, and a larger discount stops step 3 with the message; es-AR hectares', async () => {
    const calls = renderWizard([goodPreview]);
    const risk = await screen.findByTestId('risk-panel-0');
    expect(within(risk).getByText('Máximo 15,00 %')).toBeTruthy();
    await toSettings();
    const table = screen.getByRole('table', { name: 'Descuentos' });
    expect(within(table).getByText('Descuento % (máximo 15,00 %)')).toBeTruthy();
    expect(within(table).getByText('150,00 ha')).toBeTruthy();
    typeInto(/^Descuento del riesgo 1/, '20');
    next();
    expect(
      within(await screen.findByTestId('step-messages')).getByText('El descuento no puede superar el máximo del productor (15,00 %).'),
    ).toBeTruthy();
    expect(calls.to('POST', 'negotiations')).toHaveLength(0);
  });

  it("an admin quoting for a producer is held to that producer's maximum", async () => {
    const producers = http.get('*/api/all-users', () =>
      HttpResponse.json(
        listBody('users', [{ id: 4, name: 'Pedro', lastname: 'Productor', fullName: 'Pedro Productor', roleId: 4, maxDiscountAllow: 5 }]),
      ),
    );
    renderWizard([goodPreview], { userId: 1, roleId: ROLE_ADMIN, maxDiscountAllow: 100, values: { user_id: 4 }, handlers: [producers] });
    const risk = await screen.findByTestId('risk-panel-0');
    expect(await within(risk).findByText('Máximo 5,00 %')).toBeTruthy();
  });

  it('the input shows the value that will be used: two decimals, rounded as the server does', async () => {
    renderWizard([goodPreview]);
    const risk = await screen.findByTestId('risk-panel-0');
    const hectares = within(risk).getByLabelText(/^Cantidad de hectáreas/) as HTMLInputElement;
    fireEvent.change(hectares, { target: { value: '123,456' } });
    fireEvent.blur(hectares);
    await waitFor(() => expect(hectares.value).toBe('123,46'));
    const price = within(risk).getByLabelText(/^Valor por hectárea/) as HTMLInputElement;
    fireEvent.change(price, { target: { value: '17,855' } });
    fireEvent.blur(price);
    await waitFor(() => expect(price.value).toBe('17,86'));
  });
});

describe('double-crop coverages', { timeout: 90_000 }, () => {
  it("are offered in the thin harvest to the simple wizard's wheat with soy as second crop, and said why otherwise", async () => {
    server.use(
      http.get('*/api/users/:id/modules', () => HttpResponse.json(listBody('modules', []))),
      http.get('*/api/coverages', () =>
        HttpResponse.json(
          listBody('coverages', [
            { ...module(30, 'Trigo Fina'), harvest: 'thin', cropId: null, campaignId: 1 },
            { ...module(40, 'Doble Cultivo Trigo / Soja de Segunda'), coverageType: 'double-crop', cropId: null, campaignId: 1 },
          ]),
        ),
      ),
      ...quotationHandlers(),
    );
    const empty = emptyWizardValues('simple');
    const wheat = { ...empty.risks[0]!, province_id: 14, zone_id: 300, crop_id: 4, number_of_hectares: '100', hectare_price: '30' };
    renderInAdmin(<QuotationWizard simple defaultValues={{ ...empty, client_id: 5, harvest: 'thin', risks: [wheat] }} />, {
      path: '/admin/negociaciones/nuevo',
      authProvider: signIn({ id: 4, roleId: ROLE_PRODUCER, maxDiscountAllow: 15 }),
    });
    await screen.findByRole('button', { name: 'Siguiente' });
    next();
    const sancor = await screen.findByRole('group', { name: 'Sancor' });
    expect(within(sancor).queryByLabelText(/Doble Cultivo/)).toBeNull();
    expect(screen.getByText(/Las coberturas de doble cultivo se ofrecen cuando un riesgo es doble cultivo/)).toBeTruthy();
    press('Anterior');
    const risk = await screen.findByTestId('risk-panel-0');
    const toggle = within(risk).getByLabelText('Doble cultivo') as HTMLInputElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    fireEvent.click(toggle);
    await chooseOption(/^Cultivo de segunda/, 'Soja', risk);
    typeInto(/^Valor por hectárea del cultivo de segunda/, '28', risk);
    next();
    const offered = await screen.findByRole('group', { name: 'Sancor' });
    expect(within(offered).getByLabelText(/Doble Cultivo Trigo \/ Soja de Segunda/)).toBeTruthy();
    expect(within(offered).getByLabelText(/Trigo Fina/)).toBeTruthy();
  });

  it('the switch says why it is off', async () => {
    renderWizard([goodPreview], { values: { risks: [{ ...emptyWizardValues('grouped').risks[0]!, crop_id: 4 }] } });
    const risk = await screen.findByTestId('risk-panel-0');
    expect(
      await within(risk).findByText('Se ofrece para un cultivo de cosecha gruesa que lo permita (Soja), con el departamento elegido.'),
    ).toBeTruthy();
  });
});

describe('editing a simple quotation', { timeout: 90_000 }, () => {
  it('keeps the simple wizard and its type; the top bar names the page', async () => {
    const calls = recorder();
    const simple = negotiation({
      id: 7,
      number: 1042,
      type: 'simple',
      modules: [module(10, 'Granizo Básico')],
      risks: [
        riskFixture({
          zone: { id: 300, description: 'Marcos Juárez', companyId: 1, province: { id: 14, name: 'Córdoba' } },
          discount: '5',
        }),
      ],
    });
    server.use(
      ...quotationHandlers(),
      http.get('*/api/users/:id/modules', () => HttpResponse.json(listBody('modules', []))),
      http.get('*/api/negotiations/:id', () => HttpResponse.json({ data: simple })),
      http.post('*/api/negotiations/:id', async ({ request }) => {
        await calls.record(request);
        return HttpResponse.json({
          data: { id: 7, number: 1042, state: 'initiated', type: 'simple', isConfirmed: 1, preview: goodPreview },
        });
      }),
    );
    renderInAdmin(
      <Routes>
        <Route
          path="/admin/negociaciones/:id/editar"
          element={
            <>
              <RouteTitle />
              <GroupedWizardEdit />
            </>
          }
        />
      </Routes>,
      { path: '/admin/negociaciones/7/editar', authProvider: signIn({ id: 4, roleId: ROLE_PRODUCER, maxDiscountAllow: 15 }) },
    );
    await waitFor(() => expect(screen.getByTestId('route-title')).toHaveTextContent('Editar cotización 1042'));
    expect(document.title).toMatch(/^Editar cotización 1042 \|/);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Departamento/ })).toHaveValue('Marcos Juárez'));
    expect(screen.queryByRole('button', { name: 'Agregar riesgo' })).toBeNull();
    next();
    await screen.findByRole('group', { name: 'Sancor' });
    next();
    await screen.findByLabelText(/^Forma de pago/);
    next();
    await screen.findByRole('table', { name: 'Vista previa del riesgo 1' });
    await waitFor(() => expect(calls.to('POST', 'negotiations/7')).toHaveLength(1));
    expect(calls.to('POST', 'negotiations/7')[0]!.body).toMatchObject({ type: 'simple' });
  });
});
