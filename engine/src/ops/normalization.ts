/**
 * Batch normalisation as PyTorch's CPU kernel computes it: per-channel statistics accumulated in double, then
 * every element mapped by one fused multiply-add, x * alpha + beta, with alpha = invstd * weight and
 * beta = bias - mean * alpha. Running statistics update in place during training.
 */
import type { Backend } from '../backend.ts';
import { DTYPES, type DType } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { add, arg, constant, div, foldAcc, foldNext, input as operand, mul, round32, sqrt, sub } from '../ir/build.ts';
import type { Expr } from '../ir/expr.ts';
import { Tensor } from '../tensor.ts';
import { defineOp } from './registry.ts';
import { asTensor, cast, contiguous, inFormatOf } from './util.ts';

/** Contiguous `t` (channel = dim 1) as [C, N, inner]: a per-channel reduction over it folds in PyTorch's order. */
function byChannel(t: Tensor): Tensor {
  const [N, C] = t.shape as [number, number];
  const inner = t.numel / Math.max(N * C, 1);
  return t.view([C, N, inner], [inner, C * inner, 1]);
}

/**
 * Per-channel sums in double, batch by batch and then along the image as PyTorch's kernel adds them, of `map` over
 * contiguous `t`'s elements (input 0; input 1, when `perChannel` is given, is its channel's value); divided by
 * `divisor` when given. A [C] float64 tensor.
 */
export function channelSums(t: Tensor, backend: Backend, map: Expr = operand(0), perChannel?: Tensor, divisor?: number): Tensor {
  const C = t.shape[1]!;
  const out = Tensor.output(DTYPES.float64, [C, 1, 1]);
  backend.reduce({
    acc: 'f64', init: 0, map, combine: add(foldAcc('f64'), foldNext('f64')),
    ...(divisor === undefined ? {} : { finalize: div(foldAcc('f64'), arg(0)) }),
    result: 'value', order: 'sequential', args: divisor === undefined ? [] : [divisor],
  }, [byChannel(t), ...(perChannel ? [perChannel.view([C, 1, 1], [perChannel.strides[0]!, 0, 0])] : [])], out);
  return out.view([C], [1]);
}

/** A [C] float64 tensor of `body` over [C]-shaped `inputs` and `args`: per-channel scalars, computed where the data lives. */
function channelValues(body: Expr, inputs: readonly Tensor[], args: readonly number[], backend: Backend): Tensor {
  const out = Tensor.output(DTYPES.float64, [inputs[0]!.shape[0]!]);
  backend.pointwise({ body, args }, inputs, out);
  return out;
}

/** A [C] tensor as a view broadcasting over an input shaped like `like` (channel = dim 1). */
const perChannel = (t: Tensor, like: Tensor) => t.view(like.shape, like.shape.map((_, d) => (d === 1 ? t.strides[0]! : 0)));

/** Runs `body` over the contiguous inputs (and per-channel parameters) into a fresh tensor of input's dtype. */
function channelMap(body: Expr, inputs: readonly Tensor[], like: Tensor, backend: Backend): Tensor {
  const out = Tensor.output(like.dtype, like.shape);
  backend.pointwise({ body, args: [] }, inputs, out);
  return out;
}

/**
 * The batch statistics as PyTorch's kernel keeps them: each channel's mean, and the sum of squared deviations from
 * it, summed in double but stored in the input's precision; the deviations are squared in that precision too, from
 * the stored mean.
 */
function moments(x: Tensor, backend: Backend) {
  const r = rounding(x.dtype);
  const count = x.numel / x.shape[1]!;
  const stored = (sums: Tensor) => channelValues(r(operand(0)), [sums], [], backend);
  const mean = stored(channelSums(x, backend, operand(0), undefined, count));
  const d = r(sub(operand(0), operand(1)));
  const varSum = stored(channelSums(x, backend, r(mul(d, d)), mean));
  return { count, mean, varSum };
}

/** The channels' weight (or 1s) and bias (or 0s) as kernel operands, appended to `inputs`. */
function affine(weight: Tensor | null, bias: Tensor | null, inputs: Tensor[]): { w: Expr; b: Expr } {
  const next = (t: Tensor | null, absent: number) => (t ? operand(inputs.push(t) - 1) : constant(absent));
  return { w: next(weight, 1), b: next(bias, 0) };
}

defineOp({
  schema: 'batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps) -> Tensor',
  variants: ['function'],
  impl: (args, backend) => {
    const input = asTensor(args['input']);
    if (input.ndim < 2) throw runtimeError(`Expected 2 or more dimensions (got ${input.ndim})`);
    const C = input.shape[1]!;
    const runningMean = args['running_mean'] as Tensor | null, runningVar = args['running_var'] as Tensor | null;
    const training = args['training'] as boolean, momentum = args['momentum'] as number, eps = args['eps'] as number;
    const r = rounding(input.dtype);
    const x = contiguous(input, backend);
    const count = input.numel / Math.max(C, 1);
    if (training && count <= 1) {
      throw runtimeError(`Expected more than 1 value per channel when training, got input size [${input.shape.join(', ')}]`);
    }
    // per channel: [mean, variance source, weight?, bias?]; the mean and inverse deviation as the kernel rounds them
    let stats: Tensor[], mean: Expr, invstd: Expr;
    if (training) {
      const m = moments(x, backend);
      stats = [m.mean, m.varSum];
      mean = r(operand(0));
      // the variance divides in the statistics' precision (a float sum over an integer count), then goes to double
      invstd = r(div(1, sqrt(add(r(div(operand(1), arg(0))), arg(1)))));
      // the momentum in the statistics' precision: the mean blends in it, the unbiased variance (held in double) in double
      const f = input.dtype.name === 'float64' ? (v: number) => v : Math.fround;
      const blend = (body: Expr, running: Tensor) => backend.pointwise(
        { body, args: [f(momentum), f(1 - f(momentum)), count - 1] }, [m.mean, m.varSum, running], running);
      if (runningMean && runningVar) {
        blend(r(add(r(mul(arg(0), operand(0))), r(mul(arg(1), operand(2))))), runningMean);
        blend(add(mul(arg(0), r(div(operand(1), arg(2)))), mul(arg(1), operand(2))), runningVar);
        // updated in place, as PyTorch's kernel does: a new version of each
        runningMean.storage.mutations++;
        runningVar.storage.mutations++;
      }
    } else {
      if (!runningMean || !runningVar) throw runtimeError('running_mean and running_var must be defined in evaluation mode');
      stats = [runningMean, runningVar];
      mean = operand(0);
      invstd = r(div(1, sqrt(add(operand(1), arg(1)))));
    }
    const { w, b } = affine(args['weight'] as Tensor | null, args['bias'] as Tensor | null, stats);
    const alpha = r(mul(invstd, w));
    const channelArgs = [count, eps];
    const alphas = channelValues(alpha, stats, channelArgs, backend);
    const betas = channelValues(r(sub(b, mul(mean, alpha))), stats, channelArgs, backend);
    // every element by one fused multiply-add: x * alpha + beta, rounded once
    const out = channelMap(add(mul(operand(0), operand(1)), operand(2)), [x, perChannel(alphas, x), perChannel(betas, x)], x, backend);
    return inFormatOf(out, input, backend);
  },
});

/** Rounds a step of a float kernel as the dtype's CPU kernel does: float32 below float64. */
const rounding = (dtype: DType) => (dtype.name === 'float64' ? (e: Expr) => e : round32);

defineOp({
  // PyTorch's batch_norm_backward on CPU: per-channel sums in double; returns [grad_input, grad_weight, grad_bias]
  schema: '_batch_norm_backward(Tensor grad, Tensor input, Tensor? weight, Tensor? running_mean, Tensor? running_var, bool training, float eps) -> Tensor[]',
  variants: [],
  impl: (args, backend) => {
    const grad = contiguous(asTensor(args['grad']), backend), x = contiguous(asTensor(args['input']), backend);
    const eps = args['eps'] as number, training = args['training'] as boolean;
    const C = x.shape[1]!;
    const r = rounding(x.dtype);
    const n = x.numel / Math.max(C, 1);
    // per channel: the mean and inverse deviation the forward pass used, in double
    let mean: Tensor, invstd: Tensor;
    if (training) {
      const m = moments(x, backend);
      mean = m.mean;
      invstd = channelValues(r(div(1, sqrt(add(r(div(operand(0), arg(0))), arg(1))))), [m.varSum], [m.count, eps], backend);
    } else {
      mean = asTensor(args['running_mean']);
      invstd = channelValues(div(1, sqrt(add(operand(0), arg(0)))), [asTensor(args['running_var'])], [eps], backend);
    }
    const sumDy = channelSums(grad, backend);
    // (x - mean) * dy in double, element by element, then summed per channel
    const centred = Tensor.output(DTYPES.float64, x.shape);
    backend.pointwise({ body: mul(sub(operand(0), operand(1)), operand(2)), args: [] }, [x, perChannel(mean, x), grad], centred);
    const dotp = channelSums(centred, backend);
    const gW = Tensor.output(x.dtype, [C]), gB = cast(sumDy, x.dtype, backend);
    backend.pointwise({ body: mul(operand(0), operand(1)), args: [] }, [dotp, invstd], gW);
    // per channel: [invstd, dotp, sumDy, mean, weight?]
    const params = [invstd, dotp, sumDy, mean];
    const { w } = affine(args['weight'] as Tensor | null, null, params);
    const s = r(operand(0));
    const scale = channelValues(s, params, [], backend), wt = channelValues(w, params, [], backend);
    const [g, v] = [operand(0), operand(1)];
    const [sc, ww] = [operand(2), operand(3)];
    const broadcast = (t: Tensor) => perChannel(t, x);
    if (!training) {
      const gradInput = channelMap(r(mul(r(mul(g, sc)), ww)), [grad, x, broadcast(scale), broadcast(wt)], x, backend);
      return [inFormatOf(gradInput, asTensor(args['input']), backend), gW, gB];
    }
    // PyTorch's float steps: k = dotp * invstd * invstd / n, then (dy - mean_dy - (x - mean) * k) * invstd * w
    const k = channelValues(r(div(r(mul(r(mul(r(operand(1)), s)), s)), arg(0))), params, [n], backend);
    const meanDy = channelValues(r(div(operand(2), arg(0))), params, [n], backend);
    const [mu, kk, mdy] = [operand(4), operand(5), operand(6)];
    const body = r(mul(r(mul(r(sub(r(sub(g, mdy)), r(mul(r(sub(v, mu)), kk)))), sc)), ww));
    const gradInput = channelMap(body, [grad, x, ...[scale, wt, mean, k, meanDy].map(broadcast)], x, backend);
    return [inFormatOf(gradInput, asTensor(args['input']), backend), gW, gB];
  },
});
