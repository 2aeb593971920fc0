// The public request form (docs/rules/client-request.md): no session. The captcha's
// challenge is fetched by the ALTCHA widget itself (GET contacts/challenge).
import type { ContactInput } from '../domain/client-request/schema';
import { api } from './client';

export const contactsApi = {
  /** POST contacts: the applicant, its field risks and the solved captcha; the new request's id and number. */
  send: async (payload: ContactInput) => (await api.post<{ data: { id: number; number: number } }>('contacts', payload)).data,
};
