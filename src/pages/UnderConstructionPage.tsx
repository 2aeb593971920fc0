import { MessagePage } from './MessagePage';

export const UNDER_CONSTRUCTION_MESSAGE = 'Esta sección estará disponible próximamente.';

/** Placeholder for screens of spec 2.3 not built yet. */
export function UnderConstructionPage({ section }: { section: string }) {
  return <MessagePage title={section} message={UNDER_CONSTRUCTION_MESSAGE} />;
}

export default UnderConstructionPage;
