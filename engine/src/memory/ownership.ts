/**
 * Deterministic release of tensor memory, by counting owners as PyTorch's refcounted storages and graph nodes do.
 *
 * A Python cell's loop runs inside one synchronous JS job, and FinalizationRegistry callbacks only run after the job
 * ends, so garbage collection alone would let a long loop in one cell grow the heap without bound. Instead:
 *
 * - Storages and autograd nodes are `Counted`: `refs` counts their owners. A tensor's owners are Python wrappers,
 *   `.grad` slots and an AccumulateGrad node; while a tensor has any (`own`/`disown`) it owns its storage, its
 *   grad_fn and its grad. A node owns the nodes its edges lead to and the storages it saved; an AccumulateGrad owns
 *   its variable.
 * - Temporaries are never counted. Whatever was made during an engine call from Python (`engineCall`) and has no
 *   owner when the next top-level call starts is garbage: only then is it disposed (`sweep`). Waiting for the next
 *   call, rather than freeing at the end of this one, lets Python wrap the call's results first, and keeps alive
 *   everything JS still uses while Python hooks and custom backward functions run inside a call.
 * - Only what was made inside an engine call is ever disposed here (`managed`). Tensors the JS API makes outside
 *   one (tests, the benchmark) are left to the FinalizationRegistry backstop in memory/storage.ts.
 *
 * So the rule for the Python side: a tensor handle received from the engine must be wrapped (owned) before the next
 * engine call.
 */
import type { Tensor } from '../tensor.ts';

export interface Counted {
  /** How many owners hold it. */
  refs: number;
  /** Made inside an engine call, so disposed once it has no owner; other objects are left to the GC. */
  readonly managed: boolean;
  disposed: boolean;
  /** Gives back what it holds: a storage frees its block, a node releases its saved tensors and edges. */
  dispose(): void;
}

/**
 * Objects waiting for a sweep. Emptied by count, since emptying an array by setting its length to 0 drops its backing
 * store, which every op would then allocate again; a swept slot is cleared so that its object can be collected.
 */
class Batch {
  readonly items: (Counted | undefined)[] = [];
  size = 0;

  push(o: Counted): void {
    this.items[this.size++] = o;
  }
}

let depth = 0;
/** Objects made, or left without owners, since the last sweep. */
let pending = new Batch();
/**
 * The batch that takes pending's place while a sweep disposes (the two swap, since every op sweeps): empty, except
 * after a dispose threw, when what it left is swept with the next batch.
 */
let spare = new Batch();

/** Whether an object made now is managed: true inside an engine call. */
export const insideEngineCall = (): boolean => depth > 0;

/** Puts a newly made managed object up for the next sweep, which disposes it unless something owns it by then. */
export function track(o: Counted): void {
  if (o.managed) pending.push(o);
}

export function retain(o: Counted): void {
  o.refs++;
}

export function release(o: Counted): void {
  if (--o.refs === 0 && o.managed) pending.push(o);
}

/** Disposes every pending object still without owners; disposing may release more, which are swept too. */
export function sweep(): void {
  if (depth > 0) throw new Error('sweep inside an engine call would free the temporaries it is using');
  while (pending.size) {
    const batch = pending;
    pending = spare;
    spare = batch;
    const { items } = batch;
    for (let i = 0; i < batch.size; i++) {
      const o = items[i];
      items[i] = undefined;
      // a slot cleared before a dispose threw
      if (o === undefined || o.refs > 0 || o.disposed) continue;
      o.disposed = true;
      o.dispose();
    }
    batch.size = 0;
  }
}

/**
 * Enters an engine call: a top-level one sweeps first, and what the call makes is managed until the matching
 * `leaveEngineCall` (in a `finally`). `tidy`, which the JS API runs around every op, pairs these itself rather than
 * wrap a closure in `engineCall`: on a small op, a closure and a spread call are a measurable share of the cost.
 */
function enterEngineCall(): void {
  if (depth === 0) sweep();
  depth++;
}

function leaveEngineCall(): void {
  depth--;
}

/** Wraps an engine entry point Python calls as an engine call. */
export function engineCall<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  return (...args: A) => {
    enterEngineCall();
    try {
      return fn(...args);
    } finally {
      leaveEngineCall();
    }
  };
}

/**
 * Runs `fn` from the JS API with everything the engine makes during it freed when it returns, as TensorFlow.js's
 * `tidy` does. Without it, tensors the JS API makes are freed only by the garbage collector's backstop, whose
 * callbacks wait until the running job ends, so a synchronous loop of large ops grows the heap by every result, and
 * each result lands on memory never touched before (a page fault per 4 KiB). `fn` must read out what it needs: a
 * tensor it returns is freed with the rest. Inside an engine call it is that call's temporaries already.
 */
export function tidy<R>(fn: () => R): R {
  if (depth > 0) return fn();
  let result: R;
  enterEngineCall();
  try {
    result = fn();
  } finally {
    leaveEngineCall();
  }
  sweep();
  return result;
}

/** A new owner of `t`: the first one makes the tensor own its storage, grad_fn and grad, and a view its base. */
export function own(t: Tensor): void {
  if (t.owners++ > 0) return;
  retain(t.storage);
  if (t.heldGradFn) retain(t.heldGradFn);
  if (t.grad) own(t.grad);
  if (t.viewOf) own(t.viewOf.base);
}

export function disown(t: Tensor): void {
  if (t.owners <= 0) throw new Error('disown of a tensor nobody owns');
  if (--t.owners > 0) return;
  release(t.storage);
  if (t.heldGradFn) release(t.heldGradFn);
  if (t.grad) disown(t.grad);
  if (t.viewOf) disown(t.viewOf.base);
}
