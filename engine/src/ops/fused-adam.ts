/**
 * Adam and AdamW as PyTorch's fused CUDA kernel computes them (aten/src/ATen/native/cuda/fused_adam_utils.cuh,
 * adam_math): a parameter's whole update in three elementwise kernels (four with amsgrad) instead of the
 * single-tensor path's chain of ops, with the bias corrections from the step tensor wherever it lives.
 */
import type { Backend } from '../backend.ts';
import { add, arg, call, div, input, max, mul, neg, sqrt, sub } from '../ir/build.ts';
import type { Expr } from '../ir/expr.ts';
import { CPU, deviceOf } from '../device.ts';
import type { Tensor } from '../tensor.ts';
import { checkFloat, checkLengths, spread, unscaled, writer, type Scaling } from './fused-step.ts';
import { defineOp } from './registry.ts';
import type { BoundArgs } from './schema.ts';

// operand slots of every kernel below: the tensors share one shape; step, grad_scale and found_inf are spread
const PARAM = 0, GRAD = 1, EXP_AVG = 2, EXP_AVG_SQ = 3, MAX_EXP_AVG_SQ = 4, STEP = 5, SCALE = 6, FOUND_INF = 7;
// kernel args: lr, beta1, beta2, weight_decay, eps, log(beta1), log(beta2), and the step's value where the step
// lives on the host
const LR = 0, BETA1 = 1, BETA2 = 2, WEIGHT_DECAY = 3, EPS = 4, LOG_BETA1 = 5, LOG_BETA2 = 6, HOST_STEP = 7;

interface Mode extends Scaling { readonly adamw: boolean; readonly amsgrad: boolean; readonly maximize: boolean;
  readonly stepOnDevice: boolean; readonly decay: boolean }

const f = (i: number) => input(i);

/** The gradient the moments see: unscaled, negated for maximize, with Adam's (coupled) weight decay added. */
function effectiveGrad(m: Mode): Expr {
  let grad = unscaledGrad(m);
  if (m.maximize) grad = neg(grad);
  if (m.decay && !m.adamw) grad = add(grad, mul(f(PARAM), arg(WEIGHT_DECAY)));
  return grad;
}

const unscaledGrad = (m: Mode): Expr => unscaled(m, GRAD, SCALE);

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

interface Group {
  param: Tensor; grad: Tensor; expAvg: Tensor; expAvgSq: Tensor; maxExpAvgSq: Tensor | undefined; step: Tensor;
}

function stepOne(g: Group, m: Mode, hyper: readonly number[], backend: Backend): void {
  const shape = g.param.shape;
  const operands = [g.param, g.grad, g.expAvg, g.expAvgSq, g.maxExpAvgSq ?? g.param,
    m.stepOnDevice ? spread(g.step, shape) : g.param, m.gradScale ? spread(m.gradScale, shape) : g.param,
    m.foundInf ? spread(m.foundInf, shape) : g.param];
  const write = writer(backend, operands, m.stepOnDevice ? hyper : [...hyper, g.step.values()[0]!], m, FOUND_INF);
  // the moments read the parameter and the raw gradient, so they go before the kernels that overwrite those
  write(newExpAvg(m), EXP_AVG);
  write(newExpAvgSq(m), EXP_AVG_SQ);
  if (m.amsgrad) write(max(f(MAX_EXP_AVG_SQ), f(EXP_AVG_SQ)), MAX_EXP_AVG_SQ);
  write(newParam(m), PARAM);
  if (m.gradScale) write(unscaledGrad(m), GRAD);
}

function fusedAdam(adamw: boolean) {
  return (args: BoundArgs, backend: Backend): Tensor => {
    const params = args['self'] as readonly Tensor[], grads = args['grads'] as readonly Tensor[];
    const expAvgs = args['exp_avgs'] as readonly Tensor[], expAvgSqs = args['exp_avg_sqs'] as readonly Tensor[];
    const maxExpAvgSqs = args['max_exp_avg_sqs'] as readonly Tensor[];
    const steps = args['state_steps'] as readonly Tensor[];
    const amsgrad = args['amsgrad'] as boolean;
    checkLengths(params, { grads, exp_avgs: expAvgs, exp_avg_sqs: expAvgSqs, state_steps: steps,
      ...(amsgrad ? { max_exp_avg_sqs: maxExpAvgSqs } : {}) });
    const gradScale = (args['grad_scale'] as Tensor | null) ?? null;
    const foundInf = (args['found_inf'] as Tensor | null) ?? null;
    const weightDecay = args['weight_decay'] as number;
    const beta1 = args['beta1'] as number, beta2 = args['beta2'] as number;
    const hyper = [args['lr'] as number, beta1, beta2, weightDecay, args['eps'] as number, Math.log(beta1),
      Math.log(beta2)];
    checkFloat('fused_adam_kernel_cuda', params);
    for (const [i, param] of params.entries()) {
      const step = steps[i]!;
      const mode: Mode = {
        adamw, amsgrad, maximize: args['maximize'] as boolean, gradScale, foundInf,
        stepOnDevice: deviceOf(step) !== CPU, decay: weightDecay !== 0,
      };
      stepOne({ param, grad: grads[i]!, expAvg: expAvgs[i]!, expAvgSq: expAvgSqs[i]!,
        maxExpAvgSq: amsgrad ? maxExpAvgSqs[i] : undefined, step }, mode, hyper, backend);
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
