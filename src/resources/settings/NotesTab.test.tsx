import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse, listBody, setupApiServer } from '../../testing/msw';
import { renderInAdmin } from '../../testing/render';
import { NotesTab } from './NotesTab';

const server = setupApiServer();
const NOTE = {
  id: 4,
  paymentMethodId: 3,
  rateOptionId: 1,
  hectarePriceCurrencyId: 1,
  value: '<p>Pagadero en <strong>quintales</strong>.</p>',
};

describe('NotesTab', () => {
  it("names each note's payment method, rate option and currency, in its row and in the edit dialog", async () => {
    server.use(http.get('*/api/notes', () => HttpResponse.json(listBody('notes', [NOTE]))));
    renderInAdmin(<NotesTab />);
    const table = await screen.findByRole('table', { name: 'Aclaraciones de PDFs' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Forma de pago', 'Opción de tasa', 'Moneda', 'Aclaración', '']);
    const row = within(screen.getByTestId('note-4'));
    expect(row.getByText('Pago en Especie')).toBeInTheDocument();
    expect(row.getByText('Prima con IVA')).toBeInTheDocument();
    expect(row.getByText('Quintal (QQ)')).toBeInTheDocument();
    fireEvent.click(row.getByRole('button', { name: 'Editar' }));
    expect(
      await screen.findByRole('dialog', { name: 'Editar aclaración: Pago en Especie · Prima con IVA · Quintal (QQ)' }),
    ).toBeInTheDocument();
  });
});
