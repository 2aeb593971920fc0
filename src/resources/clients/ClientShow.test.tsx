import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { ROLE_ADMIN } from '../../domain/access/access';
import { renderInAdmin, signIn } from '../../testing/render';
import { ClientShow } from './ClientShow';

const client = {
  id: 7,
  name: 'Juan',
  lastname: 'Pérez',
  cuit: '20123456786',
  address: 'San Martín 1',
  location: 'Rosario',
  province: 'Santa Fe',
  cell: '3411234567',
  email: 'juan@example.com',
  sancorId: '',
  userId: 4,
};

function renderShow(deletedAt: string | null) {
  renderInAdmin(
    <Routes>
      <Route path="/admin/clientes/:id/ver" element={<ClientShow />} />
    </Routes>,
    {
      path: '/admin/clientes/7/ver',
      authProvider: signIn({ id: 1, roleId: ROLE_ADMIN }),
      dataProvider: { getOne: async () => ({ data: { ...client, deletedAt } }) as never },
    },
  );
}

describe('ClientShow', () => {
  it('offers Editar and Eliminar on a live client', async () => {
    renderShow(null);
    expect(await screen.findByRole('link', { name: 'Editar' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Eliminar/ })).toBeInTheDocument();
  });

  it('offers neither on a deleted client, which shows its badge', async () => {
    renderShow('2026-01-05T10:00:00Z');
    expect(await screen.findByText('Eliminado')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).toBeNull();
  });
});
