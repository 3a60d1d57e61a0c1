/**
 * cdist's own kernels (CdistBackward0), as ATen's Distance.cpp and its CPU distance kernels compute them: the
 * distances fold |x1 - x2| one column at a time in the dtype; each input's gradient adds, one row of the other input
 * at a time, the kernel's per-element term in vector arithmetic (SLEEF's powf for powers).
 */
import type { Backend } from '../backend.ts';
import type { Expr } from '../ir/expr.ts';
import { abs, and, call, ceil, div, eq, input, lt, min, mul, or, round32, select, sub } from '../ir/build.ts';
import { Tensor } from '../tensor.ts';
import { defineOp, run } from './registry.ts';
import { cdistFold, serialSum } from './reduction.ts';
import { sumTo } from '../autograd/derivatives.ts';
import { div as fdiv, mul as fmul, num, op, sub as fsub } from '../autograd/formula-ops.ts';
import { PyScalar } from './schema.ts';

const T = (name: string, args: Record<string, unknown>) => run(name, args as never) as Tensor;

/** The transpose of the last two dims (mT). */
const mT = (t: Tensor) => op('transpose', { self: t, dim0: -1, dim1: -2 });

/** The two operands over their common batch dims: x1 as (..., r1, 1, m), x2 as (..., 1, r2, m). */
function paired(x1: Tensor, x2: Tensor): [Tensor, Tensor] {
  return [T('unsqueeze', { self: x1, dim: -2 }), T('unsqueeze', { self: x2, dim: -3 })];
}

defineOp({
  schema: '_cdist_forward(Tensor x1, Tensor x2, float p, int? compute_mode) -> Tensor', variants: [],
  impl(args, backend) {
    const [a, b] = paired(args['x1'] as Tensor, args['x2'] as Tensor);
    return cdistFold(T('abs', { self: T('sub', { self: a, other: b }) }), args['p'] as number, backend);
  },
}).derivative = {
  // derivatives.yaml: each input's gradient from _cdist_backward, x2's with the roles and the result transposed
  name: 'CdistBackward0', saves: ['x1', 'x2', 'p', 'result'],
  grads: ({ grad, args, result }) => {
    const x1 = args['x1'] as Tensor, x2 = args['x2'] as Tensor, p = args['p'] as number;
    const transposed = (t: Tensor) => op('contiguous', { self: mT(t) });
    return {
      x1: () => op('_cdist_backward', { grad: op('contiguous', { self: grad }), x1, x2, p, cdist: result }),
      x2: () => op('_cdist_backward', { grad: transposed(grad), x1: x2, x2: x1, p, cdist: transposed(result) }),
    };
  },
};

/** The backward kernels' sign: -1, 0 or 1. */
const sign = (d: Expr) => select(lt(0, d), 1, select(lt(d, 0), -1, 0));

/**
 * One term of x1's gradient, for row i of x1, row j of x2 and column c: inputs are x1, x2, the gradient and the
 * distance, all at (i, j, c). Each step rounds to float32 where the tensors are float32.
 */
function term(p: number, single: boolean): Expr {
  const r = single ? round32 : (e: Expr) => e;
  const f = single ? Math.fround : (x: number) => x;
  const diff = r(sub(input(0), input(1))), grad = input(2), dist = input(3);
  // the kernel's p is a scalar_t, and so are p - 1 and p - 2
  const pow = (x: Expr, less: number) => r(call(single ? 'powf' : 'pow', x, f(f(p) - less)));
  if (p === 1) return r(mul(grad, sign(diff)));
  if (p === 2) return select(eq(dist, 0), 0, r(div(r(mul(grad, diff)), dist)));
  if (p === Infinity) {
    const off = r(sub(1, min(1, ceil(abs(r(sub(abs(diff), dist)))))));
    return r(mul(r(mul(grad, sign(diff))), off));
  }
  const below = r(div(r(mul(r(mul(sign(diff), pow(abs(diff), 1))), grad)), pow(dist, 1)));
  if (p < 2) return select(or(eq(dist, 0), and(eq(diff, 0), lt(p, 1))), 0, below);
  return select(eq(dist, 0), 0, r(div(r(mul(r(mul(diff, pow(abs(diff), 2))), grad)), pow(dist, 1))));
}

function cdistBackward(grad: Tensor, x1: Tensor, x2: Tensor, p: number, cdist: Tensor, backend: Backend): Tensor {
  const [a, b] = paired(x1, x2);
  const shape = [...cdist.shape, x1.shape[x1.ndim - 1]!];
  if (p === 0 || grad.numel === 0) return T('zeros_like', { self: x1 });
  const wide = (t: Tensor) => T('expand', { self: t, size: shape });
  const inputs = [wide(a), wide(b), wide(T('unsqueeze', { self: grad, dim: -1 })), wide(T('unsqueeze', { self: cdist, dim: -1 }))];
  const terms = Tensor.output(x1.dtype, shape);
  backend.pointwise({ body: term(p, x1.dtype.name === 'float32'), args: [] }, inputs, terms);
  return sumTo(serialSum(terms, shape.length - 2, backend), x1.shape);
}

defineOp({
  schema: '_cdist_backward(Tensor grad, Tensor x1, Tensor x2, float p, Tensor cdist) -> Tensor', variants: [],
  impl: (args, backend) => cdistBackward(args['grad'] as Tensor, args['x1'] as Tensor, args['x2'] as Tensor,
    args['p'] as number, args['cdist'] as Tensor, backend),
});

/**
 * cdist's matrix-product form of p = 2 (EuclideanDistBackward0): |a|^2 - 2ab + |b|^2 in one matmul, floored at
 * 1e-30 before the root; its gradient is _euclidean_dist_backward's, the ratio grad / result (0 where the distance
 * is) against each operand.
 */
defineOp({
  schema: '_euclidean_dist(Tensor x1, Tensor x2) -> Tensor', variants: [],
  impl(args) {
    const x1 = args['x1'] as Tensor, x2 = args['x2'] as Tensor;
    // pow(2) on a float squares by multiplying
    const squares = (t: Tensor) => op('sum', { self: fmul(t, t), dim: [-1], keepdim: true });
    const ones = (t: Tensor) => op('full_like', { self: t, fill_value: new PyScalar(1, 'int') });
    const n1 = squares(x1), n2 = squares(x2);
    const left = op('cat', { tensors: [fmul(x1, num(-2)), n1, ones(n1)], dim: -1 });
    const right = op('cat', { tensors: [x2, ones(n2), n2], dim: -1 });
    const product = op('matmul', { self: left, other: mT(right) });
    return op('sqrt', { self: op('clamp_min', { self: product, min: num(1e-30) }) });
  },
}).derivative = {
  name: 'EuclideanDistBackward0', saves: ['x1', 'x2', 'result'],
  grads: ({ grad, args, result }) => {
    const x1 = args['x1'] as Tensor, x2 = args['x2'] as Tensor;
    const ratio = op('masked_fill', { self: fdiv(grad, result), mask: op('eq', { self: result, other: num(0) }),
      value: new PyScalar(0, 'int') });
    return {
      x1: () => fsub(fmul(x1, op('sum', { self: ratio, dim: [-1], keepdim: true })), op('matmul', { self: ratio, other: x2 })),
      x2: () => fsub(fmul(x2, op('unsqueeze', { self: op('sum', { self: ratio, dim: [-2], keepdim: false }), dim: -1 })),
        op('matmul', { self: mT(ratio), other: x1 })),
    };
  },
};
