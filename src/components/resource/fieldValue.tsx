import type { ReactNode } from 'react';
import { choiceName } from '../../domain/core/choice';
import { formatCuit } from '../../domain/core/cuit';
import { formatDate } from '../../domain/core/format';
import { formatOf, type FieldDescription } from '../../domain/core/resource';
import { NumberField } from '../fields/NumberField';

/** A record's value as the list and the detail print it (its description's format). */
export function fieldValue(field: FieldDescription, value: unknown): ReactNode {
  switch (formatOf(field)) {
    case 'date':
      return formatDate(value as string);
    case 'cuit':
      return formatCuit(value as string);
    case 'yesNo':
      return value === true || value === 1 || value === '1' || (typeof value === 'string' && value !== '' && value !== '0') ? 'Si' : 'No';
    case 'percent':
      return <NumberField value={(value as string) ?? 0} percent />;
    case 'choice':
      return choiceName(field.choices ?? [], value as string);
    case 'choices':
      return ((value as (string | number)[] | null) ?? [])
        .map((id) => choiceName(field.choices ?? [], id))
        .filter(Boolean)
        .join(', ');
    case 'name':
      return (value as { name?: string } | null)?.name ?? '';
    default:
      return value == null ? '' : String(value);
  }
}
