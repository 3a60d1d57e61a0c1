/**
 * Verifies a lesson the way `npm run check` reports it: every cell runs top to bottom and every check passes;
 * each exercise's starter fails its check and its solution passes it. Each verification is an outcome placed at
 * the line of the lesson file it concerns, so a report can name file:line.
 */
import type { CellReport, CheckResult, PythonSession } from '../runtime/python.ts';
import { cellPasses, exerciseSolved, unexpectedError } from '../runtime/verdict.ts';
import type { Cell } from './cells.ts';
import { readLessonCells } from './read.ts';

/** One verification: a check written in a cell, a cell raising what nothing expected, an exercise's starter or solution. */
export interface CheckOutcome {
  /** The cell it concerns; null for the lesson as a whole (it cannot be read). */
  readonly cell: string | null;
  /** What is verified, e.g. `line 2 # => "tensor(3.)"`, `shape [2]`, `starter fails its check`. */
  readonly name: string;
  /** Line in the lesson file: where the check is written or the error raised, else the cell's fence. */
  readonly line: number;
  /** Why it failed; absent when it passed. */
  readonly failure?: string;
}

export interface LessonVerdict {
  /** Cells a reader runs: plain cells and exercises. */
  readonly cells: number;
  readonly exercises: number;
  /** Every verification, in the order of the lesson's lines. */
  readonly outcomes: readonly CheckOutcome[];
  /** How many verifications were made (outcomes.length). */
  readonly checks: number;
  /** The failures' messages; empty when the lesson is good. */
  readonly problems: readonly string[];
}

/** A cell as it ran: `source` is the fence whose code ran (the solution's, in place of an exercise's starter). */
interface Ran {
  readonly id: string;
  readonly source: Cell;
  /** How failures name it: `cell mse`, `solution of mse`. */
  readonly label: string;
}

interface Run {
  outcomes: CheckOutcome[];
  /** exercise id -> its check's verdict on the exercise cell as it ran */
  exercises: Map<string, { solved: boolean; line: number; error: string | null }>;
}

const fileLine = (ran: Ran, lineInCell: number | null) => ran.source.line + (lineInCell ?? 0);

/** Where a check without a line of its own is written: a `# raises:` comment, else the fence's options. */
function checkLine(ran: Ran, check: CheckResult): number {
  if (check.line !== null) return fileLine(ran, check.line);
  const isOption = /^(shape|dtype) /.test(check.expected);
  const comment = ran.source.code.split('\n').findIndex((l) => l.trim().startsWith('# raises:'));
  return fileLine(ran, isOption || comment < 0 ? null : comment + 1);
}

/** session.py writes shape= and dtype= checks' expectations as `shape [2]`, `dtype torch.float32`; the rest are raises=. */
function checkName(check: CheckResult): string {
  if (check.line !== null) return `line ${check.line} # => ${JSON.stringify(check.expected)}`;
  return /^(shape|dtype) /.test(check.expected) ? check.expected : `raises ${JSON.stringify(check.expected)}`;
}

/** Each check of a cell, and an error that no check expected unless a failed check already names it. */
function cellOutcomes(ran: Ran, report: CellReport): CheckOutcome[] {
  const outcomes: CheckOutcome[] = report.checks.map((c) => ({
    cell: ran.id,
    name: checkName(c),
    line: checkLine(ran, c),
    ...(c.pass ? {} : {
      failure: `${ran.label}${c.line === null ? '' : ` line ${c.line}`}: expected ${JSON.stringify(c.expected)}, ` +
        `got ${JSON.stringify(c.actual)}`,
    }),
  }));
  const headline = report.errorType?.split('\n')[0];
  if (unexpectedError(report) && !report.checks.some((c) => !c.pass && c.actual === headline)) {
    outcomes.push({
      cell: ran.id, name: 'raises nothing unexpected', line: fileLine(ran, report.errorLine),
      failure: `${ran.label} raised:\n${report.error!.trimEnd()}`,
    });
  }
  return outcomes;
}

/** Runs the lesson top to bottom; with `solutions`, each exercise cell runs its solution instead. */
async function runLesson(session: PythonSession, cells: readonly Cell[], solutions: boolean): Promise<Run> {
  session.reset();
  const run: Run = { outcomes: [], exercises: new Map() };
  const partOf = (kind: Cell['kind'], id: string) => cells.find((c) => c.kind === kind && c.exercise === id);
  for (const cell of cells) {
    if (cell.kind !== 'cell' && cell.kind !== 'exercise') continue;
    const solution = partOf('solution', cell.id);
    const ran: Ran = cell.kind === 'exercise' && solutions && solution
      ? { id: cell.id, source: solution, label: `solution of ${cell.id}` }
      : { id: cell.id, source: cell, label: `cell ${cell.id}` };
    const report = await session.runCell(ran.source.code, { ...cell.options, id: cell.id });
    // an unsolved starter may fail however it likes; its check below is what grades it
    if (cell.kind === 'cell' || solutions) run.outcomes.push(...cellOutcomes(ran, report));
    if (cell.kind !== 'exercise') continue;
    const check = partOf('check', cell.id);
    const missing = [solution ? null : 'solution', check ? null : 'check'].filter((m) => m !== null);
    if (!solutions) {
      run.outcomes.push(...missing.map((m) => ({
        cell: cell.id, name: `has a ${m} cell`, line: cell.line, failure: `exercise ${cell.id} has no ${m} cell`,
      })));
    }
    if (!check) continue;
    const checked = await session.runCell(check.code, { id: check.id });
    const [line, error] = report.error !== null
      ? [fileLine(ran, report.errorLine), report.errorType ?? report.error]
      : [checked.error === null ? ran.source.line : check.line + (checked.errorLine ?? 0), checked.errorType ?? checked.error];
    run.exercises.set(cell.id, { solved: exerciseSolved(report, checked), line, error });
  }
  return run;
}

function exerciseOutcomes(cells: readonly Cell[], asWritten: Run, withSolutions: Run): CheckOutcome[] {
  return [...asWritten.exercises].flatMap(([id, starter]) => {
    const exercise = cells.find((c) => c.kind === 'exercise' && c.id === id)!;
    const outcomes: CheckOutcome[] = [{
      cell: id, name: 'starter fails its check', line: exercise.line,
      ...(starter.solved ? { failure: `exercise ${id}: the starter already passes its check` } : {}),
    }];
    const solution = withSolutions.exercises.get(id);
    if (solution && cells.some((c) => c.kind === 'solution' && c.exercise === id)) {
      outcomes.push({
        cell: id, name: 'solution passes its check', line: solution.line,
        ...(solution.solved ? {} : {
          failure: `exercise ${id}: the solution does not pass its check${solution.error ? `: ${solution.error}` : ''}`,
        }),
      });
    }
    return outcomes;
  });
}

export async function verifyLesson(session: PythonSession, cells: readonly Cell[]): Promise<LessonVerdict> {
  const asWritten = await runLesson(session, cells, false);
  const withSolutions = await runLesson(session, cells, true);
  const failedAsWritten = new Set(asWritten.outcomes.map((o) => o.failure));
  const solutionIds = new Set(withSolutions.exercises.keys());
  // cells other than exercises were verified as written; with solutions, only what newly fails is news
  const onlyWithSolutions = withSolutions.outcomes
    .filter((o) => solutionIds.has(o.cell ?? '') || (o.failure !== undefined && !failedAsWritten.has(o.failure)))
    .map((o) => (o.failure && !solutionIds.has(o.cell ?? '') ? { ...o, failure: `with solutions: ${o.failure}` } : o));
  const outcomes = [...asWritten.outcomes, ...exerciseOutcomes(cells, asWritten, withSolutions), ...onlyWithSolutions]
    .sort((a, b) => a.line - b.line);
  return {
    cells: cells.filter((c) => c.kind === 'cell' || c.kind === 'exercise').length,
    exercises: asWritten.exercises.size,
    outcomes,
    checks: outcomes.length,
    problems: outcomes.flatMap((o) => (o.failure === undefined ? [] : [o.failure])),
  };
}

/**
 * Where a lesson that cannot be read goes wrong: the MDX parser's position (or the `(line:column` its message names),
 * or the `path:line: ` that cells.ts puts before its messages.
 */
function unreadable(path: string, error: Error): CheckOutcome {
  const prefix = error.message.startsWith(`${path}:`) ? /^(\d+): /.exec(error.message.slice(path.length + 1)) : null;
  const place = (error as { line?: unknown }).line ?? prefix?.[1] ?? /\((\d+):\d+/.exec(error.message)?.[1] ?? 1;
  const message = prefix ? error.message.slice(path.length + 1 + prefix[0].length) : error.message;
  return { cell: null, name: 'the lesson parses', line: Number(place), failure: message };
}

/** Reads and verifies a lesson file; one that cannot be read is a lesson with one failed verification. */
export async function verifyLessonFile(session: PythonSession, path: string): Promise<LessonVerdict> {
  let cells: Cell[];
  try {
    cells = readLessonCells(path);
  } catch (e) {
    const outcome = unreadable(path, e as Error);
    return { cells: 0, exercises: 0, outcomes: [outcome], checks: 1, problems: [outcome.failure!] };
  }
  return verifyLesson(session, cells);
}
