import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatNumber, formatPercent } from '../../domain/format';

export interface Column<T> {
  label: string;
  value: (row: T) => ReactNode;
  /** numbers to the right */
  numeric?: boolean;
}

/** Two decimals es-AR, or '—' for a figure that could not be computed (no future). */
export const num = (v: string | null | undefined, decimals = 2) => (v == null ? '—' : formatNumber(v, decimals));
export const pct = (v: string | null | undefined) => (v == null ? '—' : formatPercent(v));
export const money = (v: string | null | undefined) => (v == null ? '—' : `$ ${formatNumber(v)}`);

/** The simulator's tables: one row per item, the columns given; scrolls sideways on a phone. */
export function FiguresTable<T>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
}) {
  return (
    <TableContainer sx={{ overflowX: 'auto', mb: 3 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.numeric ? 'right' : 'left'} sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={rowKey(r)}>
              {columns.map((c) => (
                <TableCell key={c.label} align={c.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                  {c.value(r)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
