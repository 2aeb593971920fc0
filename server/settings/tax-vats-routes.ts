import { idParams } from '../../src/domain/core/ids';
import { taxVatSchema } from '../../src/domain/settings/schema';
import { listBody, listQuery } from '../http/list';
import { routes } from '../http/route';
import { queryTaxVats, updateTaxVat } from './tax-vats';

const taxVatListQuery = listQuery({
  companyId: 'int',
  company: 'int',
  paymentMethodId: 'int',
  rateOptionId: 'int',
  hectarePriceCurrencyId: 'int',
});

/** VAT values per payment method, rate option, insurer and currency (admin and sudo). */
export const taxVatRoutes = routes((api) => {
  api.get('/api/tax_vats', { schema: { querystring: taxVatListQuery }, config: { access: ['settings', 'list'] } }, async (request) => {
    const q = request.query;
    const f = q.filter;
    const { rows, total } = await queryTaxVats(
      api.db,
      {
        search: q.search,
        companyId: f.companyId ?? f.company,
        paymentMethodId: f.paymentMethodId,
        rateOptionId: f.rateOptionId,
        hectarePriceCurrencyId: f.hectarePriceCurrencyId,
      },
      { limit: q.perPage, offset: q.offset },
    );
    return listBody('taxVats', rows, total, q);
  });

  api.put(
    '/api/tax_vats/:id',
    { schema: { params: idParams, body: taxVatSchema }, config: { access: ['settings', 'edit'] } },
    async (request) => ({ data: await updateTaxVat(api.db, request.user, request.params.id, request.body.value) }),
  );
});
