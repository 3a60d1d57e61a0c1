/**
 * Adagrad as PyTorch's fused kernel computes it (aten/src/ATen/native/FusedAdagrad.cpp, which PyTorch builds for
 * the CPU only; the engine runs it on the device too): the sum of squares and then the parameter, one elementwise
 * kernel each, with the decayed learning rate from the step wherever it lives.
 */
import type { Backend } from '../backend.ts';
import { add, arg, div, input, mul, neg, sqrt, sub } from '../ir/build.ts';
import type { Expr } from '../ir/expr.ts';
import { CPU, deviceOf } from '../device.ts';
import type { Tensor } from '../tensor.ts';
import { checkFloat, checkLengths, spread, unscaled, writer, type Scaling } from './fused-step.ts';
import { defineOp } from './registry.ts';
import type { BoundArgs } from './schema.ts';

const PARAM = 0, GRAD = 1, SUM = 2, STEP = 3, SCALE = 4, FOUND_INF = 5;
// kernel args; the step's value last where the step lives on the host
const LR = 0, LR_DECAY = 1, WEIGHT_DECAY = 2, EPS = 3, HOST_STEP = 4;

interface Mode extends Scaling { readonly maximize: boolean; readonly decay: boolean; readonly stepOnDevice: boolean }

function effectiveGrad(m: Mode): Expr {
  let grad = unscaled(m, GRAD, SCALE);
  if (m.maximize) grad = neg(grad);
  return m.decay ? add(grad, mul(input(PARAM), arg(WEIGHT_DECAY))) : grad;
}

/** The parameter from the sum already updated: lr / (1 + (step - 1) * lr_decay) times grad / (sqrt(sum) + eps). */
function newParam(m: Mode): Expr {
  const step = m.stepOnDevice ? input(STEP) : arg(HOST_STEP);
  const clr = div(arg(LR), add(1, mul(sub(step, 1), arg(LR_DECAY))));
  return sub(input(PARAM), mul(clr, div(effectiveGrad(m), add(sqrt(input(SUM)), arg(EPS)))));
}

defineOp({
  // torch's function returns None (torch/_composites.py); the first parameter comes back since an op returns one
  schema: '_fused_adagrad_(Tensor[] self, Tensor[] grads, Tensor[] state_sums, Tensor[] state_steps, *, float lr, ' +
    'float lr_decay, float weight_decay, float eps, bool maximize, Tensor? grad_scale=None, ' +
    'Tensor? found_inf=None) -> Tensor',
  variants: [],
  impl: (args: BoundArgs, backend: Backend): Tensor => {
    const params = args['self'] as readonly Tensor[], grads = args['grads'] as readonly Tensor[];
    const sums = args['state_sums'] as readonly Tensor[], steps = args['state_steps'] as readonly Tensor[];
    checkLengths(params, { grads, state_sums: sums, state_steps: steps });
    checkFloat('fused_adagrad', params);
    const weightDecay = args['weight_decay'] as number;
    const hyper = [args['lr'] as number, args['lr_decay'] as number, weightDecay, args['eps'] as number];
    const gradScale = (args['grad_scale'] as Tensor | null) ?? null;
    const foundInf = (args['found_inf'] as Tensor | null) ?? null;
    for (const [i, param] of params.entries()) {
      const step = steps[i]!, shape = param.shape;
      const m: Mode = { gradScale, foundInf, maximize: args['maximize'] as boolean, decay: weightDecay !== 0,
        stepOnDevice: deviceOf(step) !== CPU };
      const operands = [param, grads[i]!, sums[i]!, m.stepOnDevice ? spread(step, shape) : param,
        gradScale ? spread(gradScale, shape) : param, foundInf ? spread(foundInf, shape) : param];
      const write = writer(backend, operands, m.stepOnDevice ? hyper : [...hyper, step.values()[0]!], m, FOUND_INF);
      // the sum reads the parameter (weight decay) and the raw gradient, so it goes first
      const grad = effectiveGrad(m);
      write(add(input(SUM), mul(grad, grad)), SUM);
      write(newParam(m), PARAM);
      if (gradScale) write(unscaled(m, GRAD, SCALE), GRAD);
    }
    return params[0]!;
  },
});
