/**
 * The complex FFT along the last complex dim, as PyTorch's CPU kernel runs pocketfft: _fft_c2c_row takes and gives
 * (real, imag) pairs, transforming forward (e^-i) or backward (e^+i) and scaling by fct inside the transform as
 * ATen's normalisation does. Lengths pocketfft gives to Bluestein's algorithm are summed directly in double and
 * rounded once instead.
 */
import type { Derivative } from '../autograd/record.ts';
import type { DType } from '../dtype.ts';
import { complexPlan, execComplex, type ComplexPlan } from '../numerics/pocketfft-complex.ts';
import { usesBluestein } from '../numerics/pocketfft-cost.ts';
import type { Round } from '../numerics/pocketfft-real.ts';
import { fromValues, type Tensor } from '../tensor.ts';
import { defineOp, run } from './registry.ts';
import { asTensor } from './util.ts';

const roundOf = (dtype: DType): Round => (dtype.name === 'float64' ? (x) => x : Math.fround);

const plans = new Map<string, ComplexPlan>();

function planFor(n: number, dtype: DType): ComplexPlan | null {
  if (usesBluestein(n, false)) return null;
  const key = `${dtype.name}:${n}`;
  let plan = plans.get(key);
  if (!plan) plans.set(key, plan = complexPlan(n, roundOf(dtype)));
  return plan;
}

/** One interleaved row's transform straight from the definition (the lengths FFTPACK does not take). */
function direct(row: Float64Array, fwd: boolean, fct: number, r: Round): Float64Array {
  const n = row.length / 2, out = new Float64Array(2 * n), sign = fwd ? -1 : 1;
  for (let k = 0; k < n; k++) {
    let re = 0, im = 0;
    for (let t = 0; t < n; t++) {
      const a = (sign * 2 * Math.PI * ((k * t) % n)) / n, c = Math.cos(a), s = Math.sin(a);
      re += row[2 * t]! * c - row[2 * t + 1]! * s; im += row[2 * t]! * s + row[2 * t + 1]! * c;
    }
    out[2 * k] = r(r(re) * fct); out[2 * k + 1] = r(r(im) * fct);
  }
  return out;
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
      if (plan) execComplex(plan, row, fct, fwd);
      out.set(plan ? row : direct(row, fwd, fct, roundOf(self.dtype)), 2 * n * b);
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
