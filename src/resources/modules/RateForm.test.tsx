import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, RecordContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { RateForm } from './RateForm';
import { at } from '../../../tests/support/present';

const LISTS: Record<string, unknown[]> = {
  crops: [
    { id: 1, description: 'Soja', harvest: 'thick' },
    { id: 2, description: 'Maíz', harvest: 'thick' },
    { id: 4, description: 'Trigo', harvest: 'thin' },
  ],
  provinces: [{ id: 14, name: 'Córdoba' }],
  zones: [{ id: 300, description: 'Marcos Juárez' }],
};

function renderForm(create: DataProvider['create']) {
  const getList = vi.fn(async (resource: string) => ({ data: LISTS[resource] ?? [], total: (LISTS[resource] ?? []).length }));
  const dataProvider = { getList, getOne: vi.fn(), getMany: vi.fn(async () => ({ data: [] })), create } as unknown as DataProvider;
  const onDone = vi.fn();
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider}>
        {/* as on the coverage page: the coverage is the record of the context */}
        <RecordContextProvider value={{ id: 9, description: 'Cobertura', cropId: 1, companyId: 2, harvest: 'thick' }}>
          <RateForm coverage={{ id: 9, companyId: 2, harvest: 'thick' }} onDone={onDone} onCancel={() => undefined} />
        </RecordContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { getList, onDone };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /guardar/i }));

async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await within(await screen.findByRole('listbox')).findByText(option));
}

async function fillValid() {
  await choose(/^Provincia/, 'Córdoba');
  const zone = screen.getByRole('combobox', { name: /^Departamento/ });
  await waitFor(() => expect(zone).not.toBeDisabled());
  fireEvent.mouseDown(zone);
  fireEvent.click(await screen.findByText('Marcos Juárez'));
  await choose(/^Cultivo/, 'Maíz');
  fireEvent.change(screen.getByLabelText(/^Franquicia\/Deducible/), { target: { value: 'Franquicia 10%' } });
}

describe('RateForm', () => {
  it('shows the spec messages and does not send', async () => {
    const create = vi.fn();
    renderForm(create as never);
    fireEvent.change(screen.getByLabelText(/^Prima sin impuestos/), { target: { value: '120' } });
    submit();
    expect(await screen.findByText('Departamento inválido')).toBeInTheDocument();
    expect(screen.getByText('Cultivo inválido')).toBeInTheDocument();
    expect(screen.getByText('Deducible/Franquicia inválida')).toBeInTheDocument();
    expect(screen.getByText('Prima inválida')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('offers the crops of the coverage harvest and the departments of its insurer, and sends the rate', async () => {
    const create = vi.fn(async (_r: string, p: { data: Record<string, unknown> }) => ({ data: { id: 1, ...p.data } }));
    const { getList, onDone } = renderForm(create as never);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Cultivo/ }));
    const crops = within(await screen.findByRole('listbox'));
    expect(crops.queryByText('Trigo')).toBeNull();
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await fillValid();
    const zoneCall = getList.mock.calls.find((c) => c[0] === 'zones') as unknown as [string, { filter: object; meta: { path: string } }];
    expect(zoneCall[1].filter).toEqual({ company: 2 });
    expect(zoneCall[1].meta.path).toBe('zones/provinces/14');
    fireEvent.change(screen.getByLabelText(/^Prima sin impuestos/), { target: { value: '4,75' } });
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(at(create.mock.calls, 0)[1].data).toEqual({
      moduleId: 9,
      zoneId: 300,
      cropId: 2,
      franchiseDeductible: 'Franquicia 10%',
      amount: '4.75',
      description: ' ',
    });
  });

  it('puts the server messages on their fields', async () => {
    const create = vi.fn(async () => {
      throw new HttpError('Ocurrió un error de validación.', 422, {
        errors: { zoneId: ['Departamento inválido'] },
        list: ['Departamento inválido'],
      });
    });
    renderForm(create as never);
    await fillValid();
    fireEvent.change(screen.getByLabelText(/^Prima sin impuestos/), { target: { value: '2' } });
    submit();
    expect(await screen.findAllByText('Departamento inválido')).not.toHaveLength(0);
    expect(screen.getByText('Ocurrió un error de validación.')).toBeInTheDocument();
  });
});
