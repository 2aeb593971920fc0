// Texts of the HTTP layer (the spec's verbatim where it gives them; the others ours, es-AR).
import { MESSAGES } from '../domain/core/messages';

/** 'Ocurrió un error de validación.' (HTTP 422). */
export const VALIDATION_ERROR_MESSAGE = MESSAGES.validationError;
/** The spec's generic save error. */
export const GENERIC_ERROR_MESSAGE = MESSAGES.genericError;
export const NETWORK_ERROR_MESSAGE = 'No se pudo conectar con el servidor. Verificá tu conexión e intentá nuevamente.';
export const SESSION_EXPIRED_MESSAGE = 'Tu sesión terminó. Ingresá nuevamente.';
export const FORBIDDEN_MESSAGE = MESSAGES.forbidden;
export const NOT_FOUND_MESSAGE = 'El elemento solicitado no existe.';
export const TOO_MANY_REQUESTS_MESSAGE = 'Demasiados intentos. Esperá un momento e intentá nuevamente.';
