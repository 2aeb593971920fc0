// The clients resource (docs/rules/clients.md#campos-y-validaciones): list, detail and form are built from this.
import { defineResource } from '../core/resource';

/** Apellido's label for a legal person's CUIT (30, 33, 34), which has no Nombre. */
export const CLIENT_BUSINESS_NAME_LABEL = 'Razón Social';

export const CLIENT_RESOURCE = defineResource({
  resource: 'clients',
  searchLabel: 'Buscar cliente',
  fields: {
    /** The producer it belongs to: admin and sudo choose it (`clients.chooseOwner`). */
    userId: { label: 'Productor', input: 'reference', reference: 'producers', optionText: 'fullName', show: false },
    name: { label: 'Nombre', list: 2 },
    lastname: { label: 'Apellido', required: true, list: 1 },
    cuit: { label: 'CUIT', input: 'cuit', required: true, list: 3 },
    address: { label: 'Dirección', required: true },
    location: { label: 'Localidad', input: 'place', required: true },
    province: { label: 'Provincia', input: 'place', required: true },
    cell: { label: 'Celular', input: 'phone', required: true, helperText: 'Entre 7 y 10 dígitos' },
    email: { label: 'E-mail', input: 'email', required: true, list: 5 },
    sancorId: { label: 'Código de asegurado', required: true, list: 4 },
    deletedAt: { label: 'Eliminado el', input: 'none', format: 'date' },
  },
});
