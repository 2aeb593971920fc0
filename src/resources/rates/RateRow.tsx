import { useState } from 'react';
import { RecordContextProvider, TextInput, useCanAccess, useNotify, useUpdate } from 'react-admin';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/Edit';
import { NumberField } from '../../components/fields/NumberField';
import { NumberInput } from '../../components/inputs/NumberInput';
import { DeleteRecordButton } from '../../components/DeleteRecordButton';
import { AppForm } from '../../components/form/AppForm';
import { InlineActions } from '../../components/form/InlineActions';
import { rateUpdateSchema } from '../../domain/rates/schema';
import { RATE_LABELS } from './RateForm';
import { RATE_TOASTS, type Rate } from '../coverages/types';

/**
 * The inline edit of a rate: one AppForm in a cell spanning the franchise, premium and actions
 * columns (a <form> cannot hold several cells of a row).
 */
function RateEditCells({ rate, onDone }: { rate: Rate; onDone: () => void }) {
  const notify = useNotify();
  const [update] = useUpdate();
  const { zoneId, cropId, description, franchiseDeductible, amount } = rate;
  return (
    <TableCell colSpan={3}>
      <AppForm
        inline
        schema={rateUpdateSchema}
        record={{ zoneId, cropId, description, franchiseDeductible, amount }}
        aria-label={`Editar tasa de ${rate.crop.description}`}
        submit={(values) =>
          update(
            'rates',
            {
              id: rate.id,
              // Only the premium is sent as a number (docs/rules/rates.md#validaciones); it has at most 4 decimals, so it round-trips exactly.
              data: { zoneId, cropId, description, franchiseDeductible: values.franchiseDeductible, amount: Number(values.amount) },
              previousData: rate,
            },
            { mutationMode: 'pessimistic', returnPromise: true },
          )
        }
        onSuccess={() => {
          notify(RATE_TOASTS.updated, { type: 'success' });
          onDone();
        }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
          <TextInput
            source="franchiseDeductible"
            label={false}
            size="small"
            helperText={false}
            sx={{ flex: 1, minWidth: 140 }}
            slotProps={{ htmlInput: { 'aria-label': RATE_LABELS.franchiseDeductible } }}
          />
          <NumberInput
            source="amount"
            label={false}
            size="small"
            helperText={false}
            sx={{ maxWidth: 140 }}
            slotProps={{ htmlInput: { 'aria-label': RATE_LABELS.amount } }}
          />
          <Box sx={{ ml: 'auto', whiteSpace: 'nowrap' }}>
            <InlineActions onCancel={onDone} />
          </Box>
        </Box>
      </AppForm>
    </TableCell>
  );
}

/** One rate: read-only, or its inputs with save/cancel (inline edit); delete with the spec's confirmation. Inside the rates list. */
export function RateRow({ rate }: { rate: Rate }) {
  const { canAccess: canEdit } = useCanAccess({ resource: 'rates', action: 'edit', record: rate });
  const [editing, setEditing] = useState(false);
  const zone = `${rate.zone.description} (${rate.zone.province.name})`;
  return (
    <TableRow hover data-testid={`rate-${rate.id}`}>
      <TableCell>{rate.crop.description}</TableCell>
      <TableCell>{zone}</TableCell>
      {editing ? (
        <RateEditCells rate={rate} onDone={() => setEditing(false)} />
      ) : (
        <>
          <TableCell>{rate.franchiseDeductible}</TableCell>
          <TableCell>
            <NumberField value={rate.amount} percent />
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {canEdit && (
              <Tooltip title="Editar">
                <IconButton aria-label="Editar tasa" onClick={() => setEditing(true)}>
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
