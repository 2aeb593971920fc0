import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy';

const Page = ({ title }: { title: string }) => <h1>{title}</h1>;

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>Falló: {this.state.error.message}</p> : this.props.children;
  }
}

/** `node` under an error boundary and a Suspense whose fallback is 'Cargando…'. */
const inBoundaries = (node: ReactNode) => (
  <Boundary>
    <Suspense fallback={<p>Cargando…</p>}>{node}</Suspense>
  </Boundary>
);
const shown = (node: ReactNode) => render(inBoundaries(node));

describe('lazyComponent', () => {
  it('shows the fallback while its chunk loads, then the component', async () => {
    const Lazy = lazyComponent(() => Promise.resolve(Page));
    shown(<Lazy title="Clientes" />);
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Clientes' })).toBeInTheDocument();
  });

  it('once preloaded, renders at once: no fallback to show and replace', async () => {
    let loads = 0;
    const Lazy = lazyComponent(() => {
      loads += 1;
      return Promise.resolve(Page);
    });
    await Lazy.preload();
    shown(<Lazy title="Clientes" />);
    expect(screen.queryByText('Cargando…')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Clientes' })).toBeInTheDocument();
    await Lazy.preload();
    expect(loads).toBe(1);
  });

  it('keeps a mounted screen when its chunk finishes loading (no remount on the next render)', async () => {
    const Lazy = lazyComponent(() => Promise.resolve(Page));
    const view = shown(<Lazy title="uno" />);
    const first = await screen.findByRole('heading', { name: 'uno' });
    view.rerender(inBoundaries(<Lazy title="dos" />));
    expect(screen.getByRole('heading', { name: 'dos' })).toBe(first);
  });

  it('a chunk that fails to load shows its error where it is rendered, preloaded or not', async () => {
    const Lazy = lazyComponent<{ title: string }>(() => Promise.reject(new Error('chunk perdido')));
    await expect(Lazy.preload()).resolves.toBeUndefined();
    const caught: unknown[] = [];
    await act(async () => {
      render(inBoundaries(<Lazy title="x" />), { onCaughtError: (error) => caught.push(error) });
    });
    expect(await screen.findByText('Falló: chunk perdido')).toBeInTheDocument();
    expect(caught).toHaveLength(1);
  });
});

describe('lazyComponent with its own fallback (a part of a page)', () => {
  it('shows its fallback without suspending (no Suspense above it), then the component as soon as it loads', async () => {
    let resolve: (page: typeof Page) => void = () => {};
    const Lazy = lazyComponent(() => new Promise<typeof Page>((r) => (resolve = r)), { fallback: <p>Cargando el gráfico…</p> });
    render(
      <Boundary>
        <Lazy title="Ahorro" />
      </Boundary>,
    );
    expect(screen.getByText('Cargando el gráfico…')).toBeInTheDocument();
    await act(async () => resolve(Page));
    expect(screen.getByRole('heading', { name: 'Ahorro' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando el gráfico…')).toBeNull();
  });

  it('a chunk that fails to load shows its error where it is rendered', async () => {
    const Lazy = lazyComponent<{ title: string }>(() => Promise.reject(new Error('chunk perdido')), { fallback: <p>Cargando…</p> });
    await act(async () => {
      render(
        <Boundary>
          <Lazy title="x" />
        </Boundary>,
        { onCaughtError: () => {} },
      );
    });
    expect(await screen.findByText('Falló: chunk perdido')).toBeInTheDocument();
  });
});
