import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { press, typeInto } from '../../testing/inputs';
import { http, HttpResponse, recorder, setupApiServer, validationFailure } from '../../testing/msw';
import { renderInAdmin } from '../../testing/render';
import { ChangePasswordCard } from './ChangePasswordCard';

const server = setupApiServer();

function renderCard(answer: () => Response | Promise<Response> = () => HttpResponse.json({ data: { id: 4 } })) {
  const r = recorder();
  server.use(
    http.put('*/api/users/4', async ({ request }) => {
      await r.record(request);
      return answer();
    }),
  );
  renderInAdmin(<ChangePasswordCard userId={4} />);
  return r;
}

function fill(current: string, next: string, confirmation: string) {
  typeInto(/^Clave actual/, current);
  typeInto(/^Nueva clave/, next);
  typeInto(/^Confirmación/, confirmation);
}

describe('ChangePasswordCard', () => {
  it.each([
    ['passwords that differ', ['demo1234', 'nueva-clave-1', 'otra-clave-2'], 'Las claves no coinciden.'],
    ['a new password equal to the current one', ['demo1234', 'demo1234', 'demo1234'], 'La clave nueva es igual a la actual: elegí otra.'],
  ] as const)('does not send %s: it says why', async (_case, [current, next, confirmation], message) => {
    const r = renderCard();
    fill(current, next, confirmation);
    press('Cambiar clave');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(r.seen).toHaveLength(0);
  });

  it('sends PUT users/{id} with the three fields, confirms the change and empties the form', async () => {
    const r = renderCard();
    fill('demo1234', 'nueva-clave-1', 'nueva-clave-1');
    press('Cambiar clave');
    expect(await screen.findByText('La clave fue cambiada exitosamente.')).toBeInTheDocument();
    expect(r.seen.map((x) => x.body)).toEqual([
      { current_password: 'demo1234', password: 'nueva-clave-1', password_confirmation: 'nueva-clave-1' },
    ]);
    await waitFor(() => expect(screen.getByLabelText(/^Clave actual/)).toHaveValue(''));
  });

  it('shows a wrong current password under its field and in the validation list', async () => {
    renderCard(() => validationFailure({ current_password: ['La clave actual es incorrecta.'] }));
    fill('mala-clave', 'nueva-clave-1', 'nueva-clave-1');
    press('Cambiar clave');
    await waitFor(() => expect(screen.getAllByText('La clave actual es incorrecta.')).toHaveLength(2));
    expect(screen.getByTestId('validation-errors')).toHaveTextContent('Ocurrió un error de validación.');
  });
});
