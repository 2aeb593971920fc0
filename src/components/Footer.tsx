import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

// The spec (section 1) asks for a footer crediting the developer and a help link
// that opens a mail to support; the address is not shown in the spec, so it is
// configurable at build time.
export const DEVELOPER_NAME: string = import.meta.env.VITE_DEVELOPER_NAME ?? 'Agro Cotizador';
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'soporte@agrocotizador.com.ar';

export function Footer() {
  return (
    <Box
      component="footer"
      sx={{ py: 2, px: 2, textAlign: 'center', color: 'text.secondary', fontSize: 13 }}
    >
      <Typography variant="body2" component="span">
        © {new Date().getFullYear()} Cotizador de Seguros Agrícolas · Desarrollado por {DEVELOPER_NAME}
      </Typography>
      {' · '}
      <Link href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Ayuda - Cotizador')}`} variant="body2">
        Ayuda
      </Link>
    </Box>
  );
}
