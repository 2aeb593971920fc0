import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/** A card that is one section of a page: a region named by its h2 title. */
export function SectionCard({ title, children, sx }: { title: ReactNode; children: ReactNode; sx?: SxProps<Theme> }) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={sx}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
