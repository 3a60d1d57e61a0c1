/**
 * What `npm run check` reports about the lessons it verified: lines for a person, a JSON document for tools, and
 * JUnit XML for CI (one test suite per lesson, one test case per verification). Every failure names file:line.
 */
import { create } from 'xmlbuilder2';
import type { CheckOutcome, LessonVerdict } from './verify.ts';

export interface LessonResult {
  /** The lesson file, relative to the working directory. */
  readonly file: string;
  readonly verdict: LessonVerdict;
}

export interface JsonReport {
  readonly lessons: readonly {
    readonly file: string;
    readonly cells: number;
    readonly checks: number;
    readonly passed: number;
    readonly failed: readonly { readonly line: number; readonly message: string }[];
  }[];
}

const failures = (verdict: LessonVerdict) => verdict.outcomes.filter((o) => o.failure !== undefined);
const where = (file: string, outcome: CheckOutcome) => `${file}:${outcome.line}`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function failedLessons(results: readonly LessonResult[]): number {
  return results.filter((r) => failures(r.verdict).length).length;
}

/** A lesson's verdict for a person: one line when it passes, else each failure under its file:line. */
export function describeLesson({ file, verdict }: LessonResult): string {
  const failed = failures(verdict);
  if (!failed.length) {
    const ex = verdict.exercises;
    return `✓ ${file}: ${plural(verdict.checks, 'check')} pass in ${plural(verdict.cells, 'cell')}` +
      (ex ? `; ${plural(ex, 'exercise')}: starter fails, solution passes` : '');
  }
  return [
    `✗ ${file}: ${failed.length} of ${plural(verdict.checks, 'check')} failed`,
    ...failed.map((o) => `    ${where(file, o)}: ${o.failure!.replace(/\n/g, '\n      ')}`),
  ].join('\n');
}

export function jsonReport(results: readonly LessonResult[]): JsonReport {
  return {
    lessons: results.map(({ file, verdict }) => ({
      file,
      cells: verdict.cells,
      checks: verdict.checks,
      passed: verdict.checks - failures(verdict).length,
      failed: failures(verdict).map((o) => ({ line: o.line, message: o.failure! })),
    })),
  };
}

/** JUnit XML; xmlbuilder2 escapes names and messages, and replaces characters XML 1.0 cannot hold. */
export function junitReport(results: readonly LessonResult[]): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '\uFFFD' });
  const all = results.flatMap((r) => r.verdict.outcomes);
  const suites = doc.ele('testsuites', {
    name: 'npm run check', tests: all.length, failures: all.filter((o) => o.failure !== undefined).length,
  });
  for (const { file, verdict } of results) {
    const suite = suites.ele('testsuite', {
      name: file, tests: verdict.checks, failures: failures(verdict).length, errors: 0, skipped: 0,
    });
    for (const outcome of verdict.outcomes) {
      const testcase = suite.ele('testcase', {
        name: outcome.cell === null ? outcome.name : `${outcome.cell}: ${outcome.name}`,
        classname: file, file, line: outcome.line,
      });
      if (outcome.failure === undefined) continue;
      // an attribute's line breaks do not survive parsing, so the message is the first line and the text all of it
      testcase.ele('failure', { message: outcome.failure.split('\n')[0], type: 'check' })
        .txt(`${where(file, outcome)}: ${outcome.failure}`);
    }
  }
  return doc.end({ prettyPrint: true });
}
