// The detail's texts about documents and the advance (docs/rules/quotations.md#anticipo).
export const DOCUMENT_TEXTS = {
  attention: 'Atención!',
  needsAccepted: 'Para enviar un anticipo, primero debes aceptar una cotización',
  needsAdvance: 'Para descargar el anticipo, primero debe enviarse el anticipo con los planos por email.',
  noAdvance: 'No hay ninguna cotización anticipada',
  notAnImage: 'El archivo ({file}) no es una imagen',
  withoutPlans: 'Atención! El anticipo se va a enviar sin planos.',
  sendAnyway: '¿Desea enviarlo de todas formas?',
  sent: 'El anticipo fue enviado por email de forma exitosa.',
  mailFailed: 'Ocurrió un error mientras estaba enviando el email.',
  making: 'Generando el PDF…',
  // ours: how the advance mail went (it is sent after the advance is recorded, and retried)
  mailQueued: 'E-mail del anticipo: en cola de envío a {to}.',
  mailRetrying: 'E-mail del anticipo: todavía no salió ({reason}); se vuelve a intentar solo.',
  mailSent: 'E-mail del anticipo enviado el {date} a {to}.',
  mailFailedForGood: 'No se pudo enviar el e-mail del anticipo ({reason}).',
  resend: 'Reenviar e-mail',
  resent: 'El e-mail del anticipo quedó en cola para enviarse de nuevo.',
} as const;
