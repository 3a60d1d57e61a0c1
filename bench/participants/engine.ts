/**
 * Our engine as a participant, on the backend TORCH_BACKEND names (the orchestrator starts one process per
 * backend). Array workloads go through the JS API (`call`, `fromValues`); the autograd, training and small-op
 * workloads through the Python session, as lessons run; then every lesson's cells are re-run once.
 *
 * The engine reports the backend it actually runs through an optional `backendName()` export; an engine without
 * one only has the JS backend. When the requested backend is not the one running, every workload is n/a.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as engine from '../../engine/src/index.ts';
import { readLessonCells } from '../../src/lessons/read.ts';
import { createNodeSession } from '../../src/runtime/node.ts';
import { PYTHON_CONFIG } from '../config.ts';
import { uniform } from '../data.ts';
import { medianMs, microsPerCall } from '../measure.ts';
import { runTasks, type Task } from '../protocol.ts';
import { ELEMENTWISE_SIZE, LOADER, MATMUL_SIZES, SMALL_OP_BATCH, SMALL_OP_SHAPE, SOFTMAX_SHAPE, WORKLOADS, matmulFlops }
  from '../workloads.ts';

const { call, fromValues, DTYPES, PyScalar, tidy } = engine;
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const requested = process.env.TORCH_BACKEND ?? 'js';
const running = (engine as { backendName?: () => string }).backendName?.() ?? 'js';

/** Longest single run we start: keeps the whole benchmark within a few minutes on a slow backend. */
const SLOW_RUN_LIMIT_MS = 10_000;

const f32 = (shape: readonly number[], seed = 1) =>
  fromValues(uniform(shape.reduce((a, b) => a * b, 1), seed), shape, DTYPES.float32);

/** The engine's thread count, where it has one: BENCH_THREADS, else one (the single-threaded rows). */
engine.setNumThreads?.(Number(process.env.BENCH_THREADS ?? 1));
await engine.threadsReady?.();

/**
 * One op from the JS API with its result freed at once, as the peers' rows free theirs (tf.tidy, dispose): left to
 * the garbage collector, every result of a timed loop would take fresh memory.
 */
const op = (name: string, args: Parameters<typeof call>[1]) => () => tidy(() => { call(name, args); });

async function matmulMs(n: number): Promise<number> {
  const a = f32([n, n], 1), b = f32([n, n], 2);
  return medianMs(op('matmul', [a, b]));
}

function arrayTasks(): Record<string, Task> {
  const tasks: Record<string, Task> = {};
  // sizes ascend; a size whose time, projected from the last one by n^3, would exceed the limit is skipped
  let last: { n: number; ms: number } | null = null;
  for (const n of MATMUL_SIZES) {
    tasks[`matmul-${n}`] = async () => {
      const projected = last ? last.ms * (n / last.n) ** 3 : 0;
      if (projected > SLOW_RUN_LIMIT_MS) throw new Error(`projected ${(projected / 1000).toFixed(0)} s a run`);
      last = { n, ms: await matmulMs(n) };
      return matmulFlops(n) / last.ms / 1e6;
    };
  }
  const a = f32([ELEMENTWISE_SIZE], 1), b = f32([ELEMENTWISE_SIZE], 2);
  tasks.add = () => medianMs(op('add', [a, b]));
  tasks.mul = () => medianMs(op('mul', [a, b]));
  tasks.exp = () => medianMs(op('exp', [a]));
  tasks.sum = () => medianMs(op('sum', [a]));
  const x = f32(SOFTMAX_SHAPE);
  tasks.softmax = () => medianMs(op('softmax', [x, new PyScalar(-1, 'int')]));
  const s1 = f32(SMALL_OP_SHAPE, 1), s2 = f32(SMALL_OP_SHAPE, 2);
  tasks['small-op-js'] = () => microsPerCall(op('add', [s1, s2]), SMALL_OP_BATCH);
  return tasks;
}

/** Runs bench/workloads.py in the session; its result lines go straight to our stdout. */
async function pythonWorkloads(ids: readonly string[]): Promise<void> {
  const session = await createNodeSession({ stdout: (t) => process.stdout.write(t), stderr: (t) => process.stderr.write(t) });
  session.pyodide.globals.get('__import__')('sys').argv = session.pyodide.toPy(['workloads.py', PYTHON_CONFIG, ...ids]);
  const path = join(root, 'bench', 'workloads.py');
  await session.runFile(path, readFileSync(path, 'utf8'));
}

/** Each lesson re-run once, top to bottom, in a fresh namespace, as a reader's "Run all" does. */
async function lessonTasks(): Promise<Record<string, Task>> {
  const session = await createNodeSession();
  const dir = join(root, 'lessons');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mdx')).sort();
  return Object.fromEntries(files.map((f) => [`lesson:${basename(f)}`, async () => {
    const cells = readLessonCells(join(dir, f)).filter((c) => c.kind === 'cell' || c.kind === 'exercise');
    session.reset();
    const t0 = performance.now();
    for (const cell of cells) await session.runCell(cell.code, { ...cell.options, id: cell.id });
    return performance.now() - t0;
  }]));
}

const only = process.argv.slice(2);
const wanted = (id: string) => !only.length || only.includes(id);
if (running !== requested) {
  const reason = `backend ${requested} not in this engine`;
  await runTasks({}, Object.fromEntries(WORKLOADS.map((w) => [w.id, reason])));
} else {
  await runTasks(Object.fromEntries(Object.entries(arrayTasks()).filter(([id]) => wanted(id))));
  const pyIds = ['conv2d', 'small-op-py', 'checkerboard', 'mlp', 'chain-eager', 'chain-compiled', 'loader-0', `loader-${LOADER.workers}`]
    .filter(wanted);
  if (pyIds.length) await pythonWorkloads(pyIds);
  if (wanted('lessons')) await runTasks(await lessonTasks());
}
