/**
 * Convolution over 1, 2 or 3 spatial dims as PyTorch's `convolution` op: one node (ConvolutionBackward0) whose
 * forward and backward are both built of matrix products over the sliding windows, taken as one strided view of the
 * zero-padded input, in the order of PyTorch's CPU kernels (on the cuda device, conv-gemm.ts's fewer products).
 * conv1d/2d/3d add PyTorch's unbatched-input handling around it.
 */
import { CUDA0, deviceOf } from '../device.ts';
import { cppTypeName } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import type { Tensor } from '../tensor.ts';
import { gemmConvForward, gemmConvInputGrad, gemmConvWeightGrad } from './conv-gemm.ts';
import {
  type ConvGeometry, layoutOf, type Layout, paddedInput, paddingOffset, prod, range, resultFormat, T, windowsOf, zerosOn,
} from './conv-layout.ts';
import { oneDnnConvForward, oneDnnConvInputGrad, oneDnnConvWeightGrad, usesOneDnn } from './conv-onednn.ts';
import { defineOp } from './registry.ts';
import { PyScalar } from './schema.ts';
import { asShape, asTensor } from './util.ts';

export type { ConvGeometry } from './conv-layout.ts';

/** `t` laid out as PyTorch's CPU convolution lays out its results (resultFormat). */
function laidOut(t: Tensor, ...likes: Tensor[]): Tensor {
  const format = resultFormat(...likes);
  if (format === 'contiguous_format') return T('contiguous', { self: t });
  return T('clone', { self: t, memory_format: format });
}

/** Group `gi`'s windows as a matrix: one row per (sample, output position), one column per (channel, kernel tap). */
function columns(input: Tensor, l: Layout, g: ConvGeometry, gi: number): Tensor {
  const d = l.kernel.length;
  const x = paddedInput(input, l, g);
  const w = windowsOf(l, g);
  const cg = l.padded[1]! / g.groups;
  const windows = T('narrow', { self: T('_strided_view', { self: x, ...w, offset: 0 }), dim: 1, start: gi * cg, length: cg });
  return T('reshape', {
    self: T('permute', { self: windows, dims: [0, ...range(2, 2 + d), 1, ...range(2 + d, 2 + 2 * d)] }),
    shape: [l.padded[0]! * prod(l.out), cg * prod(l.kernel)],
  });
}

/** Group `gi`'s slice of a [N, O, *out] tensor as a matrix: one row per (sample, output position). */
function outputRows(t: Tensor, groups: number, gi: number): Tensor {
  const d = t.ndim - 2, og = t.shape[1]! / groups;
  const part = T('narrow', { self: t, dim: 1, start: gi * og, length: og });
  return T('reshape', { self: T('permute', { self: part, dims: [0, ...range(2, 2 + d), 1] }), shape: [-1, og] });
}

/** Group `gi`'s filters as a matrix: one row per output channel. */
function filters(weight: Tensor, groups: number, gi: number): Tensor {
  const og = weight.shape[0]! / groups;
  return T('reshape', { self: T('narrow', { self: weight, dim: 0, start: gi * og, length: og }), shape: [og, -1] });
}

const perGroup = (groups: number, dim: number, f: (gi: number) => Tensor) =>
  groups === 1 ? f(0) : T('cat', { tensors: range(0, groups).map(f), dim });

/** Whether the device form (conv-gemm.ts) runs: tensors on the cuda device, whose results need not be the CPU's bits. */
const onDevice = (t: Tensor) => deviceOf(t) === CUDA0;

const sizes = (t: Tensor) => `[${t.shape.join(', ')}]`;

/**
 * check_shape_forward: the argument checks of PyTorch's convolution, in its order, so that the first one a call fails
 * is the one reported. The kernel-size check comes later, where the output size is worked out.
 */
function checkShapes(input: Tensor, weight: Tensor, bias: Tensor | null, g: ConvGeometry, transposed: boolean,
  outputPadding: readonly number[]): void {
  if (g.padding.some((p) => p < 0)) throw runtimeError('negative padding is not supported');
  if (outputPadding.some((p) => p < 0)) throw runtimeError('negative output_padding is not supported');
  if (g.stride.some((s) => s <= 0)) throw runtimeError('non-positive stride is not supported');
  const k = input.ndim, w = weight.shape;
  if (weight.ndim !== k) {
    throw runtimeError(`Expected ${weight.ndim}-dimensional input for ${weight.ndim}-dimensional weight ` +
      `${sizes(weight)}, but got ${k}-dimensional input of size ${sizes(input)} instead`);
  }
  if (w[0]! < g.groups) {
    throw runtimeError(`Given groups=${g.groups}, expected weight to be at least ${g.groups} at dimension 0, but ` +
      `got weight of size ${sizes(weight)} instead`);
  }
  if (w[0]! % g.groups !== 0) {
    throw runtimeError(`Given groups=${g.groups}, expected weight to be divisible by ${g.groups} at dimension 0, ` +
      `but got weight of size [${sizes(weight)}] instead`);
  }
  const [channels, biasSize] = transposed ? [w[0]!, w[1]! * g.groups] : [w[1]! * g.groups, w[0]!];
  const given = transposed ? 'transposed=1' : `groups=${g.groups}`;
  if (input.shape[1] !== channels) {
    throw runtimeError(`Given ${given}, weight of size ${sizes(weight)}, expected input${sizes(input)} to have ` +
      `${channels} channels, but got ${input.shape[1]} channels instead`);
  }
  if (bias && (bias.ndim !== 1 || bias.shape[0] !== biasSize)) {
    throw runtimeError(`Given ${transposed ? 'transposed=1, weight' : 'weight'} of size ${sizes(weight)}, expected ` +
      `bias to be 1-dimensional with ${biasSize} elements, but got bias of size ${sizes(bias)} instead`);
  }
  if (transposed) checkOutputPadding(g, outputPadding);
}

/**
 * A transposed convolution whose output padding reaches both its stride and its dilation in some dimension leaves
 * oneDNN for the slow kernel, whose shape check refuses it (slow_conv_transpose2d's, or 3d's; a 1-d one runs as 2-d
 * over a height of 1).
 */
function checkOutputPadding(g: ConvGeometry, outputPadding: readonly number[]): void {
  const d = g.stride.length;
  if (outputPadding.every((p, i) => p < g.stride[i]! || p < g.dilation[i]!)) return;
  const asRun = (v: readonly number[], one: number) => (d === 1 ? [one, ...v] : [...v]);
  const names = d === 3 ? ['depth', 'height', 'width'] : ['height', 'width'];
  const list = (what: string, v: readonly number[]) => names.map((n, i) => `${what}_${n}: ${v[i]}`).join(' ');
  throw runtimeError('output padding must be smaller than either stride or dilation, but got ' +
    `${list('output_padding', asRun(outputPadding, 0))} ${list('stride', asRun(g.stride, 1))} ` +
    `${list('dilation', asRun(g.dilation, 1))}`);
}

/**
 * The convolution's result; `oneDnn` says whether PyTorch runs it through oneDNN (conv-onednn.ts), which a transposed
 * convolution's input gradient, run as a convolution, does not ask.
 */
export function convForward(input: Tensor, weight: Tensor, bias: Tensor | null, g: ConvGeometry,
  oneDnn = usesOneDnn(input, weight, g)): Tensor {
  if (onDevice(input)) return gemmConvForward(input, weight, bias, g);
  const l = layoutOf(input, weight, g);
  if (oneDnn) return laidOut(oneDnnConvForward(input, weight, bias, g, l), input, weight);
  const d = l.kernel.length, O = weight.shape[0]!;
  const flat = perGroup(g.groups, 1, (gi) => biasSeeded(columns(input, l, g, gi), weight, bias, g.groups, gi));
  const out = T('permute', { self: T('reshape', { self: flat, shape: [l.padded[0]!, ...l.out, O] }), dims: [0, d + 1, ...range(1, d + 1)] });
  return laidOut(out, input, weight);
}

/**
 * Group `gi`'s output rows as the im2col kernel's BLAS call forms them: the output is pre-filled with the bias and
 * the product accumulates into it, so each output is ((bias + p0) + p1) + ..., not the sum plus the bias. The bias
 * rides in as a leading column of ones against a leading row of biases, ahead of every product.
 */
function biasSeeded(cols: Tensor, weight: Tensor, bias: Tensor | null, groups: number, gi: number): Tensor {
  const filtersT = T('t', { self: filters(weight, groups, gi) });
  if (!bias) return T('mm', { self: cols, mat2: filtersT });
  const og = filtersT.shape[1]!;
  const ones = T('ones', { size: [cols.shape[0]!, 1], dtype: cols.dtype, device: deviceOf(cols) });
  const groupBias = T('narrow', { self: bias, dim: 0, start: gi * og, length: og });
  const biasRow = T('reshape', { self: groupBias, shape: [1, og] });
  return T('mm', {
    self: T('cat', { tensors: [ones, cols], dim: 1 }), mat2: T('cat', { tensors: [biasRow, filtersT], dim: 0 }),
  });
}

/**
 * The gradient w.r.t. the input: each window's gradient added back where the window read it, in col2im's order: one
 * kernel tap at a time (row-major over the taps), so the values landing on one input position add up tap by tap.
 */
export function convInputGrad(grad: Tensor, input: Tensor, weight: Tensor, g: ConvGeometry, oneDnn = false): Tensor {
  if (onDevice(grad)) return gemmConvInputGrad(grad, input, weight, g);
  const l = layoutOf(input, weight, g);
  if (oneDnn) return laidOut(oneDnnConvInputGrad(grad, input, weight, g, l), input);
  const d = l.kernel.length, cg = weight.shape[1]!;
  const windows = perGroup(g.groups, 1, (gi) => {
    const rows = T('mm', { self: outputRows(grad, g.groups, gi), mat2: filters(weight, g.groups, gi) });
    const shaped = T('reshape', { self: rows, shape: [l.padded[0]!, ...l.out, cg, ...l.kernel] });
    return T('permute', { self: shaped, dims: [0, d + 1, ...range(1, d + 1), ...range(d + 2, 2 + 2 * d)] });
  });
  const w = windowsOf(l, g);
  const outDims = { size: w.size.slice(0, 2 + d), stride: w.stride.slice(0, 2 + d) };
  const padded = range(0, prod(l.kernel)).map((t) => {
    // tap t's offsets along the kernel dims, row-major
    const at = l.kernel.map((_, i) => Math.floor(t / prod(l.kernel.slice(i + 1))) % l.kernel[i]!);
    const slab = at.reduce((s, k) => T('select', { self: s, dim: 2 + d, index: k }), windows);
    const offset = at.reduce((o, k, i) => o + k * w.stride[2 + d + i]!, 0);
    return T('_view_scatter', { self: slab, base: zerosOn(grad, l.padded), ...outDims, offset });
  }).reduce((sum, tap) => T('add', { self: sum, other: tap }));
  if (!g.padding.some((p) => p > 0)) return laidOut(padded, input);
  return laidOut(T('_strided_view', { self: padded, size: input.shape, stride: l.paddedStrides, offset: paddingOffset(l, g) }), input);
}

/**
 * The gradient w.r.t. the weight: per group, the output gradient's rows against the windows they came from. The
 * im2col kernel takes one sample at a time, each product summed from zero and then added to the running total, so
 * the per-sample products are summed in sample order (a product with a row of ones, which adds them one by one).
 */
export function convWeightGrad(grad: Tensor, input: Tensor, weight: Tensor, g: ConvGeometry, oneDnn = false): Tensor {
  if (onDevice(grad)) return gemmConvWeightGrad(grad, input, weight, g);
  const l = layoutOf(input, weight, g);
  if (oneDnn) return oneDnnConvWeightGrad(grad, input, weight, g, l);
  const n = l.padded[0]!;
  const perSample = (t: Tensor) => T('reshape', { self: t, shape: [n, prod(l.out), t.shape[1]!] });
  return perGroup(g.groups, 0, (gi) => {
    const rows = perSample(outputRows(grad, g.groups, gi));
    const rowsT = T('transpose', { self: rows, dim0: 1, dim1: 2 });
    const products = T('bmm', { self: rowsT, mat2: perSample(columns(input, l, g, gi)) });
    const total = n === 1 ? products : T('mm', {
      self: T('ones', { size: [1, n], dtype: products.dtype, device: deviceOf(products) }),
      mat2: T('reshape', { self: products, shape: [n, products.shape[1]! * products.shape[2]!] }),
    });
    return T('reshape', { self: total, shape: [weight.shape[0]! / g.groups, ...weight.shape.slice(1)] });
  });
}

/** expand_param_if_needed: one value for every spatial dim, or exactly one per spatial dim. */
function perSpatialDim(v: unknown, name: string, d: number): number[] {
  const list = asShape(v);
  if (list.length === 1) return new Array<number>(d).fill(list[0]!);
  if (list.length !== d) {
    throw runtimeError(`expected ${name} to be a single integer value or a list of ${d} values to match the ` +
      `convolution dimensions, but got ${name}=[${list.join(', ')}]`);
  }
  return [...list];
}

/** The convolution op's parameters, one per spatial dim of its weight, refused as PyTorch's _convolution does. */
export function geometryOf(args: Readonly<Record<string, unknown>>): ConvGeometry {
  const d = asTensor(args['weight']).ndim - 2, groups = args['groups'] as number;
  if (d <= 0) throw runtimeError('weight should have at least three dimensions');
  if (groups <= 0) throw runtimeError('non-positive groups is not supported');
  return {
    stride: perSpatialDim(args['stride'], 'stride', d), padding: perSpatialDim(args['padding'], 'padding', d),
    dilation: perSpatialDim(args['dilation'], 'dilation', d), groups,
  };
}

/**
 * A transposed convolution's output: the input gradient of the convolution that maps that output back to `input`
 * (weight [C_in, C_out / groups, *k] is that convolution's filter bank), so it spreads each input value over a window.
 */
export function convTransposeForward(input: Tensor, weight: Tensor, bias: Tensor | null, g: ConvGeometry,
  outputPadding: readonly number[]): Tensor {
  const d = weight.ndim - 2, O = weight.shape[1]! * g.groups;
  // the convolution's input gradient covers output padding short of the stride; rows beyond (output padding below
  // the dilation but not the stride) no input reaches, so they are zeros appended
  const reached = range(0, d).map((i) => Math.min(outputPadding[i] ?? 0, g.stride[i]! - 1));
  const size = range(0, d).map((i) => (input.shape[2 + i]! - 1) * g.stride[i]! - 2 * g.padding[i]! +
    g.dilation[i]! * (weight.shape[2 + i]! - 1) + reached[i]! + 1);
  let out = convInputGrad(input, zerosOn(input, [input.shape[0]!, O, ...size]), weight, g);
  const beyond = range(0, d).map((i) => (outputPadding[i] ?? 0) - reached[i]!);
  if (beyond.some((n) => n > 0)) {
    out = T('constant_pad_nd', { self: out, pad: [...beyond].reverse().flatMap((n) => [0, n]), value: new PyScalar(0, 'int') });
  }
  return bias ? T('add', { self: out, other: T('reshape', { self: bias, shape: [1, O, ...size.map(() => 1)] }) }) : out;
}

defineOp({
  schema: 'convolution(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, ' +
    'bool transposed, int[] output_padding, int groups) -> Tensor',
  variants: ['function'],
  impl: (args) => {
    const input = asTensor(args['input']), weight = asTensor(args['weight']), bias = args['bias'] as Tensor | null;
    const g = geometryOf(args), transposed = args['transposed'] as boolean;
    const outputPadding = perSpatialDim(args['output_padding'], 'output_padding', weight.ndim - 2);
    checkShapes(input, weight, bias, g, transposed, outputPadding);
    // the CPU kernels read the weight as the input's scalar type
    if (weight.dtype !== input.dtype) {
      throw runtimeError(`expected scalar type ${input.dtype.scalarName} but found ${weight.dtype.scalarName}`);
    }
    return transposed
      ? convTransposeForward(input, weight, bias, g, outputPadding)
      : convForward(input, weight, bias, g);
  },
});

/** A size argument (`3` or `(3, 2)`) with one entry per spatial dim. */
const perDim = (v: unknown, d: number): number[] => {
  // a schema default such as `int[2] dilation=1` arrives as a bare number
  const list = typeof v === 'number' ? [v] : asShape(v);
  return list.length === 1 ? new Array<number>(d).fill(list[0]!) : [...list];
};

/** conv{d}d / conv_transpose{d}d: PyTorch's batchify (an unbatched input runs as a batch of one) around convolution. */
function convNd(name: string, d: number, transposed: boolean, args: Readonly<Record<string, unknown>>): Tensor {
  const input = asTensor(args['input']), bias = args['bias'] as Tensor | null;
  // conv2d alone checks its bias's dtype first
  if (name === 'conv2d' && bias && bias.dtype !== input.dtype) {
    throw runtimeError(`Input type (${cppTypeName(input.dtype)}) and bias type (${cppTypeName(bias.dtype)}) should ` +
      'be the same');
  }
  if (input.ndim !== d + 1 && input.ndim !== d + 2) {
    throw runtimeError(`Expected ${d + 1}D (unbatched) or ${d + 2}D (batched) input to ${name}, but got input ` +
      `of size: [${input.shape.join(', ')}]`);
  }
  const batched = input.ndim === d + 2;
  const out = T('convolution', {
    input: batched ? input : T('unsqueeze', { self: input, dim: 0 }), weight: args['weight'], bias,
    stride: perDim(args['stride'], d), padding: perDim(args['padding'], d), dilation: perDim(args['dilation'], d),
    transposed, output_padding: transposed ? perDim(args['output_padding'], d) : new Array<number>(d).fill(0),
    groups: args['groups'],
  });
  return batched ? out : T('squeeze', { self: out, dim: [0] });
}

for (const d of [1, 2, 3]) {
  defineOp({
    schema: `conv${d}d(Tensor input, Tensor weight, Tensor? bias=None, int[${d}] stride=1, int[${d}] padding=0, ` +
      `int[${d}] dilation=1, int groups=1) -> Tensor`,
    variants: ['function'],
    impl: (args) => convNd(`conv${d}d`, d, false, args),
  });
  defineOp({
    schema: `conv_transpose${d}d(Tensor input, Tensor weight, Tensor? bias=None, int[${d}] stride=1, ` +
      `int[${d}] padding=0, int[${d}] output_padding=0, int groups=1, int[${d}] dilation=1) -> Tensor`,
    variants: ['function'],
    impl: (args) => convNd(`conv_transpose${d}d`, d, true, args),
  });
}
