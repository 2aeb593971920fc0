// A record's fields on a detail card: a definition list laid out as a grid (three columns on a
// desktop, one on a phone), an empty value shown as '—'.
import type { ReactNode } from 'react';
import Grid, { type GridSize } from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

/** The `<dl>` of a detail card. */
export function DetailList({ children }: { children: ReactNode }) {
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
      {children}
    </Grid>
  );
}

/** One labelled value of a DetailList (by default one to a line on a phone, three on a desktop). */
export function DetailField({
  label,
  children,
  size = { xs: 12, sm: 6, md: 4 },
}: {
  label: string;
  children: ReactNode;
  size?: { xs: GridSize; sm?: GridSize; md?: GridSize };
}) {
  return (
    <Grid size={size}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body1" component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children || '—'}
      </Typography>
    </Grid>
  );
}
