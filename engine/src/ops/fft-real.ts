/**
 * The real-input and real-output FFTs along the last dim, as PyTorch's CPU kernels run pocketfft: _fft_r2c_row
 * gives each row's non-negative frequencies as (real, imag) pairs, _fft_c2r_row the real row of n points whose
 * spectrum's non-negative half the pairs hold (their imaginary parts at 0 and n / 2 unread). fct scales the result
 * inside the transform, as ATen's normalisation does.
 */
import type { Derivative } from '../autograd/record.ts';
import type { DType } from '../dtype.ts';
import { usesBluestein } from '../numerics/pocketfft-cost.ts';
import { bluePlan, execBlueReal, type BluePlan } from '../numerics/pocketfft-bluestein.ts';
import { execReal, realPlan, type RealPlan, type Round } from '../numerics/pocketfft-real.ts';
import { numel } from '../shape.ts';
import { fromValues, Tensor } from '../tensor.ts';
import { defineOp, run } from './registry.ts';
import { asTensor } from './util.ts';

const roundOf = (dtype: DType): Round => (dtype.name === 'float64' ? (x) => x : Math.fround);

const plans = new Map<string, RealPlan | BluePlan>();

/** pocketfft_r's plan for a length: FFTPACK's, or Bluestein's where that is cheaper. */
function planFor(n: number, dtype: DType): RealPlan | BluePlan {
  const key = `${dtype.name}:${n}`;
  let plan = plans.get(key);
  if (!plan) {
    plans.set(key, plan = usesBluestein(n, true) ? bluePlan(n, roundOf(dtype)) : realPlan(n, roundOf(dtype)));
  }
  return plan;
}

function transformRow(row: Float64Array, dtype: DType, fct: number, forward: boolean): Float64Array {
  const plan = planFor(row.length, dtype);
  if ('n2' in plan) execBlueReal(plan, row, fct, forward);
  else execReal(plan, row, fct, forward);
  return row;
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
  // ATen's fft_r2c_backward: the gradient zero-padded to the full spectrum, its inverse complex transform's real part
  name: 'FftR2CBackward0', saves: ['self'],
  grads: ({ grad, args }) => {
    const n = asTensor(args['self']).shape.at(-1)!, h = grad.shape.at(-2)!;
    const lead = grad.shape.slice(0, -2);
    const zeros = fromValues(new Float64Array(numel(lead) * (n - h) * 2), [...lead, n - h, 2], grad.dtype);
    const full = run('cat', { tensors: [grad, zeros], dim: -2 }) as Tensor;
    const back = run('_fft_c2c_row', { self: full, forward: false, fct: args['fct']! }) as Tensor;
    return { self: run('select', { self: back, dim: -1, index: 0 }) as Tensor };
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
