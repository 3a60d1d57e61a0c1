/**
 * Serves a built site (dist/) as production hosting should: precompressed brotli or gzip copies when the browser
 * accepts them, the cross-origin isolation headers the engine's shared memory and threads need, long-lived caching
 * for content-hashed assets, and the site's own 404 page.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';

/** Without these the page is not cross-origin isolated: no SharedArrayBuffer, so no shared heap and no threads. */
export const ISOLATION_HEADERS: Readonly<Record<string, string>> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

function cachePolicy(res: ServerResponse, pathname: string): void {
  for (const [name, value] of Object.entries(ISOLATION_HEADERS)) res.setHeader(name, value);
  // Vite names every bundled asset by its content hash; everything else (pages, Pyodide, the service worker) must be
  // revalidated so a new deploy is seen at once
  res.setHeader('Cache-Control', pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache');
}

export function createSiteServer(dir: string): Server {
  const notFound = join(dir, '404.html');
  const files = sirv(dir, {
    brotli: true,
    gzip: true,
    etag: true,
    dotfiles: false,
    setHeaders: cachePolicy,
  });
  return createServer((req, res) => {
    files(req, res, () => {
      cachePolicy(res, '');
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(existsSync(notFound) ? readFileSync(notFound) : '<!doctype html><title>Not found</title><h1>Not found</h1>');
    });
  });
}

/** Listens on the port (0: any free one) and resolves with the site's URL. */
export function listen(server: Server, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      resolve(`http://${host.includes(':') ? `[${host}]` : host}:${bound}/`);
    });
  });
}
