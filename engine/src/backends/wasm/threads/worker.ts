/**
 * A worker thread of the pool (a Node worker_threads worker, or a module Web Worker nested in the engine's own
 * worker). It never returns to its event loop: it sleeps in Atomics.wait on the control block's generation, takes
 * the part assigned to it, computes it with its own instance of the job's kernel module (compiled from the bytes
 * the calling thread left in the heap memory, once per kernel id), and reports done. Messages are used only once,
 * to receive the memory and the control block at start.
 */
import { instantiateKernel } from '../kernel-module.ts';
import { controlViews, ENTRY, partParams, readJob, SLOT, type Control } from './job.ts';

export interface WorkerInit {
  readonly memory: WebAssembly.Memory;
  readonly control: SharedArrayBuffer;
  /** This worker's slot in the control block. */
  readonly index: number;
}

/** Checks of the assignment before sleeping: back-to-back kernels then start without a wake-up. */
const SPIN = 2000;

function serve({ memory, control, index }: WorkerInit): never {
  const c = controlViews(control);
  const kernels = new Map<number, (...params: number[]) => void>();
  Atomics.store(c.ints, SLOT.ready + index, 1);
  for (;;) {
    const generation = Atomics.load(c.ints, SLOT.generation);
    const part = takePart(c, index);
    if (part < 0) {
      Atomics.wait(c.ints, SLOT.generation, generation);
      continue;
    }
    try {
      const { job, parts } = readJob(c);
      const params = partParams(job, part, parts);
      if (params) kernelFor(c, kernels, memory, job.kind)(...params);
    } catch (e) {
      Atomics.store(c.ints, SLOT.failed, 1);
      console.error(e);
    }
    if (Atomics.sub(c.ints, SLOT.pending, 1) === 1) Atomics.notify(c.ints, SLOT.pending);
  }
}

/** The part assigned to this worker (-1 when none), after a short spin for one. */
function takePart(c: Control, index: number): number {
  for (let i = 0; i < SPIN; i++) {
    if (Atomics.load(c.ints, SLOT.assign + index) >= 0) break;
  }
  return Atomics.exchange(c.ints, SLOT.assign + index, -1);
}

function kernelFor(c: Control, kernels: Map<number, (...params: number[]) => void>, memory: WebAssembly.Memory,
  kind: keyof typeof ENTRY) {
  const id = c.ints[SLOT.kernelId]!;
  let fn = kernels.get(id);
  if (!fn) {
    const address = c.ints[SLOT.kernelAddress]! >>> 0;
    const bytes = new Uint8Array(memory.buffer, address, c.ints[SLOT.kernelLength]).slice();
    fn = instantiateKernel(new WebAssembly.Module(bytes), memory).exports[ENTRY[kind]] as (...params: number[]) => void;
    kernels.set(id, fn);
  }
  return fn;
}

const node = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule;
if (node) {
  serve((node('node:worker_threads') as { workerData: WorkerInit }).workerData);
} else {
  self.addEventListener('message', (e: MessageEvent<WorkerInit>) => serve(e.data), { once: true });
}
