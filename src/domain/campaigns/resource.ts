// The campaigns resource (docs/rules/campaigns.md): list, form and detail are built from this.
import { defineResource } from '../core/resource';

export const CAMPAIGN_RESOURCE = defineResource({
  resource: 'campaigns',
  searchLabel: 'Buscar campaña',
  fields: {
    description: { label: 'Descripción', required: true, width: 'full', list: 1 },
    dateFrom: { label: 'Fecha desde', input: 'date', required: true, list: 2 },
    dateTo: { label: 'Fecha hasta', input: 'date', required: true, list: 3 },
    status: { label: 'Estado', input: 'none', list: 4 },
  },
});
