import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Quotation } from '../../../domain/quotations/entity';
import { formatDate } from '../../../domain/core/format';
import { acceptedHeading } from '../../../domain/quotations/detail';
import { premiumFigureTexts } from '../../../domain/quotations/premium/headings';
import { ProposalSection } from '../../proposals/ProposalSection';
import { AdvanceMailStatus } from './AdvanceMailStatus';
import { toneStyle } from '../PremiumTable';

/** The accepted (advanced, proposed) quotation of a risk, with its acceptance comment and proposal data. */
export function AcceptedCard({ quotation, currencyId }: { quotation: Quotation; currencyId: number | null | undefined }) {
  const accepted = [...quotation.quotationStatuses].reverse().find((s) => s.description === 'accepted');
  const figures = premiumFigureTexts(quotation, currencyId);
  return (
    <Box sx={{ p: 2, borderRadius: 1, ...toneStyle('success') }} data-tone="success">
      <Typography variant="h6" component="h4">
        {acceptedHeading(quotation)}
      </Typography>
      <Typography>
        {quotation.rate.module.description} ({quotation.rate.module.company.name}) · {quotation.rate.franchiseDeductible}
      </Typography>
      <Typography>
        Valor: {figures.Valor} · Costo: {figures.Costo} · Costo por ha.: {figures['Costo por ha.']}
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
