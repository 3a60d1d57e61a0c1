/**
 * The torch.nn activations beyond relu/sigmoid/tanh/gelu. Each is one pointwise declaration whose float32 forms
 * follow PyTorch's CPU kernel: the vectorised body runs SLEEF's functions, the scalar tail the C library's, and
 * every step rounds to float32 as its kernels do.
 */
import type { DType } from '../dtype.ts';
import { expf, log1pf, tanhf } from '../numerics/sleef-f32.ts';
import { floatOnly, pointwise, scalarIn, stepRound } from './pointwise.ts';
import type { BoundArgs, PyScalar } from './schema.ts';

type Fn = (x: number) => number;
/** The maths a kernel form calls: r rounds a step to the compute dtype. */
interface Library { readonly r: Fn; readonly exp: Fn; readonly log1p: Fn; readonly tanh: Fn }

const libm = (compute: DType): Library => {
  const r = stepRound(compute);
  return { r, exp: (x) => r(Math.exp(x)), log1p: (x) => r(Math.log1p(x)), tanh: (x) => r(Math.tanh(x)) };
};
const SLEEF: Library = { r: Math.fround, exp: expf, log1p: log1pf, tanh: tanhf };

/** One activation: `form` builds the elementwise function from the op's arguments and a maths library. */
function activation(schema: string, kernelName: string, form: (lib: Library, args: BoundArgs, c: DType) => Fn): void {
  pointwise({
    schema, dtype: 'promote', check: floatOnly(kernelName), nn: true,
    kernel: (args, compute) => form(libm(compute), args, compute),
    vec: (args, compute) => (compute.name === 'float32' ? form(SLEEF, args, compute) : undefined),
  });
}
const scalar = (args: BoundArgs, name: string, c: DType) => scalarIn((args[name] as PyScalar).value, c);

activation('silu(Tensor self) -> Tensor', 'silu_cpu', ({ r, exp }) => (x) => r(x / r(1 + exp(-x))));

activation('mish(Tensor self) -> Tensor', 'mish_cpu', ({ r, exp, log1p, tanh }) => (x) => r(x * tanh(log1p(exp(x)))));

activation(
  'softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor', 'softplus_cpu', (lib, args, c) => {
    const beta = scalar(args, 'beta', c), threshold = scalar(args, 'threshold', c);
    return (x) => {
      const bx = lib.r(x * beta);
      return bx > threshold ? x : lib.r(lib.log1p(lib.exp(bx)) / beta);
    };
  });

activation('log_sigmoid(Tensor self) -> Tensor', 'log_sigmoid_cpu', ({ r, exp, log1p }) =>
  (x) => r(Math.min(x, 0) - log1p(exp(-Math.abs(x)))));

// elu(x) = x * scale for x > 0, else (exp(x * input_scale) - 1) * alpha * scale; selu and celu pick the constants
const eluForm = ({ r, exp }: Library, args: BoundArgs, c: DType): Fn => {
  const scale = scalar(args, 'scale', c);
  const negcoef = r(scalar(args, 'alpha', c) * scale), negiptcoef = scalar(args, 'input_scale', c);
  return (x) => (x <= 0 ? r(r(exp(r(x * negiptcoef)) - 1) * negcoef) : r(x * scale));
};
activation('elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor', 'elu_cpu', eluForm);
activation('celu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor', 'elu_cpu', eluForm);

activation('hardswish(Tensor self) -> Tensor', 'hardswish_cpu', ({ r }) =>
  (x) => r(r(x * Math.min(Math.max(r(x + 3), 0), 6)) / 6));
activation('hardsigmoid(Tensor self) -> Tensor', 'hardsigmoid_cpu', ({ r }) =>
  (x) => r(Math.min(Math.max(r(x + 3), 0), 6) / 6));

pointwise({
  schema: 'hardtanh(Tensor self, Scalar min_val=-1, Scalar max_val=1) -> Tensor', dtype: 'promote', nn: true,
  kernel: (args, c) => {
    const lo = scalar(args, 'min_val', c), hi = scalar(args, 'max_val', c);
    const [min, max] = c.category === 'float' ? [lo, hi] : [Math.trunc(lo), Math.trunc(hi)];
    return (x) => (Number.isNaN(x) ? x : Math.min(Math.max(x, min), max));
  },
});
