// The rates of a coverage (docs/rules/rates.md#tasas-de-una-cobertura): the table's columns, its
// inline edit and the 'Nueva tasa' form are built from this.
import { defineResource, listFields, type FieldsOf } from '../core/resource';

export const RATE_RESOURCE = defineResource({
  resource: 'rates',
  fields: {
    /** Only narrows the departments (a filter of the table; not stored). */
    provinceId: { label: 'Provincia', input: 'reference' },
    zoneId: { label: 'Departamento', input: 'reference', required: true, list: 2 },
    cropId: { label: 'Cultivo', input: 'reference', reference: 'crops', optionText: 'description', required: true, list: 1 },
    franchiseDeductible: { label: 'Franquicia/Deducible', required: true, list: 3 },
    amount: {
      label: 'Prima sin impuestos (%)',
      listLabel: 'Prima sin impuestos',
      input: 'decimal',
      format: 'percent',
      required: true,
      list: 4,
    },
    id: { label: 'Acciones', input: 'none', list: 5 },
  },
});

export type RateField = FieldsOf<typeof RATE_RESOURCE>;

/** The columns a row edits in place (franchise/deductible and premium): those with a typed input, not a choice. */
export const inlineRateFields = () =>
  listFields(RATE_RESOURCE).filter((f) => {
    const input = RATE_RESOURCE.fields[f].input ?? 'text';
    return input !== 'reference' && input !== 'none';
  });
