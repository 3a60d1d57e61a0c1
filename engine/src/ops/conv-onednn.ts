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
import { add, constant, input as operand, load, mul } from '../ir/build.ts';
import { Tensor } from '../tensor.ts';
import {
  type ConvGeometry, type Layout, layoutOf, paddedInput, prod, range, resultFormat, T, windowsOf, zerosOn,
} from './conv-layout.ts';
import { defineOp } from './registry.ts';
import { asTensor } from './util.ts';

const BLOCK = 16;

/**
 * The largest convolution (multiply-adds of its forward pass) that takes oneDNN's order. Its kernels here fuse each
 * multiply-add through a double, one element at a time, about 5 ns each, some 60 times the blocked SIMD kernel that
 * larger ones keep (in im2col's order, off from PyTorch's in the last bits): a tutorial's convolutions (a ResNet-18
 * over a batch of 64x64 images) match PyTorch to the bit, while a 64-channel 3x3 layer over a 64x64 image keeps a
 * usable speed. A product choice until the exact order has a SIMD kernel of its own.
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
 * `f` of a grouped convolution, group by group (each an ungrouped convolution of its channels), the results joined
 * along `dim`; the tensors split along the dims given beside them.
 */
function byGroup(g: ConvGeometry, tensors: readonly [Tensor, number][], dim: number,
  f: (tensors: Tensor[], g: ConvGeometry, l: Layout) => Tensor): Tensor | null {
  if (g.groups === 1) return null;
  const single = { ...g, groups: 1 };
  const parts = range(0, g.groups).map((gi) => {
    const slices = tensors.map(([t, d]) => {
      const size = t.shape[d]! / g.groups;
      return T('narrow', { self: t, dim: d, start: gi * size, length: size });
    });
    return f(slices, single, layoutOf(slices[0]!, slices[1]!, single));
  });
  return T('cat', { tensors: parts, dim });
}

/** `f` of a 1-d convolution, run as the 2-d one PyTorch runs, its result back without the height of 1. */
function as2d(weight: Tensor, g: ConvGeometry, tensors: readonly Tensor[],
  f: (tensors: Tensor[], g: ConvGeometry, l: Layout) => Tensor): Tensor | null {
  if (weight.ndim !== 3) return null;
  const [input, w, ...rest] = tensors.map(lifted), g2 = liftedGeometry(g);
  return T('select', { self: f([input!, w!, ...rest], g2, layoutOf(input!, w!, g2)), dim: 2, index: 0 });
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
  const flat = as2d(weight, g, [input, weight], ([i, w], g2, l2) => oneDnnConvForward(i!, w!, bias, g2, l2));
  if (flat) return flat;
  const grouped = byGroup(g, bias ? [[input, 1], [weight, 0], [bias, 0]] : [[input, 1], [weight, 0]], 1,
    ([i, w, b], g1, l1) => oneDnnConvForward(i!, w!, b ?? null, g1, l1));
  if (grouped) return grouped;
  const windows = T('_strided_view', { self: paddedInput(input, l, g), ...windowsOf(l, g), offset: 0 });
  const [N, C] = [l.padded[0]!, l.padded[1]!], O = weight.shape[0]!;
  if (isPointwise(weight)) return pointwiseForward(windows, weight, bias, l);
  // columns ordered (kernel row, kernel column, channel), as the kernel walks them
  const block = (start: number, length: number) => ({
    cols: T('reshape', {
      self: T('permute', { self: T('narrow', { self: windows, dim: 1, start, length }), dims: [0, 2, 3, 4, 5, 1] }),
      shape: [N, prod(l.out), -1],
    }),
    filters: T('reshape', {
      self: T('permute', { self: T('narrow', { self: weight, dim: 1, start, length }), dims: [0, 2, 3, 1] }),
      shape: [O, -1],
    }),
  });
  // a depthwise group (one channel in, one out) takes oneDNN's depthwise kernel, which starts from the bias
  const out = C === 1 && O === 1 && bias ? T('_onednn_conv_block', { ...windowsAndFilters(block(0, 1)), init: bias })
    : blockFolds(C, block, bias && T('reshape', { self: bias, shape: [1, O, 1] }));
  return T('reshape', { self: out, shape: [N, O, ...l.out] });
}

/** oneDNN's 1x1 kernel: each output starts from its bias and fused-adds every channel's product in turn. */
function pointwiseForward(windows: Tensor, weight: Tensor, bias: Tensor | null, l: Layout): Tensor {
  const [N, C] = [l.padded[0]!, l.padded[1]!], O = weight.shape[0]!;
  const cols = T('reshape', { self: T('permute', { self: windows, dims: [0, 2, 3, 1, 4, 5] }), shape: [N, prod(l.out), C] });
  const filters = T('reshape', { self: weight, shape: [O, C] });
  const out = T('_onednn_conv_block', { windows: cols, filters, init: bias });
  return T('reshape', { self: out, shape: [N, O, ...l.out] });
}

/**
 * The gradient w.r.t. the input in oneDNN's order: each input position gathers the output gradient its taps reached
 * (row, then column), output channel by output channel in blocks of 16.
 */
export function oneDnnConvInputGrad(grad: Tensor, input: Tensor, weight: Tensor, g: ConvGeometry, l: Layout): Tensor {
  const flat = as2d(weight, g, [input, weight, grad], ([i, w, gr], g2, l2) => oneDnnConvInputGrad(gr!, i!, w!, g2, l2));
  if (flat) return flat;
  const grouped = byGroup(g, [[input, 1], [weight, 0], [grad, 1]], 1,
    ([i, w, gr], g1, l1) => oneDnnConvInputGrad(gr!, i!, w!, g1, l1));
  if (grouped) return grouped;
  const [N, O] = [grad.shape[0]!, grad.shape[1]!], C = input.shape[1]!;
  const size = input.shape.slice(2), reach = l.kernel.map((k, i) => (k - 1) * g.dilation[i]!);
  // the output gradient spread to its windows' origins, with room for every tap on either side
  const spreadSize = range(0, 2).map((i) => Math.max((l.out[i]! - 1) * g.stride[i]! + 1 + 2 * reach[i]!,
    size[i]! + g.padding[i]! + reach[i]!));
  const spread = T('_view_scatter', {
    self: grad, base: zerosOn(grad, [N, O, ...spreadSize]), size: grad.shape,
    stride: [O * spreadSize[0]! * spreadSize[1]!, spreadSize[0]! * spreadSize[1]!, g.stride[0]! * spreadSize[1]!, g.stride[1]!],
    offset: reach[0]! * spreadSize[1]! + reach[1]!,
  });
  // tap (kh, kw) of input position (ih, iw) reads the spread gradient at ih + padding + reach - kh * dilation
  const taps = range(0, prod(l.kernel)).map((t) => [Math.floor(t / l.kernel[1]!), t % l.kernel[1]!] as const)
    .map((tap) => tap.reduce((slab, k, i) => T('narrow', {
      self: slab, dim: 2 + i, start: g.padding[i]! + reach[i]! - k * g.dilation[i]!, length: size[i]!,
    }), spread));
  const stacked = T('stack', { tensors: taps, dim: 2 });
  const out = blockFolds(O, (start, length) => ({
    cols: T('reshape', {
      self: T('permute', { self: T('narrow', { self: stacked, dim: 1, start, length }), dims: [0, 3, 4, 2, 1] }),
      shape: [N, prod(size), -1],
    }),
    filters: T('reshape', {
      self: T('permute', { self: T('narrow', { self: weight, dim: 0, start, length }), dims: [1, 2, 3, 0] }),
      shape: [C, -1],
    }),
  }), null);
  return T('reshape', { self: out, shape: input.shape });
}

/** The gradient w.r.t. the weight in oneDNN's order: each tap's products folded over (sample, output position). */
export function oneDnnConvWeightGrad(grad: Tensor, input: Tensor, weight: Tensor, g: ConvGeometry, l: Layout): Tensor {
  const flat = as2d(weight, g, [input, weight, grad], ([i, w, gr], g2, l2) => oneDnnConvWeightGrad(gr!, i!, w!, g2, l2));
  if (flat) return flat;
  const grouped = byGroup(g, [[input, 1], [weight, 0], [grad, 1]], 0,
    ([i, w, gr], g1, l1) => oneDnnConvWeightGrad(gr!, i!, w!, g1, l1));
  if (grouped) return grouped;
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

/** A block's columns and filters as _onednn_conv_block takes them. */
const windowsAndFilters = ({ cols, filters }: { cols: Tensor; filters: Tensor }) => ({ windows: cols, filters });

/**
 * [N, O, P]: the fold over `total` channels in blocks of 16, each block's products (`block` gives its columns
 * [N, P, K] and filters [O, K]) fused-added from zero, the first block's sum added to `first` when given, each later
 * block's sum added to what came before.
 */
function blockFolds(total: number, block: (start: number, length: number) => { cols: Tensor; filters: Tensor },
  first: Tensor | null): Tensor {
  let out = first;
  for (let start = 0; start < total; start += BLOCK) {
    const { cols, filters } = block(start, Math.min(BLOCK, total - start));
    const partial = T('_onednn_conv_block', windowsAndFilters({ cols, filters }));
    out = out ? T('add', { self: partial, other: out }) : partial;
  }
  return out!;
}

/**
 * [N, O, P]: each output's products of windows [N, P, K] and filters [O, K], fused-added in K order from zero, or
 * from the output channel's `init` value when given.
 */
function blockSums(cols: Tensor, filters: Tensor, init: Tensor | null, backend: Backend): Tensor {
  const [N, P, K] = cols.shape as [number, number, number], O = filters.shape[0]!;
  const out = init ? T('clone', { self: T('expand', { self: T('reshape', { self: init, shape: [1, O, 1] }), size: [N, O, P] }) })
    : Tensor.output(cols.dtype, [N, O, P]);
  if (!init) backend.write(out, new Float32Array(N * O * P));
  const shape = [N, O, P, K];
  // every product of one output lands on its accumulator, in K order; the product is exact in a double
  const target = out.view(shape, [O * P, P, 1, 0]);
  const windows = cols.view(shape, [cols.strides[0]!, 0, cols.strides[1]!, cols.strides[2]!]);
  const taps = filters.view(shape, [0, filters.strides[0]!, 0, filters.strides[1]!]);
  const body = add(mul(operand(1), operand(2)), load(0, constant(0n)));
  backend.scatter({ body, at: constant(0n), args: [] }, [target, windows, taps], target);
  return out;
}

defineOp({
  schema: '_onednn_conv_block(Tensor windows, Tensor filters, Tensor? init=None) -> Tensor',
  variants: [],
  impl: (args, backend) => blockSums(asTensor(args['windows']), asTensor(args['filters']),
    args['init'] as Tensor | null, backend),
});
