/**
 * SGD as PyTorch's fused CUDA kernel computes it (aten/src/ATen/native/cuda/fused_sgd_kernel.cu, sgd_math): the
 * momentum buffer and then the parameter, one elementwise kernel each, where the single-tensor path runs a chain of
 * ops. The first step's buffers (PyTorch passes them uninitialized) take the gradient itself.
 */
import type { Backend } from '../backend.ts';
import { add, arg, input, mul, neg, sub } from '../ir/build.ts';
import type { Expr } from '../ir/expr.ts';
import type { Tensor } from '../tensor.ts';
import { checkFloat, checkLengths, spread, unscaled, writer, type Scaling } from './fused-step.ts';
import { defineOp } from './registry.ts';
import type { BoundArgs } from './schema.ts';

// operand slots: the tensors share one shape; grad_scale and found_inf are spread
const PARAM = 0, GRAD = 1, BUF = 2, SCALE = 3, FOUND_INF = 4;
// kernel args
const LR = 0, MOMENTUM = 1, DAMPENING = 2, WEIGHT_DECAY = 3;

interface Mode extends Scaling { readonly maximize: boolean; readonly decay: boolean; readonly nesterov: boolean;
  readonly momentum: boolean; readonly firstStep: boolean }

/** The gradient after maximize and weight decay, before momentum. */
function decayedGrad(m: Mode): Expr {
  let grad = unscaled(m, GRAD, SCALE);
  if (m.maximize) grad = neg(grad);
  return m.decay ? add(grad, mul(arg(WEIGHT_DECAY), input(PARAM))) : grad;
}

const newBuf = (m: Mode): Expr => (m.firstStep ? decayedGrad(m)
  : add(mul(arg(MOMENTUM), input(BUF)), mul(sub(1, arg(DAMPENING)), decayedGrad(m))));

/** The parameter from the buffer already updated (its kernel runs first). */
function newParam(m: Mode): Expr {
  let grad = decayedGrad(m);
  if (m.momentum) grad = m.nesterov ? add(grad, mul(arg(MOMENTUM), input(BUF))) : input(BUF);
  return sub(input(PARAM), mul(arg(LR), grad));
}

defineOp({
  // torch's function returns None (torch/_composites.py); the first parameter comes back since an op returns one
  schema: '_fused_sgd_(Tensor[] self, Tensor[] grads, Tensor[] momentum_buffer_list, *, float weight_decay, ' +
    'float momentum, float lr, float dampening, bool nesterov, bool maximize, bool is_first_step, ' +
    'Tensor? grad_scale=None, Tensor? found_inf=None) -> Tensor',
  variants: [],
  impl: (args: BoundArgs, backend: Backend): Tensor => {
    const params = args['self'] as readonly Tensor[], grads = args['grads'] as readonly Tensor[];
    const bufs = args['momentum_buffer_list'] as readonly Tensor[];
    const momentum = args['momentum'] as number, weightDecay = args['weight_decay'] as number;
    checkLengths(params, { grads, ...(momentum !== 0 ? { momentum_buffer_list: bufs } : {}) });
    checkFloat('fused_sgd_kernel_cuda', params);
    const m: Mode = {
      gradScale: (args['grad_scale'] as Tensor | null) ?? null, foundInf: (args['found_inf'] as Tensor | null) ?? null,
      maximize: args['maximize'] as boolean, decay: weightDecay !== 0, nesterov: args['nesterov'] as boolean,
      momentum: momentum !== 0, firstStep: args['is_first_step'] as boolean,
    };
    const hyper = [args['lr'] as number, momentum, args['dampening'] as number, weightDecay];
    for (const [i, param] of params.entries()) {
      const shape = param.shape;
      const operands = [param, grads[i]!, m.momentum ? bufs[i]! : param,
        m.gradScale ? spread(m.gradScale, shape) : param, m.foundInf ? spread(m.foundInf, shape) : param];
      const write = writer(backend, operands, hyper, m, FOUND_INF);
      // the buffer reads the parameter (weight decay) and the raw gradient, so it goes first
      if (m.momentum) write(newBuf(m), BUF);
      write(newParam(m), PARAM);
      if (m.gradScale) write(unscaled(m, GRAD, SCALE), GRAD);
    }
    return params[0]!;
  },
});
