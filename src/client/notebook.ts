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
import { download, lessonBlocks, toNotebook, toPython } from './export.ts';
import { LiveOutput } from './live.ts';
import { renderFailure, renderReport } from './render.ts';
import { loadBackend, loadEdit, saveBackend, saveEdit } from './storage.ts';
import { PythonWorker, StoppedError, type UnitResult } from './worker-client.ts';

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

export function startNotebook(doc: Document): void {
  const article = doc.querySelector<HTMLElement>('[data-lesson]');
  if (!article) return;
  const lesson = article.dataset['lesson']!;
  const status = doc.querySelector<HTMLElement>('[data-status]');
  const summary = doc.querySelector<HTMLElement>('[data-summary]');
  const runAllButton = doc.querySelector<HTMLButtonElement>('[data-run-all]');

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
      committed: saved ?? original,
      editor: undefined as unknown as EditorView,
    };
    (cell as { editor: EditorView }).editor = createEditor(host, saved ?? original, {
      label: kind === 'exercise' ? `Exercise code ${id}` : `Code cell ${id}`,
      onRun: () => runFrom(cell),
      onChange: (code) => {
        saveEdit(lesson, id, code, original);
        root.classList.toggle('edited', code !== original);
      },
    });
    root.classList.toggle('edited', saved !== null && saved !== original);
    toolbar.append(
      button('Run', () => runFrom(cell), 'Run this cell and every cell after it (Shift+Enter)'),
      button('Reset', () => {
        setCode(cell.editor, original);
        runFrom(cell);
      }, "Restore the lesson's original code"),
    );
    root.querySelector('pre')?.replaceWith(host);
    root.append(toolbar, output);
    return cell;
  }

  const stopButton = doc.querySelector<HTMLButtonElement>('[data-stop]');
  const engineChoice = doc.querySelector<HTMLSelectElement>('[data-engine]');
  if (engineChoice) engineChoice.value = loadBackend();
  const worker = new PythonWorker((text, ready, failed) => {
    if (status) {
      status.textContent = text;
      status.dataset['state'] = failed ? 'failed' : ready ? 'ready' : 'starting';
    }
    if (runAllButton) runAllButton.disabled = !ready;
  }, loadBackend());
  stopButton?.addEventListener('click', () => worker.stop());
  engineChoice?.addEventListener('change', () => {
    saveBackend(engineChoice.value);
    worker.useBackend(engineChoice.value);
  });

  const runtime = new Runtime();
  const module = runtime.module();

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

  runAllButton?.addEventListener('click', () => {
    cells.forEach((c, i) => {
      c.committed = c.editor.state.doc.toString();
      define(c, i);
    });
  });

  for (const box of doc.querySelectorAll<HTMLElement>('[data-exercise-box]')) {
    box.querySelector('[data-reveal-solution]')?.addEventListener('click', (event) => {
      const revealed = box.classList.toggle('revealed');
      (event.currentTarget as HTMLButtonElement).textContent = revealed ? 'Hide solution' : 'Reveal solution';
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
  }
}
