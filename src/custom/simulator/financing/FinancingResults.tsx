import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FinancingResult } from '../../../domain/entities/financing';
import { FINANCING_ROWS, type FinancingBlock } from '../../../domain/financing';
import { formatDate, formatNumber, formatPercent } from '../../../domain/format';

const money = (v: string) => `$ ${formatNumber(v)}`;

const show = (b: FinancingBlock, row: (typeof FINANCING_ROWS)[number]) => {
  const v = b[row.field];
  return row.kind === 'money' ? money(v) : row.kind === 'percent' ? formatPercent(v) : formatNumber(v);
};

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
            Capital: {money(capital)} · TNA pesos: {formatPercent(c.pesos.tna_pesos)} · TNA dólares: {formatPercent(c.pesos.tna_dollars)} ·
            Fecha de operación: {formatDate(result.today)} · Vencimiento del cultivo: {formatDate(c.pesos.crop_exp_date)} · Vencimiento del
            dólar: {formatDate(c.pesos.dollar_exp_date)}
          </Typography>
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={`Resumen ${c.crop}`}>
              <TableHead>
                <TableRow>
                  <TableCell />
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
                    <TableCell align="right">{show(c.pesos, row)}</TableCell>
                    {c.dollars && <TableCell align="right">{show(c.dollars, row)}</TableCell>}
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
