import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../dataProvider';
import { chooseOption, press } from '../../testing/inputs';
import { http, HttpResponse, listBody, listHandlers, recorder, setupApiServer } from '../../testing/msw';
import { renderInAdmin } from '../../testing/render';
import { IgnoreDiscountsTab } from './IgnoreDiscountsTab';

const server = setupApiServer();

const RULE = {
  id: 5,
  moduleId: 7,
  cropId: 1,
  provinceId: 6,
  zoneId: null,
  module: { description: 'Granizo Básico', companyId: 1 },
  crop: { description: 'Soja' },
  province: { name: 'Buenos Aires' },
  zone: null,
};

function renderTab(rules = [RULE]) {
  const r = recorder();
  server.use(
    ...listHandlers({
      'modules-all': {
        key: 'modules',
        rows: [
          { id: 7, description: 'Granizo Básico', companyId: 1, company: { id: 1, name: 'Sancor' } },
          { id: 12, description: 'Granizo Plus', companyId: 2, company: { id: 2, name: 'San Cristobal' } },
        ],
      },
      crops: {
        key: 'crops',
        rows: [
          { id: 1, description: 'Soja' },
          { id: 4, description: 'Trigo' },
        ],
      },
      provinces: {
        key: 'provinces',
        rows: [
          { id: 6, name: 'Buenos Aires' },
          { id: 14, name: 'Córdoba' },
        ],
      },
    }),
    http.get('*/api/zones/provinces/14', async ({ request }) => {
      await r.record(request);
      return HttpResponse.json(
        listBody('zones', [
          { id: 300, description: 'Marcos Juárez', provinceId: 14, companyId: 1 },
          { id: 301, description: 'Unión', provinceId: 14, companyId: 2 },
        ]),
      );
    }),
    http.get('*/api/ignore_discounts', () => HttpResponse.json({ data: { ignoreDiscounts: rules }, meta: { total: rules.length } })),
    http.post('*/api/ignore_discounts', async ({ request }) => {
      const { body } = await r.record(request);
      rules.push({ ...RULE, id: 6, moduleId: 0, module: null as never, province: { name: 'Córdoba' }, ...(body as object) });
      return HttpResponse.json({ data: { id: 6 } }, { status: 201 });
    }),
    http.delete('*/api/ignore_discounts/5', async ({ request }) => {
      await r.record(request);
      rules.splice(0, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  renderInAdmin(<IgnoreDiscountsTab />, { dataProvider });
  return r;
}

describe('IgnoreDiscountsTab', () => {
  it('lists the stored rules', async () => {
    renderTab();
    // the coverage names its insurer; an empty filter says 'Todos'
    expect(await screen.findByText('Granizo Básico (Sancor)')).toBeInTheDocument();
    expect(screen.getByText('Buenos Aires')).toBeInTheDocument();
    const row = screen.getByText('Buenos Aires').closest('tr') as HTMLElement;
    expect(within(row).getByText('Todos')).toBeInTheDocument();
  });

  it("names the insurer of a rule's department ('9 de Julio' exists for both)", async () => {
    const zone = { description: '9 de Julio', companyId: 2, province: { name: 'Buenos Aires' } };
    renderTab([{ ...RULE, moduleId: null as never, module: null as never, zoneId: 40 as never, zone: zone as never }]);
    const row = (await screen.findByText('9 de Julio (San Cristobal)')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Todas')).toBeInTheDocument();
  });

  it('keeps the department disabled until a province is chosen, then offers its departments with their insurer', async () => {
    const r = renderTab();
    await screen.findByText('Granizo Básico (Sancor)');
    expect(screen.getByRole('combobox', { name: 'Departamento' })).toBeDisabled();
    expect(r.to('GET', 'zones/provinces/14')).toHaveLength(0);
    await chooseOption('Provincia', 'Córdoba');
    const department = screen.getByRole('combobox', { name: 'Departamento' });
    await waitFor(() => expect(department).not.toBeDisabled());
    fireEvent.mouseDown(department);
    const options = within(await screen.findByRole('listbox'));
    expect(await options.findByText('Marcos Juárez (Sancor)')).toBeInTheDocument();
    expect(options.getByText('Unión (San Cristobal)')).toBeInTheDocument();
  });

  it('says a filter is needed when none is chosen and sends nothing', async () => {
    const r = renderTab();
    await screen.findByText('Granizo Básico (Sancor)');
    press('Agregar');
    expect(await screen.findByText('Debe completar al menos uno de los filtros')).toBeInTheDocument();
    expect(r.to('POST', 'ignore_discounts')).toHaveLength(0);
  });

  it('adds a rule with a province and a department, and the list shows it', async () => {
    const r = renderTab();
    await chooseOption('Provincia', 'Córdoba');
    await chooseOption('Departamento', 'Unión (San Cristobal)');
    press('Agregar');
    expect(await screen.findByText('La regla fue registrada.')).toBeInTheDocument();
    expect(r.to('POST', 'ignore_discounts').map((x) => x.body)).toEqual([{ moduleId: null, cropId: null, provinceId: 14, zoneId: 301 }]);
    expect(await screen.findByText('Córdoba')).toBeInTheDocument();
  });

  it('deletes a rule after the confirmation', async () => {
    const r = renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar regla' }));
    press('Si, eliminar!');
    expect(await screen.findByText('La regla fue eliminada.')).toBeInTheDocument();
    expect(r.to('DELETE', 'ignore_discounts/5')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Granizo Básico', { selector: 'td *, td' })).not.toBeInTheDocument());
  });

  it('says once that the same rule exists when the server refuses it', async () => {
    renderTab();
    server.use(
      http.post('*/api/ignore_discounts', () =>
        HttpResponse.json(
          { message: 'Ocurrió un error de validación.', errors: { root: ['Ya existe una regla con esos mismos filtros.'] } },
          { status: 422 },
        ),
      ),
    );
    await chooseOption('Provincia', 'Córdoba');
    press('Agregar');
    const list = await screen.findByTestId('validation-errors');
    expect(list).toHaveTextContent('Ocurrió un error de validación.');
    expect(list).toHaveTextContent('Ya existe una regla con esos mismos filtros.');
    expect(screen.getAllByText('Ya existe una regla con esos mismos filtros.')).toHaveLength(1);
  });
});
