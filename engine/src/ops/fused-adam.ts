/**
 * Adam and AdamW as PyTorch's fused CUDA kernel computes them (aten/src/ATen/native/cuda/fused_adam_utils.cuh,
 * adam_math): a parameter's whole update in a few elementwise kernels instead of the single-tensor path's chain of
 * ops, with the bias corrections from the step tensor on the device, the gradient unscaled by grad_scale and every
 * write skipped while found_inf is 1, so a GradScaler step reads nothing back.
 */
import type { Backend } from '../backend.ts';
import { add, arg, call, constant, div, eq, input, max, mul, neg, select, sqrt, sub } from '../ir/build.ts';
import type { Expr } from '../ir/expr.ts';
import { CPU, deviceOf } from '../device.ts';
import { runtimeError } from '../errors.ts';
import type { Tensor } from '../tensor.ts';
import { defineOp } from './registry.ts';
import type { BoundArgs } from './schema.ts';

// operand slots of every kernel below: the tensors share one shape; step, grad_scale and found_inf are spread
const PARAM = 0, GRAD = 1, EXP_AVG = 2, EXP_AVG_SQ = 3, MAX_EXP_AVG_SQ = 4, STEP = 5, SCALE = 6, FOUND_INF = 7;
// kernel args: lr, beta1, beta2, weight_decay, eps, log(beta1), log(beta2), and the step's value where the step
// lives on the host
const LR = 0, BETA1 = 1, BETA2 = 2, WEIGHT_DECAY = 3, EPS = 4, LOG_BETA1 = 5, LOG_BETA2 = 6, HOST_STEP = 7;

interface Mode { readonly adamw: boolean; readonly amsgrad: boolean; readonly maximize: boolean;
  readonly scaled: boolean; readonly skippable: boolean; readonly stepOnDevice: boolean; readonly decay: boolean }

const f = (i: number) => input(i);

/** The gradient the moments see: unscaled, negated for maximize, with Adam's (coupled) weight decay added. */
function effectiveGrad(m: Mode): Expr {
  let grad = unscaledGrad(m);
  if (m.maximize) grad = neg(grad);
  if (m.decay && !m.adamw) grad = add(grad, mul(f(PARAM), arg(WEIGHT_DECAY)));
  return grad;
}

const unscaledGrad = (m: Mode): Expr => (m.scaled ? div(f(GRAD), f(SCALE)) : f(GRAD));

const newExpAvg = (m: Mode) => add(mul(arg(BETA1), f(EXP_AVG)), mul(sub(1, arg(BETA1)), effectiveGrad(m)));

function newExpAvgSq(m: Mode): Expr {
  const grad = effectiveGrad(m);
  return add(mul(arg(BETA2), f(EXP_AVG_SQ)), mul(mul(sub(1, arg(BETA2)), grad), grad));
}

/** The parameter from the moments already updated (the kernels that write them run first). */
function newParam(m: Mode): Expr {
  const step = m.stepOnDevice ? f(STEP) : arg(HOST_STEP);
  // 1 - beta^step as -expm1(step * log(beta)): float32 pow loses most digits of 1 - 0.999^1 to cancellation, where
  // PyTorch's kernel raises the double beta
  const biasCorrection1 = neg(call('expm1', mul(step, arg(LOG_BETA1))));
  const biasCorrection2Sqrt = sqrt(neg(call('expm1', mul(step, arg(LOG_BETA2)))));
  const second = m.amsgrad ? f(MAX_EXP_AVG_SQ) : f(EXP_AVG_SQ);
  const denom = add(div(sqrt(second), biasCorrection2Sqrt), arg(EPS));
  let param = f(PARAM);
  if (m.decay && m.adamw) param = sub(param, mul(mul(arg(LR), arg(WEIGHT_DECAY)), param));
  return sub(param, div(mul(div(arg(LR), biasCorrection1), f(EXP_AVG)), denom));
}

/** `value`, or the operand's old value while found_inf says the step is skipped. */
const unlessSkipped = (m: Mode, value: Expr, slot: number): Expr =>
  (m.skippable ? select(eq(f(FOUND_INF), constant(1)), f(slot), value) : value);

interface Group {
  param: Tensor; grad: Tensor; expAvg: Tensor; expAvgSq: Tensor; maxExpAvgSq: Tensor | undefined; step: Tensor;
}

function stepOne(g: Group, m: Mode, hyper: readonly number[], gradScale: Tensor | null, foundInf: Tensor | null,
  backend: Backend): void {
  const shape = g.param.shape;
  const spread = (t: Tensor) => t.view(shape, shape.map(() => 0));
  const operands = [g.param, g.grad, g.expAvg, g.expAvgSq, g.maxExpAvgSq ?? g.param,
    m.stepOnDevice ? spread(g.step) : g.param, gradScale ? spread(gradScale) : g.param,
    foundInf ? spread(foundInf) : g.param];
  const args = m.stepOnDevice ? hyper : [...hyper, g.step.values()[0]!];
  const write = (body: Expr, slot: number, out: Tensor) => {
    backend.pointwise({ body: unlessSkipped(m, body, slot), args }, operands, out);
    out.storage.mutations++;
  };
  // the moments read the parameter and the raw gradient, so they go before the kernels that overwrite those
  write(newExpAvg(m), EXP_AVG, g.expAvg);
  write(newExpAvgSq(m), EXP_AVG_SQ, g.expAvgSq);
  if (g.maxExpAvgSq) write(max(f(MAX_EXP_AVG_SQ), f(EXP_AVG_SQ)), MAX_EXP_AVG_SQ, g.maxExpAvgSq);
  write(newParam(m), PARAM, g.param);
  if (m.scaled) write(unscaledGrad(m), GRAD, g.grad);
}

function checkLists(lists: readonly (readonly Tensor[])[], names: readonly string[]): void {
  const n = lists[0]!.length;
  lists.forEach((l, i) => {
    if (l.length !== n) throw runtimeError(`${names[i]} must have the same number of tensors as params`);
  });
}

function fusedAdam(adamw: boolean) {
  return (args: BoundArgs, backend: Backend): Tensor => {
    const params = args['self'] as readonly Tensor[], grads = args['grads'] as readonly Tensor[];
    const expAvgs = args['exp_avgs'] as readonly Tensor[], expAvgSqs = args['exp_avg_sqs'] as readonly Tensor[];
    const maxExpAvgSqs = args['max_exp_avg_sqs'] as readonly Tensor[];
    const steps = args['state_steps'] as readonly Tensor[];
    const amsgrad = args['amsgrad'] as boolean;
    checkLists(amsgrad ? [params, grads, expAvgs, expAvgSqs, maxExpAvgSqs, steps] : [params, grads, expAvgs,
      expAvgSqs, steps], ['params', 'grads', 'exp_avgs', 'exp_avg_sqs', 'max_exp_avg_sqs', 'state_steps']);
    const gradScale = (args['grad_scale'] as Tensor | null) ?? null;
    const foundInf = (args['found_inf'] as Tensor | null) ?? null;
    const weightDecay = args['weight_decay'] as number;
    const beta1 = args['beta1'] as number, beta2 = args['beta2'] as number;
    const hyper = [args['lr'] as number, beta1, beta2, weightDecay, args['eps'] as number, Math.log(beta1),
      Math.log(beta2)];
    for (const [i, param] of params.entries()) {
      if (param.dtype.category !== 'float') {
        throw runtimeError(`"fused_adam_kernel_cuda" not implemented for '${param.dtype.scalarName}'`);
      }
      const step = steps[i]!;
      const mode: Mode = {
        adamw, amsgrad, maximize: args['maximize'] as boolean, scaled: gradScale !== null,
        skippable: foundInf !== null, stepOnDevice: deviceOf(step) !== CPU, decay: weightDecay !== 0,
      };
      stepOne({ param, grad: grads[i]!, expAvg: expAvgs[i]!, expAvgSq: expAvgSqs[i]!,
        maxExpAvgSq: amsgrad ? maxExpAvgSqs[i] : undefined, step }, mode, hyper, gradScale, foundInf, backend);
    }
    return params[0]!;
  };
}

for (const [name, adamw] of [['_fused_adam_', false], ['_fused_adamw_', true]] as const) {
  defineOp({
    // torch's functions return None (torch/_composites.py); the first parameter comes back since an op returns one
    schema: `${name}(Tensor[] self, Tensor[] grads, Tensor[] exp_avgs, Tensor[] exp_avg_sqs, ` +
      'Tensor[] max_exp_avg_sqs, Tensor[] state_steps, *, float lr, float beta1, float beta2, float weight_decay, ' +
      'float eps, bool amsgrad, bool maximize, Tensor? grad_scale=None, Tensor? found_inf=None) -> Tensor',
    variants: [],
    impl: fusedAdam(adamw),
  });
}
