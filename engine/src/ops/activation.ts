/**
 * The torch.nn activations beyond relu/sigmoid/tanh. Each is one pointwise declaration whose float32 forms
 * follow PyTorch's CPU kernel: the vectorised body runs SLEEF's functions, the scalar tail the C library's, and
 * every step rounds to float32 as its kernels do.
 */
import type { Expr, Intrinsic } from '../ir/expr.ts';
import { abs, add, call, div, gt, isNaN, le, lt, max, min, mul, neg, round32, select, sub } from '../ir/build.ts';
import { fusedMulAdd } from '../ir/fused.ts';
import { expd } from '../numerics/sleef-f64-ir.ts';
import * as sleef from '../numerics/sleef-ir.ts';
import { cLibrary } from './c-library.ts';
import { convertTo, floatOnly, noBool, pointwise, scalarIn, type KernelContext } from './pointwise.ts';
import type { PyScalar } from './schema.ts';

export type Fn = (x: Expr) => Expr;
/** The maths a kernel form calls: r rounds a step to the compute dtype. */
export interface Library { readonly r: Fn; readonly exp: Fn; readonly log1p: Fn; readonly tanh: Fn }

/** The C library's functions, as a kernel's scalar tail calls them. */
export const libm = (k: KernelContext): Library => {
  const via = (fn: Intrinsic): Fn => (x) => k.r(cLibrary(k.compute, fn, x));
  return { r: k.r, exp: via('exp'), log1p: via('log1p'), tanh: via('tanh') };
};
/** Vectorized<float>'s SLEEF functions, as a float32 kernel's vectorised body calls them. */
export const SLEEF: Library = {
  r: round32, exp: sleef.expf, log1p: (x) => call('log1pf', x), tanh: sleef.tanhf,
};
/** Vectorized<double>'s SLEEF (no kernel here runs its float64 tanh: that slot keeps the C library's). */
const SLEEF64: Library = { r: (x) => x, exp: expd, log1p: (x) => call('log1pd', x), tanh: (x) => call('tanh', x) };
/** The library of a kernel whose every element goes through Vectorized (its tail as a partial vector). */
const vectorised = (k: KernelContext): Library =>
  (k.compute.name === 'float32' ? SLEEF : k.compute.name === 'float64' ? SLEEF64 : libm(k));

/** One activation: `form` builds the element's IR from the op's arguments and a maths library. */
function activation(schema: string, kernelName: string, form: (lib: Library, k: KernelContext) => Fn): void {
  pointwise({
    schema, dtype: 'promote', check: floatOnly(kernelName), nn: true,
    kernel: (k) => form(libm(k), k)(k.x[0]!),
    vec: (k) => (k.compute.name === 'float32' ? form(SLEEF, k)(k.x[0]!) : undefined),
  });
}
export const scalar = (k: KernelContext, name: string) => scalarIn(k.args[name] as PyScalar, k.compute);
/** a * b + c as the compiled kernel computes it: GCC fuses a product feeding a sum into one rounding (float32's
 * evaluation in float64 rounds once too). */
export const mad = (k: KernelContext, a: Expr, b: Expr | number, c: Expr | number): Expr =>
  (k.compute.name === 'float64' ? fusedMulAdd(a, b, c, false) : k.r(add(mul(a, b), c)));

/** GELU's tanh form's constants, sqrt(2/pi) and 0.044715, in the compute dtype as its kernel holds them. */
export function geluTanhConstants(k: KernelContext): { beta: number; kappa: number } {
  const beta = Math.SQRT2 * 1.12837916709551257390 * 0.5, kappa = 0.044715;
  return k.compute.name === 'float64' ? { beta, kappa } : { beta: Math.fround(beta), kappa: Math.fround(kappa) };
}
/** sqrt(2/pi) * (x + 0.044715 x^3), as GeluKernelImpl and its backward compute it. */
export function geluTanhInner(k: KernelContext, x: Expr): Expr {
  const { beta, kappa } = geluTanhConstants(k);
  return k.r(mul(beta, mad(k, k.scalar(kappa), k.r(mul(k.r(mul(x, x)), x)), x)));
}

const geluForm = (lib: Library, k: KernelContext): Fn => (x) => {
  if (k.args['approximate'] === 'tanh') return lib.r(mul(lib.r(mul(0.5, x)), lib.r(add(1, lib.tanh(geluTanhInner(k, x))))));
  return k.compute.name === 'float32' ? call('geluErf', x) : mul(mul(x, 0.5), add(1, call('erf', mul(x, Math.SQRT1_2))));
};
pointwise({
  // x * Phi(x), Phi the standard normal CDF, as GELU(approximate='none'); float32 runs oneDNN's kernel, as PyTorch
  // does. The tanh form runs ATen's own kernel.
  schema: 'gelu(Tensor self, *, str approximate="none") -> Tensor', dtype: 'promote', check: floatOnly('GeluKernelImpl'),
  kernel: (k) => geluForm(libm(k), k)(k.x[0]!),
  vec: (k) => (k.compute.name === 'float32' && k.args['approximate'] === 'tanh' ? geluForm(SLEEF, k)(k.x[0]!) : undefined),
});

activation('silu(Tensor self) -> Tensor', 'silu_cpu', ({ r, exp }) => (x) => r(div(x, r(add(1, exp(neg(x)))))));

activation('mish(Tensor self) -> Tensor', 'mish_cpu', ({ r, exp, log1p, tanh }) => (x) => r(mul(x, tanh(log1p(exp(x))))));

activation(
  'softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor', 'softplus_cpu', (lib, k) => {
    const beta = k.scalar(scalar(k, 'beta')), threshold = k.scalar(scalar(k, 'threshold'));
    return (x) => {
      const bx = lib.r(mul(x, beta));
      return select(gt(bx, threshold), x, lib.r(div(lib.log1p(lib.exp(bx)), beta)));
    };
  });

// -(max(-x, 0) + log1p(exp(-|x|))) on Vectorized for every element, the tail as a partial vector
const logSigmoid = ({ r, exp, log1p }: Library): Fn => (x) => r(sub(min(x, 0), log1p(exp(neg(abs(x))))));
pointwise({
  schema: 'log_sigmoid(Tensor self) -> Tensor', dtype: 'promote', check: floatOnly('log_sigmoid_cpu'), nn: true,
  kernel: (k) => logSigmoid(vectorised(k))(k.x[0]!),
});

/**
 * log_sigmoid's backward as PyTorch's kernel: (max_deriv - sign * b / (1 + b)) * grad, where b = exp(-|x|) is the
 * buffer the forward kernel kept (recomputed here with the forward's maths: SLEEF on every element), max_deriv 1 and
 * sign 1 for a negative x, else 0 and -1.
 */
const logSigmoidGrad = ({ r, exp }: Library, [g, x]: readonly Expr[]): Expr => {
  const b = exp(neg(abs(x!)));
  const negative = lt(x!, 0);
  const ratio = r(div(b, r(add(1, b))));
  return r(mul(r(sub(select(negative, 1, 0), mul(select(negative, 1, -1), ratio))), g!));
};
pointwise({
  schema: 'log_sigmoid_backward(Tensor grad_output, Tensor self) -> Tensor', dtype: 'promote', inplace: false, nn: true,
  check: floatOnly('log_sigmoid_backward_cpu'),
  kernel: (k) => logSigmoidGrad(vectorised(k), k.x),
});

// elu(x) = x * scale for x > 0, else (exp(x * input_scale) - 1) * alpha * scale; selu and celu pick the constants
const eluForm = ({ r, exp }: Library, k: KernelContext): Fn => {
  const scale = scalar(k, 'scale');
  const negcoef = k.scalar(k.compute.name === 'float64' ? scalar(k, 'alpha') * scale : Math.fround(scalar(k, 'alpha') * scale));
  const negiptcoef = k.scalar(scalar(k, 'input_scale')), s = k.scalar(scale);
  return (x) => select(le(x, 0), r(mul(r(sub(exp(r(mul(x, negiptcoef))), 1)), negcoef)), r(mul(x, s)));
};
activation('elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor', 'elu_cpu', eluForm);
activation('celu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor', 'elu_cpu', eluForm);

activation('hardswish(Tensor self) -> Tensor', 'hardswish_cpu', ({ r }) =>
  (x) => r(div(r(mul(x, min(max(r(add(x, 3)), 0), 6))), 6)));
activation('hardsigmoid(Tensor self) -> Tensor', 'hardsigmoid_cpu', ({ r }) =>
  (x) => r(div(min(max(r(add(x, 3)), 0), 6), 6)));

pointwise({
  schema: 'hardtanh(Tensor self, Scalar min_val=-1, Scalar max_val=1) -> Tensor', dtype: 'promote', nn: true,
  kernel: (k) => {
    const lo = scalar(k, 'min_val'), hi = scalar(k, 'max_val');
    const [low, high] = k.compute.category === 'float' ? [lo, hi] : [Math.trunc(lo), Math.trunc(hi)];
    const x = k.x[0]!;
    return select(isNaN(x), x, min(max(x, k.scalar(low)), k.scalar(high)));
  },
});

pointwise({
  // x <= threshold ? value : x, both scalars converted to the tensor's dtype first (a nan x is kept)
  schema: 'threshold(Tensor self, Scalar threshold, Scalar value) -> Tensor', dtype: 'promote', nn: true,
  check: noBool('threshold_cpu'),
  kernel: (k) => {
    const at = (name: string) => k.scalar(convertTo(k.compute, (k.args[name] as PyScalar).value));
    const x = k.x[0]!;
    return select(le(x, at('threshold')), at('value'), x);
  },
});
