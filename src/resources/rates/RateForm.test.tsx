import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { RecordContextProvider, type DataProvider } from 'react-admin';
import { ApiError } from '../../http/errors';
import { normalizeFieldErrors } from '../../http/validation';
import { chooseOption, press, typeInto } from '../../testing/inputs';
import { http, HttpResponse, listBody, listHandlers, recorder, setupApiServer } from '../../testing/msw';
import { renderInAdmin } from '../../testing/render';
import { RateForm } from './RateForm';
import { at } from '../../../tests/support/present';

const server = setupApiServer();

function renderForm(create: DataProvider['create']) {
  const r = recorder();
  server.use(
    ...listHandlers({
      crops: {
        key: 'crops',
        rows: [
          { id: 1, description: 'Soja', harvest: 'thick', allowDoubleCrop: 1 },
          { id: 2, description: 'Maíz', harvest: 'thick', allowDoubleCrop: 0 },
          { id: 4, description: 'Trigo', harvest: 'thin', allowDoubleCrop: 0 },
        ],
      },
      provinces: { key: 'provinces', rows: [{ id: 14, name: 'Córdoba' }] },
    }),
    http.get('*/api/zones/provinces/14', async ({ request }) => {
      await r.record(request);
      return HttpResponse.json(listBody('zones', [{ id: 300, description: 'Marcos Juárez', provinceId: 14, companyId: 2 }]));
    }),
  );
  const onDone = vi.fn();
  renderInAdmin(
    // as on the coverage page: the coverage is the record of the context
    <RecordContextProvider value={{ id: 9, description: 'Cobertura', cropId: 1, companyId: 2, harvest: 'thick' }}>
      <RateForm coverage={{ id: 9, companyId: 2, harvest: 'thick' }} onDone={onDone} onCancel={() => undefined} />
    </RecordContextProvider>,
    { dataProvider: { create } },
  );
  return { r, onDone };
}

async function fillValid() {
  await chooseOption(/^Provincia/, 'Córdoba');
  await chooseOption(/^Departamento/, 'Marcos Juárez');
  await chooseOption(/^Cultivo/, 'Maíz');
  typeInto(/^Franquicia\/Deducible/, 'Franquicia 10%');
}

describe('RateForm', () => {
  it('shows the spec messages and does not send', async () => {
    const create = vi.fn();
    renderForm(create as never);
    await screen.findByRole('combobox', { name: /^Cultivo/ });
    typeInto(/^Prima sin impuestos/, '120');
    press(/guardar/i);
    expect(await screen.findByText('Departamento inválido')).toBeInTheDocument();
    expect(screen.getByText('Cultivo inválido')).toBeInTheDocument();
    expect(screen.getByText('Deducible/Franquicia inválida')).toBeInTheDocument();
    expect(screen.getByText('Prima inválida')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("offers the crops of the coverage's harvest and the departments of its insurer, and sends the rate", async () => {
    const create = vi.fn(async (_r: string, p: { data: Record<string, unknown> }) => ({ data: { id: 1, ...p.data } }));
    const { r, onDone } = renderForm(create as never);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Cultivo/ }));
    const crops = within(await screen.findByRole('listbox'));
    expect(await crops.findByText('Maíz')).toBeInTheDocument();
    expect(crops.queryByText('Trigo')).toBeNull();
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await fillValid();
    expect(r.seen[0]?.url.searchParams.get('filter[company]')).toBe('2');
    typeInto(/^Prima sin impuestos/, '4,75');
    press(/guardar/i);
    expect(await screen.findByText('La tasa fue registrada.')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
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
      const errors = { zoneId: ['Departamento inválido'] };
      throw new ApiError(422, 'Ocurrió un error de validación.', { errors }, normalizeFieldErrors(errors));
    });
    renderForm(create as never);
    await fillValid();
    typeInto(/^Prima sin impuestos/, '2');
    press(/guardar/i);
    expect(await screen.findByTestId('validation-errors')).toHaveTextContent('Departamento inválido');
    expect(screen.getAllByText('Departamento inválido')).toHaveLength(2);
  });
});
