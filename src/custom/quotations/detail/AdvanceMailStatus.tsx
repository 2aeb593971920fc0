import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { useResendAdvanceMail } from '../../../api/documents';
import { useErrorDialog } from '../../../components/form/ErrorDialogProvider';
import type { Quotation } from '../../../domain/quotations/entity';
import { formatDateTime } from '../../../domain/core/format';
import { MESSAGES, fillMessage } from '../../../domain/core/messages';
import { DOCUMENT_TEXTS } from './documentTexts';

/**
 * How the advance mail of the quotation went: waiting or retried, sent, or failed for good (then
 * 'Reenviar e-mail' queues it again). Nothing when the API does not say (the original API).
 */
export function AdvanceMailStatus({ quotation }: { quotation: Quotation }) {
  const mail = quotation.advanceMail;
  const resend = useResendAdvanceMail();
  const { showError, showMessage } = useErrorDialog();
  if (!mail) return null;
  const to = mail.recipients || '—';
  const reason = mail.error ?? '';
  if (mail.status === 'sent')
    return <Typography variant="body2">{fillMessage(DOCUMENT_TEXTS.mailSent, { date: formatDateTime(mail.sentAt), to })}</Typography>;
  if (mail.status === 'queued')
    return (
      <Typography variant="body2" role="status">
        {mail.error ? fillMessage(DOCUMENT_TEXTS.mailRetrying, { reason }) : fillMessage(DOCUMENT_TEXTS.mailQueued, { to })}
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 'bold', flex: '1 1 220px' }}>
        {fillMessage(DOCUMENT_TEXTS.mailFailedForGood, { reason })}
      </Typography>
      <Button
        variant="contained"
        color="inherit"
        size="small"
        startIcon={<SendIcon />}
        disabled={resend.isPending}
        onClick={() =>
          resend.mutate(quotation.id, {
            onSuccess: () => showMessage({ title: MESSAGES.doneTitle, message: DOCUMENT_TEXTS.resent }),
            onError: (error) => showError(error, DOCUMENT_TEXTS.mailFailed),
          })
        }
      >
        {DOCUMENT_TEXTS.resend}
      </Button>
    </Box>
  );
}
