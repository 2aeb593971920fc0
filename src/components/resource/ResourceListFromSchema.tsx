import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import Box from '@mui/material/Box';
import { formatOf, listFields, type ResourceDescription } from '../../domain/core/resource';
import { ListSelectFilter, ResourceList, type ListColumn, type ResourceListProps } from '../list';
import { fieldValue } from './fieldValue';

/** The list's columns from a description; `render` replaces a column's cell where the screen draws it itself (a badge). */
export function columnsFrom<R extends RaRecord, F extends string>(
  description: ResourceDescription<F>,
  render: Partial<Record<F, (record: R) => ReactNode>> = {},
): ListColumn<R>[] {
  return listFields(description).map((source) => {
    const field = description.fields[source];
    const own = render[source];
    const plain = formatOf(field) === 'text';
    return {
      source,
      label: field.listLabel ?? field.label,
      ...(own ? { render: own } : plain ? {} : { render: (r: R) => fieldValue(field, (r as Record<string, unknown>)[source]) as never }),
    };
  });
}

type Props<R extends RaRecord, F extends string> = Omit<ResourceListProps<R>, 'columns' | 'resource'> & {
  description: ResourceDescription<F>;
  render?: Partial<Record<F, (record: R) => ReactNode>>;
};

/** /admin/<recurso>: the generic list (`ResourceList`) with the description's columns and search label. */
export function ResourceListFromSchema<R extends RaRecord, F extends string>({ description, render, filters, ...props }: Props<R, F>) {
  return (
    <Box sx={{ px: { xs: 1, sm: 2 } }}>
      <ResourceList<R>
        resource={description.resource}
        columns={columnsFrom<R, F>(description, render)}
        searchLabel={description.searchLabel}
        filters={
          <>
            {description.filters?.map((f) => (
              <ListSelectFilter key={f.source} {...f} />
            ))}
            {filters}
          </>
        }
        {...props}
      />
    </Box>
  );
}
