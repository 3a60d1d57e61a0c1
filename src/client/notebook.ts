/**
 * The lesson page's notebook. Every runnable cell is a variable of one Observable runtime that depends on the
 * cell before it, so re-running a cell recomputes it and every cell after it, in order, and what the page shows
 * always equals a fresh top-to-bottom run of the code last run in each cell. Python itself runs in a worker.
 */
import { Runtime, type Variable } from '@observablehq/runtime';
import type { EditorView } from '@codemirror/view';
import type { RunUnit } from '../runtime/protocol.ts';
import type { CellReport } from '../runtime/python.ts';
import { cellPasses, exerciseSolved, unexpectedError } from '../runtime/verdict.ts';
import { createEditor, markErrorLine, setCode } from './editor.ts';
import { keepSiteOffline } from './offline.ts';
import { download, lessonBlocks, toNotebook, toPython } from './export.ts';
import { LiveOutput } from './live.ts';
import { renderFailure, renderReport } from './render.ts';
import { forgetShareLink, shareLink, sharedEdits, type Edits } from './share.ts';
import { loadBackend, loadEdit, saveBackend, saveEdit, saveProgress } from './storage.ts';
import { pageWorker, StoppedError, type UnitResult } from './worker-client.ts';

interface NotebookCell {
  readonly id: string;
  readonly kind: 'cell' | 'exercise';
  readonly root: HTMLElement;
  readonly original: string;
  readonly options: Readonly<Record<string, string>>;
  readonly check?: string;
  readonly output: HTMLElement;
  readonly editor: EditorView;
  /** The code of this cell's last run: what the page's state is made of. */
  committed: string;
  variable?: Variable;
  result?: UnitResult;
  /** Output streamed by the current run, until its report arrives. */
  live?: LiveOutput;
}

const button = (label: string, action: () => void, title = label) => {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  b.title = title;
  b.addEventListener('click', action);
  return b;
};

function codeOf(root: HTMLElement): string {
  return (root.querySelector('pre')?.textContent ?? '').replace(/\n$/, '');
}

/** Mounts the page's notebook; `leaving` aborts when the reader moves to another page (the worker stays warm). */
export function startNotebook(doc: Document, leaving: AbortSignal): void {
  const article = doc.querySelector<HTMLElement>('[data-lesson]');
  if (!article) return;
  const lesson = article.dataset['lesson']!;
  const status = doc.querySelector<HTMLElement>('[data-status]');
  const summary = doc.querySelector<HTMLElement>('[data-summary]');
  const runAllButton = doc.querySelector<HTMLButtonElement>('[data-run-all]');

  const shared = sharedEdits(doc.location);
  const checks = new Map<string, HTMLElement>();
  for (const c of doc.querySelectorAll<HTMLElement>('[data-cell="check"]')) checks.set(c.dataset['exercise']!, c);

  const cells: NotebookCell[] = [];
  for (const root of doc.querySelectorAll<HTMLElement>('[data-cell="cell"], [data-cell="exercise"]')) {
    cells.push(mountCell(root));
  }

  function mountCell(root: HTMLElement): NotebookCell {
    const id = root.dataset['id']!;
    const kind = root.dataset['cell'] as 'cell' | 'exercise';
    const original = codeOf(root);
    const saved = loadEdit(lesson, id);
    // a share link's edit is shown, and run, but stored only once the reader keeps it (or edits the cell)
    const initial = (typeof shared === 'object' ? shared?.[id] : undefined) ?? saved ?? original;
    const host = doc.createElement('div');
    host.className = 'editor';
    const output = doc.createElement('div');
    output.className = 'output';
    output.dataset['output'] = '';
    const toolbar = doc.createElement('div');
    toolbar.className = 'cell-toolbar';
    const cell: NotebookCell = {
      id, kind, root, original, output,
      options: { ...JSON.parse(root.dataset['options'] ?? '{}'), id },
      check: kind === 'exercise' ? codeOf(checks.get(id) ?? doc.createElement('div')) : undefined,
      committed: initial,
      editor: undefined as unknown as EditorView,
    };
    (cell as { editor: EditorView }).editor = createEditor(host, initial, {
      label: kind === 'exercise' ? `Exercise code ${id}` : `Code cell ${id}`,
      onRun: () => runFrom(cell),
      onChange: (code) => {
        saveEdit(lesson, id, code, original);
        root.classList.toggle('edited', code !== original);
      },
    });
    root.classList.toggle('edited', initial !== original);
    let clearCopied: ReturnType<typeof setTimeout> | undefined;
    const copied = doc.createElement('span');
    copied.className = 'copied';
    copied.setAttribute('role', 'status');
    toolbar.append(
      copied,
      button('Run', () => runFrom(cell), 'Run this cell and every cell after it (Shift+Enter)'),
      button('Reset', () => {
        setCode(cell.editor, original);
        runFrom(cell);
      }, "Restore the lesson's original code"),
      button('Copy', () => {
        // the message stays 2 s from when the clipboard answers (which can take a while on a busy machine), and a
        // second click's message is not cut short by the first one's timer
        const say = (text: string) => {
          copied.textContent = text;
          clearTimeout(clearCopied);
          clearCopied = setTimeout(() => { copied.textContent = ''; }, 2000);
        };
        navigator.clipboard.writeText(cell.editor.state.doc.toString()).then(
          () => say('Copied'), () => say('Copying was not allowed'));
      }, "Copy this cell's code"),
    );
    root.querySelector('pre')?.replaceWith(host);
    root.append(toolbar, output);
    return cell;
  }

  const stopButton = doc.querySelector<HTMLButtonElement>('[data-stop]');
  const engineChoice = doc.querySelector<HTMLSelectElement>('[data-engine]');
  if (engineChoice) engineChoice.value = loadBackend();
  const worker = pageWorker((text, ready, failed) => {
    if (status) {
      status.textContent = text;
      status.dataset['state'] = failed ? 'failed' : ready ? 'ready' : 'starting';
    }
    if (runAllButton) runAllButton.disabled = !ready;
    if (ready) keepSiteOffline();
  }, loadBackend());
  stopButton?.addEventListener('click', () => worker.stop());
  engineChoice?.addEventListener('change', () => {
    saveBackend(engineChoice.value);
    worker.useBackend(engineChoice.value);
  });

  const runtime = new Runtime();
  const module = runtime.module();
  leaving.addEventListener('abort', () => {
    runtime.dispose();
    // a cell still running belongs to the page being left: the next page must not wait for it
    if (worker.busy) worker.stop();
  });

  const unitOf = (c: NotebookCell): RunUnit => ({ code: c.committed, options: c.options, check: c.check });

  function define(cell: NotebookCell, index: number): void {
    const inputs = index === 0 ? [] : [`cell${index - 1}`];
    cell.variable!.define(`cell${index}`, inputs, async () => {
      const prefix = cells.slice(0, index).map(unitOf);
      const live = new LiveOutput();
      cell.live = live;
      cell.output.replaceChildren(live.element);
      return worker.run(unitOf(cell), prefix, (kind, json) => live.receive(kind, json));
    });
  }

  cells.forEach((cell, index) => {
    cell.variable = module.variable({
      pending: () => {
        cell.root.dataset['state'] = 'running';
        updateSummary();
      },
      fulfilled: (result: UnitResult) => {
        cell.result = result;
        const plots = cell.live?.plots() ?? [];
        renderReport(cell.output, result.report);
        cell.output.prepend(...plots);
        markErrorLine(cell.editor, unexpectedError(result.report) ? result.report.errorLine : null);
        cell.root.dataset['state'] = cellPasses(result.report) ? 'pass' : 'fail';
        if (cell.kind === 'exercise') showExercise(cell, result.check);
        updateSummary();
      },
      rejected: (error: unknown) => {
        renderFailure(cell.output, String(error));
        // a stopped cell has no result: what it showed before belongs to a run that no longer stands
        const stopped = error instanceof StoppedError;
        if (stopped) cell.result = undefined;
        cell.root.dataset['state'] = stopped ? 'stopped' : 'fail';
        updateSummary();
      },
    });
    define(cell, index);
  });

  /** Commits the cell's editor text and recomputes it and everything after it. */
  function runFrom(cell: NotebookCell): void {
    cell.committed = cell.editor.state.doc.toString();
    const index = cells.indexOf(cell);
    // cells above that a Stop left without a result run again first, or this one would wait on them forever
    const firstStopped = cells.findIndex((c, i) => i < index && c.root.dataset['state'] === 'stopped');
    for (let i = firstStopped < 0 ? index : firstStopped; i < index; i++) define(cells[i]!, i);
    define(cell, index);
  }

  const exported = (root: HTMLElement) => {
    const c = cells.find((x) => x.root === root);
    return c && { code: c.editor.state.doc.toString(), report: c.result?.report };
  };
  for (const b of doc.querySelectorAll<HTMLButtonElement>('[data-download]')) {
    b.addEventListener('click', () => {
      const blocks = lessonBlocks(article, exported);
      const name = lesson.split('/').pop()!;
      if (b.dataset['download'] === 'ipynb') download(doc, `${name}.ipynb`, toNotebook(blocks), 'application/x-ipynb+json');
      else download(doc, `${name}.py`, toPython(blocks), 'text/x-python');
    });
  }

  function runAll(): void {
    cells.forEach((c, i) => {
      c.committed = c.editor.state.doc.toString();
      define(c, i);
    });
  }
  runAllButton?.addEventListener('click', runAll);

  doc.querySelector('[data-reset-all]')?.addEventListener('click', () => {
    const edited = cells.filter((c) => c.editor.state.doc.toString() !== c.original).length;
    const what = edited ? `your edits to ${edited === 1 ? '1 cell' : `${edited} cells`}` : 'nothing (no cell is edited)';
    if (!confirm(`Reset every cell to the lesson's code? This discards ${what} on this page.`)) return;
    for (const c of cells) setCode(c.editor, c.original);
    runAll();
  });

  const currentEdits = (): Edits => Object.fromEntries(cells
    .map((c) => [c.id, c.editor.state.doc.toString()] as const)
    .filter(([id, code]) => code !== cells.find((c) => c.id === id)!.original));

  const sharePanel = doc.querySelector<HTMLElement>('[data-share-panel]');
  doc.querySelector('[data-share]')?.addEventListener('click', () => {
    if (!sharePanel) return;
    const edits = currentEdits();
    const link = shareLink(doc.location, edits);
    const field = sharePanel.querySelector<HTMLInputElement>('input')!;
    const note = sharePanel.querySelector<HTMLElement>('[data-share-note]')!;
    field.value = link;
    sharePanel.hidden = false;
    field.select();
    const count = Object.keys(edits).length;
    const holds = count ? `holds your edits to ${count === 1 ? '1 cell' : `${count} cells`}` : 'opens the lesson as written (no cell is edited)';
    navigator.clipboard.writeText(link).then(
      () => { note.textContent = `Link copied: it ${holds}.`; },
      () => { note.textContent = `This link ${holds}. Copy it from the field.`; });
  });
  sharePanel?.querySelector('[data-share-close]')?.addEventListener('click', () => { sharePanel.hidden = true; });

  if (shared) offerSharedEdits(shared);
  // a share link followed from this very page changes only the fragment: load it as a page of its own
  addEventListener('hashchange', () => {
    if (sharedEdits(doc.location)) doc.location.reload();
  }, { signal: leaving });

  /** A share link's edits are on screen; the reader keeps them (stored over their own) or goes back to theirs. */
  function offerSharedEdits(edits: Edits | 'damaged'): void {
    const banner = doc.createElement('div');
    banner.className = 'shared-banner';
    banner.setAttribute('role', 'region');
    banner.setAttribute('aria-label', 'Shared edits');
    const text = doc.createElement('p');
    banner.append(text);
    article!.before(banner);
    const close = () => {
      forgetShareLink(history, doc.location);
      banner.remove();
    };
    if (edits === 'damaged') {
      text.textContent = 'This share link is damaged (perhaps cut short when copied): the page shows your own code.';
      banner.append(button('Dismiss', close));
      return;
    }
    const mine = cells.filter((c) => c.id in edits);
    text.textContent = `You are looking at edits to ${mine.length === 1 ? '1 cell' : `${mine.length} cells`} from a ` +
      'shared link. Your own saved edits are untouched unless you keep these.';
    banner.append(
      button('Keep shared edits', () => {
        for (const c of mine) saveEdit(lesson, c.id, c.editor.state.doc.toString(), c.original);
        close();
      }, 'Store these edits as your own on this page'),
      button('Use my edits', () => {
        for (const c of mine) setCode(c.editor, loadEdit(lesson, c.id) ?? c.original);
        close();
        runAll();
      }, 'Go back to your own code for these cells'),
    );
  }

  for (const box of doc.querySelectorAll<HTMLElement>('[data-exercise-box]')) {
    box.querySelector('[data-reveal-solution]')?.addEventListener('click', (event) => {
      const revealing = !box.classList.contains('revealed');
      if (revealing && box.dataset['solved'] !== 'true' &&
        !confirm('Show the solution? Trying first, with the hints, is what makes it stick.')) return;
      box.classList.toggle('revealed', revealing);
      (event.currentTarget as HTMLButtonElement).textContent = revealing ? 'Hide solution' : 'Show solution';
    });
  }

  function showExercise(cell: NotebookCell, check: CellReport | undefined): void {
    const box = cell.root.closest<HTMLElement>('[data-exercise-box]');
    const label = box?.querySelector<HTMLElement>('[data-exercise-status]');
    if (!box || !label) return;
    const solved = cell.result !== undefined && exerciseSolved(cell.result.report, check);
    // the starter is meant to fail its check: until the reader changes it, there is no attempt to grade
    const attempted = solved || cell.committed !== cell.original;
    if (!attempted) {
      delete box.dataset['solved'];
      label.textContent = 'Not attempted yet: edit the code and run it (Shift+Enter).';
      return;
    }
    box.dataset['solved'] = String(solved);
    label.textContent = solved
      ? 'Solved: the check passes.'
      : `Not solved yet: ${check?.errorType ?? cell.result?.report.errorType ?? 'the check did not run'}`;
  }

  function updateSummary(): void {
    const lessonCells = cells.filter((c) => c.kind === 'cell');
    const running = cells.some((c) => c.root.dataset['state'] === 'running');
    if (stopButton) stopButton.hidden = !running;
    const all = lessonCells.flatMap((c) => c.result?.report.checks ?? []);
    const failedChecks = all.filter((c) => !c.pass).length;
    const errors = lessonCells.filter((c) => c.result && unexpectedError(c.result.report)).length;
    const stopped = lessonCells.filter((c) => c.root.dataset['state'] === 'stopped').length;
    const failing = failedChecks + errors;
    const passed = all.filter((c) => c.pass).length;
    if (!summary) return;
    const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
    const problems = [
      failedChecks ? `${failedChecks} of ${plural(all.length, 'check fails', 'checks fail')}` : '',
      errors ? `${plural(errors, 'cell raised an error', 'cells raised errors')}` : '',
    ].filter(Boolean).join(', ');
    summary.dataset['state'] = running ? 'running' : stopped ? 'stopped' : failing ? 'fail' : 'pass';
    summary.textContent = running
      ? `Running… ${plural(passed, 'check passes', 'checks pass')} so far`
      : stopped
        ? `Stopped: ${plural(stopped, 'cell', 'cells')} did not finish. Run all to start again.`
        : failing ? problems : `All ${plural(passed, 'check passes', 'checks pass')}`;
    summary.dataset['passed'] = String(passed);
    summary.dataset['failed'] = String(failing);
    if (!running && !stopped && cells.every((c) => c.result)) {
      const exercises = cells.filter((c) => c.kind === 'exercise');
      saveProgress(lesson, {
        passed, checks: all.length, exercises: exercises.length,
        solved: exercises.filter((c) => c.root.closest('[data-exercise-box]')?.getAttribute('data-solved') === 'true').length,
      });
    }
  }
}
