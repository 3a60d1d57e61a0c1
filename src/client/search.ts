/**
 * The header's search box. Pagefind's index is written at build time (src/integrations/search-index.ts); its
 * script and index load on the box's first use, not with the page. Results are links to lesson sections; the
 * arrow keys move between the box and the links (Down reopens a closed list), Escape closes the list, Enter in the
 * box follows the first result, and a live region says how many there are.
 */
import { onEachPage } from './page-life.ts';
import { countText, excerptParts, toHits, type Hit, type PagefindPage } from './search-hits.ts';

interface Pagefind {
  options(options: { baseUrl?: string; excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  /** Resolves null when a later call has replaced this one. */
  debouncedSearch(term: string, options: object, debounceMs: number): Promise<{ results: PagefindResult[] } | null>;
}

interface PagefindResult {
  data(): Promise<PagefindPage>;
}

const PAGES = 5;
const SECTIONS_PER_PAGE = 3;
const DEBOUNCE_MS = 120;

let loading: Promise<Pagefind> | undefined;

function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const base = import.meta.env.BASE_URL;
    // the index is a build output, not a module Vite can see: a plain runtime import of the site's own file
    const pagefind = (await import(/* @vite-ignore */ `${base}pagefind/pagefind.js`)) as Pagefind;
    await pagefind.options({ baseUrl: base, excerptLength: 20 });
    await pagefind.init();
    return pagefind;
  })();
  // a failed load (offline, say) is tried again on the next search rather than remembered
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

function renderHit(hit: Hit): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.href = hit.url;
  const title = document.createElement('span');
  title.className = 'title';
  title.textContent = hit.section ?? hit.lesson;
  if (hit.section) {
    const lesson = document.createElement('span');
    lesson.className = 'lesson';
    lesson.textContent = hit.lesson;
    // the space separates the two in the link's accessible name; on screen they are blocks
    link.append(lesson, ' ');
  }
  link.append(title);
  const excerpt = document.createElement('p');
  excerpt.className = 'excerpt';
  excerpt.append(...excerptParts(hit.excerpt).map(({ text, marked }) => {
    if (!marked) return text;
    const mark = document.createElement('mark');
    mark.textContent = text;
    return mark;
  }));
  item.append(link, excerpt);
  return item;
}

/** The list under the box, moved in from the screen's edge where it would cross it, and no taller than the screen. */
function place(panel: HTMLElement, box: HTMLElement): void {
  const margin = 12;
  const screen = document.documentElement.clientWidth;
  const under = box.getBoundingClientRect();
  const left = Math.max(margin, Math.min(under.left, screen - margin - panel.offsetWidth));
  panel.style.left = `${left - under.left}px`;
  panel.style.maxHeight = `${Math.max(160, innerHeight - under.bottom - 2 * margin)}px`;
}

function startBox(box: HTMLElement, leaving: AbortSignal): void {
  const input = box.querySelector<HTMLInputElement>('input[type="search"]')!;
  const panel = box.querySelector<HTMLElement>('[data-search-panel]')!;
  const status = box.querySelector<HTMLElement>('[data-search-status]')!;
  const list = box.querySelector<HTMLElement>('[data-search-results]')!;
  const listen = { signal: leaving };
  const term = () => input.value.trim();
  const links = () => [...list.querySelectorAll<HTMLAnchorElement>('a')];

  async function search(): Promise<void> {
    const asked = term();
    if (import.meta.env.DEV) {
      status.textContent = 'Search works in the built site (npm run build, then npm run preview).';
      return;
    }
    let pagefind: Pagefind;
    try {
      pagefind = await loadPagefind();
    } catch {
      status.textContent = 'Search could not load its index.';
      return;
    }
    const found = await pagefind.debouncedSearch(asked, {}, DEBOUNCE_MS);
    if (!found) return;
    const pages = await Promise.all(found.results.slice(0, PAGES).map((r) => r.data()));
    // the reader may have typed on while the pages loaded
    if (leaving.aborted || asked !== term()) return;
    const hits = toHits(pages, SECTIONS_PER_PAGE);
    list.replaceChildren(...hits.map(renderHit));
    status.textContent = countText(hits.length);
  }

  function show(): void {
    panel.hidden = term() === '';
    if (!panel.hidden) place(panel, box);
  }

  function close(): void {
    panel.hidden = true;
  }

  input.addEventListener('focus', () => {
    if (!import.meta.env.DEV) loadPagefind().catch(() => {});
    show();
  }, listen);
  input.addEventListener('input', () => {
    show();
    if (term() === '') {
      list.replaceChildren();
      status.textContent = '';
    } else {
      void search();
    }
  }, listen);
  box.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      event.preventDefault();
      close();
      input.focus();
    } else if (event.key === 'Enter' && event.target === input) {
      links()[0]?.click();
    } else if (event.key === 'ArrowDown' && panel.hidden && term() !== '') {
      event.preventDefault();
      show();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !panel.hidden) {
      const stops = [input, ...links()];
      const at = stops.indexOf(document.activeElement as HTMLInputElement | HTMLAnchorElement);
      const next = stops[Math.min(Math.max(at + (event.key === 'ArrowDown' ? 1 : -1), 0), stops.length - 1)];
      if (next) {
        event.preventDefault();
        next.focus();
      }
    }
  }, listen);
  addEventListener('resize', () => {
    if (!panel.hidden) place(panel, box);
  }, listen);
  // the list belongs to the box: it closes when focus or a click goes elsewhere, or a result is followed
  box.addEventListener('focusout', (event) => {
    if (!box.contains(event.relatedTarget as Node | null)) close();
  }, listen);
  list.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) close();
  }, listen);
  // the box is in the page before its script starts: what a reader typed meanwhile is searched for now
  if (term() !== '' && document.activeElement === input) {
    show();
    void search();
  }
}

export function startSearch(): void {
  onEachPage((leaving) => {
    for (const box of document.querySelectorAll<HTMLElement>('[data-search]')) startBox(box, leaving);
  });
}
