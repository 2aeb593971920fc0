import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse, listBody, recorder, setupApiServer } from '../../testing/msw';
import { renderInAdmin, signIn } from '../../testing/render';
import { PreferredCoveragesPicker } from './PreferredCoveragesPicker';

const server = setupApiServer();

describe('PreferredCoveragesPicker', () => {
  it("offers the spec's GET coverages (50 of the current campaign and the user's insurers) and shows why a save is refused", async () => {
    const r = recorder();
    server.use(
      http.get('*/api/coverages', async ({ request }) => {
        await r.record(request);
        return HttpResponse.json(
          listBody('coverages', [
            { id: 11, description: 'Granizo 50%', companyId: 1, company: { id: 1, name: 'Sancor' }, coverageType: 'basic' },
          ]),
        );
      }),
      http.get('*/api/users/5/modules', () => HttpResponse.json(listBody('modules', []))),
      http.post('*/api/users/5/modules', () =>
        HttpResponse.json(
          { message: 'Ocurrió un error de validación.', errors: { modules: ['Podés elegir hasta 50 coberturas.'] } },
          { status: 422 },
        ),
      ),
    );
    renderInAdmin(<PreferredCoveragesPicker userId={5} />, { authProvider: signIn({ id: 5, roleId: 4 }) });
    fireEvent.click(await screen.findByLabelText(/Granizo 50%/));
    expect(r.to('GET', 'coverages')[0]?.url.searchParams.get('perPage')).toBe('50');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent('Podés elegir hasta 50 coberturas.');
  });
});
