/** The index's progress column: each lesson's checks passed and exercises solved at its last full run. */
import { loadProgress, resetProgress, type LessonProgress } from './storage.ts';

const describe = (p: LessonProgress) =>
  `${p.passed} of ${p.checks} checks pass` +
  (p.exercises ? ` · ${p.solved} of ${p.exercises} ${p.exercises === 1 ? 'exercise' : 'exercises'} solved` : '');

export function showProgress(doc: Document, leaving: AbortSignal): void {
  const entries = [...doc.querySelectorAll<HTMLElement>('[data-progress]')];
  const reset = doc.querySelector<HTMLButtonElement>('[data-reset-progress]');
  const paint = () => {
    let any = false;
    for (const entry of entries) {
      const progress = loadProgress(entry.dataset['progress']!);
      any ||= progress !== null;
      entry.textContent = progress ? describe(progress) : 'Not started';
      entry.dataset['state'] = !progress ? 'new'
        : progress.passed === progress.checks && progress.solved === progress.exercises ? 'done' : 'started';
    }
    if (reset) reset.disabled = !any;
  };
  reset?.addEventListener('click', () => {
    if (!confirm('Forget your progress in every lesson? Your edits to the cells stay.')) return;
    resetProgress();
    paint();
  });
  // another tab finishing a lesson updates this one
  addEventListener('storage', paint, { signal: leaving });
  paint();
}
