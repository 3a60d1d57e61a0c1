/**
 * smooth_l1_loss (SmoothL1LossBackward0), huber_loss (HuberLossBackward0) and soft_margin_loss
 * (SoftMarginLossBackward0) as single ops: the first two with their CPU kernels' per-element loss and gradient, each
 * step rounded to the dtype; soft margin composes ops as Loss.cpp does.
 */
import type { Expr } from '../ir/expr.ts';
import { abs, div, ge, gt, le, lt, mul, neg, select, sub } from '../ir/build.ts';
import { Tensor } from '../tensor.ts';
import { pointwise, scalarIn, type KernelContext } from './pointwise.ts';
import { defineOp, run } from './registry.ts';
import { PyScalar, wrapScalar } from './schema.ts';
import { asTensor } from './util.ts';

const T = (name: string, args: Record<string, unknown>) => asTensor(run(name, args as never));
const REDUCE = ['none', 'mean', 'sum'];
const reduced = (loss: Tensor, reduction: number) => (reduction === 0 ? loss : T(REDUCE[reduction]!, { self: loss }));
const float = (v: number) => wrapScalar(new PyScalar(v, 'float'));
const scalarArg = (v: number) => new PyScalar(v, 'float');
const scalar = (k: KernelContext, name: string) => k.scalar(scalarIn(k.args[name] as PyScalar, k.compute));

/** The backward kernels' operands: x = input - target, the incoming gradient, norm (1/numel for a mean, else 1),
 * the parameter as the kernel's scalar type holds it, and as the double the scalar form compares and scales with. */
interface GradTerms { x: Expr; g: Expr; norm: Expr; p: Expr; pDouble: Expr; r: (e: Expr) => Expr }
type GradForm = (t: GradTerms) => Expr;

function gradTerms(k: KernelContext, param: string): GradTerms {
  return {
    x: k.r(sub(k.x[0]!, k.x[1]!)), g: k.x[2]!, norm: scalar(k, 'norm'), p: scalar(k, param),
    pDouble: k.scalar((k.args[param] as PyScalar).value), r: k.r,
  };
}

/**
 * A regression loss: its per-element loss, and its gradient w.r.t. input (the target's is its negation) in the
 * kernel's scalar form (tails) and vectorised form, which order their steps differently.
 */
function regressionLoss(name: string, param: string, loss: (z: Expr, p: Expr, r: (e: Expr) => Expr) => Expr,
  grad: GradForm, gradVec: GradForm): void {
  pointwise({
    schema: `_${name}_elements(Tensor self, Tensor target, Scalar ${param}) -> Tensor`, dtype: 'promote', nn: true,
    kernel: (k) => loss(k.r(abs(k.r(sub(k.x[0]!, k.x[1]!)))), scalar(k, param), k.r),
  });
  pointwise({
    schema: `_${name}_backward_elements(Tensor self, Tensor target, Tensor grad_output, Scalar norm, Scalar ${param}) -> Tensor`,
    dtype: 'promote', nn: true,
    kernel: (k) => grad(gradTerms(k, param)),
    vec: (k) => gradVec(gradTerms(k, param)),
  });
  defineOp({
    schema: `${name}(Tensor self, Tensor target, int reduction=1, float ${param}=1.0) -> Tensor`, variants: [],
    impl: (args) => reduced(T(`_${name}_elements`, { self: args['self'], target: args['target'],
      [param]: scalarArg(args[param] as number) }), args['reduction'] as number),
  });
  defineOp({
    schema: `${name}_backward(Tensor grad_output, Tensor self, Tensor target, int reduction, float ${param}) -> Tensor`,
    variants: [],
    impl: (args) => {
      const self = asTensor(args['self']);
      const norm = args['reduction'] === 1 ? 1 / self.numel : 1;
      const grad = T('expand', { self: args['grad_output'], size: self.shape });
      return T(`_${name}_backward_elements`, { self, target: args['target'], grad_output: grad, norm: scalarArg(norm),
        [param]: scalarArg(args[param] as number) });
    },
  });
}

/** The vectorised forms' sign: 1 where x > 0, else -1. */
const signOf = (x: Expr) => select(gt(x, 0), 1, -1);

// z < beta ? 0.5 * z * z / beta : z - 0.5 * beta; the gradient clamps x / beta to [-1, 1]
regressionLoss('smooth_l1_loss', 'beta',
  (z, beta, r) => select(lt(z, beta), r(div(r(mul(r(mul(0.5, z)), z)), beta)), r(sub(z, r(mul(0.5, beta))))),
  ({ x, g, norm, pDouble, r }) => select(le(x, neg(pDouble)), r(mul(neg(norm), g)),
    select(ge(x, pDouble), r(mul(norm, g)), r(div(r(mul(r(mul(norm, x)), g)), pDouble)))),
  ({ x, g, norm, p, r }) => r(mul(r(mul(norm, select(ge(abs(x), p), signOf(x), r(div(x, p))))), g)));
// z < delta ? 0.5 * z * z : delta * (z - 0.5 * delta); the gradient clamps x to [-delta, delta]
regressionLoss('huber_loss', 'delta',
  (z, delta, r) => select(lt(z, delta), r(mul(r(mul(0.5, z)), z)), r(mul(delta, r(sub(z, r(mul(0.5, delta))))))),
  ({ x, g, norm, pDouble, r }) => select(le(x, neg(pDouble)), r(mul(r(mul(neg(norm), g)), pDouble)),
    select(ge(x, pDouble), r(mul(r(mul(norm, g)), pDouble)), r(mul(r(mul(norm, x)), g)))),
  ({ x, g, norm, p, r }) => r(mul(r(mul(norm, select(ge(abs(x), p), r(mul(signOf(x), p)), x))), g)));

defineOp({
  schema: 'soft_margin_loss(Tensor self, Tensor target, int reduction=1) -> Tensor', variants: [],
  impl: (args) => {
    // log1p(exp(-input * target))
    const z = T('mul', { self: T('neg', { self: args['self'] }), other: args['target'] });
    return reduced(T('log1p', { self: T('exp', { self: z }) }), args['reduction'] as number);
  },
});

defineOp({
  schema: 'soft_margin_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction) -> Tensor',
  variants: [],
  impl: (args) => {
    const self = asTensor(args['self']);
    const norm = args['reduction'] === 1 ? 1 / self.numel : 1;
    // -norm * target * z / (1 + z) * grad, z = exp(-target * input)
    const z = T('exp', { self: T('mul', { self: T('neg', { self: args['target'] }), other: self }) });
    const scaled = T('mul', { self: T('mul', { self: args['target'], other: z }), other: float(-norm) });
    const ratio = T('div', { self: scaled, other: T('add', { self: z, other: float(1) }) });
    return T('mul', { self: ratio, other: args['grad_output'] });
  },
});
