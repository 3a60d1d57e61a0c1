/**
 * Page lifetimes under Astro's client router: moving between lessons swaps the page but keeps the document (and
 * so the warm Python worker). A page's setup runs on each arrival; what it registers with the signal ends when the
 * reader leaves.
 */
export function onEachPage(setup: (leaving: AbortSignal) => void): void {
  document.addEventListener('astro:page-load', () => {
    const controller = new AbortController();
    document.addEventListener('astro:before-swap', () => controller.abort(), { once: true });
    setup(controller.signal);
  });
}
