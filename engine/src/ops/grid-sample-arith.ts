/**
 * The arithmetic grid_sampler's CPU kernels do, per dtype: each step rounded to float32 or float64, and the fused
 * multiply-adds the compiler forms in the vectorized 2-D kernel.
 */
import type { DType } from '../dtype.ts';
import { fma64 } from '../numerics/fma.ts';

export interface Arith {
  readonly r: (v: number) => number;
  /** a * b + c rounded once. */
  readonly fma: (a: number, b: number, c: number) => number;
}

// float32 products are exact in float64, so one rounding of the float64 sum is the fused op
const fma32 = (a: number, b: number, c: number) => Math.fround(a * b + c);

export const arithOf = (dtype: DType): Arith =>
  dtype.name === 'float64' ? { r: (v) => v, fma: fma64 } : { r: Math.fround, fma: fma32 };

/** A float as an index, as a C cast to an integer does on x86: out-of-range and NaN give the most negative one. */
export function toIndex(v: number, bits: 32 | 64): number {
  const limit = bits === 32 ? 2 ** 31 : 2 ** 63;
  return Number.isFinite(v) && v > -limit && v < limit ? Math.trunc(v) : -limit;
}

/** Round half to even (std::nearbyint, the vector round). */
export function roundEven(v: number): number {
  const r = Math.round(v);
  return r - v === 0.5 && r % 2 !== 0 ? r - 1 : r;
}
