import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { negotiation, quotation, risk } from '../quotations/detail/fixtures';
import { http, HttpResponse, listBody, recorder, setupApiServer } from '../../testing/msw';
import { renderInAdmin, signIn } from '../../testing/render';
import { chooseOption, typeInto } from '../../testing/inputs';
import { cuitCheckDigit } from '../../domain/core/cuit';
import { ProposalPage } from './ProposalPage';

const server = setupApiServer();

const accepted = quotation({ id: 21, coverage: 'Granizo Total', status: 'accepted' });
const theRisk = risk({
  numberOfHectares: '1250',
  zone: { id: 101, description: 'Junín', companyId: 1, province: { id: 6, name: 'Buenos Aires' } },
  quotations: [accepted],
  acceptedRate: accepted,
});
const CUIT = `2712345678${cuitCheckDigit('2712345678')}`;
const base = negotiation({ risks: [theRisk] });
base.client = { ...base.client, cuit: CUIT };
const withProducer = (over: Partial<typeof base.user>) => ({ ...base, user: { ...base.user, sancorId: '40527', ...over } });

function serve(
  n = withProducer({}),
  answer: () => Response = () =>
    HttpResponse.json({ data: { managementNumber: '500123', receiptNumber: '800001', referenceNumber: '100001' } }, { status: 201 }),
) {
  const api = recorder();
  server.use(
    http.get('*/api/negotiations/7', () => HttpResponse.json({ data: n })),
    http.get('*/api/exchange-stores', () =>
      HttpResponse.json(
        listBody('exchangeStores', [
          { id: 1, description: 'Puerto Rosario', kind: 'port', portId: null },
          { id: 7, description: 'ACA Planta Venado Tuerto', kind: 'store', portId: 1 },
          { id: 9, description: 'Cooperativa La Emancipación', kind: 'store', portId: 2 },
        ]),
      ),
    ),
    http.get('*/api/locations/101', () =>
      HttpResponse.json({
        data: { sancor_location: [{ cityId: 5001, cityDescription: 'Junín', zoneDescription: 'Junín', zipCode: '6000' }] },
        meta: { total: 1 },
      }),
    ),
    http.post('*/api/quotations/21/proposals', async ({ request }) => {
      await api.record(request);
      return answer();
    }),
  );
  return api;
}

function show(roleId = 4) {
  return renderInAdmin(
    <Routes>
      <Route path="/admin/cotizacion/:id/propuesta" element={<ProposalPage />} />
      <Route path="/admin/negociaciones/:id/ver" element={<p>Detalle</p>} />
    </Routes>,
    { path: '/admin/cotizacion/21/propuesta?negociacion=7', authProvider: signIn({ id: 4, roleId, sendProposal: 1 }) },
  );
}

const form = () => screen.findByRole('form', { name: 'Nueva propuesta' });

describe('ProposalPage', { timeout: 30_000 }, () => {
  it('starts with the spec defaults: Rosario quintals, future exchange to Puerto, the producer store, North at 1 km, the client data', async () => {
    serve(withProducer({ exchangeStoreId: 7 }));
    show();
    const f = await form();
    expect(within(f).getByText(/· 1\.250,00 ha$/)).toBeInTheDocument();
    expect(within(f).getByRole('combobox', { name: 'Moneda' })).toHaveTextContent('Quintales de Soja - Puerto Rosario');
    expect(within(f).getByRole('combobox', { name: 'Tipo de canje' })).toHaveTextContent('Canje futuro');
    expect(within(f).getByRole('combobox', { name: 'Destino de canje' })).toHaveTextContent('Puerto');
    await waitFor(() =>
      expect(within(f).getByRole('combobox', { name: 'Lugar de entrega' })).toHaveTextContent('ACA Planta Venado Tuerto'),
    );
    expect(within(f).getByRole('combobox', { name: 'Punto cardinal' })).toHaveTextContent('Norte');
    expect(within(f).getByLabelText('Kilómetros')).toHaveValue('1');
    expect(within(f).getByLabelText('CUIT')).toHaveValue(CUIT);
    expect(within(f).getByLabelText('Teléfono')).toHaveValue('2477123456');
    // A producer cannot change its code.
    expect(within(f).getByLabelText('Número de productor')).toBeDisabled();
    expect(within(f).getByLabelText('Número de productor')).toHaveValue('40527');
  });

  it('falls back to the supervisor store, then Puerto Rosario; an admin may edit the producer number', async () => {
    serve(withProducer({ supervisor: { id: 3, name: 'S', lastname: 'V', exchangeStoreId: 9 } }));
    const { unmount } = show(2);
    let f = await form();
    await waitFor(() =>
      expect(within(f).getByRole('combobox', { name: 'Lugar de entrega' })).toHaveTextContent('Cooperativa La Emancipación'),
    );
    expect(within(f).getByLabelText('Número de productor')).toBeEnabled();
    unmount();
    serve(withProducer({}));
    show();
    f = await form();
    await waitFor(() => expect(within(f).getByRole('combobox', { name: 'Lugar de entrega' })).toHaveTextContent('Puerto Rosario'));
  });

  it("lists what to correct under 'Hay campos incorrectos.' and sends nothing", async () => {
    const api = serve();
    show();
    const f = await form();
    typeInto('CUIT', '2712345', f);
    typeInto('E-mail', 'ana@', f);
    fireEvent.submit(f);
    expect(await within(f).findByText('Localidad vacia')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Hay campos incorrectos.' }, { timeout: 3000 });
    expect(dialog).toHaveTextContent('Corregir los siguientes campos');
    for (const m of [
      'Localidad vacia',
      'Kilometros vacio',
      'CUIT debe tener 11 números sin guiones ni puntos',
      'Formato de email inválido',
    ])
      expect(dialog).toHaveTextContent(m);
    expect(api.seen).toHaveLength(0);
  });

  it('refuses a negative or decimal distance on the Kilómetros field and sends nothing', async () => {
    const api = serve();
    show();
    const f = await form();
    await chooseOption('Localidad', /Junín/, f);
    for (const km of ['-5', '2,5']) {
      typeInto('Kilómetros', km, f);
      fireEvent.submit(f);
      const kilometers = within(f).getByLabelText('Kilómetros');
      await waitFor(() => expect(kilometers).toHaveAttribute('aria-invalid', 'true'));
      expect(kilometers).toHaveAccessibleDescription('Kilómetros inválidos: un número entero, sin signo ni decimales.');
      const dialog = await screen.findByRole('dialog', { name: 'Hay campos incorrectos.' }, { timeout: 3000 });
      expect(dialog).toHaveTextContent('Kilómetros inválidos: un número entero, sin signo ni decimales.');
      fireEvent.click(within(dialog).getByRole('button'));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(api.seen).toHaveLength(0);
  });

  it("files the proposal with the derived location and says 'La propuesta N fue cargada...'", async () => {
    const api = serve();
    show();
    const f = await form();
    await chooseOption('Localidad', /Junín/, f);
    await waitFor(() => expect(within(f).getByLabelText('Código postal')).toHaveValue('6000'));
    typeInto('Kilómetros', '12', f);
    await chooseOption('Punto cardinal', 'Sureste', f);
    await waitFor(() => expect(within(f).getByLabelText('Ubicación')).toHaveValue('a 12 KM al Sureste de Junín'));
    // A double click sends one proposal.
    const save = within(f).getByRole('button', { name: 'Guardar' });
    fireEvent.click(save);
    fireEvent.click(save);
    expect(await screen.findByText('La propuesta 500123 fue cargada de forma exitosa en el sistema externo.')).toBeInTheDocument();
    expect(api.seen).toHaveLength(1);
    expect(api.seen[0]!.body).toMatchObject({
      cityId: 5001,
      zipCode: '6000',
      cardPoint: 6,
      street: 'a 12 KM al Sureste de Junín',
      currencyId: 34,
      store: 1,
      center: 1,
      hailPaymentTypeId: 4,
    });
    expect(await screen.findByText('Detalle')).toBeInTheDocument();
  });

  it('says why instead of a form for a quotation that cannot have a proposal: another insurer, not accepted, one already there', async () => {
    const cases = [
      {
        q: { company: 'San Cristobal', status: 'accepted' },
        reason: 'Solo las coberturas de Sancor pasan a propuesta en el sistema de gestión.',
      },
      { q: { company: 'Sancor', status: 'initiated' }, reason: 'Solo una cotización aceptada o anticipada pasa a propuesta.' },
      { q: { company: 'Sancor', status: 'proposal' }, reason: 'La cotización ya tiene una propuesta. N° de gestión: 500100.' },
    ];
    for (const { q, reason } of cases) {
      const base = quotation({ id: 21, coverage: 'Granizo Total', status: q.status });
      const other = {
        ...base,
        rate: {
          ...base.rate,
          module: {
            ...base.rate.module,
            companyId: q.company === 'Sancor' ? 1 : 2,
            company: { id: q.company === 'Sancor' ? 1 : 2, name: q.company },
          },
        },
        proposal: q.status === 'proposal' ? { managementNumber: '500100', receiptNumber: '1', referenceNumber: '2' } : null,
      };
      const api = serve({ ...withProducer({}), risks: [{ ...theRisk, quotations: [other], acceptedRate: other }] });
      const { unmount } = show();
      expect(await screen.findByText(reason)).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Nueva propuesta' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Volver a la cotización' })).toHaveAttribute('href', '/admin/negociaciones/7/ver');
      expect(api.seen).toHaveLength(0);
      unmount();
    }
  });

  it("shows the management system's failure", async () => {
    serve(withProducer({}), () => HttpResponse.json({ message: 'Sin conexión' }, { status: 502 }));
    show();
    const f = await form();
    await chooseOption('Localidad', /Junín/, f);
    fireEvent.submit(f);
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('Ocurrio un error mientras se intentaba pasar a propuesta en el sistema de gestión externo.');
    expect(dialog).toHaveTextContent('ERROR 502');
  });
});
