import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse, recorder, setupApiServer, validationFailure } from '../testing/msw';
import { AdminTestContext } from '../testing/render';
import { negotiationsApi, useNegotiation, useNegotiationActions } from './quotations';

const server = setupApiServer();

const Wrapper = ({ children }: { children: ReactNode }) => <AdminTestContext>{children}</AdminTestContext>;

describe('negotiationsApi', () => {
  it('asks a preview with ?preview=1 on the call that would finish, and reads data.preview', async () => {
    const seen = recorder();
    server.use(
      http.post('*/api/negotiations/12', async ({ request }) => {
        await seen.record(request);
        return HttpResponse.json({
          data: { id: 12, number: 1012, state: 'initiated', type: 'grouped', isConfirmed: 0, preview: { risks: [] } },
        });
      }),
    );
    const saved = await negotiationsApi.preview({ client_id: 3, risks: [] }, { id: 12 });
    expect(saved.preview).toEqual({ risks: [] });
    expect(seen.seen[0]!.url.searchParams.get('preview')).toBe('1');
    expect(seen.seen[0]!.body).toEqual({ client_id: 3, risks: [] });
  });

  it('a 422 of a finish rejects with the field messages (nested keys kept)', async () => {
    server.use(http.post('*/api/negotiations/12', () => validationFailure({ 'risks.0.zone_id': ['Departamento inválido'] })));
    await expect(negotiationsApi.finish(12, { client_id: 3, risks: [] })).rejects.toMatchObject({
      status: 422,
      fieldErrors: { 'risks.0.zone_id': ['Departamento inválido'] },
    });
  });
});

describe('useNegotiationActions', () => {
  it('accepting sends the comment and reloads the negotiation', async () => {
    const seen = recorder();
    let loads = 0;
    server.use(
      http.get('*/api/negotiations/7', () => {
        loads += 1;
        return HttpResponse.json({ data: { id: 7, state: loads > 1 ? 'accepted' : 'initiated', risks: [] } });
      }),
      http.put('*/api/quotations/55/accept', async ({ request }) => {
        await seen.record(request);
        return HttpResponse.json({ data: { id: 55, status: 'accepted' } });
      }),
    );
    const { result } = renderHook(() => ({ detail: useNegotiation(7), actions: useNegotiationActions(7) }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.detail.data?.state).toBe('initiated'));
    await act(() => result.current.actions.accept.mutateAsync({ quotationId: 55, comment: 'Por teléfono.' }));
    expect(seen.to('PUT', 'quotations/55/accept')[0]!.body).toEqual({ comment: 'Por teléfono.' });
    await waitFor(() => expect(result.current.detail.data?.state).toBe('accepted'));
  });
});
