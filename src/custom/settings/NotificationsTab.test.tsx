import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, Notification, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { NotificationsTab } from './NotificationsTab';
import { at } from '../../../tests/support/present';

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
  const request = vi.fn(async (path: string, options: { method?: string } = {}) => {
    if (path === 'settings' && !options.method) return settingsBody();
    if (path === 'settings' && options.method === 'PUT') return { message: 'Configuraciones actualizadas correctamente' };
    throw new Error(`unexpected call ${options.method ?? 'GET'} ${path}`);
  });
  render(
    <MemoryRouter>
      <AdminContext dataProvider={{ request } as unknown as DataProvider}>
        <NotificationsTab />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { request };
}

const puts = (request: ReturnType<typeof vi.fn>) => request.mock.calls.filter(([, o]) => o?.method === 'PUT');
const section = async (name: string) => within(await screen.findByRole('region', { name }));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('NotificationsTab', () => {
  it('shows the stored settings in the three sections', async () => {
    const { request } = renderTab();
    const advances = await section('Anticipos');
    expect(advances.getByLabelText('Dirección de origen')).toHaveValue('anticipos@cotizador.local');
    expect(advances.getByLabelText('Copia oculta (CCO)')).toHaveValue('auditoria@cotizador.local,backoffice@cotizador.local');
    expect(advances.getByText('Debe terminar en @cotizador.local')).toBeInTheDocument();
    expect((await section('Vencimiento de anticipos')).getByLabelText('Email del administrador')).toHaveValue('admin@cotizador.local');
    const requests = await section('Solicitudes');
    expect(requests.getByLabelText('Enviar al cliente')).not.toBeChecked();
    expect(requests.getByLabelText('Enviar al productor')).toBeChecked();
    expect(request).toHaveBeenCalledWith(
      'settings',
      expect.objectContaining({ query: expect.objectContaining({ perPage: expect.any(Number) }) }),
    );
  });

  it('sends only the switch that changed, as 1/0, and confirms', async () => {
    const { request } = renderTab();
    fireEvent.click((await section('Solicitudes')).getByLabelText('Enviar al cliente'));
    save();
    expect(await screen.findByText('Configuraciones actualizadas correctamente')).toBeInTheDocument();
    expect(puts(request)).toEqual([
      ['settings', { method: 'PUT', body: { settings: [{ option: 'solicitudes_send_emails_to_client', value: '1' }] } }],
    ]);
  });

  it('sends only the address list that changed', async () => {
    const { request } = renderTab();
    type((await section('Anticipos')).getByLabelText('Destinatarios'), 'emision@cotizador.local, gerencia@cotizador.local');
    save();
    expect(await screen.findByText('Configuraciones actualizadas correctamente')).toBeInTheDocument();
    expect(puts(request)).toHaveLength(1);
    expect(at(puts(request), 0)[1].body).toEqual({
      settings: [{ option: 'on_advance_send_emails_to_address', value: 'emision@cotizador.local, gerencia@cotizador.local' }],
    });
  });

  it('rejects an origin address outside the company domain and sends nothing', async () => {
    const { request } = renderTab();
    type((await section('Solicitudes')).getByLabelText('Dirección de origen'), 'solicitudes@gmail.com');
    save();
    expect(await screen.findByText('La dirección de origen debe terminar en @cotizador.local')).toBeInTheDocument();
    expect(puts(request)).toHaveLength(0);
    expect(screen.queryByText('Configuraciones actualizadas correctamente')).toBeNull();
  });

  it('rejects an empty origin address and sends nothing', async () => {
    const { request } = renderTab();
    type((await section('Anticipos')).getByLabelText('Dirección de origen'), '   ');
    save();
    expect(await screen.findByText('La dirección de origen no puede estar vacía.')).toBeInTheDocument();
    expect(puts(request)).toHaveLength(0);
  });

  it('rejects a BCC list separated with semicolons and sends nothing', async () => {
    const { request } = renderTab();
    type((await section('Anticipos')).getByLabelText('Copia oculta (CCO)'), 'auditoria@cotizador.local;backoffice@cotizador.local');
    save();
    expect(await screen.findByText('Separe las direcciones con comas (,), no con punto y coma (;).')).toBeInTheDocument();
    expect(puts(request)).toHaveLength(0);
  });

  it('sends nothing when nothing changed', async () => {
    const { request } = renderTab();
    await section('Anticipos');
    save();
    expect(await screen.findByText('No hay cambios para guardar.')).toBeInTheDocument();
    expect(puts(request)).toHaveLength(0);
  });
});
