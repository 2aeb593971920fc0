import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { dataProvider } from '../../dataProvider';
import { ROLE_PRODUCER } from '../../domain/access/access';
import { clearSession } from '../../http/session';
import { typeInto } from '../../testing/inputs';
import { http, HttpResponse, listBody, recorder, setupApiServer } from '../../testing/msw';
import { placeHandlers } from '../../testing/places';
import { renderInAdmin, signIn } from '../../testing/render';
import { ProfileEdit } from './ProfileEdit';
import { ProfileShow } from './ProfileShow';

const server = setupApiServer();
beforeEach(() => clearSession());

const ME = {
  id: 4,
  name: 'Pedro',
  lastname: 'Productor',
  cuit: '20123456786',
  address: 'Mitre 120',
  location: 'Junín',
  province: 'Buenos Aires',
  office: 'Junín',
  fileNumber: '77',
  sancorId: '5512',
  type: 1,
  cell: '2364123456',
  email: 'pedro@example.com',
  username: 'productor',
  roleId: ROLE_PRODUCER,
  role: { id: 4, name: 'ROLE_USER' },
  companies: [1],
  maxDiscountAllow: 10,
  preferredUrl: null,
  paymentMethod: null,
  rateOption: null,
  hectarePriceCurrency: null,
  supervisorId: 3,
  supervisor: null,
  isSupervisor: false,
  logo: null,
  deletedAt: null,
  coverages: [{ id: 11, description: 'Granizo 50%', companyId: 1, coverageType: 'basic' }],
};

function api() {
  const r = recorder();
  let me = { ...ME };
  server.use(
    ...placeHandlers(),
    http.get('*/api/users/4', () => HttpResponse.json({ data: me })),
    http.put('*/api/users/4', async ({ request }) => {
      const { body } = await r.record(request);
      me = { ...me, ...(body as object) };
      return HttpResponse.json({ data: me });
    }),
    http.get('*/api/user', () => HttpResponse.json({ data: me })),
    http.get('*/api/users/4/clients', () =>
      HttpResponse.json(listBody('clients', [{ id: 9, name: 'Juan', lastname: 'Pérez', cuit: '20111111112' }])),
    ),
    http.get('*/api/coverages', async ({ request }) => {
      await r.record(request);
      return HttpResponse.json(
        listBody('coverages', [
          { id: 11, description: 'Granizo 50%', companyId: 1, company: { id: 1, name: 'Sancor' }, coverageType: 'basic' },
        ]),
      );
    }),
    http.get('*/api/users/4/modules', () => HttpResponse.json(listBody('modules', []))),
  );
  return r;
}

describe('profile screens, for a producer (who may not manage users)', { timeout: 15_000 }, () => {
  it("'Tu perfil' shows the producer's data, preferred coverages and clients", async () => {
    api();
    renderInAdmin(<ProfileShow />, { dataProvider, authProvider: signIn(ME), path: '/admin/perfil' });
    expect(await screen.findByText('Pedro Productor')).toBeInTheDocument();
    expect(screen.getByText('Granizo 50%')).toBeInTheDocument();
    expect(await screen.findByText('Pérez, Juan')).toBeInTheDocument();
  });

  it('editing the profile saves it and goes back to the profile', async () => {
    const r = api();
    renderInAdmin(
      <Routes>
        <Route path="/admin/perfil/editar" element={<ProfileEdit />} />
        <Route path="/admin/perfil" element={<p>perfil guardado</p>} />
      </Routes>,
      { dataProvider, authProvider: signIn(ME), path: '/admin/perfil/editar' },
    );
    expect(await screen.findByLabelText(/^Dirección/)).toHaveValue('Mitre 120');
    // a producer does not set its username, discount or flags
    expect(screen.queryByLabelText(/^Usuario/)).not.toBeInTheDocument();
    typeInto(/^Dirección/, 'Belgrano 45');
    // the user form's Guardar (the logo and the preferred coverages have their own)
    fireEvent.click(within(screen.getByLabelText(/^Dirección/).closest('form') as HTMLElement).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('perfil guardado', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(r.to('PUT', 'users/4')[0]?.body).toMatchObject({ address: 'Belgrano 45', location: 'Junín', province: 'Buenos Aires' });
    await waitFor(() => expect(screen.getByText('Los cambios fueron registrados.')).toBeInTheDocument());
  });
});
