/**
 * The colour theme: the reader's system preference until they choose with the "Dark mode" toggle, then their
 * choice, kept in localStorage. An inline script in the page's head applies a stored choice before first paint
 * (see Base.astro); this module runs the toggle and tells editors when the theme changes.
 */
const KEY = 'epl:v1:theme';
const systemDark = () => matchMedia('(prefers-color-scheme: dark)');

export function isDark(): boolean {
  const chosen = document.documentElement.dataset['theme'];
  return chosen ? chosen === 'dark' : systemDark().matches;
}

const listeners = new Set<(dark: boolean) => void>();

/** Calls `listener` whenever the effective theme changes (a choice, or the system's while none is made). */
export function onThemeChange(listener: (dark: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  const dark = isDark();
  for (const toggle of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    toggle.setAttribute('aria-pressed', String(dark));
  }
  for (const listener of listeners) listener(dark);
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

export function startThemeToggle(doc: Document): void {
  for (const toggle of doc.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    toggle.addEventListener('click', () => choose(!isDark()));
  }
  systemDark().addEventListener('change', () => {
    if (!document.documentElement.dataset['theme']) changed();
  });
  changed();
}
