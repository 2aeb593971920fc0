import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { withFirstScreenChunks } from './scripts/first-screen-chunks.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? process.env.PORT ?? 3000}`;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `<file>.br` (brotli, best level) and `<file>.gz` (gzip -9) beside every text file of the
 * build, when smaller; the server sends the one the browser accepts (server/http/serve-app.ts).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const raw = await fs.readFile(file);
          const variants: [string, Buffer][] = [
            ['.br', await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })],
            ['.gz', await gzip(raw, { level: 9 })],
          ];
          for (const [ext, data] of variants) if (data.length < raw.length) await fs.writeFile(file + ext, data);
        }),
      );
    },
  };
}

/**
 * node-polyglot (react-admin's translations) requires the `object.entries` polyfill, which brings
 * about 5 KB gzipped of ECMAScript shims into the app's first download; every browser the app
 * supports has `Object.entries`.
 */
function nativeObjectEntries(): Plugin {
  const id = '\0object.entries';
  return {
    name: 'native-object-entries',
    enforce: 'pre',
    resolveId: (source) => (source === 'object.entries' ? id : null),
    load: (module) => (module === id ? 'module.exports = Object.entries;' : null),
  };
}

/**
 * ra-core and ra-ui-materialui import lodash one function at a time from its CommonJS build
 * (`lodash/get.js`); each file comes wrapped as a CommonJS module. Its ES-module build
 * (lodash-es, the same code) shares and tree-shakes them: about 4 KB gzipped less in the first
 * screen.
 */
function lodashAsModules(): Plugin {
  return {
    name: 'lodash-as-modules',
    enforce: 'pre',
    async resolveId(source, importer) {
      const fn = /^lodash\/(\w+)(\.js)?$/.exec(source)?.[1];
      return fn ? this.resolve(`lodash-es/${fn}.js`, importer, { skipSelf: true }) : null;
    },
  };
}

/**
 * react-admin's CSV export (jsonexport, about 3 KB gzipped) loads when a list is exported, not with
 * the first screen: its one caller (ra-core's defaultExporter) passes a callback, so a function that
 * loads jsonexport and then calls it answers the same.
 */
function lazyJsonExport(): Plugin {
  const id = '\0lazy-jsonexport';
  const real = 'jsonexport/dist/index.js';
  return {
    name: 'lazy-jsonexport',
    enforce: 'pre',
    resolveId: (source, importer) => (source === real && importer !== id ? id : null),
    load: (module) => (module === id ? `export default (...args) => { import('${real}').then((m) => (m.default ?? m)(...args)); };` : null),
  };
}

const config: UserConfig = {
  plugins: [react(), precompress(), nativeObjectEntries(), lodashAsModules(), lazyJsonExport()],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': apiTarget,
      '/oauth': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
};

// A build names the chunks of the first screens after building once in memory (scripts/first-screen-chunks.ts).
export default defineConfig(({ command }) =>
  command === 'build' ? withFirstScreenChunks(config, import.meta.dirname, ['precompress']) : config,
);
