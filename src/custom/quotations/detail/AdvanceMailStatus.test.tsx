// The accepted card tells how the advance mail went (it is sent by a job after the advance is
// recorded): waiting, retried with the mail server's answer, sent, or failed for good with
// 'Reenviar e-mail'.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdvanceMail, Negotiation } from '../../../domain/quotations/entity';
import { http, HttpResponse, recorder, setupApiServer } from '../../../testing/msw';
import { negotiation, quotation, risk } from './fixtures';
import { renderDetail } from './renderDetail';

const server = setupApiServer();

const advanced = (advanceMail: AdvanceMail | null) => {
  const q = quotation({ id: 3, status: 'advanced', advance_date: '2026-10-06T15:00:00.000Z', advanceMail });
  return negotiation({ risks: [risk({ quotations: [q], acceptedRate: q })] });
};

function serve(first: Negotiation, after: Negotiation = first) {
  const api = recorder();
  let resent = false;
  server.use(
    http.get('*/api/negotiations/7', () => HttpResponse.json({ data: resent ? after : first })),
    http.post('*/api/quotations/3/advance-mail', async ({ request }) => {
      await api.record(request);
      resent = true;
      return HttpResponse.json({ data: { advanceIds: [5] } }, { status: 202 });
    }),
  );
  return api;
}

const card = async () => (await screen.findByRole('heading', { name: 'Cotizacion anticipada' })).parentElement!;

describe('the advance mail on the accepted card', () => {
  it('waiting, then retried with the server’s answer: a status, no button', async () => {
    serve(advanced({ status: 'queued', sentAt: null, recipients: 'emision@cotizador.local', error: null }));
    renderDetail();
    expect(within(await card()).getByRole('status')).toHaveTextContent('E-mail del anticipo: en cola de envío a emision@cotizador.local.');
    expect(screen.queryByRole('button', { name: 'Reenviar e-mail' })).not.toBeInTheDocument();
  });

  it('retried: says why it has not gone yet', async () => {
    serve(advanced({ status: 'queued', sentAt: null, recipients: 'emision@cotizador.local', error: '550 Buzón inexistente' }));
    renderDetail();
    expect(within(await card()).getByRole('status')).toHaveTextContent(
      'E-mail del anticipo: todavía no salió (550 Buzón inexistente); se vuelve a intentar solo.',
    );
  });

  it('sent: when and to whom', async () => {
    serve(advanced({ status: 'sent', sentAt: '2026-10-06T15:02:00.000Z', recipients: 'emision@cotizador.local', error: null }));
    renderDetail();
    expect(await card()).toHaveTextContent('E-mail del anticipo enviado el 06/10/2026 12:02 a emision@cotizador.local.');
  });

  it('failed for good: the reason and Reenviar e-mail, which queues it again', async () => {
    const api = serve(
      advanced({ status: 'failed', sentAt: null, recipients: 'rechazado@cotizador.local', error: '550 Buzón inexistente' }),
      advanced({ status: 'queued', sentAt: null, recipients: 'emision@cotizador.local', error: null }),
    );
    renderDetail();
    expect(await card()).toHaveTextContent('No se pudo enviar el e-mail del anticipo (550 Buzón inexistente).');
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar e-mail' }));
    expect(await screen.findByRole('dialog', { name: 'Listo!' })).toHaveTextContent(
      'El e-mail del anticipo quedó en cola para enviarse de nuevo.',
    );
    expect(api.to('POST', 'quotations/3/advance-mail')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('status')).toHaveTextContent('E-mail del anticipo: en cola de envío a emision@cotizador.local.');
    expect(screen.queryByRole('button', { name: 'Reenviar e-mail' })).not.toBeInTheDocument();
  });

  it('from the original API (no advanceMail): nothing about the mail', async () => {
    serve(advanced(null));
    renderDetail();
    expect(await card()).toHaveTextContent('Anticipada el');
    expect(await card()).not.toHaveTextContent('E-mail del anticipo');
  });
});
