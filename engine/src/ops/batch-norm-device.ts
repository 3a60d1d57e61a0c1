/**
 * Batch normalisation on the device, held to PyTorch CUDA's tolerances rather than the CPU kernels' bits
 * (normalization.ts), so in the fewest passes over the input: per-channel statistics as the device accumulates, in
 * float32 (the mean, then the mean square deviation from it), and each element mapped by one kernel that takes the
 * channel's mean and variance as they are (the inverse deviation is worked out per element, which costs nothing
 * beside the memory traffic). The backward pass adds two per-channel sums (of the gradient, and of its products with
 * the centred input) and one kernel for the input's gradient.
 */
import type { Backend } from '../backend.ts';
import { DTYPES, type DType } from '../dtype.ts';
import { add, arg, constant, div, foldAcc, foldNext, input as operand, mul, sqrt, sub } from '../ir/build.ts';
import type { Expr } from '../ir/expr.ts';
import { stridesLike } from '../memory-format.ts';
import { Tensor } from '../tensor.ts';
import { channelMajor, perChannel, resultFormat } from './batch-norm-layout.ts';
import { cast } from './util.ts';

/** The channel dim first, the others after it, largest stride first (a view the reductions walk). */
const byChannel = (t: Tensor) => channelMajor(t, 'strided');

/**
 * Per-channel sums of `map` over `t` (input 0 its element; then `perChannelValues`, [C] tensors read at the channel),
 * divided by `divisor` when given: a [C] float32 tensor.
 */
function channelSums(t: Tensor, backend: Backend, map: Expr, perChannelValues: readonly Tensor[] = [], divisor?: number): Tensor {
  const view = byChannel(t);
  const C = view.shape[0]!, shape = [C, ...view.shape.slice(1).map(() => 1)];
  const out = Tensor.output(DTYPES.float32, shape);
  const extras = perChannelValues.map((v) => v.view(shape, shape.map((_, d) => (d === 0 ? v.strides[0]! : 0)), v.offset));
  backend.reduce({
    acc: 'f64', init: 0, map, combine: add(foldAcc('f64'), foldNext('f64')), result: 'value', order: 'sequential',
    ...(divisor === undefined ? { args: [] } : { finalize: div(foldAcc('f64'), arg(0)), args: [divisor] }),
  }, [view, ...extras], out);
  return out.view([C], [1]);
}

/** The batch's per-channel mean and (biased) variance, as [C] float32 tensors. */
function moments(x: Tensor, backend: Backend) {
  const count = x.numel / x.shape[1]!;
  const mean = channelSums(x, backend, operand(0), [], count);
  const d = sub(operand(0), operand(1));
  return { count, mean, variance: channelSums(x, backend, mul(d, d), [mean], count) };
}

/**
 * `body` over `inputs` (tensors shaped as `x`, or [C] tensors, broadcast along its channel dim) into a fresh tensor
 * laid out as `x`'s results.
 */
function channelMap(body: Expr, args: readonly number[], inputs: readonly Tensor[], x: Tensor, backend: Backend,
  dtype: DType = x.dtype): Tensor {
  const out = Tensor.output(dtype, x.shape, stridesLike(x, resultFormat(x)));
  backend.pointwise({ body, args }, inputs.map((t) => (t.ndim === 1 ? perChannel(t, x) : t)), out);
  return out;
}

/** `t` appended to the kernel's `inputs` as its next operand, or the constant `absent` where there is none. */
function optional(inputs: Tensor[], t: Tensor | null, absent: number): Expr {
  return t ? operand(inputs.push(t) - 1) : constant(absent);
}

/** Blends `stat` into `running` in place: running = (1 - momentum) * running + momentum * stat * factor. */
function blend(running: Tensor, stat: Tensor, momentum: number, factor: number, backend: Backend): void {
  backend.pointwise({ body: add(mul(arg(0), operand(0)), mul(arg(1), mul(operand(1), arg(2)))), args: [1 - momentum, momentum, factor] },
    [running, stat], running);
  running.storage.mutations++;
}

export interface Statistics {
  readonly runningMean: Tensor | null;
  readonly runningVar: Tensor | null;
  readonly training: boolean;
  readonly eps: number;
}

/** The mean and variance a pass normalises with: the batch's (training) or the running ones. */
function statisticsOf(x: Tensor, s: Statistics, backend: Backend) {
  if (!s.training) return { count: x.numel / x.shape[1]!, mean: s.runningMean!, variance: s.runningVar! };
  return moments(x, backend);
}

export function deviceBatchNorm(x: Tensor, weight: Tensor | null, bias: Tensor | null, s: Statistics, momentum: number,
  backend: Backend): Tensor {
  const m = statisticsOf(x, s, backend);
  if (s.training && s.runningMean && s.runningVar) {
    blend(s.runningMean, m.mean, momentum, 1, backend);
    blend(s.runningVar, m.variance, momentum, m.count / (m.count - 1), backend);
  }
  // x, then per channel: mean, variance, weight?, bias?
  const inputs = [x, m.mean, m.variance];
  const w = optional(inputs, weight, 1), b = optional(inputs, bias, 0);
  const invstd = div(1, sqrt(add(operand(2), arg(0))));
  const body = add(mul(mul(sub(operand(0), operand(1)), invstd), w), b);
  return channelMap(body, [s.eps], inputs, x, backend);
}

/** [grad_input, grad_weight, grad_bias], the last two in the weight's dtype. */
export function deviceBatchNormBackward(grad: Tensor, x: Tensor, weight: Tensor | null, s: Statistics,
  backend: Backend): Tensor[] {
  const m = statisticsOf(x, s, backend);
  const paramDtype = weight?.dtype ?? x.dtype;
  const sumDy = channelSums(grad, backend, operand(0));
  // each channel's sum of dy * (x - mean), from the products written out (a reduction folds one tensor)
  const products = channelMap(mul(operand(0), sub(operand(1), operand(2))), [], [grad, x, m.mean], x, backend, DTYPES.float32);
  const dotp = channelSums(products, backend, operand(0));
  const invstd = (variance: Expr) => div(1, sqrt(add(variance, arg(0))));
  const gW = Tensor.output(paramDtype, dotp.shape);
  backend.pointwise({ body: mul(operand(0), invstd(operand(1))), args: [s.eps] }, [dotp, m.variance], gW);
  // dy, x, then per channel: mean, variance, sum of dy, sum of products, weight?
  const inputs = [grad, x, m.mean, m.variance, sumDy, dotp];
  const w = optional(inputs, weight, 1);
  const [dy, xv, mean, variance, sdy, dot] = [0, 1, 2, 3, 4, 5].map((i) => operand(i)) as Expr[];
  const inv = invstd(variance!);
  // training: dy - mean(dy) - (x - mean) * invstd^2 * mean(dy * (x - mean)); evaluation: dy alone
  const projected = s.training
    ? sub(sub(dy!, div(sdy!, arg(1))), mul(mul(sub(xv!, mean!), mul(inv, inv)), div(dot!, arg(1))))
    : dy!;
  const gradInput = channelMap(mul(mul(projected, inv), w), [s.eps, m.count], inputs, x, backend);
  return [gradInput, gW, cast(sumDy, paramDtype, backend)];
}
