// The premium breakdown of one quotation, as the detail's table and the wizard's preview show it
// (one rendering: rates in %, cost in the risk's unit, es-AR with 2 decimals; docs/premium.md):
// the cells of a table row, or the labelled figures of a phone's card.
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import { DetailField, DetailList } from '../../components/fields/DetailList';
import type { PremiumFigures } from '../../domain/quotations/entity';
import { PREMIUM_FIGURE_HEADINGS, premiumFigureTexts, premiumHeading } from '../../domain/quotations/premium/headings';

export { PREMIUM_FIGURE_HEADINGS };

export interface PremiumFigureProps {
  q: PremiumFigures;
  addons: readonly { module: { description: string } }[];
  /** The risk's unit (CURRENCIES id): costs are in it. */
  currencyId: number | null | undefined;
}

/** A figure stays on one line ('3,42 %' never splits before its sign); a narrow table scrolls instead. */
const figure = { whiteSpace: 'nowrap' } as const;

const addonNames = (addons: PremiumFigureProps['addons']) =>
  addons.length > 0 && <Box sx={{ fontSize: 12 }}>{addons.map((a) => a.module.description).join(', ')}</Box>;

/** An asked discount that was not applied says which rule removed it (docs/premium.md). */
const ignoredDiscountReason = (q: PremiumFigures) =>
  !q.discountApplied && q.discountIgnoredReason && <Box sx={{ fontSize: 12, minWidth: 160 }}>{q.discountIgnoredReason}</Box>;

export function PremiumFigureCells({ q, addons, currencyId }: PremiumFigureProps) {
  const texts = premiumFigureTexts(q, currencyId);
  return (
    <>
      {PREMIUM_FIGURE_HEADINGS.map((h) =>
        h === 'Adicionales' || h === 'Descuento' ? (
          <TableCell key={h}>
            <Box component="span" sx={figure}>
              {texts[h]}
            </Box>
            {h === 'Adicionales' ? addonNames(addons) : ignoredDiscountReason(q)}
          </TableCell>
        ) : (
          <TableCell key={h} sx={figure}>
            {texts[h]}
          </TableCell>
        ),
      )}
    </>
  );
}

/** The same figures on a phone: label and value, two to a line. */
export function PremiumFigureList({ q, addons, currencyId }: PremiumFigureProps) {
  const texts = premiumFigureTexts(q, currencyId);
  return (
    <DetailList>
      {PREMIUM_FIGURE_HEADINGS.map((h) => (
        <DetailField key={h} label={premiumHeading(h, [q])} size={{ xs: 6, sm: 4 }}>
          <Box component="span" sx={figure}>
            {texts[h]}
          </Box>
          {h === 'Adicionales' ? addonNames(addons) : h === 'Descuento' && ignoredDiscountReason(q)}
        </DetailField>
      ))}
    </DetailList>
  );
}
