/**
 * What the site keeps in localStorage: learners' edits per lesson and cell (so a reload never loses them), their
 * progress per lesson for the index, and the engine setting.
 */
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

/** A lesson's standing after its last complete run, shown on the index. */
export interface LessonProgress {
  readonly passed: number;
  readonly checks: number;
  readonly solved: number;
  readonly exercises: number;
}

const PROGRESS = 'epl:v1:progress:';

export function saveProgress(lesson: string, progress: LessonProgress): void {
  try {
    localStorage.setItem(PROGRESS + lesson, JSON.stringify(progress));
  } catch {
    // storage disabled: the index cannot show progress
  }
}

export function loadProgress(lesson: string): LessonProgress | null {
  try {
    const stored = localStorage.getItem(PROGRESS + lesson);
    return stored ? (JSON.parse(stored) as LessonProgress) : null;
  } catch {
    return null;
  }
}

/** Forgets every lesson's progress (the reader's edits stay). */
export function resetProgress(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys) if (key?.startsWith(PROGRESS)) localStorage.removeItem(key);
  } catch {
    // storage disabled: there is nothing kept to forget
  }
}
