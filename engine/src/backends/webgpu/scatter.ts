/**
 * Ordered scatters (ScatterKernel) on the GPU, exact to the CPU's row-major order. Elements interact two ways: a
 * store landing where another stores (later wins), and a read of what another stored (an accumulating scatter reads
 * its place, a scan's serial form its predecessor's). The second is visible in the kernel: the body or the place reads an operand
 * on the output's buffer. Without it, elements are independent but for colliding stores, and two parallel passes
 * give the last one its place (pointwise.ts ScatterMode); with it, order is the result (float sums associate
 * differently). Where an element reads only the place it stores to (index_add_, scatter_add_, index_put_ with
 * accumulate, the backward passes of indexing and pooling), only elements of one place depend on each other: they
 * are sorted by place, stably, and each place's run folds in order in its own invocation. Otherwise one
 * invocation walks the elements in order (the device runs cumsum and kin as scans, scan.ts).
 */
import type { Expr, ScatterKernel } from '../../ir/expr.ts';
import { topoOrder } from '../../ir/print.ts';
import type { Tensor } from '../../tensor.ts';
import { gpuStorageOf } from './bindings.ts';
import type { Pipelines } from './pipelines.ts';
import type { BufferPool } from './pool.ts';
import { runPointwise } from './pointwise.ts';
import type { CommandBatch } from './queue.ts';
import { sortPairs } from './radix-sort.ts';

/** The input indices a kernel's roots read, by interned root (worked out once per kernel, not per launch). */
const readsOf = new WeakMap<Expr, readonly number[]>();

function inputsRead(root: Expr): readonly number[] {
  let reads = readsOf.get(root);
  if (!reads) {
    const set = new Set<number>();
    for (const e of topoOrder([root])) if (e.kind === 'input' || e.kind === 'load') set.add(e.index);
    readsOf.set(root, reads = [...set]);
  }
  return reads;
}

const sameView = (a: Tensor, b: Tensor) =>
  a === b || (a.offset === b.offset && a.strides.length === b.strides.length && a.strides.every((s, d) => s === b.strides[d]));

/**
 * How the scatter's elements run: `independent` where none reads the output's buffer (only colliding stores need
 * ordering); `by place` where each reads it only at the place it stores to, through a load at the kernel's own place
 * from a view walking as the output does; else `in order`, one after another.
 */
export function scatterPlan(kernel: ScatterKernel, operands: readonly Tensor[]): 'independent' | 'by place' | 'in order' {
  const out = operands[0]!;
  const target = gpuStorageOf(out).buffer;
  const onTarget = (index: number) => gpuStorageOf(operands[index + 1]!).buffer === target;
  if (![kernel.body, kernel.at].some((root) => inputsRead(root).some(onTarget))) return 'independent';
  if (inputsRead(kernel.at).some(onTarget)) return 'in order';
  const ownPlace = topoOrder([kernel.body]).every((e) => e.kind === 'load'
    ? !onTarget(e.index) || (e.offset === kernel.at && sameView(operands[e.index + 1]!, out))
    : e.kind !== 'input' || !onTarget(e.index));
  return ownPlace ? 'by place' : 'in order';
}

/** Bits that hold every place of the output's storage. */
const placeBits = (out: Tensor) => Math.max(1, Math.ceil(Math.log2(gpuStorageOf(out).length)));

/** Records the scatter of `kernel` over `operands` (output first, every one on the GPU) into the batch. */
export function runScatter(batch: CommandBatch, pipelines: Pipelines, pool: BufferPool, kernel: ScatterKernel,
  operands: readonly Tensor[]): void {
  const out = operands[0]!;
  if (out.numel === 0) return;
  const { body, at, args } = kernel;
  const plan = scatterPlan(kernel, operands);
  if (plan === 'in order') {
    runPointwise(batch, pipelines, body, args, operands, undefined, { at, mode: 'ordered' });
    return;
  }
  if (plan === 'by place') {
    const keys = pool.acquire(8 * out.numel);
    runPointwise(batch, pipelines, body, args, operands, undefined, { at, mode: 'keys', claims: keys });
    const sorted = sortPairs(batch, pipelines, pool, keys, out.numel, placeBits(out));
    runPointwise(batch, pipelines, body, args, operands, undefined, { at, mode: 'fold', claims: sorted });
    pool.release(sorted);
    return;
  }
  // one claim word per element of the output's storage: places are storage positions
  const bytes = 4 * gpuStorageOf(out).length;
  const claims = pool.acquire(bytes);
  batch.clear(claims, 0, bytes);
  runPointwise(batch, pipelines, body, args, operands, undefined, { at, mode: 'claim', claims });
  runPointwise(batch, pipelines, body, args, operands, undefined, { at, mode: 'winners', claims });
  // later commands reusing the buffer run after these in the batch
  pool.release(claims);
}
