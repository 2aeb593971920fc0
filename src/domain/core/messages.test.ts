import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGES, fillMessage } from './messages';

describe('messages', () => {
  it('fills placeholders and keeps unknown ones', () => {
    expect(fillMessage('Solicitud {number} creada correctamente', { number: 125 })).toBe('Solicitud 125 creada correctamente');
    expect(fillMessage('ERROR {code}: {message}', { code: 500, message: 'x' })).toBe('ERROR 500: x');
    expect(fillMessage('El archivo ({file}) no es una imagen', {})).toBe('El archivo ({file}) no es una imagen');
  });

  // the spec's list of interface texts, copied word for word into docs/rules/
  const specList = new URL('../../../docs/rules/ui-messages.txt', import.meta.url);
  it('uses only texts of the spec list (docs/rules/ui-messages.txt)', () => {
    const spec = new Set(
      readFileSync(specList, 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    );
    expect(Object.values(MESSAGES).filter((m) => !spec.has(m))).toEqual([]);
  });
});
