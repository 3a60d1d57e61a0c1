/**
 * The backward kernels of the torch.nn activations (ATen's Activation.cpp), each an op of its own as in PyTorch: a
 * gradient rounds as PyTorch's kernel rounds it (float32: SLEEF in the vectorised body, the C library in the scalar
 * tail, every step rounded to float32; GCC fuses a product feeding a sum into one multiply-add), masked elements
 * are +0 whatever the sign of the incoming gradient, and a create_graph pass differentiates the kernel itself.
 */
import type { Expr } from '../ir/expr.ts';
import { add, and, call, div, ge, gt, le, lt, mul, neg, or, round32, select, sub } from '../ir/build.ts';
import { SLEEF, geluTanhConstants, geluTanhInner, libm, mad, scalar, type Library } from './activation.ts';
import { floatOnly, pointwise, type KernelContext } from './pointwise.ts';

/** Which of PyTorch's two loops computes an element: the vectorised body or the scalar tail. */
type Loop = 'vec' | 'scalar';

/** One backward kernel of (grad, self): `form` builds an element from a maths library and the loop running it. */
function backward(schema: string, kernelName: string | null,
  form: (lib: Library, k: KernelContext, g: Expr, x: Expr, loop: Loop) => Expr,
  vectorised: (k: KernelContext) => boolean = (k) => k.compute.name === 'float32'): void {
  pointwise({
    schema, dtype: 'promote', inplace: false, nn: true, ...(kernelName ? { check: floatOnly(kernelName) } : {}),
    kernel: (k) => form(libm(k), k, k.x[0]!, k.x[1]!, 'scalar'),
    vec: (k) => (vectorised(k) ? form(SLEEF, k, k.x[0]!, k.x[1]!, 'vec') : undefined),
  });
}

/** 1 / (1 + e^-x), as silu's and mish's backward kernels compute the sigmoid. */
const sigmoidOf = ({ r, exp }: Library, x: Expr) => r(div(1, r(add(1, exp(neg(x))))));

// x > 0: grad * scale; else grad * input_scale * alpha * scale * e^(x * input_scale), or, reading the result y,
// grad * input_scale * (y + alpha * scale); alpha * scale is a product in the compute dtype
backward(
  'elu_backward(Tensor grad_output, Scalar alpha, Scalar scale, Scalar input_scale, bool is_result, Tensor self_or_result) -> Tensor',
  'elu_backward_cpu', ({ r, exp }, k, g, b, loop) => {
    const product = scalar(k, 'alpha') * scalar(k, 'scale');
    const negcoef = k.scalar(k.compute.name === 'float64' ? product : Math.fround(product));
    const inputScale = k.scalar(scalar(k, 'input_scale'));
    const positive = r(mul(g, k.scalar(scalar(k, 'scale'))));
    const negative = k.args['is_result']
      ? r(mul(r(mul(g, inputScale)), r(add(b, negcoef))))
      : r(mul(r(mul(r(mul(g, inputScale)), negcoef)), exp(r(mul(b, inputScale)))));
    // the vectorised body blends on b > 0, the scalar tail tests b <= 0: they differ only at NaN
    return loop === 'vec' ? select(gt(b, 0), positive, negative) : select(le(b, 0), negative, positive);
  });

backward('hardtanh_backward(Tensor grad_output, Tensor self, Scalar min_val, Scalar max_val) -> Tensor',
  'hardtanh_backward_cpu', (_, k, g, x, loop) => {
    const lo = k.scalar(scalar(k, 'min_val')), hi = k.scalar(scalar(k, 'max_val'));
    return loop === 'vec' ? select(and(gt(x, lo), lt(x, hi)), g, 0) : select(or(le(x, lo), ge(x, hi)), 0, g);
  });

// the kernel's one_sixth is the float 1.0f / 6.0f in every dtype
backward('hardsigmoid_backward(Tensor grad_output, Tensor self) -> Tensor', 'hardsigmoid_backward', ({ r }, _, g, x) =>
  select(and(gt(x, -3), lt(x, 3)), r(mul(g, Math.fround(1 / 6))), 0));

backward('hardswish_backward(Tensor grad_output, Tensor self) -> Tensor', 'hardswish_backward_cpu', ({ r }, _, g, x, loop) => {
  const inside = r(mul(g, r(add(r(div(x, 3)), 0.5))));
  // at x = 3 the vectorised body passes the gradient and the scalar tail scales it, as ATen's two loops do
  return select(lt(x, -3), 0, loop === 'vec' ? select(ge(x, 3), g, inside) : select(le(x, 3), inside, g));
});

backward('silu_backward(Tensor grad_output, Tensor self) -> Tensor', 'silu_backward_cpu', (lib, k, g, x) => {
  const s = sigmoidOf(lib, x);
  return lib.r(mul(lib.r(mul(g, s)), mad(k, x, lib.r(sub(1, s)), 1)));
});

backward('mish_backward(Tensor grad_output, Tensor self) -> Tensor', 'mish_backward_cpu', (lib, k, g, x) => {
  const s = sigmoidOf(lib, x);
  const t = lib.tanh(lib.log1p(lib.exp(x)));
  return lib.r(mul(g, mad(k, lib.r(mul(x, s)), mad(k, neg(t), t, 1), t)));
});

backward('softplus_backward(Tensor grad_output, Tensor self, Scalar beta, Scalar threshold) -> Tensor',
  'softplus_backward_cpu', ({ r, exp }, k, g, x) => {
    const bx = r(mul(x, k.scalar(scalar(k, 'beta'))));
    const z = exp(bx);
    return select(gt(bx, k.scalar(scalar(k, 'threshold'))), g, r(div(r(mul(g, z)), r(add(z, 1)))));
  });

// the erf form: oneDNN's backward kernel for float32, as PyTorch runs it; the tanh form: GeluBackwardKernelImpl
backward('gelu_backward(Tensor grad_output, Tensor self, *, str approximate="none") -> Tensor', null, (lib, k, g, x) => {
  if (k.args['approximate'] === 'tanh') {
    const { r } = lib, { beta, kappa } = geluTanhConstants(k);
    const t = lib.tanh(geluTanhInner(k, x));
    const left = r(mul(0.5, x)), leftDerivative = r(mul(0.5, r(add(1, t))));
    const tanhDerivative = mad(k, neg(t), t, 1);
    // only 1 - t * t fuses into a multiply-add here (as measured against PyTorch's kernel)
    const threeKappa = k.compute.name === 'float64' ? 3 * kappa : Math.fround(3 * kappa);
    const innerDerivative = r(mul(beta, r(add(1, r(mul(k.scalar(threeKappa), r(mul(x, x))))))));
    return r(mul(g, r(add(leftDerivative, r(mul(r(mul(left, tanhDerivative)), innerDerivative))))));
  }
  if (k.compute.name === 'float32') return round32(mul(g, call('geluErfDerivative', x)));
  const cdf = mul(0.5, add(1, call('erf', div(x, Math.SQRT2))));
  const pdf = div(mul(x, call('exp', mul(mul(-0.5, x), x))), Math.sqrt(2 * Math.PI));
  return mul(g, add(cdf, pdf));
}, (k) => k.compute.name === 'float32' && k.args['approximate'] === 'tanh');

// self > 0 ? grad : grad * negative_slope (self_is_result: the in-place form reads its result, the same sign)
backward('leaky_relu_backward(Tensor grad_output, Tensor self, Scalar negative_slope, bool self_is_result) -> Tensor',
  'leaky_relu_backward_cpu', ({ r }, k, g, x) => select(gt(x, 0), g, r(mul(g, k.scalar(scalar(k, 'negative_slope'))))));
