import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CreateBase, type DataProvider } from 'react-admin';
import { ROLE_ADMIN, ROLE_PRODUCER, ROLE_SUDO, ROLE_SUPERVISOR } from '../../domain/access/access';
import type { UserRef } from '../../domain/users/permissions';
import { ApiError } from '../../http/errors';
import { normalizeFieldErrors } from '../../http/validation';
import { chooseOption, typeInto as type } from '../../testing/inputs';
import { setupApiServer } from '../../testing/msw';
import { placeHandlers } from '../../testing/places';
import { renderInAdmin } from '../../testing/render';
import { UserForm } from './UserForm';
import { userFormAccess } from './userFormFields';
import { at } from '../../../tests/support/present';

setupApiServer(...placeHandlers());

const SUDO: UserRef = { id: 1, roleId: ROLE_SUDO };
const ADMIN: UserRef = { id: 2, roleId: ROLE_ADMIN };
const SUPERVISOR: UserRef = { id: 3, roleId: ROLE_SUPERVISOR };
const PRODUCER: UserRef = { id: 4, roleId: ROLE_PRODUCER, supervisorId: 3 };

function renderForm(
  actor: UserRef,
  target: UserRef | null = null,
  create: DataProvider['create'] = vi.fn(async (_r, p) => ({ data: { id: 99, ...p.data } })) as never,
) {
  const { unmount } = renderInAdmin(
    <CreateBase resource="users" redirect={false}>
      <UserForm access={userFormAccess(actor, target)} />
    </CreateBase>,
    { dataProvider: { create }, path: '/admin/usuarios/nuevo' },
  );
  return { create: create as ReturnType<typeof vi.fn>, unmount };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /guardar/i }));

async function fillValidProducer() {
  fillProducerTexts();
  await chooseOption(/^Provincia/, 'Córdoba');
  await chooseOption(/^Departamento/, 'Marcos Juárez');
  await chooseOption(/^Localidad/, 'Marcos Juárez (CP 2580)');
}

/** Every field but the address's province and locality. */
function fillProducerTexts() {
  type(/^Nombre/, 'Lucía');
  type(/^Apellido/, 'Gómez');
  type(/^CUIT/, '20-12345678-6'); // pasted with dashes: sent as its 11 digits
  type(/^Dirección/, 'Mitre 120');
  type(/^Oficina/, 'Agencia Venado');
  type(/^Legajo/, '7781');
  type(/^Código Sancor/, '55123');
  type(/^Celular/, '3462123456');
  type(/^E-mail/, 'lucia@example.com');
  type(/^Usuario/, 'lgomez');
  type(/^Clave/, 'secreta123');
  type(/^Confirmación de clave/, 'secreta123');
}

describe('UserForm', { timeout: 15_000 }, () => {
  it('shows the spec messages for a bad CUIT, cell and e-mail and for passwords that differ', async () => {
    const { create } = renderForm(ADMIN);
    fillProducerTexts();
    type(/^CUIT/, '20123456780');
    type(/^Celular/, '12345');
    type(/^E-mail/, 'no-es-un-mail');
    type(/^Confirmación de clave/, 'otra-clave-1');
    submit();
    expect(await screen.findByText('Cuit inválido')).toBeInTheDocument();
    expect(screen.getByText('Numero de teléfono inválido')).toBeInTheDocument();
    expect(screen.getByText('Email inválido. Ingrese una dirección de email correcta.')).toBeInTheDocument();
    expect(screen.getByText('Las claves no coinciden.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("sends a valid new user with the chosen 'Rol' (Supervisor: roleId 3)", async () => {
    const { create } = renderForm(ADMIN);
    await fillValidProducer();
    await chooseOption(/^Rol/, 'Supervisor');
    fireEvent.click(screen.getByLabelText('Ver simulador'));
    submit();
    await waitFor(() => expect(create).toHaveBeenCalled());
    const [, params] = at(create.mock.calls, 0);
    expect(params.data).toMatchObject({
      name: 'Lucía',
      cuit: '20123456786',
      province: 'Córdoba',
      location: 'Marcos Juárez',
      username: 'lgomez',
      password: 'secreta123',
      roleId: 3,
      seeSimulator: 1,
      maxDiscountAllow: '0',
    });
    // the department only narrows the localities: it is not sent
    expect(params.data).not.toHaveProperty('addressZoneId');
  });

  it('admin sees the producer settings, the simulator flag and a new user as Productor', () => {
    renderForm(ADMIN);
    expect(screen.getByLabelText('Ver simulador')).toBeInTheDocument();
    expect(screen.getByLabelText('Pago en especie')).toBeInTheDocument();
    expect(screen.getByText('Aseguradoras')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Rol/ })).toHaveTextContent('Productor');
    expect(screen.queryByRole('switch', { name: 'Supervisor' })).not.toBeInTheDocument();
  });

  it("'Rol' offers what the editor may give: sudo every role, admin roles 2 to 4, nobody its own", async () => {
    for (const [actor, target, roles] of [
      [SUDO, null, ['Super usuario', 'Administrador', 'Supervisor', 'Productor']],
      [ADMIN, null, ['Administrador', 'Supervisor', 'Productor']],
      [ADMIN, { id: 7, roleId: ROLE_ADMIN }, ['Administrador', 'Supervisor', 'Productor']],
    ] as const) {
      const view = renderForm(actor, target);
      fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Rol/ }));
      const options = within(await screen.findByRole('listbox')).getAllByRole('option');
      expect(options.map((o) => o.textContent)).toEqual(roles);
      view.unmount();
    }
    renderForm(ADMIN, ADMIN);
    expect(screen.queryByRole('combobox', { name: /^Rol/ })).not.toBeInTheDocument();
  });

  it('a supervisor sees username, password and discount but no flags', () => {
    renderForm(SUPERVISOR);
    expect(screen.queryByLabelText('Ver simulador')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Pago en especie')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Rol/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Usuario/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Descuento máximo/)).toBeInTheDocument();
  });

  it('a producer editing itself sees personal data and preferences only', () => {
    renderForm(PRODUCER, PRODUCER);
    expect(screen.getByLabelText(/^CUIT/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Página de inicio preferida/)).toBeInTheDocument();
    for (const label of ['Pago en especie', 'Ver simulador', 'Enviar propuesta', /^Rol/]) {
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    }
    expect(screen.queryByLabelText(/^Usuario/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Descuento máximo/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Clave/)).not.toBeInTheDocument();
  });

  it('shows server 422 messages on the fields, listed under the heading', async () => {
    const create = vi.fn(async () => {
      const errors = { username: ['El nombre de usuario ya está en uso.'] };
      throw new ApiError(422, 'Ocurrió un error de validación.', { errors }, normalizeFieldErrors(errors));
    });
    renderForm(ADMIN, null, create as never);
    await fillValidProducer();
    submit();
    const box = await screen.findByTestId('validation-errors');
    expect(box).toHaveTextContent('Ocurrió un error de validación.');
    expect(box).toHaveTextContent('El nombre de usuario ya está en uso.');
    // under the field, and the first message as a toast (a failed creation, docs/rules/users.md#alta-y-edición)
    await waitFor(() => expect(screen.getAllByText('El nombre de usuario ya está en uso.')).toHaveLength(3));
    expect(screen.getByLabelText(/^Usuario/)).toHaveAttribute('aria-invalid', 'true');
  });
});
