import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { FieldDescription } from '../../domain/core/resource';
import { NOTIFICATION_SETTINGS } from '../../domain/settings/resource';
import { http, HttpResponse, listBody, recorder, setupApiServer } from '../../testing/msw';
import { renderInAdmin } from '../../testing/render';
import { NotificationsTab } from './NotificationsTab';

// Adding a setting is one entry in its description: the tab shows it in its section, the shared
// rules check it by its input, and it is sent.
const server = setupApiServer();
const fields = NOTIFICATION_SETTINGS.fields as Record<string, FieldDescription>;
const REPLY_TO = 'solicitudes_send_emails_reply_to';

beforeEach(() => {
  fields[REPLY_TO] = {
    label: 'Responder a',
    input: 'emails',
    section: 'Solicitudes',
    helperText: 'Varias direcciones separadas por comas.',
  };
});
afterEach(() => {
  delete fields[REPLY_TO];
});

function renderTab() {
  const r = recorder();
  // every option the tab shows is stored (an option the server does not have is refused)
  const stored = {
    ...Object.fromEntries(Object.entries(fields).map(([option, f]) => [option, f.input === 'flag' ? '0' : ''])),
    company_domain: '@cotizador.local',
    [REPLY_TO]: 'ventas@cotizador.local',
  };
  server.use(
    http.get('*/api/settings', () =>
      HttpResponse.json(
        listBody(
          'settings',
          Object.entries(stored).map(([option, value], i) => ({ id: i + 1, option, value })),
        ),
      ),
    ),
    http.put('*/api/settings', async ({ request }) => {
      await r.record(request);
      return HttpResponse.json({ message: 'ok' });
    }),
  );
  renderInAdmin(<NotificationsTab />);
  return () => r.to('PUT', 'settings').map((x) => x.body);
}

const replyTo = async () => within(await screen.findByRole('region', { name: 'Solicitudes' })).getByLabelText('Responder a');
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('settings built from their description', () => {
  it('a new setting shows in its section with its value and helper text, and is sent', async () => {
    const puts = renderTab();
    const input = await replyTo();
    expect(input).toHaveValue('ventas@cotizador.local');
    expect(input).toHaveAccessibleDescription('Varias direcciones separadas por comas.');
    fireEvent.change(input, { target: { value: 'ventas@cotizador.local, otro@cotizador.local' } });
    save();
    expect(await screen.findByText('Configuraciones actualizadas correctamente')).toBeInTheDocument();
    expect(puts()).toEqual([{ settings: [{ option: REPLY_TO, value: 'ventas@cotizador.local, otro@cotizador.local' }] }]);
  });

  it('a new setting is checked by the rules of its input (an address list refuses a semicolon)', async () => {
    const puts = renderTab();
    fireEvent.change(await replyTo(), { target: { value: 'ventas@cotizador.local;otro@cotizador.local' } });
    save();
    expect(await screen.findAllByText('Separe las direcciones con comas (,), no con punto y coma (;).')).toHaveLength(2);
    expect(puts()).toHaveLength(0);
  });
});
