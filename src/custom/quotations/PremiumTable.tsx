// The quotations of one risk, as the detail and the wizard's preview show them: a table on a
// wide screen; on a phone or a tablet (where its twelve columns would scroll sideways, hiding
// Valor, Costo and the actions) one card per quotation with its figures and actions.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, type Theme } from '@mui/material/styles';
import type { PremiumFigures } from '../../domain/quotations/entity';
import { premiumHeading } from '../../domain/quotations/premium/headings';
import { PremiumFigureCells, PremiumFigureList, PREMIUM_FIGURE_HEADINGS } from './PremiumFigureCells';

export interface PremiumRow {
  id: number | string;
  coverage: string;
  /** Chips after the coverage's name (insurer, double crop). */
  badges?: ReactNode;
  franchiseDeductible: string;
  figures: PremiumFigures;
  addons: readonly { module: { description: string } }[];
  /** The status label (the detail's 'Estado' column). */
  status?: string;
  /** Accepted rows in success, rejected ones in error. */
  tone?: 'success' | 'error';
  actions?: ReactNode;
}

export interface PremiumTableProps {
  /** Names the table (or the list of cards) for screen readers. */
  label: string;
  /** The risk's unit (CURRENCIES id): costs are in it. */
  currencyId: number | null | undefined;
  rows: readonly PremiumRow[];
  /** The detail's 'Estado' and 'Acciones' columns. */
  withStatus?: boolean;
}

/**
 * A light tint with the page's own dark text (white text on a light colour fails WCAG AA
 * contrast), a coloured edge that tells the row apart without relying on the tint alone, and
 * its text buttons (the documents) in the darker primary, which keeps 4.5:1 on the tint.
 */
export const toneStyle = (tone: PremiumRow['tone']) =>
  tone
    ? {
        bgcolor: (t: Theme) => alpha(t.palette[tone].main, 0.1),
        boxShadow: (t: Theme) => `inset 4px 0 0 ${t.palette[tone].main}`,
        '& .MuiButton-textPrimary': { color: 'primary.dark' },
      }
    : undefined;

function Coverage({ row }: { row: PremiumRow }) {
  return (
    <>
      {row.coverage} {row.badges}
    </>
  );
}

function PremiumRows({ label, currencyId, rows, withStatus }: PremiumTableProps) {
  const figures = rows.map((r) => r.figures);
  const headings = [
    'Cobertura',
    'Franquicia / Deducible',
    ...PREMIUM_FIGURE_HEADINGS.map((h) => premiumHeading(h, figures)),
    ...(withStatus ? ['Estado', 'Acciones'] : []),
  ];
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
        <TableHead>
          <TableRow>
            {headings.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-tone={row.tone ?? 'none'} sx={toneStyle(row.tone)}>
              <TableCell>
                <Coverage row={row} />
              </TableCell>
              <TableCell>{row.franchiseDeductible}</TableCell>
              <PremiumFigureCells q={row.figures} addons={row.addons} currencyId={currencyId} />
              {withStatus && (
                <>
                  <TableCell>{row.status}</TableCell>
                  <TableCell>{row.actions}</TableCell>
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function PremiumCards({ label, currencyId, rows, withStatus }: PremiumTableProps) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {rows.map((row) => (
        <Box component="li" key={row.id}>
          <Card variant="outlined" data-tone={row.tone ?? 'none'} sx={toneStyle(row.tone)}>
            <CardContent sx={{ display: 'grid', gap: 1, '&:last-child': { pb: 2 } }}>
              <Box>
                <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 500 }}>
                  <Coverage row={row} />
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Franquicia / Deducible: {row.franchiseDeductible}
                  {withStatus && row.status ? ` · Estado: ${row.status}` : ''}
                </Typography>
              </Box>
              <PremiumFigureList q={row.figures} addons={row.addons} currencyId={currencyId} />
              {withStatus && row.actions}
            </CardContent>
          </Card>
        </Box>
      ))}
    </Box>
  );
}

/** Below MUI's `md` (900 px) the table would be wider than the screen. */
export function PremiumTable(props: PremiumTableProps) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return narrow ? <PremiumCards {...props} /> : <PremiumRows {...props} />;
}
