/**
 * The series evaluations torch.special's kernels share, as IR rounded to the compute dtype step by step: Cephes'
 * polevl and chbevl over PyTorch's coefficient tables, with multiply-adds contracted as PyTorch's build does.
 */
import type { Expr } from '../ir/expr.ts';
import { add, constant, mul, sub } from '../ir/build.ts';
import type { KernelContext } from './pointwise.ts';

/** A coefficient as the kernel's dtype holds it: PyTorch's tables are `static const T[]`. */
export const coefficient = (k: KernelContext, v: number) => constant(k.compute.name === 'float64' ? v : Math.fround(v));

/**
 * a * b + c rounded once, as GCC contracts it in PyTorch's AVX2 kernels: exact for float32 (the product of two
 * float32 values is exact in float64); float64 rounds the product too, for want of a fused operation.
 */
export const fma = (k: KernelContext, a: Expr, b: Expr, c: Expr) => k.r(add(mul(a, b), c));

/** chbevl: the Chebyshev series sum' c[i] T_i(x/2), by Clenshaw's recurrence over the table (highest order first). */
export function chbevl(k: KernelContext, x: Expr, table: readonly number[]): Expr {
  let b0 = coefficient(k, table[0]!), b1: Expr = constant(0), b2: Expr = constant(0);
  for (let i = 1; i < table.length; i++) {
    b2 = b1;
    b1 = b0;
    b0 = k.r(add(fma(k, x, b1, k.r(sub(0, b2))), coefficient(k, table[i]!)));
  }
  return k.r(mul(0.5, k.r(sub(b0, b2))));
}

/** polevl: the polynomial with coefficients `table` (highest degree first) at x, by Horner's rule. */
export function polevl(k: KernelContext, x: Expr, table: readonly number[]): Expr {
  return table.slice(1).reduce((acc: Expr, c) => fma(k, acc, x, coefficient(k, c)), coefficient(k, table[0]!));
}
