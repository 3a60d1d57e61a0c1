/**
 * _ctc_loss (CtcLossBackward0; CtcLossBackward1 for lengths given as tensors) and its backward, as LossCTC.cpp's CPU
 * kernels compute them: the forward variables alpha of Graves et al. (2006) over the blank-interleaved target
 * (eq. 6-8), then beta and the gradient of eq. 16, each step a log-sum-exp rounded to the input's dtype.
 */
import type { Derivative } from '../autograd/record.ts';
import type { DType } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { fromValues, Tensor } from '../tensor.ts';
import { defineOp, run } from './registry.ts';
import { asTensor } from './util.ts';

const CHECKED = '(while checking arguments for ctc_loss_cpu)';

/** One batch entry's view of the targets: target'[s] is the blank at even s, else the (s - 1) / 2-th label. */
interface Sample { readonly inputLength: number; readonly targetLength: number; readonly prime: (s: number) => number }

interface Problem {
  readonly lp: number[];                    // log_probs values, row-major (time, batch, label)
  readonly steps: number; readonly batch: number; readonly labels: number;
  readonly samples: readonly Sample[];
  readonly maxTarget: number;
  readonly round: (v: number) => number;
}

function rounder(dtype: DType): (v: number) => number {
  return dtype.name === 'float64' ? (v) => v : Math.fround;
}

/** The kernel's checks, in its order, and each sample's lengths and targets. */
function problemOf(logProbs: Tensor, targets: Tensor, inputLengths: readonly number[], targetLengths: readonly number[],
  blank: number): Problem {
  if (logProbs.dtype.category !== 'float') {
    throw runtimeError(`"ctc_loss_cpu" not implemented for '${logProbs.dtype.scalarName}'`);
  }
  if (logProbs.ndim !== 3) {
    throw runtimeError(`Expected 3-dimensional tensor, but got ${logProbs.ndim}-dimensional tensor for argument #1 ` +
      `'log_probs' ${CHECKED}`);
  }
  if (targets.ndim < 1 || targets.ndim > 2) {
    throw runtimeError(`Expected 1 to 2 dimensions, but got ${targets.ndim}-dimensional tensor for argument #2 ` +
      `'targets' ${CHECKED}`);
  }
  const [steps, batch, labels] = logProbs.shape as [number, number, number];
  if (blank < 0 || blank >= labels) throw runtimeError('blank must be in label range');
  if (inputLengths.length !== batch) throw runtimeError('input_lengths must be of size batch_size');
  if (targetLengths.length !== batch) throw runtimeError('target_lengths must be of size batch_size');
  const atLeastZero = (what: string, v: number) => {
    if (v < 0) throw runtimeError(`Expected ${what} to have value at least 0, but got value ${v} ${CHECKED}`);
  };
  const sizeError = (expected: string, dim: number, got: number) => runtimeError(
    `Expected tensor to have size ${expected} at dimension ${dim}, but got size ${got} for argument #2 'targets' ${CHECKED}`);
  targetLengths.forEach((v) => atLeastZero('target_lengths', v));
  const maxTarget = Math.max(0, ...targetLengths);
  const flat = targets.values();
  let starts: number[];
  if (targets.ndim === 1) {
    starts = targetLengths.map((_, i) => targetLengths.slice(0, i).reduce((a, b) => a + b, 0));
    const total = targetLengths.reduce((a, b) => a + b, 0);
    if (targets.shape[0] !== total) throw sizeError(`${total}`, 0, targets.shape[0]!);
  } else {
    const width = targets.shape[1]!;
    starts = targetLengths.map((_, i) => i * width);
    if (targets.shape[0] !== batch) throw sizeError(`${batch}`, 0, targets.shape[0]!);
    if (width < maxTarget) throw sizeError(`at least ${maxTarget}`, 1, width);
  }
  for (const v of inputLengths) {
    atLeastZero('input_lengths', v);
    if (v > steps) throw runtimeError(`Expected input_lengths to have value at most ${steps}, but got value ${v} ${CHECKED}`);
  }
  const samples = inputLengths.map((inputLength, b) => ({
    inputLength, targetLength: targetLengths[b]!,
    prime: (s: number) => (s % 2 === 0 ? blank : flat[starts[b]! + (s - 1) / 2]!),
  }));
  return { lp: logProbs.values(), steps, batch, labels, samples, maxTarget, round: rounder(logProbs.dtype) };
}

/** log(exp(a - m) + exp(b - m) + ...) + m, in the kernel's order and rounding; m = 0 when every term is -inf. */
function logSumExp(round: (v: number) => number, terms: readonly number[]): number {
  let m = Math.max(...terms);
  if (m === -Infinity) m = 0;
  let sum = 0;
  for (const t of terms) sum = round(sum + round(Math.exp(round(t - m))));
  return round(round(Math.log(sum)) + m);
}

/** Each sample's alpha (time x 2 * maxTarget + 1, unreached cells -inf) and negative log-likelihood. */
function forward(p: Problem): { alpha: number[]; nll: number[] } {
  const width = 2 * p.maxTarget + 1;
  const alpha = new Array<number>(p.batch * p.steps * width).fill(-Infinity);
  const lp = (t: number, b: number, c: number) => p.lp[(t * p.batch + b) * p.labels + c]!;
  const nll = p.samples.map(({ inputLength, targetLength, prime }, b) => {
    if (inputLength === 0) return -(targetLength === 0 ? 0 : -Infinity);
    const at = (t: number, s: number) => (b * p.steps + t) * width + s;
    alpha[at(0, 0)] = lp(0, b, prime(0));
    if (targetLength > 0) alpha[at(0, 1)] = lp(0, b, prime(1));
    for (let t = 1; t < inputLength; t++) {
      for (let s = 0; s < 2 * targetLength + 1; s++) {
        const skip = s > 1 && prime(s - 2) !== prime(s);
        const terms = [alpha[at(t - 1, s)]!, s > 0 ? alpha[at(t - 1, s - 1)]! : -Infinity,
          skip ? alpha[at(t - 1, s - 2)]! : -Infinity];
        alpha[at(t, s)] = p.round(logSumExp(p.round, terms) + lp(t, b, prime(s)));
      }
    }
    const last = inputLength - 1;
    // an empty target ends in its only blank; otherwise the last label or the blank after it
    if (targetLength === 0) return -alpha[at(last, 0)]!;
    return -logSumExp(p.round, [alpha[at(last, 2 * targetLength)]!, alpha[at(last, 2 * targetLength - 1)]!]);
  });
  return { alpha, nll };
}

/** The gradient w.r.t. log_probs, given each sample's incoming gradient. */
function backward(p: Problem, alpha: readonly number[], nll: readonly number[], gradOut: readonly number[],
  zeroInfinity: boolean): number[] {
  const width = 2 * p.maxTarget + 1;
  const grad = new Array<number>(p.lp.length).fill(-Infinity);
  const idx = (t: number, b: number, c: number) => (t * p.batch + b) * p.labels + c;
  p.samples.forEach(({ inputLength, targetLength, prime }, b) => {
    const zero = (from: number) => {
      for (let t = from; t < p.steps; t++) for (let c = 0; c < p.labels; c++) grad[idx(t, b, c)] = 0;
    };
    if (zeroInfinity && nll[b] === Infinity) {
      zero(0);
      return;
    }
    const beta = new Array<number>(p.steps * width).fill(-Infinity);
    const a = (t: number, s: number) => alpha[(b * p.steps + t) * width + s]!;
    // collects alpha * beta, in logs, into the label each s stands for
    const collect = (t: number, s: number) => {
      const ab = p.round(a(t, s) + beta[t * width + s]!);
      const cell = idx(t, b, prime(s)), have = grad[cell]!;
      grad[cell] = have === -Infinity ? ab : logSumExp(p.round, [have, ab]);
    };
    if (inputLength > 0) {
      const last = inputLength - 1;
      beta[last * width + 2 * targetLength] = p.lp[idx(last, b, prime(2 * targetLength))]!;
      collect(last, 2 * targetLength);
      if (targetLength > 0) {
        beta[last * width + 2 * targetLength - 1] = p.lp[idx(last, b, prime(2 * targetLength - 1))]!;
        collect(last, 2 * targetLength - 1);
      }
    }
    for (let t = inputLength - 2; t >= 0; t--) {
      for (let s = 2 * targetLength; s >= 0; s--) {
        const next = (d: number) => beta[(t + 1) * width + s + d]!;
        const skip = s < 2 * targetLength - 1 && prime(s + 2) !== prime(s);
        const terms = [next(0), s < 2 * targetLength ? next(1) : -Infinity, skip ? next(2) : -Infinity];
        beta[t * width + s] = p.round(logSumExp(p.round, terms) + p.lp[idx(t, b, prime(s))]!);
        collect(t, s);
      }
    }
    const r = p.round, g = gradOut[b]!, loss = nll[b]!;
    for (let t = 0; t < inputLength; t++) {
      for (let c = 0; c < p.labels; c++) {
        const i = idx(t, b, c), lp = p.lp[i]!;
        grad[i] = r(r(r(Math.exp(lp)) - r(Math.exp(r(r(grad[i]! + loss) - lp)))) * g);
      }
    }
    zero(inputLength);
  });
  return grad;
}

const lengthsOf = (v: unknown): number[] => (v instanceof Tensor ? v.values() : [...(v as number[])]);

function ctcForward(args: Record<string, unknown>): Tensor[] {
  const logProbs = asTensor(args['log_probs']);
  const p = problemOf(logProbs, asTensor(args['targets']), lengthsOf(args['input_lengths']),
    lengthsOf(args['target_lengths']), args['blank'] as number);
  const { alpha, nll } = forward(p);
  return [fromValues(nll, [p.batch], logProbs.dtype),
    fromValues(alpha, [p.batch, p.steps, 2 * p.maxTarget + 1], logProbs.dtype)];
}

function ctcGrads(name: string): Derivative {
  return {
    name, saves: ['log_probs', 'targets', 'result'], inputs: ['log_probs'],
    grads: ({ grad, args, results }) => ({
      log_probs: run('_ctc_loss_backward', {
        grad, log_probs: asTensor(args['log_probs']), targets: asTensor(args['targets']),
        input_lengths: lengthsOf(args['input_lengths']), target_lengths: lengthsOf(args['target_lengths']),
        neg_log_likelihood: results[0]!, log_alpha: results[1]!, blank: args['blank'] as number,
        zero_infinity: args['zero_infinity'] as boolean,
      }) as Tensor,
    }),
  };
}

defineOp({
  schema: '_ctc_loss(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, int blank=0, bool zero_infinity=False) -> Tensor[]',
  variants: [],
  impl: ctcForward,
}).derivative = ctcGrads('CtcLossBackward0');

// PyTorch's _ctc_loss.Tensor overload: the lengths as integer tensors
defineOp({
  schema: '_ctc_loss_tensor(Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, int blank=0, bool zero_infinity=False) -> Tensor[]',
  variants: [],
  impl: ctcForward,
}).derivative = ctcGrads('CtcLossBackward1');

defineOp({
  schema: '_ctc_loss_backward(Tensor grad, Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, Tensor neg_log_likelihood, Tensor log_alpha, int blank, bool zero_infinity=False) -> Tensor',
  variants: [],
  impl: (args) => {
    const logProbs = asTensor(args['log_probs']);
    const p = problemOf(logProbs, asTensor(args['targets']), lengthsOf(args['input_lengths']),
      lengthsOf(args['target_lengths']), args['blank'] as number);
    const grad = backward(p, asTensor(args['log_alpha']).values(), asTensor(args['neg_log_likelihood']).values(),
      asTensor(args['grad']).values(), args['zero_infinity'] as boolean);
    return fromValues(grad, logProbs.shape, logProbs.dtype);
  },
});
