// Our own texts speak to the user in one form, the es-AR voseo ('Ingresá', 'podés', 'Revisá');
// the spec's texts stay as the spec writes them (docs/decisions.md 'Textos'). This scans every
// string and JSX text of src/ and server/ (tests left out; react-admin's Spanish messages are in
// src/i18n/es.ts) for the formal address, allowing only the spec's own texts listed below.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

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

/**
 * The spec's texts in the formal address, kept word for word as the spec writes them (its messages
 * and dialogs; `../shared/tools/spec-messages` checks that the source has each). A new formal text
 * is ours, and speaks in the voseo, unless the spec writes it: then it joins this list.
 */
const SPEC_FORMAL_TEXTS = new Set([
  '¿Desea enviarlo de todas formas?',
  'Seleccione al menos una cobertura básica de la misma aseguradora',
  'Complete todos los datos para registrar la campaña.',
  'Cambie las fechas de inicio y cierre para continuar.',
  'Cambie las fechas desde y hasta en su nueva campaña.',
  'La sección a la cual quiere acceder no existe.',
  'No tiene los permisos para acceder a esta sección.',
  'No tiene permiso para ver esta página',
  'Seleccione una cobertura',
  'Seleccione alguna opción',
  'Revise los datos ingresados.',
  'Debe agregar al menos un campo de riesgo.',
  'Debe seleccionar al menos una cobertura.',
  'Debe seleccionar una forma de pago.',
  'Debe seleccionar una opcion de tasa.',
  'Tipo de archivo inválido / Seleccione un archivo XLSX',
  'Debe completar al menos uno de los filtros',
  'Debe llenar todas las fechas de tipo gruesa/fina.',
  'Email inválido. Ingrese una dirección de email correcta.',
]);

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

  it('uses the voseo in every text of src/ and server/ that is not the spec’s', () => {
    const found = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'server'))].flatMap((file) =>
      texts(readFileSync(file, 'utf8'))
        .filter(({ text }) => isFormal(text) && !SPEC_FORMAL_TEXTS.has(text))
        .map(({ line, text }) => `${relative(root, file)}:${line}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
