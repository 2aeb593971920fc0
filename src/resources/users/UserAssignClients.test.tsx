import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { dataProvider } from '../../dataProvider';
import { ROLE_ADMIN } from '../../domain/access/access';
import { http, HttpResponse, listBody, setupApiServer } from '../../testing/msw';
import { renderInAdmin, signIn } from '../../testing/render';
import { UserAssignClients } from './UserAssignClients';

const server = setupApiServer();

const client = (id: number, lastname: string, userId: number) => ({
  id,
  name: 'Ana',
  lastname,
  cuit: '20123456786',
  userId,
  deletedAt: null,
});

describe('UserAssignClients', () => {
  it("shows the producer's own clients apart from the assigned ones, and offers 'Quitar' only on an assignment", async () => {
    server.use(
      http.get('*/api/users/4', () => HttpResponse.json({ data: { id: 4, name: 'Pedro', lastname: 'Productor', roleId: 4 } })),
      http.get('*/api/clients', () => HttpResponse.json(listBody('clients', []))),
      http.get('*/api/users/4/clients', () => HttpResponse.json(listBody('clients', [client(1, 'Propia', 4), client(2, 'Asignada', 9)]))),
    );
    renderInAdmin(
      <Routes>
        <Route path="/admin/usuarios/:id/clientes" element={<UserAssignClients />} />
      </Routes>,
      { dataProvider, authProvider: signIn({ id: 1, roleId: ROLE_ADMIN }), path: '/admin/usuarios/4/clientes' },
    );
    const own = (await screen.findByText('Propia, Ana')).closest('tr') as HTMLElement;
    const assigned = screen.getByText('Asignada, Ana').closest('tr') as HTMLElement;
    expect(within(own).getByText('Propio')).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: /Quitar/ })).toBeNull();
    expect(within(assigned).getByText('Asignado')).toBeInTheDocument();
    expect(within(assigned).getByRole('button', { name: 'Quitar Asignada, Ana' })).toBeInTheDocument();
  });
});
