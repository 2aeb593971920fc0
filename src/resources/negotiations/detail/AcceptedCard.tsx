import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Quotation } from '../../../domain/entities/negotiation';
import { formatDate, formatNumber } from '../../../domain/format';
import { acceptedHeading } from '../../../domain/negotiation-detail';
import { ProposalSection } from '../../../custom/proposals/ProposalSection';
import { AdvanceMailStatus } from './AdvanceMailStatus';

/** The accepted (advanced, proposed) quotation of a risk, with its acceptance comment and proposal data. */
export function AcceptedCard({ quotation }: { quotation: Quotation }) {
  const accepted = [...quotation.quotationStatuses].reverse().find((s) => s.description === 'accepted');
  return (
    <Box sx={{ p: 2, bgcolor: 'success.light', color: 'success.contrastText', borderRadius: 1 }}>
      <Typography variant="h6" component="h4">
        {acceptedHeading(quotation)}
      </Typography>
      <Typography>
        {quotation.rate.module.description} ({quotation.rate.module.company.name}) · {quotation.rate.franchiseDeductible}
      </Typography>
      <Typography>
        Valor: {formatNumber(quotation.value)} · Costo: {formatNumber(quotation.cost)} · Costo por ha.:{' '}
        {formatNumber(quotation.costPerHectare)}
      </Typography>
      {accepted && (
        <Typography variant="body2">
          Aceptada el {formatDate(accepted.date)}
          {accepted.user ? ` por ${accepted.user.name} ${accepted.user.lastname}` : ''}
          {accepted.comment ? ` · Comentario: ${accepted.comment}` : ''}
        </Typography>
      )}
      {quotation.advance_date && <Typography variant="body2">Anticipada el {formatDate(quotation.advance_date)}</Typography>}
      <AdvanceMailStatus quotation={quotation} />
      <ProposalSection quotation={quotation} />
    </Box>
  );
}
