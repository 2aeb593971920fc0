import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, Notification, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { CampaignCreate } from './CampaignCreate';
import { CampaignEdit } from './CampaignEdit';
import { at } from '../../../tests/support/present';

const fakeDataProvider = (overrides: Partial<Record<keyof DataProvider, unknown>> = {}): DataProvider =>
  ({
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    getOne: vi.fn(),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async (_r: string, p: { data: object }) => ({ data: { id: 7, ...p.data } })),
    update: vi.fn(),
    updateMany: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
    ...overrides,
  }) as unknown as DataProvider;

/** Where the screen navigated to after saving. */
const Landing = () => <p data-testid="landing">{useLocation().pathname}</p>;

function renderAt(path: string, dataProvider: DataProvider) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider}>
        <Routes>
          <Route path="/admin/campaigns/new" element={<CampaignCreate />} />
          <Route path="/admin/campaigns/:id/edit" element={<CampaignEdit />} />
          <Route path="*" element={<Landing />} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider;
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /guardar/i }));
const errorDialog = async () => screen.findByRole('dialog');

describe('CampaignCreate / CampaignForm', () => {
  it('saving with empty fields shows the incomplete-fields dialog and sends nothing', async () => {
    const dp = renderAt('/admin/campaigns/new', fakeDataProvider());
    submit();
    const dialog = await errorDialog();
    expect(within(dialog).getByText('Error!')).toBeInTheDocument();
    expect(within(dialog).getByText('Hay campos incompletos.')).toBeInTheDocument();
    expect(within(dialog).getByText('Complete todos los datos para registrar la campaña.')).toBeInTheDocument();
    expect(dp.create).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a description alone is still incomplete', async () => {
    const dp = renderAt('/admin/campaigns/new', fakeDataProvider());
    type(/^Descripción/, 'Campaña 2030/2031');
    submit();
    const dialog = await errorDialog();
    expect(within(dialog).getByText('Hay campos incompletos.')).toBeInTheDocument();
    expect(dp.create).not.toHaveBeenCalled();
  });

  it('dateFrom after dateTo shows the invalid-interval dialog and sends nothing', async () => {
    const dp = renderAt('/admin/campaigns/new', fakeDataProvider());
    type(/^Descripción/, 'Campaña 2030/2031');
    type(/^Fecha desde/, '2031-06-30');
    type(/^Fecha hasta/, '2030-07-01');
    submit();
    const dialog = await errorDialog();
    expect(within(dialog).getByText('Error!')).toBeInTheDocument();
    expect(within(dialog).getByText('Intervalo de fechas no válido.')).toBeInTheDocument();
    expect(within(dialog).getByText('Cambie las fechas de inicio y cierre para continuar.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Hay campos incompletos.')).not.toBeInTheDocument();
    expect(dp.create).not.toHaveBeenCalled();
  });

  it('a server refusal on create shows the overlapping-dates dialog', async () => {
    const detail = 'Las fechas se superponen con la campaña Campaña 2030.';
    const create = vi.fn(async () => {
      throw new HttpError('Ocurrió un error de validación.', 422, {
        errors: { dateFrom: detail, dateTo: detail, root: { serverError: 'Ocurrió un error de validación.' } },
        fieldErrors: { dateFrom: [detail], dateTo: [detail] },
        list: [detail],
      });
    });
    renderAt('/admin/campaigns/new', fakeDataProvider({ create }));
    type(/^Descripción/, 'Campaña 2030/2031');
    type(/^Fecha desde/, '2030-07-01');
    type(/^Fecha hasta/, '2031-06-30');
    submit();
    const dialog = await errorDialog();
    expect(within(dialog).getByText('Error!')).toBeInTheDocument();
    expect(within(dialog).getByText('Fechas de campaña solapadas')).toBeInTheDocument();
    expect(within(dialog).getByText('Cambie las fechas desde y hasta en su nueva campaña.')).toBeInTheDocument();
    expect(within(dialog).getByText(detail)).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('landing')).not.toBeInTheDocument();
  });

  it('a valid campaign is sent as {description, dateFrom, dateTo}, confirmed and opened', async () => {
    const dp = renderAt('/admin/campaigns/new', fakeDataProvider());
    type(/^Descripción/, '  Campaña 2030/2031  ');
    type(/^Fecha desde/, '2030-07-01');
    type(/^Fecha hasta/, '2031-06-30');
    submit();
    expect(await screen.findByText('Campaña creada correctamente')).toBeInTheDocument();
    const create = dp.create as ReturnType<typeof vi.fn>;
    expect(create).toHaveBeenCalledTimes(1);
    const [resource, params] = at(create.mock.calls, 0);
    expect(resource).toBe('campaigns');
    expect(params.data).toEqual({ description: 'Campaña 2030/2031', dateFrom: '2030-07-01', dateTo: '2031-06-30' });
    expect(await screen.findByTestId('landing')).toHaveTextContent('/admin/campaigns/7/view');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('CampaignEdit', () => {
  const record = { id: 3, description: 'Campaña 2030/2031', dateFrom: '2030-07-01', dateTo: '2031-06-30' };

  it('loads the campaign into the form and shows the server text when the update is refused', async () => {
    const detail = 'Las fechas se superponen con la campaña Campaña 2029.';
    const update = vi.fn(async () => {
      throw new HttpError('Ocurrió un error de validación.', 422, {
        errors: { dateFrom: detail, root: { serverError: 'Ocurrió un error de validación.' } },
        fieldErrors: { dateFrom: [detail] },
      });
    });
    renderAt('/admin/campaigns/3/edit', fakeDataProvider({ getOne: vi.fn(async () => ({ data: record })), update }));
    expect(await screen.findByLabelText(/^Descripción/)).toHaveValue('Campaña 2030/2031');
    expect(screen.getByLabelText(/^Fecha desde/)).toHaveValue('2030-07-01');
    type(/^Fecha desde/, '2029-12-01');
    submit();
    const dialog = await errorDialog();
    expect(within(dialog).getByText(detail)).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
    expect((update.mock.calls[0] as unknown[])[1]).toMatchObject({
      id: '3',
      data: { description: 'Campaña 2030/2031', dateFrom: '2029-12-01', dateTo: '2031-06-30' },
    });
  });
});
