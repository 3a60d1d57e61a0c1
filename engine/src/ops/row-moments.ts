/**
 * Each row's mean and biased variance as PyTorch's CPU RowwiseMoments (moments_utils.h) takes them for layer and group
 * norm, in the row's own precision: Welford's update in the lanes of an AVX2 vector (8 floats, 4 doubles) over chunks
 * of 16 vectors, the chunks merged through a cascade of partial moments, the elements past the last whole vector folded
 * one at a time, and the lanes merged into those last, in order. Each step rounds as the compiled kernel does.
 */
import type { Backend } from '../backend.ts';
import { DTYPES } from '../dtype.ts';
import {
  add, cast, coord, constant, div, eq, input, load, mod, mul, round32, select, sub, type Operand,
} from '../ir/build.ts';
import type { Expr } from '../ir/expr.ts';
import { Tensor } from '../tensor.ts';

const CHUNK = 16;

/** Partial moments of `count` values: their mean and sum of squared deviations, as IR (0 for none yet). */
interface Moments { readonly count: number; readonly m1: Operand; readonly m2: Operand }

const EMPTY: Moments = { count: 0, m1: 0, m2: 0 };

/** at::native::utils::CeilLog2: the depth of the cascade's stack, at least 1. */
const ceilLog2 = (x: number) => (x <= 2 ? 1 : Math.floor(Math.log2(x - 1)) + 1);

/** The [M] float64 means and variances of `x`'s M contiguous rows of N elements, float32 or float64. */
export function rowMoments(x: Tensor, M: number, N: number, backend: Backend): { mean: Tensor; variance: Tensor } {
  const single = x.dtype.name !== 'float64';
  const r = single ? round32 : (e: Expr) => e;
  const K = single ? 8 : 4;
  const n = Math.floor(N / K);
  const run = (body: Expr, inputs: readonly Tensor[], shape: number[]): Tensor => {
    const out = Tensor.output(DTYPES.float64, shape);
    backend.pointwise({ body, args: [] }, inputs, out);
    return out;
  };

  /** AddMoments and AddMomentsVec (the same steps): `part` merged into `into`. */
  const merge = (part: Moments, into: Moments): Moments => {
    const count = into.count + part.count;
    const c = count === 0 ? 0 : single ? Math.fround(part.count / count) : part.count / count;
    const delta = r(sub(part.m1, into.m1));
    return {
      count,
      m1: r(add(into.m1, r(mul(delta, c)))),
      m2: r(add(into.m2, r(add(part.m2, r(mul(r(mul(r(mul(delta, delta)), c)), into.count)))))),
    };
  };

  // Welford within each chunk, per lane: running values along the row's vectors, restarting at each chunk
  const vectors = x.view([M, n, K], [N, K, 1]);
  const step = mod(coord(1), constant(BigInt(CHUNK)));
  const first = eq(step, constant(0n));
  const previous = (index: number) => select(first, 0, load(index, select(first, constant(0n), constant(BigInt(-K)))));
  const running = (body: Expr, inputs: Tensor[]) => {
    const out = Tensor.output(DTYPES.float64, [M, n, K]);
    backend.scatter({ body, at: constant(0n), args: [] }, [out, ...inputs], out);
    return out;
  };
  const value = input(1);
  const reciprocal = r(div(1, add(cast(step, 'f64'), 1)));
  const means = running(r(add(previous(0), r(mul(r(sub(value, previous(0))), reciprocal)))), [vectors]);
  const delta = r(sub(value, previous(2)));
  const squares = running(r(add(previous(0), r(mul(delta, r(sub(value, input(2))))))), [vectors, means]);

  // the chunks through the cascade, per lane: the last running values of each chunk
  const chunks = Math.ceil(n / CHUNK);
  const depth = ceilLog2(chunks);
  const stack: Moments[] = Array.from({ length: depth }, () => EMPTY);
  for (let i = 0; i < chunks; i++) {
    const last = Math.min(CHUNK * (i + 1), n) - 1;
    const at = (index: number) => load(index, constant(BigInt(last * K)));
    stack[0] = merge({ count: last + 1 - CHUNK * i, m1: at(0), m2: at(1) }, stack[0]!);
    for (let j = 1, mask = i + 1; j < depth && (mask & 1) === 0; j++, mask >>= 1) {
      stack[j] = merge(stack[j - 1]!, stack[j]!);
      stack[j - 1] = EMPTY;
    }
  }
  for (let i = 1; i < depth; i++) stack[0] = merge(stack[i]!, stack[0]!);
  const lanes = [M, K], firstVectors = [means, squares].map((t) => t.view(lanes, [n * K, 1]));
  const [laneMeans, laneSquares] = n === 0 ? []
    : [stack[0]!.m1, stack[0]!.m2].map((e) => run(e as Expr, firstVectors, lanes));

  // per row: the elements past the last whole vector one at a time, then the lanes in order
  const inputs: Tensor[] = [];
  const tail = N > n * K ? inputs.push(x.view([M], [N], x.offset + n * K)) - 1 : -1;
  let row: Moments = EMPTY;
  for (let t = 0; t < N - n * K; t++) {
    const element = load(tail, constant(BigInt(t)));
    const delta = r(sub(element, row.m1));
    const m1 = r(add(row.m1, r(div(delta, t + 1))));
    row = { count: t + 1, m1, m2: r(add(row.m2, r(mul(delta, r(sub(element, m1)))))) };
  }
  if (laneMeans && laneSquares) {
    const [m1, m2] = [laneMeans, laneSquares].map((v) => inputs.push(v.view([M], [K])) - 1) as [number, number];
    for (let i = 0; i < K; i++) {
      row = merge({ count: n, m1: load(m1, constant(BigInt(i))), m2: load(m2, constant(BigInt(i))) }, row);
    }
  }
  // every row has a lane or a leftover element, so both are expressions
  return { mean: run(row.m1 as Expr, inputs, [M]), variance: run(r(div(row.m2, N)), inputs, [M]) };
}
