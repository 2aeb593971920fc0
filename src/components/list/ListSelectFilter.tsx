// A filter of a ResourceList beside its search: a select bound to one key of the list's filter.
// The list keeps its filter in the URL (react-admin's syncWithLocation), so a filtered list can
// be bookmarked and shared.
import { useListContext } from 'react-admin';
import TextField from '@mui/material/TextField';
import { useChangeListFilter } from './listFilterChanges';

export interface FilterChoice {
  id: string | number;
  name: string;
}

export function ListSelectFilter({
  source,
  label,
  choices,
  emptyLabel,
}: {
  /** The key of `filter[...]` the API takes (`user`, `state`). */
  source: string;
  label: string;
  choices: readonly FilterChoice[];
  /** The option without this filter ('Todos'); without it one choice is always chosen. */
  emptyLabel?: string;
}) {
  const { filterValues } = useListContext();
  const changeFilter = useChangeListFilter();
  const raw = filterValues?.[source];
  const value = raw === undefined || raw === null ? '' : String(raw);
  // A value of the URL the choices do not have (yet): kept, not silently shown as another.
  const listed = value === '' || choices.some((c) => String(c.id) === value);
  return (
    <TextField
      select
      label={label}
      size="small"
      variant="outlined"
      margin="none"
      fullWidth={false}
      value={value}
      onChange={(e) => changeFilter(source, e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: { xs: '100%', sm: 200 } }}
    >
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {!listed && <option value={value}>—</option>}
      {choices.map((c) => (
        <option key={c.id} value={String(c.id)}>
          {c.name}
        </option>
      ))}
    </TextField>
  );
}
