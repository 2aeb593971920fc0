// The users resource ('Productores registrados', docs/rules/users.md): the list, detail and form are
// built from this, and `editableBy` is who may write each field (docs/rules/users.md#quién-edita-qué):
// src/domain/users/permissions.ts reads it for the form and for the server (server/users/fields.ts).
import { COMPANIES } from '../coverages/companies';
import { CURRENCIES } from '../core/currencies';
import { PAYMENT_METHODS, RATE_OPTIONS } from '../quotations/payment';
import { PREFERRED_PAGES, PRODUCER_TYPES, USER_ROLES } from './choices';
import type { FieldDescription, ResourceDescription } from '../core/resource';
import { eachFlag, USER_FLAGS } from './flags';

/**
 * personal: whoever may edit the user (itself included); manager: supervisor (on its producers),
 * admin and sudo; admin: admin and sudo; simulator: admin and sudo, never a supervisor.
 */
export type UserFieldGroup = 'personal' | 'manager' | 'admin' | 'simulator';

const PERSONAL = 'Datos personales';
const ACCOUNT = 'Cuenta';
export const USER_SETTINGS_SECTION = 'Configuración del productor';
const PREFERENCES = 'Preferencias';

const personal = (label: string, more: Omit<FieldDescription<UserFieldGroup>, 'label'> = {}): FieldDescription<UserFieldGroup> => ({
  section: PERSONAL,
  required: true,
  editableBy: 'personal',
  ...more,
  label,
});

const fields = {
  name: personal('Nombre', { list: 1 }),
  lastname: personal('Apellido', { required: false }),
  cuit: personal('CUIT', { input: 'cuit', list: 4 }),
  address: personal('Dirección'),
  location: personal('Localidad', { input: 'place', list: 3 }),
  province: personal('Provincia', { input: 'place' }),
  office: personal('Oficina', { width: 'third', list: 2 }),
  fileNumber: personal('Legajo', { width: 'third' }),
  sancorId: personal('Código Sancor', { width: 'third' }),
  cell: personal('Celular', { input: 'phone', width: 'third', helperText: '10 dígitos' }),
  email: personal('E-mail', { input: 'email', list: 5 }),
  username: { label: 'Usuario', section: ACCOUNT, required: true, editableBy: 'manager' },
  maxDiscountAllow: {
    label: 'Descuento máximo %',
    input: 'decimal',
    format: 'percent',
    section: ACCOUNT,
    required: true,
    editableBy: 'manager',
  },
  /** Drawn by the user form (required on creation, blank for no change). */
  password: { label: 'Clave', section: ACCOUNT, editableBy: 'manager', show: false },
  password_confirmation: { label: 'Confirmación de clave', section: ACCOUNT, show: false },
  /** The form offers only the roles the editor may assign (src/domain/users/permissions.ts). */
  roleId: { label: 'Rol', input: 'select', choices: USER_ROLES, required: true, section: USER_SETTINGS_SECTION, editableBy: 'admin' },
  type: {
    label: 'Tipo de productor',
    input: 'select',
    choices: PRODUCER_TYPES,
    emptyText: 'Sin tipo',
    section: USER_SETTINGS_SECTION,
    editableBy: 'admin',
  },
  companies: { label: 'Aseguradoras', input: 'checkboxes', choices: COMPANIES, section: USER_SETTINGS_SECTION, editableBy: 'admin' },
  ...eachFlag((flag): FieldDescription<UserFieldGroup> => ({
    label: USER_FLAGS[flag],
    input: 'boolean',
    section: USER_SETTINGS_SECTION,
    // The spec gives the simulator to "admin only": admin and sudo; a supervisor may not grant it.
    editableBy: flag === 'seeSimulator' ? 'simulator' : 'admin',
    show: false,
  })),
  supervisorId: { label: 'Supervisor a cargo', input: 'none', editableBy: 'admin' },
  preferredUrl: {
    label: 'Página de inicio preferida',
    input: 'select',
    choices: PREFERRED_PAGES,
    emptyText: 'Página predeterminada',
    section: PREFERENCES,
    editableBy: 'personal',
  },
  paymentMethod: {
    label: 'Forma de pago',
    input: 'select',
    choices: PAYMENT_METHODS,
    emptyText: 'Sin preferencia',
    section: PREFERENCES,
    editableBy: 'personal',
  },
  /** Its choices depend on the payment method (drawn by the user form). */
  rateOption: {
    label: 'Opción de tasa',
    input: 'select',
    choices: RATE_OPTIONS,
    emptyText: 'Sin preferencia',
    section: PREFERENCES,
    editableBy: 'personal',
  },
  hectarePriceCurrency: {
    label: 'Moneda por defecto',
    input: 'select',
    choices: CURRENCIES,
    emptyText: 'Sin preferencia',
    section: PREFERENCES,
    editableBy: 'personal',
  },
  /** Chosen on the proposal form. */
  exchangeStoreId: { label: 'Lugar de entrega', input: 'none', editableBy: 'personal', show: false },
  id: { label: 'Acciones', input: 'none', show: false, list: 6 },
} satisfies Record<string, FieldDescription<UserFieldGroup>>;

export type UserFieldName = keyof typeof fields;

export const USER_RESOURCE: ResourceDescription<UserFieldName, UserFieldGroup> = {
  resource: 'users',
  searchLabel: 'Buscar productor',
  fields,
  detail: [
    'name',
    'lastname',
    'cuit',
    'address',
    'location',
    'province',
    'office',
    'fileNumber',
    'sancorId',
    'cell',
    'email',
    'username',
    'roleId',
    'type',
    'companies',
    'maxDiscountAllow',
    'supervisorId',
    'preferredUrl',
    'paymentMethod',
    'rateOption',
    'hectarePriceCurrency',
  ],
};
