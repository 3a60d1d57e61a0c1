/// <reference lib="webworker" />
/**
 * The site's service worker: after one visit, every page works offline, "Run all" included.
 *
 * Installing it stores the whole built site (pages, scripts, Pyodide, the engine's wasm, lesson data, the search
 * index) in one cache named for the build, so a new deploy installs beside the old one and replaces it whole. Pages
 * are fetched from the network first, so a reader online always gets the newest lesson text; every other file is
 * content-addressed or versioned with the build, so the cache answers first. Cached responses keep the headers they
 * were served with, Cross-Origin-Opener-Policy and -Embedder-Policy included, so an offline page is still
 * cross-origin isolated and the engine keeps its shared memory and threads.
 */
declare const self: ServiceWorkerGlobalScope;
/** Filled in at build time (see integrations/offline.ts): every file of the site, relative to the worker. */
declare const SITE_FILES: readonly string[];
declare const BUILD_ID: string;

const CACHE = `site-${BUILD_ID}`;
const scope = new URL(self.registration.scope);
const urls = SITE_FILES.map((f) => new URL(f, scope).href);

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // the default cache mode lets files the page has just loaded come from the browser's HTTP cache
    await cache.addAll(urls);
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith('site-') && name !== CACHE) await caches.delete(name);
    await self.clients.claim();
  })());
});

/** `/pack/lesson/` is stored as `/pack/lesson/index.html`. */
function cacheKey(url: URL): string {
  return url.pathname.endsWith('/') ? `${url.origin}${url.pathname}index.html` : `${url.origin}${url.pathname}`;
}

async function pageFirst(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (offline) {
    const cached = await caches.match(cacheKey(new URL(request.url)), { cacheName: CACHE });
    if (cached) return cached;
    throw offline;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  return (await caches.match(cacheKey(new URL(request.url)), { cacheName: CACHE })) ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== scope.origin || !url.href.startsWith(scope.href)) return;
  // the client router fetches the next lesson's page itself rather than navigating to it
  const page = request.mode === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html');
  event.respondWith(page ? pageFirst(request) : cacheFirst(request));
});
