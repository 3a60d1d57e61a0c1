/**
 * Who takes part: each participant is a command the orchestrator starts in its own child process, one after
 * another, so none disturbs another's timings. Ours come first, one per engine backend.
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { THREADED_WORKLOADS, WORKLOADS } from './workloads.ts';

/** Our engine's backends; TORCH_BACKEND selects one. A backend the engine lacks reports n/a. */
export const OUR_BACKENDS = ['js', 'wasm'] as const;

/** Real PyTorch, when this machine has it (Debian's python3-torch). */
export const PYTHON = '/usr/bin/python3';

export interface Participant {
  readonly name: string;
  /** Ours: its ratios to the peers are what the report reads. */
  readonly ours: boolean;
  /** A native build rather than a browser-capable one: reported in its own ratio column, not as a web peer. */
  readonly native?: boolean;
  readonly command: string;
  readonly args: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
  /** Workloads it has no way to run, with the reason. */
  readonly na?: Readonly<Record<string, string>>;
  /** Why it cannot run on this machine, or null when it can. */
  readonly unavailable?: () => string | null;
  readonly timeoutMs: number;
}

const node = (script: string, ...args: string[]) => ({ command: process.execPath, args: [`bench/participants/${script}`, ...args] });

export function participants(pythonArgs: readonly string[]): Participant[] {
  const cores = availableParallelism();
  const singleThreaded = WORKLOADS.filter((w) => !(THREADED_WORKLOADS as readonly string[]).includes(w.id));
  return [
    ...OUR_BACKENDS.map((backend) => ({
      name: `ours-${backend}`, ours: true, ...node('engine.ts'), env: { TORCH_BACKEND: backend }, timeoutMs: 180_000,
    })),
    {
      name: `ours-wasm-${cores}t`, ours: true, ...node('engine.ts', ...THREADED_WORKLOADS),
      env: { TORCH_BACKEND: 'wasm', BENCH_THREADS: String(cores) }, timeoutMs: 120_000,
      na: Object.fromEntries(singleThreaded.map((w) => [w.id, 'one thread: ours-wasm'])),
    },
    { name: 'ort-1t', ours: false, ...node('onnxruntime.ts', '1'), timeoutMs: 60_000 },
    { name: `ort-${cores}t`, ours: false, ...node('onnxruntime.ts', 'all'), timeoutMs: 60_000 },
    { name: 'tfjs-wasm', ours: false, ...node('tfjs.ts'), timeoutMs: 90_000 },
    { name: 'jax-js', ours: false, ...node('jax.ts'), timeoutMs: 90_000 },
    {
      name: 'pytorch', ours: false, native: true, command: PYTHON, args: ['bench/workloads.py', ...pythonArgs],
      timeoutMs: 90_000, na: { 'small-op-js': 'no JS API' },
      unavailable: () => spawnSync(PYTHON, ['-c', 'import torch']).status === 0 ? null : `no torch at ${PYTHON}`,
    },
  ];
}
