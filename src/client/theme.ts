/**
 * The colour theme: the reader's system preference until they choose with the "Dark mode" toggle, then their
 * choice, kept in localStorage. An inline script in the page's head applies a stored choice before first paint
 * (see Base.astro); this module runs the toggle. Colours follow by CSS alone (light-dark() in site.css).
 */
import { onEachPage } from './page-life.ts';

const KEY = 'epl:v1:theme';
const systemDark = () => matchMedia('(prefers-color-scheme: dark)');

function isDark(): boolean {
  const chosen = document.documentElement.dataset['theme'];
  return chosen ? chosen === 'dark' : systemDark().matches;
}

/** The toggle shows the effective theme: a choice, or the system's while none is made. */
function changed(): void {
  for (const toggle of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    toggle.setAttribute('aria-pressed', String(isDark()));
  }
}

function choose(dark: boolean): void {
  document.documentElement.dataset['theme'] = dark ? 'dark' : 'light';
  try {
    localStorage.setItem(KEY, dark ? 'dark' : 'light');
  } catch {
    // storage disabled: the choice lasts for this page
  }
  changed();
}

/** The stored choice, or none (follow the system). */
function applyStored(): void {
  try {
    const theme = localStorage.getItem(KEY);
    if (theme === 'dark' || theme === 'light') document.documentElement.dataset['theme'] = theme;
  } catch {
    // storage disabled: follow the system
  }
}

export function startTheme(): void {
  // the client router gives <html> the next page's attributes: put the choice back before that page paints
  document.addEventListener('astro:after-swap', applyStored);
  systemDark().addEventListener('change', () => {
    if (!document.documentElement.dataset['theme']) changed();
  });
  onEachPage(() => {
    for (const toggle of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
      toggle.addEventListener('click', () => choose(!isDark()));
    }
    changed();
  });
}
