import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CreateBase, type DataProvider } from 'react-admin';
import { ApiError } from '../../http/errors';
import { normalizeFieldErrors } from '../../http/validation';
import { chooseOption, press, typeInto } from '../../testing/inputs';
import { ROLE_ADMIN, ROLE_PRODUCER } from '../../domain/access/access';
import { http, HttpResponse, listBody, setupApiServer } from '../../testing/msw';
import { placeHandlers } from '../../testing/places';
import { renderInAdmin, signIn } from '../../testing/render';
import { ClientForm } from './ClientForm';
import { at } from '../../../tests/support/present';

const server = setupApiServer();

function renderForm(
  create: DataProvider['create'] = vi.fn(async (_r, p) => ({ data: { id: 1, ...p.data } })) as never,
  roleId = ROLE_PRODUCER,
) {
  server.use(
    ...placeHandlers(),
    http.get('*/api/all-users', () =>
      HttpResponse.json(
        listBody('users', [{ id: 4, name: 'Pedro', lastname: 'Productor', fullName: 'Pedro Productor', roleId: 4, supervisorId: 3 }]),
      ),
    ),
  );
  renderInAdmin(
    <CreateBase resource="clients" redirect={false}>
      <ClientForm />
    </CreateBase>,
    { dataProvider: { create }, path: '/admin/clientes/nuevo', authProvider: signIn({ id: roleId, roleId }) },
  );
  return { create: create as ReturnType<typeof vi.fn> };
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => press(/guardar/i);

async function fillValidClient() {
  typeInto(/^Nombre/, 'Juan');
  typeInto(/^Apellido/, 'Pérez');
  typeInto(/^CUIT/, '20123456786');
  typeInto(/^Dirección/, 'Belgrano 45');
  await chooseOption(/^Provincia/, 'Buenos Aires');
  await chooseOption(/^Departamento/, 'Junín');
  await chooseOption(/^Localidad/, 'Junín (CP 6000)');
  typeInto(/^Celular/, '2364123456');
  typeInto(/^E-mail/, 'juan@example.com');
  typeInto(/^Código de asegurado/, '998');
}

/** The ApiError a 422 of the API becomes. */
const validation422 = (errors: Record<string, string[]>) =>
  new ApiError(422, 'Ocurrió un error de validación.', { errors }, normalizeFieldErrors(errors));

describe('ClientForm', { timeout: 15_000 }, () => {
  it('shows the spec messages for bad input and does not send', async () => {
    const { create } = renderForm();
    typeInto(/^CUIT/, '20123456780');
    typeInto(/^Celular/, '12');
    typeInto(/^E-mail/, 'no-es-un-mail');
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
    typeInto(/^Nombre/, 'Juan');
    typeInto(/^CUIT/, '30500010912');
    await waitFor(() => expect(screen.queryByLabelText(/^Nombre/)).not.toBeInTheDocument());
    expect(input(/^Razón Social/)).toBeInTheDocument();
    typeInto(/^CUIT/, '20123456786');
    expect(await screen.findByLabelText(/^Nombre/)).toHaveValue('');
    expect(input(/^Apellido/)).toBeInTheDocument();
  });

  it('sends a valid client: CUIT and cell cleaned, province and locality by name, no department', async () => {
    const { create } = renderForm();
    await fillValidClient();
    typeInto(/^CUIT/, '20-12345678-6');
    typeInto(/^Celular/, '236 412-3456');
    expect(input(/^CUIT/)).toHaveValue('20123456786');
    submit();
    await waitFor(() => expect(create).toHaveBeenCalled());
    const [, params] = at(create.mock.calls, 0);
    expect(params.data).toEqual({
      name: 'Juan',
      lastname: 'Pérez',
      cuit: '20123456786',
      address: 'Belgrano 45',
      location: 'Junín',
      province: 'Buenos Aires',
      cell: '2364123456',
      email: 'juan@example.com',
      sancorId: '998',
    });
  });

  it('admin and sudo choose the producer the client belongs to', async () => {
    const { create } = renderForm(undefined, ROLE_ADMIN);
    await chooseOption(/^Productor/, 'Pedro Productor');
    await fillValidClient();
    submit();
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(at(create.mock.calls, 0)[1].data).toMatchObject({ userId: 4, cuit: '20123456786' });
  });

  it('a producer has no producer to choose', async () => {
    renderForm();
    await screen.findByRole('combobox', { name: /^Provincia/ });
    expect(screen.queryByRole('combobox', { name: /^Productor/ })).not.toBeInTheDocument();
  });

  it('shows server 422 messages on their fields and under the validation heading', async () => {
    const create = vi.fn(async () => {
      throw validation422({ cuit: ['Ya existe un cliente con ese CUIT.'], email: ['El email ya existe.'] });
    });
    renderForm(create as never);
    await fillValidClient();
    submit();
    const box = await screen.findByTestId('validation-errors');
    expect(box).toHaveTextContent('Ocurrió un error de validación.');
    expect(box).toHaveTextContent('Ya existe un cliente con ese CUIT.');
    expect(box).toHaveTextContent('El email ya existe.');
    // and under the CUIT input
    await waitFor(() => expect(input(/^CUIT/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Ya existe un cliente con ese CUIT.')).toHaveLength(2);
  });

  it("shows the spec's 'Error!' dialog with the code and the server's message for any other failure", async () => {
    const create = vi.fn(async () => {
      throw new ApiError(503, 'El servidor no responde.');
    });
    renderForm(create as never);
    await fillValidClient();
    submit();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Error!');
    expect(dialog).toHaveTextContent('Ocurrio un error mientras se realizaba la operacion.');
    expect(dialog).toHaveTextContent('ERROR 503: El servidor no responde.');
    expect(screen.queryByTestId('validation-errors')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
  });
});
