import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, recorder, setupApiServer } from '../../testing/msw';
import { ClientRequestPage } from './ClientRequestPage';

// The real widget solves a proof of work in a worker: here it is solved at once.
vi.mock('./Captcha', () => ({
  default: ({ onChange }: { onChange: (payload: string) => void }) => (
    <button type="button" onClick={() => onChange('resuelto')}>
      No soy un robot
    </button>
  ),
}));

const server = setupApiServer();

/** Renders the form and fills an applicant and one field, with `typed` as the applicant types those inputs; the form. */
async function fillForm(typed: Record<string, string>) {
  render(<ClientRequestPage />);
  const form = screen.getByRole('form', { name: 'Información del solicitante' });
  const fill = (label: string, value: string, within_: HTMLElement = form) =>
    fireEvent.change(within(within_).getByLabelText(label, { exact: true }), { target: { value: typed[label] ?? value } });
  fill('Nombre y apellido o razón social', 'Mariana Quiroga');
  for (const label of ['CUIT', 'Celular (10 dígitos)', 'E-mail']) fill(label, '');
  fill('Dirección', 'Belgrano 450');
  fill('Localidad', 'Venado Tuerto');
  fill('Provincia', 'Santa Fe');
  const field = screen.getByRole('group', { name: 'Campo 1' });
  fill('Localidad del campo', 'Rufino', field);
  fill('Cultivo', '1', field);
  for (const label of ['Cantidad de hectáreas', 'Valor por hectárea']) fill(label, '', field);
  fireEvent.focus(within(form).getByLabelText('CUIT'));
  return form;
}

describe('the public request form', () => {
  it('sends one request however often it is submitted while the first one runs', async () => {
    const api = recorder();
    let release: () => void = () => undefined;
    server.use(
      http.post('*/api/contacts', async ({ request }) => {
        await api.record(request);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ data: { id: 90, number: 1090 } }, { status: 201 });
      }),
    );
    const form = await fillForm({
      CUIT: '27123456780',
      'Celular (10 dígitos)': '3462551234',
      'E-mail': 'mariana@campo.com.ar',
      'Cantidad de hectáreas': '250',
      'Valor por hectárea': '32,5',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'No soy un robot' }));
    const send = screen.getByRole('button', { name: 'Enviar solicitud' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(send).toBeDisabled());
    fireEvent.submit(form);
    await waitFor(() => expect(api.seen).toHaveLength(1));
    release();
    expect(await screen.findByText('Solicitud 1090 creada correctamente')).toBeInTheDocument();
    expect(api.to('POST', 'contacts')).toHaveLength(1);
  });

  it('reads what an Argentine applicant types: 1.500 ha at 1.250,75, a CUIT with dashes, a phone with spaces', async () => {
    const api = recorder();
    server.use(
      http.post('*/api/contacts', async ({ request }) => {
        await api.record(request);
        return HttpResponse.json({ data: { id: 91, number: 1091 } }, { status: 201 });
      }),
    );
    const form = await fillForm({
      CUIT: '27-12345678-0',
      'Celular (10 dígitos)': '3462 55-1234',
      'E-mail': ' mariana@campo.com.ar ',
      'Cantidad de hectáreas': '1.500',
      'Valor por hectárea': '1.250,75',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'No soy un robot' }));
    fireEvent.submit(form);
    expect(await screen.findByText('Solicitud 1091 creada correctamente')).toBeInTheDocument();
    expect(api.seen[0]?.body).toMatchObject({
      cuit: '27123456780',
      cell: '3462551234',
      email: 'mariana@campo.com.ar',
      risks: [{ number_of_hectares: '1500', hectare_price: '1250.75' }],
    });
  });
});
