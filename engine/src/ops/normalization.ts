/**
 * Batch normalisation as PyTorch's CPU kernels compute it (batch_norm_kernel.cpp and Normalization.cpp): the kernel
 * the input's layout selects (batch-norm-layout.ts) sets the statistics' sums and precisions, the running-statistics
 * update, and whether each element maps by one fused multiply-add (x * alpha + beta, the contiguous kernels) or by
 * separately rounded steps (the strided one). On the cuda device, batch-norm-device.ts's fewer passes instead.
 */
import type { Backend } from '../backend.ts';
import { CUDA0, deviceOf } from '../device.ts';
import { DTYPES } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { add, arg, constant, coord, div, eq, foldAcc, foldNext, ge, input as operand, mul, neg, select, sqrt, sub } from '../ir/build.ts';
import type { Expr } from '../ir/expr.ts';
import { fusedMulAdd } from '../ir/fused.ts';
import { stridesLike } from '../memory-format.ts';
import { Tensor } from '../tensor.ts';
import {
  backwardKernelFor, type BatchNormKernel, channelMajor, float64Like, foldSums, fusedPlaneSums, fusedProductSums, kernelFor,
  perChannel, resultFormat, rounding,
} from './batch-norm-layout.ts';
import { deviceBatchNorm, deviceBatchNormBackward } from './batch-norm-device.ts';
import { defineOp, run } from './registry.ts';
import type { BoundArgs } from './schema.ts';
import { asTensor, cast } from './util.ts';

/** Contiguous `t` (channel = dim 1) as [C, N, inner]: a per-channel reduction over it folds in PyTorch's order. */
function byChannel(t: Tensor): Tensor {
  const [N, C] = t.shape as [number, number];
  const inner = t.numel / Math.max(N * C, 1);
  return t.view([C, N, inner], [inner, C * inner, 1]);
}

/**
 * Per-channel sums in double, batch by batch and then along the image, of `map` over contiguous `t`'s elements
 * (input 0; input 1, when `perChannel` is given, is its channel's value); divided by `divisor` when given. A [C]
 * float64 tensor.
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

/** A [C] float64 tensor of `body` over [C]-shaped `inputs` and `args`: per-channel scalars. */
function channelValues(body: Expr, inputs: readonly Tensor[], args: readonly number[], backend: Backend): Tensor {
  const out = Tensor.output(DTYPES.float64, [inputs[0]!.shape[0]!]);
  backend.pointwise({ body, args }, inputs, out);
  return out;
}

/** A result shaped and laid out as batch norm lays out its results for input `x`. */
const resultLike = (x: Tensor) => Tensor.output(x.dtype, x.shape, stridesLike(x, resultFormat(x)));

/** Runs `body` over `first` and per-channel [C] tensors (broadcast) into a fresh result for input `x`. */
function channelMap(body: Expr, first: Tensor, others: readonly Tensor[], x: Tensor, backend: Backend): Tensor {
  const out = resultLike(x);
  backend.pointwise({ body, args: [] }, [first, ...others.map((t) => (t.ndim === 1 ? perChannel(t, x) : t))], out);
  return out;
}

/** The dims a batch norm reduces: all but the channel. */
const statDims = (x: Tensor) => x.shape.map((_, d) => d).filter((d) => d !== 1);

/**
 * The batch statistics as the forward kernel keeps them: each channel's mean, and the sum of squared deviations from
 * it. The contiguous kernels store both in the input's precision and square deviations taken there; the strided one
 * takes the mean from at::mean and sums squares of double deviations in double. [C] float64 tensors.
 */
function moments(x: Tensor, kernel: BatchNormKernel, backend: Backend) {
  const r = rounding(x);
  const count = x.numel / x.shape[1]!;
  const view = channelMajor(x, kernel);
  if (kernel === 'strided') {
    const mean = cast(run('mean', { self: x, dim: statDims(x) }) as Tensor, DTYPES.float64, backend);
    const d = sub(operand(0), operand(1));
    return { count, mean, varSum: foldSums(backend, 'double', x, view, mul(d, d), [mean]) };
  }
  const fold = kernel === 'rows' ? 'buffer' : 'double';
  const mean = channelValues(r(div(operand(0), arg(0))), [foldSums(backend, fold, x, view, operand(0))], [count], backend);
  return { count, mean, varSum: channelValues(r(operand(0)), [squareSums(x, kernel, view, mean, backend)], [], backend) };
}

/**
 * Each channel's sum of squared deviations from `mean` as the contiguous kernels add them. The planes kernel adds each
 * square rounded to its double, but for float64 the compiled loop runs over pairs of a plane and fuses an odd plane's
 * last square into the sum; the rows kernel's buffer adds each with a fused multiply-add.
 */
function squareSums(x: Tensor, kernel: BatchNormKernel, view: Tensor, mean: Tensor, backend: Backend): Tensor {
  const d = rounding(x)(sub(operand(0), operand(1)));
  if (x.dtype.name !== 'float64') {
    return foldSums(backend, kernel === 'rows' ? 'buffer' : 'double', x, view, mul(d, d), [mean], kernel === 'planes');
  }
  const deviation = sub(operand(1), operand(2));
  if (kernel === 'rows') return fusedProductSums(backend, [view], deviation, deviation, true, [mean]);
  const plane = view.shape[2]!;
  if (plane % 2 === 0) return foldSums(backend, 'double', x, view, mul(d, d), [mean]);
  return fusedProductSums(backend, [view], deviation, deviation, eq(coord(2), plane - 1), [mean]);
}

type Moments = ReturnType<typeof moments>;

/**
 * The saved inverse deviation: InvStd in double of the variance (the contiguous kernels divide their stored sum in its
 * precision).
 */
function savedInvStd(m: Moments, kernel: BatchNormKernel, eps: number, x: Tensor, backend: Backend): Tensor {
  const r = rounding(x);
  const quotient = div(operand(0), arg(0));
  const variance = kernel === 'strided' ? quotient : r(quotient);
  const inv = div(1, sqrt(add(variance, arg(1))));
  // InvStd leaves 0 where the variance and eps both are
  const body = eps === 0 ? select(eq(variance, 0), 0, inv) : inv;
  return channelValues(r(body), [m.varSum], [m.count, eps], backend);
}

/** Blends the batch statistics into the running ones in place, in the precisions of the kernel's update loop. */
function updateRunning(m: Moments, kernel: BatchNormKernel, momentum: number, runningMean: Tensor, runningVar: Tensor,
  x: Tensor, backend: Backend) {
  const r = rounding(x);
  const unbiased = div(operand(1), arg(2));
  const inputs = (running: Tensor) => [m.mean, m.varSum, running];
  if (kernel === 'strided') {
    // double throughout: the momentum, the widened mean, the double sum of squares
    const blend = (stat: Expr) => r(add(mul(arg(0), stat), mul(arg(1), operand(2))));
    const args = [momentum, 1 - momentum, m.count - 1];
    backend.pointwise({ body: blend(operand(0)), args }, inputs(runningMean), runningMean);
    backend.pointwise({ body: blend(unbiased), args }, inputs(runningVar), runningVar);
  } else {
    // the momentum cast to the input's precision: the mean blends there; the unbiased variance (divided there, held
    // in double) times it adds in double to the old value's product
    const f = x.dtype.name === 'float64' ? (v: number) => v : Math.fround;
    const args = [f(momentum), f(1 - f(momentum)), m.count - 1];
    const old = r(mul(arg(1), operand(2)));
    backend.pointwise({ body: r(add(r(mul(arg(0), operand(0))), old)), args }, inputs(runningMean), runningMean);
    backend.pointwise({ body: r(add(mul(arg(0), r(unbiased)), old)), args }, inputs(runningVar), runningVar);
  }
  // updated in place, as PyTorch's kernel does: a new version of each
  runningMean.storage.mutations++;
  runningVar.storage.mutations++;
}

/** Each channel's sum of (x - mean) * dy as the backward kernel forms it. [C] float64. */
function centredDots(x: Tensor, grad: Tensor, mean: Tensor, kernel: BatchNormKernel, backend: Backend): Tensor {
  const r = rounding(x);
  const views = [channelMajor(x, kernel), channelMajor(grad, kernel)];
  const shortPlanes = kernel === 'planes' && views[0]!.shape[2]! < 4;
  if (x.dtype.name === 'float64' && kernel !== 'strided' && !shortPlanes) {
    // the vector kernels fuse float64 products from their factors
    const [deviation, dy] = [sub(operand(1), operand(3)), operand(2)];
    return kernel === 'rows'
      ? fusedProductSums(backend, views, deviation, dy, true, [mean])
      : fusedPlaneSums(backend, views, deviation, dy, [mean]);
  }
  // float32 products are exact in double: unrounded, a fold in float adds them as the fused multiply-add does (the
  // strided kernel rounds them first; float64 planes shorter than a vector add them rounded); laid out as x, to be
  // walked in x's order
  const products = float64Like(x);
  backend.pointwise({ body: mul(r(sub(operand(0), operand(2))), operand(1)), args: [] }, [x, grad, perChannel(mean, x)], products);
  const ps = channelMajor(products, kernel);
  if (kernel === 'strided') return foldSums(backend, 'double', x, ps, r(operand(0)));
  return foldSums(backend, kernel === 'rows' ? 'buffer' : 'plane-lanes', x, ps, operand(0));
}

/**
 * _batch_norm_impl_index's checks: each per-channel argument given has one value per channel, and evaluation has
 * running statistics to use.
 */
function checkPerChannel(args: BoundArgs, channels: number, training: boolean): void {
  for (const name of ['running_mean', 'running_var', 'weight', 'bias']) {
    const t = args[name] as Tensor | null;
    if (t && t.numel !== channels) throw runtimeError(`${name} should contain ${channels} elements not ${t.numel}`);
    if (!t && !training && name.startsWith('running')) throw runtimeError(`${name} must be defined in evaluation mode`);
  }
}

/** The channels' weight (or 1s) and bias (or 0s) as kernel operands, appended to `inputs`. */
function affine(weight: Tensor | null, bias: Tensor | null, inputs: Tensor[]): { w: Expr; b: Expr } {
  const next = (t: Tensor | null, absent: number) => (t ? operand(inputs.push(t) - 1) : constant(absent));
  return { w: next(weight, 1), b: next(bias, 0) };
}

defineOp({
  schema: 'batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps, bool cudnn_enabled) -> Tensor',
  variants: ['function'],
  impl: (args, backend) => {
    const x = asTensor(args['input']);
    if (x.ndim < 2) throw runtimeError(`Expected 2 or more dimensions (got ${x.ndim})`);
    const C = x.shape[1]!;
    const runningMean = args['running_mean'] as Tensor | null, runningVar = args['running_var'] as Tensor | null;
    const training = args['training'] as boolean, momentum = args['momentum'] as number, eps = args['eps'] as number;
    const r = rounding(x);
    if (training && x.numel / Math.max(C, 1) <= 1) {
      throw runtimeError(`Expected more than 1 value per channel when training, got input size [${x.shape.join(', ')}]`);
    }
    if (x.numel === 0) return resultLike(x);
    checkPerChannel(args, C, training);
    if (deviceOf(x) === CUDA0) {
      return deviceBatchNorm(x, args['weight'] as Tensor | null, args['bias'] as Tensor | null,
        { runningMean, runningVar, training, eps }, momentum, backend);
    }
    const kernel = kernelFor(x);
    // per channel: [mean, inverse deviation, weight?, bias?]
    let stats: Tensor[];
    if (training) {
      const m = moments(x, kernel, backend);
      stats = [m.mean, savedInvStd(m, kernel, eps, x, backend)];
      if (runningMean && runningVar) updateRunning(m, kernel, momentum, runningMean, runningVar, x, backend);
    } else {
      // 1 / sqrt(var + eps), every step in the input's precision
      const e = x.dtype.name === 'float64' ? eps : Math.fround(eps);
      stats = [runningMean!, channelValues(r(div(1, r(sqrt(r(add(operand(0), arg(0))))))), [runningVar!], [e], backend)];
    }
    const { w, b } = affine(args['weight'] as Tensor | null, args['bias'] as Tensor | null, stats);
    const [mean, invstd] = [operand(0), operand(1)];
    let out: Tensor;
    if (kernel === 'strided') {
      // ((x - mean) * invstd) * weight + bias, rounded step by step
      const [mu, inv, ww, bb] = [mean, invstd, w, b].map((e) => channelValues(e, stats, [], backend));
      const body = r(add(r(mul(r(mul(r(sub(operand(0), operand(1))), operand(2))), operand(3))), operand(4)));
      out = channelMap(body, x, [mu!, inv!, ww!, bb!], x, backend);
    } else {
      // alpha = invstd * weight, beta = bias - mean * alpha, then x * alpha + beta: fused multiply-adds
      const single = x.dtype.name !== 'float64';
      const alpha = r(mul(invstd, w));
      const alphas = channelValues(alpha, stats, [], backend);
      const betas = channelValues(fusedMulAdd(neg(mean), alpha, b, single), stats, [], backend);
      out = channelMap(fusedMulAdd(operand(0), operand(1), operand(2), single), x, [alphas, betas], x, backend);
    }
    return out;
  },
});

defineOp({
  // PyTorch's batch_norm_backward on CPU; returns [grad_input, grad_weight, grad_bias]
  schema: '_batch_norm_backward(Tensor grad, Tensor input, Tensor? weight, Tensor? running_mean, Tensor? running_var, bool training, float eps) -> Tensor[]',
  variants: [],
  impl: (args, backend) => {
    const grad = asTensor(args['grad']), x = asTensor(args['input']);
    const eps = args['eps'] as number, training = args['training'] as boolean;
    if (deviceOf(x) === CUDA0) {
      return deviceBatchNormBackward(grad, x, args['weight'] as Tensor | null, {
        runningMean: args['running_mean'] as Tensor | null, runningVar: args['running_var'] as Tensor | null, training, eps,
      }, backend);
    }
    const C = x.shape[1]!;
    const r = rounding(x);
    const single = x.dtype.name !== 'float64';
    const n = x.numel / Math.max(C, 1);
    const kernel = backwardKernelFor(x, grad);
    // per channel: the mean and inverse deviation the forward pass used
    let mean: Tensor, invstd: Tensor;
    if (training) {
      const forward = kernelFor(x);
      const m = moments(x, forward, backend);
      mean = m.mean;
      invstd = savedInvStd(m, forward, eps, x, backend);
    } else {
      mean = asTensor(args['running_mean']);
      invstd = channelValues(r(div(1, sqrt(add(operand(0), arg(0))))), [asTensor(args['running_var'])], [eps], backend);
    }
    const sumDy = kernel === 'strided'
      ? cast(run('sum', { self: grad, dim: statDims(x) }) as Tensor, DTYPES.float64, backend)
      : foldSums(backend, kernel === 'rows' ? 'buffer' : 'plane-lanes', x, channelMajor(grad, kernel), operand(0));
    const dotp = centredDots(x, grad, mean, kernel, backend);
    const gW = cast(channelValues(mul(operand(0), operand(1)), [dotp, invstd], [], backend), x.dtype, backend);
    const gB = cast(sumDy, x.dtype, backend);
    // per channel: [invstd, dotp, sumDy, mean, weight?]
    const params = [invstd, dotp, sumDy, mean];
    const weight = channelValues(affine(args['weight'] as Tensor | null, null, params).w, params, [], backend);
    // grad, x, then per channel: invstd, weight, mean, k, mean of grad
    const [dy, xv, inv, ww, mu, kk, mdy] = [0, 1, 2, 3, 4, 5, 6].map((i) => operand(i)) as Expr[];
    const scaled = (e: Expr) => r(mul(r(mul(e, inv!)), ww!));
    let gradInput: Tensor;
    if (!training) {
      gradInput = channelMap(scaled(dy!), grad, [x, invstd, weight], x, backend);
    } else {
      // k = dotp * invstd * invstd / n and the mean gradient, in the input's precision
      const k = channelValues(r(div(r(mul(r(mul(r(operand(1)), operand(0))), operand(0))), arg(0))), params, [n], backend);
      const meanDy = channelValues(r(div(operand(2), arg(0))), params, [n], backend);
      const dev = r(sub(xv!, mu!));
      // dy - mean_dy - (x - mean) * k: the vector kernels fuse the subtracted product
      const stepwise = r(sub(r(sub(dy!, mdy!)), r(mul(dev, kk!))));
      const fused = fusedMulAdd(neg(dev), kk!, r(sub(dy!, mdy!)), single);
      // the float64 rows kernel's partial vector of the last C % 4 channels is compiled without the fusion
      const vectorised = C - (C % 4);
      let projected = kernel === 'strided' ? stepwise : fused;
      if (kernel === 'rows' && !single && vectorised < C) projected = select(ge(coord(1), vectorised), stepwise, fused);
      gradInput = channelMap(scaled(projected), grad, [x, invstd, weight, mean, k, meanDy], x, backend);
    }
    return [gradInput, gW, gB];
  },
});
