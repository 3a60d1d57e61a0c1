/**
 * The real-input and real-output FFTs along the last dim, as PyTorch's CPU kernels run pocketfft: _fft_r2c_row
 * gives each row's non-negative frequencies as (real, imag) pairs, _fft_c2r_row the real row of n points whose
 * spectrum's non-negative half the pairs hold (their imaginary parts at 0 and n / 2 unread). fct scales the result
 * inside the transform, as ATen's normalisation does. Lengths pocketfft gives to Bluestein's algorithm (at least
 * 50 points with a large prime factor) are summed directly in double and rounded once instead.
 */
import type { Derivative } from '../autograd/record.ts';
import type { DType } from '../dtype.ts';
import { usesBluestein } from '../numerics/pocketfft-cost.ts';
import { execReal, realPlan, type RealPlan, type Round } from '../numerics/pocketfft-real.ts';
import { fromValues, Tensor } from '../tensor.ts';
import { defineOp, run } from './registry.ts';
import { asTensor } from './util.ts';

const roundOf = (dtype: DType): Round => (dtype.name === 'float64' ? (x) => x : Math.fround);

const plans = new Map<string, RealPlan>();

function planFor(n: number, dtype: DType): RealPlan | null {
  if (usesBluestein(n, true)) return null;
  const key = `${dtype.name}:${n}`;
  let plan = plans.get(key);
  if (!plan) plans.set(key, plan = realPlan(n, roundOf(dtype)));
  return plan;
}

/** One row's halfcomplex transform, straight from the definition (the lengths FFTPACK does not take). */
function directHalfcomplex(row: Float64Array, forward: boolean, r: Round): Float64Array {
  const n = row.length, out = new Float64Array(n);
  if (forward) {
    for (let k = 0; 2 * k <= n; k++) {
      let re = 0, im = 0;
      for (let t = 0; t < n; t++) {
        const a = (2 * Math.PI * ((k * t) % n)) / n;
        re += row[t]! * Math.cos(a); im -= row[t]! * Math.sin(a);
      }
      if (k === 0) out[0] = r(re);
      else if (2 * k === n) out[n - 1] = r(re);
      else { out[2 * k - 1] = r(re); out[2 * k] = r(im); }
    }
    return out;
  }
  for (let t = 0; t < n; t++) {
    let sum = row[0]!;
    for (let k = 1; 2 * k <= n; k++) {
      const a = (2 * Math.PI * ((k * t) % n)) / n;
      sum += 2 * k === n ? row[n - 1]! * Math.cos(a) : 2 * (row[2 * k - 1]! * Math.cos(a) - row[2 * k]! * Math.sin(a));
    }
    out[t] = r(sum);
  }
  return out;
}

function transformRow(row: Float64Array, dtype: DType, fct: number, forward: boolean): Float64Array {
  const plan = planFor(row.length, dtype);
  if (plan) {
    execReal(plan, row, fct, forward);
    return row;
  }
  const r = roundOf(dtype);
  return directHalfcomplex(row, forward, r).map((v) => (fct !== 1 ? r(v * fct) : v));
}

const rowsOf = (t: Tensor, width: number) => ({ values: t.values(), count: width ? t.numel / width : 0 });

defineOp({
  schema: '_fft_r2c_row(Tensor self, float fct) -> Tensor', variants: [],
  impl: (args) => {
    const self = asTensor(args['self']), fct = args['fct'] as number;
    const n = self.shape[self.ndim - 1]!, h = Math.floor(n / 2) + 1;
    const { values, count } = rowsOf(self, n);
    const out = new Float64Array(count * h * 2);
    for (let b = 0; b < count; b++) {
      const row = transformRow(Float64Array.from(values.slice(b * n, (b + 1) * n)), self.dtype, fct, true);
      const o = b * h * 2;
      out[o] = row[0]!;
      let i = 1, ii = 1;
      for (; i < n - 1; i += 2, ii++) { out[o + 2 * ii] = row[i]!; out[o + 2 * ii + 1] = row[i + 1]!; }
      if (i < n) out[o + 2 * ii] = row[i]!;
    }
    return fromValues(out, [...self.shape.slice(0, -1), h, 2], self.dtype);
  },
}).derivative = {
  // ATen's fft_r2c_backward, the zero-padded gradient's real inverse transform, is the c2r of the gradient with
  // the frequencies that stand for two halved
  name: 'FftR2CBackward0', saves: ['self'],
  grads: ({ grad, args }) => {
    const n = asTensor(args['self']).shape.at(-1)!, h = grad.shape.at(-2)!;
    const halve = Array.from({ length: h }, (_, k) => (k === 0 || 2 * k === n ? 1 : 0.5));
    const scaled = run('mul', { self: grad, other: fromValues(halve, [h, 1], grad.dtype) }) as Tensor;
    return { self: run('_fft_c2r_row', { self: scaled, n, fct: args['fct']! }) as Tensor };
  },
} satisfies Derivative;

defineOp({
  schema: '_fft_c2r_row(Tensor self, int n, float fct) -> Tensor', variants: [],
  impl: (args) => {
    const self = asTensor(args['self']), n = args['n'] as number, fct = args['fct'] as number;
    const h = self.shape[self.ndim - 2]!;
    const { values, count } = rowsOf(self, h * 2);
    const out = new Float64Array(count * n);
    for (let b = 0; b < count; b++) {
      const at = (k: number, part: number) => (k < h ? values[(b * h + k) * 2 + part]! : 0);
      const row = new Float64Array(n);
      row[0] = at(0, 0);
      let i = 1, ii = 1;
      for (; i < n - 1; i += 2, ii++) { row[i] = at(ii, 0); row[i + 1] = at(ii, 1); }
      if (i < n) row[i] = at(ii, 0);
      out.set(transformRow(row, self.dtype, fct, false), b * n);
    }
    return fromValues(out, [...self.shape.slice(0, -2), n], self.dtype);
  },
}).derivative = {
  // ATen's fft_c2r_backward: the gradient's r2c, the frequencies whose mirror images the c2r filled in doubled
  name: 'FftC2RBackward0', saves: [],
  grads: ({ grad, args }) => {
    const n = args['n'] as number, h = Math.floor(n / 2) + 1;
    const double = Array.from({ length: h }, (_, k) => (k >= 1 && k <= n - h ? 2 : 1));
    const spectrum = run('_fft_r2c_row', { self: grad, fct: args['fct']! }) as Tensor;
    return { self: run('mul', { self: spectrum, other: fromValues(double, [h, 1], grad.dtype) }) as Tensor };
  },
} satisfies Derivative;
