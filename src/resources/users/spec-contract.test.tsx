// The users screens against the original API as the spec's contract describes it
// (src/testing/spec-contract.ts): no filter[unassignedTo], the logo as a URL.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { dataProvider } from '../../dataProvider';
import { ROLE_ADMIN } from '../../domain/access/access';
import { setupApiServer } from '../../testing/msw';
import { renderInAdmin, signIn } from '../../testing/render';
import { specList, specRecord } from '../../testing/spec-contract';
import { LogoCard } from './LogoCard';
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

describe('users against the spec contract', { timeout: 30_000 }, () => {
  it("assign clients: the producer's own and assigned clients are not offered again when the API ignores filter[unassignedTo]", async () => {
    const own = client(1, 'Propia', 4);
    const assigned = client(2, 'Asignada', 9);
    const other = client(3, 'Libre', 9);
    server.use(
      specRecord('users/4', { id: 4, name: 'Pedro', lastname: 'Productor', roleId: 4 }),
      specList('clients', 'clients', [own, assigned, other]),
      specList('users/4/clients', 'clients', [own, assigned]),
    );
    renderInAdmin(
      <Routes>
        <Route path="/admin/usuarios/:id/clientes" element={<UserAssignClients />} />
      </Routes>,
      { dataProvider, authProvider: signIn({ id: 1, roleId: ROLE_ADMIN }), path: '/admin/usuarios/4/clientes' },
    );
    const card = (await screen.findByRole('heading', { name: 'Clientes sin asignar' }, { timeout: 10_000 })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    const candidates = within(card);
    await candidates.findByText('Libre, Ana', {}, { timeout: 10_000 });
    expect(candidates.getByRole('button', { name: 'Asignar Libre, Ana' })).toBeInTheDocument();
    expect(await candidates.findByText('Ya asignado', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(candidates.queryByRole('button', { name: 'Asignar Asignada, Ana' })).toBeNull();
    expect(candidates.queryByRole('button', { name: 'Asignar Propia, Ana' })).toBeNull();
  });

  it('logo: shows the URL of the logo field as it is, with no call the contract lacks', async () => {
    renderInAdmin(<LogoCard userId={7} logo="https://cdn.example.com/storage/logos/7.png" />);
    expect(await screen.findByAltText('Logo del productor', {}, { timeout: 10_000 })).toHaveAttribute(
      'src',
      'https://cdn.example.com/storage/logos/7.png',
    );
  });
});
