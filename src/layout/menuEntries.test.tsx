import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInAdmin, signIn } from '../testing/render';
import { menuEntries } from './menuEntries';
import { AppMenu } from './AppMenu';

const labels = (user: Parameters<typeof menuEntries>[0]) => menuEntries(user).map((e) => e.label);
const common = ['Clientes'];
const tail = ['Cotizaciones', 'Solicitudes'];

describe('menuEntries', () => {
  it('sudo and admin: panel, producers, clients, campaigns, coverages', () => {
    for (const roleId of [1, 2]) {
      const l = labels({ id: 1, roleId, seeCoverageUserModule: 0 });
      expect(l.slice(0, 5)).toEqual(['Panel de control', 'Productores', ...common, 'Campañas', 'Coberturas']);
      expect(l).toEqual(expect.arrayContaining(tail));
      expect(l).not.toContain('Tu perfil');
      expect(l).not.toContain('Coberturas de Usuario');
    }
  });
  it('supervisor: producers, no panel, campaigns or coverages', () => {
    const l = labels({ id: 3, roleId: 3 });
    expect(l.slice(0, 2)).toEqual(['Productores', 'Clientes']);
    expect(l).not.toContain('Panel de control');
    expect(l).not.toContain('Campañas');
    expect(l).not.toContain('Coberturas');
  });
  it('producer: own profile instead of producers; user coverages only with the flag', () => {
    expect(labels({ id: 4, roleId: 4, seeCoverageUserModule: 0 }).slice(0, 4)).toEqual([
      'Tu perfil',
      'Clientes',
      'Cotizaciones',
      'Solicitudes',
    ]);
    expect(labels({ id: 4, roleId: 4, seeCoverageUserModule: 1 })).toContain('Coberturas de Usuario');
  });
  it('always ends with the partner link (new tab) and the client-request link', () => {
    const entries = menuEntries({ id: 4, roleId: 4 });
    expect(entries.at(-2)?.kind).toBe('external');
    expect(entries.at(-1)).toMatchObject({ kind: 'copy', path: '/solicitud-cliente' });
  });
});

describe('AppMenu', () => {
  it('renders the entries of the role, opens the partner in a new tab and copies the request link', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderInAdmin(<AppMenu />, { authProvider: signIn({ id: 9, roleId: 4, seeCoverageUserModule: 1 }) });
    expect(await screen.findByText('Tu perfil')).toBeInTheDocument();
    expect(await screen.findByText('Coberturas de Usuario')).toBeInTheDocument();
    expect(screen.queryByText('Panel de control')).not.toBeInTheDocument();
    const partner = screen.getAllByRole('menuitem').find((el) => el.getAttribute('target') === '_blank');
    expect(partner).toBeTruthy();
    expect(partner).toHaveAttribute('rel', expect.stringContaining('noopener'));
    fireEvent.click(screen.getByText('Link de solicitud de cliente'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/solicitud-cliente`));
  });

  it('marks the entry of the current section with aria-current="page"', async () => {
    renderInAdmin(<AppMenu />, { authProvider: signIn({ id: 1, roleId: 1 }), path: '/admin/clientes/7/ver' });
    const clients = await screen.findByRole('menuitem', { name: 'Clientes' });
    expect(clients).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('menuitem', { name: 'Campañas' })).not.toHaveAttribute('aria-current');
  });
});
