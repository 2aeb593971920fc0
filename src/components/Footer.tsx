import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

import { DEVELOPER_NAME, SUPPORT_MAILTO } from './footerInfo';

export { DEVELOPER_NAME, SUPPORT_EMAIL } from './footerInfo';

export function Footer() {
  return (
    <Box component="footer" sx={{ py: 2, px: 2, textAlign: 'center', color: 'text.secondary', fontSize: 13 }}>
      <Typography variant="body2" component="span">
        © {new Date().getFullYear()} Cotizador de Seguros Agrícolas · Desarrollado por {DEVELOPER_NAME}
      </Typography>
      {' · '}
      <Link href={SUPPORT_MAILTO} variant="body2">
        Ayuda
      </Link>
    </Box>
  );
}
