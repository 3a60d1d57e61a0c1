/**
 * How PyTorch's CPU batch norm walks its input (batch_norm_kernel.cpp, Normalization.cpp), and the per-channel sums
 * each of its three kernels forms, in their orders and precisions:
 * - `planes`: a contiguous input with more than one element per (sample, channel) plane. Statistics fold each
 *   channel in order into a double; the backward sums each plane with Vectorized reduce_all, then the planes in double.
 * - `rows`: a channels_last (or channels_last_3d, as current PyTorch dispatches it) input, or a contiguous one with
 *   one element per plane (N x C, N x C x 1, ...): rows of C channels, each channel accumulated down the rows in the
 *   input's precision (one thread's buffer).
 * - `strided`: any other layout, through TensorIterator: the mean is at::mean's, the other sums double, folded in the
 *   iterator's order (the dims by decreasing stride).
 */
import type { Backend } from '../backend.ts';
import { DTYPES } from '../dtype.ts';
import { add, constant, coord, foldAcc, foldNext, input as operand, load, mod, mul, round32, select } from '../ir/build.ts';
import type { Expr, ReductionOrder } from '../ir/expr.ts';
import { fusedMulAdd } from '../ir/fused.ts';
import { isChannelsLastContiguous, type MemoryFormat, suggestMemoryFormat } from '../memory-format.ts';
import { Tensor } from '../tensor.ts';

export type BatchNormKernel = 'planes' | 'rows' | 'strided';

const imageSize = (t: Tensor) => t.numel / Math.max(t.shape[0]! * t.shape[1]!, 1);

/** The kernel PyTorch's forward (and statistics) dispatch picks for an input's layout. */
export function kernelFor(x: Tensor): BatchNormKernel {
  if (x.isContiguous()) return imageSize(x) === 1 ? 'rows' : 'planes';
  return isChannelsLastContiguous(x, 4) || isChannelsLastContiguous(x, 5) ? 'rows' : 'strided';
}

/** The format a tensor is contiguous in, if any. */
const contiguousIn = (t: Tensor) => (t.isContiguous() ? 'contiguous_format'
  : isChannelsLastContiguous(t, 4) ? 'channels_last' : isChannelsLastContiguous(t, 5) ? 'channels_last_3d' : null);

/**
 * The layout of batch norm's results: for an input contiguous in some format that format (PyTorch's
 * suggest_memory_format_contig, which settles layouts that are several formats at once), else the input's suggested one.
 */
export const resultFormat = (x: Tensor): MemoryFormat => contiguousIn(x) ?? suggestMemoryFormat(x);

/** The backward's kernel: the input's, when the gradient is laid out as it is; else the strided one. */
export function backwardKernelFor(x: Tensor, grad: Tensor): BatchNormKernel {
  const format = contiguousIn(x);
  const same = format !== null && contiguousIn(grad) === format && suggestMemoryFormat(x) === suggestMemoryFormat(grad);
  return same ? kernelFor(x) : 'strided';
}

/** Rounds a step of a float kernel as the dtype's CPU kernel does: float32 below float64. */
export const rounding = (t: Tensor) => (t.dtype.name === 'float64' ? (e: Expr) => e : round32);

/** A [C] tensor as a view broadcasting over `like`'s shape (channel = dim 1). */
export const perChannel = (t: Tensor, like: Tensor) =>
  t.view(like.shape, like.shape.map((_, d) => (d === 1 ? t.strides[0]! : 0)));

/**
 * `t` viewed with the channel first and the rest in the order `kernel` walks it: [C, N, plane] for `planes`,
 * [C, rows] for `rows`, [C, ...other dims by decreasing stride] for `strided`.
 */
export function channelMajor(t: Tensor, kernel: BatchNormKernel): Tensor {
  const C = t.shape[1]!;
  if (kernel === 'planes') {
    const inner = imageSize(t);
    return t.view([C, t.shape[0]!, inner], [inner, C * inner, 1]);
  }
  if (kernel === 'rows') return t.view([C, t.numel / Math.max(C, 1)], [1, C]);
  const others = t.shape.map((_, d) => d).filter((d) => d !== 1).sort((a, b) => t.strides[b]! - t.strides[a]!);
  return t.view([C, ...others.map((d) => t.shape[d]!)], [t.strides[1]!, ...others.map((d) => t.strides[d]!)]);
}

/** A fresh float64 tensor shaped as `t`, its dims laid out in the order of t's strides (the order kernels walk t in). */
export function float64Like(t: Tensor): Tensor {
  const order = t.shape.map((_, d) => d).sort((a, b) => t.strides[b]! - t.strides[a]! || a - b);
  const strides = Array<number>(t.ndim).fill(0);
  let step = 1;
  for (const d of [...order].reverse()) {
    strides[d] = step;
    step *= Math.max(t.shape[d]!, 1);
  }
  return Tensor.output(DTYPES.float64, t.shape, strides);
}

/** A [C] per-channel value as an extra reduce input: shaped as the output, constant but along the channel. */
const alongside = (t: Tensor, outShape: readonly number[]) => t.view(outShape, outShape.map((_, d) => (d === 0 ? t.strides[0]! : 0)));

/**
 * How a kernel folds a per-channel sum: `double`, one element after another into a double; `buffer`, into an
 * accumulator in the input's precision (the rows kernel's per-thread buffer: with one thread it is the whole sum, and
 * the double sum over threads leaves it as it is); `plane-lanes`, each plane of a [C, N, plane] view by reduce_all's
 * vector lanes in the input's precision, then the planes into a double.
 */
export type Fold = 'double' | 'buffer' | 'plane-lanes';

/**
 * Per-channel sums of `map` over a channel-major view (input 0 its element, then `perChannelValues`), folded as
 * `fold` says, the input's precision being `x`'s. Where the fold is in that precision an unrounded `map` is a product
 * the compiled kernel adds with one fused multiply-add; `mapRounded` rounds the mapped value to the input's precision
 * before it is added. A [C] float64 tensor.
 */
export function foldSums(backend: Backend, fold: Fold, x: Tensor, view: Tensor, map: Expr,
  perChannelValues: readonly Tensor[] = [], mapRounded = false): Tensor {
  const C = view.shape[0]!;
  const round = rounding(x);
  const sum = (order: ReductionOrder, over: Tensor, m: Expr, combine: Expr, outShape: number[], extra: Tensor[]) => {
    const out = Tensor.output(DTYPES.float64, outShape);
    backend.reduce({ acc: 'f64', init: 0, map: m, combine, result: 'value', order, args: [] }, [over, ...extra], out);
    return out;
  };
  const inDouble = add(foldAcc('f64'), foldNext('f64'));
  const inPrecision = round(inDouble);
  const whole = [C, ...Array<number>(view.ndim - 1).fill(1)];
  const extra = (shape: number[]) => perChannelValues.map((t) => alongside(t, shape));
  const mapped = mapRounded ? round(map) : map;
  if (fold !== 'plane-lanes') {
    return sum('sequential', view, mapped, fold === 'double' ? inDouble : inPrecision, whole, extra(whole)).view([C], [1]);
  }
  const planes = planeSums(backend, x, view, map, perChannelValues, mapRounded);
  return sum('sequential', planes, operand(0), inDouble, [C, 1], []).view([C], [1]);
}

/**
 * Each plane's sum of `map` over a [C, N, plane] view as Vectorized reduce_all (map2_reduce_all for a product)
 * forms it: in the vector lanes, in the input's precision (`x`'s), merged by vec_reduce_all. A [C, N] float64 tensor.
 */
export function planeSums(backend: Backend, x: Tensor, view: Tensor, map: Expr,
  perChannelValues: readonly Tensor[] = [], mapRounded = false): Tensor {
  const [C, N, inner] = view.shape as [number, number, number];
  const single = x.dtype.name !== 'float64';
  const round = rounding(x);
  // below the vector width reduce_all adds mapped values already rounded
  const m = inner < (single ? 8 : 4) || mapRounded ? round(map) : map;
  const out = Tensor.output(DTYPES.float64, [C, N, 1]);
  backend.reduce({
    acc: 'f64', init: 0, map: m, combine: round(add(foldAcc('f64'), foldNext('f64'))), result: 'value',
    order: single ? 'lanes-tree' : 'quad-lanes', args: [],
  }, [view, ...perChannelValues.map((t) => alongside(t, [C, N, 1]))], out);
  return out.view([C, N], [N, 1]);
}

/**
 * Per-channel double sums of products a * b over channel-major views of one shape (input 1 + i is views[i]'s element,
 * then come `perChannelValues`), each channel folded in row-major order: where `fused` holds, the kernel's fused
 * multiply-add adds the product unrounded, elsewhere it adds it rounded. The float64 kernels' folds, whose products a
 * double cannot hold exactly. A [C] float64 tensor.
 */
export function fusedProductSums(backend: Backend, views: readonly Tensor[], a: Expr, b: Expr, fused: Expr | true,
  perChannelValues: readonly Tensor[] = []): Tensor {
  const shape = views[0]!.shape;
  const sums = Tensor.output(DTYPES.float64, [shape[0]!]);
  backend.write(sums, new Float64Array(shape[0]!));
  // every element of a channel lands on its accumulator, in order
  const target = sums.view(shape, shape.map((_, d) => (d === 0 ? 1 : 0)));
  const acc = load(0, constant(0n));
  const fma = fusedMulAdd(a, b, acc, false);
  const body = fused === true ? fma : select(fused, fma, add(acc, mul(a, b)));
  const inputs = [target, ...views, ...perChannelValues.map((t) => alongside(t, shape))];
  backend.scatter({ body, at: constant(0n), args: [] }, inputs, target);
  return sums;
}

/**
 * Per-channel sums of products a * b over [C, N, plane] views (input 1 + i is views[i]'s element, then come
 * `perChannelValues`) as float64 map2_reduce_all forms each plane's: 4 lanes, lane j folding elements j, j + 4, ...
 * with fused multiply-adds (the first vector's products start them rounded), the lanes then merged into lane 0 in
 * turn; the planes added in double. Planes shorter than a vector are the caller's: their products add rounded.
 * A [C] float64 tensor.
 */
export function fusedPlaneSums(backend: Backend, views: readonly Tensor[], a: Expr, b: Expr,
  perChannelValues: readonly Tensor[] = []): Tensor {
  const merged = fusedPlaneLanes(backend, views, a, b, perChannelValues);
  return foldSums(backend, 'double', merged, merged, operand(0));
}

/** fusedPlaneSums' per-plane sums, before the planes are added: a [C, N] float64 tensor. */
export function fusedPlaneLanes(backend: Backend, views: readonly Tensor[], a: Expr, b: Expr,
  perChannelValues: readonly Tensor[] = []): Tensor {
  const shape = views[0]!.shape;
  const [C, N] = shape as [number, number, number];
  const lanes = Tensor.output(DTYPES.float64, [C, N, 4]);
  backend.write(lanes, new Float64Array(C * N * 4));
  // element j of a plane lands on its lane, j % 4
  const target = lanes.view(shape, [4 * N, 4, 0]);
  const lane = mod(coord(2), constant(4n));
  const inputs = [target, ...views, ...perChannelValues.map((t) => alongside(t, shape))];
  backend.scatter({ body: fusedMulAdd(a, b, load(0, lane), false), at: lane, args: [] }, inputs, target);
  const merged = Tensor.output(DTYPES.float64, [C, N]);
  const laneViews = [0, 1, 2, 3].map((j) => lanes.view([C, N], [4 * N, 4], lanes.offset + j));
  backend.pointwise({ body: add(add(add(operand(0), operand(1)), operand(2)), operand(3)), args: [] }, laneViews, merged);
  return merged;
}
