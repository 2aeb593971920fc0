import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { IgnoreDiscountsTab } from './IgnoreDiscountsTab';
import { at } from '../../../tests/support/present';

// Reference lists as the API returns them (GET /api/<path> -> data.<key>).
const REFERENCES: Record<string, unknown> = {
  'modules-all': {
    data: {
      modules: [
        { id: 7, description: 'Granizo Básico', companyId: 1, company: { name: 'Sancor' } },
        { id: 12, description: 'Granizo Plus', companyId: 2, company: { name: 'San Cristobal' } },
      ],
    },
  },
  crops: {
    data: {
      crops: [
        { id: 1, description: 'Soja' },
        { id: 2, description: 'Maíz' },
        { id: 4, description: 'Trigo' },
      ],
    },
  },
  provinces: {
    data: {
      provinces: [
        { id: 2, name: 'Buenos Aires' },
        { id: 14, name: 'Córdoba' },
      ],
    },
  },
  'zones/provinces/14': {
    data: {
      zones: [
        { id: 300, description: 'Marcos Juárez', provinceId: 14, companyId: 1 },
        { id: 301, description: 'Unión', provinceId: 14, companyId: 2 },
      ],
    },
  },
};

const RULES = [
  {
    id: 5,
    moduleId: 7,
    cropId: 1,
    provinceId: 2,
    zoneId: null,
    module: { description: 'Granizo Básico', companyId: 1 },
    crop: { description: 'Soja' },
    province: { name: 'Buenos Aires' },
    zone: null,
  },
];

function renderTab() {
  const request = vi.fn(async (path: string, options: { method?: string } = {}) => {
    if (options.method === 'POST' && path === 'ignore_discounts') return { data: { id: 6 } };
    if (!options.method && path in REFERENCES) return REFERENCES[path];
    throw new Error(`unexpected call ${options.method ?? 'GET'} ${path}`);
  });
  const getList = vi.fn(async () => ({ data: RULES, total: RULES.length }));
  const dataProvider = { request, getList, getMany: vi.fn(async () => ({ data: [] })), delete: vi.fn() } as unknown as DataProvider;
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider}>
        <IgnoreDiscountsTab />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { request, getList };
}

const posts = (request: ReturnType<typeof vi.fn>) => request.mock.calls.filter(([, o]) => o?.method === 'POST');
const combo = (name: string) => screen.getByRole('combobox', { name });
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Agregar' }));

async function choose(name: string, option: string) {
  fireEvent.mouseDown(combo(name));
  fireEvent.click(await within(await screen.findByRole('listbox')).findByText(option));
}

describe('IgnoreDiscountsTab', () => {
  it('lists the stored rules', async () => {
    const { getList } = renderTab();
    expect(await screen.findByText('Granizo Básico')).toBeInTheDocument();
    expect(screen.getByText('Buenos Aires')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('ignore_discounts', expect.anything());
  });

  it('keeps the department disabled until a province is chosen, then offers its departments', async () => {
    const { request } = renderTab();
    const department = combo('Departamento');
    expect(department).toBeDisabled();
    await waitFor(() => expect(request).toHaveBeenCalledWith('provinces'));
    expect(request).not.toHaveBeenCalledWith('zones/provinces/14');
    await choose('Provincia', 'Córdoba');
    await waitFor(() => expect(combo('Departamento')).not.toBeDisabled());
    expect(request).toHaveBeenCalledWith('zones/provinces/14');
    fireEvent.mouseDown(combo('Departamento'));
    const options = within(await screen.findByRole('listbox'));
    expect(await options.findByText('Marcos Juárez (Sancor)')).toBeInTheDocument();
    expect(options.getByText('Unión (San Cristobal)')).toBeInTheDocument();
  });

  it('says a filter is needed when none is chosen and sends nothing', async () => {
    const { request } = renderTab();
    await waitFor(() => expect(request).toHaveBeenCalledWith('provinces'));
    add();
    expect(await screen.findByText('Debe completar al menos uno de los filtros')).toBeInTheDocument();
    expect(posts(request)).toHaveLength(0);
  });

  it('adds a rule with a province and a department', async () => {
    const { request } = renderTab();
    await choose('Provincia', 'Córdoba');
    await waitFor(() => expect(combo('Departamento')).not.toBeDisabled());
    await choose('Departamento', 'Unión (San Cristobal)');
    add();
    expect(await screen.findByText('La regla fue registrada.')).toBeInTheDocument();
    expect(posts(request)).toHaveLength(1);
    expect(at(posts(request), 0)[1].body).toMatchObject({ provinceId: 14, zoneId: 301 });
    expect(screen.queryByText('Debe completar al menos uno de los filtros')).toBeNull();
  });
});
