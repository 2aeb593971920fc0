import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CreateBase } from 'react-admin';
import { CAMPAIGN_RESOURCE } from '../../domain/campaigns/resource';
import { defineResource } from '../../domain/core/resource';
import { press, typeInto } from '../../testing/inputs';
import { renderInAdmin } from '../../testing/render';
import { DetailsFromSchema } from './DetailsFromSchema';
import { FormFromSchema } from './FormFromSchema';
import { InputsFromSchema } from './InputsFromSchema';
import { ResourceListFromSchema } from './ResourceListFromSchema';
import { at } from '../../../tests/support/present';

// Adding a field is one entry in the description: the list, the detail and the form show it.
const WITH_REGION = defineResource({
  resource: CAMPAIGN_RESOURCE.resource,
  searchLabel: CAMPAIGN_RESOURCE.searchLabel,
  fields: { ...CAMPAIGN_RESOURCE.fields, region: { label: 'Región', list: 1.5 }, closedOn: { label: 'Cierre', input: 'date', list: 3.5 } },
});
const record = {
  id: 5,
  description: 'Campaña 2030/2031',
  dateFrom: '2030-07-01',
  dateTo: '2031-06-30',
  region: 'Pampa',
  closedOn: '2031-07-15',
};

describe('resources built from their description', () => {
  it('a new field shows as a list column with its label, in its position and format', async () => {
    renderInAdmin(<ResourceListFromSchema description={WITH_REGION} rowLink={() => '/x'} syncWithLocation={false} storeKey={false} />, {
      dataProvider: { getList: vi.fn(async () => ({ data: [record], total: 1 })) as never },
    });
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Descripción', 'Región', 'Fecha desde', 'Fecha hasta', 'Cierre', 'Estado']);
    expect(within(table).getByText('Pampa')).toBeInTheDocument();
    expect(within(table).getByText('15/07/2031')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar campaña' })).toBeInTheDocument();
  });

  it('a new field shows on the detail with its label', () => {
    renderInAdmin(<DetailsFromSchema description={WITH_REGION} record={record} />);
    const term = screen.getByText('Región');
    expect(term.tagName).toBe('DT');
    expect(term.nextElementSibling).toHaveTextContent('Pampa');
    expect(screen.getByText('Cierre').nextElementSibling).toHaveTextContent('15/07/2031');
  });

  it('a new field is an input of the form and is sent', async () => {
    const create = vi.fn(async (_r: string, p: { data: object }) => ({ data: { id: 1, ...p.data } }));
    renderInAdmin(
      <CreateBase resource="campaigns" redirect={false}>
        <FormFromSchema>
          <InputsFromSchema description={WITH_REGION} />
        </FormFromSchema>
      </CreateBase>,
      { dataProvider: { create } as never },
    );
    typeInto(/^Descripción/, 'Campaña 2030/2031');
    typeInto(/^Región/, 'Pampa');
    typeInto(/^Cierre/, '2031-07-15');
    press(/guardar/i);
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(at(create.mock.calls, 0)[1].data).toMatchObject({ region: 'Pampa', closedOn: '2031-07-15' });
  });
});
