import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import { dataProvider } from '../../dataProvider';
import { http, HttpResponse, recorder, setupApiServer, validationFailure } from '../../testing/msw';
import { renderInAdmin } from '../../testing/render';
import type { Rate } from '../coverages/types';
import { RateRow } from './RateRow';

const server = setupApiServer();
const RATE: Rate = {
  id: 5,
  moduleId: 1,
  zoneId: 9,
  cropId: 2,
  franchiseDeductible: 'Franquicia 10%',
  amount: '3.25',
  description: ' ',
  crop: { id: 2, description: 'Maíz' },
  zone: { id: 9, description: 'Marcos Juárez', provinceId: 3, province: { id: 3, name: 'Córdoba' } },
};

function renderRow(answer: () => Response) {
  const r = recorder();
  server.use(
    http.put('*/api/rates/5', async ({ request }) => {
      await r.record(request);
      return answer();
    }),
  );
  renderInAdmin(
    <ResourceContextProvider value="rates">
      <Table>
        <TableBody>
          <RateRow rate={RATE} />
        </TableBody>
      </Table>
    </ResourceContextProvider>,
    { dataProvider },
  );
  const row = within(screen.getByTestId('rate-5'));
  fireEvent.click(row.getByRole('button', { name: 'Editar tasa' }));
  return { r, row };
}

describe('RateRow inline edit', { timeout: 15_000 }, () => {
  it("puts the server's 422 under the premium, in the row, without the dialog", async () => {
    const { r, row } = renderRow(() => validationFailure({ amount: ['La prima ya fue modificada por otro usuario.'] }));
    fireEvent.change(row.getByRole('textbox', { name: 'Prima sin impuestos (%)' }), { target: { value: '4,75' } });
    fireEvent.click(row.getByRole('button', { name: 'Guardar' }));
    expect(await row.findByText('La prima ya fue modificada por otro usuario.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(row.getByRole('textbox', { name: 'Prima sin impuestos (%)' })).toHaveAttribute('aria-invalid', 'true');
    expect(r.to('PUT', 'rates/5')[0]?.body).toMatchObject({ zoneId: 9, cropId: 2, franchiseDeductible: 'Franquicia 10%', amount: 4.75 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a premium of 150 without sending it, then saves 4,75 and leaves the edit', async () => {
    const { r, row } = renderRow(() => HttpResponse.json({ data: { ...RATE, amount: '4.75' } }));
    const amount = row.getByRole('textbox', { name: 'Prima sin impuestos (%)' });
    fireEvent.change(amount, { target: { value: '150' } });
    fireEvent.click(row.getByRole('button', { name: 'Guardar' }));
    expect(await row.findByText('Prima inválida', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(r.to('PUT', 'rates/5')).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '4,75' } });
    fireEvent.click(row.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La tasa fue actualizada.', {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(row.queryByRole('textbox', { name: 'Prima sin impuestos (%)' })).toBeNull());
  });
});
