import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useProposal } from '../../api/proposals';
import type { Quotation } from '../../domain/quotations/entity';
import { canDo } from '../../domain/access/access';
import { quotationProposalRefusal } from '../../domain/quotations/detail';
import { useCurrentUser } from '../../layout/useCurrentUser';
import { proposalPath } from './ProposalPage';

/**
 * The accepted card's proposal part: the numbers of GET proposals/{quotationId} once there is a
 * proposal; before, 'Nueva propuesta' for admins and users with sendProposal on a Sancor coverage.
 */
export function ProposalSection({ quotation, clientDeleted = false }: { quotation: Quotation; clientDeleted?: boolean }) {
  const { user } = useCurrentUser();
  const hasProposal = quotation.status === 'proposal';
  const { data, isError } = useProposal(quotation.id, hasProposal);
  const numbers = data ?? quotation.proposal;
  if (hasProposal)
    return numbers ? (
      <Typography variant="body2">
        N° de gestión: {numbers.managementNumber} · N° de recibo: {numbers.receiptNumber} · N° de referencia: {numbers.referenceNumber}
      </Typography>
    ) : isError ? (
      <Typography variant="body2">No se pudieron cargar los números de la propuesta.</Typography>
    ) : null;
  const allowed = canDo(user, ['proposals', 'create']) && !clientDeleted && !quotationProposalRefusal(quotation);
  if (!allowed) return null;
  return (
    <Button
      component={RouterLink}
      to={proposalPath(quotation.id, quotation.negotiationId)}
      variant="contained"
      color="primary"
      size="small"
      sx={{ mt: 1 }}
    >
      Nueva propuesta
    </Button>
  );
}
