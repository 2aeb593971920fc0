import { Fragment, type ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { formFields, type FieldDescription, type ResourceDescription } from '../../domain/core/resource';
import { FieldInput, SchemaInput } from './SchemaInput';

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
  /** Inputs added at the end of a section (the users' 'Supervisor' switch among the flags). */
  sectionEnd?: Record<string, ReactNode>;
};

const isSwitch = (f: FieldDescription) => f.input === 'boolean' || f.input === 'flag';

/** A row of switches (consecutive boolean fields). */
const SwitchRow = ({ children }: { children: ReactNode }) => (
  <Grid size={12} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
    {children}
  </Grid>
);

/**
 * The form's inputs from a description, in field order: a section's title before its first
 * shown field, consecutive switches in one row, a `place` field as province, department and locality.
 */
export function InputsFromSchema<F extends string>({
  description,
  prefix = '',
  editable = () => true,
  render = {},
  label = {},
  sectionEnd = {},
}: Props<F>) {
  const shown = formFields(description).filter((f) => editable(f) && render[f] !== null);
  const sections: { title?: string; fields: F[] }[] = [];
  for (const f of shown) {
    const title = description.fields[f].section;
    const last = sections.at(-1);
    if (last && last.title === title) last.fields.push(f);
    else sections.push({ title, fields: [f] });
  }
  for (const title of Object.keys(sectionEnd)) if (!sections.some((s) => s.title === title)) sections.push({ title, fields: [] });
  const cell = (f: F) => render[f] ?? <SchemaInput source={`${prefix}${f}`} field={description.fields[f]} label={label[f]} />;
  const placeFirst = shown.find((f) => description.fields[f].input === 'place');
  return (
    <Grid container columnSpacing={2}>
      {sections.map(({ title, fields }, i) => {
        const switches = fields.filter((f) => isSwitch(description.fields[f]) && !(f in render));
        const end = title ? sectionEnd[title] : undefined;
        return (
          <Fragment key={title ?? i}>
            {title && (
              <Grid size={12}>
                <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
                  {title}
                </Typography>
              </Grid>
            )}
            {fields.map((f) => {
              if (description.fields[f].input === 'place' && f !== placeFirst) return null;
              if (!switches.includes(f)) return <Fragment key={f}>{cell(f)}</Fragment>;
              if (f !== switches[0]) return null;
              return (
                <SwitchRow key={f}>
                  {switches.map((s) => (
                    <FieldInput key={s} source={`${prefix}${s}`} field={description.fields[s]} />
                  ))}
                  {end}
                </SwitchRow>
              );
            })}
            {!switches.length && end && <SwitchRow>{end}</SwitchRow>}
          </Fragment>
        );
      })}
    </Grid>
  );
}
