/**
 * Layer and group normalisation, each as one op, so that outputs name PyTorch's backward nodes
 * (NativeLayerNormBackward0, NativeGroupNormBackward0) and autocast sees them by name. Each row (a sample's trailing
 * `normalized_shape` dims; a sample's group of channels) gets its mean and variance as the CPU kernels take them; the
 * output is then mapped in the float steps of PyTorch's CPU kernels.
 */
import { DTYPES } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import type { Backend } from '../backend.ts';
import { add, arg, div, input as operand, max, mul, neg, round32, sqrt, sub } from '../ir/build.ts';
import { fusedMulAdd } from '../ir/fused.ts';
import type { Expr } from '../ir/expr.ts';
import { type MemoryFormat, stridesLike, suggestMemoryFormat } from '../memory-format.ts';
import { Tensor } from '../tensor.ts';
import { channelSums } from './normalization.ts';
import { defineOp } from './registry.ts';
import { rowMoments } from './row-moments.ts';
import { asShape, asTensor, contiguous } from './util.ts';
import { channelsLastStatistics } from './group-norm-channels-last.ts';

const listed = (shape: readonly number[]) => `[${shape.join(', ')}]`;

/** PyTorch's argument checks, in its words; returns the row length. */
function checkShapes(input: Tensor, normalized: readonly number[], weight: Tensor | null, bias: Tensor | null): number {
  if (!normalized.length) {
    throw runtimeError('Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one ' +
      'element, but got normalized_shape = []');
  }
  for (const [name, t] of [['weight', weight], ['bias', bias]] as const) {
    if (t && listed(t.shape) !== listed(normalized)) {
      throw runtimeError(`Expected ${name} to be of same shape as normalized_shape, but got ${name} of shape ` +
        `${listed(t.shape)} and normalized_shape = ${listed(normalized)}`);
    }
  }
  const tail = input.shape.slice(input.ndim - normalized.length);
  if (input.ndim < normalized.length || listed(tail) !== listed(normalized)) {
    throw runtimeError(`Given normalized_shape=${listed(normalized)}, expected input with shape ` +
      `[*, ${normalized.join(', ')}], but got input of size${listed(input.shape)}`);
  }
  return normalized.reduce((a, b) => a * b, 1);
}

/**
 * Each row's mean and variance: the CPU kernel's RowwiseMoments steps for float32 and float64. Other dtypes, and the
 * cuda device (whose kernel reduces in an order of its own, where a serial walk would be slow), sum in double, the
 * mean first and then the squared deviations from it.
 */
function moments(x: Tensor, M: number, N: number, backend: Backend): { mean: Tensor; variance: Tensor } {
  const welford = x.dtype.name === 'float32' || x.dtype.name === 'float64';
  if (welford && x.storage.device !== 'webgpu') return rowMoments(x, M, N, backend);
  // rows as the channels of a [1, M, N] tensor
  const rows = x.view([1, M, N], [M * N, N, 1]);
  const mean = channelSums(rows, backend, operand(0), undefined, N);
  const d = sub(operand(0), operand(1));
  return { mean, variance: channelSums(rows, backend, mul(d, d), mean, N) };
}

/** 1 / sqrt(variance + eps) per row, in `input`'s precision (group norm clamps the variance at 0 first). */
function reciprocalStd(variance: Tensor, eps: number, clamped: Expr, input: Tensor, backend: Backend): Tensor {
  const single = input.dtype.name !== 'float64';
  const r = single ? round32 : (e: Expr) => e;
  const rstd = Tensor.output(DTYPES.float64, variance.shape);
  backend.pointwise({ body: r(div(1, r(sqrt(r(add(clamped, arg(0))))))), args: [single ? Math.fround(eps) : eps] },
    [variance], rstd);
  return rstd;
}

defineOp({
  schema: 'layer_norm(Tensor input, int[] normalized_shape, Tensor? weight=None, Tensor? bias=None, float eps=1e-05) -> Tensor',
  variants: ['function'],
  impl: (args, backend) => {
    const input = asTensor(args['input']);
    const weight = args['weight'] as Tensor | null, bias = args['bias'] as Tensor | null;
    const N = checkShapes(input, asShape(args['normalized_shape']), weight, bias);
    const M = N === 0 ? 0 : input.numel / N;
    const x = contiguous(input, backend);
    const r = input.dtype.name === 'float64' ? (e: Expr) => e : round32;
    const { mean, variance } = moments(x, M, N, backend);
    const rstd = reciprocalStd(variance, args['eps'] as number, operand(0), input, backend);
    // current PyTorch's kernel: (x - mean) * rstd, then times the weight and plus the bias, each step rounded
    const perRow = (t: Tensor) => t.view([M, N], [1, 0]);
    const perColumn = (t: Tensor) => t.view([M, N], [0, 1]);
    const inputs = [x.view([M, N], [N, 1]), perRow(mean), perRow(rstd)];
    let body = r(mul(r(sub(operand(0), operand(1))), operand(2)));
    if (weight) body = r(mul(body, operand(inputs.push(perColumn(contiguous(weight, backend))) - 1)));
    if (bias) body = r(add(body, operand(inputs.push(perColumn(contiguous(bias, backend))) - 1)));
    const out = Tensor.output(input.dtype, input.shape);
    backend.pointwise({ body, args: [] }, inputs, out.view([M, N], [N, 1]));
    return out;
  },
});

/**
 * Each (sample, group) row's mean and 1 / sqrt(max(variance, 0) + eps) of contiguous `x` (channels in dim 1), as the
 * forward kernel saves them for the backward: [N * G] float64 tensors of values in x's precision.
 */
export function groupStatistics(x: Tensor, G: number, eps: number, backend: Backend): { mean: Tensor; rstd: Tensor } {
  const N = x.shape[0]!;
  const D = N === 0 ? 0 : x.numel / (N * G);
  const { mean, variance } = moments(x, N * G, D, backend);
  return { mean, rstd: reciprocalStd(variance, eps, max(operand(0), 0), x, backend) };
}

/** `t` laid out contiguously in `format`: itself when already so, else a copy. */
export function laidOutIn(t: Tensor, format: MemoryFormat, backend: Backend): Tensor {
  const strides = stridesLike(t, format);
  if (!strides) return contiguous(t, backend);
  if (strides.every((s, d) => s === t.strides[d] || t.shape[d]! <= 1)) return t;
  const out = Tensor.output(t.dtype, t.shape, strides);
  backend.copy(t, out);
  return out;
}

defineOp({
  schema: 'group_norm(Tensor input, int num_groups, Tensor? weight=None, Tensor? bias=None, float eps=1e-05) -> Tensor',
  variants: ['function'],
  impl: (args, backend) => {
    const input = asTensor(args['input']);
    const G = args['num_groups'] as number;
    const weight = args['weight'] as Tensor | null, bias = args['bias'] as Tensor | null;
    const [N, C] = [input.shape[0] ?? 0, input.shape[1] ?? 1];
    if (C % G !== 0) {
      throw runtimeError(`Expected number of channels in input to be divisible by num_groups, but got input of ` +
        `shape ${listed(input.shape)} and num_groups=${G}`);
    }
    for (const [name, t] of [['weight', weight], ['bias', bias]] as const) {
      if (t && (t.ndim !== 1 || t.numel !== C)) {
        throw runtimeError(`Expected ${name} to be a vector of size equal to the number of channels in input, but ` +
          `got ${name} of shape ${listed(t.shape)} and input of shape ${listed(input.shape)}`);
      }
    }
    const Cg = C / G, S = N * C === 0 ? 0 : input.numel / (N * C), D = Cg * S;
    const r = input.dtype.name === 'float64' ? (e: Expr) => e : round32;
    // the kernel the input's suggested layout picks, the input laid out contiguously in it, and the result alike
    const format = suggestMemoryFormat(input);
    const channelsLast = format !== 'contiguous_format' && input.numel > 0;
    const x = laidOutIn(input, channelsLast ? format : 'contiguous_format', backend);
    const eps = args['eps'] as number;
    const { mean, rstd } = channelsLast ? channelsLastStatistics(x, G, eps, backend) : groupStatistics(x, G, eps, backend);
    const shape = [N, G, Cg, S];
    const strides = channelsLast ? [C * S, Cg, 1, C] : [C * S, D, S, 1];
    const perGroup = (t: Tensor) => t.view(shape, [G, 1, 0, 0]);
    const perChannel = (t: Tensor) => contiguous(t, backend).view(shape, [0, Cg, 1, 0]);
    const inputs = [x.view(shape, strides), perGroup(rstd), perGroup(mean)];
    const out = Tensor.output(input.dtype, input.shape, x.strides);
    let body: Expr;
    if (!weight && !bias && !channelsLast) {
      body = r(mul(r(sub(operand(0), operand(2))), operand(1)));
    } else {
      // PyTorch's kernels: per (sample, channel) scale = rstd * weight and shift = -scale * mean + bias, then
      // scale * x + shift, which the compiler fuses into one multiply-add
      const scale = weight ? r(mul(operand(1), operand(inputs.push(perChannel(weight)) - 1))) : operand(1);
      const beta = bias ? operand(inputs.push(perChannel(bias)) - 1) : 0;
      let shift = r(mul(neg(scale), operand(2)));
      // the channels-last kernel's compiled loop fuses the shift's multiply-add where a weight scales
      if (channelsLast && weight) shift = fusedMulAdd(neg(scale), operand(2), beta, r === round32);
      else if (bias) shift = r(add(shift, beta));
      body = fusedMulAdd(scale, operand(0), shift, r === round32);
    }
    backend.pointwise({ body, args: [] }, inputs, out.view(shape, strides));
    return out;
  },
});
