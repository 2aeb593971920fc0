import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import SendIcon from '@mui/icons-material/Send';
import { useSendAdvance } from '../../../api/documents';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useOneAtATime } from '../../../components/useOneAtATime';
import { useErrorDialog } from '../../../components/form/ErrorDialogProvider';
import { MESSAGES, fillMessage } from '../../../domain/core/messages';
import { DOCUMENT_TEXTS } from './documentTexts';

/** Image files only (the server checks the bytes too). */
const isImage = (file: File) => file.type.startsWith('image/');

function Previews({ plans }: { plans: readonly File[] }) {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = plans.map((p) => URL.createObjectURL(p));
    setUrls(made);
    return () => made.forEach((u) => URL.revokeObjectURL(u));
  }, [plans]);
  return (
    <Box component="ul" aria-label="Planos seleccionados" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
      {plans.map((p, i) => (
        <Box component="li" key={`${p.name}-${i}`} sx={{ width: 120, textAlign: 'center' }}>
          {urls[i] && <img src={urls[i]} alt={p.name} style={{ maxWidth: 120, maxHeight: 90, objectFit: 'contain' }} />}
          <Typography variant="caption" component="div" noWrap title={p.name}>
            {p.name}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The send-advance panel: site plans (images) with previews, Enviar with the no-plans confirmation, Cancelar. */
export function AdvancePanel({ negotiationId, onClose }: { negotiationId: number; onClose: () => void }) {
  const [plans, setPlans] = useState<File[]>([]);
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const send = useSendAdvance(negotiationId);
  const { showError, showMessage } = useErrorDialog();

  const pick = (files: FileList | null) => {
    const list = [...(files ?? [])];
    const wrong = list.find((f) => !isImage(f));
    if (wrong) {
      showMessage({ title: MESSAGES.errorTitle, message: fillMessage(DOCUMENT_TEXTS.notAnImage, { file: wrong.name }) });
      setPlans([]);
      if (input.current) input.current.value = '';
      return;
    }
    setPlans(list);
  };

  // Enviar sends once, however often it is pressed while the mail goes out.
  const submit = useOneAtATime(async () => {
    setConfirming(false);
    try {
      await send.mutateAsync(plans);
      showMessage({ title: MESSAGES.doneTitle, message: DOCUMENT_TEXTS.sent });
      onClose();
    } catch (error) {
      showError(error, DOCUMENT_TEXTS.mailFailed);
    }
  });

  return (
    <Card component="section" aria-label="Enviar anticipo por email" variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h3">
          Enviar anticipo por email
        </Typography>
        <Box>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={send.isPending}>
            Elegí los planos
            <input
              ref={input}
              hidden
              type="file"
              accept="image/*"
              multiple
              aria-label="Planos del campo"
              onChange={(e) => pick(e.target.files)}
            />
          </Button>
        </Box>
        {plans.length > 0 && <Previews plans={plans} />}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Button
            variant="contained"
            startIcon={send.isPending ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
            disabled={send.isPending}
            onClick={() => (plans.length ? void submit() : setConfirming(true))}
          >
            Enviar
          </Button>
          <Button color="error" onClick={onClose} disabled={send.isPending}>
            Cancelar
          </Button>
          {send.isPending && <Typography role="status">Enviando el anticipo…</Typography>}
        </Box>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={DOCUMENT_TEXTS.withoutPlans}
        content={DOCUMENT_TEXTS.sendAnyway}
        confirmLabel="Enviar"
        cancelLabel="Cancelar"
        onClose={() => setConfirming(false)}
        onConfirm={() => void submit()}
      />
    </Card>
  );
}
