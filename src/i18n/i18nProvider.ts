// Spanish only (es-AR). react-admin's messages are complete (see es.ts and its test).
import polyglotI18nProvider from 'ra-i18n-polyglot';
import es from './es';

export const i18nProvider = polyglotI18nProvider(() => es, 'es', [{ locale: 'es', name: 'Español' }], {
  allowMissing: false,
});

export default i18nProvider;
