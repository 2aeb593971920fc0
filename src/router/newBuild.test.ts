import { describe, expect, it, vi } from 'vitest';
import { reloadOnNewBuild } from './newBuild';

const page = (entry: string) => `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head></html>`;

/** A window of its own (jsdom), whose page was loaded from the build with this entry script. */
function tab(entry: string) {
  const doc = new DOMParser().parseFromString(page(entry), 'text/html'); // a parsed page runs no script
  const target = new EventTarget();
  return Object.assign(target, { document: doc }) as unknown as Window;
}

const chunkFails = (win: Window) => win.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reloadOnNewBuild', () => {
  it('reloads when a chunk fails and the server names another entry script: a deploy happened', async () => {
    const win = tab('/assets/index-Old1.js');
    const reload = vi.fn();
    reloadOnNewBuild(win, { fetchIndex: async () => page('/assets/index-New2.js'), reload });
    chunkFails(win);
    await settled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the failure as it is when the build is the same, the server cannot be reached or answers no page of the app', async () => {
    const same = tab('/assets/index-Old1.js');
    const reload = vi.fn();
    reloadOnNewBuild(same, { fetchIndex: async () => page('/assets/index-Old1.js'), reload });
    chunkFails(same);
    const offline = tab('/assets/index-Old1.js');
    reloadOnNewBuild(offline, { fetchIndex: () => Promise.reject(new TypeError('Failed to fetch')), reload });
    chunkFails(offline);
    const restarting = tab('/assets/index-Old1.js');
    reloadOnNewBuild(restarting, { fetchIndex: async () => '{"message":"El servidor se está deteniendo."}', reload });
    chunkFails(restarting);
    await settled();
    expect(reload).not.toHaveBeenCalled();
  });
});
