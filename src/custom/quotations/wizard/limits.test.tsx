// The wizard checks what the database stores with the API's own schema (issue 17, item 5): an
// insured sum beyond the limit is a message on 'Valor por hectárea' before any call.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ROLE_PRODUCER } from '../../../domain/access/access';
import { INSURED_SUM_MESSAGE } from '../../../domain/core/limits';
import { press } from '../../../testing/inputs';
import { http, HttpResponse, listBody, recorder, setupApiServer } from '../../../testing/msw';
import { quotationHandlers } from '../../../testing/quotation';
import { renderInAdmin, signIn } from '../../../testing/render';
import { QuotationWizard } from './QuotationWizard';
import { emptyWizardValues } from './values';

const server = setupApiServer();

describe('QuotationWizard limits', { timeout: 60_000 }, () => {
  it('20,000,000 ha × 50,000,000 per ha: the message is on the price field, and nothing is sent', async () => {
    const calls = recorder();
    server.use(
      ...quotationHandlers(),
      http.get('*/api/users/:id/modules', () => HttpResponse.json(listBody('modules', []))),
      http.post('*/api/negotiations', async ({ request }) => {
        await calls.record(request);
        return HttpResponse.json({ message: 'no' }, { status: 500 });
      }),
    );
    const values = emptyWizardValues('grouped');
    const risk = {
      ...values.risks[0]!,
      province_id: 14,
      zone_id: 300,
      crop_id: 1,
      number_of_hectares: '20000000',
      hectare_price: '50000000',
      discount: '0',
    };
    renderInAdmin(<QuotationWizard defaultValues={{ ...values, client_id: 5, risks: [risk] }} />, {
      path: '/admin/negociaciones/grupo',
      authProvider: signIn({ id: 4, roleId: ROLE_PRODUCER }),
    });
    await screen.findByRole('button', { name: 'Siguiente' });
    press('Siguiente');
    expect(await within(await screen.findByTestId('step-messages')).findByText(INSURED_SUM_MESSAGE)).toBeTruthy();
    const price = screen.getByLabelText(/^Valor por hectárea/);
    await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.to('POST', 'negotiations')).toHaveLength(0);
  });
});
