// The specification's user-facing texts used by more than one place (app, server,
// tests), verbatim, with the four spelling corrections of docs/rules/ui.md#textos-de-la-especificación. Screen-specific texts
// live beside their screen or schema.

export const MESSAGES = {
  // dialogs and generic
  validationError: 'Ocurrió un error de validación.',
  noResults: 'No se encontraron resultados',
  errorTitle: 'Error!',
  doneTitle: 'Listo!',
  genericError: 'Ocurrio un error mientras se realizaba la operacion.',
  confirmTitle: '¿Estás seguro?',
  confirmText: 'Luego de esto, no podrás deshacer los cambios.',
  confirmDelete: 'Si, eliminar!',
  changesSaved: 'Los cambios fueron registrados.',
  clientLinkCopied: 'El link de solicitud de cliente fue copiado.',
  // routes
  notFound: 'La sección a la cual quiere acceder no existe.',
  forbidden: 'No tiene los permisos para acceder a esta sección.',
  noSimulatorPermission: 'No tiene permiso para ver esta página',
  // authentication
  badCredentials: 'Credenciales incorrectas.',
  userDeleted: 'Usuario Eliminado',
  userNotFound: 'Usuario no encontrado.',
  checkEmail: 'Chequea tu e-mail!',
  passwordUpdated: 'Contraseña Actualizada',
  passwordUpdateError: 'Ocurrio un error al intentar actualizar la clave.',
  recoverPassword: 'Recuperar clave',
  usernameOrEmail: 'Usuario / E-mail',
  // clients
  clientNotFound: 'No se encontró el cliente.',
  producerNotFound: 'No se encontró el productor.',
  clientDeleted: 'Cliente Eliminado',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Fills `{name}` placeholders of a spec text; unknown ones stay as written. */
export function fillMessage(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(params, key) ? String(params[key]) : whole,
  );
}
