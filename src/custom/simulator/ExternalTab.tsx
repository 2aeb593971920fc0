import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCropFuture, useDollarFuture } from '../../api/market';
import { CROP_IDS } from '../../domain/coverages/crops';
import type { CropFuture } from '../../domain/market/entity';
import type { SimulatorResult } from '../../domain/simulator/entity';
import { figureText, money, month, text, usd } from '../../domain/core/figures';
import { formatDate } from '../../domain/core/format';
import { perQuintal } from '../../domain/simulator';
import { rofexLines, type RofexLine } from '../../domain/simulator/columns';

const MAY = 5;
const APRIL = 4;

const seasonal = (label: string, future: CropFuture | null | undefined): RofexLine => ({
  label,
  value: future ? usd(perQuintal(future.futureCrop.value)) : text(null),
  when: month(future?.month || null),
});

/** 'Valores Externos' (docs/rules/simulator.md#valores-externos): the day's ROFEX values, the ones the simulation used as the server computed them. */
export function ExternalTab({ rofex }: { rofex: SimulatorResult['rofex'] }) {
  const dollar = useDollarFuture();
  const soyMay = useCropFuture(CROP_IDS.soy, MAY);
  const cornApril = useCropFuture(CROP_IDS.corn, APRIL);
  const lines = rofexLines(rofex, {
    afterDollar: [{ label: 'Dólar futuro del día', value: money(dollar.data?.value), when: text(dollar.data?.option) }],
    beforeSelected: [seasonal('Soja a mayo (U$S/QQ)', soyMay.data), seasonal('Maíz a abril (U$S/QQ)', cornApril.data)],
  });
  return (
    <TableContainer>
      <Typography variant="h6" component="h3" gutterBottom>
        Valores del ROFEX
      </Typography>
      <Table size="small" aria-label="Valores del ROFEX">
        <TableHead>
          <TableRow>
            <TableCell>Valor</TableCell>
            <TableCell align="right">Importe</TableCell>
            <TableCell align="right">Fecha o contrato</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={l.label}>
              <TableCell component="th" scope="row">
                {l.label}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {figureText(l.value)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {l.when.value === null ? '' : figureText(l.when)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Pizarra del {formatDate(rofex.board.date)}.
      </Typography>
    </TableContainer>
  );
}
