// The premium breakdown of one quotation, as the detail's table and the wizard's preview show it
// (one rendering: rates in %, cost in the risk's unit, es-AR with 2 decimals; docs/premium.md).
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import type { PremiumFigures } from '../../domain/entities/negotiation';
import { formatNumber, formatPercent } from '../../domain/format';
import { COST_HEADINGS, PREMIUM_RATE_HEADINGS } from '../../domain/premium/headings';

export const PREMIUM_FIGURE_HEADINGS = [...PREMIUM_RATE_HEADINGS, ...COST_HEADINGS] as const;

/** A figure stays on one line ('3,42 %' never splits before its sign); a narrow table scrolls instead. */
const figure = { whiteSpace: 'nowrap' } as const;

export function PremiumFigureCells({ q, addons }: { q: PremiumFigures; addons: readonly { module: { description: string } }[] }) {
  return (
    <>
      <TableCell sx={figure}>{formatPercent(q.rateValueWithCf)}</TableCell>
      <TableCell>
        <Box component="span" sx={figure}>
          {formatPercent(q.addonsValueWithCf)}
        </Box>
        {addons.length > 0 && <Box sx={{ fontSize: 12 }}>{addons.map((a) => a.module.description).join(', ')}</Box>}
      </TableCell>
      <TableCell sx={figure}>{formatPercent(q.correctionFactor)}</TableCell>
      <TableCell>
        <Box component="span" sx={figure}>
          {q.discountApplied ? formatPercent(q.discount) : '-'}
        </Box>
        {/* An asked discount that was not applied says which rule removed it (docs/premium.md). */}
        {!q.discountApplied && q.discountIgnoredReason && <Box sx={{ fontSize: 12, minWidth: 160 }}>{q.discountIgnoredReason}</Box>}
      </TableCell>
      <TableCell sx={figure}>{formatPercent(q.tax)}</TableCell>
      <TableCell sx={figure}>{formatPercent(q.value)}</TableCell>
      <TableCell sx={figure}>{formatNumber(q.cost)}</TableCell>
      <TableCell sx={figure}>{formatNumber(q.costPerHectare)}</TableCell>
    </>
  );
}
