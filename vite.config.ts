import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  plugins: [react(), precompress(), nativeObjectEntries()],
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
});
