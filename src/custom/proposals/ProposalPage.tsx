import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useNegotiation } from '../../api/quotations';
import { quotationProposalRefusal } from '../../domain/quotations/detail';
import { pathTo } from '../../routes';
import { RecordLoadError } from '../../components/RecordError';
import { ProposalForm } from './ProposalForm';

/** The query parameter that names the quotation's negotiation (the detail's button adds it). */
export const NEGOTIATION_PARAM = 'negociacion';

export const proposalPath = (quotationId: number, negotiationId: number) =>
  `${pathTo('nueva propuesta', { id: quotationId })}?${NEGOTIATION_PARAM}=${negotiationId}`;

/** /admin/cotizacion/{id}/propuesta?negociacion={n}: 'Nueva propuesta' of quotation {id}. */
export function ProposalPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const negotiationId = params.get(NEGOTIATION_PARAM) ?? undefined;
  const { data: negotiation, error, isPending, refetch } = useNegotiation(negotiationId);
  if (!negotiationId) return <Alert severity="warning">Abrí la propuesta desde el detalle de la cotización aceptada.</Alert>;
  if (isPending) return <LinearProgress />;
  if (error || !negotiation) return <RecordLoadError error={error} onRetry={refetch} backTo={pathTo('cotizaciones')} />;
  const risk = negotiation.risks.find((r) => r.quotations.some((q) => String(q.id) === id));
  const quotation = risk?.quotations.find((q) => String(q.id) === id);
  if (!risk || !quotation) return <Alert severity="warning">La cotización no es de esta negociación.</Alert>;
  // The server would refuse it (409): say why instead of a form that cannot be sent.
  const refusal = quotationProposalRefusal(quotation);
  if (refusal)
    return (
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={pathTo('ver cotizacion', { id: negotiation.id })} color="inherit" size="small">
              Volver a la cotización
            </Button>
          }
        >
          {refusal}
          {quotation.proposal ? ` N° de gestión: ${quotation.proposal.managementNumber}.` : ''}
        </Alert>
      </Box>
    );
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Card>
        <ProposalForm negotiation={negotiation} risk={risk} quotation={quotation} />
      </Card>
    </Stack>
  );
}

export default ProposalPage;
