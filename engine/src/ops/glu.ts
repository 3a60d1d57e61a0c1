/**
 * glu (GluBackward0): the first half of `dim` gated by the sigmoid of the second, as GatedLinearUnit.cpp's CPU
 * kernel computes a * (1 / (1 + exp(-b))), in float32 for the 16-bit floats.
 */
import { add, call, div, mul, neg, round32 } from '../ir/build.ts';
import * as sleef from '../numerics/sleef-ir.ts';
import { runtimeError } from '../errors.ts';
import { PyScalar, wrapScalar } from './schema.ts';
import { wrapDim } from '../shape.ts';
import type { Tensor } from '../tensor.ts';
import { floatOnly, pointwise } from './pointwise.ts';
import { defineOp, run } from './registry.ts';
import { asTensor } from './util.ts';

const isFloat32Compute = (name: string) => name === 'float32' || name === 'float16' || name === 'bfloat16';

pointwise({
  schema: '_glu_halves(Tensor self, Tensor other) -> Tensor', dtype: 'promote', nn: true, inplace: false,
  check: floatOnly('glu_cpu'),
  // the scalar tail calls the C library's exp; the vectorised body SLEEF's
  kernel: ({ x: [a, b], r }) => r(mul(a!, r(div(1, r(add(1, r(call('exp', neg(b!))))))))),
  vec: ({ x: [a, b], compute }) => (isFloat32Compute(compute.name) ? round32(mul(a!, sleef.sigmoidf(b!))) : undefined),
});

/** self's two halves along dim, after PyTorch's checks. */
function halves(self: Tensor, dim: number): { first: Tensor; second: Tensor; dim: number } {
  if (self.ndim === 0) throw runtimeError('glu does not support scalars because halving size must be even');
  const d = wrapDim(dim, self.ndim), n = self.shape[d]!;
  if (n % 2 !== 0) throw runtimeError(`Halving dimension must be even, but dimension ${d} is size ${n}`);
  const half = (start: number) => run('narrow', { self, dim: d, start, length: n / 2 }) as Tensor;
  return { first: half(0), second: half(n / 2), dim: d };
}

defineOp({
  schema: 'glu(Tensor self, int dim=-1) -> Tensor', variants: [],
  impl: (args) => {
    const { first, second } = halves(asTensor(args['self']), args['dim'] as number);
    return run('_glu_halves', { self: first, other: second });
  },
}).derivative = {
  name: 'GluBackward0', saves: ['self'],
  grads: ({ grad, args }) => ({ self: run('glu_backward', { grad_output: grad, self: args['self']!, dim: args['dim']! }) as Tensor }),
};

const op = (name: string, self: Tensor, other: Tensor) => run(name, { self, other }) as Tensor;
const one = () => wrapScalar(new PyScalar(1, 'int'));

/** What the gradients of both halves are built from: a, b, sigmoid(b) and sigmoid(b) * (1 - sigmoid(b)). */
function gateTerms(self: Tensor, dim: number) {
  const { first, second, dim: d } = halves(self, dim);
  const s = run('sigmoid', { self: second }) as Tensor;
  const rest = op('rsub', s, one());
  return { first, s, rest, d };
}

defineOp({
  schema: 'glu_backward(Tensor grad_output, Tensor self, int dim) -> Tensor', variants: [],
  // the kernel's order: the first half's gradient sigmoid(b) * grad, the second's (1 - sigmoid(b)) * sigmoid(b) * a
  // * grad, each step rounded
  impl: (args) => {
    const grad = asTensor(args['grad_output']);
    const { first, s, rest, d } = gateTerms(asTensor(args['self']), args['dim'] as number);
    return run('cat', { tensors: [op('mul', s, grad), op('mul', op('mul', op('mul', rest, s), first), grad)], dim: d });
  },
}).derivative = {
  // FunctionsManual's glu_double_backward and glu_double_backward_grad_output
  name: 'GluBackwardBackward0', saves: ['grad_output', 'self'],
  grads: ({ grad, args }) => {
    const gO = asTensor(args['grad_output']), self = asTensor(args['self']);
    const { first, s, rest, d } = gateTerms(self, args['dim'] as number);
    const n = first.shape[d]!;
    const part = (t: Tensor, start: number) => run('narrow', { self: t, dim: d, start, length: n }) as Tensor;
    const gradOutput = () => {
      const ones = run('ones_like', { self: gO }) as Tensor;
      const tmp = op('mul', grad, run('glu_backward', { grad_output: ones, self, dim: d }) as Tensor);
      return op('add', part(tmp, 0), part(tmp, n));
    };
    const gradSelf = () => {
      const sigOneSubSig = op('mul', s, rest);
      const [ggFirst, ggSecond] = [part(grad, 0), part(grad, n)];
      const secondOrder = op('sub', op('mul', sigOneSubSig, rest), op('mul', s, sigOneSubSig));
      const gIFirst = op('mul', op('mul', ggSecond, gO), sigOneSubSig);
      const gISecond = op('add', op('mul', op('mul', op('mul', ggSecond, first), gO), secondOrder),
        op('mul', op('mul', ggFirst, gO), sigOneSubSig));
      return run('cat', { tensors: [gIFirst, gISecond], dim: d }) as Tensor;
    };
    return { grad_output: gradOutput, self: gradSelf };
  },
};
