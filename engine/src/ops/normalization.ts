/**
 * Batch normalisation as PyTorch's CPU kernel computes it: per-channel statistics accumulated in double, then
 * every element mapped by one fused multiply-add, x * alpha + beta, with alpha = invstd * weight and
 * beta = bias - mean * alpha. Running statistics update in place during training.
 */
import { runtimeError } from '../errors.ts';
import { Tensor } from '../tensor.ts';
import { defineOp } from './registry.ts';
import { asTensor } from './util.ts';

/** Each channel's values (channel = dim 1), and where they sit in a contiguous output. */
function byChannel(input: Tensor): number[][] {
  const C = input.shape[1]!;
  const inner = input.shape.slice(2).reduce((a, b) => a * b, 1);
  const values = input.values();
  const out: number[][] = Array.from({ length: C }, () => []);
  values.forEach((v, i) => out[Math.floor(i / inner) % C]!.push(v));
  return out;
}

defineOp({
  schema: 'batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps) -> Tensor',
  variants: ['function'],
  impl: (args) => {
    const input = asTensor(args['input']);
    if (input.ndim < 2) throw runtimeError(`Expected 2 or more dimensions (got ${input.ndim})`);
    const C = input.shape[1]!;
    const weight = (args['weight'] as Tensor | null)?.values();
    const bias = (args['bias'] as Tensor | null)?.values();
    const runningMean = args['running_mean'] as Tensor | null, runningVar = args['running_var'] as Tensor | null;
    const training = args['training'] as boolean, momentum = args['momentum'] as number, eps = args['eps'] as number;
    const f = input.dtype.name === 'float64' ? (x: number) => x : Math.fround;
    const channels = byChannel(input);
    const count = channels[0]?.length ?? 0;
    if (training && count <= 1) {
      throw runtimeError(`Expected more than 1 value per channel when training, got input size [${input.shape.join(', ')}]`);
    }
    const mean = new Float64Array(C), invstd = new Float64Array(C);
    if (training) {
      channels.forEach((vals, c) => {
        const m = vals.reduce((s, v) => s + v, 0) / count;
        const varSum = vals.reduce((s, v) => s + (v - m) ** 2, 0);
        mean[c] = f(m);
        invstd[c] = f(1 / Math.sqrt(varSum / count + eps));
        if (runningMean && runningVar) {
          const rm = runningMean.values(), rv = runningVar.values();
          runningMean.dtype.store(runningMean.storage.data, runningMean.offset + c * (runningMean.strides[0] ?? 1),
            momentum * m + (1 - momentum) * rm[c]!);
          runningVar.dtype.store(runningVar.storage.data, runningVar.offset + c * (runningVar.strides[0] ?? 1),
            momentum * (varSum / (count - 1)) + (1 - momentum) * rv[c]!);
        }
      });
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
    const out = Tensor.empty(input.dtype, input.shape);
    const inner = input.shape.slice(2).reduce((a, b) => a * b, 1);
    input.values().forEach((v, i) => {
      const c = Math.floor(i / inner) % C;
      input.dtype.store(out.storage.data, i, v * alpha[c]! + beta[c]!);
    });
    return out;
  },
});

/** Per-channel batch statistics in double, as the forward pass computes them. */
function stats(input: Tensor, eps: number): { mean: Float64Array; invstd: Float64Array } {
  const channels = byChannel(input);
  const mean = new Float64Array(channels.length), invstd = new Float64Array(channels.length);
  const f = input.dtype.name === 'float64' ? (x: number) => x : Math.fround;
  channels.forEach((vals, c) => {
    const m = vals.reduce((s, v) => s + v, 0) / vals.length;
    mean[c] = f(m);
    invstd[c] = f(1 / Math.sqrt(vals.reduce((s, v) => s + (v - m) ** 2, 0) / vals.length + eps));
  });
  return { mean, invstd };
}

defineOp({
  // PyTorch's batch_norm_backward on CPU: per-channel sums in double; returns [grad_input, grad_weight, grad_bias]
  schema: '_batch_norm_backward(Tensor grad, Tensor input, Tensor? weight, Tensor? running_mean, Tensor? running_var, bool training, float eps) -> Tensor[]',
  variants: [],
  impl: (args) => {
    const grad = asTensor(args['grad']), input = asTensor(args['input']);
    const weight = (args['weight'] as Tensor | null)?.values();
    const eps = args['eps'] as number;
    const C = input.shape[1]!;
    let { mean, invstd } = args['training'] ? stats(input, eps) : { mean: new Float64Array(C), invstd: new Float64Array(C) };
    if (!args['training']) {
      const rm = asTensor(args['running_mean']).values(), rv = asTensor(args['running_var']).values();
      mean = Float64Array.from(rm);
      invstd = Float64Array.from(rv, (v) => 1 / Math.sqrt(v + eps));
    }
    const xs = byChannel(input), gs = byChannel(grad);
    const inner = input.shape.slice(2).reduce((a, b) => a * b, 1);
    const gIn = Tensor.empty(input.dtype, input.shape);
    const gW = Tensor.empty(input.dtype, [C]), gB = Tensor.empty(input.dtype, [C]);
    const cursor = new Array<number>(C).fill(0);
    const dx: number[][] = xs.map((vals, c) => {
      const n = vals.length;
      const sumDy = gs[c]!.reduce((s, v) => s + v, 0);
      const dotp = vals.reduce((s, v, i) => s + (v - mean[c]!) * gs[c]![i]!, 0);
      const w = weight ? weight[c]! : 1;
      gW.dtype.store(gW.storage.data, c, dotp * invstd[c]!);
      gB.dtype.store(gB.storage.data, c, sumDy);
      const f = input.dtype.name === 'float64' ? (x: number) => x : Math.fround;
      const s = f(invstd[c]!);
      if (!args['training']) return gs[c]!.map((g) => f(f(g * s) * w));
      // PyTorch's float steps: k = dotp * invstd * invstd / n, then (dy - mean_dy - (x - mean) * k) * invstd * w
      const k = f(f(f(f(dotp) * s) * s) / n);
      const meanDy = f(sumDy / n);
      return vals.map((v, i) => f(f(f(f(gs[c]![i]! - meanDy) - f(f(v - mean[c]!) * k)) * s) * w));
    });
    for (let i = 0; i < input.numel; i++) {
      const c = Math.floor(i / inner) % C;
      gIn.dtype.store(gIn.storage.data, i, dx[c]![cursor[c]!++]!);
    }
    return [gIn, gW, gB];
  },
});
