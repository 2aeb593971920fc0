import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { asPhone } from '../../testing/media';
import { renderInAdmin } from '../../testing/render';
import { PageLinks } from './ListPagination';
import { pageWindow } from './pageWindow';
import { ResourceList, type ListColumn } from './ResourceList';
import { ListSelectFilter } from './ListSelectFilter';
import { at } from '../../../tests/support/present';

const rows = (n: number, offset = 0) =>
  Array.from({ length: n }, (_, i) => ({
    id: offset + i + 1,
    lastname: `Apellido ${offset + i + 1}`,
    email: 'una.direccion.de.correo.muy.larga.para.cortar@example.com',
  }));

const provider = (total: number) =>
  ({
    getList: vi.fn(async (_r: string, { pagination }: { pagination: { page: number; perPage: number } }) => {
      const start = (pagination.page - 1) * pagination.perPage;
      return { data: rows(Math.max(0, Math.min(pagination.perPage, total - start)), start), total };
    }),
    getOne: vi.fn(),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(),
    create: vi.fn(),
    update: vi.fn(),
    updateMany: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
  }) as unknown as DataProvider;

const ROW_COLUMNS: ListColumn[] = [
  { source: 'lastname', label: 'Apellido' },
  { source: 'email', label: 'E-mail' },
];

function renderList(dp: DataProvider, columns: ListColumn[] = ROW_COLUMNS) {
  renderInAdmin(
    <ResourceList
      resource="clients"
      syncWithLocation={false}
      storeKey={false}
      columns={columns}
      rowLink={(r) => `/admin/clientes/${r.id}/ver`}
    />,
    { dataProvider: dp },
  );
}

describe('pageWindow', () => {
  it('shows at most 10 numbered pages around the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(20, 50)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    expect(pageWindow(50, 50)).toEqual([41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('PageLinks', () => {
  it('caps the numbered links at 10 and moves the window', () => {
    const onChange = vi.fn();
    const { rerender } = render(<PageLinks page={1} totalPages={57} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    const numbered = () =>
      within(nav)
        .getAllByRole('button')
        .filter((b) => /^\d+$/.test(b.textContent ?? ''));
    expect(numbered()).toHaveLength(10);
    fireEvent.click(within(nav).getByRole('button', { name: 'Ir a la página 7' }));
    expect(onChange).toHaveBeenCalledWith(7);
    rerender(<PageLinks page={30} totalPages={57} onChange={onChange} />);
    expect(numbered().map((b) => b.textContent)).toEqual(['26', '27', '28', '29', '30', '31', '32', '33', '34', '35']);
    fireEvent.click(within(nav).getByRole('button', { name: 'Última página' }));
    expect(onChange).toHaveBeenCalledWith(57);
  });
});

describe('ResourceList', () => {
  it('shows the Spanish empty text', async () => {
    renderList(provider(0));
    expect(await screen.findByText('No se encontraron resultados')).toBeInTheDocument();
  });

  it('shows rows, cuts long text at 40, offers 5/10/25/50 per page and at most 10 page links', async () => {
    const dp = provider(230);
    renderList(dp);
    expect(await screen.findByText('Apellido 1')).toBeInTheDocument();
    expect(dp.getList).toHaveBeenCalledWith('clients', expect.objectContaining({ pagination: { page: 1, perPage: 10 } }));
    const cut = at(screen.getAllByText('una.direccion.de.correo.muy.larga.para.c…'), 0);
    // the whole text on hover and for screen readers (the cut one is hidden from them)
    expect(cut).toHaveAttribute('aria-hidden', 'true');
    expect(cut.parentElement).toHaveAttribute('title', 'una.direccion.de.correo.muy.larga.para.cortar@example.com');
    expect(cut.parentElement).toHaveTextContent('una.direccion.de.correo.muy.larga.para.cortar@example.com');
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    const numbered = within(nav)
      .getAllByRole('button')
      .filter((b) => /^\d+$/.test(b.textContent ?? ''));
    expect(numbered).toHaveLength(10);
    expect(screen.getByText('1-10 de 230')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['5', '10', '25', '50']);
  });

  it("makes each row's main cell a link to the row, reachable from the keyboard", async () => {
    renderList(provider(3));
    const link = await screen.findByRole('link', { name: 'Apellido 2' });
    expect(link.getAttribute('href')).toMatch(/\/admin\/clientes\/2\/ver$/);
    expect(link.tabIndex).toBe(0);
    expect(screen.queryByRole('link', { name: /una\.direccion/ })).toBeNull();
  });

  it('on a phone shows a compact list: the main cell a link, the other columns labelled, no table', async () => {
    const restore = asPhone();
    try {
      renderList(provider(3));
      const link = await screen.findByRole('link', { name: 'Apellido 2' });
      expect(link.getAttribute('href')).toMatch(/\/admin\/clientes\/2\/ver$/);
      expect(screen.queryByRole('table')).toBeNull();
      const item = link.closest('li');
      expect(item).not.toBeNull();
      expect(item).toHaveTextContent('E-mail: una.direccion.de.correo.muy.larga.para.c…');
    } finally {
      restore();
    }
  });

  it('on a phone leaves out the line of a cell its column renders as nothing, label included', async () => {
    const restore = asPhone();
    try {
      renderList(provider(2), [
        { source: 'lastname', label: 'Apellido' },
        { source: 'remove', label: 'Quitar', render: (r) => (r.id === 1 ? null : <button type="button">Quitar</button>) },
      ]);
      const [first, second] = await screen.findAllByRole('listitem');
      expect(first).toHaveTextContent('Apellido 1');
      expect(first).not.toHaveTextContent('Quitar');
      expect(within(second!).getByRole('button', { name: 'Quitar' })).toBeDefined();
      expect(second).toHaveTextContent('Quitar:');
    } finally {
      restore();
    }
  });

  it("shows a failed load as an error with 'Reintentar', not as an empty list, and retries", async () => {
    const dp = provider(3);
    vi.mocked(dp.getList).mockRejectedValueOnce(new Error('Failed to fetch'));
    renderList(dp);
    expect(await screen.findByText('No se pudieron cargar los datos.')).toBeInTheDocument();
    expect(screen.queryByText('No se encontraron resultados')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Apellido 1')).toBeInTheDocument();
  });

  it('sends the search after the debounce', async () => {
    const dp = provider(3);
    renderList(dp);
    await screen.findByText('Apellido 1');
    vi.mocked(dp.getList).mockClear();
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'córdoba' } });
    await new Promise((r) => setTimeout(r, 600));
    expect(dp.getList).not.toHaveBeenCalled();
    await waitFor(() => expect(dp.getList).toHaveBeenCalledWith('clients', expect.objectContaining({ filter: { search: 'córdoba' } })), {
      timeout: 2000,
    });
  });

  describe('filters', () => {
    const colours = [
      { id: 'r', name: 'Rojo' },
      { id: 'v', name: 'Verde' },
    ];
    const sizes = [
      { id: 's', name: 'Chico' },
      { id: 'l', name: 'Grande' },
    ];
    const renderFiltered = (dp: DataProvider) =>
      renderInAdmin(
        <ResourceList
          resource="clients"
          columns={[{ source: 'lastname', label: 'Apellido' }]}
          filters={
            <>
              <ListSelectFilter source="colour" label="Color" choices={colours} emptyLabel="Todos" />
              <ListSelectFilter source="size" label="Tamaño" choices={sizes} emptyLabel="Todos" />
            </>
          }
        />,
        { dataProvider: dp, path: '/clients' },
      );
    const lastFilter = (dp: DataProvider) => vi.mocked(dp.getList).mock.calls.at(-1)?.[1].filter;

    it('keeps both of two filters chosen one right after the other', async () => {
      const dp = provider(3);
      renderFiltered(dp);
      await screen.findByText('Apellido 1');
      fireEvent.change(screen.getByRole('combobox', { name: 'Color' }), { target: { value: 'v' } });
      fireEvent.change(screen.getByRole('combobox', { name: 'Tamaño' }), { target: { value: 'l' } });
      await waitFor(() => expect(lastFilter(dp)).toEqual({ colour: 'v', size: 'l' }));
      expect(screen.getByRole('combobox', { name: 'Color' })).toHaveValue('v');
      expect(screen.getByRole('combobox', { name: 'Tamaño' })).toHaveValue('l');
      // 'Todos' takes one filter off and keeps the other
      fireEvent.change(screen.getByRole('combobox', { name: 'Color' }), { target: { value: '' } });
      await waitFor(() => expect(lastFilter(dp)).toEqual({ size: 'l' }));
    });

    it('keeps a filter chosen while the search waits for its debounce, and the search', async () => {
      const dp = provider(3);
      renderFiltered(dp);
      await screen.findByText('Apellido 1');
      fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'córdoba' } });
      fireEvent.change(screen.getByRole('combobox', { name: 'Color' }), { target: { value: 'r' } });
      await waitFor(() => expect(lastFilter(dp)).toEqual({ colour: 'r' }));
      await waitFor(() => expect(lastFilter(dp)).toEqual({ colour: 'r', search: 'córdoba' }), { timeout: 3000 });
      expect(screen.getByRole('combobox', { name: 'Color' })).toHaveValue('r');
    });
  });
});
