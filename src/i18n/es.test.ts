import { describe, expect, it } from 'vitest';
import english from 'ra-language-english';
import raSpanish from 'ra-language-spanish';
import { MESSAGES } from '../domain/core/messages';
import es, { overrides } from './es';
import i18nProvider from './i18nProvider';

type Tree = { [k: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );

const get = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, k) => (node && typeof node === 'object' ? (node as Tree)[k] : undefined), tree);

const placeholders = (s: string) => [...new Set(s.match(/%\{[^}]+\}/g) ?? [])].sort();

// Deliberate: the spec's empty-list text is 'No se encontraron resultados' (docs/rules/ui.md#listas).
const PLACEHOLDER_EXCEPTIONS = new Set(['ra.navigation.no_results']);

const englishLeaves = leaves(english as unknown as Tree);

/** The ra.tiptap.* keys ra-input-rich-text's toolbar buttons translate (the PDF notes' editor). */
function richTextKeys(): string[] {
  const sources = import.meta.glob<string>('/node_modules/ra-input-rich-text/dist/buttons/*.js', {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  return [...new Set(Object.values(sources).flatMap((source) => source.match(/ra\.tiptap\.[a-z0-9_]+/g) ?? []))];
}

describe('Spanish messages', () => {
  it("name every button of the rich-text toolbar in Spanish (its English is only a default, not a message key of react-admin's)", () => {
    const keys = richTextKeys();
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.filter((key) => typeof get(es as unknown as Tree, key) !== 'string')).toEqual([]);
  });

  it('cover every react-admin 5 message key', () => {
    expect(englishLeaves.length).toBeGreaterThan(150);
    const missing = englishLeaves.filter(([path]) => {
      const v = get(es as unknown as Tree, path);
      return typeof v !== 'string' || (v.trim() === '' && path !== 'ra.boolean.null');
    });
    expect(missing.map(([p]) => p)).toEqual([]);
  });

  it('keep the placeholders of each English message', () => {
    const broken = englishLeaves
      .filter(([path]) => !PLACEHOLDER_EXCEPTIONS.has(path))
      .filter(([path, en]) => {
        const spanish = get(es as unknown as Tree, path) as string;
        return placeholders(en).some((p) => !spanish.includes(p));
      })
      .map(([p]) => p);
    expect(broken).toEqual([]);
  });

  it('keep the plural forms (||||) where English has them', () => {
    const broken = englishLeaves
      .filter(([, en]) => en.includes('||||'))
      .filter(([path]) => !(get(es as unknown as Tree, path) as string).includes('||||'))
      .map(([p]) => p);
    expect(broken).toEqual([]);
  });

  it('are not left in English', () => {
    const same = englishLeaves
      .filter(([path, en]) => (get(es as unknown as Tree, path) as string) === en)
      // identical in both languages
      .filter(([, en]) => !['No', ' ', '%{name}', '%{name} %{recordRepresentation}', 'Inspector'].includes(en))
      .filter(([, en]) => !/^%\{offsetBegin\}-%\{offsetEnd\} of %\{total\}$/.test(en))
      .map(([p]) => p);
    expect(same).toEqual([]);
  });

  it('take ra-language-spanish as the base and repeat none of its texts: ours are only the es-AR differences', () => {
    const base = leaves(raSpanish as Tree);
    expect(base.length).toBeGreaterThan(70);
    const repeated = leaves(overrides as Tree).filter(([path, ours]) => get(raSpanish as Tree, path) === ours);
    expect(repeated.map(([p]) => p)).toEqual([]);
    // what the base says right reaches the app as it is
    const kept = base.filter(([path, text]) => get(es as unknown as Tree, path) === text).map(([p]) => p);
    expect(kept).toEqual(expect.arrayContaining(['ra.action.save', 'ra.navigation.no_results', 'ra.validation.required']));
    expect(kept.length).toBeGreaterThan(20);
  });

  it('translate through the i18nProvider in Spanish, with plurals and the spec texts', () => {
    expect(i18nProvider.getLocale()).toBe('es');
    expect(i18nProvider.getLocales?.()).toEqual([{ locale: 'es', name: 'Español' }]);
    expect(i18nProvider.translate('ra.action.save')).toBe('Guardar');
    expect(i18nProvider.translate('ra.navigation.no_results', { name: 'clientes' })).toBe(MESSAGES.noResults);
    expect(i18nProvider.translate('ra.notification.deleted', { smart_count: 3 })).toBe('3 elementos eliminados');
    expect(i18nProvider.translate('ra.notification.deleted', { smart_count: 1 })).toBe('Elemento eliminado');
    expect(i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 })).toBe('1-10 de 42');
    expect(i18nProvider.translate('ra.message.not_found')).toBe('La sección a la cual quiere acceder no existe.');
    expect(i18nProvider.translate('resources.clients.name', { smart_count: 2 })).toBe('Clientes');
  });
});

describe('texts that are not keys', () => {
  it('are shown as they are, with their arguments', () => {
    expect(i18nProvider.translate('Campaña creada correctamente')).toBe('Campaña creada correctamente');
    expect(i18nProvider.translate('La propuesta %{number} fue cargada de forma exitosa en el sistema externo.', { number: 77 })).toBe(
      'La propuesta 77 fue cargada de forma exitosa en el sistema externo.',
    );
  });
});
