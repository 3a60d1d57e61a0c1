/**
 * Convolution on the device as the fewest matrix products exact in math, since its results are held to PyTorch
 * CUDA's tolerances, not to the CPU kernels' bits (conv.ts): the output is one batched product of the filters and
 * the windows, plus the bias; the input gradient one product, spread back over the windows only where windows
 * overlap or skip; the weight gradient one product over every (sample, output position). A 1x1 kernel with stride 1
 * and no padding reads the input itself as its windows, so products run over views and nothing is copied where the
 * layout lets a view be a matrix (batch 1, or channels_last).
 */
import type { MemoryFormat } from '../memory-format.ts';
import type { Tensor } from '../tensor.ts';
import {
  type ConvGeometry, layoutOf, type Layout, paddedInput, paddingOffset, prod, range, resultFormat, T, windowsOf, zerosOn,
} from './conv-layout.ts';

/** Whether every window is one input element: its windows are the input itself. */
const onePerWindow = (l: Layout, g: ConvGeometry) =>
  l.kernel.every((k) => k === 1) && g.stride.every((s) => s === 1) && g.padding.every((p) => p === 0);

/** `t` [N, G * S, ...rest] as [N, G, S, ...rest] (a view). */
const byGroup = (t: Tensor, groups: number) =>
  T('reshape', { self: t, shape: [t.shape[0]!, groups, t.shape[1]! / groups, ...t.shape.slice(2)] });

/** The weight [G * Og, Cg, *kernel] as one matrix per group, [G, Og, Cg * taps]. */
const filters = (weight: Tensor, groups: number) =>
  T('reshape', { self: weight, shape: [groups, weight.shape[0]! / groups, -1] });

/**
 * The windows as [N, G, Cg * taps, *out]: per sample and group, one row per (channel, kernel tap) and one column per
 * output position. A view of the input when each window is one element, else the im2col copy.
 */
function windowColumns(input: Tensor, l: Layout, g: ConvGeometry): Tensor {
  const d = l.kernel.length;
  const windows = onePerWindow(l, g)
    ? T('reshape', { self: input, shape: [...input.shape, ...l.kernel] })
    : T('_strided_view', { self: paddedInput(input, l, g), ...windowsOf(l, g), offset: 0 });
  const grouped = byGroup(windows, g.groups);
  const tapsFirst = T('permute', { self: grouped, dims: [0, 1, 2, ...range(3 + d, 3 + 2 * d), ...range(3, 3 + d)] });
  return T('reshape', { self: tapsFirst, shape: [l.padded[0]!, g.groups, -1, ...l.out] });
}

/**
 * y[n, g * R + r, *sp] = sum over s of f[g, r, s] * x[n, g, s, *sp], for f [G, R, S] and x [N, G, S, *sp], as one
 * batched product, y laid out in `format`. One group in channels_last takes the product by rows (positions by
 * channels), which is that layout; otherwise by columns, the filters broadcast over the samples. The filters (small)
 * are copied where that makes their rows contiguous, which lets the product load them four at a time.
 */
function groupedProduct(f: Tensor, x: Tensor, format: MemoryFormat): Tensor {
  const [N, G, S] = x.shape as [number, number, number];
  const R = f.shape[1]!, sp = x.shape.slice(3), d = sp.length;
  if (format !== 'contiguous_format' && G === 1) {
    const xRows = T('transpose', { self: T('reshape', { self: x, shape: [N, S, prod(sp)] }), dim0: 1, dim1: 2 });
    const fT = T('expand', { self: T('contiguous', { self: T('transpose', { self: f, dim0: 1, dim1: 2 }) }), size: [N, S, R] });
    const rows = T('reshape', { self: T('bmm', { self: xRows, mat2: fT }), shape: [N, ...sp, R] });
    return T('permute', { self: rows, dims: [0, d + 1, ...range(1, d + 1)] });
  }
  const broadcast = T('expand', { self: T('unsqueeze', { self: T('contiguous', { self: f }), dim: 0 }), size: [N, G, R, S] });
  const perSample = T('reshape', { self: broadcast, shape: [N * G, R, S] });
  const flat = T('bmm', { self: perSample, mat2: T('reshape', { self: x, shape: [N * G, S, prod(sp)] }) });
  const y = T('reshape', { self: flat, shape: [N, G * R, ...sp] });
  return format === 'contiguous_format' ? y : T('clone', { self: y, memory_format: format });
}

export function gemmConvForward(input: Tensor, weight: Tensor, bias: Tensor | null, g: ConvGeometry): Tensor {
  const l = layoutOf(input, weight, g);
  const out = groupedProduct(filters(weight, g.groups), windowColumns(input, l, g), resultFormat(input, weight));
  if (!bias) return out;
  return T('add', { self: out, other: T('reshape', { self: bias, shape: [1, -1, ...l.out.map(() => 1)] }) });
}

/**
 * The gradient w.r.t. the input: each window's gradient is one product of the transposed filters with the output
 * gradient; where windows are not one input element each, they are added back where they read (zeros where none
 * did), their overlaps walked tap by tap.
 */
export function gemmConvInputGrad(grad: Tensor, input: Tensor, weight: Tensor, g: ConvGeometry): Tensor {
  const l = layoutOf(input, weight, g);
  const format = resultFormat(input, weight);
  const filtersT = T('transpose', { self: filters(weight, g.groups), dim0: 1, dim1: 2 });
  const columns = groupedProduct(filtersT, byGroup(grad, g.groups), format);
  if (onePerWindow(l, g)) return columns;
  const d = l.kernel.length, [N, C] = l.padded as [number, number];
  const taps = T('reshape', { self: columns, shape: [N, C, ...l.kernel, ...l.out] });
  const windows = T('permute', { self: taps, dims: [0, 1, ...range(2 + d, 2 + 2 * d), ...range(2, 2 + d)] });
  const w = windowsOf(l, g);
  const padded = T('_view_scatter', { self: windows, base: zerosOn(grad, l.padded), ...w, offset: 0 });
  const unpadded = T('_strided_view', { self: padded, size: input.shape, stride: l.paddedStrides, offset: paddingOffset(l, g) });
  return format === 'contiguous_format' && !g.padding.some((p) => p > 0)
    ? unpadded : T('clone', { self: unpadded, memory_format: format });
}

/** The gradient w.r.t. the weight: one product per group over every (sample, output position). */
export function gemmConvWeightGrad(grad: Tensor, input: Tensor, weight: Tensor, g: ConvGeometry): Tensor {
  const l = layoutOf(input, weight, g);
  const d = l.out.length, G = g.groups, NP = l.padded[0]! * prod(l.out);
  const gradRows = T('reshape', { self: T('permute', { self: byGroup(grad, G), dims: [1, 2, 0, ...range(3, 3 + d)] }), shape: [G, -1, NP] });
  const columns = T('permute', { self: windowColumns(input, l, g), dims: [1, 0, ...range(3, 3 + d), 2] });
  const total = T('bmm', { self: gradRows, mat2: T('reshape', { self: columns, shape: [G, NP, -1] }) });
  const gw = T('reshape', { self: total, shape: weight.shape });
  const format = resultFormat(input, weight);
  return format === 'contiguous_format' ? gw : T('clone', { self: gw, memory_format: format });
}
