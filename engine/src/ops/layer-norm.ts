/**
 * Layer normalisation as one op, so that its output's grad_fn is PyTorch's NativeLayerNormBackward0 and autocast
 * sees it by name. Each row (the trailing `normalized_shape` dims) gets its mean and variance in double; the output
 * is then x * rstd - mean * rstd, rounded as PyTorch's CPU kernel rounds it, times weight plus bias.
 */
import { DTYPES } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { add, arg, div, input as operand, mul, neg, round32, sqrt, sub } from '../ir/build.ts';
import type { Expr } from '../ir/expr.ts';
import { Tensor } from '../tensor.ts';
import { channelSums } from './normalization.ts';
import { defineOp } from './registry.ts';
import { asShape, asTensor, contiguous } from './util.ts';

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

defineOp({
  schema: 'layer_norm(Tensor input, int[] normalized_shape, Tensor? weight=None, Tensor? bias=None, float eps=1e-05) -> Tensor',
  variants: ['function'],
  impl: (args, backend) => {
    const input = asTensor(args['input']);
    const weight = args['weight'] as Tensor | null, bias = args['bias'] as Tensor | null;
    const N = checkShapes(input, asShape(args['normalized_shape']), weight, bias);
    const M = N === 0 ? 0 : input.numel / N;
    const x = contiguous(input, backend);
    // rows as the channels of a [1, M, N] tensor: per-row sums in the order PyTorch adds them
    const rows = x.view([1, M, N], [M * N, N, 1]);
    const mean = channelSums(rows, backend, operand(0), undefined, N);
    const d = sub(operand(0), operand(1));
    const variance = channelSums(rows, backend, mul(d, d), mean, N);
    const r = input.dtype.name === 'float64' ? (e: Expr) => e : round32;
    // per row: rstd and -mean * rstd, in the kernel's float steps
    const rstd = Tensor.output(DTYPES.float64, [M]), shift = Tensor.output(DTYPES.float64, [M]);
    backend.pointwise({ body: r(div(1, sqrt(add(operand(0), arg(0))))), args: [args['eps'] as number] }, [variance], rstd);
    backend.pointwise({ body: r(mul(neg(r(operand(0))), operand(1))), args: [] }, [mean, rstd], shift);
    const perRow = (t: Tensor) => t.view([M, N], [1, 0]);
    const perColumn = (t: Tensor) => t.view([M, N], [0, 1]);
    const inputs = [x.view([M, N], [N, 1]), perRow(rstd), perRow(shift)];
    let body = r(add(r(mul(operand(0), operand(1))), operand(2)));
    if (weight) body = r(mul(body, operand(inputs.push(perColumn(contiguous(weight, backend))) - 1)));
    if (bias) body = r(add(body, operand(inputs.push(perColumn(contiguous(bias, backend))) - 1)));
    const out = Tensor.output(input.dtype, input.shape);
    backend.pointwise({ body, args: [] }, inputs, out.view([M, N], [N, 1]));
    return out;
  },
});
