import { cloneElement, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, setupApiServer } from '../../testing/msw';
import { renderInAdmin } from '../../testing/render';
import { CampaignCharts } from './CampaignCharts';

// jsdom lays nothing out: the charts get the size a browser would give them.
vi.mock('recharts', async (original) => ({
  ...(await original<typeof import('recharts')>()),
  ResponsiveContainer: ({ children }: { children: ReactElement<{ width?: number; height?: number }> }) =>
    cloneElement(children, { width: 600, height: 260 }),
}));

const server = setupApiServer();

describe('CampaignCharts', () => {
  it('tells the two weekly series apart (colour and line, named in the legend) and names the campaign once', async () => {
    server.use(
      http.get('*/api/negotiations/statistics/charts', () =>
        HttpResponse.json({
          data: {
            campaign: { id: 2, description: 'Campaña 2026/2027', from: '2026-07-01', to: '2027-06-30' },
            weeks: [
              { week: '2026-11-09', quotations: 12, accepted: 3 },
              { week: '2026-11-16', quotations: 9, accepted: 4 },
            ],
            hectares: [],
          },
        }),
      ),
    );
    const { container } = renderInAdmin(<CampaignCharts />);
    expect((await screen.findAllByText('Campaña 2026/2027')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Campaña Campaña/)).toBeNull();
    await waitFor(() => expect(container.querySelectorAll('.recharts-legend-item')).toHaveLength(2));
    const items = [...container.querySelectorAll('.recharts-legend-item')];
    expect(items.map((i) => i.textContent).sort()).toEqual(['Aceptadas', 'Cotizaciones']);
    const colour = (i: Element) => i.querySelector('path')?.getAttribute('stroke') || i.querySelector('path')?.getAttribute('fill');
    const [a, b] = items.map(colour);
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });

  it("writes every axis's numbers as es-AR does ('2.600', not '2600')", async () => {
    server.use(
      http.get('*/api/negotiations/statistics/charts', () =>
        HttpResponse.json({
          data: {
            campaign: null,
            weeks: [
              { week: '2026-11-09', quotations: 1200, accepted: 300 },
              { week: '2026-11-16', quotations: 2400, accepted: 1100 },
            ],
            hectares: [
              { crop: 'Soja', company: 'Sancor', hectares: '2474.50' },
              { crop: 'Maíz', company: 'San Cristobal', hectares: '1300' },
            ],
          },
        }),
      ),
    );
    const { container } = renderInAdmin(<CampaignCharts />);
    const ticks = () => [...container.querySelectorAll('.recharts-yAxis-tick-labels text')].map((t) => t.textContent);
    // Quotations per week, then accepted hectares.
    await waitFor(() => expect(ticks()).toEqual(['0', '600', '1.200', '1.800', '2.400', '0', '650', '1.300', '1.950', '2.600']));
  });
});
