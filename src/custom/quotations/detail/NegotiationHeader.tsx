import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RecordContextProvider, ResourceContextProvider, useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import CalculateIcon from '@mui/icons-material/Calculate';
import EditIcon from '@mui/icons-material/Edit';
import { useNegotiationActions } from '../../../api/quotations';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DeleteRecordButton } from '../../../components/DeleteRecordButton';
import { useErrorDialog } from '../../../components/form/ErrorDialogProvider';
import { choiceName } from '../../../domain/core/choice';
import { NEGOTIATION_ORIGINS } from '../../../domain/quotations/choices';
import type { Negotiation } from '../../../domain/quotations/entity';
import { formatDate } from '../../../domain/core/format';
import { canCancelNegotiation, canEditNegotiation } from '../../../domain/quotations/detail';
import { pathTo } from '../../../routes';

export const EDIT_WARNING = 'Para guardar los cambios tenés que completar todos los pasos del asistente.';
export const CANCEL_TEXT = 'Luego de esto, no podrás deshacer los cambios.';
export const DELETED_MESSAGE = 'La cotización fue eliminada correctamente.';

/** Cancelar (PUT negotiations/{id}/reject) with its confirmation; shown only while the state allows it. */
export function CancelNegotiationButton({ negotiation, successMessage }: { negotiation: Negotiation; successMessage: string }) {
  const { cancel } = useNegotiationActions(negotiation.id);
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const [open, setOpen] = useState(false);
  if (!canCancelNegotiation(negotiation)) return null;
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => notify(successMessage, { type: 'success' }),
      onError: (error) => showError(error),
      onSettled: () => setOpen(false),
    });
  return (
    <>
      <Button color="error" variant="outlined" startIcon={<BlockIcon />} onClick={() => setOpen(true)}>
        Cancelar
      </Button>
      <ConfirmDialog
        open={open}
        loading={cancel.isPending}
        content={CANCEL_TEXT}
        confirmLabel="Si, cancelar!"
        onClose={() => setOpen(false)}
        onConfirm={confirm}
      />
    </>
  );
}

/** Number, date and origin; Editar, Cancelar, Eliminar and Simular with their conditions. */
export function NegotiationHeader({ negotiation, simulate }: { negotiation: Negotiation; simulate: boolean }) {
  const navigate = useNavigate();
  const [confirmEdit, setConfirmEdit] = useState(false);
  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography variant="h5" component="h2">
            Cotización #{negotiation.number}
          </Typography>
          <Typography color="text.secondary">
            Creada el {formatDate(negotiation.createdAt)} · Origen: {choiceName(NEGOTIATION_ORIGINS, negotiation.createdInWeb)}
          </Typography>
        </Box>
        {simulate && (
          <Button
            variant="outlined"
            startIcon={<CalculateIcon />}
            onClick={() => void navigate(pathTo('simulador', { id: negotiation.id }))}
          >
            Simular
          </Button>
        )}
        {canEditNegotiation(negotiation) && (
          <Button variant="contained" startIcon={<EditIcon />} onClick={() => setConfirmEdit(true)}>
            Editar
          </Button>
        )}
        <CancelNegotiationButton negotiation={negotiation} successMessage="La cotización fue cancelada correctamente." />
        <ResourceContextProvider value="negotiations">
          <RecordContextProvider value={negotiation}>
            <DeleteRecordButton successMessage={DELETED_MESSAGE} redirectTo={pathTo('cotizaciones')} />
          </RecordContextProvider>
        </ResourceContextProvider>
      </CardContent>
      <ConfirmDialog
        open={confirmEdit}
        content={EDIT_WARNING}
        confirmLabel="Si, editar!"
        onClose={() => setConfirmEdit(false)}
        onConfirm={() => void navigate(pathTo('editar cotizacion', { id: negotiation.id }))}
      />
    </Card>
  );
}
