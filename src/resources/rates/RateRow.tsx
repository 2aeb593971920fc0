import { useState } from 'react';
import { RecordContextProvider, useCanAccess, useNotify, useUpdate } from 'react-admin';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import { NumberField } from '../../components/fields/NumberField';
import { NumberTextField } from '../../components/inputs/NumberInput';
import { DeleteRecordButton } from '../../components/DeleteRecordButton';
import { useErrorDialog } from '../../components/form/ErrorDialogProvider';
import { isApiError } from '../../http/errors';
import { firstFieldErrors } from '../../http/validation';
import { fieldErrors } from '../../domain/core/validation';
import { rateUpdateSchema } from '../../domain/rates/schema';
import { RATE_LABELS } from './RateForm';
import { RATE_TOASTS, type Rate } from '../coverages/types';

/** One rate: read-only, or its inputs with save/cancel (inline edit); delete with the spec's confirmation. Inside the rates list. */
export function RateRow({ rate }: { rate: Rate }) {
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const { canAccess: canEdit } = useCanAccess({ resource: 'rates', action: 'edit', record: rate });
  const [update, { isPending: saving }] = useUpdate();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState({ franchiseDeductible: rate.franchiseDeductible, amount: rate.amount });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const startEdit = () => {
    setDraft({ franchiseDeductible: rate.franchiseDeductible, amount: rate.amount });
    setErrors({});
    setEditing(true);
  };

  const save = async () => {
    const parsed = rateUpdateSchema.safeParse({ ...rate, ...draft });
    if (!parsed.success) {
      setErrors(firstFieldErrors(fieldErrors(parsed.error)));
      return;
    }
    // Only the premium is sent as a number (docs/rules/rates.md#validaciones); it has at most 4 decimals, so it round-trips exactly.
    const data = {
      zoneId: rate.zoneId,
      cropId: rate.cropId,
      description: rate.description,
      franchiseDeductible: parsed.data.franchiseDeductible,
      amount: Number(parsed.data.amount),
    };
    try {
      await update('rates', { id: rate.id, data, previousData: rate }, { mutationMode: 'pessimistic', returnPromise: true });
      notify(RATE_TOASTS.updated, { type: 'success' });
      setEditing(false);
    } catch (error) {
      if (isApiError(error) && error.status === 422) setErrors(firstFieldErrors(error.fieldErrors));
      else showError(error);
    }
  };

  const zone = `${rate.zone.description} (${rate.zone.province.name})`;
  return (
    <TableRow hover data-testid={`rate-${rate.id}`}>
      <TableCell>{rate.crop.description}</TableCell>
      <TableCell>{zone}</TableCell>
      {editing ? (
        <>
          <TableCell>
            <TextField
              size="small"
              value={draft.franchiseDeductible}
              onChange={(e) => setDraft({ ...draft, franchiseDeductible: e.target.value })}
              error={!!errors.franchiseDeductible}
              helperText={errors.franchiseDeductible}
              slotProps={{ htmlInput: { 'aria-label': RATE_LABELS.franchiseDeductible } }}
            />
          </TableCell>
          <TableCell>
            <NumberTextField
              size="small"
              value={draft.amount}
              onChange={(amount) => setDraft({ ...draft, amount })}
              error={!!errors.amount}
              helperText={errors.amount}
              sx={{ maxWidth: 140 }}
              slotProps={{ htmlInput: { 'aria-label': RATE_LABELS.amount } }}
            />
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            <Tooltip title="Guardar">
              <IconButton aria-label="Guardar" color="primary" onClick={save} disabled={saving}>
                <CheckIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title="Cancelar">
              <IconButton aria-label="Cancelar" onClick={() => setEditing(false)} disabled={saving}>
                <CloseIcon />
              </IconButton>
            </Tooltip>
          </TableCell>
        </>
      ) : (
        <>
          <TableCell>{rate.franchiseDeductible}</TableCell>
          <TableCell>
            <NumberField value={rate.amount} percent />
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {canEdit && (
              <Tooltip title="Editar">
                <IconButton aria-label="Editar tasa" onClick={startEdit}>
                  <EditIcon />
                </IconButton>
              </Tooltip>
            )}
            <RecordContextProvider value={rate}>
              <DeleteRecordButton icon label="Eliminar tasa" successMessage={RATE_TOASTS.deleted} />
            </RecordContextProvider>
          </TableCell>
        </>
      )}
    </TableRow>
  );
}

export default RateRow;
