/**
 * binary_cross_entropy (BinaryCrossEntropyBackward0) and binary_cross_entropy_with_logits
 * (BinaryCrossEntropyWithLogitsBackward0) as Loss.cpp computes them: the probability form's per-element loss and
 * gradient are scalar CPU kernels rounding each step to the dtype, the logits form composes ops.
 */
import { call, max, mul, sub, div } from '../ir/build.ts';
import { runtimeError } from '../errors.ts';
import { fromValues, Tensor } from '../tensor.ts';
import { cLibrary } from './c-library.ts';
import { pointwise } from './pointwise.ts';
import { defineOp, run } from './registry.ts';
import { asTensor } from './util.ts';

const T = (name: string, args: Record<string, unknown>) => asTensor(run(name, args as never));
const REDUCE = ['none', 'mean', 'sum'];

/** Loss.cpp's apply_loss_reduction. */
function applyReduction(loss: Tensor, reduction: number): Tensor {
  return reduction === 0 ? loss : T(REDUCE[reduction]!, { self: loss });
}

/** The gradient's scaling every loss backward ends with: the weight, then 1 / numel for a mean. */
function weighAndAverage(grad: Tensor, weight: Tensor | null, reduction: number, numel: number): Tensor {
  const weighed = weight ? T('mul', { self: grad, other: weight }) : grad;
  return reduction === 1 ? T('div', { self: weighed, other: fromValues([numel], [], grad.dtype) }) : weighed;
}

/** The incoming gradient at the input's shape: a reduced loss's scalar gradient broadcast to every element. */
const expandedGrad = (grad: Tensor, like: Tensor) => T('expand', { self: grad, size: like.shape });

// (target - 1) * max(log1p(-input), -100) - target * max(log(input), -100)
pointwise({
  schema: '_binary_cross_entropy_elements(Tensor self, Tensor target) -> Tensor', dtype: 'promote', nn: true,
  kernel: ({ x: [p, t], r, compute }) =>
    r(sub(r(mul(r(sub(t!, 1)), max(r(cLibrary(compute, 'log1p', r(sub(0, p!)))), -100))),
      r(mul(t!, max(r(cLibrary(compute, 'log', p!)), -100))))),
});
// grad * (input - target) / max((1 - input) * input, EPSILON)
pointwise({
  schema: '_binary_cross_entropy_backward_elements(Tensor grad, Tensor self, Tensor target) -> Tensor',
  dtype: 'promote', nn: true,
  kernel: ({ x: [g, p, t], r }) => r(div(r(mul(g!, r(sub(p!, t!)))), max(r(mul(r(sub(1, p!)), p!)), 1e-12))),
});
// -logit(input), the target's gradient per unit
pointwise({
  schema: '_binary_cross_entropy_target_elements(Tensor self) -> Tensor', dtype: 'promote', nn: true,
  kernel: ({ x: [p], r }) => sub(0, r(call('log', r(div(p!, r(sub(1, p!))))))),
});

const outsideUnit = (t: Tensor) => T('logical_or', { self: T('lt', { self: t, other: fromValues([0], [], t.dtype) }),
  other: T('gt', { self: t, other: fromValues([1], [], t.dtype) }) });

/** The kernel's checks, input then target at each element in turn: the first element to fail names its operand. */
function rangeCheck(self: Tensor, target: Tensor): void {
  const badInput = outsideUnit(self), badTarget = outsideUnit(target);
  if (!T('any', { self: T('logical_or', { self: badInput, other: badTarget }) }).values()[0]) return;
  const inputs = badInput.values(), targets = badTarget.values();
  const first = inputs.findIndex((b, i) => b || targets[i]);
  throw runtimeError(`all elements of ${inputs[first] ? 'input' : 'target'} should be between 0 and 1`);
}

defineOp({
  schema: 'binary_cross_entropy(Tensor self, Tensor target, Tensor? weight=None, int reduction=1) -> Tensor',
  variants: [],
  impl: (args) => {
    const self = asTensor(args['self']), target = asTensor(args['target']);
    // the CPU kernel's TensorIterator takes its operands as they are, in the input's dtype
    if (target.dtype !== self.dtype) {
      throw runtimeError(`Found dtype ${target.dtype.scalarName} but expected ${self.dtype.scalarName}`);
    }
    rangeCheck(self, target);
    const loss = T('_binary_cross_entropy_elements', { self, target });
    const weight = args['weight'] as Tensor | null;
    return applyReduction(weight ? T('mul', { self: loss, other: weight }) : loss, args['reduction'] as number);
  },
});

defineOp({
  schema: 'binary_cross_entropy_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight=None, int reduction=1) -> Tensor',
  variants: [],
  impl: (args) => {
    const self = asTensor(args['self']), target = asTensor(args['target']);
    const grad = expandedGrad(asTensor(args['grad_output']), self);
    const g = T('_binary_cross_entropy_backward_elements', { grad, self, target });
    return weighAndAverage(g, args['weight'] as Tensor | null, args['reduction'] as number, self.numel);
  },
});

defineOp({
  schema: 'binary_cross_entropy_with_logits(Tensor self, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, int reduction=1) -> Tensor',
  variants: [],
  impl: (args) => {
    const self = asTensor(args['self']), target = asTensor(args['target']);
    const posWeight = args['pos_weight'] as Tensor | null, weight = args['weight'] as Tensor | null;
    let logSigmoid = T('log_sigmoid', { self });
    if (posWeight) {
      const one = fromValues([1], [], self.dtype);
      const logWeight = T('add', { self: T('mul', { self: T('sub', { self: posWeight, other: one }), other: target }), other: one });
      logSigmoid = T('mul', { self: logSigmoid, other: logWeight });
    }
    // (1 - target).mul_(input).sub_(log_sigmoid): in place, so an integer target fails the cast as in PyTorch
    const complement = T('rsub', { self: target, other: fromValues([1], [], target.dtype) });
    const kept = T('mul_', { self: complement, other: self });
    const loss = T('sub_', { self: kept, other: logSigmoid });
    return applyReduction(weight ? T('mul', { self: loss, other: weight }) : loss, args['reduction'] as number);
  },
});

defineOp({
  schema: 'binary_cross_entropy_with_logits_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, int reduction=1) -> Tensor',
  variants: [],
  impl: (args) => {
    const self = asTensor(args['self']), target = asTensor(args['target']);
    const posWeight = args['pos_weight'] as Tensor | null;
    const sigmoid = T('sigmoid', { self });
    let g: Tensor;
    if (posWeight) {
      // (pos_weight * target + 1 - target) * sigmoid(input) - pos_weight * target
      const t = T('mul', { self: posWeight, other: target });
      const plusOne = T('add', { self: t, other: fromValues([1], [], t.dtype) });
      g = T('sub', { self: T('mul', { self: T('sub', { self: plusOne, other: target }), other: sigmoid }), other: t });
    } else {
      g = T('sub', { self: sigmoid, other: target });
    }
    g = T('mul', { self: g, other: asTensor(args['grad_output']) });
    return weighAndAverage(g, args['weight'] as Tensor | null, args['reduction'] as number, self.numel);
  },
});

defineOp({
  schema: 'binary_cross_entropy_target_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight=None, int reduction=1) -> Tensor',
  variants: [],
  impl: (args) => {
    const self = asTensor(args['self']);
    const g = T('mul', { self: T('_binary_cross_entropy_target_elements', { self }), other: asTensor(args['grad_output']) });
    return weighAndAverage(g, args['weight'] as Tensor | null, args['reduction'] as number, asTensor(args['target']).numel);
  },
});

defineOp({
  schema: 'binary_cross_entropy_with_logits_target_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, int reduction=1) -> Tensor',
  variants: [],
  impl: (args) => {
    const self = asTensor(args['self']);
    const posWeight = args['pos_weight'] as Tensor | null;
    // log_sigmoid(-input) - log_sigmoid(input) * pos_weight, or -input
    const perUnit = posWeight
      ? T('sub', { self: T('log_sigmoid', { self: T('neg', { self }) }),
        other: T('mul', { self: T('log_sigmoid', { self }), other: posWeight }) })
      : T('neg', { self });
    const g = T('mul', { self: perUnit, other: asTensor(args['grad_output']) });
    return weighAndAverage(g, args['weight'] as Tensor | null, args['reduction'] as number, asTensor(args['target']).numel);
  },
});
