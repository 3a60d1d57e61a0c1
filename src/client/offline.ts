/**
 * Registers the service worker that keeps the site for offline use (offline/service-worker.ts). It installs only
 * once the page has what it needs: on a lesson, after Python is ready, so the files it stores for the other
 * lessons come from the browser's HTTP cache where the page has just loaded them, rather than over the network twice
 * while the reader waits for the first cell. Astro's dev server has no service worker to register.
 */
let registered = false;

export function keepSiteOffline(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch((e: unknown) => {
    // the site still works online; only the offline copy is missing
    console.warn('The offline copy of the site could not be kept:', e);
  });
}
