/**
 * The complex FFT along the last complex dim, as PyTorch's CPU kernel runs pocketfft: _fft_c2c_row takes and gives
 * (real, imag) pairs, transforming forward (e^-i) or backward (e^+i) and scaling by fct inside the transform as
 * ATen's normalisation does.
 */
import type { Derivative } from '../autograd/record.ts';
import type { DType } from '../dtype.ts';
import { bluePlan, execBlue, type BluePlan } from '../numerics/pocketfft-bluestein.ts';
import { complexPlan, execComplex, type ComplexPlan } from '../numerics/pocketfft-complex.ts';
import { usesBluestein } from '../numerics/pocketfft-cost.ts';
import type { Round } from '../numerics/pocketfft-real.ts';
import { fromValues, type Tensor } from '../tensor.ts';
import { defineOp, run } from './registry.ts';
import { asTensor } from './util.ts';

const roundOf = (dtype: DType): Round => (dtype.name === 'float64' ? (x) => x : Math.fround);

const plans = new Map<string, ComplexPlan | BluePlan>();

/** pocketfft_c's plan for a length: FFTPACK's, or Bluestein's where that is cheaper. */
function planFor(n: number, dtype: DType): ComplexPlan | BluePlan {
  const key = `${dtype.name}:${n}`;
  let plan = plans.get(key);
  if (!plan) {
    plans.set(key, plan = usesBluestein(n, false) ? bluePlan(n, roundOf(dtype)) : complexPlan(n, roundOf(dtype)));
  }
  return plan;
}

defineOp({
  schema: '_fft_c2c_row(Tensor self, bool forward, float fct) -> Tensor', variants: [],
  impl: (args) => {
    const self = asTensor(args['self']), fwd = args['forward'] as boolean, fct = args['fct'] as number;
    const n = self.shape[self.ndim - 2]!, values = self.values();
    const count = n ? values.length / (2 * n) : 0;
    const plan = planFor(n, self.dtype);
    const out = new Float64Array(values.length);
    for (let b = 0; b < count; b++) {
      const row = Float64Array.from(values.slice(2 * n * b, 2 * n * (b + 1)));
      if ('n2' in plan) execBlue(plan, row, fct, fwd);
      else execComplex(plan, row, fct, fwd);
      out.set(row, 2 * n * b);
    }
    return fromValues(out, self.shape, self.dtype);
  },
}).derivative = {
  // ATen's fft_c2c_backward: the transform of the other direction, with the same scale
  name: 'FftC2CBackward0', saves: [],
  grads: ({ grad, args }) => ({
    self: run('_fft_c2c_row', { self: grad, forward: !(args['forward'] as boolean), fct: args['fct']! }) as Tensor,
  }),
} satisfies Derivative;
