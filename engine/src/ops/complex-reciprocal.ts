/**
 * 1 / z of a complex tensor given as its parts, as reciprocal's kernel computes it over the complex elements: its
 * vectorised body takes (re, -im) / (re^2 + im^2) (Vectorized<complex>::reciprocal), its scalar tail c10::complex's
 * Smith division of 1 by z, scaled by the larger part (the multiply-adds fused as GCC contracts them). Internal:
 * neither torch.name nor a method; the Python layer forms the complex result from the two parts.
 */
import type { Expr } from '../ir/expr.ts';
import { abs, add, and, div, eq, ge, mul, neg, select } from '../ir/build.ts';
import { fusedMulAdd } from '../ir/fused.ts';
import { pointwise, type KernelContext } from './pointwise.ts';

/** Smith's 1 / (c + di), as c10::complex divides a + bi with a = 1, b = 0: the real part, or the imaginary. */
function smith(k: KernelContext, c: Expr, d: Expr, imaginary: boolean): Expr {
  const { r } = k, single = k.compute.name !== 'float64';
  const fma = (x: Expr, y: number, z: number) => fusedMulAdd(x, y, z, single);
  // |c| >= |d|: rat = d / c, scl = 1 / (c + d rat), (a + b rat) scl + i (b - a rat) scl
  const ratC = r(div(d, c)), sclC = r(div(1, fusedMulAdd(d, ratC, c, single)));
  // otherwise: rat = c / d, scl = 1 / (d + c rat), (a rat + b) scl + i (b rat - a) scl
  const ratD = r(div(c, d)), sclD = r(div(1, fusedMulAdd(c, ratD, d, single)));
  // both parts zero: a / |c| + i b / |d|, an infinity and a NaN
  const zero = and(eq(c, 0), eq(d, 0));
  const wide = ge(abs(c), abs(d));
  if (!imaginary) {
    return select(zero, r(div(1, abs(c))), select(wide, r(mul(fma(ratC, 0, 1), sclC)), r(mul(fma(ratD, 1, 0), sclD))));
  }
  return select(zero, r(div(0, abs(d))), select(wide, r(mul(fma(ratC, -1, 0), sclC)), r(mul(fma(ratD, 0, -1), sclD))));
}

/** The vectorised body's part: (re or -im) / (re^2 + im^2), the squares summed as the horizontal add does. */
const bodyPart = ({ r }: KernelContext, c: Expr, d: Expr, imaginary: boolean) =>
  r(div(imaginary ? neg(d) : c, r(add(r(mul(c, c)), r(mul(d, d))))));

for (const imaginary of [false, true]) {
  pointwise({
    schema: `_complex_reciprocal_${imaginary ? 'imag' : 'real'}(Tensor real, Tensor imag) -> Tensor`, dtype: 'promote',
    inplace: false, nn: true, pairs: true,
    kernel: (k) => smith(k, k.x[0]!, k.x[1]!, imaginary),
    vec: (k) => bodyPart(k, k.x[0]!, k.x[1]!, imaginary),
  });
}
