import type { ReactNode } from 'react';
import { showFields, type ResourceDescription } from '../../domain/core/resource';
import { DetailField, DetailList } from '../fields/DetailList';
import { fieldValue } from './fieldValue';

type Props<F extends string> = {
  description: ResourceDescription<F>;
  record: object;
  /** Only these fields (default: the description's detail lines). */
  fields?: readonly F[];
  /** A line the screen draws itself (null leaves it out), or a label that depends on the record. */
  render?: Partial<Record<F, ReactNode>>;
  label?: Partial<Record<F, string>>;
  /** Lines after the described ones. */
  children?: ReactNode;
};

/** A record's fields on its detail card (`DetailList`), from its description. */
export function DetailsFromSchema<F extends string>({ description, record, fields, render = {}, label = {}, children }: Props<F>) {
  const values = record as Record<string, unknown>;
  return (
    <DetailList>
      {(fields ?? showFields(description)).map((f) => {
        if (f in render)
          return render[f] === null ? null : (
            <DetailField key={f} label={label[f] ?? description.fields[f].label}>
              {render[f]}
            </DetailField>
          );
        return (
          <DetailField key={f} label={label[f] ?? description.fields[f].label}>
            {fieldValue(description.fields[f], values[f])}
          </DetailField>
        );
      })}
      {children}
    </DetailList>
  );
}
