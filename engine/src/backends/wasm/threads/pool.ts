/**
 * The thread pool of the WebAssembly backend: worker threads over the shared heap memory, driven through a small
 * shared control block with Atomics, so a kernel call stays synchronous for the engine. The calling thread writes
 * the job, assigns parts to the workers that are ready, wakes them, computes part 0 itself, and waits for the rest.
 *
 * Workers start on the first job that wants them and become ready on their own time (a browser may not start a
 * nested worker while its parent computes); until then, and wherever the heap memory is not shared or the thread
 * count is 1, every job runs whole on the calling thread with no pool at all. Idle workers sleep in Atomics.wait
 * and are unref'd, so they neither use CPU nor keep Node alive.
 */
import { heap } from '../../../memory/heap.ts';
import { sessionBlock } from '../../../memory/storage.ts';
import type { KernelModule } from '../kernel-module.ts';
import { getNumThreads } from './count.ts';
import { CONTROL_BYTES, controlViews, MAX_WORKERS, partParams, SLOT, writeJob, type Control, type Job } from './job.ts';
import type { WorkerInit } from './worker.ts';

type NodeWorker = { unref(): void; on(event: 'error', listener: (e: unknown) => void): void };
type NodeWorkerClass = new (url: URL, options: { workerData: WorkerInit }) => NodeWorker;
const getBuiltinModule = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process
  ?.getBuiltinModule;
/** The worker module, named outside `new Worker(new URL(...))` so web bundlers do not copy it as a raw asset. */
const WORKER_MODULE = './worker.ts';

/** Atomics.wait is allowed in Node's threads and in web workers, not on a page's main thread. */
const mayBlock = () => getBuiltinModule !== undefined || typeof (globalThis as { WorkerGlobalScope?: unknown })
  .WorkerGlobalScope !== 'undefined';

/** Checks of the workers' progress before the calling thread sleeps: most parts end within it. */
const SPIN = 20000;

class Pool {
  readonly #control: Control;
  readonly #buffer = new SharedArrayBuffer(CONTROL_BYTES);
  #workers = 0;
  /** Heap addresses of the kernel modules' bytes placed there for the workers, by kernel id. */
  readonly #placed = new Map<number, number>();

  constructor() {
    this.#control = controlViews(this.#buffer);
    this.#control.ints.fill(-1, SLOT.assign, SLOT.assign + MAX_WORKERS);
  }

  /** Starts workers until there are `count` (they become ready later). */
  grow(count: number): void {
    for (; this.#workers < Math.min(count, MAX_WORKERS); this.#workers++) this.#spawn(this.#workers);
  }

  /** Indices of up to `max` ready workers. */
  ready(max: number): number[] {
    const found: number[] = [];
    for (let w = 0; w < this.#workers && found.length < max; w++) {
      if (Atomics.load(this.#control.ints, SLOT.ready + w) === 1) found.push(w);
    }
    return found;
  }

  run(kernel: KernelModule, job: Job, local: (...params: number[]) => void, helpers: readonly number[]): void {
    const c = this.#control, ints = c.ints, parts = helpers.length + 1;
    writeJob(c, job, parts);
    ints[SLOT.kernelId] = kernel.id;
    ints[SLOT.kernelAddress] = this.#place(kernel);
    ints[SLOT.kernelLength] = kernel.bytes.length;
    ints[SLOT.failed] = 0;
    Atomics.store(ints, SLOT.pending, helpers.length);
    helpers.forEach((w, i) => Atomics.store(ints, SLOT.assign + w, i + 1));
    Atomics.add(ints, SLOT.generation, 1);
    Atomics.notify(ints, SLOT.generation);
    try {
      const own = partParams(job, 0, parts);
      if (own) local(...own);
    } finally {
      for (let i = 0; ; i++) {
        const left = Atomics.load(ints, SLOT.pending);
        if (left === 0) break;
        if (i >= SPIN) Atomics.wait(ints, SLOT.pending, left);
      }
    }
    if (ints[SLOT.failed]) throw new Error('a worker thread failed computing a kernel (its error is logged above)');
  }

  /** The kernel's bytes, copied once into a heap block owned for the session, where every worker can read them. */
  #place(kernel: KernelModule): number {
    let address = this.#placed.get(kernel.id);
    if (address === undefined) {
      address = sessionBlock(kernel.bytes.length);
      new Uint8Array(heap.buffer, address, kernel.bytes.length).set(kernel.bytes);
      this.#placed.set(kernel.id, address);
    }
    return address;
  }

  #spawn(index: number): void {
    const init: WorkerInit = { memory: heap.memory, control: this.#buffer, index };
    if (getBuiltinModule) {
      const { Worker } = getBuiltinModule('node:worker_threads') as { Worker: NodeWorkerClass };
      const worker = new Worker(new URL(WORKER_MODULE, import.meta.url), { workerData: init });
      worker.on('error', (e) => console.error('a worker thread stopped:', e));
      worker.unref();
    } else {
      const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: `torch-thread-${index}` });
      worker.postMessage(init);
    }
  }
}

let pool: Pool | null = null;
/** Jobs that ran in more than one part, for tests that must know the pool really took part. */
let splitJobs = 0;

/** The pool, made on first use; null where the heap memory is not shared or this thread may not block. */
function usablePool(): Pool | null {
  if (!pool && heap.isShared && mayBlock()) pool = new Pool();
  return pool;
}

/**
 * How many parts to cut a job into when `units` (a measure of its work) pays for `perPart` each: at least 1, at
 * most the thread count. Callers size per-part resources (gemm scratch) by it.
 */
export function plannedParts(units: number, perPart: number): number {
  return Math.max(1, Math.min(getNumThreads(), MAX_WORKERS + 1, Math.floor(units / perPart)));
}

/**
 * Runs `job` with kernel `kernel` (`local` is this thread's instance of it) in up to `parts` parts, this thread
 * and ready workers each computing one; returns when all are done. With one part, or no worker ready, it is one
 * plain call.
 */
export function runParallel(kernel: KernelModule, job: Job, local: (...params: number[]) => void, parts: number): void {
  const p = parts > 1 ? usablePool() : null;
  if (p) p.grow(getNumThreads() - 1);
  const helpers = p ? p.ready(parts - 1) : [];
  if (helpers.length === 0) {
    local(...job.params);
    return;
  }
  splitJobs++;
  p!.run(kernel, job, local, helpers);
}

/** Workers ready to take parts, and how many jobs have run in parts so far. */
export function threadStats(): { readonly readyWorkers: number; readonly splitJobs: number } {
  return { readyWorkers: pool ? pool.ready(MAX_WORKERS).length : 0, splitJobs };
}

/** Resolves once the workers the thread count asks for run jobs (for tests and the benchmark); at once without a pool. */
export async function threadsReady(timeoutMs = 30_000): Promise<void> {
  const p = usablePool();
  if (!p) return;
  const want = Math.min(getNumThreads() - 1, MAX_WORKERS);
  p.grow(want);
  const deadline = Date.now() + timeoutMs;
  while (p.ready(want).length < want) {
    if (Date.now() > deadline) throw new Error(`worker threads did not start within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
