// The coverages resource (docs/rules/coverages.md; the API's `modules`): list and form are built from this.
import { COMPANIES } from './companies';
import { COVERAGE_TYPES } from './coverage-types';
import { HARVESTS } from './crops';
import { defineResource } from '../core/resource';

export const COVERAGE_RESOURCE = defineResource({
  resource: 'modules',
  searchLabel: 'Buscar cobertura',
  filters: [{ source: 'company', label: 'Aseguradora', choices: COMPANIES, emptyLabel: 'Todas' }],
  fields: {
    description: { label: 'Nombre de la cobertura', listLabel: 'Cobertura', required: true, width: 'full', list: 1 },
    coverageType: { label: 'Tipo', input: 'select', choices: COVERAGE_TYPES, required: true, list: 6 },
    campaignId: { label: 'Campaña', input: 'reference', reference: 'campaigns', optionText: 'description', required: true },
    companyId: { label: 'Aseguradora', input: 'reference', reference: 'companies', required: true },
    /** Sancor's coverages only. */
    sancorId: { label: 'Sancor ID', required: true },
    cropId: { label: 'Cultivo', input: 'reference', reference: 'crops', optionText: 'description', required: true },
    /** Copied from the crop. */
    harvest: { label: 'Cosecha', input: 'select', choices: HARVESTS, list: 5 },
    video: { label: 'Link del video' },
    sortOrder: { label: 'Orden', input: 'integer' },
    pdfDescription: {
      label: 'Descripción para el PDF',
      listLabel: 'Incluye documento descriptivo',
      input: 'longText',
      format: 'yesNo',
      list: 3,
    },
    allowMultipleRisks: { label: 'Permite varios riesgos', input: 'flag' },
    company: { label: 'Compañía', input: 'none', format: 'name', list: 2 },
    cropDescription: { label: 'Cultivo', input: 'none', list: 4 },
  },
});
