/**
 * Verifies a lesson the way `npm run check` reports it: every cell runs top to bottom and every check passes;
 * each exercise's starter fails its check and its solution passes it.
 */
import type { CellReport, PythonSession } from '../runtime/python.ts';
import { cellPasses, exerciseSolved } from '../runtime/verdict.ts';
import type { Cell } from './cells.ts';

export interface LessonVerdict {
  /** Checks run in the lesson as written. */
  readonly checks: number;
  readonly exercises: number;
  /** Human-readable failures; empty when the lesson is good. */
  readonly problems: readonly string[];
}

interface Run {
  checks: number;
  problems: string[];
  /** exercise id -> whether its check passed */
  solved: Map<string, boolean>;
}

function describeFailure(cell: Cell, report: CellReport): string[] {
  const lines = report.checks.filter((c) => !c.pass).map((c) =>
    `cell ${cell.id}${c.line === null ? '' : ` line ${c.line}`}: expected ${JSON.stringify(c.expected)}, ` +
    `got ${JSON.stringify(c.actual)}`);
  if (!lines.length && report.error) lines.push(`cell ${cell.id} raised:\n${report.error}`);
  return lines;
}

/** Runs the lesson top to bottom; with `solutions`, each exercise cell runs its solution instead. */
async function runLesson(session: PythonSession, cells: readonly Cell[], solutions: boolean): Promise<Run> {
  session.reset();
  const run: Run = { checks: 0, problems: [], solved: new Map() };
  const partOf = (kind: Cell['kind'], id: string) => cells.find((c) => c.kind === kind && c.exercise === id);
  for (const cell of cells) {
    if (cell.kind !== 'cell' && cell.kind !== 'exercise') continue;
    const solution = partOf('solution', cell.id);
    const code = cell.kind === 'exercise' && solutions && solution ? solution.code : cell.code;
    const report = await session.runCell(code, { ...cell.options, id: cell.id });
    run.checks += report.checks.length;
    // an unsolved starter may fail however it likes; its check below is what grades it
    const graded = cell.kind === 'cell' || solutions;
    if (graded && !cellPasses(report)) run.problems.push(...describeFailure(cell, report));
    if (cell.kind !== 'exercise') continue;
    const check = partOf('check', cell.id);
    if (!solution) run.problems.push(`exercise ${cell.id} has no solution cell`);
    if (!check) {
      run.problems.push(`exercise ${cell.id} has no check cell`);
      continue;
    }
    run.solved.set(cell.id, exerciseSolved(report, await session.runCell(check.code, { id: check.id })));
  }
  return run;
}

export async function verifyLesson(session: PythonSession, cells: readonly Cell[]): Promise<LessonVerdict> {
  const asWritten = await runLesson(session, cells, false);
  const withSolutions = await runLesson(session, cells, true);
  const problems = [...asWritten.problems];
  for (const [id, solvedByStarter] of asWritten.solved) {
    if (solvedByStarter) problems.push(`exercise ${id}: the starter already passes its check`);
    if (!withSolutions.solved.get(id)) problems.push(`exercise ${id}: the solution does not pass its check`);
  }
  for (const p of withSolutions.problems) {
    if (!asWritten.problems.includes(p)) problems.push(`with solutions: ${p}`);
  }
  return { checks: asWritten.checks, exercises: asWritten.solved.size, problems };
}
