// Login, password recovery, reset and change (docs/rules/auth.md).

import { z } from 'zod';
import { INVALID_PAYLOAD_MESSAGE, MAX_TEXT_LENGTH, emailField, whenObject } from '../core/fields';
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './login';

export { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** A password is taken as typed (never trimmed). */
const requiredPassword = (message: string) => z.string({ error: message }).min(1, { error: message });

const newPassword = z.string({ error: AUTH_MESSAGES.passwordTooShort }).superRefine((s, ctx) => {
  if (s.length < PASSWORD_MIN_LENGTH) ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.passwordTooShort });
  else if (s.length > PASSWORD_MAX_LENGTH) ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.passwordTooLong });
});

const confirmation = z.string({ error: AUTH_MESSAGES.passwordMismatch });

/** Reports a mismatch on password_confirmation, even when other fields failed too. */
function confirmationMatches(data: unknown, ctx: z.RefinementCtx) {
  const v = data as { password?: unknown; password_confirmation?: unknown };
  if (typeof v.password !== 'string' || typeof v.password_confirmation !== 'string') return;
  if (v.password !== v.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: AUTH_MESSAGES.passwordMismatch });
  }
}

export const loginSchema = z.object(
  {
    username: z
      .string({ error: AUTH_MESSAGES.username })
      .trim()
      .min(1, { error: AUTH_MESSAGES.username })
      .max(MAX_TEXT_LENGTH, { error: AUTH_MESSAGES.username }),
    password: requiredPassword(AUTH_MESSAGES.password),
  },
  { error: INVALID_PAYLOAD_MESSAGE },
);
export type LoginInput = z.input<typeof loginSchema>;

/** `grant_type=refresh_token`: a new token pair for the refresh token of a live session (rotating). */
export const refreshGrantSchema = z.object(
  {
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string({ error: INVALID_PAYLOAD_MESSAGE }).min(1, { error: INVALID_PAYLOAD_MESSAGE }).max(MAX_TEXT_LENGTH),
  },
  { error: INVALID_PAYLOAD_MESSAGE },
);

/** POST /oauth/token: the password grant (grant_type may be left out) or the refresh-token grant. */
export const tokenRequestSchema = z.preprocess(
  (body) =>
    typeof body === 'object' && body !== null && !Array.isArray(body) && (body as { grant_type?: unknown }).grant_type === undefined
      ? { ...body, grant_type: 'password' }
      : body,
  z.discriminatedUnion('grant_type', [loginSchema.extend({ grant_type: z.literal('password') }), refreshGrantSchema], {
    error: INVALID_PAYLOAD_MESSAGE,
  }),
);

/** 'Usuario / E-mail': a username or an e-mail address (POST /api/forgot-password, field email). */
export const forgotPasswordSchema = z.object(
  {
    email: z
      .string({ error: AUTH_MESSAGES.usernameOrEmail })
      .trim()
      .min(1, { error: AUTH_MESSAGES.usernameOrEmail })
      .max(MAX_TEXT_LENGTH, { error: AUTH_MESSAGES.usernameOrEmail }),
  },
  { error: INVALID_PAYLOAD_MESSAGE },
);
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object(
    {
      token: z.string({ error: AUTH_MESSAGES.token }).trim().min(1, { error: AUTH_MESSAGES.token }),
      email: emailField(AUTH_MESSAGES.email),
      password: newPassword,
      password_confirmation: confirmation,
    },
    { error: INVALID_PAYLOAD_MESSAGE },
  )
  .superRefine(confirmationMatches, { when: whenObject });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** A new password equal to the current one is no change (the server refuses it too: server/users/writes.ts). */
function differsFromCurrent(data: unknown, ctx: z.RefinementCtx) {
  const v = data as { password?: unknown; current_password?: unknown };
  if (typeof v.password === 'string' && v.password !== '' && v.password === v.current_password) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: AUTH_MESSAGES.samePassword });
  }
}

export const changePasswordSchema = z
  .object(
    {
      current_password: requiredPassword(AUTH_MESSAGES.currentPassword),
      password: newPassword,
      password_confirmation: confirmation,
    },
    { error: INVALID_PAYLOAD_MESSAGE },
  )
  .superRefine(confirmationMatches, { when: whenObject })
  .superRefine(differsFromCurrent, { when: whenObject });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
