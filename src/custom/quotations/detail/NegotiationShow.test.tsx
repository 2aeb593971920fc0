import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Negotiation } from '../../../domain/quotations/entity';
import { asPhone } from '../../../testing/media';
import { http, HttpResponse, recorder, setupApiServer } from '../../../testing/msw';
import { negotiation, quotation, risk } from './fixtures';
import { renderDetail } from './renderDetail';

const server = setupApiServer();

/** Serves GET negotiations/7 (each answer the next of `answers`, the last one repeated) and records every call. */
function serve(...answers: Negotiation[]) {
  const api = recorder();
  let calls = 0;
  server.use(
    http.get('*/api/negotiations/7', async ({ request }) => {
      await api.record(request);
      const body = answers[Math.min(calls++, answers.length - 1)];
      return HttpResponse.json({ data: body });
    }),
    http.put('*/api/*', async ({ request }) => {
      await api.record(request);
      return HttpResponse.json({ data: {} });
    }),
  );
  return api;
}

describe('NegotiationShow', () => {
  it('shows the header, the producer and client cards, the configuration and each quotation in es-AR figures', async () => {
    serve(negotiation({ client: { ...negotiation().client, deletedAt: '2026-10-01' } }));
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Cotización #1042' })).toBeInTheDocument();
    expect(screen.getByText(/Origen: Sitio web/)).toBeInTheDocument();
    expect(screen.getByText('Cliente Eliminado')).toBeInTheDocument();
    expect(screen.queryByText('Productor Eliminado')).not.toBeInTheDocument();
    // CUITs as the lists write them
    expect(screen.getByText('20-12345678-6')).toBeInTheDocument();
    expect(screen.getByText('27-12345678-6')).toBeInTheDocument();
    const config = screen.getByRole('region', { name: 'Configuración' });
    expect(config).toHaveTextContent('Canje');
    expect(config).not.toHaveTextContent('Factor de corrección');
    const row = screen.getByRole('row', { name: /Granizo Total/ });
    // Without a correction factor the rate's heading is just 'Tasa'.
    expect(screen.getByRole('columnheader', { name: 'Tasa' })).toBeInTheDocument();
    // Rates in %, costs in the risk's unit (quintals).
    expect(row).toHaveTextContent('1.575,00 %');
    expect(row).toHaveTextContent('1.698,40 QQ');
    expect(row).toHaveTextContent('1.234,57 QQ');
    // The risk's line: one set of unit labels (QQ, USD, $), never the API's 'quintal'.
    const block = screen.getByRole('region', { name: /^Riesgo Pergamino - Soja/ });
    expect(block).toHaveTextContent('100,00 ha · 7,00 QQ por ha · Descuento 10,00 %');
    expect(block).not.toHaveTextContent('quintal');
    // A deleted client: no actions on the rows.
    expect(within(row).queryByRole('button', { name: /Aceptar/ })).not.toBeInTheDocument();
    // A producer may not delete, nor simulate without the simulator permission.
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simular' })).not.toBeInTheDocument();
  });

  it("names a company client's Razón Social, not a Nombre '-' and its name as Apellido", async () => {
    const company = { ...negotiation().client, name: '', lastname: 'Agropecuaria Los Álamos S.A.', cuit: '30714623495' };
    serve(negotiation({ client: company }));
    renderDetail();
    const card = await screen.findByRole('region', { name: 'Cliente' });
    expect(card).toHaveTextContent('Razón Social: Agropecuaria Los Álamos S.A.');
    expect(card).not.toHaveTextContent('Apellido');
    expect(card).not.toHaveTextContent('Nombre');
  });

  it('shows the correction factor for payment in kind, says the rates include it, and Eliminar to a supervisor', async () => {
    const withFactor = (id: number, coverage: string) =>
      quotation({
        id,
        coverage,
        correctionFactor: '12.5',
        rateValue: '2.5',
        rateValueWithCf: '2.8125',
        addonsValue: '0.4',
        addonsValueWithCf: '0.45',
      });
    serve(
      negotiation({
        risks: [risk({ quotations: [withFactor(21, 'Granizo Total'), withFactor(22, 'Granizo Plus')] })],
        paymentMethodId: 3,
        configurations: {
          paymentMethod: { id: 3, name: 'Pago en Especie' },
          rateOption: null,
          correctionFactor: '12.5',
          observations: null,
        },
      }),
    );
    renderDetail(3);
    const config = await screen.findByRole('region', { name: 'Configuración' });
    expect(config).toHaveTextContent('Factor de corrección: 12,50 %');
    // 'Tasa' and 'Adicionales' already include the factor: their headings say so, as in the PDF
    expect(screen.getByRole('columnheader', { name: 'Tasa con factor de corrección' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Adicionales con factor de corrección' })).toBeInTheDocument();
    const cells = within(screen.getByRole('row', { name: /Granizo Total/ })).getAllByRole('cell');
    expect(cells.map((c) => c.textContent).slice(2, 5)).toEqual(['2,81 %', '0,45 %', '12,50 %']);
    expect(await screen.findByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simular' })).toBeInTheDocument();
  });

  it('accepts a quotation with its comment and reloads the negotiation', async () => {
    const api = serve(negotiation());
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Aceptar Granizo Total' }));
    const dialog = screen.getByRole('dialog', { name: 'Aceptar Granizo Total' });
    fireEvent.change(within(dialog).getByLabelText('Comentario (opcional)'), { target: { value: 'Conforme' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.to('PUT', 'quotations/21/accept')).toHaveLength(1));
    expect(api.to('PUT', 'quotations/21/accept')[0]?.body).toEqual({ comment: 'Conforme' });
    await waitFor(() => expect(api.to('GET', 'negotiations/7')).toHaveLength(2));
  });

  it('reads the negotiation exactly once after an accept, a reject, a recalculation and a risk update', async () => {
    const api = serve(negotiation());
    renderDetail();
    const settledGets = async (n: number) => {
      await waitFor(() => expect(api.to('GET', 'negotiations/7')).toHaveLength(n));
      // Give a second read (a duplicate invalidation, a refetch) the time to happen.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(api.to('GET', 'negotiations/7')).toHaveLength(n);
    };
    await settledGets(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Aceptar Granizo Total' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Aceptar Granizo Total' })).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.to('PUT', 'quotations/21/accept')).toHaveLength(1));
    await settledGets(2);
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar Granizo Plus' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Rechazar Granizo Plus' })).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.to('PUT', 'quotations/22/reject')).toHaveLength(1));
    await settledGets(3);
    fireEvent.click(screen.getByRole('button', { name: 'Recotizar Granizo Plus' }));
    await waitFor(() => expect(api.to('PUT', 'quotations/22')).toHaveLength(1));
    await settledGets(4);
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar datos del riesgo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(api.to('PUT', 'risks/11')).toHaveLength(1));
    await settledGets(5);
  });

  it('on a phone shows each quotation as a card with its figures and actions, no table to scroll sideways', async () => {
    const restore = asPhone();
    try {
      serve(negotiation());
      renderDetail();
      const cards = await screen.findByRole('list', { name: 'Cotizaciones de Pergamino - Soja' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(cards).getAllByRole('listitem')[0]!;
      expect(within(card).getByRole('heading', { level: 4 })).toHaveTextContent('Granizo Total');
      expect(card).toHaveTextContent('Valor1.575,00 %');
      expect(card).toHaveTextContent('Costo1.698,40 QQ');
      expect(card).toHaveTextContent('Costo por ha.1.234,57 QQ');
      for (const action of ['Aceptar', 'Rechazar', 'Recotizar'])
        expect(within(card).getByRole('button', { name: `${action} Granizo Total` })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('recalculates with an empty body', async () => {
    const api = serve(negotiation());
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Recotizar Granizo Plus' }));
    await waitFor(() => expect(api.to('PUT', 'quotations/22')).toHaveLength(1));
    expect(api.to('PUT', 'quotations/22')[0]?.body).toBeNull();
  });

  it('asks before rejecting, as before accepting: Cancelar sends nothing, Confirmar sends the optional comment', async () => {
    const rejected = quotation({
      id: 22,
      coverage: 'Granizo Plus',
      status: 'rejected',
      quotationStatuses: [{ id: 1, description: 'rejected', date: '2026-10-06T12:00:00.000Z', comment: 'Muy cara', user: null }],
    });
    const api = serve(
      negotiation(),
      negotiation({ risks: [risk({ quotations: [quotation({ id: 21, coverage: 'Granizo Total' }), rejected] })] }),
    );
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Rechazar Granizo Plus' }));
    let dialog = screen.getByRole('dialog', { name: 'Rechazar Granizo Plus' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('PUT', 'quotations/22/reject')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar Granizo Plus' }));
    dialog = screen.getByRole('dialog', { name: 'Rechazar Granizo Plus' });
    fireEvent.change(within(dialog).getByLabelText('Comentario (opcional)'), { target: { value: 'Muy cara' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.to('PUT', 'quotations/22/reject')).toHaveLength(1));
    expect(api.to('PUT', 'quotations/22/reject')[0]?.body).toEqual({ comment: 'Muy cara' });
    // After the reload the row says why it was rejected.
    expect(await screen.findByRole('row', { name: /Rechazada: Muy cara/ })).toBeInTheDocument();
  });

  it('after an accept opens the risk on its accepted card, as a reload does, with Valor in % and costs in its unit', async () => {
    const accepted = quotation({
      id: 21,
      coverage: 'Granizo Total',
      status: 'accepted',
      value: '5.2234',
      quotationStatuses: [{ id: 1, description: 'accepted', date: '2026-10-06T12:00:00.000Z', comment: null, user: null }],
    });
    serve(negotiation(), negotiation({ state: 'accepted', risks: [risk({ quotations: [accepted], acceptedRate: accepted })] }));
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Aceptar Granizo Total' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Aceptar Granizo Total' })).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('heading', { name: 'Cotizacion aceptada' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Solicitud aceptada' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/^Valor:/)).toHaveTextContent('Valor: 5,22 % · Costo: 1.698,40 QQ · Costo por ha.: 1.234,57 QQ');
  });

  it('hides the actions of a rejected row and colours it; a closed risk opens on its accepted card without actions nor Editar', async () => {
    const advanced = quotation({ id: 21, coverage: 'Granizo Total', status: 'advanced', advance_date: '2026-10-06' });
    serve(
      negotiation({
        state: 'accepted',
        risks: [
          risk({ id: 11, quotations: [advanced, quotation({ id: 22, coverage: 'Granizo Plus' })], acceptedRate: advanced }),
          risk({
            id: 12,
            quotations: [
              quotation({ id: 23, coverage: 'Granizo Base', status: 'rejected' }),
              quotation({ id: 24, coverage: 'Granizo Extra' }),
            ],
          }),
        ],
      }),
    );
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Cotizacion anticipada' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceptar Granizo Plus' })).not.toBeInTheDocument();
    const rejected = screen.getByRole('row', { name: /Granizo Base/ });
    expect(rejected).toHaveAttribute('data-tone', 'error');
    expect(within(rejected).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aceptar Granizo Extra' })).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('tab', { name: 'Cotizaciones' })[0]!);
    expect(screen.getByRole('row', { name: /Granizo Total/ })).toHaveAttribute('data-tone', 'success');
  });

  it('offers neither Editar, Cancelar nor the risk update on a cancelled quotation', async () => {
    serve(
      negotiation({
        state: 'rejected',
        risks: [risk({ quotations: [quotation({ id: 21, coverage: 'Granizo Total', status: 'rejected' })] })],
      }),
    );
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Cotización #1042' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actualizar datos del riesgo' })).not.toBeInTheDocument();
  });

  it('updates a risk from es-AR figures and says so', async () => {
    const api = serve(negotiation());
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Actualizar datos del riesgo' }));
    const hectares = screen.getByLabelText('Cantidad de hectáreas');
    fireEvent.change(hectares, { target: { value: '1.234,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('Los datos del riesgo fueron actualizados.')).toBeInTheDocument();
    expect(api.to('PUT', 'risks/11')[0]?.body).toMatchObject({ number_of_hectares: '1234.5', hectare_price: '7', discount: '10' });
  });

  it('refuses a discount over 100 with the spec message before calling the server', async () => {
    const api = serve(negotiation());
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Actualizar datos del riesgo' }));
    const discount = screen.getByLabelText('Descuento %');
    fireEvent.change(discount, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('El descuento no puede ser mayor a 100.')).toBeInTheDocument();
    expect(api.to('PUT', 'risks/11')).toHaveLength(0);
  });

  it('asks before editing and before cancelling; Cancelar calls PUT negotiations/{id}/reject', async () => {
    const api = serve(negotiation());
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    expect(screen.getByText('Para guardar los cambios tenés que completar todos los pasos del asistente.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(
      () =>
        expect(screen.queryByText('Para guardar los cambios tenés que completar todos los pasos del asistente.')).not.toBeInTheDocument(),
      { timeout: 5000 },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByText('Luego de esto, no podrás deshacer los cambios.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Si, cancelar!' }));
    await waitFor(() => expect(api.to('PUT', 'negotiations/7/reject')).toHaveLength(1));
  });

  it('shows the history of the risk with who did what', async () => {
    serve(
      negotiation({
        risks: [
          risk({
            history: [
              {
                id: 1,
                entity: 'risks',
                entityId: 11,
                action: 'update',
                date: '2026-10-06T15:00:00.000Z',
                user: { id: 4, name: 'Pedro', lastname: 'Productor' },
                before: { numberOfHectares: '100', zoneId: 3, doubleCropId: null, updatedAt: '2026-10-06T14:00:00.000Z' },
                after: { numberOfHectares: '1200.5', zoneId: 8, doubleCropId: 4, updatedAt: '2026-10-06T15:00:00.000Z' },
              },
              {
                id: 2,
                entity: 'quotations',
                entityId: 21,
                action: 'advance',
                date: '2026-10-07T15:00:00.000Z',
                user: null,
                before: { status: 'accepted' },
                after: { status: 'advanced' },
              },
            ],
          }),
        ],
        historyNames: { zones: { '3': 'Pergamino', '8': 'Rojas' }, crops: { '4': 'Trigo' }, quotations: { '21': 'Granizo Total (F5%)' } },
      }),
    );
    renderDetail();
    fireEvent.click(await screen.findByRole('tab', { name: 'Historial de cambios' }));
    const table = screen.getByRole('table', { name: 'Historial de cambios' });
    const [, edit, advance] = within(table).getAllByRole('row');
    expect(edit).toHaveTextContent('Modificación');
    expect(edit).toHaveTextContent('Pedro Productor');
    expect(edit).toHaveTextContent('Hectáreas: 100,00 ha → 1.200,50 ha');
    expect(edit).toHaveTextContent('Departamento: Pergamino → Rojas');
    expect(edit).toHaveTextContent('Cultivo de segunda: - → Trigo');
    expect(edit).not.toHaveTextContent('updatedAt');
    expect(advance).toHaveTextContent('Anticipo');
    expect(advance).toHaveTextContent('Cotización Granizo Total (F5%)');
    expect(advance).toHaveTextContent('Estado: Aceptada → Anticipada');
  });

  it("shows the 403 page for another producer's negotiation", async () => {
    server.use(http.get('*/api/negotiations/7', () => HttpResponse.json({ message: 'No autorizado.' }, { status: 403 })));
    renderDetail();
    expect(await screen.findByText('No tiene los permisos para acceder a esta sección.')).toBeInTheDocument();
  });
});
