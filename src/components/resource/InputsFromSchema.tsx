import { Fragment, type ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { formFields, type FieldDescription, type ResourceDescription } from '../../domain/core/resource';
import { CELL_SIZE, FieldInput, SchemaInput } from './SchemaInput';

type Props<F extends string> = {
  description: ResourceDescription<F>;
  /** Where the fields live in the form ('client.' in the quotation forms' new client). */
  prefix?: string;
  /** Only the fields the user may write (default: all). */
  editable?: (field: F) => boolean;
  /** A field the screen draws itself, in its place (null leaves it out): a rule of the spec the description cannot say. */
  render?: Partial<Record<F, ReactNode>>;
  /** A label that depends on the form's values (a legal person's 'Razón Social'). */
  label?: Partial<Record<F, string>>;
  /** A helper text that depends on stored data (the company's domain under an origin address). */
  helperText?: Partial<Record<F, string | false>>;
};

const isSwitch = (f: FieldDescription) => f.input === 'boolean' || f.input === 'flag';

/** A row of switches (consecutive boolean fields). */
const SwitchRow = ({ children }: { children: ReactNode }) => (
  <Grid size={12} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
    {children}
  </Grid>
);

/**
 * The form's inputs from a description, in field order: each section a region with its heading,
 * consecutive switches in one row, a `place` field as province, department and locality.
 */
export function InputsFromSchema<F extends string>({
  description,
  prefix = '',
  editable = () => true,
  render = {},
  label = {},
  helperText = {},
}: Props<F>) {
  const shown = formFields(description).filter((f) => editable(f) && render[f] !== null);
  const sections: { title?: string; fields: F[] }[] = [];
  for (const f of shown) {
    const title = description.fields[f].section;
    const last = sections.at(-1);
    if (last && last.title === title) last.fields.push(f);
    else sections.push({ title, fields: [f] });
  }
  const fieldOf = (f: F): FieldDescription =>
    f in helperText ? { ...description.fields[f], helperText: helperText[f] } : description.fields[f];
  const input = (f: F) => <FieldInput key={f} source={`${prefix}${f}`} field={fieldOf(f)} label={label[f]} />;
  const cell = (f: F) => render[f] ?? <SchemaInput source={`${prefix}${f}`} field={fieldOf(f)} label={label[f]} />;
  const placeFirst = shown.find((f) => description.fields[f].input === 'place');
  const asSwitch = (f: F) => !(f in render) && isSwitch(description.fields[f]);
  /** A section's cells: consecutive switches in one row. */
  const cells = (fields: F[]) => {
    const groups: [F, ...F[]][] = [];
    for (const f of fields) {
      if (description.fields[f].input === 'place' && f !== placeFirst) continue;
      const previous = groups.at(-1);
      if (previous && asSwitch(previous[0]) && asSwitch(f)) previous.push(f);
      else groups.push([f]);
    }
    return groups.map((g) =>
      asSwitch(g[0]) ? <SwitchRow key={g[0]}>{g.map(input)}</SwitchRow> : <Fragment key={g[0]}>{cell(g[0])}</Fragment>,
    );
  };
  return (
    <Grid container columnSpacing={2}>
      {sections.map(({ title, fields }, i) => {
        if (!title) return <Fragment key={i}>{cells(fields)}</Fragment>;
        const section = description.sections?.[title] ?? {};
        return (
          <Grid key={title} size={CELL_SIZE[section.width ?? 'full']} component="section" aria-label={title}>
            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
              {section.title ?? title}
            </Typography>
            <Grid container columnSpacing={2}>
              {cells(fields)}
            </Grid>
          </Grid>
        );
      })}
    </Grid>
  );
}
