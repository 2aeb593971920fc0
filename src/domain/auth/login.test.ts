import { describe, expect, it } from 'vitest';
import { checkLogin } from './login';
import { loginSchema } from './schema';

const CASES = [
  { username: '', password: '' },
  { username: '   ', password: 'x' },
  { username: 'productor', password: '' },
  { username: '  productor  ', password: ' demo1234 ' },
  { username: 'a'.repeat(255), password: 'x' },
  { username: 'a'.repeat(256), password: 'x' },
];

describe('checkLogin (the zod-free check of /login)', () => {
  it.each(CASES)('agrees with loginSchema on %o', (values) => {
    const parsed = loginSchema.safeParse(values);
    const checked = checkLogin(values);
    if (parsed.success) {
      expect(checked).toEqual({ data: parsed.data, errors: {} });
    } else {
      const messages = Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]).reverse());
      expect(checked).toEqual({ data: null, errors: messages });
    }
  });

  it('asks for both fields when both are empty', () => {
    expect(checkLogin({ username: ' ', password: '' }).errors).toEqual({ username: 'Ingresá tu usuario', password: 'Ingresá tu clave' });
  });
});
