/**
 * How a participant (a child process) reports to the orchestrator: one line per workload on stdout, prefixed so
 * that anything else a library prints is ignored.
 */
export const RESULT_PREFIX = 'BENCH-RESULT ';

/** A workload's figure in its unit, or why it could not run. */
export type Outcome = { readonly id: string; readonly value: number } | { readonly id: string; readonly na: string };

export function parseOutcomes(stdout: string): Outcome[] {
  return stdout.split('\n')
    .filter((line) => line.startsWith(RESULT_PREFIX))
    .map((line) => JSON.parse(line.slice(RESULT_PREFIX.length)) as Outcome);
}

function emit(outcome: Outcome): void {
  process.stdout.write(`${RESULT_PREFIX}${JSON.stringify(outcome)}\n`);
}

/** A workload a participant can run: resolves to its figure in the workload's unit. */
export type Task = () => Promise<number> | number;

/**
 * Runs each task in order and reports it; a task that throws is reported as n/a with the error's first line, and
 * the run goes on. `na` lists workloads the participant cannot run, with the reason.
 */
export async function runTasks(tasks: Readonly<Record<string, Task>>, na: Readonly<Record<string, string>> = {}):
  Promise<void> {
  for (const [id, reason] of Object.entries(na)) emit({ id, na: reason });
  for (const [id, task] of Object.entries(tasks)) {
    try {
      emit({ id, value: await task() });
    } catch (e) {
      emit({ id, na: String((e as Error).message ?? e).split('\n')[0]!.slice(0, 80) });
    }
  }
}
