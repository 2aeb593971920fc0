import { contactSchema } from '../../src/domain/client-request/schema';
import { takeContactAttempt, TOO_MANY_CONTACTS_MESSAGE } from '../auth/rate-limit';
import { HttpError } from '../http/errors';
import { routes } from '../http/route';
import { captchaFor } from './captcha';
import { createContactRequest } from './request';

/**
 * The public request form (docs/rules/client-request.md), no session: the captcha's
 * challenge (this API's own: the ALTCHA widget fetches it) and POST contacts, limited per address.
 */
export const contactRoutes = routes((api) => {
  const captcha = captchaFor(() => api.db, api.config.captchaSecret);

  api.get('/api/contacts/challenge', { config: { access: 'public' } }, async () => captcha.challenge());

  api.post('/api/contacts', { schema: { body: contactSchema }, config: { access: 'public' } }, async (request, reply) => {
    if (!(await takeContactAttempt(api.db, request.ip))) throw new HttpError(429, TOO_MANY_CONTACTS_MESSAGE);
    return reply.status(201).send({ data: await createContactRequest(api.db, captcha, request.body) });
  });
});
