import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { figureText, type FigureColumn } from '../../domain/core/figures';

/** A column before the figures that is not a figure (the Resumen tab's checkbox). */
export interface LeadColumn<T> {
  label: string;
  render: (row: T) => ReactNode;
}

/**
 * The simulator's tables: one row per item, the columns of src/domain/simulator/columns.ts, each
 * figure es-AR with its unit and never cut in two lines; numbers to the right; scrolls sideways on a phone.
 */
export function FiguresTable<T>({
  label,
  columns,
  rows,
  rowKey,
  lead,
}: {
  label: string;
  columns: FigureColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  lead?: LeadColumn<T>;
}) {
  const numeric = (c: FigureColumn<T>) => rows.length > 0 && c.figure(rows[0]!).kind !== 'text';
  return (
    <TableContainer sx={{ overflowX: 'auto', mb: 3 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {lead && <TableCell sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}>{lead.label}</TableCell>}
            {columns.map((c) => (
              <TableCell key={c.label} align={numeric(c) ? 'right' : 'left'} sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={rowKey(r)}>
              {lead && <TableCell>{lead.render(r)}</TableCell>}
              {columns.map((c) => {
                const f = c.figure(r);
                return (
                  <TableCell key={c.label} align={f.kind === 'text' ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>
                    {figureText(f)}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
