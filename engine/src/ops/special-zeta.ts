/**
 * The Hurwitz zeta function and polygamma as PyTorch's CPU kernels compute them: zeta through the numerics
 * library's routine (in double for every dtype, as Math.h accumulates), polygamma of order 0 as digamma, of order 1
 * as Math.h's trigamma step by step, and of higher order n as (-1)^(n+1) n! zeta(n + 1, x).
 */
import type { Expr } from '../ir/expr.ts';
import { add, call, constant, div, lt, mul, neg, select, sub } from '../ir/build.ts';
import { runtimeError } from '../errors.ts';
import { cLibrary } from './c-library.ts';
import { pointwise, type KernelContext } from './pointwise.ts';
import { fma } from './special-series.ts';

pointwise({
  schema: 'special_zeta(Tensor self, Tensor other) -> Tensor', dtype: 'float', inplace: false, nn: true,
  kernel: (k) => k.r(call('zeta', k.x[0]!, k.x[1]!)),
});

/** The dtype's value of a constant PyTorch's kernel folds in that dtype's arithmetic. */
const held = (k: KernelContext, v: number) => constant(k.compute.name === 'float64' ? v : Math.fround(v));

/**
 * trigamma: the reflection below 1/2, six steps of the recurrence, then the asymptotic series, each operation in
 * the dtype (float32's pi and its square as float32 constants), the series' multiply-adds contracted.
 */
function trigamma(k: KernelContext, input: Expr): Expr {
  const { r } = k;
  const pi = k.compute.name === 'float64' ? Math.PI : Math.fround(Math.PI);
  const reflected = lt(input, 0.5);
  const sinPiX = r(cLibrary(k.compute, 'sin', r(mul(pi, input))));
  let result: Expr = select(reflected, r(sub(0, r(div(held(k, pi * pi), r(mul(sinPiX, sinPiX)))))), 0);
  let x: Expr = select(reflected, r(sub(1, input)), input);
  for (let i = 0; i < 6; i++) {
    result = r(add(result, r(div(1, r(mul(x, x))))));
    x = r(add(x, 1));
  }
  const ixx = r(div(1, r(mul(x, x))));
  const tail = fma(k, neg(ixx), held(k, 1 / 42), held(k, 1 / 30));
  const series = fma(k, ixx, fma(k, neg(ixx), tail, held(k, 1 / 6)), r(add(1, r(div(1, r(mul(2, x)))))));
  result = r(add(result, r(div(series, x))));
  return select(reflected, neg(result), result);
}

/** n! as glibc's lgamma and exp give it back: exp(log n!) rounded to the dtype at each step. */
function factorial(k: KernelContext, n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  const round = k.compute.name === 'float64' ? (v: number) => v : Math.fround;
  return round(Math.exp(round(Math.log(f))));
}

pointwise({
  schema: 'polygamma(int n, Tensor self) -> Tensor', dtype: 'float',
  inplaceSchema: 'polygamma_(Tensor self, int n) -> Tensor',
  kernel: (k) => {
    const n = k.args['n'] as number;
    // the order is part of the kernel's signature, so this runs for every call with a new n, before any launch
    if (n < 0) throw runtimeError('polygamma(n, x) does not support negative n.');
    const x = k.x[0]!;
    if (n === 0) return call(k.compute.name === 'float64' ? 'digamma64' : 'digamma32', x);
    if (n === 1) return trigamma(k, x);
    const scale = (n % 2 ? 1 : -1) * factorial(k, n);
    return k.r(mul(held(k, scale), k.r(call('zeta', n + 1, x))));
  },
});

