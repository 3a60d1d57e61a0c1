/**
 * RMSprop on the device in one elementwise kernel per state tensor and one for the parameter, for PyTorch's
 * multi-tensor arithmetic (torch/optim/rmsprop.py, _multi_tensor_rmsprop), which PyTorch CUDA runs as a chain of
 * foreach ops. PyTorch has no such kernel, so the op is the engine's own (not in the torch namespace).
 */
import type { Backend } from '../backend.ts';
import { add, arg, div, input, mul, neg, sqrt, sub } from '../ir/build.ts';
import type { Expr } from '../ir/expr.ts';
import type { Tensor } from '../tensor.ts';
import { checkFloat, checkLengths, writer } from './fused-step.ts';
import { defineOp } from './registry.ts';
import type { BoundArgs } from './schema.ts';

const PARAM = 0, GRAD = 1, SQUARE_AVG = 2, GRAD_AVG = 3, BUF = 4;
const LR = 0, ALPHA = 1, EPS = 2, WEIGHT_DECAY = 3, MOMENTUM = 4;

interface Mode { readonly maximize: boolean; readonly decay: boolean; readonly centered: boolean;
  readonly momentum: boolean }

function effectiveGrad(m: Mode): Expr {
  const grad = m.maximize ? neg(input(GRAD)) : input(GRAD);
  return m.decay ? add(grad, mul(input(PARAM), arg(WEIGHT_DECAY))) : grad;
}

const decayed = (m: Mode, slot: number, by: (g: Expr) => Expr): Expr =>
  add(mul(input(slot), arg(ALPHA)), mul(by(effectiveGrad(m)), sub(1, arg(ALPHA))));

/** sqrt of the (centered) second moment plus eps, from the averages already updated. */
function avg(m: Mode): Expr {
  const second = m.centered ? sub(input(SQUARE_AVG), mul(input(GRAD_AVG), input(GRAD_AVG))) : input(SQUARE_AVG);
  return add(sqrt(second), arg(EPS));
}

defineOp({
  schema: '_fused_rmsprop_(Tensor[] self, Tensor[] grads, Tensor[] square_avgs, Tensor[] grad_avgs, ' +
    'Tensor[] momentum_buffer_list, *, float lr, float alpha, float eps, float weight_decay, float momentum, ' +
    'bool centered, bool maximize) -> Tensor',
  variants: [],
  impl: (args: BoundArgs, backend: Backend): Tensor => {
    const params = args['self'] as readonly Tensor[], grads = args['grads'] as readonly Tensor[];
    const squareAvgs = args['square_avgs'] as readonly Tensor[], gradAvgs = args['grad_avgs'] as readonly Tensor[];
    const bufs = args['momentum_buffer_list'] as readonly Tensor[];
    const momentum = args['momentum'] as number, weightDecay = args['weight_decay'] as number;
    const m: Mode = { maximize: args['maximize'] as boolean, decay: weightDecay !== 0,
      centered: args['centered'] as boolean, momentum: momentum > 0 };
    checkLengths(params, { grads, square_avgs: squareAvgs, ...(m.centered ? { grad_avgs: gradAvgs } : {}),
      ...(m.momentum ? { momentum_buffer_list: bufs } : {}) });
    checkFloat('fused_rmsprop', params);
    const hyper = [args['lr'] as number, args['alpha'] as number, args['eps'] as number, weightDecay, momentum];
    for (const [i, param] of params.entries()) {
      const operands = [param, grads[i]!, squareAvgs[i]!, m.centered ? gradAvgs[i]! : param,
        m.momentum ? bufs[i]! : param];
      const write = writer(backend, operands, hyper, { gradScale: null, foundInf: null }, -1);
      // the averages read the parameter (weight decay), so they go before it changes
      write(decayed(m, SQUARE_AVG, (g) => mul(g, g)), SQUARE_AVG);
      if (m.centered) write(decayed(m, GRAD_AVG, (g) => g), GRAD_AVG);
      if (m.momentum) {
        write(add(mul(input(BUF), arg(MOMENTUM)), div(effectiveGrad(m), avg(m))), BUF);
        write(sub(input(PARAM), mul(arg(LR), input(BUF))), PARAM);
      } else {
        write(sub(input(PARAM), mul(arg(LR), div(effectiveGrad(m), avg(m)))), PARAM);
      }
    }
    return params[0]!;
  },
});
