// Editing a coverage against the original API as the spec's contract describes it
// (src/testing/spec-contract.ts): the campaign is `campaign_id`, in the answer and in the payload.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { dataProvider } from '../../dataProvider';
import { ROLE_ADMIN } from '../../domain/access/access';
import { press } from '../../testing/inputs';
import { setupApiServer, type SeenRequest } from '../../testing/msw';
import { renderInAdmin, signIn } from '../../testing/render';
import { specList, specRecord, specWrite } from '../../testing/spec-contract';
import { CoverageEdit } from './CoverageEdit';

const server = setupApiServer();

// the spec's coverage fields (docs/rules/coverages.md#alta-y-edición); cropId is the crop the form picks
const COVERAGE = {
  id: 5,
  description: 'Granizo Básico',
  coverageType: 'basic',
  harvest: 'thick',
  video: null,
  pdfDescription: null,
  cropDescription: 'Soja',
  sancorId: 12,
  companyId: 1,
  company: { name: 'Sancor' },
  allowMultipleRisks: 1,
  sortOrder: 1,
  campaign_id: 2,
  cropId: 1,
};

describe('coverages against the spec contract', { timeout: 30_000 }, () => {
  it('shows the campaign of campaign_id and saves it as campaign_id', async () => {
    const seen: SeenRequest[] = [];
    server.use(
      specRecord('modules/5', COVERAGE),
      specWrite('put', 'modules/5', ['description', 'coverageType', 'companyId', 'campaign_id'], seen),
      specList('crops', 'crops', [{ id: 1, description: 'Soja', harvest: 'thick', allowDoubleCrop: 1 }]),
      specList('companies', 'companies', [{ id: 1, name: 'Sancor' }]),
      specList('campaigns-all', 'campaigns', [{ id: 2, description: 'Campaña 2025/2026', dateFrom: '2025-07-01', dateTo: '2026-06-30' }]),
    );
    renderInAdmin(
      <Routes>
        <Route path="/admin/coberturas/:id/editar" element={<CoverageEdit />} />
        <Route path="/admin/coberturas/:id/ver" element={<p>Vista de la cobertura</p>} />
      </Routes>,
      { dataProvider, authProvider: signIn({ id: 1, roleId: ROLE_ADMIN }), path: '/admin/coberturas/5/editar' },
    );
    const campaign = await screen.findByRole('combobox', { name: /^Campaña/ }, { timeout: 10_000 });
    // the campaign's name shows once the campaigns load
    await waitFor(() => expect(campaign).toHaveTextContent('Campaña 2025/2026'), { timeout: 10_000 });
    press(/guardar/i);
    expect(await screen.findByText('Vista de la cobertura', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(seen[0]?.body).toMatchObject({ description: 'Granizo Básico', campaign_id: 2 });
  });
});
