import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { dataProvider } from '../../dataProvider';
import { http, HttpResponse, recorder, setupApiServer, validationFailure } from '../../testing/msw';
import { renderInAdmin } from '../../testing/render';
import { specList } from '../../testing/spec-contract';
import { asPhone } from '../../testing/media';
import { TAX_VAT_MESSAGES } from '../../domain/settings/schema';
import { TaxVatsTab } from './TaxVatsTab';

const server = setupApiServer();
const ROW = { id: 3, paymentMethodId: 1, rateOptionId: 1, companyId: 1, hectarePriceCurrencyId: 3, value: '21.00' };

async function openEditor(answer: () => Response) {
  const r = recorder();
  server.use(
    specList('tax_vats', 'taxVats', [ROW]),
    http.put('*/api/tax_vats/3', async ({ request }) => {
      await r.record(request);
      return answer();
    }),
  );
  renderInAdmin(<TaxVatsTab />, { dataProvider });
  fireEvent.click(await screen.findByRole('button', { name: 'Editar impuesto' }, { timeout: 10_000 }));
  return r;
}

describe('TaxVatsTab inline edit', { timeout: 20_000 }, () => {
  it("puts the server's 422 message under the VAT input and keeps the editor open", async () => {
    const r = await openEditor(() => validationFailure({ value: ['El IVA ya fue modificado por otro usuario.'] }));
    fireEvent.change(screen.getByLabelText('IVA (%)'), { target: { value: '10,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar impuesto' }));
    expect(await screen.findByText('El IVA ya fue modificado por otro usuario.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('IVA (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(r.to('PUT', 'tax_vats/3')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves on submit (Enter), then refuses a VAT over 100 without sending it and closes with Escape', async () => {
    const r = await openEditor(() => HttpResponse.json({ data: { ...ROW, value: '10.50' } }));
    fireEvent.change(screen.getByLabelText('IVA (%)'), { target: { value: '10,5' } });
    fireEvent.submit(screen.getByLabelText('IVA (%)').closest('form')!);
    expect(await screen.findByText('Impuesto editado correctamente', {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('IVA (%)')).toBeNull());
    expect(r.to('PUT', 'tax_vats/3')[0]?.body).toMatchObject({ value: '10.50' });

    fireEvent.click(screen.getByRole('button', { name: 'Editar impuesto' }));
    fireEvent.change(screen.getByLabelText('IVA (%)'), { target: { value: '150' } });
    fireEvent.submit(screen.getByLabelText('IVA (%)').closest('form')!);
    expect(await screen.findByText(TAX_VAT_MESSAGES.value, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(r.to('PUT', 'tax_vats/3')).toHaveLength(1);
    fireEvent.keyDown(screen.getByLabelText('IVA (%)'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByLabelText('IVA (%)')).toBeNull());
  });

  it('on a phone shows the VAT and its editor in the compact list', async () => {
    const restore = asPhone();
    try {
      server.use(specList('tax_vats', 'taxVats', [ROW]));
      renderInAdmin(<TaxVatsTab />, { dataProvider });
      expect(await screen.findByText('21,00 %', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.queryByRole('table')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Editar impuesto' }));
      expect(screen.getByLabelText('IVA (%)')).toHaveValue('21,00');
    } finally {
      restore();
    }
  });
});
