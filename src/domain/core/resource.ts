// A generic resource described once (docs/architecture.md#agregar-un-campo-de-punta-a-punta): its
// fields with their Spanish labels, which show in the list and the detail, the input each uses and
// who may write it. src/components/resource/ builds the list, detail and form from it; the server's
// field rules read the same `editableBy`.
import type { Choice } from './choice';

/** The input of a field: `none` shows it only (a list column or a detail line). */
export type FieldInput =
  | 'text'
  | 'longText'
  | 'integer'
  | 'decimal'
  | 'date'
  | 'boolean'
  /** A 0/1 flag edited as a switch. */
  | 'flag'
  | 'select'
  | 'checkboxes'
  | 'reference'
  | 'cuit'
  | 'phone'
  | 'email'
  /** Several e-mail addresses separated by commas (spaces kept as typed). */
  | 'emails'
  /** Province, department and locality together (the first `place` field draws all three). */
  | 'place'
  | 'none';

/** How the list and the detail print a value (by default from the input). */
export type FieldFormat = 'text' | 'date' | 'cuit' | 'yesNo' | 'percent' | 'choice' | 'choices' | 'name';

export interface FieldDescription<G extends string = string> {
  label: string;
  /** The list column's header when it is not the label. */
  listLabel?: string;
  /** Default 'text'. */
  input?: FieldInput;
  format?: FieldFormat;
  /** The options of a select, checkboxes or a `choice` value. */
  choices?: readonly Choice[];
  /** The option without a value of a select ('Sin preferencia'). */
  emptyText?: string;
  /** Reference inputs: which list of the API the choices come from, and the option's text. */
  reference?: 'campaigns' | 'companies' | 'crops' | 'producers';
  optionText?: string;
  required?: boolean;
  /** The line under the input; false leaves no line (a compact column). */
  helperText?: string | false;
  /** A column of the list, at this position (1 first). */
  list?: number;
  /** A line of the detail (default: every field with an input). */
  show?: boolean;
  /** The form's grid cell (default half; consecutive booleans sit in one row). */
  width?: 'full' | 'half' | 'third' | 'quarter';
  /** The form's section (consecutive fields of a section share its heading and region). */
  section?: string;
  /** The flag field whose switch enables this input (off: disabled). */
  enabledBy?: string;
  /** Who may write it (the resource's own groups, e.g. users: personal, manager, admin). */
  editableBy?: G;
}

export interface ResourceDescription<F extends string = string, G extends string = string> {
  /** The API resource (`modules` for the coverages). */
  resource: string;
  fields: { readonly [K in F]: FieldDescription<G> };
  /** The list's search box label. */
  searchLabel?: string;
  /** The detail's lines in this order (default: field order). */
  detail?: readonly F[];
  /** A form section's heading when it is longer than its name (the region's name), and its width beside the next one. */
  sections?: { readonly [name: string]: { title?: string; width?: 'full' | 'half' } };
  /** Selects beside the search, each bound to `filter[source]` of the API. */
  filters?: readonly { source: string; label: string; choices: readonly Choice[]; emptyLabel?: string }[];
}

/** The field names of a description: `FieldsOf<typeof CLIENT_RESOURCE>`. */
export type FieldsOf<D> = D extends ResourceDescription<infer F> ? F : never;

/** Keeps the field names as a type: `defineResource({ resource: 'clients', fields: {...} })`. */
export const defineResource = <F extends string, G extends string = string>(d: ResourceDescription<F, G>) => d;

export const fieldNames = <F extends string>(d: ResourceDescription<F>) => Object.keys(d.fields) as F[];

/** The list's columns, in their `list` order. */
export const listFields = <F extends string>(d: ResourceDescription<F>) =>
  fieldNames(d)
    .filter((f) => d.fields[f].list !== undefined)
    .sort((a, b) => (d.fields[a].list ?? 0) - (d.fields[b].list ?? 0));

/** The detail's lines, in field order. */
export const showFields = <F extends string>(d: ResourceDescription<F>) =>
  d.detail ?? fieldNames(d).filter((f) => d.fields[f].show ?? d.fields[f].input !== 'none');

/** The form's fields, in field order. */
export const formFields = <F extends string>(d: ResourceDescription<F>) => fieldNames(d).filter((f) => d.fields[f].input !== 'none');

/** The fields a group may write (the server's field rule and the form read this). */
export const fieldsEditableBy = <F extends string, G extends string>(d: ResourceDescription<F, G>, group: G) =>
  fieldNames(d).filter((f) => d.fields[f].editableBy === group);

/** `{ field: label }` of a description. */
export const labelsOf = <F extends string>(d: ResourceDescription<F>) =>
  Object.fromEntries(fieldNames(d).map((f) => [f, d.fields[f].label])) as Record<F, string>;

const FORMAT_OF_INPUT: Partial<Record<FieldInput, FieldFormat>> = {
  date: 'date',
  cuit: 'cuit',
  boolean: 'yesNo',
  flag: 'yesNo',
  select: 'choice',
  checkboxes: 'choices',
};

export const formatOf = (field: FieldDescription): FieldFormat => field.format ?? FORMAT_OF_INPUT[field.input ?? 'text'] ?? 'text';
