import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../core/validation';
import { changePasswordSchema, forgotPasswordSchema, loginSchema, resetPasswordSchema } from './schema';

function errorsOf(schema: z.ZodType, input: unknown) {
  const r = schema.safeParse(input);
  expect(r.success).toBe(false);
  return r.success ? {} : fieldErrors(r.error);
}

describe('loginSchema', () => {
  it('accepts a username and a password, trimming only the username', () => {
    expect(loginSchema.parse({ username: ' productor ', password: ' demo1234 ' })).toEqual({
      username: 'productor',
      password: ' demo1234 ',
    });
  });
  it('asks for both', () => {
    expect(errorsOf(loginSchema, { username: '  ', password: '' })).toEqual({
      username: ['Ingresá tu usuario'],
      password: ['Ingresá tu clave'],
    });
    expect(errorsOf(loginSchema, {})).toEqual({ username: ['Ingresá tu usuario'], password: ['Ingresá tu clave'] });
    expect(errorsOf(loginSchema, { username: 7, password: null })).toEqual({
      username: ['Ingresá tu usuario'],
      password: ['Ingresá tu clave'],
    });
  });
});

describe('forgotPasswordSchema', () => {
  it('takes a username or an e-mail', () => {
    expect(forgotPasswordSchema.parse({ email: ' admin ' })).toEqual({ email: 'admin' });
    expect(forgotPasswordSchema.parse({ email: 'admin@example.com' })).toEqual({ email: 'admin@example.com' });
  });
  it('requires it', () => {
    expect(errorsOf(forgotPasswordSchema, { email: '' })).toEqual({ email: ['Ingresá tu usuario o e-mail'] });
    expect(errorsOf(forgotPasswordSchema, {})).toEqual({ email: ['Ingresá tu usuario o e-mail'] });
  });
});

describe('resetPasswordSchema', () => {
  const ok = { token: 'abc123', email: 'admin@example.com', password: 'nueva-clave', password_confirmation: 'nueva-clave' };
  it('accepts matching passwords of 8 characters or more', () => {
    expect(resetPasswordSchema.parse(ok)).toEqual(ok);
    expect(resetPasswordSchema.safeParse({ ...ok, password: '12345678', password_confirmation: '12345678' }).success).toBe(true);
  });
  it('requires a token and a valid e-mail', () => {
    expect(errorsOf(resetPasswordSchema, { ...ok, token: '' })).toEqual({ token: ['El enlace para restablecer la clave no es válido.'] });
    expect(errorsOf(resetPasswordSchema, { ...ok, email: 'admin' })).toEqual({ email: ['Email inválido'] });
  });
  it('rejects short passwords', () => {
    expect(errorsOf(resetPasswordSchema, { ...ok, password: '1234567', password_confirmation: '1234567' })).toEqual({
      password: ['La clave debe tener al menos 8 caracteres.'],
    });
  });
  it('rejects passwords bcrypt would cut', () => {
    const long = 'x'.repeat(73);
    expect(errorsOf(resetPasswordSchema, { ...ok, password: long, password_confirmation: long })).toEqual({
      password: ['La clave no puede tener más de 72 caracteres.'],
    });
  });
  it('reports a mismatch on password_confirmation, also alongside other errors', () => {
    expect(errorsOf(resetPasswordSchema, { ...ok, password_confirmation: 'otra-clave' })).toEqual({
      password_confirmation: ['Las claves no coinciden.'],
    });
    expect(errorsOf(resetPasswordSchema, { ...ok, email: 'x', password_confirmation: 'otra-clave' })).toEqual({
      email: ['Email inválido'],
      password_confirmation: ['Las claves no coinciden.'],
    });
  });
});

describe('changePasswordSchema', () => {
  const ok = { current_password: 'demo1234', password: 'otra-clave', password_confirmation: 'otra-clave' };
  it('accepts a valid change', () => {
    expect(changePasswordSchema.parse(ok)).toEqual(ok);
  });
  it('requires the current password', () => {
    expect(errorsOf(changePasswordSchema, { ...ok, current_password: '' })).toEqual({ current_password: ['Ingresá tu clave actual'] });
  });
  it('checks length and confirmation', () => {
    expect(errorsOf(changePasswordSchema, { ...ok, password: 'corta', password_confirmation: 'corta' })).toEqual({
      password: ['La clave debe tener al menos 8 caracteres.'],
    });
    expect(errorsOf(changePasswordSchema, { ...ok, password_confirmation: undefined })).toEqual({
      password_confirmation: ['Las claves no coinciden.'],
    });
    expect(errorsOf(changePasswordSchema, { ...ok, password_confirmation: 'otra-clavE' })).toEqual({
      password_confirmation: ['Las claves no coinciden.'],
    });
  });
});
