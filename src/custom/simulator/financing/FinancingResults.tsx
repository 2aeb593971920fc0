import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FinancingResult } from '../../../domain/entities/financing';
import type { FinancingBlock } from '../../../domain/financing';
import { formatDate, formatNumber, formatPercent } from '../../../domain/format';

const money = (v: string) => `$ ${formatNumber(v)}`;

/** The rows of the pesos / dollars summary (docs/financing.md defines each). */
const ROWS: [string, (b: FinancingBlock) => string][] = [
  ['Total a pagar al vencimiento', (b) => money(b.total_pesos)],
  ['Costo del crédito', (b) => money(b.total)],
  ['Cotización del cultivo hoy ($/QQ)', (b) => money(b.cotiz_fecha_hoy)],
  ['Cotización del cultivo al vencimiento ($/QQ)', (b) => money(b.cotiz_fecha_vencimiento)],
  ['QQ hoy', (b) => formatNumber(b.qq_hoy)],
  ['QQ al vencimiento', (b) => formatNumber(b.qq_fecha_vencimiento)],
  ['Tasa bullet en QQ', (b) => formatPercent(b.tasa_bullet_fecha_vencimiento)],
  ['Ahorro de ganancias', (b) => money(b.ahorro_ganancias)],
  ['Tasa bullet con ganancias', (b) => formatPercent(b.tasa_bullet_ganancias)],
  ['Ahorro de IVA', (b) => money(b.ahorro_iva)],
  ['Tasa bullet con IVA', (b) => formatPercent(b.tasa_bullet_iva)],
  ['Dólar hoy', (b) => money(b.dollar_today)],
  ['Dólar al vencimiento', (b) => money(b.cotiz_dolar_fecha_vencimiento)],
  ['U$S hoy', (b) => formatNumber(b.dollars_today)],
  ['U$S al vencimiento', (b) => formatNumber(b.dollars_exp_date)],
  ['Tasa bullet en U$S', (b) => formatPercent(b.tasa_bullet_exp_date)],
  ['Tasa bullet en U$S con ganancias', (b) => formatPercent(b.tasa_bullet_ganancias_exp_date)],
  ['Tasa bullet en U$S con IVA', (b) => formatPercent(b.tasa_bullet_iva_exp_date)],
];

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
                {ROWS.map(([label, value]) => (
                  <TableRow key={label}>
                    <TableCell component="th" scope="row">
                      {label}
                    </TableCell>
                    <TableCell align="right">{value(c.pesos)}</TableCell>
                    {c.dollars && <TableCell align="right">{value(c.dollars)}</TableCell>}
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
