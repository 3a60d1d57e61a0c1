/**
 * Registers the service worker that keeps the site for offline use (offline/service-worker.ts). It installs only
 * once the page has what it needs: on a lesson, after Python is ready, so the files it stores for the other
 * lessons come from the browser's HTTP cache where the page has just loaded them, rather than over the network twice
 * while the reader waits for the first cell. Astro's dev server has none.
 */
let registered = false;

export function keepSiteOffline(): void {
  if (registered || !('serviceWorker' in navigator)) return;
  if (!import.meta.env.PROD) {
    // a production build served earlier on this origin must not answer the dev server's requests from its cache
    void navigator.serviceWorker.getRegistrations().then((all) => all.forEach((r) => void r.unregister()));
    return;
  }
  registered = true;
  navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch((e: unknown) => {
    // the site still works online; only the offline copy is missing
    console.warn('The offline copy of the site could not be kept:', e);
  });
}
