/**
 * Group norm's sums for a channels_last (or channels_last_3d) input, as GroupNormKernelImplChannelsLastInternal and
 * its backward take them. Forward: each (sample, group)'s sums of x and x * x in the input's precision, then
 * mean = sum * s and variance = sum_sq * s - mean * mean (a fused multiply-subtract), clamped at 0; below 1024
 * positions per image the sums run in the lanes of a vector over the group's channels, position by position, merged
 * by vec_reduce_all; from 1024 on, each channel is summed over the positions first (one thread's buffer) and the
 * group's channels then added in order. Backward: per channel ds and db over the positions, and their per-group sums
 * weighted by gamma.
 */
import type { Backend } from '../backend.ts';
import { DTYPES } from '../dtype.ts';
import { add, arg, constant, coord, div, input as operand, load, max, mod, mul, neg, sqrt } from '../ir/build.ts';
import type { Expr } from '../ir/expr.ts';
import { fusedMulAdd } from '../ir/fused.ts';
import { Tensor } from '../tensor.ts';
import { foldSums, rounding } from './batch-norm-layout.ts';

/** Positions per image from which the kernel sums per channel first. */
const FEATURE_MAP_THRESHOLD = 1024;

/** A zeroed float64 tensor, for a serial scatter to accumulate into. */
export function zeros(shape: number[], backend: Backend): Tensor {
  const out = Tensor.output(DTYPES.float64, shape);
  backend.write(out, new Float64Array(shape.reduce((a, b) => a * b, 1)));
  return out;
}

/**
 * Serial sums of x and of x * x (fused) over `shape`-shaped views of `x` into `targets`' elements at `at`: the
 * kernel's accumulators, in x's precision.
 */
function accumulate(x: Tensor, view: Tensor, targets: readonly Tensor[], at: Expr, backend: Backend): void {
  const single = x.dtype.name !== 'float64';
  const r = rounding(x);
  const [sums, squares] = targets as [Tensor, Tensor];
  backend.scatter({ body: r(add(load(0, at), operand(1))), at, args: [] }, [sums, view], sums);
  backend.scatter({ body: fusedMulAdd(operand(1), operand(1), load(0, at), single), at, args: [] }, [squares, view], squares);
}

/** vec_reduce_all's merge of a vector's lanes: a halving tree of 8 floats, 4 doubles one after another. */
function mergeLanes(lanes: readonly Expr[], single: boolean, r: (e: Expr) => Expr): Expr {
  if (single) {
    const pair = (a: number, b: number) => r(add(lanes[a]!, lanes[b]!));
    return r(add(r(add(pair(0, 4), pair(2, 6))), r(add(pair(1, 5), pair(3, 7)))));
  }
  return r(add(r(add(r(add(lanes[0]!, lanes[1]!)), lanes[2]!)), lanes[3]!));
}

/**
 * Each (sample, group)'s sums of x and x * x for channels_last-contiguous `x`: [N, G] float64 tensors of values in
 * x's precision.
 */
function groupSums(x: Tensor, G: number, backend: Backend): [Tensor, Tensor] {
  const [N, C] = x.shape as [number, number];
  const HW = x.numel / (N * C), D = C / G;
  const single = x.dtype.name !== 'float64';
  const r = rounding(x);
  if (HW < FEATURE_MAP_THRESHOLD) {
    // ColumnwiseMoments: lane d % K of the group's vector takes channel d, position after position
    const K = single ? 8 : 4;
    const shape = [N, G, HW, D];
    const lanes = [0, 1].map(() => zeros([N, G, K], backend));
    accumulate(x, x.view(shape, [HW * C, D, C, 1]), lanes.map((t) => t.view(shape, [G * K, K, 0, 0])),
      mod(coord(3), constant(BigInt(K))), backend);
    return lanes.map((t) => {
      const out = Tensor.output(DTYPES.float64, [N, G]);
      const lanes = Array.from({ length: K }, (_, l) => load(0, constant(BigInt(l))));
      backend.pointwise({ body: mergeLanes(lanes, single, r), args: [] }, [t.view([N, G], [G * K, K])], out);
      return out;
    }) as [Tensor, Tensor];
  }
  // CalcMeanVar into one thread's buffer: each channel over the positions, then the group's channels in order
  const shape = [N, HW, C];
  const perChannel = [0, 1].map(() => zeros([N, C], backend));
  accumulate(x, x.view(shape, [HW * C, C, 1]), perChannel.map((t) => t.view(shape, [C, 0, 1])), constant(0n), backend);
  return perChannel.map((t) => foldSums(backend, 'buffer', x, t.view([N * G, D], [D, 1]), operand(0)).view([N, G], [G, 1])) as
    [Tensor, Tensor];
}

/**
 * Each (sample, group)'s mean and 1 / sqrt(variance + eps) for channels_last-contiguous `x`, as the kernel saves them:
 * [N * G] float64 tensors of values in x's precision, each step of the reciprocal rounded to it (as 1.13 computes them).
 */
export function channelsLastStatistics(x: Tensor, G: number, eps: number, backend: Backend): { mean: Tensor; rstd: Tensor } {
  const [N, C] = x.shape as [number, number];
  const HW = x.numel / (N * C), D = C / G;
  const single = x.dtype.name !== 'float64';
  const r = rounding(x);
  const s = single ? Math.fround(1 / Math.fround(D * HW)) : 1 / (D * HW);
  const [sums, squares] = groupSums(x, G, backend);
  const values = (body: Expr, inputs: Tensor[]) => {
    const out = Tensor.output(DTYPES.float64, [N * G]);
    backend.pointwise({ body, args: [s, eps] }, inputs.map((t) => t.view([N * G], [1])), out);
    return out;
  };
  const mean = values(r(mul(operand(0), arg(0))), [sums]);
  const variance = max(fusedMulAdd(operand(1), arg(0), neg(r(mul(operand(0), operand(0)))), single), 0);
  return { mean, rstd: values(r(div(1, r(sqrt(r(add(variance, r(arg(1)))))))), [mean, squares]) };
}

/**
 * ds = sum(dy * x) (fused) and db = sum(dy) per (sample, channel) of channels_last-contiguous `x` and `dy`, each
 * channel over the positions in order in x's precision, as both of the channels-last backward's paths form them:
 * [C, N] float64 tensors.
 */
export function channelsLastInternalGradients(x: Tensor, dy: Tensor, backend: Backend): { ds: Tensor; db: Tensor } {
  const [N, C] = x.shape as [number, number];
  const HW = x.numel / (N * C);
  const shape = [N, HW, C];
  const [xs, dys] = [x, dy].map((t) => t.view(shape, [HW * C, C, 1])) as [Tensor, Tensor];
  const [ds, db] = [0, 1].map(() => zeros([C, N], backend)) as [Tensor, Tensor];
  const at = constant(0n);
  const into = (t: Tensor) => t.view(shape, [1, 0, N]);
  backend.scatter({ body: fusedMulAdd(operand(1), operand(2), load(0, at), x.dtype.name !== 'float64'), at, args: [] },
    [into(ds), xs, dys], into(ds));
  backend.scatter({ body: rounding(x)(add(load(0, at), operand(1))), at, args: [] }, [into(db), dys], into(db));
  return { ds, db };
}

/** Positions per image from which the channels-last backward sums through its per-thread buffer. */
const BACKWARD_FEATURE_MAP_THRESHOLD = 2048;

/**
 * Per (sample, group): the sum over the group's channels of `t` (a [C, N] internal gradient) times gamma, as the
 * channels-last backward forms it. Below 2048 positions (CalcInternalGradientsChannelsLast) each vector of K channels
 * (8 floats, 4 doubles; the last one padded with zeros) has its rounded products merged by vec_reduce_all, and the
 * vectors' results are added in order; from 2048 on, the channels are added one by one with fused multiply-adds.
 * [N, G] float64.
 */
export function channelsLastWeightedSums(t: Tensor, gamma: Tensor | null, G: number, x: Tensor, backend: Backend): Tensor {
  const [C, N] = t.shape as [number, number];
  const D = C / G, HW = x.numel / (N * C);
  const single = x.dtype.name !== 'float64';
  const r = rounding(x);
  if (HW >= BACKWARD_FEATURE_MAP_THRESHOLD) {
    const shape = [N, G, D];
    const sums = zeros([N, G], backend);
    const into = sums.view(shape, [G, 1, 0]);
    const inputs = [into, t.view(shape, [1, D * N, N])];
    if (gamma) inputs.push(gamma.view(shape, [0, D, 1]));
    const at = constant(0n);
    backend.scatter({ body: fusedMulAdd(operand(1), gamma ? operand(2) : 1, load(0, at), single), at, args: [] }, inputs, into);
    return sums;
  }
  const K = single ? 8 : 4;
  const whole = Math.floor(D / K), chunks = Math.ceil(D / K);
  // each vector's merged products, then the vectors folded in order
  const merged = Tensor.output(DTYPES.float64, [N * G, chunks]);
  const vector = (lanes: number) => {
    const products = Array.from({ length: K }, (_, l) => (l >= lanes ? constant(0)
      : r(mul(load(0, constant(BigInt(l * N))), gamma ? load(1, constant(BigInt(l))) : 1))));
    return mergeLanes(products, single, r);
  };
  const run = (lanes: number, count: number, first: number) => {
    const shape = [N, G, count];
    const inputs = [t.view(shape, [1, D * N, K * N], t.offset + first * K * N)];
    if (gamma) inputs.push(gamma.view(shape, [0, D, K], gamma.offset + first * K));
    backend.pointwise({ body: vector(lanes), args: [] }, inputs, merged.view(shape, [G * chunks, chunks, 1], first));
  };
  if (whole > 0) run(K, whole, 0);
  if (chunks > whole) run(D - whole * K, 1, whole);
  return foldSums(backend, 'buffer', x, merged, operand(0)).view([N, G], [G, 1]);
}
