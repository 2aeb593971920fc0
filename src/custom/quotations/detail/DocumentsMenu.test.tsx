import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Negotiation } from '../../../domain/quotations/entity';
import { http, HttpResponse, recorder, setupApiServer } from '../../../testing/msw';
import { negotiation, quotation, risk } from './fixtures';
import { renderDetail } from './renderDetail';

const server = setupApiServer();

function serve(n: Negotiation, advance: () => Response = () => HttpResponse.json({ data: {}, message: 'ok' })) {
  const api = recorder();
  server.use(
    http.get('*/api/negotiations/7', () => HttpResponse.json({ data: n })),
    http.post('*/api/negotiations/7/advances', async ({ request }) => {
      await api.record(request);
      return advance();
    }),
  );
  return api;
}

const acceptedNegotiation = (advanceDate: string | null = null) =>
  negotiation({
    risks: [risk({ quotations: [quotation({ id: 3, status: advanceDate ? 'advanced' : 'accepted', advance_date: advanceDate })] })],
  });

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('the reports card and the send-advance panel', () => {
  it('without any quotation (a request, nothing priced): why there is no quotation PDF, instead of its buttons', async () => {
    serve(negotiation({ risks: [risk({ quotations: [] })] }));
    renderDetail();
    const reports = await screen.findByRole('region', { name: 'Reportes' });
    expect(reports).toHaveTextContent('La cotización no tiene coberturas cotizadas: no hay PDF para descargar.');
    expect(within(reports).queryByRole('button', { name: 'Descargar PDF' })).not.toBeInTheDocument();
    expect(within(reports).queryByRole('button', { name: 'Descargar PDF sin costos' })).not.toBeInTheDocument();
    expect(within(reports).getByRole('button', { name: 'Coberturas por módulo' })).toBeEnabled();
  });

  it('without an accepted quotation: the spec note instead of the advance', async () => {
    serve(negotiation());
    renderDetail();
    const reports = await screen.findByRole('region', { name: 'Reportes' });
    expect(reports).toHaveTextContent('Para enviar un anticipo, primero debes aceptar una cotización');
    expect(within(reports).queryByRole('button', { name: 'Enviar anticipo por email' })).not.toBeInTheDocument();
    expect(within(reports).getByRole('button', { name: 'Descargar PDF' })).toBeEnabled();
  });

  it(
    'the advance PDF before any advance warns; a non-image clears the picker; without plans it confirms first',
    { timeout: 20_000 },
    async () => {
      const api = serve(acceptedNegotiation());
      renderDetail();
      const reports = await screen.findByRole('region', { name: 'Reportes' });
      fireEvent.click(within(reports).getByRole('button', { name: 'Descargar anticipo' }));
      expect(await screen.findByRole('dialog', { name: 'Atención!' })).toHaveTextContent(
        'Para descargar el anticipo, primero debe enviarse el anticipo con los planos por email.',
      );
      fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      fireEvent.click(await within(reports).findByRole('button', { name: 'Enviar anticipo por email' }));
      const panel = screen.getByRole('region', { name: 'Enviar anticipo por email' });
      const picker = within(panel).getByLabelText('Planos del campo');
      fireEvent.change(picker, { target: { files: [png('norte.png'), new File(['x'], 'notas.txt', { type: 'text/plain' })] } });
      expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent('El archivo (notas.txt) no es una imagen');
      fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(panel).queryByRole('list', { name: 'Planos seleccionados' })).not.toBeInTheDocument();

      fireEvent.click(within(panel).getByRole('button', { name: 'Enviar' }));
      const confirm = await screen.findByRole('dialog', { name: 'Atención! El anticipo se va a enviar sin planos.' });
      expect(confirm).toHaveTextContent('¿Desea enviarlo de todas formas?');
      fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.to('POST', 'negotiations/7/advances')).toHaveLength(0);

      fireEvent.change(picker, { target: { files: [png('norte.png'), png('sur.png')] } });
      expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
      fireEvent.click(within(panel).getByRole('button', { name: 'Enviar' }));
      expect(await screen.findByRole('dialog', { name: 'Listo!' })).toHaveTextContent(
        'El anticipo fue enviado por email de forma exitosa.',
      );
      const form = api.to('POST', 'negotiations/7/advances')[0]!.body as FormData;
      expect((form.get('images[0]') as File).name).toBe('norte.png');
      expect((form.get('images[1]') as File).name).toBe('sur.png');
    },
  );

  it('a double click on Enviar sends the advance once, and Enviar stays disabled while it goes', async () => {
    let release: () => void = () => undefined;
    const api = serve(acceptedNegotiation());
    server.use(
      http.post('*/api/negotiations/7/advances', async ({ request }) => {
        await api.record(request);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ data: {}, message: 'ok' });
      }),
    );
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar anticipo por email' }));
    const panel = screen.getByRole('region', { name: 'Enviar anticipo por email' });
    fireEvent.change(within(panel).getByLabelText('Planos del campo'), { target: { files: [png('norte.png')] } });
    const send = within(panel).getByRole('button', { name: 'Enviar' });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(send).toBeDisabled());
    await waitFor(() => expect(api.to('POST', 'negotiations/7/advances')).toHaveLength(1));
    release();
    expect(await screen.findByRole('dialog', { name: 'Listo!' })).toBeInTheDocument();
    expect(api.to('POST', 'negotiations/7/advances')).toHaveLength(1);
  });

  it('a failed mail shows the spec error with the server code and message', { timeout: 20_000 }, async () => {
    serve(acceptedNegotiation(), () =>
      HttpResponse.json({ message: 'No se pudo enviar el e-mail: 550 Buzón inexistente' }, { status: 502 }),
    );
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar anticipo por email' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Atención! El anticipo se va a enviar sin planos.' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Enviar' }));
    const error = await screen.findByRole('dialog', { name: 'Error!' });
    expect(error).toHaveTextContent('Ocurrió un error mientras estaba enviando el email.');
    await waitFor(() => expect(error).toHaveTextContent('ERROR 502: No se pudo enviar el e-mail: 550 Buzón inexistente'));
  });
});
