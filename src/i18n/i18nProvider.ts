// Spanish only (es-AR). react-admin's messages are complete (see es.ts and its test).
import polyglotI18nProvider from 'ra-i18n-polyglot';
import es from './es';

const MESSAGE_KEY = /^(ra|ra-\w+|resources|app)\.[\w.-]+$/;

/**
 * Texts that are not keys (the spec's messages and the server's, passed straight to
 * `notify`) are shown as they are, with %{..} and |||| applied; a missing real key
 * (ra.*, resources.*, app.*) is reported in development.
 */
export function onMissingKey(key: string, options: Record<string, unknown> = {}): string {
  if (MESSAGE_KEY.test(key)) {
    if (import.meta.env?.DEV) console.warn(`Falta la traducción de "${key}"`);
    return key;
  }
  const [one = '', many] = key.split('||||');
  const count = Number(options.smart_count);
  const text = many !== undefined && options.smart_count != null && count !== 1 ? many : one;
  return text.trim().replace(/%\{(\w+)\}/g, (m, name: string) => (options[name] != null ? String(options[name]) : m));
}

export const i18nProvider = polyglotI18nProvider(() => es, 'es', [{ locale: 'es', name: 'Español' }], {
  allowMissing: false,
  onMissingKey,
});

export default i18nProvider;
