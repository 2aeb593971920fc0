import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { quotationStatusLabel } from '../../../domain/constants';
import type { RiskHistoryEntry } from '../../../domain/entities/negotiation';
import { formatDateTime } from '../../../domain/format';
import { historyActionLabel } from '../../../domain/negotiation-detail';

/** Spanish names of the fields the history records (others are shown as stored). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  numberOfHectares: 'Hectáreas',
  hectarePrice: 'Valor por ha.',
  discount: 'Descuento',
  observations: 'Observaciones',
  status: 'Estado',
  comment: 'Comentario',
  value: 'Valor',
  cost: 'Costo',
  costPerHectare: 'Costo por ha.',
  tax: 'Impuesto',
  quotations: 'Cotizaciones',
  mail: 'E-mail',
  to: 'Destinatarios',
  error: 'Motivo',
};
const field = (key: string) => FIELD_LABELS[key] ?? key;

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** The fields an entry changed, as 'campo: antes → después' (or the values it created or removed). */
function changes(entry: RiskHistoryEntry): string[] {
  const { before, after } = entry;
  if (before && after) {
    return Object.keys(after)
      .filter((k) => show(before[k]) !== show(after[k]))
      .map(
        (k) =>
          `${field(k)}: ${k === 'status' ? quotationStatusLabel(String(before[k])) : show(before[k])} → ${k === 'status' ? quotationStatusLabel(String(after[k])) : show(after[k])}`,
      );
  }
  const only = after ?? before ?? {};
  return Object.entries(only)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => `${field(k)}: ${show(v)}`);
}

/** A risk's change history (the audit log the server keeps of the risk and its quotations). */
export function RiskHistory({ entries }: { entries: RiskHistoryEntry[] }) {
  if (!entries.length) return <Box sx={{ p: 2 }}>No se encontraron resultados</Box>;
  return (
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
            <TableCell>{formatDateTime(e.date)}</TableCell>
            <TableCell>{e.user ? `${e.user.name} ${e.user.lastname}` : '-'}</TableCell>
            <TableCell>{historyActionLabel(e.action)}</TableCell>
            <TableCell>{e.entity === 'risks' ? 'Riesgo' : `Cotización ${e.entityId}`}</TableCell>
            <TableCell sx={{ fontSize: 12, wordBreak: 'break-word', maxWidth: 420 }}>
              {changes(e).map((line) => (
                <div key={line}>{line}</div>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
