import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { FieldDescription } from '../../domain/core/resource';
import { RATE_RESOURCE } from '../../domain/rates/resource';
import { listHandlers, setupApiServer } from '../../testing/msw';
import { renderInAdmin } from '../../testing/render';
import type { Coverage, Rate } from '../coverages/types';
import { RatesTable } from './RatesTable';

// Adding a rate's column is one entry in its description: the table and the row's inline edit show it.
const server = setupApiServer();
const fields = RATE_RESOURCE.fields as Record<string, FieldDescription>;
const RATE = {
  id: 5,
  moduleId: 9,
  zoneId: 9,
  cropId: 2,
  franchiseDeductible: 'Franquicia 10%',
  amount: '3.25',
  description: ' ',
  variety: 'Ciclo corto',
  crop: { id: 2, description: 'Maíz' },
  zone: { id: 9, description: 'Marcos Juárez', provinceId: 3, province: { id: 3, name: 'Córdoba' } },
} satisfies Rate & { variety: string };

beforeEach(() => {
  fields.variety = { label: 'Variedad', list: 3.5 };
});
afterEach(() => {
  delete fields.variety;
});

describe('rates built from their description', () => {
  it('a new column shows in the table and in the inline edit', async () => {
    server.use(...listHandlers({ provinces: { key: 'provinces', rows: [{ id: 3, name: 'Córdoba' }] } }));
    renderInAdmin(<RatesTable coverage={{ id: 9, companyId: 2 } as Coverage} />, {
      dataProvider: { getList: vi.fn(async () => ({ data: [RATE], total: 1 })) as never },
    });
    const table = await screen.findByRole('table', { name: 'Tasas' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Cultivo', 'Departamento', 'Franquicia/Deducible', 'Variedad', 'Prima sin impuestos', 'Acciones']);
    const row = within(await screen.findByTestId('rate-5'));
    expect(row.getByText('Ciclo corto')).toBeInTheDocument();

    fireEvent.click(row.getByRole('button', { name: 'Editar tasa' }));
    expect(row.getByRole('textbox', { name: 'Variedad' })).toHaveValue('Ciclo corto');
    expect(row.getByRole('textbox', { name: 'Franquicia/Deducible' })).toHaveValue('Franquicia 10%');
    expect(row.getByRole('textbox', { name: 'Prima sin impuestos (%)' })).toHaveValue('3,25');
    // the crop and department stay as text; the edit spans the edited and actions columns
    expect(row.getByText('Maíz')).toBeInTheDocument();
    expect(row.getAllByRole('cell')).toHaveLength(3);
  });
});
