import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, HttpError, Notification, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { ChangePasswordCard } from './ChangePasswordCard';

function renderCard(request: ReturnType<typeof vi.fn>) {
  const dataProvider = { request } as unknown as DataProvider;
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider}>
        <ChangePasswordCard userId={4} />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Cambiar clave' }));

describe('ChangePasswordCard', () => {
  it('does not send passwords that differ', async () => {
    const request = vi.fn();
    renderCard(request);
    type(/^Clave actual/, 'demo1234');
    type(/^Nueva clave/, 'nueva-clave-1');
    type(/^Confirmación/, 'otra-clave-2');
    submit();
    expect(await screen.findByText('Las claves no coinciden.')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('sends PUT users/{id} with the three fields and confirms the change', async () => {
    const request = vi.fn(async () => ({ data: {} }));
    renderCard(request);
    type(/^Clave actual/, 'demo1234');
    type(/^Nueva clave/, 'nueva-clave-1');
    type(/^Confirmación/, 'nueva-clave-1');
    submit();
    expect(await screen.findByText('La clave fue cambiada exitosamente.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('users/4', {
      method: 'PUT',
      body: { current_password: 'demo1234', password: 'nueva-clave-1', password_confirmation: 'nueva-clave-1' },
    });
    await waitFor(() => expect(screen.getByLabelText(/^Clave actual/)).toHaveValue(''));
  });

  it('shows a wrong current password under its field', async () => {
    const request = vi.fn(async () => {
      throw new HttpError('Ocurrió un error de validación.', 422, {
        fieldErrors: { current_password: ['La clave actual es incorrecta.'] },
        list: ['La clave actual es incorrecta.'],
      });
    });
    renderCard(request);
    type(/^Clave actual/, 'mala-clave');
    type(/^Nueva clave/, 'nueva-clave-1');
    type(/^Confirmación/, 'nueva-clave-1');
    submit();
    await waitFor(() => expect(screen.getAllByText('La clave actual es incorrecta.')).toHaveLength(2));
    expect(screen.getByTestId('validation-errors')).toHaveTextContent('Ocurrió un error de validación.');
  });
});
