// Theme options shared by the light public pages and the react-admin app.
// Plain options only: this module is part of the /login bundle, so it must not
// import react-admin (App.tsx merges these options over react-admin's defaults).
import type { ThemeOptions } from '@mui/material/styles';

export const SIDEBAR_LINK_HEIGHT = 65;

export const brand = {
  primary: '#2e7d32',
  primaryDark: '#1b5e20',
  secondary: '#f9a825',
  background: '#f4f6f3',
};

const PAGE_LABELS: Record<'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis', string> = {
  first: 'Ir a la primera página',
  last: 'Ir a la última página',
  next: 'Ir a la página siguiente',
  previous: 'Ir a la página anterior',
  'start-ellipsis': 'Páginas anteriores',
  'end-ellipsis': 'Páginas siguientes',
};

export const themeOptions: ThemeOptions = {
  palette: {
    mode: 'light',
    // Text on coloured chips and buttons (warning, info, secondary) black where white fails WCAG AA.
    contrastThreshold: 4.5,
    primary: { main: brand.primary, dark: brand.primaryDark, contrastText: '#fff' },
    // All four keys: react-admin's default theme (merged under these options) has a blue secondary with white text.
    secondary: { main: brand.secondary, light: '#fdd835', dark: '#f57f17', contrastText: 'rgba(0, 0, 0, 0.87)' },
    // MUI's red (#d32f2f) on a filled input's grey is 4.4:1: a failed field's label needs 4.5 (public.css uses the same red).
    error: { main: '#c62828' },
    background: { default: brand.background },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: '"Roboto", "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  // MUI's own texts in es-AR (its esES locale says 'Abierto' for 'Open'): the autocomplete's
  // buttons, an alert's close button, table and page navigation.
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    // A table wider than the screen scrolls in its container: the keyboard must reach it (WCAG 2.1.1).
    MuiTableContainer: { defaultProps: { tabIndex: 0 } },
    MuiAutocomplete: {
      defaultProps: {
        openText: 'Abrir',
        closeText: 'Cerrar',
        clearText: 'Borrar',
        loadingText: 'Cargando…',
        noOptionsText: 'Sin opciones',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Cerrar' } },
    // A disabled input's hint still speaks to the user ('Para cambiarla, elegí primero el
    // departamento.'): MUI's disabled grey is below the 4.5:1 contrast axe asks for.
    MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
    MuiTablePagination: {
      defaultProps: {
        labelRowsPerPage: 'Filas por página:',
        labelDisplayedRows: ({ from, to, count }) => `${from}-${to} de ${count !== -1 ? count : `más de ${to}`}`,
        getItemAriaLabel: (type) => PAGE_LABELS[type],
      },
    },
    MuiPagination: {
      defaultProps: {
        getItemAriaLabel: (type, page, selected) =>
          type === 'page' ? `${selected ? '' : 'Ir a la '}página ${page ?? ''}` : PAGE_LABELS[type],
      },
    },
  },
};
