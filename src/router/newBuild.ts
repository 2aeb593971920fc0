// After a deploy, a tab opened before it asks for chunks of the build it started with; the server
// no longer has them (404), and the screen or form that needed one fails. When the server's
// index.html names another entry script than this page's, a new build is out: loading the page
// again picks it up. Otherwise (offline, a server that is down) the failure shows as it is.

/** The path of the page's entry script ('/assets/index-Ab12.js'), as index.html names it. */
const entryOf = (doc: Document) => doc.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ?? null;

export interface NewBuildOptions {
  /** index.html as the server has it now. */
  fetchIndex?: () => Promise<string>;
  reload?: () => void;
}

/** On a chunk that fails to load (Vite's 'vite:preloadError'), reloads the page if a new build is out. */
export function reloadOnNewBuild(win: Window = window, options: NewBuildOptions = {}) {
  const entry = entryOf(win.document);
  const fetchIndex =
    options.fetchIndex ??
    (() => win.fetch('/', { cache: 'no-store' }).then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status))))));
  const reload = options.reload ?? (() => win.location.reload());
  let checking = false;
  win.addEventListener('vite:preloadError', () => {
    if (!entry || checking) return;
    checking = true;
    fetchIndex()
      .then((html) => {
        // a page that names no entry (an error page while the server restarts) says nothing of a new build
        const served = entryOf(new DOMParser().parseFromString(html, 'text/html'));
        if (served && served !== entry) reload();
      })
      .catch(() => undefined)
      .finally(() => {
        checking = false;
      });
  });
}
