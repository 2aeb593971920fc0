import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { useDelete, useGetList, useUpdate, type DataProvider } from 'ra-core';
import { http, HttpResponse, listBody, setupApiServer } from '../testing/msw';
import { AdminTestContext } from '../testing/render';
import { createQueryClient } from './queryClient';
import { useStatistics } from './dashboard';
import { useNegotiation, useNegotiationActions } from './quotations';
import { useCrops } from './reference';

const server = setupApiServer();

/** Serves a negotiation, the dashboard's counters and the crops; counts how often each is read. */
function serveReads() {
  const reads = { negotiation: 0, statistics: 0, crops: 0, list: 0 };
  server.use(
    http.get('*/api/negotiations/7', () => {
      reads.negotiation += 1;
      return HttpResponse.json({ data: { id: 7, state: 'initiated', risks: [] } });
    }),
    http.get('*/api/negotiations/statistics', () => {
      reads.statistics += 1;
      return HttpResponse.json({ data: { total: reads.statistics } });
    }),
    http.get('*/api/crops', () => {
      reads.crops += 1;
      return HttpResponse.json(listBody('crops', [{ id: 1, description: 'Soja' }]));
    }),
    http.put('*/api/quotations/55/accept', () => HttpResponse.json({ data: { id: 55, status: 'accepted' } })),
  );
  return reads;
}

const dataProvider = (reads: { list: number }): Partial<DataProvider> => ({
  getList: async () => {
    reads.list += 1;
    return { data: [{ id: 7 }] as any[], total: 1 };
  },
});

function renderViews(reads: ReturnType<typeof serveReads>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminTestContext dataProvider={dataProvider(reads)}>{children}</AdminTestContext>
  );
  return renderHook(
    () => ({
      detail: useNegotiation(7),
      statistics: useStatistics(),
      crops: useCrops(),
      list: useGetList('negotiations', { pagination: { page: 1, perPage: 10 } }),
      update: useUpdate(undefined, undefined, { returnPromise: true })[0],
      remove: useDelete(undefined, undefined, { returnPromise: true })[0],
      actions: useNegotiationActions(7),
    }),
    { wrapper },
  );
}

async function loaded(result: ReturnType<typeof renderViews>['result']) {
  await waitFor(() => {
    expect(result.current.detail.data?.id).toBe(7);
    expect(result.current.statistics.data).toBeDefined();
    expect(result.current.crops.data).toHaveLength(1);
    expect(result.current.list.data).toHaveLength(1);
  });
}

describe('one data path: a write refreshes every view of its resource', () => {
  type Views = ReturnType<typeof renderViews>['result']['current'];
  const writes: [string, (views: Views) => Promise<unknown>][] = [
    ['update', (v) => v.update('negotiations', { id: 7, data: { observations: 'x' }, previousData: { id: 7 } })],
    ['delete', (v) => v.remove('negotiations', { id: 7, previousData: { id: 7 } })],
  ];

  it.each(writes)("react-admin's %s of a negotiation reloads the detail and the dashboard, not the crops", async (_, write) => {
    const reads = serveReads();
    const { result } = renderViews(reads);
    await loaded(result);
    expect(reads).toEqual({ negotiation: 1, statistics: 1, crops: 1, list: 1 });
    await act(() => write(result.current));
    await waitFor(() => expect(reads.negotiation).toBe(2));
    await waitFor(() => expect(reads.statistics).toBe(2));
    expect(reads.crops).toBe(1);
  });

  it("a custom write (accepting a quotation) reloads react-admin's list, the detail and the dashboard before it resolves", async () => {
    const reads = serveReads();
    const { result } = renderViews(reads);
    await loaded(result);
    await act(() => result.current.actions.accept.mutateAsync({ quotationId: 55 }));
    expect(reads).toEqual({ negotiation: 2, statistics: 2, crops: 1, list: 2 });
  });

  it('a list whose first read was still on its way when the write ended is read again (a search typed just before a removal)', async () => {
    const queryClient = createQueryClient();
    let assigned = true;
    let answerFirstRead: (rows: string[]) => void = () => {};
    let reads = 0;
    const unassigned = new QueryObserver(queryClient, {
      queryKey: ['clients', 'getList', { filter: { search: 'gómez' } }],
      queryFn: () => {
        reads += 1;
        // the first read reaches the server before the removal and is answered after it
        if (reads === 1) return new Promise<string[]>((resolve) => (answerFirstRead = resolve));
        return Promise.resolve(assigned ? [] : ['Gómez']);
      },
    });
    const stop = unassigned.subscribe(() => {});
    await waitFor(() => expect(reads).toBe(1));
    const removal = new MutationObserver(queryClient, {
      mutationFn: async () => {
        assigned = false;
      },
      meta: { invalidates: ['clients'] },
    }).mutate();
    await new Promise((resolve) => setTimeout(resolve, 0));
    answerFirstRead([]);
    await removal;
    expect(unassigned.getCurrentResult().data).toEqual(['Gómez']);
    expect(reads).toBe(2);
    stop();
  });
});
