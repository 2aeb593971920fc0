import { canSeeSimulator } from '../../domain/access';
import { MESSAGES } from '../../domain/messages';
import { useCurrentUser } from '../../layout/useCurrentUser';
import { MessagePage } from '../../pages/MessagePage';
import { UnderConstructionPage } from '../../pages/UnderConstructionPage';

/** Any user may enter the route; without the simulator permission the screen says so (administration-area.md 2.12). */
export function SimulatorPlaceholder() {
  const { user } = useCurrentUser();
  if (!canSeeSimulator(user)) return <MessagePage title="Simulador" message={MESSAGES.noSimulatorPermission} />;
  return <UnderConstructionPage section="Simulador" />;
}
