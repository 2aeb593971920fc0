import type { ReactNode } from 'react';
import { Link as RouterLink, useInRouterContext } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * A page with a big title, a message and one link. No react-admin: used both by
 * the public pages (/404, /403, /logout; no router there, the link is a page load) and inside the
 * admin layout.
 */
export function MessagePage({
  code,
  title,
  message,
  linkTo,
  linkText,
  children,
}: {
  code?: string;
  title: string;
  message: ReactNode;
  linkTo?: string;
  linkText?: string;
  children?: ReactNode;
}) {
  const link = useInRouterContext() ? { component: RouterLink, to: linkTo } : { href: linkTo };
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      {code && (
        <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }}>
          {code}
        </Typography>
      )}
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
        {message}
      </Typography>
      {children}
      {linkTo && (
        <Button {...link} variant="contained">
          {linkText}
        </Button>
      )}
    </Box>
  );
}
