/**
 * The colour theme: the reader's system preference until they choose with the "Dark mode" toggle, then their
 * choice, kept in localStorage. An inline script in the page's head applies a stored choice before first paint
 * (see Base.astro); this module runs the toggle. Colours follow by CSS alone (light-dark() in site.css).
 */
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

export function startThemeToggle(doc: Document): void {
  for (const toggle of doc.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    toggle.addEventListener('click', () => choose(!isDark()));
  }
  systemDark().addEventListener('change', () => {
    if (!document.documentElement.dataset['theme']) changed();
  });
  changed();
}
