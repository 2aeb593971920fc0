import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCropFuture, useDollarFuture } from '../../api/market';
import { ROFEX_DIVISOR } from '../../domain/constants';
import type { SimulatorResult } from '../../domain/entities/simulator';
import { formatDate, formatNumber } from '../../domain/format';

const perQuintal = (v: string | null | undefined) => (v ? formatNumber(Number(v) / ROFEX_DIVISOR) : '—');
const SOY = 1;
const CORN = 2;
const MAY = 5;
const APRIL = 4;

/** 'Valores Externos' (administration-area.md 2.12): the day's ROFEX values the simulation used. */
export function ExternalTab({ rofex }: { rofex: SimulatorResult['rofex'] }) {
  const dollar = useDollarFuture();
  const soyMay = useCropFuture(SOY, MAY);
  const cornApril = useCropFuture(CORN, APRIL);
  const b = rofex.board;
  const rows: [string, string][] = [
    ['Dólar del día', `$ ${formatNumber(rofex.dollarToday)}`],
    ['Dólar futuro del día', dollar.data ? `$ ${formatNumber(dollar.data.value)} (${dollar.data.option})` : '—'],
    ...rofex.crops.map((c): [string, string] => [
      `Dólar futuro ${c.crop}`,
      `$ ${formatNumber(c.futureDollar)}${c.futureDollarDate ? ` (${formatDate(c.futureDollarDate).slice(3)})` : ''}`,
    ]),
    ['Soja hoy (U$S/QQ)', perQuintal(b.soy)],
    ['Maíz hoy (U$S/QQ)', perQuintal(b.corn)],
    ['Trigo hoy (U$S/QQ)', perQuintal(b.wheat)],
    ['Girasol hoy (U$S/QQ)', perQuintal(b.sunflower)],
    ['Soja a mayo (U$S/QQ)', perQuintal(soyMay.data?.futureCrop.value)],
    ['Maíz a abril (U$S/QQ)', perQuintal(cornApril.data?.futureCrop.value)],
    ...rofex.crops.map((c): [string, string] => [
      `Futuro seleccionado ${c.crop} (U$S/QQ, ${formatDate(c.cropDate)})`,
      c.futureCrop === '0' ? 'Sin futuro' : perQuintal(c.futureCrop),
    ]),
  ];
  return (
    <TableContainer>
      <Typography variant="h6" component="h3" gutterBottom>
        Valores del ROFEX
      </Typography>
      <Table size="small" aria-label="Valores del ROFEX">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell align="right">{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Pizarra del {formatDate(b.date)}.
      </Typography>
    </TableContainer>
  );
}
