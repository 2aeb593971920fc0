import { forgotPasswordSchema, resetPasswordSchema, tokenRequestSchema } from '../../src/domain/auth/schema';
import { MESSAGES } from '../../src/domain/core/messages';
import { checkOAuthClient, passwordGrant, refreshGrant } from './grant';
import { requestResetLink, resetPassword } from './password-reset';
import { revokeToken } from './tokens';
import { notFound } from '../http/errors';
import { routes } from '../http/route';
import { loadUserProfile } from '../users/profile';

/** Routes that need no token: the OAuth grants (password, refresh token), password recovery and reset. */
export const publicAuthRoutes = routes((api) => {
  api.post(
    '/oauth/token',
    { schema: { body: tokenRequestSchema }, preValidation: checkOAuthClient(api.config), config: { access: 'public' } },
    async (request, reply) => {
      const grant = request.body;
      const answer =
        grant.grant_type === 'refresh_token'
          ? await refreshGrant(api.db, grant.refresh_token)
          : await passwordGrant(api.db, grant, request.ip || 'unknown');
      return answer.status === 200 ? reply.send(answer.body) : reply.status(answer.status).send(answer.body);
    },
  );

  api.post('/api/forgot-password', { schema: { body: forgotPasswordSchema }, config: { access: 'public' } }, async (request) => {
    await requestResetLink(api.db, request.body.email, request.ip || 'unknown');
    api.jobs.wake(); // the mail job committed with the reset
    return { message: MESSAGES.checkEmail };
  });

  api.post('/api/reset-password', { schema: { body: resetPasswordSchema }, config: { access: 'public' } }, async (request) => {
    await resetPassword(api.db, request.body);
    return { message: MESSAGES.passwordUpdated };
  });
});

/** Routes of the signed-in user (registered inside the authenticated scope). */
export const authRoutes = routes((api) => {
  api.get('/api/user', { config: { access: 'authenticated' } }, async (request) => {
    const profile = await loadUserProfile(api.db, request.user.id);
    if (!profile) throw notFound(MESSAGES.userNotFound);
    return { data: profile };
  });

  /** Revokes the current token (not in the spec; the app calls it when signing out). */
  api.post('/api/logout', { config: { access: 'authenticated' } }, async (request, reply) => {
    await revokeToken(api.db, request.tokenId);
    return reply.status(204).send();
  });
});
