import { cloneElement, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import SavingsChart from './SavingsChart';

// jsdom lays nothing out: the chart gets the size a browser would give it. (Its axis, which
// jsdom does not draw, is checked in the browser: tests/e2e/simulator.spec.ts.)
vi.mock('recharts', async (original) => ({
  ...(await original<typeof import('recharts')>()),
  ResponsiveContainer: ({ children }: { children: ReactElement<{ width?: number; height?: number }> }) =>
    cloneElement(children, { width: 600, height: 260 }),
}));

describe('SavingsChart', () => {
  it('lists each crop with its saving in es-AR currency form, a loss as -$', () => {
    const { getByText } = render(<SavingsChart data={[{ cropId: 1, crop: 'Soja', totalSavings: '-2199012.40' }]} />);
    expect(getByText('Soja: -$ 2.199.012,40')).toBeInTheDocument();
  });
});
