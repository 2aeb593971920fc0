import { useState } from 'react';
import { useNotify } from 'react-admin';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMarketWrites } from '../../api/market';
import { SIMULATOR_CROPS } from '../../domain/core/constants';
import type { Future } from '../../domain/settings/entity';
import { MARKET_MESSAGES } from '../../domain/market/schema';
import { ApiError } from '../../http/errors';
import { NumberTextField } from '../../components/inputs/NumberInput';

const kindOf = (f: Future) =>
  f.kind === 'dollar' ? 'Dólar ($/U$S)' : `${SIMULATOR_CROPS.find((c) => c.id === f.cropId)?.name ?? 'Cultivo'} (U$S/t)`;

function FutureRow({ future }: { future: Future }) {
  const notify = useNotify();
  const { saveFuture } = useMarketWrites();
  const [value, setValue] = useState(future.value);
  const [error, setError] = useState<string>();
  const save = async () => {
    try {
      setError(undefined);
      await saveFuture.mutateAsync({ id: future.id, value });
      notify(MARKET_MESSAGES.saved, { type: 'success' });
    } catch (e) {
      setError(e instanceof ApiError ? (e.fieldErrors?.value?.[0] ?? e.message) : MARKET_MESSAGES.futureValue);
    }
  };
  return (
    <TableRow>
      <TableCell>{future.option}</TableCell>
      <TableCell>{kindOf(future)}</TableCell>
      <TableCell>
        <NumberTextField
          value={value}
          onChange={setValue}
          size="small"
          error={!!error}
          helperText={error}
          slotProps={{ htmlInput: { 'aria-label': `Valor ${future.option}` } }}
        />
      </TableCell>
      <TableCell>
        <Button onClick={() => void save()} disabled={saveFuture.isPending} aria-label={`Guardar ${future.option}`}>
          Guardar
        </Button>
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
