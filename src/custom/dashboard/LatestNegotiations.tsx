import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLatestNegotiations } from '../../api/dashboard';
import { useUserChoices } from '../../api/users';
import { LoadError } from '../../components/LoadError';
import type { NegotiationListItem } from '../../domain/quotations/entity';
import { clientName, producerName } from '../../domain/quotations/list';
import { pathTo } from '../../routes';
import { acceptedCell, cropCell, discountCell, paymentCell, quantityCell, rateOptionCell, stateCell, zoneCell } from './rows';

export const NO_FILTER = 'Sin filtro';

const columns: { label: string; cell: (n: NegotiationListItem) => string }[] = [
  { label: 'Productor', cell: producerName },
  { label: 'Zona', cell: zoneCell },
  { label: 'Cultivo', cell: cropCell },
  { label: 'Cantidad y valor por hectárea', cell: quantityCell },
  { label: 'Cobertura aceptada', cell: acceptedCell },
  { label: 'Estado', cell: stateCell },
  { label: 'Descuento', cell: discountCell },
  { label: 'Forma de pago', cell: paymentCell },
  { label: 'Opción de tasa', cell: rateOptionCell },
];

/** 'Últimas cotizaciones' by user ('Sin filtro' or one user of all-users): ten rows, each opening its quotation. */
export function LatestNegotiations() {
  const [userId, setUserId] = useState<number | undefined>(undefined);
  const users = useUserChoices();
  const latest = useLatestNegotiations(userId);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Últimas cotizaciones
        </Typography>
        <TextField
          select
          size="small"
          label="Últimas cotizaciones por usuario"
          value={userId === undefined ? '' : String(userId)}
          onChange={(e) => setUserId(e.target.value === '' ? undefined : Number(e.target.value))}
          sx={{ minWidth: 260, mb: 2 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{NO_FILTER}</MenuItem>
          {(users.data ?? []).map((u) => (
            <MenuItem key={u.id} value={String(u.id)}>
              {[u.name, u.lastname].filter(Boolean).join(' ')}
            </MenuItem>
          ))}
        </TextField>
        {latest.isPending && <LinearProgress />}
        {latest.isError && <LoadError onRetry={latest.refetch} />}
        {latest.data && (
          <TableContainer>
            <Table size="small" aria-label="Últimas cotizaciones">
              <TableHead>
                <TableRow>
                  <TableCell>Cliente</TableCell>
                  {columns.map((c) => (
                    <TableCell key={c.label}>{c.label}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {latest.data.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={columns.length + 1}>No se encontraron resultados</TableCell>
                  </TableRow>
                )}
                {latest.data.map((n) => (
                  <TableRow key={n.id} hover>
                    <TableCell>
                      <Link component={RouterLink} to={pathTo('ver cotizacion', { id: n.id })}>
                        {clientName(n)}
                      </Link>
                    </TableCell>
                    {columns.map((c) => (
                      <TableCell key={c.label}>{c.cell(n)}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
