import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, CreateBase, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { CoverageForm } from './CoverageForm';
import { at } from '../../../tests/support/present';

const LISTS: Record<string, unknown[]> = {
  crops: [
    { id: 1, description: 'Soja', harvest: 'thick' },
    { id: 4, description: 'Trigo', harvest: 'thin' },
  ],
  companies: [
    { id: 1, name: 'Sancor' },
    { id: 2, name: 'San Cristobal' },
  ],
  campaigns: [{ id: 2, description: 'Campaña 2025/2026' }],
};

const fakeDataProvider = (create: DataProvider['create']): DataProvider =>
  ({
    getList: vi.fn(async (resource: string) => ({ data: LISTS[resource] ?? [], total: (LISTS[resource] ?? []).length })),
    getOne: vi.fn(),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create,
    update: vi.fn(),
    updateMany: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
  }) as unknown as DataProvider;

function renderForm() {
  const create = vi.fn(async (_r: string, p: { data: Record<string, unknown> }) => ({ data: { id: 7, ...p.data } }));
  render(
    <MemoryRouter>
      <AdminContext dataProvider={fakeDataProvider(create as never)}>
        <CreateBase resource="modules" redirect={false}>
          <CoverageForm />
        </CreateBase>
      </AdminContext>
    </MemoryRouter>,
  );
  return { create };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /guardar/i }));

async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await within(await screen.findByRole('listbox')).findByText(option));
}

describe('CoverageForm', () => {
  it('shows the spec messages and does not send an empty coverage', async () => {
    const { create } = renderForm();
    submit();
    expect(await screen.findByText('Nombre de cobertura vacío')).toBeInTheDocument();
    expect(screen.getAllByText('Seleccione alguna opción')).toHaveLength(4); // type, campaign, insurer, crop
    expect(create).not.toHaveBeenCalled();
  });

  it('asks for the Sancor ID only for Sancor, copies the harvest from the crop and sends the coverage', async () => {
    const { create } = renderForm();
    fireEvent.change(screen.getByLabelText(/^Nombre de la cobertura/), { target: { value: 'Granizo Fina' } });
    await choose(/^Tipo/, 'Pack');
    await choose(/^Campaña/, 'Campaña 2025/2026');
    await choose(/^Aseguradora/, 'Sancor');
    await choose(/^Cultivo/, 'Trigo');
    expect(screen.getByLabelText('Cosecha')).toHaveValue('Fina');
    submit();
    expect(await screen.findByText('Sancor ID Invalido')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Sancor ID/), { target: { value: '12x' } });
    submit();
    expect(await screen.findByText('Sancor ID Invalido')).toBeInTheDocument();
    await choose(/^Aseguradora/, 'San Cristobal');
    await waitFor(() => expect(screen.queryByLabelText(/^Sancor ID/)).not.toBeInTheDocument());
    submit();
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(at(create.mock.calls, 0)[1].data).toMatchObject({
      description: 'Granizo Fina',
      coverageType: 'pack',
      campaignId: 2,
      companyId: 2,
      cropId: 4,
      harvest: 'thin',
      sancorId: null,
    });
  });
});
