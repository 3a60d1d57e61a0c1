/** Loss functions with their own derivatives (MseLossBackward0, NllLossBackward0), as PyTorch defines them. */
import { DTYPES } from '../dtype.ts';
import { indexError, runtimeError } from '../errors.ts';
import { Tensor } from '../tensor.ts';
import { defineOp, run } from './registry.ts';
import { asTensor } from './util.ts';

/** Reduction codes, as in PyTorch: 0 none, 1 mean, 2 sum. */
const REDUCE = ['none', 'mean', 'sum'];

function reduce(t: Tensor, reduction: number): Tensor {
  if (reduction === 0) return t;
  return asTensor(run(REDUCE[reduction]!, { self: t }));
}

defineOp({
  schema: 'mse_loss(Tensor self, Tensor target, int reduction=1) -> Tensor', variants: [],
  impl: (args) => {
    const diff = asTensor(run('sub', { self: asTensor(args['self']), other: asTensor(args['target']) }));
    return reduce(asTensor(run('mul', { self: diff, other: diff })), args['reduction'] as number);
  },
});

/** Per-sample picks of -input[n, target[n]] (times the class weight), and the weights used. */
function nllTerms(input: Tensor, target: Tensor, weight: Tensor | null, ignoreIndex: number) {
  if (input.ndim < 1 || input.ndim > 2) throw runtimeError(`input tensor should be 1D or 2D`);
  if (target.dtype !== DTYPES.int64) {
    throw runtimeError(`expected scalar type Long but found ${target.dtype.scalarName}`);
  }
  const rows = input.ndim === 2 ? input.shape[0]! : 1;
  const classes = input.shape[input.ndim - 1]!;
  if (target.numel !== rows) {
    throw runtimeError(`Expected input batch_size (${rows}) to match target batch_size (${target.numel}).`);
  }
  const targets = target.values();
  const w = weight?.values();
  return targets.map((t, n) => {
    if (t === ignoreIndex) return { n, t, w: 0 };
    if (t < 0 || t >= classes) throw indexError(`Target ${t} is out of bounds.`);
    return { n, t, w: w ? w[t]! : 1 };
  });
}

defineOp({
  schema: 'nll_loss(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, int ignore_index=-100) -> Tensor',
  variants: [],
  impl: (args) => {
    const input = asTensor(args['self']);
    const terms = nllTerms(input, asTensor(args['target']), args['weight'] as Tensor | null, args['ignore_index'] as number);
    const classes = input.shape[input.ndim - 1]!;
    const values = input.values();
    const losses = terms.map(({ n, t, w }) => (w === 0 ? 0 : -values[n * classes + t]! * w));
    const reduction = args['reduction'] as number;
    const round = input.dtype === DTYPES.float64 ? (x: number) => x : Math.fround;
    if (reduction === 0) {
      const out = Tensor.empty(input.dtype, input.ndim === 2 ? [losses.length] : []);
      losses.forEach((v, i) => input.dtype.store(out.storage.data, i, v));
      return out;
    }
    let total = 0, weights = 0;
    losses.forEach((v, i) => { total = round(total + v); weights = round(weights + terms[i]!.w); });
    const out = Tensor.empty(input.dtype, []);
    input.dtype.store(out.storage.data, 0, reduction === 1 ? total / weights : total);
    return out;
  },
});

defineOp({
  schema: '_nll_loss_backward(Tensor grad, Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index) -> Tensor',
  variants: [],
  impl: (args) => {
    const input = asTensor(args['self']);
    const terms = nllTerms(input, asTensor(args['target']), args['weight'] as Tensor | null, args['ignore_index'] as number);
    const classes = input.shape[input.ndim - 1]!;
    const grad = asTensor(args['grad']).values();
    const reduction = args['reduction'] as number;
    const total = terms.reduce((s, x) => s + x.w, 0);
    const out = Tensor.empty(input.dtype, input.shape);
    for (const { n, t, w } of terms) {
      if (w === 0) continue;
      const g = reduction === 0 ? grad[n]! : grad[0]!;
      input.dtype.store(out.storage.data, n * classes + t, -w * g / (reduction === 1 ? total : 1));
    }
    return out;
  },
});
