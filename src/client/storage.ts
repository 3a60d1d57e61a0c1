/** Learners' edits, kept per lesson and cell in localStorage so a reload never loses them. */
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
