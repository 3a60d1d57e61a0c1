/**
 * softmax and log_softmax as PyTorch's CPU kernels compute them, so results match to the bit, written as backend
 * reductions and pointwise kernels. Along the last dim its kernel reduces each row over AVX2 lanes (the
 * `lanes-tree` order, `quad-lanes` for float64), runs SLEEF's exp and log, and scales by the reciprocal of the sum.
 * Along another dim it vectorises across the inner positions: sums run in order along the dim and divide, and the
 * positions past the last full vector (8 floats, 4 doubles) take the scalar exp.
 */
import type { Backend } from '../backend.ts';
import { DTYPES, type DType } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import type { Expr, ReductionKernel, ReductionOrder } from '../ir/expr.ts';
import { add, call, div, foldAcc, foldNext, input, mul, round32, sub } from '../ir/build.ts';
import { expf } from '../numerics/sleef-ir.ts';
import { expd } from '../numerics/sleef-f64-ir.ts';
import { wrapDim } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { cLibrary } from './c-library.ts';
import { maxKernel } from './reduction.ts';
import { defineOp } from './registry.ts';
import { broadcastTo, cast, contiguous } from './util.ts';

/** Elements in one AVX2 vector of `dtype`'s compute type: 8 floats or 4 doubles. */
export const lanesOf = (dtype: DType): number => (dtype.name === 'float64' ? 4 : 8);

/** Vectorized reduce_all's order over a row: float32's 8 lanes, or float64's 4. */
export const rowOrder = (dtype: DType): ReductionOrder => (dtype.name === 'float64' ? 'quad-lanes' : 'lanes-tree');

/** Each step's rounding, and exp and log, as one of PyTorch's two code paths computes them in `dtype`. */
interface Numerics {
  readonly round: (x: Expr) => Expr;
  readonly exp: (x: Expr) => Expr;
  readonly log: (x: Expr) => Expr;
}

function numericsFor(dtype: DType, vectorised: boolean): Numerics {
  const round = dtype.name === 'float64' ? (x: Expr) => x : round32;
  // the logs of the sums are taken a vector at a time on either path (vec::map over the sums)
  const log = dtype.name === 'float64' ? (x: Expr) => call('logd', x) : (x: Expr) => call('logf', x);
  if (dtype.name === 'float32' && vectorised) return { round, exp: expf, log };
  if (dtype.name === 'float64' && vectorised) return { round, exp: expd, log };
  // the scalar path's std::exp: the C library's float function on a float
  return { round, exp: (x) => round(cLibrary(computeOf(dtype), 'exp', x)), log };
}

/** Holds every intermediate: float64 for float64, else float32 (what the kernels round to). */
export const computeOf = (dtype: DType) => (dtype.name === 'float64' ? DTYPES.float64 : DTYPES.float32);

/** A reduction over `dim` into a new keepdim-shaped tensor; extra inputs are keepdim-shaped too. */
export function reduceDim(backend: Backend, kernel: ReductionKernel, inputs: readonly Tensor[], dim: number | null,
  dtype: DType): Tensor {
  const self = inputs[0]!;
  const out = Tensor.output(dtype, self.shape.map((n, i) => (i === dim ? 1 : n)));
  backend.reduce(kernel, inputs, out);
  return out;
}

/** A pointwise kernel over `inputs` (broadcast to out's shape) into `out`. */
export function pointwiseInto(backend: Backend, body: Expr, inputs: readonly Tensor[], out: Tensor): void {
  backend.pointwise({ body, args: [] }, inputs.map((t) => broadcastTo(t, out.shape)), out);
}

/** A sum of `map` rounded each step as `n` does, then `finalize` (over fold `acc`). */
const sumKernel = (n: Numerics, map: Expr, finalize: Expr, order: ReductionOrder): ReductionKernel => ({
  acc: 'f64', init: 0, map, combine: n.round(add(foldAcc('f64'), foldNext('f64'))), finalize, result: 'value', order,
  args: [],
});

/**
 * (log_)softmax of x along `dim` (null for a 0-d x) into out, a tensor of x's shape. With `scalarTemps` the kernel
 * keeps its intermediates in scalar_t, which float16 and bfloat16 round: log_softmax's row sum and its log (the
 * last-dim kernel), softmax's exponentials before they are divided (the scalar tail of the other-dim kernel; the
 * sum adds them unrounded).
 */
function softmaxInto(backend: Backend, x: Tensor, dim: number | null, out: Tensor, log: boolean, n: Numerics,
  order: ReductionOrder, division: boolean, scalarTemps = false): void {
  const compute = computeOf(out.dtype);
  const narrow = scalarTemps && out.dtype !== compute;
  const m = reduceDim(backend, maxKernel, [x], dim, compute);
  // x - max, with m as input 1
  const shifted = n.round(sub(input(0), input(1)));
  const acc = foldAcc('f64');
  if (log) {
    let lse = reduceDim(backend, sumKernel(n, n.exp(shifted), narrow ? acc : n.log(acc), order), [x, m], dim,
      narrow ? out.dtype : compute);
    if (narrow) {
      const sum = lse;
      lse = Tensor.output(out.dtype, sum.shape);
      pointwiseInto(backend, n.log(input(0)), [sum], lse);
    }
    pointwiseInto(backend, n.round(sub(shifted, input(2))), [x, m, lse], out);
    return;
  }
  const e = Tensor.output(compute, x.shape);
  pointwiseInto(backend, n.exp(shifted), [x, m], e);
  // the last-dim kernel multiplies by the reciprocal; the other divides
  const scale = reduceDim(backend, sumKernel(n, input(0), division ? acc : n.round(div(1, acc)), order), [e], dim, compute);
  const stored = narrow ? cast(e, out.dtype, backend) : e;
  pointwiseInto(backend, n.round(division ? div(input(0), input(1)) : mul(input(0), input(1))), [stored, scale], out);
}

/** Along a dim before the last: inner positions below the last multiple of 8 vectorise, the rest are scalar. */
function otherDim(backend: Backend, self: Tensor, d: number, dtype: DType, log: boolean): Tensor {
  const out = Tensor.output(dtype, self.shape);
  const inner = self.shape.slice(d + 1).reduce((a, b) => a * b, 1);
  // float16 and bfloat16 softmax loads a 16-bit vector (two float32 ones) at a time, and its scalar tail stores the
  // exponentials in the 16-bit type; their log_softmax keeps float32 throughout
  const narrow = computeOf(dtype) !== dtype;
  const vectorised = inner - (inner % (narrow && !log ? 2 * lanesOf(dtype) : lanesOf(dtype)));
  const vec = numericsFor(dtype, true), tail = numericsFor(dtype, false);
  if (vectorised === inner || vectorised === 0 || (narrow && log)) {
    const scalarTemps = narrow && !log && vectorised === 0;
    softmaxInto(backend, self, d, out, log, vectorised === 0 ? tail : vec, 'sequential', true, scalarTemps);
    return out;
  }
  // as [outer, size, inner], split along inner
  const x = contiguous(self, backend);
  const size = self.shape[d]!, outer = self.numel / Math.max(size * inner, 1);
  const part = (t: Tensor, from: number, to: number) =>
    t.view([outer, size, to - from], [size * inner, inner, 1], t.offset + from);
  softmaxInto(backend, part(x, 0, vectorised), 1, part(out, 0, vectorised), log, vec, 'sequential', true);
  softmaxInto(backend, part(x, vectorised, inner), 1, part(out, vectorised, inner), log, tail, 'sequential', true, narrow);
  return out;
}

for (const name of ['softmax', 'log_softmax'] as const) {
  defineOp({
    schema: `${name}(Tensor self, int dim, ScalarType? dtype=None) -> Tensor`,
    impl(args, backend) {
      const self = args['self'] as Tensor;
      const dtype = (args['dtype'] as DType | null) ?? self.dtype;
      const d = self.ndim === 0 ? 0 : wrapDim(args['dim'] as number, self.ndim);
      const isLast = self.ndim === 0 || d === self.ndim - 1;
      if (dtype.category !== 'float') {
        const kernel = isLast ? `${name}_lastdim_kernel_impl` : 'softmax_kernel_impl';
        throw runtimeError(`"${kernel}" not implemented for '${dtype.scalarName}'`);
      }
      const log = name === 'log_softmax';
      if (!isLast) return otherDim(backend, self, d, dtype, log);
      const out = Tensor.output(dtype, self.shape);
      softmaxInto(backend, self, self.ndim === 0 ? null : d, out, log, numericsFor(dtype, true), rowOrder(dtype), false,
        log);
      return out;
    },
  });
}
