import { useState, type ReactNode } from 'react';
import { RecordContextProvider, TextInput, useCanAccess, useNotify, useUpdate } from 'react-admin';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/Edit';
import { NumberInput } from '../../components/inputs/NumberInput';
import { DeleteRecordButton } from '../../components/DeleteRecordButton';
import { AppForm } from '../../components/form/AppForm';
import { InlineActions } from '../../components/form/InlineActions';
import { fieldValue } from '../../components/resource';
import { listFields } from '../../domain/core/resource';
import { RATE_RESOURCE, inlineRateFields, type RateField } from '../../domain/rates/resource';
import { rateUpdateSchema } from '../../domain/rates/schema';
import { RATE_TOASTS, type Rate } from '../coverages/types';

const { fields } = RATE_RESOURCE;

/** A column's input in the row: no visible label (the column's header says it), its label for screen readers. */
function InlineInput({ source }: { source: RateField }) {
  const props = {
    source,
    label: false,
    size: 'small',
    helperText: false,
    slotProps: { htmlInput: { 'aria-label': fields[source].label } },
  } as const;
  return fields[source].input === 'decimal' ? (
    <NumberInput {...props} sx={{ maxWidth: 140 }} />
  ) : (
    <TextInput {...props} sx={{ flex: 1, minWidth: 140 }} />
  );
}

/**
 * The inline edit of a rate (docs/rules/rates.md: franchise/deductible and premium): one AppForm in a
 * cell spanning the edited and actions columns (a <form> cannot hold several cells of a row).
 */
function RateEditCells({ rate, inline, onDone }: { rate: Rate; inline: RateField[]; onDone: () => void }) {
  const notify = useNotify();
  const [update] = useUpdate();
  const { zoneId, cropId, description } = rate;
  const edited = (values: object) => Object.fromEntries(inline.map((f) => [f, (values as Record<string, unknown>)[f]]));
  return (
    <TableCell colSpan={inline.length + 1}>
      <AppForm
        inline
        schema={rateUpdateSchema}
        record={{ zoneId, cropId, description, ...edited(rate) }}
        aria-label={`Editar tasa de ${rate.crop.description}`}
        submit={(values) =>
          update(
            'rates',
            {
              id: rate.id,
              // Only the premium is sent as a number (docs/rules/rates.md#validaciones); it has at most 4 decimals, so it round-trips exactly.
              data: { zoneId, cropId, description, ...edited(values), amount: Number(values.amount) },
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
          {inline.map((f) => (
            <InlineInput key={f} source={f} />
          ))}
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
  const inline = inlineRateFields();
  const own: Partial<Record<RateField, ReactNode>> = {
    cropId: rate.crop.description,
    zoneId: `${rate.zone.description} (${rate.zone.province.name})`,
    id: (
      <>
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
      </>
    ),
  };
  const cell = (f: RateField) => (
    <TableCell key={f} {...(f === 'id' ? { align: 'right', sx: { whiteSpace: 'nowrap' } } : {})}>
      {f in own ? own[f] : fieldValue(fields[f], (rate as unknown as Record<string, unknown>)[f])}
    </TableCell>
  );
  const columns = listFields(RATE_RESOURCE);
  return (
    <TableRow hover data-testid={`rate-${rate.id}`}>
      {editing ? (
        <>
          {columns.filter((f) => f !== 'id' && !inline.includes(f)).map(cell)}
          <RateEditCells rate={rate} inline={inline} onDone={() => setEditing(false)} />
        </>
      ) : (
        columns.map(cell)
      )}
    </TableRow>
  );
}

export default RateRow;
