import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { chooseOption as choose, press } from '../../testing/inputs';
import { listHandlers, setupApiServer } from '../../testing/msw';
import { renderInAdmin } from '../../testing/render';
import { CoverageCreate } from './CoverageCreate';
import { at } from '../../../tests/support/present';

const server = setupApiServer();

function renderForm() {
  server.use(
    ...listHandlers({
      crops: {
        key: 'crops',
        rows: [
          { id: 1, description: 'Soja', harvest: 'thick', allowDoubleCrop: 1 },
          { id: 4, description: 'Trigo', harvest: 'thin', allowDoubleCrop: 0 },
        ],
      },
      companies: {
        key: 'companies',
        rows: [
          { id: 1, name: 'Sancor' },
          { id: 2, name: 'San Cristobal' },
        ],
      },
      'campaigns-all': {
        key: 'campaigns',
        rows: [{ id: 2, description: 'Campaña 2025/2026', dateFrom: '2025-07-01', dateTo: '2026-06-30' }],
      },
    }),
  );
  const create = vi.fn(async (_r: string, p: { data: Record<string, unknown> }) => ({ data: { id: 7, ...p.data } }));
  renderInAdmin(<CoverageCreate />, { dataProvider: { create: create as never } });
  return { create };
}

const submit = () => press(/guardar/i);

// the whole create screen with its reference lists: slow on a loaded machine
describe('CoverageForm', { timeout: 30_000 }, () => {
  it('shows the spec messages and does not send an empty coverage', async () => {
    const { create } = renderForm();
    await screen.findByRole('combobox', { name: /^Campaña/ });
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
    const sent = at(create.mock.calls, 0)[1].data;
    expect(sent).not.toHaveProperty('campaignId'); // the spec's payload name only
    expect(sent).toMatchObject({
      description: 'Granizo Fina',
      coverageType: 'pack',
      campaign_id: 2,
      companyId: 2,
      cropId: 4,
      harvest: 'thin',
      sancorId: null,
    });
  });
});
