import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, Notification, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { ROLE_ADMIN, ROLE_PRODUCER } from '../../domain/access';
import { CoverageLinkForm } from './CoverageLinkForm';
import { CoverageLinksPage } from './CoverageLinksPage';
import type { CoverageChoice, CoverageLink } from './types';

const CHOICES: CoverageChoice[] = [
  { id: 11, description: 'Granizo 50%', companyId: 1, companyName: 'Sancor' },
  { id: 12, description: 'Granizo Plus', companyId: 2, companyName: 'San Cristobal' },
];

type RequestFn = ReturnType<typeof vi.fn>;

function renderForm(request: RequestFn, editing: CoverageLink | null = null) {
  const onSaved = vi.fn();
  render(
    <MemoryRouter>
      <AdminContext dataProvider={{ request } as unknown as DataProvider}>
        <CoverageLinkForm userId={4} choices={CHOICES} editing={editing} onSaved={onSaved} onCancelEdit={vi.fn()} />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { onSaved };
}

const coverageSelect = () => screen.getByLabelText(/^Cobertura/) as HTMLSelectElement;
const linkInput = () => screen.getByLabelText(/^Link del video/) as HTMLInputElement;
const chooseCoverage = (id: number) => fireEvent.change(coverageSelect(), { target: { value: String(id) } });
const typeLink = (value: string) => fireEvent.change(linkInput(), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
/** Visible texts, leaving out the select's own options (its placeholder option reads like the error). */
const shownText = (text: string) => screen.queryAllByText(text).filter((el) => el.tagName !== 'OPTION');

describe('CoverageLinkForm', () => {
  it('an empty submit asks for a coverage and a link under the general error, and sends nothing', async () => {
    const request = vi.fn();
    renderForm(request);
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Hay campos incorrectos.');
    expect(shownText('Seleccione una cobertura')).toHaveLength(1);
    expect(shownText('El link debe iniciar con https:// o http://')).toHaveLength(1);
    expect(coverageSelect()).toHaveAttribute('aria-invalid', 'true');
    expect(request).not.toHaveBeenCalled();
  });

  it('a link without http(s):// is refused and nothing is sent', async () => {
    const request = vi.fn();
    renderForm(request);
    chooseCoverage(11);
    typeLink('www.youtube.com/x');
    submit();
    expect(await screen.findByText('El link debe iniciar con https:// o http://')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Hay campos incorrectos.');
    expect(shownText('Seleccione una cobertura')).toHaveLength(0);
    expect(request).not.toHaveBeenCalled();
  });

  it('a valid link is POSTed for the chosen coverage of the user and confirmed', async () => {
    const request = vi.fn(async () => ({ data: {} }));
    const { onSaved } = renderForm(request);
    expect(within(coverageSelect()).getByRole('option', { name: 'Granizo Plus (San Cristobal)' })).toBeInTheDocument();
    chooseCoverage(12);
    typeLink('  https://www.youtube.com/watch?v=abc  ');
    submit();
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(request).toHaveBeenCalledWith('users/4/coverages/12', {
      method: 'POST',
      body: { link: 'https://www.youtube.com/watch?v=abc' },
    });
    expect(await screen.findByText('El link de la cobertura fue registrado.')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Hay campos incorrectos.')).not.toBeInTheDocument();
    await waitFor(() => expect(linkInput()).toHaveValue(''));
  });

  it('editing keeps the coverage fixed and PUTs the new link', async () => {
    const request = vi.fn(async () => ({ data: {} }));
    const editing: CoverageLink = { coverageId: 11, link: 'https://old.example/v', userId: 4, name: 'Granizo 50%', companyId: 1 };
    renderForm(request, editing);
    expect(coverageSelect()).toBeDisabled();
    expect(coverageSelect()).toHaveValue('11');
    expect(linkInput()).toHaveValue('https://old.example/v');
    typeLink('http://new.example/v');
    submit();
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('users/4/coverages/11', { method: 'PUT', body: { link: 'http://new.example/v' } }),
    );
    expect(await screen.findByText('El link de la cobertura fue actualizado.')).toBeInTheDocument();
  });

  it('a server 422 on the coverage is shown on the select with the general error', async () => {
    const duplicate = 'La cobertura ya tiene un link para este usuario.';
    const request = vi.fn(async () => {
      throw new HttpError('Ocurrió un error de validación.', 422, { fieldErrors: { coverageId: [duplicate] } });
    });
    renderForm(request);
    chooseCoverage(11);
    typeLink('https://www.youtube.com/x');
    submit();
    expect(await screen.findByText(duplicate)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Hay campos incorrectos.');
  });
});

describe('CoverageLinksPage', () => {
  const campaign = { id: 5, description: 'Campaña vigente', dateFrom: '2000-01-01', dateTo: '2999-12-31' };
  const modules = [
    { id: 11, description: 'Granizo 50%', company: { id: 1, name: 'Sancor' } },
    { id: 12, description: 'Granizo Plus', company: { id: 2, name: 'San Cristobal' } },
  ];
  const producerLink: CoverageLink = {
    coverageId: 11,
    link: 'https://www.youtube.com/productor',
    userId: 4,
    name: 'Granizo 50%',
    companyId: 1,
  };

  function renderPage(profile: Record<string, unknown>) {
    const linksOf: Record<number, CoverageLink[]> = { 2: [], 4: [producerLink], 5: [] };
    const request = vi.fn(async (path: string, options?: { method?: string; body?: { link: string } }) => {
      const saved = /^users\/(\d+)\/coverages\/(\d+)$/.exec(path);
      if (saved && options?.method === 'POST') {
        const [userId, coverageId] = [Number(saved[1]), Number(saved[2])];
        const name = modules.find((m) => m.id === coverageId)?.description ?? '';
        linksOf[userId] = [...(linksOf[userId] ?? []), { coverageId, link: options.body!.link, userId, name, companyId: 2 }];
        return { data: {} };
      }
      if (path === 'campaigns-all') return { data: { campaigns: [campaign] } };
      if (path === `campaigns/${campaign.id}/modules`) return { data: { modules }, meta: { total: modules.length } };
      const links = /^users\/(\d+)\/coverages$/.exec(path);
      if (links) return { data: { coverages: linksOf[Number(links[1])] ?? [] } };
      const user = /^users\/(\d+)$/.exec(path);
      if (user) return { data: { id: Number(user[1]), companies: [1, 2] } };
      throw new Error(`unexpected request ${path}`);
    });
    const getAllUsers = vi.fn(async () => [
      { id: 4, name: 'Pedro', lastname: 'Productor' },
      { id: 5, name: 'Paula', lastname: 'Productora' },
    ]);
    const authProvider: AuthProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => profile,
    };
    render(
      <MemoryRouter>
        <AdminContext dataProvider={{ request, getAllUsers } as unknown as DataProvider} authProvider={authProvider}>
          <CoverageLinksPage />
        </AdminContext>
      </MemoryRouter>,
    );
    return { request, getAllUsers };
  }

  it('an admin picks the producer whose links are shown and saved', async () => {
    const { request } = renderPage({ id: 2, roleId: ROLE_ADMIN, name: 'Ana', lastname: 'Admin', username: 'admin', companies: [1, 2] });
    const producer = (await screen.findByLabelText(/^Productor/)) as HTMLSelectElement;
    await waitFor(() => expect(within(producer).getByRole('option', { name: 'Pedro Productor' })).toBeInTheDocument());
    expect(producer).toHaveValue('2');
    fireEvent.change(producer, { target: { value: '4' } });
    expect(await screen.findByText('https://www.youtube.com/productor')).toBeInTheDocument();
    // The coverage already linked for that producer is not offered again.
    await waitFor(() => expect(within(coverageSelect()).queryByRole('option', { name: /^Granizo 50%/ })).not.toBeInTheDocument());
    chooseCoverage(12);
    typeLink('https://www.youtube.com/nuevo');
    submit();
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('users/4/coverages/12', { method: 'POST', body: { link: 'https://www.youtube.com/nuevo' } }),
    );
    // The table reloads with the new row next to the existing one.
    expect(await screen.findByText('https://www.youtube.com/nuevo')).toBeInTheDocument();
    expect(screen.getByText('https://www.youtube.com/productor')).toBeInTheDocument();
  });

  it('a producer sees no producer select and manages only their own links', async () => {
    const { request, getAllUsers } = renderPage({
      id: 4,
      roleId: ROLE_PRODUCER,
      name: 'Pedro',
      lastname: 'Productor',
      username: 'productor',
      companies: [1, 2],
      seeCoverageUserModule: 1,
    });
    expect(await screen.findByText('https://www.youtube.com/productor')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Productor/)).not.toBeInTheDocument();
    expect(getAllUsers).not.toHaveBeenCalled();
    expect(request).toHaveBeenCalledWith('users/4/coverages');
  });
});
