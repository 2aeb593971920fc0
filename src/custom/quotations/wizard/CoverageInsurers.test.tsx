// Step 2 offers only what will be quoted: each risk is quoted with its own insurer's coverages
// (docs/rules/quotations.md#coberturas-y-adicionales), so another insurer's are not offered and a
// note says which and why; a choice left over from another insurer is not sent.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ROLE_PRODUCER } from '../../../domain/access/access';
import { press } from '../../../testing/inputs';
import { http, HttpResponse, listBody, recorder, setupApiServer } from '../../../testing/msw';
import { quotationHandlers } from '../../../testing/quotation';
import { renderInAdmin, signIn } from '../../../testing/render';
import { QuotationWizard } from './QuotationWizard';
import { emptyWizardValues } from './values';

const server = setupApiServer();

const SANCOR = 1;
const SAN_CRISTOBAL = 2;
const LEFT_OUT =
  'Cada riesgo se cotiza con las coberturas de su aseguradora: las de San Cristobal no se ofrecen porque ningún riesgo es de esa aseguradora. Para cotizarlas, elegila en el paso Cliente.';

/** A wizard whose risks are of `insurers`, with Sancor's 'Granizo Básico' (10) and San Cristobal's 'Granizo SC' (20) chosen. */
function renderWizard(insurers: number[], simple = false) {
  const calls = recorder();
  const answer = () =>
    HttpResponse.json({ data: { id: 0, number: 0, state: 'initiated', type: 'simple', isConfirmed: 1, preview: { risks: [] } } });
  server.use(
    ...quotationHandlers(),
    http.get('*/api/users/:id/modules', () => HttpResponse.json(listBody('modules', []))),
    http.post('*/api/negotiations', async ({ request }) => (await calls.record(request), answer())),
    http.post('*/api/simple-negotiations', async ({ request }) => (await calls.record(request), answer())),
  );
  const values = emptyWizardValues(simple ? 'simple' : 'grouped');
  const risks = insurers.map((company_id) => ({
    ...values.risks[0]!,
    company_id,
    province_id: 14,
    zone_id: 300,
    crop_id: 1,
    number_of_hectares: '100',
    hectare_price: '32',
  }));
  renderInAdmin(
    <QuotationWizard
      simple={simple}
      defaultValues={{ ...values, client_id: 5, risks, modules: [10, 20], payment_method_id: 1, rate_option_id: 1 }}
    />,
    {
      path: simple ? '/admin/negociaciones/nuevo' : '/admin/negociaciones/grupo',
      authProvider: signIn({ id: 4, roleId: ROLE_PRODUCER }),
    },
  );
  return calls;
}

const next = () => press('Siguiente');

describe("step 2 offers the coverages of the risks' insurers", { timeout: 60_000 }, () => {
  it('simple wizard on a Sancor risk: no San Cristobal coverage, a note why, and only Sancor sent', async () => {
    const calls = renderWizard([SANCOR], true);
    await screen.findByRole('button', { name: 'Siguiente' });
    next();
    const sancor = await screen.findByRole('group', { name: 'Sancor' });
    expect(screen.queryByRole('group', { name: 'San Cristobal' })).toBeNull();
    expect(screen.getByText(LEFT_OUT)).toBeTruthy();
    expect(within(sancor).getByText('1')).toBeTruthy();
    next();
    await screen.findByLabelText(/^Forma de pago/);
    next();
    await waitFor(() => expect(calls.to('POST', 'simple-negotiations')).toHaveLength(1));
    expect((calls.to('POST', 'simple-negotiations')[0]!.body as { modules: number[] }).modules).toEqual([10]);
  });

  it("grouped wizard with a risk of each insurer: both insurers' coverages, no note", async () => {
    const calls = renderWizard([SANCOR, SAN_CRISTOBAL]);
    await screen.findByRole('button', { name: 'Siguiente' });
    next();
    await screen.findByRole('group', { name: 'Sancor' });
    expect(screen.getByRole('group', { name: 'San Cristobal' })).toBeTruthy();
    expect(screen.queryByText(LEFT_OUT)).toBeNull();
    next();
    await screen.findByLabelText(/^Forma de pago/);
    next();
    await waitFor(() => expect(calls.to('POST', 'negotiations')).toHaveLength(1));
    expect((calls.to('POST', 'negotiations')[0]!.body as { modules: number[] }).modules).toEqual([10, 20]);
  });

  it('grouped wizard: the San Cristobal risk removed, its coverages go with it', async () => {
    const calls = renderWizard([SANCOR, SAN_CRISTOBAL]);
    await screen.findByRole('button', { name: 'Siguiente' });
    press('Quitar riesgo 2');
    next();
    await screen.findByRole('group', { name: 'Sancor' });
    expect(screen.queryByRole('group', { name: 'San Cristobal' })).toBeNull();
    expect(screen.getByText(LEFT_OUT)).toBeTruthy();
    next();
    await screen.findByLabelText(/^Forma de pago/);
    next();
    await waitFor(() => expect(calls.to('POST', 'negotiations')).toHaveLength(1));
    expect((calls.to('POST', 'negotiations')[0]!.body as { modules: number[] }).modules).toEqual([10]);
  });
});
