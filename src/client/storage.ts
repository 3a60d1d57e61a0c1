/** Learners' edits, kept per lesson and cell in localStorage so a reload never loses them, and the engine setting. */
const key = (lesson: string, cell: string) => `epl:v1:${lesson}:${cell}`;

export function loadEdit(lesson: string, cell: string): string | null {
  try {
    return localStorage.getItem(key(lesson, cell));
  } catch {
    return null; // storage disabled: edits last for the visit only
  }
}

/** Stores `code`, or forgets the edit when it equals the lesson's original. */
export function saveEdit(lesson: string, cell: string, code: string, original: string): void {
  try {
    if (code === original) localStorage.removeItem(key(lesson, cell));
    else localStorage.setItem(key(lesson, cell), code);
  } catch {
    // storage full or disabled: nothing more we can do without interrupting the learner
  }
}

const BACKEND_KEY = 'epl:v1:engine-backend';
const BACKENDS = ['wasm', 'js'];

/** The engine backend the reader chose ('wasm', the default, or 'js', the reference). */
export function loadBackend(): string {
  try {
    const chosen = localStorage.getItem(BACKEND_KEY);
    return chosen && BACKENDS.includes(chosen) ? chosen : 'wasm';
  } catch {
    return 'wasm';
  }
}

export function saveBackend(backend: string): void {
  try {
    localStorage.setItem(BACKEND_KEY, backend);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}
