/**
 * Batch normalisation as PyTorch's CPU kernel computes it: per-channel statistics accumulated in double, then
 * every element mapped by one fused multiply-add, x * alpha + beta, with alpha = invstd * weight and
 * beta = bias - mean * alpha. Running statistics update in place during training.
 */
import type { Backend } from '../backend.ts';
import { DTYPES } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { add, input as operand, mul, round32, sub } from '../ir/build.ts';
import type { Expr } from '../ir/expr.ts';
import { fromValues, Tensor } from '../tensor.ts';
import { defineOp } from './registry.ts';
import { asTensor, cast, contiguous } from './util.ts';

/** Contiguous `t` with its exact values in float32 or float64 (the 16-bit floats widened to float64). */
const plain = (t: Tensor, backend: Backend) =>
  (t.dtype === DTYPES.float32 || t.dtype === DTYPES.float64 ? t : cast(t, DTYPES.float64, backend));

/** A plain tensor's values as a typed array: take it after the last allocation, which may move the heap's buffer. */
const valuesOf = (t: Tensor) =>
  (t.storage.data as Float32Array | Float64Array).subarray(t.offset, t.offset + t.numel);

/**
 * Per-channel sums in double, in PyTorch's order (batch by batch, then along the image), over the elements of
 * contiguous `x` shaped like `t`: of x, with `mean` of (x - mean)^2, with `mean` and `g` of (x - mean) * g. These
 * are the kernel's statistics, the one part that is not an elementwise map.
 */
function channelSums(t: Tensor, x: Float32Array | Float64Array, mean?: Float64Array, g?: Float32Array | Float64Array) {
  const C = t.shape[1]!, inner = t.shape.slice(2).reduce((a, b) => a * b, 1), batch = t.shape[0]!;
  const sums = new Float64Array(C);
  for (let c = 0; c < C; c++) {
    const m = mean ? mean[c]! : 0;
    let s = 0;
    for (let n = 0; n < batch; n++) {
      const start = (n * C + c) * inner, end = start + inner;
      if (!mean) for (let j = start; j < end; j++) s += x[j]!;
      else if (!g) for (let j = start; j < end; j++) s += (x[j]! - m) ** 2;
      else for (let j = start; j < end; j++) s += (x[j]! - m) * g[j]!;
    }
    sums[c] = s;
  }
  return sums;
}

/** Per-channel values as a tensor broadcasting over an input shaped like `like` (channel = dim 1). */
function perChannel(values: ArrayLike<number>, like: Tensor): Tensor {
  const t = fromValues(values, [values.length], DTYPES.float64);
  const strides = like.shape.map((_, d) => (d === 1 ? 1 : 0));
  return t.view(like.shape, strides, 0);
}

/** Runs `body` over the contiguous inputs (and per-channel parameters) into a fresh tensor of input's dtype. */
function channelMap(body: Expr, inputs: readonly Tensor[], like: Tensor, backend: Backend): Tensor {
  const out = Tensor.output(like.dtype, like.shape);
  backend.pointwise({ body, args: [] }, inputs, out);
  return out;
}

/** The batch statistics: each channel's mean, and the sum of squared deviations from it, in double. */
function moments(x: Tensor, values: Float32Array | Float64Array) {
  const count = x.numel / x.shape[1]!;
  const mean = Float64Array.from(channelSums(x, values), (s) => s / count);
  const varSum = channelSums(x, values, mean);
  return { count, mean, varSum };
}

defineOp({
  schema: 'batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps) -> Tensor',
  variants: ['function'],
  impl: (args, backend) => {
    const input = asTensor(args['input']);
    if (input.ndim < 2) throw runtimeError(`Expected 2 or more dimensions (got ${input.ndim})`);
    const C = input.shape[1]!;
    const weight = (args['weight'] as Tensor | null)?.values();
    const bias = (args['bias'] as Tensor | null)?.values();
    const runningMean = args['running_mean'] as Tensor | null, runningVar = args['running_var'] as Tensor | null;
    const training = args['training'] as boolean, momentum = args['momentum'] as number, eps = args['eps'] as number;
    const f = input.dtype.name === 'float64' ? (x: number) => x : Math.fround;
    const x = contiguous(input, backend);
    const count = input.numel / Math.max(C, 1);
    if (training && count <= 1) {
      throw runtimeError(`Expected more than 1 value per channel when training, got input size [${input.shape.join(', ')}]`);
    }
    const mean = new Float64Array(C), invstd = new Float64Array(C);
    if (training) {
      const m = moments(x, valuesOf(plain(x, backend)));
      const rm = runningMean?.values(), rv = runningVar?.values();
      for (let c = 0; c < C; c++) {
        mean[c] = f(m.mean[c]!);
        invstd[c] = f(1 / Math.sqrt(m.varSum[c]! / count + eps));
        if (runningMean && runningVar) {
          runningMean.dtype.store(runningMean.storage.data, runningMean.offset + c * (runningMean.strides[0] ?? 1),
            momentum * m.mean[c]! + (1 - momentum) * rm![c]!);
          runningVar.dtype.store(runningVar.storage.data, runningVar.offset + c * (runningVar.strides[0] ?? 1),
            momentum * (m.varSum[c]! / (count - 1)) + (1 - momentum) * rv![c]!);
        }
      }
      if (runningMean) runningMean.storage.version++;
      if (runningVar) runningVar.storage.version++;
    } else {
      if (!runningMean || !runningVar) throw runtimeError('running_mean and running_var must be defined in evaluation mode');
      const rm = runningMean.values(), rv = runningVar.values();
      for (let c = 0; c < C; c++) {
        mean[c] = rm[c]!;
        invstd[c] = f(1 / Math.sqrt(rv[c]! + eps));
      }
    }
    const alpha = Array.from(invstd, (s, c) => f(s * (weight ? weight[c]! : 1)));
    const beta = alpha.map((a, c) => f((bias ? bias[c]! : 0) - mean[c]! * a));
    // every element by one fused multiply-add: x * alpha + beta, rounded once
    return channelMap(add(mul(operand(0), operand(1)), operand(2)), [x, perChannel(alpha, x), perChannel(beta, x)], x, backend);
  },
});

defineOp({
  // PyTorch's batch_norm_backward on CPU: per-channel sums in double; returns [grad_input, grad_weight, grad_bias]
  schema: '_batch_norm_backward(Tensor grad, Tensor input, Tensor? weight, Tensor? running_mean, Tensor? running_var, bool training, float eps) -> Tensor[]',
  variants: [],
  impl: (args, backend) => {
    const grad = contiguous(asTensor(args['grad']), backend), x = contiguous(asTensor(args['input']), backend);
    const weight = (args['weight'] as Tensor | null)?.values();
    const eps = args['eps'] as number, training = args['training'] as boolean;
    const C = x.shape[1]!;
    const f = x.dtype.name === 'float64' ? (v: number) => v : Math.fround;
    const [px, pg] = [plain(x, backend), plain(grad, backend)];
    const xs = valuesOf(px), gs = valuesOf(pg);
    let mean: Float64Array, invstd: Float64Array;
    if (training) {
      const m = moments(x, xs);
      mean = m.mean.map(f);
      invstd = m.varSum.map((v) => f(1 / Math.sqrt(v / m.count + eps)));
    } else {
      mean = Float64Array.from(asTensor(args['running_mean']).values());
      invstd = Float64Array.from(asTensor(args['running_var']).values(), (v) => 1 / Math.sqrt(v + eps));
    }
    const n = x.numel / Math.max(C, 1);
    const sumDy = channelSums(grad, gs);
    const dotp = channelSums(x, xs, mean, gs);
    const gW = fromValues(Array.from(dotp, (d, c) => d * invstd[c]!), [C], x.dtype);
    const gB = fromValues(sumDy, [C], x.dtype);
    const s = Array.from(invstd, f), w = Array.from({ length: C }, (_, c) => (weight ? weight[c]! : 1));
    const r = (e: Expr) => (x.dtype.name === 'float64' ? e : round32(e));
    const [g, v, scale, wt] = [operand(0), operand(1), operand(2), operand(3)];
    if (!training) {
      return [channelMap(r(mul(r(mul(g, scale)), wt)), [grad, x, perChannel(s, x), perChannel(w, x)], x, backend), gW, gB];
    }
    // PyTorch's float steps: k = dotp * invstd * invstd / n, then (dy - mean_dy - (x - mean) * k) * invstd * w
    const k = Array.from(dotp, (d, c) => f(f(f(f(d) * s[c]!) * s[c]!) / n));
    const meanDy = Array.from(sumDy, (d) => f(d / n));
    const [mu, kk, mdy] = [operand(4), operand(5), operand(6)];
    const body = r(mul(r(mul(r(sub(r(sub(g, mdy)), r(mul(r(sub(v, mu)), kk)))), scale)), wt));
    const params = [s, w, Array.from(mean), k, meanDy].map((p) => perChannel(p, x));
    return [channelMap(body, [grad, x, ...params], x, backend), gW, gB];
  },
});

