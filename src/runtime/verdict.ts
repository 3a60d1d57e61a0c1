/** How a cell's report is judged, the same in the page and in `npm run check`. */
import type { CellReport } from './python.ts';

/** Whether the cell raised an error that no `raises` check expected (checked by its message's first line). */
export function unexpectedError(report: CellReport): boolean {
  const headline = report.errorType?.split('\n')[0];
  return report.error !== null && !report.checks.some((c) => c.line === null && c.expected === headline);
}

/** A cell passes when every check passes and it raised nothing it was not expected to raise. */
export function cellPasses(report: CellReport): boolean {
  return report.checks.every((c) => c.pass) && !unexpectedError(report);
}

/** An exercise is solved when the learner's cell and then its check both run without error. */
export function exerciseSolved(report: CellReport, check: CellReport | undefined): boolean {
  return check !== undefined && report.error === null && check.error === null;
}
