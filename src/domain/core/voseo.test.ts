// Our own texts speak to the user in one form, the es-AR voseo ('Ingresá', 'podés', 'Revisá');
// the spec's texts stay as the spec writes them (docs/decisions.md 'Textos'). This scans every
// string and JSX text of src/ and server/ (tests left out; react-admin's Spanish messages are in
// src/i18n/es.ts) for the formal address, allowing the spec's texts: ui-messages.txt and the
// quoted texts of the spec.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const specDir = join(root, '../shared/spec');

/**
 * Formal address: usted's imperatives, 'quiere'/'desea', a sentence opening with the user's
 * 'Debe'/'Puede'/'Tiene' plus a verb ('Debe enviar', 'No tiene permiso'), 'su' with what belongs
 * to the user. A field's 'Debe ser…'/'Debe tener…' describes the value, not the user.
 */
const FORMAL = [
  /\b(?:Ingrese|Seleccione|Intente|Inténtelo|Reintente|Verifique|Espere|Revise|Elija|Complete|Cambie|Contacte|Consulte|Indique|Confirme|Asegúrese|Vuelva|Haga|Escriba|Agregue|Recuerde|Aguarde|Arrastre|Filtre|Guarde|Pase|Pruebe)\b/,
  /\b(?:ingrese|seleccione|intente|inténtelo|reintente|verifique|espere|revise|elija|indique|asegúrese|vuelva|haga|aguarde)\b/,
  /\b(?:usted(?:es)?|quiere|desea)\b/i,
  /(?:^|[.!?¿¡]\s*)(?:No\s+)?(?:Debe|Puede|Tiene)\s+(?:que\s+)?(?!ser\b|tener\b|estar\b)\p{L}+(?:ar|er|ir)\b/iu,
  /(?:^|[.!?¿¡]\s*)No\s+tiene\s+(?:los\s+)?permisos?\b/i,
  /\bsu(?:s)?\s+(?:usuario|clave|contraseña|conexión|sesión|cuenta|e-?mail|correo|pedido|lista|perfil|navegador|credenciales|datos)\b/i,
];

const isFormal = (text: string) => FORMAL.some((re) => re.test(text));

function specTexts(): string[] {
  const list = readFileSync(join(specDir, 'ui-messages.txt'), 'utf8').split('\n');
  const quoted = ['administration-area.md', 'quotation-area.md'].flatMap((f) =>
    [...readFileSync(join(specDir, f), 'utf8').matchAll(/'([^'\n]{3,})'/g)].map((m) => m[1]!),
  );
  return [...list, ...quoted].map((t) => t.trim()).filter((t) => t.length >= 3);
}

/** A text is the spec's when it is one of them (or a piece of one around a placeholder), or when only spec texts in it are formal. */
function isSpecs(text: string, spec: readonly string[]): boolean {
  const t = text.trim();
  if (spec.some((s) => s.includes(t))) return true;
  let rest = t;
  for (const s of spec) for (const piece of s.split(/\{[^}]*\}/)) if (piece.trim().length >= 8) rest = rest.split(piece.trim()).join(' ');
  return !isFormal(rest);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.|\.spec\./.test(name) ? [path] : [];
  });
}

/** String literals and JSX texts of a source file, with their line (comments blanked first, keeping the lines). */
function texts(file: string): { line: number; text: string }[] {
  const source = file.replace(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/.*$/gm, (c) => c.replace(/[^\n]/g, ' '));
  const out: { line: number; text: string }[] = [];
  const patterns = [/'((?:[^'\\\n]|\\.)*)'/g, /"((?:[^"\\\n]|\\.)*)"/g, /`((?:[^`\\]|\\.)*)`/g, />([^<>{}]*\p{L}[^<>{}]*)</gu];
  for (const re of patterns)
    for (const m of source.matchAll(re)) out.push({ line: source.slice(0, m.index).split('\n').length, text: m[1]! });
  return out;
}

describe('the form of address of our texts', () => {
  it('recognises the formal address and leaves the voseo alone', () => {
    for (const formal of [
      'Ingrese su usuario',
      'Espere unos minutos e intente nuevamente.',
      'Verifique su conexión.',
      '¿Quiere agregar uno?',
    ])
      expect(isFormal(formal), formal).toBe(true);
    for (const voseo of [
      'Ingresá tu usuario',
      'Esperá unos minutos y volvé a intentar.',
      'Podés elegir hasta 50 coberturas.',
      'La cobertura tiene tasas',
    ])
      expect(isFormal(voseo), voseo).toBe(false);
  });

  it.skipIf(!existsSync(specDir))('uses the voseo in every text of src/ and server/ that is not the spec’s', () => {
    const spec = specTexts();
    const found = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'server'))].flatMap((file) =>
      texts(readFileSync(file, 'utf8'))
        .filter(({ text }) => isFormal(text) && !isSpecs(text, spec))
        .map(({ line, text }) => `${relative(root, file)}:${line}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
