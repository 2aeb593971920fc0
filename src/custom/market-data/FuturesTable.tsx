import { useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMarketWrites } from '../../api/market';
import { SIMULATOR_CROPS } from '../../domain/simulator/choices';
import type { Future } from '../../domain/settings/entity';
import { MARKET_MESSAGES, futureValueSchema } from '../../domain/market/schema';
import { NumberInput } from '../../components/inputs/NumberInput';
import { AppForm } from '../../components/form/AppForm';
import { SubmitButton } from '../../components/form/SubmitButton';
import { withMinDecimals } from '../../domain/core/numbers';

const kindOf = (f: Future) =>
  f.kind === 'dollar' ? 'Dólar ($/U$S)' : `${SIMULATOR_CROPS.find((c) => c.id === f.cropId)?.name ?? 'Cultivo'} (U$S/t)`;

/** A future's value and its 'Guardar': an inline AppForm in one cell spanning both columns (a <form> cannot hold two cells). */
function FutureRow({ future }: { future: Future }) {
  const notify = useNotify();
  const { saveFuture } = useMarketWrites();
  return (
    <TableRow>
      <TableCell>{future.option}</TableCell>
      <TableCell>{kindOf(future)}</TableCell>
      <TableCell colSpan={2}>
        <AppForm
          inline
          schema={futureValueSchema}
          record={{ value: withMinDecimals(future.value) }}
          aria-label={`Futuro ${future.option}`}
          submit={({ value }) => saveFuture.mutateAsync({ id: future.id, value: String(value) })}
          onSuccess={() => notify(MARKET_MESSAGES.saved, { type: 'success' })}
        >
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <NumberInput
              source="value"
              label={false}
              size="small"
              helperText={false}
              sx={{ width: 140, flexShrink: 0 }}
              slotProps={{ htmlInput: { 'aria-label': `Valor ${future.option}` } }}
            />
            <SubmitButton variant="text" icon={<></>} label="Guardar" aria-label={`Guardar ${future.option}`} sx={{ mt: 1 }} />
          </Box>
        </AppForm>
      </TableCell>
    </TableRow>
  );
}

/** Every future (dollar DLR and crops, per month), each value editable. */
export function FuturesTable({ futures }: { futures: Future[] }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Futuros">
        <TableHead>
          <TableRow>
            <TableCell>Contrato</TableCell>
            <TableCell>Tipo</TableCell>
            <TableCell>Valor</TableCell>
            <TableCell>Acciones</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {futures.map((f) => (
            <FutureRow key={`${f.id}-${f.value}`} future={f} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
