import { MessagePage } from './MessagePage';

export const UNDER_CONSTRUCTION_MESSAGE = 'Esta sección estará disponible próximamente.';

/** Placeholder for registered screens not built yet (docs/rules/ui.md#páginas-de-solo-texto). */
export function UnderConstructionPage({ section }: { section: string }) {
  return <MessagePage title={section} message={UNDER_CONSTRUCTION_MESSAGE} />;
}

export default UnderConstructionPage;
