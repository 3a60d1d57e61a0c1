/**
 * torch.special's orthogonal polynomials of x and degree n (Chebyshev T, U, V, W and their shifted forms, Hermite H
 * and He, Laguerre L, Legendre P) as PyTorch's Math.h computes them: n cast to int64, 0 below 0, closed forms at
 * the ends of the interval and (for high Chebyshev degrees inside it) through acos, else the three-term recurrence
 * run n - 1 times in the dtype's arithmetic, its multiply-subtract fused as GCC fuses it. A kernel cannot loop a
 * per-element count, so the recurrence is unrolled to the largest degree among the inputs, each element keeping
 * its value once its own count is done. None of them is differentiable.
 */
import type { Expr } from '../ir/expr.ts';
import { abs, add, and, call, constant, div, eq, gt, lt, mul, ne, neg, rem, select, sub, trunc } from '../ir/build.ts';
import type { Tensor } from '../tensor.ts';
import { pointwise, type KernelContext } from './pointwise.ts';
import { defineOp, run } from './registry.ts';
import { fma } from './special-series.ts';

/** One step of a recurrence: the next value from the last two (p, then q) at the step's index i (from 1). */
type Step = (i: number, p: Expr, q: Expr) => Expr;

/** The recurrence from 1 and q0, unrolled `steps - 1` times, each element stopping after n - 1 steps. */
function recurrence(n: Expr, steps: number, q0: Expr, step: Step): Expr {
  let p = constant(1), q = q0;
  for (let i = 1; i < steps; i++) {
    const active = lt(i, n);
    [p, q] = [select(active, q, p), select(active, step(i, p, q), q)];
  }
  return q;
}

/** What a polynomial's kernel is written against: x, the degree as the int64 Math.h casts it to, the unroll count. */
interface Degree { readonly k: KernelContext; readonly x: Expr; readonly n: Expr; readonly steps: number }

const even = (n: Expr) => eq(rem(n, 2), 0);
/** An int64 expression of n returned as the dtype's value. */
const held = (d: Degree, e: Expr) => d.k.r(e);
const signed = (d: Degree, v: Expr) => select(even(d.n), v, neg(v));

/**
 * A polynomial of degree n in x: 0 for negative n, then each (condition, value) in turn, then 1 at degree 0 and
 * the recurrence beyond.
 */
function polynomial(d: Degree, cases: readonly (readonly [Expr, Expr])[], q1: Expr, step: Step): Expr {
  let value = select(eq(d.n, 0), 1, recurrence(d.n, d.steps, q1, step));
  for (const [condition, result] of [...cases].reverse()) value = select(condition, result, value);
  return select(lt(d.n, 0), 0, value);
}

/**
 * The four Chebyshev kinds at y (x, or 2x - 1 for the shifted forms): the degree-1 value, the values at y = 1 and
 * y = -1, and the closed form through theta = acos(y) used above a degree threshold inside (-1, 1).
 */
interface Chebyshev {
  readonly q1: (d: Degree, y: Expr) => Expr;
  readonly atOne: (d: Degree) => Expr;
  readonly atMinusOne: (d: Degree) => Expr;
  readonly closed: (d: Degree, y: Expr, theta: Expr, shifted: boolean) => Expr;
  readonly threshold: number;
  readonly shiftedThreshold: number;
}

const libm = (k: KernelContext, fn: 'cos' | 'sin' | 'acos', x: Expr) => k.r(call(fn, x));
const nPlus = (d: Degree, v: number) => held(d, add(d.n, v));
const twoNPlusOne = (d: Degree) => held(d, add(add(d.n, d.n), 1));

const CHEBYSHEV: Readonly<Record<'t' | 'u' | 'v' | 'w', Chebyshev>> = {
  t: {
    q1: (_, y) => y, atOne: () => constant(1), atMinusOne: (d) => signed(d, constant(1)),
    closed: ({ k, n }, _, theta) => libm(k, 'cos', k.r(mul(n, theta))),
    threshold: 6, shiftedThreshold: 6,
  },
  u: {
    q1: ({ k }, y) => k.r(add(y, y)), atOne: (d) => nPlus(d, 1), atMinusOne: (d) => signed(d, nPlus(d, 1)),
    closed: (d, y, theta) => {
      const { k } = d;
      const angle = k.r(mul(nPlus(d, 1), theta));
      const sinTheta = libm(k, 'sin', theta);
      return select(ne(sinTheta, 0), k.r(div(libm(k, 'sin', angle), sinTheta)),
        k.r(div(k.r(mul(nPlus(d, 1), libm(k, 'cos', angle))), y)));
    },
    threshold: 8, shiftedThreshold: 6,
  },
  v: {
    q1: ({ k }, y) => k.r(sub(k.r(add(y, y)), 1)), atOne: () => constant(1), atMinusOne: (d) => signed(d, twoNPlusOne(d)),
    closed: (d, _, theta) => {
      const { k } = d;
      const half = k.r(div(theta, 2));
      return select(ne(libm(k, 'sin', half), 1),
        k.r(div(libm(k, 'cos', k.r(mul(nPlus(d, 0.5), theta))), libm(k, 'cos', half))), signed(d, twoNPlusOne(d)));
    },
    threshold: 8, shiftedThreshold: 6,
  },
  w: {
    q1: ({ k }, y) => k.r(add(k.r(add(y, y)), 1)), atOne: (d) => twoNPlusOne(d), atMinusOne: (d) => signed(d, constant(1)),
    closed: (d, y, theta, shifted) => {
      const { k } = d;
      const half = k.r(div(theta, 2));
      // where the half angle's cosine rounds to 1 the unshifted form still tells y > 0 apart; the shifted does not
      const edge = shifted ? signed(d, constant(1)) : select(gt(y, 0), twoNPlusOne(d), signed(d, constant(1)));
      return select(ne(libm(k, 'cos', half), 1),
        k.r(div(libm(k, 'sin', k.r(mul(nPlus(d, 0.5), theta))), libm(k, 'sin', half))), edge);
    },
    threshold: 8, shiftedThreshold: 4,
  },
};

function chebyshev(d: Degree, kind: Chebyshev, shifted: boolean): Expr {
  const { k, x, n } = d;
  const y = shifted ? k.r(sub(k.r(add(x, x)), 1)) : x;
  const twoY = k.r(add(y, y));
  const inside = and(gt(n, shifted ? kind.shiftedThreshold : kind.threshold), lt(abs(y), 1));
  return polynomial(d, [
    [eq(x, 1), kind.atOne(d)],
    [eq(x, shifted ? 0 : -1), kind.atMinusOne(d)],
    [inside, kind.closed(d, y, libm(k, 'acos', y), shifted)],
  ], kind.q1(d, y), (_, p, q) => fma(k, twoY, q, neg(p)));
}

/** i p for the recurrences' k * p terms: the int64 times the dtype's value, rounded. */
const times = (d: Degree, i: number, p: Expr) => d.k.r(mul(i, p));

const POLYNOMIALS: Readonly<Record<string, (d: Degree) => Expr>> = {
  chebyshev_polynomial_t: (d) => chebyshev(d, CHEBYSHEV.t, false),
  chebyshev_polynomial_u: (d) => chebyshev(d, CHEBYSHEV.u, false),
  chebyshev_polynomial_v: (d) => chebyshev(d, CHEBYSHEV.v, false),
  chebyshev_polynomial_w: (d) => chebyshev(d, CHEBYSHEV.w, false),
  shifted_chebyshev_polynomial_t: (d) => chebyshev(d, CHEBYSHEV.t, true),
  shifted_chebyshev_polynomial_u: (d) => chebyshev(d, CHEBYSHEV.u, true),
  shifted_chebyshev_polynomial_v: (d) => chebyshev(d, CHEBYSHEV.v, true),
  shifted_chebyshev_polynomial_w: (d) => chebyshev(d, CHEBYSHEV.w, true),
  hermite_polynomial_h: (d) => {
    const twoX = d.k.r(add(d.x, d.x));
    return polynomial(d, [], twoX, (i, p, q) => fma(d.k, twoX, q, neg(times(d, 2 * i, p))));
  },
  hermite_polynomial_he: (d) => polynomial(d, [], d.x, (i, p, q) => fma(d.k, d.x, q, neg(times(d, i, p)))),
  laguerre_polynomial_l: (d) => {
    const { k, x } = d;
    const oneMinusX = k.r(sub(1, x));
    return polynomial(d, [[eq(x, 0), constant(1)]], oneMinusX,
      (i, p, q) => k.r(div(fma(k, k.r(add(2 * i, oneMinusX)), q, neg(times(d, i, p))), i + 1)));
  },
  legendre_polynomial_p: (d) => {
    const { k, x } = d;
    return polynomial(d, [[eq(abs(x), 1), select(gt(x, 0), 1, signed(d, constant(1)))]], x,
      (i, p, q) => k.r(div(fma(k, k.r(mul(2 * i + 1, x)), q, neg(times(d, i, p))), i + 1)));
  },
};

/** The largest degree among n's elements, as the int64 Math.h casts it to: how far the recurrence must unroll. */
function degreeBound(n: Tensor): number {
  if (n.numel === 0) return 0;
  const largest = n.wrappedNumber ? n : run('max_all', { self: n }) as Tensor;
  const value = Math.trunc(Number(largest.dtype.load(largest.storage.data, largest.offset)));
  return Number.isFinite(value) ? Math.max(value, 0) : 0;
}

for (const [name, formula] of Object.entries(POLYNOMIALS)) {
  pointwise({
    schema: `_special_${name}(Tensor x, Tensor n, int steps) -> Tensor`, dtype: 'float', inplace: false, nn: true,
    kernel: (k) => formula({ k, x: k.x[0]!, n: trunc(k.x[1]!), steps: k.args['steps'] as number }),
  });
  defineOp({
    schema: `special_${name}(Tensor x, Tensor n) -> Tensor`, variants: [],
    impl: (args) => run(`_special_${name}`, { ...args, steps: degreeBound(args['n'] as Tensor) }),
  });
}
