import { useParams } from 'react-router';
import { useCanAccess } from 'react-admin';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useNegotiation } from '../../../api/quotations';
import { RecordLoadError } from '../../../components/RecordError';
import { canSimulate } from '../../../domain/quotations/detail';
import { isCancelled } from '../../../domain/quotations/list';
import { useCurrentUser } from '../../../layout/useCurrentUser';
import { pathTo } from '../../../routes';
import { ConfigurationCard } from './ConfigurationCard';
import { DocumentsMenu } from './DocumentsMenu';
import { NegotiationHeader } from './NegotiationHeader';
import { ClientCard, ProducerCard } from './PartyCards';
import { RiskBlock } from './RiskBlock';

/** /admin/negociaciones/{id}/ver (docs/rules/quotations.md#detalle); reloads after every action. */
export function NegotiationShow() {
  const { id } = useParams();
  const { data: negotiation, error, isPending, refetch } = useNegotiation(id);
  const { user } = useCurrentUser();
  const { canAccess: linkToUser = false } = useCanAccess({ resource: 'users', action: 'show' });
  if (isPending) return <LinearProgress />;
  if (error || !negotiation) return <RecordLoadError error={error} onRetry={refetch} backTo={pathTo('cotizaciones')} />;
  const clientDeleted = !!negotiation.client.deletedAt;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <NegotiationHeader negotiation={negotiation} simulate={canSimulate(negotiation, user)} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <ProducerCard producer={negotiation.user} linkToUser={linkToUser} />
        <ClientCard client={negotiation.client} />
        <ConfigurationCard negotiation={negotiation} />
      </Box>
      <DocumentsMenu negotiation={negotiation} />
      {negotiation.risks.map((risk) => (
        <RiskBlock
          key={risk.id}
          risk={risk}
          clientDeleted={clientDeleted}
          cancelled={isCancelled(negotiation)}
          historyNames={negotiation.historyNames}
        />
      ))}
    </Stack>
  );
}

export default NegotiationShow;
