// Delivery of the built app and of API answers on the wire (docs/decisions.md, «Entrega»): JSON answers
// over 1 KB compressed as the client accepts; the build's files sent in the brotli or gzip version the
// build wrote beside each one; hashed assets cached for a year, everything else revalidated.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';

/** Smaller answers go as they are: the headers would outweigh what compression saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Vite names every file under assets/ by its content hash: a changed file is a new URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the other unhashed files: checked again on every visit, so a deploy shows at once. */
export const REVALIDATE = 'no-cache';

/** Compression of dynamic answers (register before the routes: it hooks each route as it is added). */
export async function installCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false, // request bodies stay uncompressed, as before
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // on the fly: a fast brotli level (the build's files use the slowest, smallest one)
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

const setCacheHeaders = (assetsDir: string) => (reply: FastifyReply, file: string) => {
  reply.header('cache-control', file.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
};

/** Serves the built app in `staticDir` (when it has an index.html): its files, and index.html for every other screen. */
export async function serveBuiltApp(app: FastifyInstance, staticDir: string | undefined) {
  const indexHtml = staticDir ? path.join(staticDir, 'index.html') : undefined;
  const built = !!indexHtml && fs.existsSync(indexHtml);
  if (staticDir && built) {
    await app.register(fastifyStatic, {
      root: staticDir,
      // each file looked up when asked for, not listed at the start: a build replaced under a
      // running server (another `npm start` after a pull) is served whole, new chunks included
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: setCacheHeaders(path.join(staticDir, 'assets') + path.sep),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    // A file of assets/ that is not there (one of an earlier build, after a deploy) is not a screen:
    // index.html in its place would reach the browser as a script of the wrong type.
    if (url.startsWith('/api') || url.startsWith('/oauth') || url.startsWith('/assets/') || request.method !== 'GET' || !built) {
      return reply.status(404).send({ message: 'No se encontró el recurso solicitado.' });
    }
    // Single-page app: every other path is a screen of the app.
    return reply.sendFile('index.html');
  });
}
