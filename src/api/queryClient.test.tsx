import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { queryClient as appQueryClient } from '../App';
import { MESSAGES } from '../domain/core/messages';
import { NegotiationShow } from '../custom/quotations/detail/NegotiationShow';
import { http, HttpResponse, recorder, setupApiServer } from '../testing/msw';
import { renderInAdmin, signIn } from '../testing/render';
import { createQueryClient, retryUnlessClientError } from './queryClient';

const server = setupApiServer();

function openDetail(status: number) {
  const api = recorder();
  server.use(
    http.get('*/api/negotiations/7', async ({ request }) => {
      await api.record(request);
      return HttpResponse.json({ message: 'no' }, { status });
    }),
  );
  renderInAdmin(
    <Routes>
      <Route path="/admin/negociaciones/:id/ver" element={<NegotiationShow />} />
    </Routes>,
    // The app's own client (no test shortcut); a retried failure would wait a second or more.
    { path: '/admin/negociaciones/7/ver', authProvider: signIn({ id: 4, roleId: 4 }), queryClient: createQueryClient() },
  );
  return api;
}

describe('the app query client', () => {
  it('is the one the app gives react-admin, and it never asks a 4xx again', () => {
    const retry = appQueryClient.getDefaultOptions().queries?.retry;
    expect(retry).toBe(retryUnlessClientError);
    for (const status of [400, 401, 403, 404, 409, 422, 429]) expect(retryUnlessClientError(0, { status })).toBe(false);
    expect(retryUnlessClientError(0, { status: 500 })).toBe(true);
    expect(retryUnlessClientError(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryUnlessClientError(2, { status: 503 })).toBe(false);
    expect(appQueryClient.getDefaultOptions().mutations?.retry).toBe(false);
  });

  it("shows another producer's quotation as 403 at once, after one request", async () => {
    const api = openDetail(403);
    expect(await screen.findByText(MESSAGES.forbidden, undefined, { timeout: 900 })).toBeInTheDocument();
    expect(api.to('GET', 'negotiations/7')).toHaveLength(1);
  });

  it('shows a quotation that does not exist as 404 at once, after one request', async () => {
    const api = openDetail(404);
    expect(await screen.findByText(MESSAGES.notFound, undefined, { timeout: 900 })).toBeInTheDocument();
    expect(api.to('GET', 'negotiations/7')).toHaveLength(1);
  });
});
