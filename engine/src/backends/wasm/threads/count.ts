/**
 * How many threads intra-op work may use: `torch.get_num_threads()` / `torch.set_num_threads(n)`. As in PyTorch
 * the default is the number of physical cores, unless MKL_NUM_THREADS, else OMP_NUM_THREADS, says otherwise in Node;
 * a browser tells only its logical processors (navigator.hardwareConcurrency), which is what it gets.
 */
import { runtimeError } from '../../../errors.ts';

type NodeProcess = { env: Record<string, string | undefined>; getBuiltinModule(id: string): unknown };
const nodeProcess = (globalThis as { process?: Partial<NodeProcess> }).process;
const inNode = typeof nodeProcess?.getBuiltinModule === 'function';

/** Physical cores: distinct (package, core) pairs in Linux's cpuinfo, else the logical processors. */
function physicalCores(): number {
  if (!inNode) return (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator?.hardwareConcurrency ?? 1;
  const os = nodeProcess!.getBuiltinModule!('node:os') as typeof import('node:os');
  const fs = nodeProcess!.getBuiltinModule!('node:fs') as typeof import('node:fs');
  try {
    const cores = new Set<string>();
    for (const cpu of fs.readFileSync('/proc/cpuinfo', 'utf8').split('\n\n')) {
      const field = (name: string) => new RegExp(`^${name}\\s*:\\s*(\\S+)`, 'm').exec(cpu)?.[1];
      const core = field('core id');
      if (core !== undefined) cores.add(`${field('physical id') ?? 0}/${core}`);
    }
    if (cores.size > 0) return Math.min(cores.size, os.availableParallelism());
  } catch {
    // not Linux: fall through
  }
  return os.availableParallelism();
}

/** PyTorch's intraop_default_num_threads: OMP_NUM_THREADS, then MKL_NUM_THREADS, when a positive integer. */
function defaultThreads(): number {
  for (const name of ['MKL_NUM_THREADS', 'OMP_NUM_THREADS']) {
    const value = nodeProcess?.env?.[name];
    if (value !== undefined && /^\s*\d+\s*$/.test(value) && Number(value) > 0) return Number(value);
  }
  return Math.max(1, physicalCores());
}

let threads: number | null = null;

export function getNumThreads(): number {
  threads ??= defaultThreads();
  return threads;
}

export function setNumThreads(n: number): void {
  if (!Number.isInteger(n) || n <= 0) throw runtimeError('set_num_threads expects a positive integer');
  threads = n;
}
