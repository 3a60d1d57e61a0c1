/** Loss functions with their own derivatives (MseLossBackward0, NllLossBackward0), as PyTorch defines them. */
import type { Backend } from '../backend.ts';
import { CPU, deviceOf } from '../device.ts';
import { DTYPES, resultType, type DType } from '../dtype.ts';
import { indexError, runtimeError } from '../errors.ts';
import {
  add, and, arg, coord, div, eq, foldAcc, foldNext, ge, input, load, lt, mul, ne, neg, or, round32, select,
} from '../ir/build.ts';
import { contiguousStrides } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { failsCheck } from './indexed.ts';
import { cascadeReduced } from './loss-cascade.ts';
import { defineOp, run } from './registry.ts';
import { asTensor, contiguous } from './util.ts';

/** Reduction codes, as in PyTorch: 0 none, 1 mean, 2 sum. */
const REDUCE = ['none', 'mean', 'sum'];

function reduce(t: Tensor, reduction: number): Tensor {
  if (reduction === 0) return t;
  return asTensor(run(REDUCE[reduction]!, { self: t }));
}

defineOp({
  schema: 'mse_loss(Tensor self, Tensor target, int reduction=1) -> Tensor', variants: [],
  impl: (args) => {
    const self = asTensor(args['self']), target = asTensor(args['target']);
    // the kernel is dispatched for floating types only, in the operands' promoted dtype
    const dtype = resultType([self, target]);
    if (dtype.category !== 'float') throw runtimeError(`"mse_cpu" not implemented for '${dtype.scalarName}'`);
    const diff = asTensor(run('sub', { self, other: target }));
    return reduce(asTensor(run('mul', { self: diff, other: diff })), args['reduction'] as number);
  },
});

/**
 * The NLL losses' per-sample kernels read inputs [input's rows, target, weight?] at the samples' shape (the input's
 * shape without its class dim 1, or dim 0 for one sample) and args [ignore_index, the input's class stride, the
 * weight's stride]. A sample whose target is ignore_index weighs 0 and reads class 0 instead, so no load leaves its
 * tensor.
 */
export interface NllPlan {
  readonly inputs: Tensor[];
  readonly args: number[];
  readonly shape: number[];
  readonly classDim: number;
  readonly weighted: boolean;
}

/** The plan over a target already checked against the input's shape: its dtype and class range checked here. */
export function nllPlan(self: Tensor, target: Tensor, weight: Tensor | null, ignoreIndex: number,
  backend: Backend): NllPlan {
  if (target.dtype !== DTYPES.int64) {
    throw runtimeError(`expected scalar type Long but found ${target.dtype.scalarName}`);
  }
  const classDim = self.ndim === 1 ? 0 : 1;
  const classes = self.shape[classDim]!;
  const t = input(0, 'i64');
  const bad = and(ne(t, arg(0, 'i64')), or(lt(t, 0), ge(t, arg(1, 'i64'))));
  if (failsCheck(target, bad, [ignoreIndex, classes], backend)) {
    // the error path only: which target, for the message
    const v = target.values().find((x) => x !== ignoreIndex && (x < 0 || x >= classes))!;
    throw indexError(`Target ${v} is out of bounds.`);
  }
  const without = <T>(xs: readonly T[]) => xs.filter((_, d) => d !== classDim);
  const shape = without(self.shape);
  const rowsOf = self.view(shape, without(self.strides));
  const targets = contiguous(target, backend).view(shape, contiguousStrides(shape));
  const inputs = [rowsOf, targets, ...(weight ? [weight.view(shape, shape.map(() => 0))] : [])];
  return {
    inputs, args: [ignoreIndex, self.strides[classDim]!, weight?.strides[0] ?? 0], shape, classDim, weighted: !!weight,
  };
}

/** nll_loss's own checks (1-D and 2-D inputs) in the order of current PyTorch's meta function, before its plan. */
function checkedPlan(self: Tensor, target: Tensor, weight: Tensor | null, ignoreIndex: number,
  backend: Backend): NllPlan {
  if (self.ndim < 1 || self.ndim > 2) throw runtimeError(`input tensor should be 1D or 2D`);
  if (target.ndim > 1) throw runtimeError('0D or 1D target tensor expected, multi-target not supported');
  const noBatchDim = self.ndim === 1 && target.ndim === 0;
  if (!noBatchDim && self.shape[0] !== target.shape[0]) {
    throw runtimeError(`size mismatch (got input: [${self.shape.join(', ')}], target: [${target.shape.join(', ')}])`);
  }
  if (self.ndim === 1 && target.ndim === 1) {
    throw runtimeError(`Expected target to be 0D when input is 1D, but got target.dim =${target.ndim}`);
  }
  const classes = self.shape[self.ndim - 1]!;
  if (weight && (weight.ndim !== 1 || weight.numel !== classes)) {
    throw runtimeError(`weight tensor should be defined either for all ${classes} classes or no classes but got ` +
      `weight tensor of shape: [${weight.shape.join(', ')}]`);
  }
  return nllPlan(self, target, weight, ignoreIndex, backend);
}

/** Views a per-sample tensor at the input's shape, broadcast along the classes. */
function alongClasses(t: Tensor, self: Tensor, plan: NllPlan): Tensor {
  const strides = t.strides.slice();
  strides.splice(plan.classDim, 0, 0);
  return t.view(self.shape, strides);
}

/** A sample's class (0 when ignored, see NllPlan) and weight. */
export function sampleTerms(weighted: boolean) {
  const t = input(1, 'i64');
  const ignored = eq(t, arg(0, 'i64'));
  const cls = select(ignored, 0, t);
  const w = select(ignored, 0, weighted ? load(2, mul(cls, arg(2, 'i64'))) : 1);
  return { cls, w };
}

/** Each sample's weight, in float64. */
function sampleWeights(plan: NllPlan, backend: Backend): Tensor {
  const out = Tensor.output(DTYPES.float64, plan.shape);
  backend.pointwise({ body: sampleTerms(plan.weighted).w, args: plan.args }, plan.inputs, out);
  return out;
}

/**
 * The sum of `t` (float64) in the order of nll_loss's cascade, each step rounded as `dtype`'s CPU loop rounds
 * (float32 below float64), into a 0-d `dtype` tensor; divided by 0-d `divisor` when given. An ignored sample adds 0
 * but still takes its cascade step, which PyTorch's loop skips: past 16 samples that can move the last bit.
 */
function orderedSum(t: Tensor, dtype: DType, round: boolean, backend: Backend, divisor?: Tensor): Tensor {
  const step = add(foldAcc('f64'), foldNext('f64'));
  const out = Tensor.output(dtype, t.shape.map(() => 1));
  backend.reduce({
    acc: 'f64', init: 0, map: input(0), combine: round ? round32(step) : step,
    ...(divisor ? { finalize: div(foldAcc('f64'), input(1)) } : {}), result: 'value', order: 'level-cascade', args: [],
  }, divisor ? [t, divisor.view(out.shape, out.shape.map(() => 0))] : [t], out);
  return out.view([], []);
}

/**
 * ATen's nll_loss_forward: the loss and the total weight of the kept samples (their count when unweighted), which
 * NllLossBackward0 saves to divide a mean's gradient by; the total is 0 for per-sample losses.
 */
defineOp({
  schema: 'nll_loss_forward(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index) -> Tensor[]',
  variants: [],
  impl: (args, backend) => {
    const self = asTensor(args['self']);
    const weight = args['weight'] as Tensor | null;
    const plan = checkedPlan(self, asTensor(args['target']), weight, args['ignore_index'] as number, backend);
    const { cls, w } = sampleTerms(plan.weighted);
    const loss = select(eq(w, 0), 0, mul(neg(load(0, mul(cls, arg(1, 'i64')))), w));
    const reduction = args['reduction'] as number;
    // each sample's -x * w rounds to the input's dtype before it is summed, as PyTorch's loop computes it
    const losses = Tensor.output(self.dtype, plan.shape);
    backend.pointwise({ body: loss, args: plan.args }, plan.inputs, losses);
    // a 1-D input's loss is one sample's, reduced as a batch of one
    if (reduction === 0 && self.ndim === 2) return [losses, Tensor.empty(self.dtype, [])];
    // float16 and bfloat16 sum in their own type on the CPU, every step of the cascade rounded there
    if (self.dtype.itemsize === 2 && deviceOf(self) === CPU) {
      return cascadeReduced(self, weight, plan, losses, reduction);
    }
    const round = self.dtype !== DTYPES.float64;
    const total = orderedSum(sampleWeights(plan, backend), self.dtype, round, backend);
    return [orderedSum(losses, self.dtype, round, backend, reduction === 1 ? total : undefined), total];
  },
});

/** The loss alone: ATen's composite nll_loss, so autograd records nll_loss_forward. */
defineOp({
  schema: 'nll_loss(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, int ignore_index=-100) -> Tensor',
  variants: [], composite: true,
  impl: (args) => (run('nll_loss_forward', args) as Tensor[])[0]!,
});

/**
 * ATen's nll_loss_backward: -w * grad at each kept sample's target, where a reduced loss's grad is first divided by
 * the forward's total weight (for a mean) and negated in the input's dtype, as the CPU kernel computes it.
 */
defineOp({
  schema: 'nll_loss_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index, Tensor total_weight) -> Tensor',
  variants: [],
  impl: (args, backend) => {
    const self = asTensor(args['self']);
    const plan = checkedPlan(self, asTensor(args['target']), args['weight'] as Tensor | null,
      args['ignore_index'] as number, backend);
    const reduction = args['reduction'] as number;
    return nllGradient(self, plan, asTensor(args['grad_output']), reduction, asTensor(args['total_weight']),
      reduction === 0 && self.ndim === 2, backend);
  },
});

/**
 * The NLL kernels' gradient at self's shape: per sample, -w * grad_output[sample] at its target; reduced, the one
 * value -(grad_output / total_weight) (a mean) or -grad_output, times w when weighted.
 */
export function nllGradient(self: Tensor, plan: NllPlan, gradOutput: Tensor, reduction: number, totalWeight: Tensor,
  perSample: boolean, backend: Backend): Tensor {
  const { cls, w } = sampleTerms(plan.weighted);
  const at = plan.inputs.length;
  let grad = gradOutput;
  let value = mul(neg(w), input(at));
  if (!perSample) {
    const scalar = reduction === 1 ? asTensor(run('div', { self: gradOutput, other: totalWeight })) : gradOutput;
    grad = asTensor(run('neg', { self: scalar })).view(plan.shape, plan.shape.map(() => 0));
    value = plan.weighted ? mul(w, input(at)) : input(at);
  }
  const body = select(and(eq(coord(plan.classDim), cls), ne(input(1, 'i64'), arg(0, 'i64'))), value, 0);
  const out = Tensor.output(self.dtype, self.shape);
  backend.pointwise({ body, args: plan.args }, [...plan.inputs, grad].map((t) => alongClasses(t, self, plan)), out);
  return out;
}
