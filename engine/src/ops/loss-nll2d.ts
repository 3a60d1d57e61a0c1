/**
 * nll_loss2d (NllLoss2DBackward0): the NLL loss over (N, C, H, W) inputs and (N, H, W) targets, as LossNLL2d.cpp
 * computes it on the CPU. nll_loss_nd (torch.nn.functional.nll_loss) reaches it for every input of 3 or more dims.
 */
import type { Backend } from '../backend.ts';
import { runtimeError } from '../errors.ts';
import { arg, eq, input, load, mul, neg, select } from '../ir/build.ts';
import { fromValues, Tensor } from '../tensor.ts';
import { cascadeReduced } from './loss-cascade.ts';
import { nllGradient, nllPlan, sampleTerms, type NllPlan } from './loss.ts';
import { defineOp, run } from './registry.ts';
import { asTensor } from './util.ts';

function checkedPlan(self: Tensor, target: Tensor, weight: Tensor | null, ignoreIndex: number,
  backend: Backend): NllPlan {
  if (target.ndim !== 3) {
    throw runtimeError(`only batches of spatial targets supported (3D tensors) but got targets of dimension: ${target.ndim}`);
  }
  if (self.ndim !== 4) {
    throw runtimeError(`only batches of spatial inputs supported (4D tensors), but got input of dimension: ${self.ndim}`);
  }
  if (weight && weight.numel !== self.shape[1]) {
    throw runtimeError('weight tensor should be defined either for all or no classes');
  }
  const [n, , h, w] = self.shape;
  if (n !== target.shape[0] || h !== target.shape[1] || w !== target.shape[2]) {
    throw runtimeError(`size mismatch (got input: [${self.shape.join(', ')}] , target: [${target.shape.join(', ')}]`);
  }
  return nllPlan(self, target, weight, ignoreIndex, backend);
}

const ignored = eq(input(1, 'i64'), arg(0, 'i64'));

/** Each sample's loss, -input[target] * weight, 0 where ignored, in the input's dtype. */
function sampleLosses(self: Tensor, plan: NllPlan, backend: Backend): Tensor {
  const { cls, w } = sampleTerms(plan.weighted);
  const out = Tensor.output(self.dtype, plan.shape);
  backend.pointwise({ body: select(ignored, 0, mul(neg(load(0, mul(cls, arg(1, 'i64')))), w)), args: plan.args },
    plan.inputs, out);
  return out;
}

function planOf(args: Record<string, unknown>, backend: Backend) {
  const self = asTensor(args['self']);
  const weight = args['weight'] as Tensor | null;
  return { self, weight, plan: checkedPlan(self, asTensor(args['target']), weight, args['ignore_index'] as number, backend) };
}

/** ATen's nll_loss2d_forward: the loss and the total weight NllLoss2DBackward0 saves (see nll_loss_forward). */
defineOp({
  schema: 'nll_loss2d_forward(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index) -> Tensor[]',
  variants: [],
  impl: (args, backend) => {
    const { self, weight, plan } = planOf(args, backend);
    const reduction = args['reduction'] as number;
    const none = () => Tensor.empty(self.dtype, []);
    if (reduction === 0) return [sampleLosses(self, plan, backend), none()];
    if (plan.shape.includes(0)) return [fromValues([reduction === 1 ? NaN : 0], [], self.dtype), none()];
    return cascadeReduced(self, weight, plan, sampleLosses(self, plan, backend), reduction);
  },
});

/** The loss alone: ATen's composite nll_loss2d, so autograd records nll_loss2d_forward. */
defineOp({
  schema: 'nll_loss2d(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, int ignore_index=-100) -> Tensor',
  variants: [], composite: true,
  impl: (args) => (run('nll_loss2d_forward', args) as Tensor[])[0]!,
});

defineOp({
  schema: 'nll_loss2d_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index, Tensor total_weight) -> Tensor',
  variants: [],
  impl: (args, backend) => {
    const { self, plan } = planOf(args, backend);
    const reduction = args['reduction'] as number;
    return nllGradient(self, plan, asTensor(args['grad_output']), reduction, asTensor(args['total_weight']),
      reduction === 0, backend);
  },
});
