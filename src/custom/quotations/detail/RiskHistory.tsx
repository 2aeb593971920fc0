import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { HistoryNames, RiskHistoryEntry } from '../../../domain/quotations/entity';
import { formatDateTime } from '../../../domain/core/format';
import { historyActionLabel, historyLines, historySubject } from '../../../domain/quotations/history';

/** A risk's change history (the audit log the server keeps of the risk and its quotations), as a broker reads it. */
export function RiskHistory({
  entries,
  names = {},
  currencyId,
}: {
  entries: RiskHistoryEntry[];
  /** The names of what the entries refer to by id (GET negotiations/{id} `historyNames`). */
  names?: HistoryNames;
  /** The risk's unit: prices and costs are in it. */
  currencyId: number | null | undefined;
}) {
  if (!entries.length) return <Box sx={{ p: 2 }}>No se encontraron resultados</Box>;
  const ctx = { names, currencyId };
  return (
    <TableContainer>
      <Table size="small" aria-label="Historial de cambios">
        <TableHead>
          <TableRow>
            <TableCell>Fecha</TableCell>
            <TableCell>Usuario</TableCell>
            <TableCell>Acción</TableCell>
            <TableCell>Sobre</TableCell>
            <TableCell>Cambios</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((e) => (
            <TableRow key={e.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.date)}</TableCell>
              <TableCell>{e.user ? `${e.user.name} ${e.user.lastname}` : '-'}</TableCell>
              <TableCell>{historyActionLabel(e.action)}</TableCell>
              <TableCell>{historySubject(e, names)}</TableCell>
              <TableCell sx={{ fontSize: 12, wordBreak: 'break-word', minWidth: 200, maxWidth: 420 }}>
                {historyLines(e, ctx).map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
