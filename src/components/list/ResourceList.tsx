import { useEffect, useRef, useState, type ReactNode } from 'react';
import { DataTable, Link, ListBase, useListContext, type RaRecord, type SortPayload } from 'react-admin';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { truncate } from '../../domain/core/text';
import { DEFAULT_PAGE_SIZE, SEARCH_DEBOUNCE_MS, TEXT_CUT } from '../../domain/core/ui';
import { ListPagination, PAGE_SIZE_OPTIONS } from './ListPagination';
import { ListFilterChanges, useChangeListFilter } from './listFilterChanges';
import { LoadError } from '../LoadError';
import { MESSAGES } from '../../domain/core/messages';
import type { ListMeta } from '../../dataProvider';

export const EMPTY_LIST_TEXT = MESSAGES.noResults;

export interface ListColumn<R extends RaRecord = RaRecord> {
  /** Record field (also the column id). */
  source: string;
  label: string;
  /** Custom cell; by default the field's text. A text (a string) is cut at 40 characters like the default cell. */
  render?: (record: R) => ReactNode;
  /** Cut long text at 40 characters (default true). */
  cut?: boolean;
  sortable?: boolean;
  /** The row's main cell, a link to `rowLink` (default: the first column). */
  main?: boolean;
}

export interface ResourceListProps<R extends RaRecord = RaRecord> {
  resource?: string;
  /** A list read from another path of the API (spread a `listSource` of src/api: `{...userLists.clients(id)}`). */
  meta?: ListMeta;
  columns: ListColumn<R>[];
  /** Path a row links to; omit for rows that do not link. */
  rowLink?: (record: R) => string;
  title?: ReactNode;
  /** Buttons at the right of the search box ('Agregar', ...). */
  actions?: ReactNode;
  /** Permanent filter (not shown). */
  filter?: Record<string, unknown>;
  /** Filters beside the search box (`ListSelectFilter`, `ProducerFilter`); kept in the URL with it. */
  filters?: ReactNode;
  /** The filters' values when the URL has none. */
  filterDefaultValues?: Record<string, unknown>;
  sort?: SortPayload;
  perPage?: number;
  searchLabel?: string;
  /** Show the search box (default true). */
  search?: boolean;
  /** Keep page/search in the URL (default true; turn off for lists embedded in a page). */
  syncWithLocation?: boolean;
  storeKey?: string | false;
  emptyText?: string;
}

/** The text of a cell: empty for null, cut at 40 characters with an ellipsis. */
export function cellText(value: unknown, cut = true): string {
  if (value == null) return '';
  const s = String(value);
  return cut ? truncate(s, TEXT_CUT) : s;
}

/** A cell's text cut at 40 characters; the whole text shows on hover and is what screen readers read. */
export function CutText({ value, cut = true }: { value: unknown; cut?: boolean }) {
  const full = value == null ? '' : String(value);
  const shown = cellText(value, cut);
  if (shown === full) return <>{full}</>;
  return (
    <span title={full}>
      <span aria-hidden="true">{shown}</span>
      <Box component="span" sx={visuallyHidden}>
        {full}
      </Box>
    </span>
  );
}

/** Search box bound to `filter.search` of the list context, debounced. */
export function ListSearch({ label = 'Buscar' }: { label?: string }) {
  const { filterValues } = useListContext();
  const changeFilter = useChangeListFilter();
  const [value, setValue] = useState<string>(String(filterValues?.search ?? ''));
  const external = String(filterValues?.search ?? '');
  const typing = useRef(false);
  useEffect(() => {
    if (!typing.current) setValue(external);
  }, [external]);
  return (
    <TextField
      value={value}
      label={label}
      size="small"
      variant="outlined"
      margin="none"
      fullWidth={false}
      sx={{ minWidth: { xs: '100%', sm: 280 } }}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { 'aria-label': label, type: 'search' },
      }}
      onChange={(e) => {
        const next = e.target.value;
        typing.current = true;
        setValue(next);
        changeFilter('search', next.trim() ? next : '', SEARCH_DEBOUNCE_MS);
      }}
      onBlur={() => {
        typing.current = false;
      }}
    />
  );
}

function EmptyText({ text }: { text: string }) {
  return (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary" role="status">
      {text}
    </Typography>
  );
}

/** The main cell of a linked row: a real link, so a keyboard or screen reader user opens the row (WCAG 2.1.1). */
function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} onClick={(e: React.MouseEvent) => e.stopPropagation()} underline="hover" color="inherit" sx={{ fontWeight: 500 }}>
      {children}
    </Link>
  );
}

/** A column's header: an empty label (a column of buttons) still names the column for screen readers. */
function ColumnLabel({ label }: { label: string }) {
  return label ? <>{label}</> : <Box sx={visuallyHidden}>Acciones</Box>;
}

type RowsProps<R extends RaRecord> = Pick<ResourceListProps<R>, 'columns' | 'rowLink'> & { emptyText: string };

const cellOf =
  <R extends RaRecord>(col: ListColumn<R>) =>
  (record: R): ReactNode => {
    if (!col.render) return <CutText value={(record as Record<string, unknown>)[col.source]} cut={col.cut ?? true} />;
    const shown = col.render(record);
    return typeof shown === 'string' ? <CutText value={shown} cut={col.cut ?? true} /> : shown;
  };

/** A default cell without text (a legal person's empty first name): the compact list leaves its line out, as it does a cell its column renders as nothing. */
const isBlank = <R extends RaRecord>(record: R, col: ListColumn<R>) => {
  const value = (record as Record<string, unknown>)[col.source];
  return value == null || String(value).trim() === '';
};

const mainColumn = <R extends RaRecord>(columns: ListColumn<R>[]) => columns.find((c) => c.main) ?? columns[0];

/** The table of wider screens; it scrolls inside its own box, never widening the page. */
function TableRows<R extends RaRecord>({ columns, rowLink, emptyText }: RowsProps<R>) {
  const main = mainColumn(columns)?.source;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <DataTable<R>
        bulkActionButtons={false}
        rowClick={rowLink ? (_id, _resource, record) => rowLink(record as R) : false}
        empty={<EmptyText text={emptyText} />}
        hover
      >
        {columns.map((col) => {
          const cell = cellOf(col);
          return (
            <DataTable.Col<R>
              key={col.source}
              source={col.source as never}
              label={<ColumnLabel label={col.label} />}
              disableSort={!col.sortable}
              render={rowLink && col.source === main ? (record: R) => <RowLink to={rowLink(record)}>{cell(record)}</RowLink> : cell}
            />
          );
        })}
      </DataTable>
    </Box>
  );
}

/** The compact list of phones: one item per row, its main cell first (a link when rows link), then the other columns labelled. */
function CompactRows<R extends RaRecord>({ columns, rowLink, emptyText }: RowsProps<R>) {
  const { data, isPending } = useListContext<R>();
  if (isPending) return null;
  if (!data?.length) return <EmptyText text={emptyText} />;
  const main = mainColumn(columns);
  const rest = columns.filter((c) => c !== main);
  return (
    <List disablePadding>
      {data.map((record) => {
        const title = main && cellOf(main)(record);
        return (
          <ListItem key={record.id} divider sx={{ display: 'block', py: 1.5, overflowWrap: 'anywhere' }}>
            <Typography component="div" sx={{ fontWeight: 500 }}>
              {rowLink ? <RowLink to={rowLink(record)}>{title}</RowLink> : title}
            </Typography>
            {rest
              .map((col) => ({ col, cell: col.render || !isBlank(record, col) ? cellOf(col)(record) : null }))
              .filter(({ cell }) => cell != null)
              .map(({ col, cell }) => (
                <Typography key={col.source} component="div" variant="body2" color="text.secondary">
                  {col.label && <>{col.label}: </>}
                  {cell}
                </Typography>
              ))}
          </ListItem>
        );
      })}
    </List>
  );
}

/** The rows (a table, or the compact list on a phone), or the load error with 'Reintentar' (a failed load is not an empty list). */
function ListRows<R extends RaRecord>(props: RowsProps<R>) {
  const { error, refetch } = useListContext<R>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (error) return <LoadError onRetry={refetch} />;
  return phone ? <CompactRows<R> {...props} /> : <TableRows<R> {...props} />;
}

/**
 * The generic list (docs/rules/ui.md#listas): search (debounced 1200 ms), per-page selector
 * (5/10/25/50, default 10), up to 10 page links, 'No se encontraron resultados',
 * filters kept in the URL with the search, rows linking to a path (the main cell a real link),
 * long text cut at 40 characters (a column's own text too), a failed
 * load as an error with 'Reintentar'. On a phone (below MUI's `sm`) the rows are a compact list;
 * wider, a table that scrolls inside its own box.
 */
export function ResourceList<R extends RaRecord = RaRecord>({
  resource,
  meta,
  columns,
  rowLink,
  title,
  actions,
  filter,
  filters,
  filterDefaultValues,
  sort,
  perPage = DEFAULT_PAGE_SIZE,
  searchLabel = 'Buscar',
  search = true,
  syncWithLocation = true,
  storeKey,
  emptyText = EMPTY_LIST_TEXT,
}: ResourceListProps<R>) {
  return (
    <ListBase
      resource={resource}
      perPage={perPage}
      filter={filter}
      filterDefaultValues={filterDefaultValues}
      sort={sort}
      disableSyncWithLocation={!syncWithLocation}
      storeKey={storeKey}
      queryOptions={meta ? { meta } : undefined}
    >
      <ListFilterChanges>
        <Card sx={{ mt: 2 }}>
          {(title || search || filters || actions) && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2 }}>
              {title && (
                <Typography variant="h6" component="h2" sx={{ mr: 2 }}>
                  {title}
                </Typography>
              )}
              {search && <ListSearch label={searchLabel} />}
              {filters}
              <Box sx={{ flex: 1 }} />
              {actions}
            </Box>
          )}
          <ListRows<R> columns={columns} rowLink={rowLink} emptyText={emptyText} />
          <ListPagination rowsPerPageOptions={PAGE_SIZE_OPTIONS} label={typeof title === 'string' ? `Paginación: ${title}` : undefined} />
        </Card>
      </ListFilterChanges>
    </ListBase>
  );
}

export default ResourceList;
