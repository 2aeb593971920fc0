import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router';
import { ApiError } from '../../http/errors';
import { normalizeFieldErrors } from '../../http/validation';
import { press, typeInto } from '../../testing/inputs';
import { renderInAdmin } from '../../testing/render';
import { CampaignCreate } from './CampaignCreate';
import { CampaignEdit } from './CampaignEdit';
import { at } from '../../../tests/support/present';

/** Where the screen navigated to after saving. */
const Landing = () => <p data-testid="landing">{useLocation().pathname}</p>;

function renderAt(path: string, dataProvider: Partial<DataProvider> = {}) {
  const create = vi.fn(async (_r: string, p: { data: object }) => ({ data: { id: 7, ...p.data } }));
  const providers = { create, ...dataProvider } as Partial<DataProvider>;
  renderInAdmin(
    <>
      <Routes>
        <Route path="/admin/campaigns/new" element={<CampaignCreate />} />
        <Route path="/admin/campaigns/:id/edit" element={<CampaignEdit />} />
        <Route path="*" element={<Landing />} />
      </Routes>
    </>,
    { dataProvider: providers, path },
  );
  return providers as { create: ReturnType<typeof vi.fn>; update?: ReturnType<typeof vi.fn> };
}

const overlap = (detail: string) =>
  new ApiError(422, 'Ocurrió un error de validación.', {}, normalizeFieldErrors({ dateFrom: [detail], dateTo: [detail] }));

describe('CampaignCreate / CampaignForm', () => {
  it('saving with empty fields shows the incomplete-fields dialog and sends nothing', async () => {
    const { create } = renderAt('/admin/campaigns/new');
    press(/guardar/i);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Error!')).toBeInTheDocument();
    expect(within(dialog).getByText('Hay campos incompletos.')).toBeInTheDocument();
    expect(within(dialog).getByText('Complete todos los datos para registrar la campaña.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('dateFrom after dateTo shows the invalid-interval dialog and sends nothing', async () => {
    const { create } = renderAt('/admin/campaigns/new');
    typeInto(/^Descripción/, 'Campaña 2030/2031');
    typeInto(/^Fecha desde/, '2031-06-30');
    typeInto(/^Fecha hasta/, '2030-07-01');
    press(/guardar/i);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Intervalo de fechas no válido.')).toBeInTheDocument();
    expect(within(dialog).getByText('Cambie las fechas de inicio y cierre para continuar.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Hay campos incompletos.')).not.toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('a server refusal on create shows the overlapping-dates dialog with its reason', async () => {
    const detail = 'Las fechas se superponen con la campaña Campaña 2030.';
    const { create } = renderAt('/admin/campaigns/new', {
      create: vi.fn(async () => {
        throw overlap(detail);
      }),
    });
    typeInto(/^Descripción/, 'Campaña 2030/2031');
    typeInto(/^Fecha desde/, '2030-07-01');
    typeInto(/^Fecha hasta/, '2031-06-30');
    press(/guardar/i);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Error!')).toBeInTheDocument();
    expect(within(dialog).getByText('Fechas de campaña solapadas')).toBeInTheDocument();
    expect(within(dialog).getByText('Cambie las fechas desde y hasta en su nueva campaña.')).toBeInTheDocument();
    expect(within(dialog).getByText(detail)).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('landing')).not.toBeInTheDocument();
  });

  it('a valid campaign is sent as {description, dateFrom, dateTo}, confirmed and opened', async () => {
    const { create } = renderAt('/admin/campaigns/new');
    typeInto(/^Descripción/, '  Campaña 2030/2031  ');
    typeInto(/^Fecha desde/, '2030-07-01');
    typeInto(/^Fecha hasta/, '2031-06-30');
    press(/guardar/i);
    expect(await screen.findByText('Campaña creada correctamente')).toBeInTheDocument();
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
      throw overlap(detail);
    });
    renderAt('/admin/campaigns/3/edit', { getOne: vi.fn(async () => ({ data: record })) as never, update });
    expect(await screen.findByLabelText(/^Descripción/)).toHaveValue('Campaña 2030/2031');
    expect(screen.getByLabelText(/^Fecha desde/)).toHaveValue('2030-07-01');
    typeInto(/^Fecha desde/, '2029-12-01');
    press(/guardar/i);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(detail)).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
    expect((update.mock.calls[0] as unknown[])[1]).toMatchObject({
      id: 3,
      data: { description: 'Campaña 2030/2031', dateFrom: '2029-12-01', dateTo: '2031-06-30' },
    });
  });
});
