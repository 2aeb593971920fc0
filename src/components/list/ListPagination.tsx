import { memo, useId } from 'react';
import { useListPaginationContext } from 'react-admin';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import PaginationItem from '@mui/material/PaginationItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatNumber } from '../../domain/core/format';
import { PAGE_SIZES } from '../../domain/core/ui';
import { MAX_PAGE_LINKS, pageWindow } from './pageWindow';

export const PAGE_SIZE_OPTIONS: readonly number[] = PAGE_SIZES;

export interface PageLinksProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  max?: number;
  /** The navigation's name; two lists on one page need different ones (the list's title). */
  label?: string;
}

/** First / previous / up to 10 numbered pages / next / last. */
export const PageLinks = memo(function PageLinks({
  page,
  totalPages,
  onChange,
  max = MAX_PAGE_LINKS,
  label = 'Paginación',
}: PageLinksProps) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages, max);
  const go = (p: number) => () => {
    if (p >= 1 && p <= totalPages && p !== page) onChange(p);
  };
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center' }}>
      <PaginationItem type="first" size="small" disabled={page <= 1} onClick={go(1)} aria-label="Primera página" />
      <PaginationItem type="previous" size="small" disabled={page <= 1} onClick={go(page - 1)} aria-label="Página anterior" />
      {pages.map((p) => (
        <PaginationItem
          key={p}
          type="page"
          page={p}
          size="small"
          selected={p === page}
          color="primary"
          onClick={go(p)}
          aria-current={p === page ? 'page' : undefined}
          aria-label={p === page ? `Página ${p}` : `Ir a la página ${p}`}
        />
      ))}
      <PaginationItem type="next" size="small" disabled={page >= totalPages} onClick={go(page + 1)} aria-label="Página siguiente" />
      <PaginationItem type="last" size="small" disabled={page >= totalPages} onClick={go(totalPages)} aria-label="Última página" />
    </Box>
  );
});

/** Per-page selector (5/10/25/50), range text and page links of the current list context. */
export function ListPagination({
  rowsPerPageOptions = PAGE_SIZE_OPTIONS,
  label,
}: {
  rowsPerPageOptions?: readonly number[];
  /** The page links' name (see PageLinks). */
  label?: string;
}) {
  const { page, perPage, total, setPage, setPerPage, isPending } = useListPaginationContext();
  const perPageId = useId();
  if (isPending || !total) return null;
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const from = (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 2, px: 2, py: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" component="label" htmlFor={perPageId}>
          Filas por página
        </Typography>
        <TextField
          id={perPageId}
          select
          variant="standard"
          size="small"
          margin="none"
          fullWidth={false}
          value={perPage}
          onChange={(e) => setPerPage(Number(e.target.value))}
          slotProps={{ htmlInput: { 'aria-label': 'Filas por página' } }}
        >
          {rowsPerPageOptions.map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Typography variant="body2">
        {formatNumber(from, 0)}-{formatNumber(to, 0)} de {formatNumber(total, 0)}
      </Typography>
      <PageLinks page={page} totalPages={totalPages} onChange={setPage} label={label} />
    </Box>
  );
}
