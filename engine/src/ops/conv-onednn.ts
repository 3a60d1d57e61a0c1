/**
 * Convolution as PyTorch's CPU build runs it through oneDNN (use_mkldnn in ConvUtils.h, with one thread): a float32
 * 2-d convolution over a batch, with a kernel larger than 3x3, or over a large input goes to oneDNN's direct kernel
 * rather than im2col, and so do its gradients. The forward kernel folds each output over the input channels in
 * blocks of 16: within a block tap by tap (row, then column) and channel by channel, with fused multiply-adds from
 * zero; the first block's sum then takes the bias, and each later block's sum adds what the blocks before stored. The
 * input gradient folds the same way over the output channels; the weight and bias gradients fold sample by sample,
 * output position by output position.
 */
import type { Backend } from '../backend.ts';
import { deviceOf } from '../device.ts';
import { contiguousStrides } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import {
  type ConvGeometry, type Layout, layoutOf, paddedInput, prod, range, resultFormat, T, windowsOf, zerosOn,
} from './conv-layout.ts';
import { defineOp } from './registry.ts';
import { asTensor } from './util.ts';

const BLOCK = 16;

/**
 * The largest convolution (multiply-adds of its forward pass) that takes oneDNN's order. Its products run as gemms
 * that fuse each multiply-add through float64 lanes (two to a vector, a demote and promote per step), two to three
 * times the time of the float32 im2col gemm that larger ones keep (in im2col's order, off from PyTorch's in the last
 * bits): a tutorial's convolutions (a ResNet-18 over a batch of 64x64 images) match PyTorch to the bit, while large
 * layers keep the faster kernel.
 */
const EXACT_ORDER_MAX_MULTIPLY_ADDS = 1 << 27;

function multiplyAdds(input: Tensor, weight: Tensor, g: ConvGeometry): number {
  const [n, c, ...spatial] = input.shape as number[];
  const [o, , ...kernel] = weight.shape as number[];
  const outputs = spatial.reduce((total, size, i) => {
    const span = g.dilation[i]! * (kernel[i]! - 1) + 1;
    return total * Math.max(0, Math.floor((size + 2 * g.padding[i]! - span) / g.stride[i]!) + 1);
  }, 1);
  return n! * o! * outputs * c! * prod(kernel);
}

/** A 1-d convolution's tensor as _convolution passes it on: a 2-d one's, over a height of 1 (view1d_as_2d). */
const lifted = (t: Tensor) => T('unsqueeze', { self: t, dim: 2 });
const liftedGeometry = (g: ConvGeometry): ConvGeometry =>
  ({ stride: [1, ...g.stride], padding: [0, ...g.padding], dilation: [1, ...g.dilation], groups: g.groups });
/**
 * `f` of a convolution that PyTorch runs in pieces: a 1-d one as the 2-d one over a height of 1 (its result without
 * that height), a grouped one group by group (each an ungrouped convolution of its channels, the results joined
 * along `dim`). `tensors` pairs each tensor with the dim its groups split; null where the convolution is one piece.
 */
function inPieces(g: ConvGeometry, tensors: readonly (readonly [Tensor | null, number])[], dim: number,
  f: (tensors: (Tensor | null)[], g: ConvGeometry, l: Layout) => Tensor): Tensor | null {
  const run = (parts: (Tensor | null)[], g1: ConvGeometry) => f(parts, g1, layoutOf(parts[0]!, parts[1]!, g1));
  if (tensors[1]![0]!.ndim === 3) {
    const parts = tensors.map(([t]) => (t?.ndim === 3 ? lifted(t) : t));
    return T('select', { self: run(parts, liftedGeometry(g)), dim: 2, index: 0 });
  }
  if (g.groups === 1) return null;
  const groups = range(0, g.groups).map((gi) => run(tensors.map(([t, d]) => {
    const size = t && t.shape[d]! / g.groups;
    return t && T('narrow', { self: t, dim: d, start: gi * size!, length: size });
  }), { ...g, groups: 1 }));
  return T('cat', { tensors: groups, dim });
}

/**
 * Whether PyTorch hands this convolution to oneDNN: the forms this module reproduces are 1-d (as 2-d over a height
 * of 1) and 2-d, grouped (group by group) or not, and contiguous (oneDNN runs channels_last tensors through its
 * brgemm kernels, in another order).
 */
export function usesOneDnn(input: Tensor, weight: Tensor, g: ConvGeometry): boolean {
  if (weight.ndim === 3 && input.ndim === 3) return usesOneDnn(lifted(input), lifted(weight), liftedGeometry(g));
  if (input.dtype.name !== 'float32' || weight.ndim !== 4) return false;
  if (multiplyAdds(input, weight, g) > EXACT_ORDER_MAX_MULTIPLY_ADDS) return false;
  if (deviceOf(input).type !== 'cpu' || resultFormat(input, weight) !== 'contiguous_format') return false;
  const [n, kh, kw] = [input.shape[0]!, weight.shape[2]!, weight.shape[3]!];
  // a 1x1 kernel stays native on one thread unless strided, dilated or over 16 samples or more
  const strided = g.stride.some((s) => s !== 1), dilated = g.dilation.some((d) => d !== 1);
  if (kh === 1 && kw === 1 && !strided && !dilated && n < 16) return false;
  return g.groups > 1 || (kh > 3 && kw > 3) || n > 1 || prod(input.shape) > 20480;
}

const isPointwise = (weight: Tensor) => weight.shape.slice(2).every((k) => k === 1);

/** A depthwise convolution: one input and one output channel per group. */
const isDepthwise = (weight: Tensor, g: ConvGeometry) => weight.shape[1] === 1 && weight.shape[0] === g.groups;

/**
 * Whether the input gradient comes from the direct kernel (a 1x1 kernel's comes from oneDNN's 1x1 kernel). Of the
 * grouped convolutions only depthwise ones' gradients are reproduced so far; the others keep im2col's order.
 */
export function usesOneDnnInputGrad(input: Tensor, weight: Tensor, g: ConvGeometry): boolean {
  return usesOneDnn(input, weight, g) && !isPointwise(weight) && (g.groups === 1 || isDepthwise(weight, g));
}

/** Whether the weight and bias gradients come from the direct kernel: oneDNN takes a dilated one's by gemm. */
export function usesOneDnnWeightGrad(input: Tensor, weight: Tensor, g: ConvGeometry): boolean {
  return usesOneDnnInputGrad(input, weight, g) && g.dilation.every((d) => d === 1);
}

/** The convolution's [N, O, *out] result in oneDNN's order. */
export function oneDnnConvForward(input: Tensor, weight: Tensor, bias: Tensor | null, g: ConvGeometry, l: Layout): Tensor {
  const pieces = inPieces(g, [[input, 1], [weight, 0], [bias, 0]], 1,
    ([i, w, b], g1, l1) => oneDnnConvForward(i!, w!, b ?? null, g1, l1));
  if (pieces) return pieces;
  const windows = T('_strided_view', { self: paddedInput(input, l, g), ...windowsOf(l, g), offset: 0 });
  const [N, C] = [l.padded[0]!, l.padded[1]!], O = weight.shape[0]!;
  if (isPointwise(weight)) return pointwiseForward(windows, weight, bias, l);
  // columns ordered (kernel row, kernel column, channel), as the kernel walks them
  const block = (start: number, length: number) => ({
    windows: T('reshape', {
      self: T('permute', { self: T('narrow', { self: windows, dim: 1, start, length }), dims: [0, 2, 3, 4, 5, 1] }),
      shape: [N, prod(l.out), -1],
    }),
    filters: T('reshape', {
      self: T('permute', { self: T('narrow', { self: weight, dim: 1, start, length }), dims: [0, 2, 3, 1] }),
      shape: [O, -1],
    }),
  });
  const perChannel = bias && T('reshape', { self: bias, shape: [1, O, 1] });
  // a depthwise group (one channel in, one out) takes oneDNN's depthwise kernel, which starts from the bias
  const out = C === 1 && O === 1 && perChannel ? T('_onednn_conv_block', { ...block(0, 1), init: perChannel })
    : blockFolds(C, (start, length) => T('_onednn_conv_block', block(start, length)), perChannel);
  return T('reshape', { self: out, shape: [N, O, ...l.out] });
}

/** oneDNN's 1x1 kernel: each output starts from its bias and fused-adds every channel's product in turn. */
function pointwiseForward(windows: Tensor, weight: Tensor, bias: Tensor | null, l: Layout): Tensor {
  const [N, C] = [l.padded[0]!, l.padded[1]!], O = weight.shape[0]!;
  const cols = T('reshape', { self: T('permute', { self: windows, dims: [0, 2, 3, 1, 4, 5] }), shape: [N, prod(l.out), C] });
  const filters = T('reshape', { self: weight, shape: [O, C] });
  const out = T('_onednn_conv_block', { windows: cols, filters, init: bias && T('reshape', { self: bias, shape: [1, O, 1] }) });
  return T('reshape', { self: out, shape: [N, O, ...l.out] });
}

/**
 * The gradient w.r.t. the input in oneDNN's order: each input position gathers the output gradient its taps reached
 * (row, then column), output channel by output channel in blocks of 16.
 */
export function oneDnnConvInputGrad(grad: Tensor, input: Tensor, weight: Tensor, g: ConvGeometry, l: Layout): Tensor {
  const pieces = inPieces(g, [[input, 1], [weight, 0], [grad, 1]], 1,
    ([i, w, gr], g1, l1) => oneDnnConvInputGrad(gr!, i!, w!, g1, l1));
  if (pieces) return pieces;
  const [N, O] = [grad.shape[0]!, grad.shape[1]!];
  const size = input.shape.slice(2), reach = l.kernel.map((k, i) => (k - 1) * g.dilation[i]!);
  // the output gradient spread to its windows' origins, with room for every tap on either side
  const [height, width] = range(0, 2).map((i) => Math.max((l.out[i]! - 1) * g.stride[i]! + 1 + 2 * reach[i]!,
    size[i]! + g.padding[i]! + reach[i]!)) as [number, number];
  // the input's rows are read at the spread's full width (the places past the input's width are dropped at the
  // end), so a tap's columns are one strided view; the last row's extra places read into one more row
  const plane = (height + 1) * width;
  const spread = T('_view_scatter', {
    self: grad, base: zerosOn(grad, [N, O, height + 1, width]), size: grad.shape,
    stride: [O * plane, plane, g.stride[0]! * width, g.stride[1]!], offset: reach[0]! * width + reach[1]!,
  });
  // tap (kh, kw) of input position (ih, iw) reads the spread gradient at ih + padding + reach - kh * dilation
  const origin = (tap: readonly number[]) =>
    tap.reduce((at, k, i) => at * (i ? width : 1) + g.padding[i]! + reach[i]! - k * g.dilation[i]!, 0);
  const taps = range(0, prod(l.kernel)).map((t) => [Math.floor(t / l.kernel[1]!), t % l.kernel[1]!] as const);
  const rows = size[0]! * width, C = input.shape[1]!, w = contiguousStrides(weight.shape);
  // each block of 16 output channels fused-adds its products tap by tap, each tap's channels in order
  const out = blockFolds(O, (start, length) => taps.reduce<Tensor | null>((partial, tap) => T('_onednn_conv_block', {
    windows: T('_strided_view', {
      self: spread, size: [N, rows, length], stride: [O * plane, 1, plane], offset: origin(tap) + start * plane,
    }),
    filters: T('_strided_view', {
      self: weight, size: [C, length], stride: [w[1]!, w[0]!], offset: start * w[0]! + tap[0] * w[2]! + tap[1] * w[3]!,
    }),
    init: partial,
  }), null)!, null);
  const full = T('reshape', { self: out, shape: [N, C, size[0]!, width] });
  return T('contiguous', { self: T('narrow', { self: full, dim: 3, start: 0, length: size[1]! }) });
}

/** The gradient w.r.t. the weight in oneDNN's order: each tap's products folded over (sample, output position). */
export function oneDnnConvWeightGrad(grad: Tensor, input: Tensor, weight: Tensor, g: ConvGeometry, l: Layout): Tensor {
  const pieces = inPieces(g, [[input, 1], [weight, 0], [grad, 1]], 0,
    ([i, w, gr], g1, l1) => oneDnnConvWeightGrad(gr!, i!, w!, g1, l1));
  if (pieces) return pieces;
  const windows = T('_strided_view', { self: paddedInput(input, l, g), ...windowsOf(l, g), offset: 0 });
  const cols = T('reshape', { self: T('permute', { self: windows, dims: [1, 4, 5, 0, 2, 3] }), shape: [1, prod(weight.shape.slice(1)), -1] });
  const sums = T('_onednn_conv_block', { windows: cols, filters: outputSequence(grad) });
  return T('reshape', { self: sums, shape: weight.shape });
}

/** The gradient w.r.t. the bias in oneDNN's order: summed over (sample, output position) one by one. */
export function oneDnnConvBiasGrad(grad: Tensor): Tensor {
  const ones = T('ones', { size: [1, 1, grad.numel / grad.shape[1]!], dtype: grad.dtype });
  return T('reshape', { self: T('_onednn_conv_block', { windows: ones, filters: outputSequence(grad) }), shape: [grad.shape[1]!] });
}

/** The output gradient as [O, N * P]: each channel's values in (sample, position) order. */
const outputSequence = (grad: Tensor) => T('reshape', {
  self: T('permute', { self: grad, dims: [1, 0, ...range(2, grad.ndim)] }), shape: [grad.shape[1]!, -1],
});

/**
 * [N, O, P]: the fold over `total` channels in blocks of 16, each block's sum of products (`blockSum` gives it,
 * fused-added from zero) added to `first` when given, each later block's sum added to what came before.
 */
function blockFolds(total: number, blockSum: (start: number, length: number) => Tensor, first: Tensor | null): Tensor {
  let out = first;
  for (let start = 0; start < total; start += BLOCK) {
    const partial = blockSum(start, Math.min(BLOCK, total - start));
    out = out ? T('add', { self: partial, other: out }) : partial;
  }
  return out!;
}

/**
 * [N, O, P]: each output's products of windows [N, P, K] and filters [O, K], fused-added in K order from zero, or
 * from `init` (broadcast to [N, O, P]) when given: a batched matmul of the filters and the windows in oneDNN's
 * fused order.
 */
function blockSums(cols: Tensor, filters: Tensor, init: Tensor | null, backend: Backend): Tensor {
  const [N, P, K] = cols.shape as [number, number, number], O = filters.shape[0]!;
  const out = init ? T('clone', { self: T('expand', { self: init, size: [N, O, P] }) })
    : Tensor.output(cols.dtype, [N, O, P]);
  const taps = filters.view([N, O, K], [0, ...filters.strides]);
  const windows = cols.view([N, K, P], [cols.strides[0]!, cols.strides[2]!, cols.strides[1]!]);
  backend.matmul(taps, windows, out, { fused: true, accumulate: init !== null });
  return out;
}

defineOp({
  schema: '_onednn_conv_block(Tensor windows, Tensor filters, Tensor? init=None) -> Tensor',
  variants: [],
  impl: (args, backend) => blockSums(asTensor(args['windows']), asTensor(args['filters']),
    args['init'] as Tensor | null, backend),
});
