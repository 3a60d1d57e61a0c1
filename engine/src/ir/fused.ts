/**
 * The fused multiply-add a C compiler forms from `a * b + c` in PyTorch's CPU kernels (GCC contracts them where the
 * AVX2 build has FMA), as IR over f64 values: one rounding of the exact result, to float32 or float64.
 */
import type { Expr } from './expr.ts';
import { abs, add, and, constant, lt, mul, round32, select, sub, type Operand } from './build.ts';

const SPLIT = 134217729; // 2^27 + 1, Dekker's splitter for float64

/**
 * a * b + c rounded once. With `single`, a and b are float32 values, so their product is exact in float64 and the
 * sum rounds to float64 then float32 (a second rounding that can only matter at an exact float64 tie). Otherwise the
 * product's rounding error (Dekker's exact product) joins the float64 sum: correct but for double-rounding ties.
 */
export function fusedMulAdd(a: Expr, bOperand: Operand, cOperand: Operand, single: boolean): Expr {
  const [b, c] = [bOperand, cOperand].map((x) => (typeof x === 'number' ? constant(x) : x)) as [Expr, Expr];
  const p = mul(a, b);
  if (single) return round32(add(p, c));
  const split = (x: Expr) => {
    const scaled = mul(x, SPLIT);
    const hi = sub(scaled, sub(scaled, x));
    return { hi, lo: sub(x, hi) };
  };
  const x = split(a), y = split(b);
  const productError = add(add(add(sub(mul(x.hi, y.hi), p), mul(x.hi, y.lo)), mul(x.lo, y.hi)), mul(x.lo, y.lo));
  const s = add(p, c), v = sub(s, p);
  const sumError = add(sub(p, sub(s, v)), sub(c, v));
  const finite = and(lt(abs(p), Infinity), lt(abs(c), Infinity));
  return select(finite, add(s, add(sumError, productError)), s);
}
