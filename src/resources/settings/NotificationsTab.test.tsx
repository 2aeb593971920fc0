import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse, recorder, setupApiServer } from '../../testing/msw';
import { renderInAdmin } from '../../testing/render';
import { NotificationsTab } from './NotificationsTab';

const server = setupApiServer();

// The stored settings as GET /api/settings returns them (demo data: company domain '@cotizador.local').
const STORED: Record<string, string> = {
  company_domain: '@cotizador.local',
  on_advance_send_emails_enabled: '1',
  on_advance_send_emails_from_address: 'anticipos@cotizador.local',
  on_advance_send_emails_to_address: 'emision@cotizador.local',
  on_advance_send_emails_bcc_address: 'auditoria@cotizador.local,backoffice@cotizador.local',
  on_advance_send_emails_copy_to_producer: '1',
  advance_due_date_notification_enabled: '1',
  advance_due_date_notification_to_producer: '1',
  advance_due_date_notification_admin_email: 'admin@cotizador.local',
  solicitudes_send_emails_enabled: '1',
  solicitudes_send_emails_from_address: 'solicitudes@cotizador.local',
  solicitudes_send_emails_to_address: 'comercial@cotizador.local',
  solicitudes_send_emails_bcc_address: 'backoffice@cotizador.local',
  solicitudes_send_emails_copy_to_supervisor: '1',
  solicitudes_send_emails_to_user: '1',
  solicitudes_send_emails_to_client: '0',
  thick_recharge_rate: '3.50',
  thin_recharge_rate: '3.00',
  apply_all_thick_rates: '1',
  apply_all_thin_rates: '1',
  apply_quotations_manually: '0',
};

const settingsBody = () => ({
  data: { settings: Object.entries(STORED).map(([option, value], i) => ({ id: i + 1, option, value, hasChanged: false })) },
  meta: { total: Object.keys(STORED).length },
});

function renderTab() {
  const r = recorder();
  server.use(
    http.get('*/api/settings', async ({ request }) => {
      await r.record(request);
      return HttpResponse.json(settingsBody());
    }),
    http.put('*/api/settings', async ({ request }) => {
      await r.record(request);
      return HttpResponse.json({ message: 'Configuraciones actualizadas correctamente' });
    }),
  );
  renderInAdmin(<NotificationsTab />);
  return { r, puts: () => r.to('PUT', 'settings').map((x) => x.body) };
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('NotificationsTab', () => {
  it('shows the stored settings in the three sections', async () => {
    const { r } = renderTab();
    const advances = await section('Anticipos');
    expect(advances.getByLabelText('Dirección de origen')).toHaveValue('anticipos@cotizador.local');
    expect(advances.getByLabelText('Copia oculta (CCO)')).toHaveValue('auditoria@cotizador.local,backoffice@cotizador.local');
    expect(advances.getByText('La dirección tiene que terminar en @cotizador.local')).toBeInTheDocument();
    expect((await section('Vencimiento de anticipos')).getByLabelText('Email del administrador')).toHaveValue('admin@cotizador.local');
    const requests = await section('Solicitudes');
    expect(requests.getByLabelText('Enviar al cliente')).not.toBeChecked();
    expect(requests.getByLabelText('Enviar al productor')).toBeChecked();
    expect(r.to('GET', 'settings')[0]?.url.searchParams.get('perPage')).toBe('50'); // the spec's page for the notifications;
  });

  it('sends only the switch that changed, as 1/0, and confirms', async () => {
    const { puts } = renderTab();
    fireEvent.click((await section('Solicitudes')).getByLabelText('Enviar al cliente'));
    save();
    expect(await screen.findByText('Configuraciones actualizadas correctamente')).toBeInTheDocument();
    expect(puts()).toEqual([{ settings: [{ option: 'solicitudes_send_emails_to_client', value: '1' }] }]);
  });

  it('sends only the address list that changed', async () => {
    const { puts } = renderTab();
    type((await section('Anticipos')).getByLabelText('Destinatarios'), 'emision@cotizador.local, gerencia@cotizador.local');
    save();
    expect(await screen.findByText('Configuraciones actualizadas correctamente')).toBeInTheDocument();
    expect(puts()).toEqual([
      {
        settings: [{ option: 'on_advance_send_emails_to_address', value: 'emision@cotizador.local, gerencia@cotizador.local' }],
      },
    ]);
  });

  it('rejects an origin address outside the company domain and sends nothing', async () => {
    const { puts } = renderTab();
    type((await section('Solicitudes')).getByLabelText('Dirección de origen'), 'solicitudes@gmail.com');
    save();
    // on the field and listed under the validation heading
    expect(await screen.findAllByText('La dirección de origen debe terminar en @cotizador.local')).toHaveLength(2);
    expect(puts()).toHaveLength(0);
    expect(screen.queryByText('Configuraciones actualizadas correctamente')).toBeNull();
  });

  it('rejects an empty origin address and sends nothing', async () => {
    const { puts } = renderTab();
    type((await section('Anticipos')).getByLabelText('Dirección de origen'), '   ');
    save();
    // on the field and listed under the validation heading
    expect(await screen.findAllByText('La dirección de origen no puede estar vacía.')).toHaveLength(2);
    expect(puts()).toHaveLength(0);
  });

  it('rejects a BCC list separated with semicolons and sends nothing', async () => {
    const { puts } = renderTab();
    type((await section('Anticipos')).getByLabelText('Copia oculta (CCO)'), 'auditoria@cotizador.local;backoffice@cotizador.local');
    save();
    // on the field and listed under the validation heading
    expect(await screen.findAllByText('Separe las direcciones con comas (,), no con punto y coma (;).')).toHaveLength(2);
    expect(puts()).toHaveLength(0);
  });

  it('sends nothing when nothing changed', async () => {
    const { puts } = renderTab();
    await section('Anticipos');
    save();
    expect(await screen.findByText('No hay cambios para guardar.')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('a failed load says so and retries, instead of an endless spinner', async () => {
    let fail = true;
    server.use(
      http.get('*/api/settings', () =>
        fail ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : HttpResponse.json(settingsBody()),
      ),
    );
    renderInAdmin(<NotificationsTab />);
    expect(await screen.findByText('No se pudieron cargar los datos.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect((await section('Anticipos')).getByLabelText('Dirección de origen')).toHaveValue('anticipos@cotizador.local');
  });
});
