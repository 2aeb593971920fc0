import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../dataProvider';
import { ROLE_ADMIN, ROLE_PRODUCER } from '../../domain/access/access';
import { clearSession } from '../../http/session';
import { chooseOption, press, typeInto } from '../../testing/inputs';
import { http, HttpResponse, listBody, recorder, setupApiServer, validationFailure } from '../../testing/msw';
import { renderInAdmin, signIn } from '../../testing/render';
import { CoverageLinkForm } from './CoverageLinkForm';
import { CoverageLinksPage } from './CoverageLinksPage';
import type { CoverageChoice, CoverageLink } from './types';

const server = setupApiServer();
beforeEach(() => clearSession());

const CHOICES: CoverageChoice[] = [
  { id: 11, description: 'Granizo 50%', companyId: 1, name: 'Granizo 50% (Sancor)' },
  { id: 12, description: 'Granizo Plus', companyId: 2, name: 'Granizo Plus (San Cristobal)' },
];
const loaded = (data: CoverageChoice[]) => ({ data, isLoading: false, isError: false, refetch: () => undefined });

function renderForm(editing: CoverageLink | null = null) {
  const r = recorder();
  server.use(
    http.all('*/api/users/4/coverages/:coverageId', async ({ request }) => {
      await r.record(request);
      return HttpResponse.json({ data: {} }, { status: request.method === 'POST' ? 201 : 200 });
    }),
  );
  const onSaved = vi.fn();
  renderInAdmin(<CoverageLinkForm userId={4} choices={loaded(CHOICES)} editing={editing} onSaved={onSaved} onCancelEdit={vi.fn()} />);
  return { r, onSaved };
}

const linkInput = () => screen.getByLabelText(/^Link del video/) as HTMLInputElement;
const save = () => press('Guardar');

describe('CoverageLinkForm', () => {
  it('an empty submit asks for a coverage and a link under the general error, and sends nothing', async () => {
    const { r } = renderForm();
    save();
    expect(await screen.findByText('Hay campos incorrectos.')).toBeInTheDocument();
    expect(screen.getByText('Seleccione una cobertura')).toBeInTheDocument();
    expect(screen.getByText('El link debe iniciar con https:// o http://')).toBeInTheDocument();
    expect(r.seen).toHaveLength(0);
  });

  it('a link without http(s):// is refused and nothing is sent', async () => {
    const { r } = renderForm();
    await chooseOption(/^Cobertura/, 'Granizo 50% (Sancor)');
    typeInto(/^Link del video/, 'www.youtube.com/x');
    save();
    expect(await screen.findByText('El link debe iniciar con https:// o http://')).toBeInTheDocument();
    expect(screen.queryByText('Seleccione una cobertura')).not.toBeInTheDocument();
    expect(r.seen).toHaveLength(0);
  });

  it('a valid link is POSTed for the chosen coverage of the user, confirmed, and the form emptied', async () => {
    const { r, onSaved } = renderForm();
    await chooseOption(/^Cobertura/, 'Granizo Plus (San Cristobal)');
    typeInto(/^Link del video/, '  https://www.youtube.com/watch?v=abc  ');
    save();
    expect(await screen.findByText('El link de la cobertura fue registrado.')).toBeInTheDocument();
    expect(r.to('POST', 'users/4/coverages/12').map((x) => x.body)).toEqual([{ link: 'https://www.youtube.com/watch?v=abc' }]);
    expect(onSaved).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(linkInput()).toHaveValue(''));
  });

  it('editing keeps the coverage fixed and PUTs the new link', async () => {
    const editing: CoverageLink = { coverageId: 11, link: 'https://old.example/v', userId: 4, name: 'Granizo 50%', companyId: 1 };
    const { r } = renderForm(editing);
    // the coverage cannot be changed
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Cobertura/ }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Cobertura/ })).toHaveTextContent('Granizo 50% (Sancor)');
    expect(linkInput()).toHaveValue('https://old.example/v');
    typeInto(/^Link del video/, 'http://new.example/v');
    save();
    expect(await screen.findByText('El link de la cobertura fue actualizado.')).toBeInTheDocument();
    expect(r.to('PUT', 'users/4/coverages/11').map((x) => x.body)).toEqual([{ link: 'http://new.example/v' }]);
  });

  it("a server 422 on the coverage is shown on the select, under the form's general error", async () => {
    const duplicate = 'La cobertura ya tiene un link para este usuario.';
    server.use(http.post('*/api/users/4/coverages/11', () => validationFailure({ coverageId: [duplicate] })));
    renderInAdmin(<CoverageLinkForm userId={4} choices={loaded(CHOICES)} editing={null} onSaved={vi.fn()} onCancelEdit={vi.fn()} />);
    await chooseOption(/^Cobertura/, 'Granizo 50% (Sancor)');
    typeInto(/^Link del video/, 'https://www.youtube.com/x');
    save();
    const list = await screen.findByTestId('validation-errors');
    expect(list).toHaveTextContent('Hay campos incorrectos.');
    expect(list).toHaveTextContent(duplicate);
    expect(screen.getAllByText(duplicate)).toHaveLength(2);
  });
});

describe('CoverageLinksPage', () => {
  const campaign = { id: 5, description: 'Campaña vigente', dateFrom: '2000-01-01', dateTo: '2999-12-31' };
  const modules = [
    { id: 11, description: 'Granizo 50%', companyId: 1, campaignId: 5, coverageType: 'basic', company: { id: 1, name: 'Sancor' } },
    { id: 12, description: 'Granizo Plus', companyId: 2, campaignId: 5, coverageType: 'basic', company: { id: 2, name: 'San Cristobal' } },
  ];
  const producerLink: CoverageLink = {
    coverageId: 11,
    link: 'https://www.youtube.com/productor',
    userId: 4,
    name: 'Granizo 50%',
    companyId: 1,
  };

  function apiWithLinks() {
    const r = recorder();
    const linksOf: Record<number, CoverageLink[]> = { 2: [], 4: [producerLink], 5: [] };
    server.use(
      http.get('*/api/campaigns-all', () => HttpResponse.json(listBody('campaigns', [campaign]))),
      http.get('*/api/campaigns/5/modules', () => HttpResponse.json(listBody('modules', modules))),
      http.get('*/api/all-users', async ({ request }) => {
        await r.record(request);
        return HttpResponse.json(
          listBody('users', [
            { id: 4, name: 'Pedro', lastname: 'Productor', fullName: 'Pedro Productor', roleId: 4, supervisorId: null },
            { id: 5, name: 'Paula', lastname: 'Productora', fullName: 'Paula Productora', roleId: 4, supervisorId: null },
          ]),
        );
      }),
      http.get('*/api/users/:id/coverages', async ({ request, params }) => {
        await r.record(request);
        return HttpResponse.json(listBody('coverages', linksOf[Number(params.id)] ?? []));
      }),
      http.post('*/api/users/:id/coverages/:coverageId', async ({ request, params }) => {
        const { body } = await r.record(request);
        const [userId, coverageId] = [Number(params.id), Number(params.coverageId)];
        const name = modules.find((m) => m.id === coverageId)?.description ?? '';
        linksOf[userId] = [...(linksOf[userId] ?? []), { coverageId, link: (body as { link: string }).link, userId, name, companyId: 2 }];
        return HttpResponse.json({ data: {} }, { status: 201 });
      }),
      http.get('*/api/users/:id', ({ params }) => HttpResponse.json({ data: { id: Number(params.id), companies: [1, 2] } })),
    );
    return r;
  }

  it('an admin picks the producer whose links are shown and saved', async () => {
    const r = apiWithLinks();
    renderInAdmin(<CoverageLinksPage />, {
      dataProvider,
      authProvider: signIn({ id: 2, roleId: ROLE_ADMIN, name: 'Ana', lastname: 'Admin' }),
    });
    await chooseOption(/^Productor/, 'Pedro Productor');
    expect(await screen.findByText('https://www.youtube.com/productor')).toBeInTheDocument();
    await chooseOption(/^Cobertura/, 'Granizo Plus (San Cristobal)');
    typeInto(/^Link del video/, 'https://www.youtube.com/nuevo');
    press('Guardar');
    // the table reloads with the new row next to the existing one
    expect(await screen.findByText('https://www.youtube.com/nuevo')).toBeInTheDocument();
    expect(screen.getByText('https://www.youtube.com/productor')).toBeInTheDocument();
    expect(r.to('POST', 'users/4/coverages/12').map((x) => x.body)).toEqual([{ link: 'https://www.youtube.com/nuevo' }]);
  });

  it('the coverage a producer already linked is not offered', async () => {
    apiWithLinks();
    renderInAdmin(<CoverageLinksPage />, {
      dataProvider,
      authProvider: signIn({ id: 4, roleId: ROLE_PRODUCER, name: 'Pedro', lastname: 'Productor', seeCoverageUserModule: 1 }),
    });
    expect(await screen.findByText('https://www.youtube.com/productor')).toBeInTheDocument();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Cobertura/ }));
    const options = within(await screen.findByRole('listbox'));
    expect(await options.findByText('Granizo Plus (San Cristobal)')).toBeInTheDocument();
    expect(options.queryByText('Granizo 50% (Sancor)')).toBeNull();
  });

  it('a producer sees no producer select and manages only their own links', async () => {
    const r = apiWithLinks();
    renderInAdmin(<CoverageLinksPage />, {
      dataProvider,
      authProvider: signIn({ id: 4, roleId: ROLE_PRODUCER, name: 'Pedro', lastname: 'Productor', seeCoverageUserModule: 1 }),
    });
    expect(await screen.findByText('https://www.youtube.com/productor')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Productor/ })).not.toBeInTheDocument();
    expect(r.to('GET', 'all-users')).toHaveLength(0);
    expect(r.to('GET', 'users/4/coverages')).not.toHaveLength(0);
  });
});
