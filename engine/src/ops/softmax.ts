/**
 * softmax and log_softmax as PyTorch's CPU kernels compute them, so results match to the bit. Along the last dim
 * its kernel reduces each row over AVX2 lanes (8 float32 lanes, folded as a halving tree), runs SLEEF's exp and
 * log, and scales by the reciprocal of the sum. Along another dim it vectorises across the inner positions: sums
 * run in order along the dim and divide, and the positions past the last full vector take the scalar exp.
 */
import type { DType } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { expf, logf } from '../numerics/sleef-f32.ts';
import { wrapDim } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { round32, scan } from './reduction.ts';
import { defineOp } from './registry.ts';

const LANES = 8;

/** Vectorized reduce_all: lane-wise accumulation, a partial last vector, then a halving tree over the lanes. */
function reduceLanes(v: readonly number[], op: (a: number, b: number) => number): number {
  if (v.length < LANES) return v.reduce((a, b) => op(a, b));
  let acc = v.slice(0, LANES);
  for (let d = LANES; d < v.length; d += LANES) {
    for (let j = 0; j < LANES && d + j < v.length; j++) acc[j] = op(acc[j]!, v[d + j]!);
  }
  for (let half = LANES / 2; half >= 1; half /= 2) acc = acc.slice(0, half).map((x, j) => op(x, acc[j + half]!));
  return acc[0]!;
}

interface Numerics {
  readonly round: (x: number) => number;
  readonly exp: (x: number) => number;
  readonly log: (x: number) => number;
}

function numericsFor(dtype: DType, vectorised: boolean): Numerics {
  const round = round32(dtype);
  if (dtype.name === 'float32' && vectorised) return { round, exp: expf, log: logf };
  return { round, exp: (x) => round(Math.exp(x)), log: (x) => round(Math.log(x)) };
}

function lastDim(v: readonly number[], log: boolean, n: Numerics): number[] {
  const { round } = n;
  const max = reduceLanes(v, Math.max);
  const e = v.map((x) => n.exp(round(x - max)));
  const sum = reduceLanes(e, (a, b) => round(a + b));
  if (log) {
    const lse = n.log(sum);
    return v.map((x) => round(round(x - max) - lse));
  }
  const inv = round(1 / sum);
  return e.map((x) => round(x * inv));
}

function otherDim(v: readonly number[], log: boolean, n: Numerics): number[] {
  const { round } = n;
  const max = Math.max(...v);
  const e = v.map((x) => n.exp(round(x - max)));
  let sum = 0;
  for (const x of e) sum = round(sum + x);
  if (log) {
    const lse = n.log(sum);
    return v.map((x) => round(round(x - max) - lse));
  }
  return e.map((x) => round(x / sum));
}

for (const name of ['softmax', 'log_softmax'] as const) {
  defineOp({
    schema: `${name}(Tensor self, int dim, ScalarType? dtype=None) -> Tensor`,
    impl(args) {
      const self = args['self'] as Tensor;
      const dtype = (args['dtype'] as DType | null) ?? self.dtype;
      const d = self.ndim === 0 ? 0 : wrapDim(args['dim'] as number, self.ndim);
      const isLast = self.ndim === 0 || d === self.ndim - 1;
      if (dtype.category !== 'float') {
        const kernel = isLast ? `${name}_lastdim_kernel_impl` : 'softmax_kernel_impl';
        throw runtimeError(`"${kernel}" not implemented for '${dtype.scalarName}'`);
      }
      const log = name === 'log_softmax';
      if (isLast) {
        const n = numericsFor(dtype, true);
        return scan(self, d, dtype, (v) => lastDim(v, log, n));
      }
      const inner = self.shape.slice(d + 1).reduce((a, b) => a * b, 1);
      const vectorisedInner = inner - (inner % LANES);
      const vec = numericsFor(dtype, true), tail = numericsFor(dtype, false);
      return scan(self, d, dtype, (v, lane) => otherDim(v, log, lane % inner < vectorisedInner ? vec : tail));
    },
  });
}
