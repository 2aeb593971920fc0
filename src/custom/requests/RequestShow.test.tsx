import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Negotiation } from '../../domain/quotations/entity';
import { http, HttpResponse, recorder, setupApiServer } from '../../testing/msw';
import { renderInAdmin, signIn } from '../../testing/render';
import { negotiation, risk } from '../quotations/detail/fixtures';
import { RequestShow } from './RequestShow';

const server = setupApiServer();

const request = (over: Partial<Negotiation> = {}) =>
  negotiation({
    state: 'solicitud',
    isConfirmed: 0,
    observations: 'Llamar a la tarde',
    risks: [risk({ quotations: [], description: 'Lote Casilda' })],
    ...over,
  });

function serve(body: Negotiation) {
  const api = recorder();
  server.use(
    http.get('*/api/negotiations/7', async ({ request: r }) => {
      await api.record(r);
      return HttpResponse.json({ data: body });
    }),
    http.put('*/api/negotiations/7/reject', async ({ request: r }) => {
      await api.record(r);
      return HttpResponse.json({ data: { id: 7, number: 1042, state: 'rejected', type: null, isConfirmed: 0, preview: null } });
    }),
  );
  return api;
}

function show() {
  return renderInAdmin(
    <Routes>
      <Route path="/admin/solicitudes/:id/ver" element={<RequestShow />} />
      <Route path="/admin/negociaciones/:id/editar" element={<p>Asistente agrupado</p>} />
    </Routes>,
    { path: '/admin/solicitudes/7/ver', authProvider: signIn({ id: 4, roleId: 4 }) },
  );
}

describe('RequestShow', () => {
  it('shows producer, client, observations and risks; Cotizar opens the grouped wizard on it', async () => {
    serve(request());
    show();
    expect(await screen.findByRole('heading', { name: 'Solicitud #1042' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Productor' })).toHaveTextContent('Pedro Productor');
    expect(screen.getByRole('region', { name: 'Cliente' })).toHaveTextContent('27-12345678-6');
    expect(screen.getByText('Llamar a la tarde')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Riesgos de la solicitud' });
    expect(table).toHaveTextContent('Pergamino - Soja');
    // the place the applicant named (the risk's description)
    expect(within(table).getByRole('cell', { name: 'Lote Casilda' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Cotizar' }));
    expect(await screen.findByText('Asistente agrupado')).toBeInTheDocument();
  });

  it('cancels after the confirmation (PUT negotiations/{id}/reject)', async () => {
    const api = serve(request());
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Si, cancelar!' }));
    await waitFor(() => expect(api.to('PUT', 'negotiations/7/reject')).toHaveLength(1));
    expect(await screen.findByText('La solicitud fue cancelada correctamente.')).toBeInTheDocument();
  });

  it('has neither Cotizar nor Cancelar once rejected, and badges a deleted producer', async () => {
    serve(request({ state: 'rejected', user: { ...negotiation().user, deletedAt: '2026-10-01' } }));
    show();
    expect(await screen.findByText('Productor Eliminado')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cotizar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
  });
});
