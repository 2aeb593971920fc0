import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FinancingResult } from '../../domain/financing/entity';
import { figureText } from '../../domain/core/figures';
import { FINANCING_ROWS, financingHeader, type FinancingBlock } from '../../domain/financing';

const show = (b: FinancingBlock, row: (typeof FINANCING_ROWS)[number]) => figureText({ kind: row.kind, value: b[row.field] });
const figure = { whiteSpace: 'nowrap' } as const;

/** Results per crop: the header and the pesos / dollars summary table. */
export function FinancingResults({ result, capital }: { result: FinancingResult; capital: string }) {
  return (
    <>
      {result.crops.map((c) => (
        <Box key={c.crop_id} component="section" aria-label={`Financiación ${c.crop}`} sx={{ mb: 3 }}>
          <Typography variant="h6" component="h3">
            {c.crop}
          </Typography>
          <Typography variant="body2">
            {financingHeader(c.pesos, capital, result.today)
              .map((h) => `${h.label}: ${figureText(h.figure)}`)
              .join(' · ')}
          </Typography>
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={`Resumen ${c.crop}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Concepto</TableCell>
                  <TableCell align="right">Pesos</TableCell>
                  {c.dollars && <TableCell align="right">Dólares</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {FINANCING_ROWS.map((row) => (
                  <TableRow key={row.label}>
                    <TableCell component="th" scope="row">
                      {row.label}
                    </TableCell>
                    <TableCell align="right" sx={figure}>
                      {show(c.pesos, row)}
                    </TableCell>
                    {c.dollars && (
                      <TableCell align="right" sx={figure}>
                        {show(c.dollars, row)}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Box>
      ))}
    </>
  );
}
