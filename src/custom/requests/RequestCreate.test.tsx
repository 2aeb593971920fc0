import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE_PRODUCER } from '../../domain/access/access';
import { chooseOption, press, typeInto } from '../../testing/inputs';
import type { DataProvider } from 'react-admin';
import { http, HttpResponse, recorder, setupApiServer } from '../../testing/msw';
import { quotationHandlers } from '../../testing/quotation';
import { renderInAdmin, signIn } from '../../testing/render';
import { RequestCreate } from './RequestCreate';

const server = setupApiServer();

function renderForm(dataProvider?: Partial<DataProvider>) {
  const calls = recorder();
  server.use(
    ...quotationHandlers(),
    http.post('*/api/negotiations', async ({ request }) => {
      await calls.record(request);
      return HttpResponse.json({ data: { id: 40, number: 1040, state: 'solicitud', type: 'grouped', isConfirmed: 0, preview: null } });
    }),
  );
  renderInAdmin(<RequestCreate />, {
    path: '/admin/solicitudes/nuevo',
    authProvider: signIn({ id: 4, roleId: ROLE_PRODUCER }),
    dataProvider,
  });
  return calls;
}

describe('RequestCreate', { timeout: 60_000 }, () => {
  it('shows the client and risk messages of the spec and sends nothing', async () => {
    const calls = renderForm();
    expect(await screen.findByText('Nueva solicitud de cotización')).toBeTruthy();
    press(/guardar/i);
    expect(await screen.findByText('Cliente inválido')).toBeTruthy();
    expect(screen.getByText('Departamento inválido')).toBeTruthy();
    expect(screen.getByText('Cultivo inválido')).toBeTruthy();
    expect(screen.getByText('Cantidad de hectáreas inválida')).toBeTruthy();
    expect(screen.getByText('Precio de hectáreas inválido')).toBeTruthy();
    expect(calls.seen).toHaveLength(0);
  });

  it("new client: 'Nombre inválido' and 'Apellido inválido'; a legal person's CUIT turns Apellido into Razón Social", async () => {
    const calls = renderForm();
    await screen.findByRole('button', { name: 'NUEVO CLIENTE' });
    press('NUEVO CLIENTE');
    press(/guardar/i);
    expect(await screen.findByText('Nombre inválido')).toBeTruthy();
    expect(screen.getByText('Apellido inválido')).toBeTruthy();
    expect(screen.queryByText('Cliente inválido')).toBeNull();
    typeInto(/^CUIT/, '30500010912');
    const client = screen.getByTestId('new-client');
    await waitFor(() => expect(within(client).queryByLabelText(/^Nombre/)).toBeNull());
    expect(within(client).getByLabelText(/^Razón Social/)).toBeTruthy();
    press(/guardar/i);
    expect(await screen.findByText('Razón Social inválida')).toBeTruthy();
    expect(screen.queryByText('Nombre inválido')).toBeNull();
    expect(calls.seen).toHaveLength(0);
  });

  it('toggling the new-client form clears the chosen client', async () => {
    const ana = { id: 5, name: 'Ana', lastname: 'Quinta', cuit: '27111111116' };
    renderForm({ getList: async () => ({ data: [ana], total: 1 }) as never, getMany: async () => ({ data: [ana] }) as never });
    const picker = await screen.findByRole('combobox', { name: /^Cliente/ });
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: 'Ana' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Ana Quinta (27-11111111-6)' }, { timeout: 5000 }));
    expect((screen.getByLabelText(/^Cliente/) as HTMLInputElement).value).toBe('Ana Quinta (27-11111111-6)');
    press('NUEVO CLIENTE');
    press('CANCELAR');
    await waitFor(() => expect((screen.getByLabelText(/^Cliente/) as HTMLInputElement).value).toBe(''));
    press(/guardar/i);
    expect(await screen.findByText('Cliente inválido')).toBeTruthy();
  });

  it('asks for at least one risk', async () => {
    renderForm();
    await screen.findByRole('button', { name: 'Quitar riesgo 1' });
    press('Quitar riesgo 1');
    press(/guardar/i);
    expect(await screen.findByText('Debe agregar al menos un campo de riesgo.')).toBeTruthy();
  });

  it('creates the request with a new client and es-AR decimals, and says its number', async () => {
    const calls = renderForm();
    await screen.findByRole('button', { name: 'NUEVO CLIENTE' });
    press('NUEVO CLIENTE');
    typeInto(/^Nombre/, 'Juan');
    typeInto(/^Apellido/, 'Pérez');
    typeInto(/^CUIT/, '20123456786');
    typeInto(/^Dirección/, 'Belgrano 45');
    const client = screen.getByTestId('new-client');
    await chooseOption(/^Provincia/, 'Buenos Aires', client);
    await chooseOption(/^Departamento/, 'Junín', client);
    await chooseOption(/^Localidad/, 'Junín (CP 6000)', client);
    typeInto(/^Celular/, '2364123456');
    typeInto(/^E-mail/, 'juan@example.com');
    typeInto(/^Código de asegurado/, '998');
    expect(screen.queryByRole('button', { name: 'NUEVO CLIENTE' })).toBeNull();
    expect(screen.getByRole('button', { name: 'CANCELAR' })).toBeTruthy();
    const risk = screen.getByTestId('risk-panel-0');
    await chooseOption(/^Provincia/, 'Córdoba', risk);
    await chooseOption(/^Departamento/, 'Marcos Juárez', risk);
    await chooseOption(/^Cultivo/, 'Soja', risk);
    typeInto(/^Cantidad de hectáreas/, '1.234,5', risk);
    typeInto(/^Valor por hectárea/, '3,5', risk);
    press(/guardar/i);
    await waitFor(() => expect(calls.seen).toHaveLength(1));
    const body = calls.seen[0]!.body as Record<string, any>;
    expect(body).toMatchObject({ state: 'solicitud', is_confirmed: 0, client: { lastname: 'Pérez', cuit: '20123456786' } });
    expect(body.risks[0]).toMatchObject({
      zone_id: 300,
      crop_id: 1,
      company_id: 1,
      number_of_hectares: '1234.5',
      hectare_price: '3.5',
      hectare_price_currency_id: 1,
    });
    expect(await screen.findByText('Solicitud 1040 creada correctamente')).toBeTruthy();
  });
});
