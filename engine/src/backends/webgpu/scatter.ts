/**
 * Ordered scatters (ScatterKernel) on the GPU, exact to the CPU's row-major order. Elements interact two ways: a
 * store landing where another stores (later wins), and a read of what another stored (an accumulating scatter reads
 * its place, cumsum its predecessor's). The second is visible in the kernel: the body or the place reads an operand
 * on the output's buffer. Without it, elements are independent but for colliding stores, and two parallel passes
 * give the last one its place (pointwise.ts ScatterMode); with it, order is the result (float sums associate
 * differently), so one invocation walks the elements in order.
 */
import type { Expr, ScatterKernel } from '../../ir/expr.ts';
import { topoOrder } from '../../ir/print.ts';
import type { Tensor } from '../../tensor.ts';
import { gpuStorageOf } from './bindings.ts';
import type { Pipelines } from './pipelines.ts';
import type { BufferPool } from './pool.ts';
import { runPointwise } from './pointwise.ts';
import type { CommandBatch } from './queue.ts';

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

/**
 * Whether the scatter's elements must run one after another: an element may read what another stores, since some
 * operand it reads lives on the output's buffer.
 */
export function runsInOrder(kernel: ScatterKernel, operands: readonly Tensor[]): boolean {
  const target = gpuStorageOf(operands[0]!).buffer;
  return [kernel.body, kernel.at].some((root) =>
    inputsRead(root).some((i) => gpuStorageOf(operands[i + 1]!).buffer === target));
}

/** Records the scatter of `kernel` over `operands` (output first, every one on the GPU) into the batch. */
export function runScatter(batch: CommandBatch, pipelines: Pipelines, pool: BufferPool, kernel: ScatterKernel,
  operands: readonly Tensor[]): void {
  const out = operands[0]!;
  if (out.numel === 0) return;
  const { body, at, args } = kernel;
  if (runsInOrder(kernel, operands)) {
    runPointwise(batch, pipelines, body, args, operands, undefined, { at, mode: 'ordered' });
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
