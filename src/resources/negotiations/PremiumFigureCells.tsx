// The premium breakdown of one quotation, as the detail's table and the wizard's preview show it
// (one rendering: rates in %, cost in the risk's unit, es-AR with 2 decimals; docs/premium.md).
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import type { PremiumFigures } from '../../domain/entities/negotiation';
import { formatNumber, formatPercent } from '../../domain/format';

export const PREMIUM_FIGURE_HEADINGS = [
  'Tasa',
  'Adicionales',
  'Factor de corrección',
  'Descuento',
  'Impuestos',
  'Valor',
  'Costo',
  'Costo por ha.',
] as const;

export function PremiumFigureCells({ q, addons }: { q: PremiumFigures; addons: readonly { module: { description: string } }[] }) {
  return (
    <>
      <TableCell>{formatPercent(q.rateValueWithCf)}</TableCell>
      <TableCell>
        {formatPercent(q.addonsValueWithCf)}
        {addons.length > 0 && <Box sx={{ fontSize: 12 }}>{addons.map((a) => a.module.description).join(', ')}</Box>}
      </TableCell>
      <TableCell>{formatPercent(q.correctionFactor)}</TableCell>
      <TableCell>{q.discountApplied ? formatPercent(q.discount) : '-'}</TableCell>
      <TableCell>{formatPercent(q.tax)}</TableCell>
      <TableCell>{formatPercent(q.value)}</TableCell>
      <TableCell>{formatNumber(q.cost)}</TableCell>
      <TableCell>{formatNumber(q.costPerHectare)}</TableCell>
    </>
  );
}
