import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CreateBase, HttpError, type DataProvider } from 'react-admin';
import { renderInAdmin } from '../../testing/render';
import { ClientForm } from './ClientForm';
import { at } from '../../../tests/support/present';

function renderForm(create: DataProvider['create'] = vi.fn(async (_r, p) => ({ data: { id: 1, ...p.data } })) as never) {
  renderInAdmin(
    <CreateBase resource="clients" redirect={false}>
      <ClientForm />
    </CreateBase>,
    { dataProvider: { create }, path: '/admin/clientes/nuevo' },
  );
  return { create };
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /guardar/i }));

describe('ClientForm', () => {
  it('shows the spec messages for bad input and does not send', async () => {
    const { create } = renderForm();
    type(/^CUIT/, '20123456780');
    type(/^Celular/, '12');
    type(/^E-mail/, 'no-es-un-mail');
    submit();
    expect(await screen.findByText('Cuit inválido')).toBeInTheDocument();
    expect(screen.getByText('Apellido de cliente inválido')).toBeInTheDocument();
    expect(screen.getByText('Dirección inválida')).toBeInTheDocument();
    expect(screen.getByText('Localidad inválida')).toBeInTheDocument();
    expect(screen.getByText('Provincia inválida')).toBeInTheDocument();
    expect(screen.getByText('Numero de teléfono inválido')).toBeInTheDocument();
    expect(screen.getByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByText('Código de cliente inválido')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('hides Nombre and says Razón Social for a legal-person CUIT', async () => {
    renderForm();
    expect(input(/^Nombre/)).toBeInTheDocument();
    type(/^Nombre/, 'Juan');
    type(/^CUIT/, '30500010912');
    await waitFor(() => expect(screen.queryByLabelText(/^Nombre/)).not.toBeInTheDocument());
    expect(input(/^Razón Social/)).toBeInTheDocument();
    type(/^CUIT/, '20123456786');
    expect(await screen.findByLabelText(/^Nombre/)).toHaveValue('');
    expect(input(/^Apellido/)).toBeInTheDocument();
  });

  it('sends a valid client with a blank name for a company', async () => {
    const { create } = renderForm();
    type(/^Nombre/, 'Juan');
    type(/^CUIT/, '30500010912');
    await waitFor(() => expect(screen.queryByLabelText(/^Nombre/)).not.toBeInTheDocument());
    type(/^Razón Social/, '  Agro del Sur S.A.  ');
    type(/^Dirección/, 'San Martín 123');
    type(/^Localidad/, 'Pergamino');
    type(/^Provincia/, 'Buenos Aires');
    type(/^Celular/, '2477123456');
    type(/^E-mail/, 'agro@example.com');
    type(/^Código de asegurado/, 'A123');
    submit();
    await waitFor(() => expect(create).toHaveBeenCalled());
    const [, params] = at((create as ReturnType<typeof vi.fn>).mock.calls, 0);
    expect(params.data).toMatchObject({ name: '', lastname: 'Agro del Sur S.A.', cuit: '30500010912' });
  });

  it('shows server 422 messages on their fields and under the validation heading', async () => {
    const create = vi.fn(async () => {
      throw new HttpError('Ocurrió un error de validación.', 422, {
        errors: {
          cuit: 'El cuit ya fue registrado.',
          email: 'El email ya existe.',
          root: { serverError: 'Ocurrió un error de validación.' },
        },
        list: ['El cuit ya fue registrado.', 'El email ya existe.'],
      });
    });
    renderForm(create as never);
    type(/^Nombre/, 'Juan');
    type(/^Apellido/, 'Pérez');
    type(/^CUIT/, '20123456786');
    type(/^Dirección/, 'Belgrano 45');
    type(/^Localidad/, 'Junín');
    type(/^Provincia/, 'Buenos Aires');
    type(/^Celular/, '2364123456');
    type(/^E-mail/, 'juan@example.com');
    type(/^Código de asegurado/, '998');
    submit();
    const box = await screen.findByTestId('validation-errors');
    expect(box).toHaveTextContent('Ocurrió un error de validación.');
    expect(box).toHaveTextContent('El cuit ya fue registrado.');
    expect(box).toHaveTextContent('El email ya existe.');
    // and on the fields
    await waitFor(() => expect(screen.getAllByText('El cuit ya fue registrado.').length).toBeGreaterThan(1));
  });

  it("shows the spec's 'Error!' dialog with the code and the server's message for any other failure", async () => {
    const create = vi.fn(async () => {
      throw new HttpError('El servidor no responde.', 503, {});
    });
    renderForm(create as never);
    fillValidClient();
    submit();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Error!');
    expect(dialog).toHaveTextContent('Ocurrio un error mientras se realizaba la operacion.');
    expect(dialog).toHaveTextContent('ERROR 503: El servidor no responde.');
    expect(screen.queryByTestId('validation-errors')).not.toBeInTheDocument();
  });
});

function fillValidClient() {
  type(/^Nombre/, 'Juan');
  type(/^Apellido/, 'Pérez');
  type(/^CUIT/, '20123456786');
  type(/^Dirección/, 'Belgrano 45');
  type(/^Localidad/, 'Junín');
  type(/^Provincia/, 'Buenos Aires');
  type(/^Celular/, '2364123456');
  type(/^E-mail/, 'juan@example.com');
  type(/^Código de asegurado/, '998');
}
