/** The production server (npm start): precompressed files, isolation headers, caching, the site's 404 page. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createSiteServer, listen } from '../src/server/site-server.ts';

const site = mkdtempSync(join(tmpdir(), 'site-'));
const script = 'console.log("hello");'.repeat(100);
let server: ReturnType<typeof createSiteServer>;
let url: string;

beforeAll(async () => {
  mkdirSync(join(site, '_astro'));
  mkdirSync(join(site, 'lesson'));
  writeFileSync(join(site, '_astro', 'page.1a2b.js'), script);
  writeFileSync(join(site, '_astro', 'page.1a2b.js.br'), brotliCompressSync(script));
  writeFileSync(join(site, '_astro', 'page.1a2b.js.gz'), gzipSync(script));
  writeFileSync(join(site, 'lesson', 'index.html'), '<!doctype html><title>Lesson</title>');
  writeFileSync(join(site, '404.html'), '<!doctype html><title>Page not found</title>');
  server = createSiteServer(site);
  url = await listen(server, 0, '127.0.0.1');
});

afterAll(() => server.close());

test('serves the brotli copy to a browser that accepts it, gzip to one that accepts only gzip', async () => {
  for (const [accepts, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
    const response = await fetch(`${url}_astro/page.1a2b.js`, { headers: { 'Accept-Encoding': accepts } });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toBe(script);
  }
});

test('every response is cross-origin isolated; hashed assets are immutable, pages revalidated', async () => {
  const asset = await fetch(`${url}_astro/page.1a2b.js`);
  const page = await fetch(`${url}lesson/`);
  for (const response of [asset, page]) {
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
  }
  expect(asset.headers.get('cache-control')).toContain('immutable');
  expect(page.headers.get('cache-control')).toBe('no-cache');
  expect(await page.text()).toContain('<title>Lesson</title>');
});

test('an unknown address gets the site 404 page with status 404', async () => {
  const response = await fetch(`${url}no/such/lesson/`);
  expect(response.status).toBe(404);
  expect(response.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
  expect(await response.text()).toContain('Page not found');
});
