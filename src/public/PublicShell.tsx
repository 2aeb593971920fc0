import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import { themeOptions } from '../theme';
import { Footer } from '../components/Footer';

const theme = createTheme(themeOptions);

/** Frame of the public pages (/login, /forgot-password, /reset-password, /logout, /403, /404). */
export function PublicShell({ children }: { children?: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Box
        sx={{
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          background: t => `linear-gradient(160deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 45%, ${t.palette.background.default} 45%)`,
        }}
      >
        <Box component="main" sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
          <Paper elevation={3} sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 3, color: 'primary.main' }}>
              <AgricultureIcon fontSize="large" />
              <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
                Cotizador de Seguros Agrícolas
              </Typography>
            </Box>
            {children ?? <Outlet />}
          </Paper>
        </Box>
        <Footer />
      </Box>
    </ThemeProvider>
  );
}

export default PublicShell;
