import { useState } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../domain/core/ui';
import type { ImportRowError } from '../../domain/rates/import';

/** The rows the import did not write: row number and reason, paged. */
export function ImportErrorsTable({ errors }: { errors: ImportRowError[] }) {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState<number>(DEFAULT_PAGE_SIZE);
  const rows = errors.slice(page * perPage, page * perPage + perPage);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="Filas no procesadas">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 100 }}>Fila</TableCell>
              <TableCell>Motivo</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((e) => (
              <TableRow key={e.row_number}>
                <TableCell>{e.row_number}</TableCell>
                <TableCell>{e.type}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {errors.length > PAGE_SIZES[0] && (
        <TablePagination
          component="div"
          count={errors.length}
          page={page}
          onPageChange={(_, p) => setPage(p)}
          rowsPerPage={perPage}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onRowsPerPageChange={(e) => {
            setPerPage(Number(e.target.value));
            setPage(0);
          }}
          labelRowsPerPage="Filas por página"
          labelDisplayedRows={({ from, to, count }) => `${from}-${to} de ${count}`}
          getItemAriaLabel={(type) =>
            ({ first: 'Primera página', last: 'Última página', next: 'Página siguiente', previous: 'Página anterior' })[type]
          }
        />
      )}
    </>
  );
}
