/**
 * Derivative formulas, one entry per differentiable op (PyTorch keeps the same table in derivatives.yaml). Each is
 * written with the engine's own ops, so with create_graph the backward pass is itself differentiable.
 */
import { CPU, deviceOf } from '../device.ts';
import { DTYPES } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { allOps, getOp, run } from '../ops/registry.ts';
import { PyScalar, elementOf, wrapScalar, type BoundArgs } from '../ops/schema.ts';
import { contiguousStrides, wrapDim } from '../shape.ts';
import { convForward, convInputGrad, convWeightGrad, geometryOf } from '../ops/conv.ts';
import { oneDnnConvBiasGrad, usesOneDnnInputGrad, usesOneDnnWeightGrad } from '../ops/conv-onednn.ts';
import { embeddingBackward } from '../ops/embedding.ts';
import { diagonalGeometry } from '../ops/views.ts';
import { Tensor } from '../tensor.ts';
import { gradMode } from './graph.ts';
import type { Derivative, GradContext, GradResult } from './record.ts';
import { op, num, add, sub, mul, div, neg, when, tensorArg, once, notImplemented } from './formula-ops.ts';

type T = Tensor;
const scale = (a: T, k: number) => mul(a, num(k));
const sigmoid = (x: T) => op('sigmoid', { self: x });
const cmp = (name: string, x: T, k: number) => op(name, { self: x, other: num(k) });
const scalarArg = (args: BoundArgs, name: string) => (args[name] as PyScalar).value;
/** derivatives.yaml's zeros_like(grad): +0 everywhere, where grad * 0 would give -0 for a negative grad. */
const zerosLike = (t: T) => op('zeros_like', { self: t });

/** Sums a broadcast gradient back down to `shape`. */
export function sumTo(g: T, shape: readonly number[]): T {
  if (g.shape.length === shape.length && g.shape.every((d, i) => d === shape[i])) return g;
  const lead = g.ndim - shape.length;
  const dims = g.shape.map((_, i) => i).filter((i) => i < lead || (shape[i - lead] === 1 && g.shape[i] !== 1));
  const summed = dims.length ? op('sum', { self: g, dim: dims, keepdim: true }) : g;
  // as at::sum_to: with no leading dims to drop, the keepdim sum has the shape already and is returned as it is
  return lead > 0 ? op('reshape', { self: summed, shape }) : summed;
}

/** The gradient of a reduction, broadcast back over the reduced dims. */
function expandBack(g: T, self: T, dims: readonly number[] | null, keepdim: boolean): T {
  let out = g;
  if (!keepdim && self.ndim > 0) {
    const reduced = (dims === null || dims.length === 0 ? self.shape.map((_, i) => i) : dims.map((d) => wrapDim(d, self.ndim)))
      .sort((a, b) => a - b);
    for (const d of reduced) out = op('unsqueeze', { self: out, dim: d });
  }
  return op('expand', { self: out, size: self.shape });
}

const dimsArg = (args: BoundArgs): number[] | null => {
  const dim = args['dim'] as number | readonly number[] | null;
  return dim === null ? null : typeof dim === 'number' ? [dim] : [...dim];  // prod takes one dim, the others lists
};
const countOf = (self: T, dims: readonly number[] | null) =>
  dims === null || dims.length === 0 ? self.numel : dims.reduce((n, d) => n * self.shape[wrapDim(d, self.ndim)]!, 1);

const DERIVATIVES: Record<string, Derivative> = {};
function define(names: string | readonly string[], d: Derivative): void {
  for (const n of typeof names === 'string' ? [names] : names) DERIVATIVES[n] = d;
}

const alpha = (args: BoundArgs) => (args['alpha'] as PyScalar).value;

/**
 * Python binds add, sub, mul and div only with Tensor operands, so a Python number arrives as a wrapped tensor and
 * still takes an edge (None in next_functions); it never needs a gradient, so its lazy one never runs.
 */
const BINARY_INPUTS = ['self', 'other'];

define(['add', 'add_'], {
  name: 'AddBackward0', inputs: BINARY_INPUTS,
  grads: ({ grad, args }) => {
    const a = tensorArg(args, 'self'), b = tensorArg(args, 'other');
    return {
      self: () => sumTo(grad, a.shape),
      other: () => sumTo(alpha(args) === 1 ? grad : scale(grad, alpha(args)), b.shape),
    };
  },
});
define(['sub', 'sub_'], {
  name: 'SubBackward0', inputs: BINARY_INPUTS,
  grads: ({ grad, args }) => {
    const b = tensorArg(args, 'other');
    return {
      self: () => sumTo(grad, tensorArg(args, 'self').shape),
      other: () => sumTo(scale(grad, -alpha(args)), b.shape),
    };
  },
});
// rsub.Scalar (a Python-number other) takes self's edge alone
define('rsub', {
  name: (args) => (tensorArg(args, 'other').wrappedNumber ? 'RsubBackward1' : 'RsubBackward0'),
  inputs: (args) => (tensorArg(args, 'other').wrappedNumber ? ['self'] : BINARY_INPUTS),
  grads: ({ grad, args }) => ({
    self: () => sumTo(scale(grad, -alpha(args)), tensorArg(args, 'self').shape),
    other: () => sumTo(grad, tensorArg(args, 'other').shape),
  }),
});
define(['mul', 'mul_'], {
  name: 'MulBackward0', saves: ['self', 'other'], savedFor: { self: ['other'], other: ['self'] }, inputs: BINARY_INPUTS,
  grads: ({ grad, args }) => {
    const a = tensorArg(args, 'self'), b = tensorArg(args, 'other');
    return { self: () => sumTo(mul(grad, b), a.shape), other: () => sumTo(mul(grad, a), b.shape) };
  },
});
define(['div', 'div_'], {
  name: 'DivBackward0', saves: ['self', 'other'], savedFor: { self: ['other'] }, inputs: BINARY_INPUTS,
  grads: ({ grad, args }) => {
    const a = tensorArg(args, 'self'), b = tensorArg(args, 'other');
    return {
      self: () => sumTo(div(grad, b), a.shape),
      // div_tensor_other_backward: -grad * ((self / other) / other)
      other: () => sumTo(mul(neg(grad), div(div(a, b), b)), b.shape),
    };
  },
});
// rounded division is piecewise constant: zero gradients (div_tensor_self_backward and _other_backward with a mode)
define('_div_rounding', {
  name: 'DivBackward2', inputs: BINARY_INPUTS,
  grads: ({ args }) => ({ self: () => zerosLike(tensorArg(args, 'self')), other: () => zerosLike(tensorArg(args, 'other')) }),
});
define('_mul_scalar', {
  name: 'MulBackward1', grads: ({ grad, args }) => ({ self: scale(grad, scalarArg(args, 'other')) }),
});
define('_div_scalar', {
  name: 'DivBackward1',
  grads: ({ grad, args }) => ({ self: op('div', { self: grad, other: num(scalarArg(args, 'other')) }) }),
});
define('_add_scalar', { name: 'AddBackward1', grads: ({ grad }) => ({ self: grad }) });
define('_sub_scalar', { name: 'SubBackward1', grads: ({ grad }) => ({ self: grad }) });
// pow.Tensor_Scalar (a Python-number exponent) takes self's edge alone; a number base still takes one
define(['pow', 'pow_'], {
  name: (args) => (tensorArg(args, 'exponent').wrappedNumber ? 'PowBackward0' : 'PowBackward1'),
  inputs: (args) => (tensorArg(args, 'exponent').wrappedNumber ? ['self'] : ['self', 'exponent']),
  // pow.Tensor_Scalar's formula reads self and the exponent alone; the result only serves a tensor exponent's gradient
  saves: (args) => (tensorArg(args, 'exponent').wrappedNumber ? ['self', 'exponent'] : ['self', 'exponent', 'result']),
  grads: ({ grad, args, result }) => {
    const a = tensorArg(args, 'self'), e = tensorArg(args, 'exponent');
    if (e.wrappedNumber) {
      // a Python-number exponent: grad * (exponent * self^(exponent - 1)), zeros for exponent 0
      const k = e.dtype.load(e.storage.data, e.offset);
      if (k === 0) return { self: zerosLike(a), exponent: null };
      return { self: mul(grad, mul(e, op('pow', { self: a, exponent: num(k - 1) }))), exponent: null };
    }
    const da = () => op('where', {
      condition: op('eq', { self: e, other: num(0) }),
      self: num(0),
      other: mul(grad, mul(e, op('pow', { self: a, exponent: sub(e, num(1)) }))),
    });
    const de = () => mul(grad, op('where', {
      condition: op('logical_and', { self: op('eq', { self: a, other: num(0) }), other: op('ge', { self: e, other: num(0) }) }),
      self: num(0), other: mul(result, op('log', { self: a })),
    }));
    return { self: () => sumTo(da(), a.shape), exponent: () => sumTo(de(), e.shape) };
  },
});
define(['addcmul', 'addcmul_'], {
  name: 'AddcmulBackward0', saves: ['tensor1', 'tensor2'], savedFor: { tensor1: ['tensor2'], tensor2: ['tensor1'] },
  grads: ({ grad, args }) => {
    const v = (args['value'] as PyScalar).value;
    const t1 = tensorArg(args, 'tensor1'), t2 = tensorArg(args, 'tensor2');
    return {
      self: () => sumTo(grad, tensorArg(args, 'self').shape),
      tensor1: () => sumTo(scale(mul(grad, t2), v), t1.shape),
      tensor2: () => sumTo(scale(mul(grad, t1), v), t2.shape),
    };
  },
});
define(['addcdiv', 'addcdiv_'], {
  name: 'AddcdivBackward0', saves: ['tensor1', 'tensor2'], savedFor: { tensor1: ['tensor2'] },
  grads: ({ grad, args }) => {
    const v = (args['value'] as PyScalar).value;
    const t1 = tensorArg(args, 'tensor1'), t2 = tensorArg(args, 'tensor2');
    return {
      self: () => sumTo(grad, tensorArg(args, 'self').shape),
      // grad * (value / tensor2) and -grad * (value * tensor1 / (tensor2 * tensor2)), a number over a tensor being
      // full_like(tensor2, value) / tensor2
      tensor1: () => sumTo(mul(grad, div(op('full_like', { self: t2, fill_value: args['value']! }), t2)), t1.shape),
      tensor2: () => sumTo(mul(neg(grad), div(scale(t1, v), mul(t2, t2))), t2.shape),
    };
  },
});
define(['neg', 'neg_'], { name: 'NegBackward0', grads: ({ grad }) => ({ self: neg(grad) }) });

/** Unary ops: f'(x) expressed from x and/or the result. */
const unaryGrad = (name: string, saves: string[], f: (g: T, x: T, y: T) => T) =>
  define([name.toLowerCase().replace('backward0', ''), `${name.toLowerCase().replace('backward0', '')}_`], {
    name, saves, grads: ({ grad, args, result }) => ({ self: f(grad, tensorArg(args, 'self'), result) }),
  });
unaryGrad('ExpBackward0', ['result'], (g, _, y) => mul(g, y));
unaryGrad('Expm1Backward0', ['result'], (g, _, y) => mul(g, add(y, num(1))));
unaryGrad('LogBackward0', ['self'], (g, x) => div(g, x));
unaryGrad('Log1PBackward0', ['self'], (g, x) => div(g, add(x, num(1))));
unaryGrad('Log2Backward0', ['self'], (g, x) => div(g, scale(x, Math.LN2)));
// derivatives.yaml's 2.3025850929940456 is a double one below ln 10's nearest (Math.LN10)
unaryGrad('Log10Backward0', ['self'], (g, x) => div(g, scale(x, 2.3025850929940456)));
// grad * result * M_LN2: the last factor a C++ double, so mul.Scalar (MulBackward1 in a create_graph graph)
unaryGrad('Exp2Backward0', ['result'], (g, _, y) => op('_mul_scalar', { self: mul(g, y), other: new PyScalar(Math.LN2, 'float') }));
unaryGrad('Deg2RadBackward0', [], (g) => scale(g, Math.PI / 180));
unaryGrad('Rad2DegBackward0', [], (g) => scale(g, 180 / Math.PI));
unaryGrad('ErfcBackward0', ['self'], (g, x) =>
  mul(g, scale(op('exp', { self: neg(mul(x, x)) }), -2 / Math.sqrt(Math.PI))));
unaryGrad('LgammaBackward0', ['self'], (g, x) => mul(g, op('digamma', { self: x })));
unaryGrad('SqrtBackward0', ['result'], (g, _, y) => div(g, scale(y, 2)));
unaryGrad('RsqrtBackward0', ['result'], (g, _, y) => mul(scale(g, -0.5), op('pow', { self: y, exponent: num(3) })));
unaryGrad('ReciprocalBackward0', ['result'], (g, _, y) => mul(neg(g), mul(y, y)));
unaryGrad('SigmoidBackward0', ['result'], (g, _, y) => op('sigmoid_backward', { grad_output: g, output: y }));
unaryGrad('TanhBackward0', ['result'], (g, _, y) => op('tanh_backward', { grad_output: g, output: y }));
// The backward kernels are differentiable ops themselves, so a create_graph gradient keeps their rounding.
define('sigmoid_backward', {
  name: 'SigmoidBackwardBackward0', saves: ['grad_output', 'output'],
  grads: ({ grad, args }) => {
    const g = tensorArg(args, 'grad_output'), y = tensorArg(args, 'output');
    return {
      grad_output: () => op('sigmoid_backward', { grad_output: grad, output: y }),
      output: () => mul(mul(grad, g), add(scale(y, -2), num(1))),
    };
  },
});
define('tanh_backward', {
  name: 'TanhBackwardBackward0', saves: ['grad_output', 'output'],
  grads: ({ grad, args }) => {
    const g = tensorArg(args, 'grad_output'), y = tensorArg(args, 'output');
    return {
      grad_output: () => op('tanh_backward', { grad_output: grad, output: y }),
      output: () => mul(grad, mul(scale(y, -2), g)),
    };
  },
});
unaryGrad('SinBackward0', ['self'], (g, x) => mul(g, op('cos', { self: x })));
unaryGrad('CosBackward0', ['self'], (g, x) => mul(g, neg(op('sin', { self: x }))));
unaryGrad('TanBackward0', ['result'], (g, _, y) => mul(g, add(num(1), mul(y, y))));
unaryGrad('SinhBackward0', ['self'], (g, x) => mul(g, op('cosh', { self: x })));
unaryGrad('CoshBackward0', ['self'], (g, x) => mul(g, op('sinh', { self: x })));
// the inverse functions' formulas as derivatives.yaml writes them (rsqrt, not a division by sqrt)
const rsqrt = (x: T) => op('rsqrt', { self: x });
const oneMinusSquare = (x: T) => add(mul(neg(x), x), num(1));
unaryGrad('AsinhBackward0', ['self'], (g, x) => mul(g, rsqrt(add(mul(x, x), num(1)))));
unaryGrad('AcoshBackward0', ['self'], (g, x) => mul(g, rsqrt(sub(mul(x, x), num(1)))));
unaryGrad('AtanhBackward0', ['self'], (g, x) => div(mul(g, num(1)), sub(num(1), mul(x, x))));
unaryGrad('FracBackward0', [], (g) => g);
unaryGrad('AsinBackward0', ['self'], (g, x) => mul(g, rsqrt(oneMinusSquare(x))));
unaryGrad('AcosBackward0', ['self'], (g, x) => mul(g, neg(rsqrt(oneMinusSquare(x)))));
unaryGrad('AtanBackward0', ['self'], (g, x) => div(g, add(num(1), mul(x, x))));
unaryGrad('AbsBackward0', ['self'], (g, x) => mul(g, op('sign', { self: x })));
unaryGrad('ReluBackward0', ['result'], (g, _, y) => op('threshold_backward', { grad_output: g, self: y, threshold: new PyScalar(0, 'int') }));
define('threshold_backward', {
  name: 'ThresholdBackwardBackward0', saves: ['self'],
  grads: ({ grad, args }) => ({
    grad_output: () => op('threshold_backward', { grad_output: grad, self: tensorArg(args, 'self'), threshold: args['threshold']! }),
    self: () => op('zeros_like', { self: grad }),
  }),
});
// (sgn_backward's formula is zero on real numbers)
for (const n of ['Sign', 'Sgn', 'Floor', 'Ceil', 'Round', 'Trunc']) unaryGrad(`${n}Backward0`, [], zerosLike);
define(['round_decimals', 'round_decimals_'], { name: 'RoundBackward1', grads: ({ grad }) => ({ self: zerosLike(grad) }) });

define(['clamp', 'clamp_'], {
  name: 'ClampBackward1', saves: ['self', 'min', 'max'],
  grads: ({ grad, args }) => {
    const x = tensorArg(args, 'self');
    let keep = op('ge', { self: x, other: x }); // true except at nan
    const lo = args['min'] as T | null, hi = args['max'] as T | null;
    if (lo) keep = op('logical_and', { self: keep, other: op('ge', { self: x, other: lo }) });
    if (hi) keep = op('logical_and', { self: keep, other: op('le', { self: x, other: hi }) });
    return { self: when(keep, grad, num(0)) };
  },
});
// derivatives.yaml's clamp_min and clamp_max: the scalar overload's node is 0, the tensor overload's 1; self takes
// the gradient where it is kept (ties included), the bound where it wins
for (const [name, bound, keep, wins] of [['clamp_min', 'min', 'ge', 'lt'], ['clamp_max', 'max', 'le', 'gt']] as const) {
  const node = name === 'clamp_min' ? 'ClampMin' : 'ClampMax';
  define([name, `${name}_`], {
    name: (args) => `${node}Backward${tensorArg(args, bound).wrappedNumber ? 0 : 1}`, saves: ['self', bound],
    grads: ({ grad, args }) => {
      const x = tensorArg(args, 'self'), limit = tensorArg(args, bound);
      const where = (cmp: string) => when(op(cmp, { self: x, other: limit }), grad, num(0));
      return { self: () => sumTo(where(keep), x.shape), [bound]: () => sumTo(where(wins), limit.shape) };
    },
  });
}
for (const [name, node, cmp] of [['fmax', 'FmaxBackward0', 'ge'], ['fmin', 'FminBackward0', 'le']] as const) {
  define(name, {
    name: node, saves: ['self', 'other'],
    grads: ({ grad, args }) => {
      // the gradient goes to the chosen side: self where it won (or other is NaN), other elsewhere
      const a = tensorArg(args, 'self'), b = tensorArg(args, 'other');
      const chose = once(() => op('logical_or', { self: op(cmp, { self: a, other: b }), other: op('isnan', { self: b }) }));
      return {
        self: () => sumTo(op('where', { condition: chose(), self: grad, other: num(0) }), a.shape),
        other: () => sumTo(op('where', { condition: chose(), self: num(0), other: grad }), b.shape),
      };
    },
  });
}
define('hypot', {
  name: 'HypotBackward0', saves: ['self', 'other', 'result'],
  grads: ({ grad, args, result }) => ({
    self: () => sumTo(div(mul(grad, tensorArg(args, 'self')), result), tensorArg(args, 'self').shape),
    other: () => sumTo(div(mul(grad, tensorArg(args, 'other')), result), tensorArg(args, 'other').shape),
  }),
});
// complex abs's AbsBackward0, grad * sgn(self): each part of the sign is the part over the abs, or 0 where that is 0
// d log|z| / d(re, im) = (re, im) / |z|^2, the real side of complex log's grad / conj(z)
define('_complex_log_abs', {
  name: 'LogBackward0', saves: ['real', 'imag'],
  grads: ({ grad, args }) => {
    const [re, im] = [tensorArg(args, 'real'), tensorArg(args, 'imag')];
    const norm = once(() => add(mul(re, re), mul(im, im)));
    return { real: () => mul(grad, div(re, norm())), imag: () => mul(grad, div(im, norm())) };
  },
});
// d atan2(im, re) / d(re, im) = (-im, re) / |z|^2, the imaginary side of complex log's grad / conj(z)
define('_complex_log_arg', {
  name: 'LogBackward0', saves: ['real', 'imag'],
  grads: ({ grad, args }) => {
    const [re, im] = [tensorArg(args, 'real'), tensorArg(args, 'imag')];
    const norm = once(() => add(mul(re, re), mul(im, im)));
    return { real: () => mul(grad, div(neg(im), norm())), imag: () => mul(grad, div(re, norm())) };
  },
});
// 1 / z's parts: d(c / |z|^2) = ((d^2 - c^2) dc - 2cd dd) / |z|^4 and d(-d / |z|^2) = (2cd dc + (d^2 - c^2) dd) / |z|^4
for (const imaginary of [false, true]) {
  define(`_complex_reciprocal_${imaginary ? 'imag' : 'real'}`, {
    name: 'ReciprocalBackward0', saves: ['real', 'imag'],
    grads: ({ grad, args }) => {
      const [c, d] = [tensorArg(args, 'real'), tensorArg(args, 'imag')];
      const norm2 = once(() => { const n = add(mul(c, c), mul(d, d)); return mul(n, n); });
      const diagonal = () => div(mul(grad, sub(mul(d, d), mul(c, c))), norm2());
      const cross = () => div(mul(grad, mul(num(imaginary ? 2 : -2), mul(c, d))), norm2());
      return imaginary ? { real: cross, imag: diagonal } : { real: diagonal, imag: cross };
    },
  });
}
define('_complex_abs', {
  name: 'AbsBackward0', saves: ['real', 'imag', 'result'],
  grads: ({ grad, args, result }) => {
    const zero = once(() => op('eq', { self: result, other: num(0) }));
    const part = (name: string) => () =>
      mul(grad, op('where', { condition: zero(), self: num(0), other: div(tensorArg(args, name), result) }));
    return { real: part('real'), imag: part('imag') };
  },
});
// abs * cos(angle) and abs * sin(angle), whose gradients PolarBackward0 sums: polar_backward's
// real(conj(grad) * result * 1j) for the angle (each part's grad times the other part, as computed forward), and its
// real(conj(grad) * sgn(result)) for the abs, here as the parts of a unit abs
for (const [part, other, sign] of [['cos', 'sin', -1], ['sin', 'cos', 1]] as const) {
  define(`_polar_${part}`, {
    name: 'PolarBackward0', saves: ['abs', 'angle'],
    grads: ({ grad, args }) => {
      const r = tensorArg(args, 'abs'), t = tensorArg(args, 'angle');
      return {
        abs: () => sumTo(mul(grad, op(`_polar_${part}`, { abs: num(1), angle: t })), r.shape),
        angle: () => sumTo(scale(mul(grad, op(`_polar_${other}`, { abs: r, angle: t })), sign), t.shape),
      };
    },
  });
}
define('logaddexp', {
  name: 'LogaddexpBackward0', saves: ['self', 'other'],
  grads: ({ grad, args }) => {
    const a = tensorArg(args, 'self'), b = tensorArg(args, 'other');
    return {
      // grad / (1 + exp(other - self)), and the same the other way round
      self: () => sumTo(div(grad, add(op('exp', { self: sub(b, a) }), num(1))), a.shape),
      other: () => sumTo(div(grad, add(op('exp', { self: sub(a, b) }), num(1))), b.shape),
    };
  },
});
for (const [name, node, cmp] of [['maximum', 'MaximumBackward0', 'gt'], ['minimum', 'MinimumBackward0', 'lt']] as const) {
  define(name, {
    name: node, saves: ['self', 'other'],
    grads: ({ grad, args }) => {
      const a = tensorArg(args, 'self'), b = tensorArg(args, 'other');
      const tie = once(() => op('eq', { self: a, other: b }));
      const half = once(() => scale(grad, 0.5));
      const pick = (first: T, second: T) =>
        op('where', { condition: tie(), self: half(), other: op('where', { condition: op(cmp, { self: first, other: second }), self: grad, other: num(0) }) });
      return { self: () => sumTo(pick(a, b), a.shape), other: () => sumTo(pick(b, a), b.shape) };
    },
  });
}
// where.ScalarOther wraps its number into where(condition, self, other), which takes an edge for it
define('where', {
  name: 'WhereBackward0', saves: ['condition'], inputs: ['self', 'other'],
  grads: ({ grad, args }) => {
    const c = tensorArg(args, 'condition');
    return {
      self: () => sumTo(op('where', { condition: c, self: grad, other: num(0) }), tensorArg(args, 'self').shape),
      other: () => sumTo(op('where', { condition: c, self: num(0), other: grad }), tensorArg(args, 'other').shape),
    };
  },
});
define(['masked_fill', 'masked_fill_'], {
  name: 'MaskedFillBackward0', saves: ['mask'],
  grads: ({ grad, args }) => ({
    self: sumTo(op('masked_fill', { self: grad, mask: tensorArg(args, 'mask'), value: new PyScalar(0, 'int') }),
      tensorArg(args, 'self').shape),
  }),
});

define(['masked_scatter', 'masked_scatter_'], {
  name: 'MaskedScatterBackward0', saves: ['mask'],
  grads: ({ grad, args }) => {
    const mask = tensorArg(args, 'mask');
    const source = tensorArg(args, 'source');
    // ATen's masked_scatter_backward: the gradient where the mask took the source, zeros for the rest of the source
    const sourceGrad = () => {
      const taken = op('masked_select', { self: grad, mask });
      const missing = source.numel - taken.numel;
      if (missing === 0) return op('reshape', { self: taken, shape: source.shape });
      const zeros = op('narrow', { self: op('reshape', { self: op('zeros_like', { self: source }), shape: [-1] }), dim: 0, start: 0, length: missing });
      return op('reshape', { self: op('cat', { tensors: [taken, zeros], dim: 0 }), shape: source.shape });
    };
    return {
      self: () => sumTo(op('masked_fill', { self: grad, mask, value: new PyScalar(0, 'int') }), tensorArg(args, 'self').shape),
      source: sourceGrad,
    };
  },
});
define('sum', {
  name: (args) => (args['dim'] === null ? 'SumBackward0' : 'SumBackward1'),
  grads: ({ grad, args }) => ({ self: expandBack(grad, tensorArg(args, 'self'), dimsArg(args), args['keepdim'] as boolean) }),
});
// nansum_backward: the gradient spread back to every element but the NaNs
define('nansum', {
  name: 'NansumBackward0',
  grads: ({ grad, args }) => {
    const self = tensorArg(args, 'self');
    const cast = grad.dtype === self.dtype ? grad : op('_to_copy', { self: grad, dtype: self.dtype });
    const spread = expandBack(cast, self, dimsArg(args), args['keepdim'] as boolean);
    return { self: mul(spread, op('logical_not', { self: op('isnan', { self }) })) };
  },
});
define('mean', {
  name: (args) => (args['dim'] === null ? 'MeanBackward0' : 'MeanBackward1'),
  grads: ({ grad, args }) => {
    const self = tensorArg(args, 'self');
    const dims = dimsArg(args);
    return { self: div(expandBack(grad, self, dims, args['keepdim'] as boolean), num(countOf(self, dims))) };
  },
});
for (const [name, node] of [['max_all', 'MaxBackward1'], ['min_all', 'MinBackward1']] as const) {
  define(name, {
    name: node, saves: ['self', 'result'],
    grads: ({ grad, args, result }) => {
      // evenly_distribute_backward: grad / count where self holds the result (NaN where it is NaN), zeros elsewhere
      const self = tensorArg(args, 'self');
      const bothNan = op('logical_and', { self: op('isnan', { self }), other: op('isnan', { self: result }) });
      const hits = op('logical_or', { self: op('eq', { self, other: result }), other: bothNan });
      return { self: when(hits, div(grad, op('sum', { self: hits })), num(0)) };
    },
  });
}
// value_selecting_reduction_backward: each picked value's gradient goes back to where `indices` took it from
for (const [name, node] of [['max_dim', 'MaxBackward0'], ['min_dim', 'MinBackward0'], ['kthvalue', 'KthvalueBackward0']] as const) {
  define(name, {
    name: node, savedOutputs: { indices: 1 },
    grads: ({ grad, args, results }) => {
      const self = tensorArg(args, 'self');
      const dim = wrapDim(args['dim'] as number, self.ndim);
      // a 0-d self's values and indices are 0-d whatever keepdim says
      const keep = args['keepdim'] as boolean || self.ndim === 0;
      const g = keep ? grad : op('unsqueeze', { self: grad, dim });
      const idx = keep ? results[1]! : op('unsqueeze', { self: results[1]!, dim });
      return { self: op('scatter', { self: op('zeros_like', { self }), dim, index: idx, src: g }) };
    },
  });
}
define('max_pool2d_with_indices', {
  name: 'MaxPool2DWithIndicesBackward0', saves: ['self'],
  grads: ({ grad, args, results }) => ({
    self: op('max_pool2d_with_indices_backward', { grad_output: grad, self: tensorArg(args, 'self'), indices: results[1]! }),
  }),
});
define('adaptive_avg_pool2d', {
  name: 'AdaptiveAvgPool2DBackward0', saves: ['self'],
  grads: ({ grad, args }) => ({ self: op('adaptive_avg_pool2d_backward', { grad_output: grad, self: tensorArg(args, 'self') }) }),
});
define('avg_pool2d', {
  name: 'AvgPool2DBackward0', saves: ['self'],
  grads: ({ grad, args }) => ({ self: op('avg_pool2d_backward', { ...args, grad_output: grad }) }),
});
for (const [name, node] of [['tril', 'TrilBackward0'], ['triu', 'TriuBackward0']] as const) {
  define(name, { name: node, grads: ({ grad, args }) => ({ self: op(name, { self: grad, diagonal: args['diagonal']! }) }) });
}
for (const [name, node] of [['sort', 'SortBackward0'], ['topk', 'TopkBackward0']] as const) {
  define(name, {
    name: node, savedOutputs: { indices: 1 },
    grads: ({ grad, args, results }) => {
      // each value's gradient goes back to the position it was taken from
      const self = tensorArg(args, 'self');
      const dim = self.ndim === 0 ? 0 : wrapDim(args['dim'] as number, self.ndim);
      return { self: op('scatter', { self: op('zeros_like', { self }), dim, index: results[1]!, src: grad }) };
    },
  });
}
/** amax/amin's gradient (scale_grad_by_count): shared evenly among the elements equal to the extreme they reduce to. */
function extremeGrad(grad: T, args: BoundArgs, extreme: T): T {
  const self = tensorArg(args, 'self');
  const dims = dimsArg(args);
  const keep = args['keepdim'] as boolean;
  const hits = op('eq', { self, other: expandBack(extreme, self, dims, keep) });
  const count = op('sum', { self: hits, dim: dims, keepdim: true });
  return div(mul(expandBack(grad, self, dims, keep), hits), op('expand', { self: count, size: self.shape }));
}
for (const [name, node] of [['amax', 'AmaxBackward0'], ['amin', 'AminBackward0']] as const) {
  define(name, {
    name: node, saves: ['self', 'result'],
    grads: ({ grad, args, result }) => ({ self: extremeGrad(grad, args, result) }),
  });
}
// current PyTorch's aminmax formula: the min's share plus the max's
define('aminmax', {
  name: 'AminmaxBackward0', saves: ['self', 'result'], savedOutputs: { max: 1 },
  grads: ({ grads, args, results }) => ({
    self: op('add', { self: extremeGrad(grads[0]!, args, results[0]!), other: extremeGrad(grads[1]!, args, results[1]!) }),
  }),
});
for (const [name, node, kernel] of [['softmax', 'SoftmaxBackward0', '_softmax_backward_data'],
  ['log_softmax', 'LogSoftmaxBackward0', '_log_softmax_backward_data']] as const) {
  define(name, {
    name: node, saves: ['result'],
    grads: ({ grad, args, result }) => ({
      self: op(kernel, { grad_output: grad, output: result, dim: args['dim']!, input_dtype: tensorArg(args, 'self').dtype }),
    }),
  });
}
/** Sums over `dim`, kept. */
const dimSum = (t: T, dim: number) => op('sum', { self: t, dim: [dim], keepdim: true });
define('_softmax_backward_data', {
  name: 'SoftmaxBackwardDataBackward0', saves: ['grad_output', 'output'],
  grads: ({ grad, args }) => {
    const gy = tensorArg(args, 'grad_output'), y = tensorArg(args, 'output'), dim = args['dim'] as number;
    return {
      grad_output: () => op('_softmax_backward_data', { ...args, grad_output: grad }),
      // FunctionsManual's softmax_double_backward
      output: () => sub(sub(mul(gy, grad), mul(dimSum(mul(y, gy), dim), grad)), mul(gy, dimSum(mul(y, grad), dim))),
    };
  },
});
define('_log_softmax_backward_data', {
  name: 'LogSoftmaxBackwardDataBackward0', saves: ['grad_output', 'output'],
  grads: ({ grad, args }) => {
    const gy = tensorArg(args, 'grad_output'), y = tensorArg(args, 'output'), dim = args['dim'] as number;
    const e = once(() => op('exp', { self: y }));
    return {
      grad_output: () => sub(grad, dimSum(mul(grad, e()), dim)),
      output: () => mul(mul(neg(dimSum(gy, dim)), e()), grad),
    };
  },
});
define('logsumexp', {
  name: 'LogsumexpBackward0', saves: ['self', 'result'],
  grads: ({ grad, args, result }) => {
    const self = tensorArg(args, 'self');
    const dims = dimsArg(args);
    const keep = args['keepdim'] as boolean;
    return { self: mul(expandBack(grad, self, dims, keep), op('exp', { self: sub(self, expandBack(result, self, dims, keep)) })) };
  },
});
/** var's and std's correction: given, else 0 or 1 as `unbiased` says (the overloads without one default to 1). */
const correctionOf = (args: BoundArgs): PyScalar =>
  (args['correction'] as PyScalar | null) ?? new PyScalar(args['unbiased'] === false ? 0 : 1, 'int');
for (const [name, node] of [['var', 'VarBackward0'], ['std', 'StdBackward0']] as const) {
  define(name, {
    name: node, saves: ['self', 'result'], savedArgs: (args) => ({ ...args, correction: correctionOf(args) }),
    grads: ({ grad, args, result }) => {
      const self = tensorArg(args, 'self');
      const dims = dimsArg(args);
      const keep = args['keepdim'] as boolean;
      const correction = correctionOf(args).value;
      const n = countOf(self, dims);
      const centred = sub(self, op('mean', { self, dim: dims, keepdim: true }));
      // std_backward: grad / (2 * result), 0 where the result is 0; then var_backward: (2 / dof) * grad * centred
      const g = name === 'std'
        ? when(cmp('eq', result, 0), num(0), div(grad, scale(result, 2))) : grad;
      return { self: mul(scale(expandBack(g, self, dims, keep), 2 / (n - correction)), centred) };
    },
  });
}
/**
 * FunctionsManual's norm_backward: the gradient of a p-norm over `dims` from its result, each order by PyTorch's own
 * formula (and rounding); where the norm is 0 the gradient is 0.
 */
export function normBackward(grad: T, self: T, p: number, norm: T, dims: readonly number[] | null,
  keep: boolean): T | null {
  const g = expandBack(grad, self, dims, keep), n = expandBack(norm, self, dims, keep);
  const sgn = () => op('sign', { self }); // sgn on real tensors
  const abs = () => op('abs', { self });
  const zeroWhereNormIs0 = (x: T) => when(cmp('eq', n, 0), num(0), x);
  if (p === 0) return null; // PyTorch's undefined gradient: the input's grad stays None
  if (p === 1) return mul(sgn(), g);
  if (p === 2) return mul(g, zeroWhereNormIs0(div(self, n)));
  if (!Number.isFinite(p)) {
    // the derivative of amax(abs(self)), shared among the ties; nan counts as the maximum
    const a = abs();
    const mask = op('logical_or', { self: op('eq', { self: a, other: n }), other: op('isnan', { self: a }) });
    const all = dims === null || dims.length === 0 ? self.shape.map((_, i) => i) : dims;
    const ties = op('sum', { self: mask, dim: all, keepdim: true });
    return mul(sgn(), mul(div(g, ties), mask));
  }
  const power = (x: T, k: number) => op('pow', { self: x, exponent: num(k) });
  if (p < 1) {
    const scaled = mul(sgn(), when(cmp('eq', self, 0), num(0), power(abs(), p - 1)));
    return mul(mul(scaled, g), power(n, 1 - p));
  }
  const scaled = p < 2 ? mul(sgn(), power(abs(), p - 1)) : mul(self, power(abs(), p - 2));
  return mul(scaled, zeroWhereNormIs0(div(g, power(n, p - 1))));
}
for (const [name, node, order] of [
  ['norm', 'NormBackward1', 'p'], ['linalg_vector_norm', 'LinalgVectorNormBackward0', 'ord']] as const) {
  define(name, {
    name: node, saves: ['self', 'result', order, 'dim', 'keepdim'],
    grads: ({ grad, args, result }) => {
      const p = (args[order] as PyScalar | null)?.value ?? 2;
      return { self: normBackward(grad, tensorArg(args, 'self'), p, result, dimsArg(args), args['keepdim'] as boolean) };
    },
  });
}
define('cumsum', {
  name: 'CumsumBackward0',
  grads: ({ grad, args }) => {
    const dim = args['dim'] as number;
    const flip = (t: T) => op('flip', { self: t, dims: [dim] });
    return { self: flip(op('cumsum', { self: flip(grad), dim })) };
  },
});

const t2 = (x: T) => op('t', { self: x });
/**
 * derivatives.yaml's mm_mat2_backward: mat1^T @ grad, computed as (grad^T @ mat1)^T where mat2 is column-major (linear's
 * transposed weight), so the gradient has mat2's layout: the weight's own gradient comes out row-major, and its leaf
 * takes it without a copy. On a device only: the CPU keeps the form its bit-exact results were checked in.
 */
function mat2Grad(grad: T, mat1: T, mat2: T): T {
  const columnMajor = mat2.strides[0] === 1 && mat2.strides[1] === mat2.shape[0] && deviceOf(mat2).type !== 'cpu';
  return columnMajor ? t2(op('mm', { self: t2(grad), mat2: mat1 })) : op('mm', { self: t2(mat1), mat2: grad });
}
define('mm', {
  name: 'MmBackward0', saves: ['self', 'mat2'], savedFor: { self: ['mat2'], mat2: ['self'] },
  grads: ({ grad, args }) => ({
    self: () => op('mm', { self: grad, mat2: t2(tensorArg(args, 'mat2')) }),
    mat2: () => mat2Grad(grad, tensorArg(args, 'self'), tensorArg(args, 'mat2')),
  }),
});
/** derivatives.yaml's maybe_multiply: t * s, or t itself when s is 1. */
const times = (t: T, s: BoundArgs[string]) => ((s as PyScalar).value === 1 ? t : mul(t, wrapScalar(s as PyScalar)));
const bmmT = (x: T) => op('transpose', { self: x, dim0: 1, dim1: 2 });
define('addmm', {
  name: 'AddmmBackward0', saves: ['mat1', 'mat2'], savedFor: { mat1: ['mat2'], mat2: ['mat1'] },
  grads: ({ grad, args }) => ({
    self: () => times(sumTo(grad, tensorArg(args, 'self').shape), args['beta']!),
    mat1: () => times(op('mm', { self: grad, mat2: t2(tensorArg(args, 'mat2')) }), args['alpha']!),
    mat2: () => times(mat2Grad(grad, tensorArg(args, 'mat1'), tensorArg(args, 'mat2')), args['alpha']!),
  }),
});
define('addmv', {
  name: 'AddmvBackward0', saves: ['mat', 'vec'],
  grads: ({ grad, args }) => ({
    self: () => times(sumTo(grad, tensorArg(args, 'self').shape), args['beta']!),
    mat: () => times(op('outer', { self: grad, vec2: tensorArg(args, 'vec') }), args['alpha']!),
    vec: () => times(op('mv', { self: t2(tensorArg(args, 'mat')), vec: grad }), args['alpha']!),
  }),
});
define(['addr', 'addr_'], {
  name: 'AddrBackward0', saves: ['vec1', 'vec2'],
  grads: ({ grad, args }) => ({
    self: times(sumTo(grad, tensorArg(args, 'self').shape), args['beta']!),
    vec1: times(op('mv', { self: grad, vec: tensorArg(args, 'vec2') }), args['alpha']!),
    vec2: times(op('mv', { self: t2(grad), vec: tensorArg(args, 'vec1') }), args['alpha']!),
  }),
});
define('baddbmm', {
  name: 'BaddbmmBackward0', saves: ['batch1', 'batch2'],
  grads: ({ grad, args }) => ({
    self: () => times(sumTo(grad, tensorArg(args, 'self').shape), args['beta']!),
    batch1: () => times(op('bmm', { self: grad, mat2: bmmT(tensorArg(args, 'batch2')) }), args['alpha']!),
    batch2: () => times(op('bmm', { self: bmmT(tensorArg(args, 'batch1')), mat2: grad }), args['alpha']!),
  }),
});
define('addbmm', {
  name: 'AddbmmBackward0', saves: ['batch1', 'batch2'],
  grads: ({ grad, args }) => {
    const b1 = tensorArg(args, 'batch1'), b2 = tensorArg(args, 'batch2');
    const each = once(() => op('expand', { self: op('unsqueeze', { self: grad, dim: 0 }), size: [b1.shape[0]!, ...grad.shape] }));
    return {
      self: () => times(sumTo(grad, tensorArg(args, 'self').shape), args['beta']!),
      batch1: () => times(op('bmm', { self: each(), mat2: bmmT(b2) }), args['alpha']!),
      batch2: () => times(op('bmm', { self: bmmT(b1), mat2: each() }), args['alpha']!),
    };
  },
});
define('mv', {
  name: 'MvBackward0', saves: ['self', 'vec'],
  grads: ({ grad, args }) => ({
    self: () => op('outer', { self: grad, vec2: tensorArg(args, 'vec') }),
    vec: () => op('mv', { self: t2(tensorArg(args, 'self')), vec: grad }),
  }),
});
define('dot', {
  name: 'DotBackward0', saves: ['self', 'tensor'],
  grads: ({ grad, args }) => ({
    self: () => mul(grad, tensorArg(args, 'tensor')), tensor: () => mul(grad, tensorArg(args, 'self')),
  }),
});
define('bmm', {
  name: 'BmmBackward0', saves: ['self', 'mat2'],
  grads: ({ grad, args }) => {
    const tr = (x: T) => op('transpose', { self: x, dim0: 1, dim1: 2 });
    return {
      self: () => op('bmm', { self: grad, mat2: tr(tensorArg(args, 'mat2')) }),
      mat2: () => op('bmm', { self: tr(tensorArg(args, 'self')), mat2: grad }),
    };
  },
});

// Views and shape ops: the gradient is reshaped, transposed or placed back where the view came from.
const reshapeBack = (node: string) => ({
  name: node, grads: ({ grad, args }: GradContext): GradResult => ({ self: op('reshape', { self: grad, shape: tensorArg(args, 'self').shape }) }),
});
define('view', reshapeBack('ViewBackward0'));
define('reshape', reshapeBack('ViewBackward0'));
define('flatten', reshapeBack('ViewBackward0'));
define('_unsafe_view', reshapeBack('UnsafeViewBackward0'));
define('squeeze', { ...reshapeBack('SqueezeBackward0'), name: (args) => (args['dim'] === null ? 'SqueezeBackward0' : 'SqueezeBackward1') });
define('unsqueeze', { name: 'UnsqueezeBackward0', grads: ({ grad, args }) => ({ self: op('squeeze', { self: grad, dim: [args['dim'] as number] }) }) });
define('transpose', {
  name: 'TransposeBackward0',
  grads: ({ grad, args }) => ({ self: op('transpose', { self: grad, dim0: args['dim0']!, dim1: args['dim1']! }) }),
});
define('t', { name: 'TBackward0', grads: ({ grad }) => ({ self: t2(grad) }) });
define('permute', {
  name: 'PermuteBackward0',
  grads: ({ grad, args }) => {
    const dims = (args['dims'] as number[]).map((d) => wrapDim(d, grad.ndim));
    const inverse = dims.map((_, i) => dims.indexOf(i));
    return { self: op('permute', { self: grad, dims: inverse }) };
  },
});
define(['expand', 'expand_as'], { name: 'ExpandBackward0', grads: ({ grad, args }) => ({ self: sumTo(grad, tensorArg(args, 'self').shape) }) });
define('clone', { name: 'CloneBackward0', grads: ({ grad }) => ({ self: grad }) });
define('contiguous', { name: 'CloneBackward0', grads: ({ grad }) => ({ self: grad }) });
define('_to_copy', {
  name: 'ToCopyBackward0',
  grads: ({ grad, args }) => {
    const self = tensorArg(args, 'self');
    return { self: op('_to_copy', { self: grad, dtype: self.dtype, device: deviceOf(self) }) };
  },
});
define('flip', { name: 'FlipBackward0', grads: ({ grad, args }) => ({ self: op('flip', { self: grad, dims: args['dims']! }) }) });

/** The geometry of a view of a contiguous tensor shaped like self, for placing a view's gradient back. */
function placeBack(grad: T, self: T, size: readonly number[], stride: readonly number[], offset: number): T {
  return op('_view_scatter', { self: grad, base: self, size, stride, offset });
}
define('select', {
  name: 'SelectBackward0',
  grads: ({ grad, args }) => {
    const self = tensorArg(args, 'self');
    const dim = wrapDim(args['dim'] as number, self.ndim);
    const cs = contiguousStrides(self.shape);
    const i = args['index'] as number;
    const index = i < 0 ? i + self.shape[dim]! : i;
    return { self: placeBack(grad, self, grad.shape, cs.filter((_, d) => d !== dim), index * cs[dim]!) };
  },
});
function sliceGeometry(self: T, dim: number, start: number, step: number, length: number) {
  const cs = contiguousStrides(self.shape);
  const size = [...self.shape];
  size[dim] = length;
  const stride = [...cs];
  stride[dim] = cs[dim]! * step;
  return { size, stride, offset: start * cs[dim]! };
}
define('slice', {
  name: 'SliceBackward0',
  grads: ({ grad, args, result }) => {
    const self = tensorArg(args, 'self');
    const dim = wrapDim(args['dim'] as number, self.ndim);
    // the first index the forward took, clamped into the dim as it clamped it (a stride may be 0, so not from offsets)
    const size = self.shape[dim]!, given = (args['start'] as number | null) ?? 0;
    const start = Math.min(Math.max(given < 0 ? given + size : given, 0), size);
    const g = sliceGeometry(self, dim, start, args['step'] as number, result.shape[dim]!);
    return { self: placeBack(grad, self, g.size, g.stride, g.offset) };
  },
});
define('diagonal', {
  name: 'DiagonalBackward0',
  grads: ({ grad, args }) => {
    const self = tensorArg(args, 'self');
    const layout = { shape: self.shape, strides: contiguousStrides(self.shape), offset: 0 };
    const g = diagonalGeometry(layout, args['offset'] as number, args['dim1'] as number, args['dim2'] as number);
    return { self: placeBack(grad, self, g.shape, g.strides, g.offset) };
  },
});
define('unfold', {
  // the windows' gradients go back to where they were read, overlapping windows adding up
  name: 'UnfoldBackward0',
  grads: ({ grad, args }) => {
    const self = tensorArg(args, 'self');
    if (self.ndim === 0) return { self: op('reshape', { self: grad, shape: [] }) };
    const dim = wrapDim(args['dimension'] as number, self.ndim);
    const cs = contiguousStrides(self.shape);
    const stride = [...cs, cs[dim]!];
    stride[dim] = cs[dim]! * (args['step'] as number);
    return { self: placeBack(grad, self, grad.shape, stride, 0) };
  },
});
define('_view_scatter', {
  // the gradient of placing a view's gradient back is taking that view again
  name: 'AsStridedScatterBackward0',
  grads: ({ grad, args }) => ({
    self: op('_strided_view', { self: grad, size: args['size']!, stride: args['stride']!, offset: args['offset']! }),
  }),
});
define('_strided_view', {
  name: 'AsStridedBackward0',
  grads: ({ grad, args }) => ({
    self: op('_view_scatter', { self: grad, base: tensorArg(args, 'self'), size: args['size']!, stride: args['stride']!, offset: args['offset']! }),
  }),
});
define('index', {
  name: 'IndexBackward0',
  grads: ({ grad, args }) => ({
    self: op('_index_backward', { self: grad, base: tensorArg(args, 'self'), indices: args['indices']! }),
  }),
});
define('_index_backward', {
  name: 'IndexPutBackward0',
  grads: ({ grad, args }) => ({ self: op('index', { self: grad, indices: args['indices']! }) }),
});
define('cat', {
  name: 'CatBackward0',
  grads: ({ grad, args }) => {
    const tensors = args['tensors'] as T[];
    const dim = wrapDim(args['dim'] as number, grad.ndim);
    let at = 0;
    return {
      tensors: () => tensors.map((t) => {
        if (t.ndim === 1 && t.numel === 0) return null;
        const piece = op('narrow', { self: grad, dim, start: at, length: t.shape[dim]! });
        at += t.shape[dim]!;
        return piece;
      }),
    };
  },
});
define('stack', {
  name: 'StackBackward0',
  grads: ({ grad, args }) => ({ tensors: () => op('unbind', { self: grad, dim: args['dim']! }) as unknown as T[] }),
});
define('unbind', {
  name: 'UnbindBackward0',
  grads: ({ grads, args }) => ({ self: op('stack', { tensors: grads, dim: args['dim']! }) }),
});
// the pieces' gradients joined back (unsafe_chunk is unsafe_split's, as chunk is split's)
const joined = (name: string): Derivative =>
  ({ name, grads: ({ grads, args }) => ({ self: op('cat', { tensors: grads, dim: args['dim']! }) }) });
define(['split', 'chunk'], joined('SplitBackward0'));
define('split_with_sizes', joined('SplitWithSizesBackward0'));
define(['unsafe_split', 'unsafe_chunk'], joined('UnsafeSplitBackward0'));
define('unsafe_split_with_sizes', joined('UnsafeSplitWithSizesBackward0'));
define('repeat', {
  name: 'RepeatBackward0',
  grads: ({ grad, args }) => {
    const self = tensorArg(args, 'self');
    const reps = args['repeats'] as number[];
    const lead = reps.length - self.ndim;
    const src = [...new Array<number>(lead).fill(1), ...self.shape];
    const split = op('reshape', { self: grad, shape: src.flatMap((d, i) => [reps[i]!, d]) });
    const summed = op('sum', { self: split, dim: src.map((_, i) => 2 * i), keepdim: false });
    return { self: op('reshape', { self: summed, shape: self.shape }) };
  },
});
define('gather', {
  name: 'GatherBackward0', saves: ['self', 'index'],
  grads: ({ grad, args }) => {
    const self = tensorArg(args, 'self');
    return { self: op('scatter', { self: op('zeros_like', { self }), dim: args['dim']!, index: tensorArg(args, 'index'), src: grad, reduce: 'add' }) };
  },
});
define('index_select', {
  name: 'IndexSelectBackward0', saves: ['index'],
  grads: ({ grad, args }) => {
    const self = tensorArg(args, 'self');
    const dim = wrapDim(args['dim'] as number, self.ndim);
    const indices: (T | null)[] = self.shape.map(() => null);
    indices[dim] = tensorArg(args, 'index');
    return { self: op('_index_backward', { self: grad, base: self, indices: indices.slice(0, dim + 1) }) };
  },
});
define('embedding', {
  name: 'EmbeddingBackward0', saves: ['indices'], inputs: ['weight'],
  grads: ({ grad, args }) => ({
    weight: embeddingBackward(grad, tensorArg(args, 'weight'), tensorArg(args, 'indices'), args['padding_idx'] as number,
      args['scale_grad_by_freq'] as boolean),
  }),
});
define('convolution', {
  name: 'ConvolutionBackward0', saves: ['input', 'weight'], inputs: ['input', 'weight', 'bias'],
  grads: ({ grad, args }) => {
    const input = tensorArg(args, 'input'), weight = tensorArg(args, 'weight'), g = geometryOf(args);
    // a transposed convolution is the input gradient of the convolution from its output back to its input
    const transposed = args['transposed'] as boolean;
    // the gradients of a convolution PyTorch runs through oneDNN come from oneDNN's kernels too, except gradients
    // that must themselves be differentiable (create_graph), which take the im2col forms built of differentiable ops
    const exact = !transposed && !gradMode.enabled;
    const oneDnn = exact && usesOneDnnInputGrad(input, weight, g);
    const oneDnnWeights = exact && usesOneDnnWeightGrad(input, weight, g);
    return {
      input: () => (transposed ? convForward(grad, weight, null, g, false) : convInputGrad(grad, input, weight, g, oneDnn)),
      weight: () => (transposed ? convWeightGrad(input, grad, weight, g)
        : convWeightGrad(grad, input, weight, g, oneDnnWeights)),
      bias: () => (oneDnnWeights ? oneDnnConvBiasGrad(grad)
        : op('sum', { self: grad, dim: [0, ...grad.shape.slice(2).map((_, i) => i + 2)], keepdim: false })),
    };
  },
});
define('mse_loss', {
  name: 'MseLossBackward0', saves: ['self', 'target'],
  grads: ({ grad, args }) => {
    const a = tensorArg(args, 'self'), b = tensorArg(args, 'target');
    const reduction = args['reduction'] as number;
    // PyTorch's order: (norm * (input - target)) * grad, norm = 2 / numel for the mean
    const norm = reduction === 1 ? 2 / a.numel : 2;
    const g = once(() => mul(scale(sub(a, b), norm), reduction === 0 ? grad : op('expand', { self: grad, size: a.shape })));
    return { self: g, target: () => neg(g()) };
  },
});
// nll_loss and nll_loss2d are composites of these, whose total weight the backward divides a mean's gradient by
for (const [name, node, backward] of [['nll_loss_forward', 'NllLossBackward0', 'nll_loss_backward'],
  ['nll_loss2d_forward', 'NllLoss2DBackward0', 'nll_loss2d_backward']] as const) {
  define(name, {
    name: node, saves: ['self', 'target', 'weight'], savedOutputs: { total_weight: 1 }, inputs: ['self'],
    outputs: [true, false], nonDifferentiable: { op: name, args: ['weight'] },
    grads: ({ grad, args, results }) => ({
      self: op(backward, { grad_output: grad, self: tensorArg(args, 'self'), target: tensorArg(args, 'target'),
        weight: args['weight']!, reduction: args['reduction']!, ignore_index: args['ignore_index']!,
        total_weight: results[1]! }),
    }),
  });
}

define('binary_cross_entropy', {
  name: 'BinaryCrossEntropyBackward0', saves: ['self', 'target', 'weight'],
  grads: ({ grad, args }) => {
    const losses = { grad_output: grad, self: args['self']!, target: args['target']!, weight: args['weight']!,
      reduction: args['reduction']! };
    return {
      self: () => op('binary_cross_entropy_backward', losses),
      target: () => op('binary_cross_entropy_target_backward', losses),
    };
  },
});
define('binary_cross_entropy_with_logits', {
  name: 'BinaryCrossEntropyWithLogitsBackward0', saves: ['self', 'target', 'weight', 'pos_weight'],
  grads: ({ grad, args }) => {
    const losses = { grad_output: grad, self: args['self']!, target: args['target']!, weight: args['weight']!,
      pos_weight: args['pos_weight']!, reduction: args['reduction']! };
    return {
      self: () => op('binary_cross_entropy_with_logits_backward', losses),
      target: () => op('binary_cross_entropy_with_logits_target_backward', losses),
    };
  },
});
// the regression losses: the target's gradient is the input's negated (soft margin's target has none)
for (const [name, node, param] of [['smooth_l1_loss', 'SmoothL1LossBackward0', 'beta'],
  ['huber_loss', 'HuberLossBackward0', 'delta'], ['soft_margin_loss', 'SoftMarginLossBackward0', null]] as const) {
  define(name, {
    name: node, saves: ['self', 'target'],
    grads: ({ grad, args }) => {
      const self = once(() => op(`${name}_backward`, { grad_output: grad, self: args['self']!, target: args['target']!,
        reduction: args['reduction']!, ...(param ? { [param]: args[param]! } : {}) }));
      return { self, target: param ? () => neg(self()) : null };
    },
  });
}
/**
 * prod_safe_zeros_backward: the product of every other element along `dim`, as the exclusive cumulative products
 * from both ends, for inputs holding zeros (where result / input would divide by zero).
 */
function prodSafeZerosBackward(grad: T, input: T, dim: number): T {
  const n = input.shape[dim]!;
  if (input.numel === 0) return op('expand', { self: grad, size: input.shape });
  const ones = op('ones_like', { self: op('narrow', { self: input, dim, start: 0, length: 1 }) });
  const exclusive = (t: T) => op('cumprod', { self: op('cat', { tensors: [ones, t], dim }), dim, dtype: null });
  const normal = exclusive(op('narrow', { self: input, dim, start: 0, length: n - 1 }));
  const reverse = op('flip', {
    self: exclusive(op('flip', { self: op('narrow', { self: input, dim, start: 1, length: n - 1 }), dims: [dim] })), dims: [dim],
  });
  return mul(grad, mul(normal, reverse));
}
define('prod', {
  name: (args) => (args['dim'] === null ? 'ProdBackward0' : 'ProdBackward1'), saves: ['self', 'result'],
  grads: ({ grad, args, result }) => {
    const self = tensorArg(args, 'self');
    if (self.ndim === 0) return { self: grad };
    const dims = dimsArg(args);
    const keep = args['keepdim'] as boolean;
    // FunctionsManual's prod_backward: grad * (result / input) when no input is zero, else the products of the others
    // (and, outside create_graph, zeros for a full product with two zeros or more). PyTorch counts the zeros on the
    // host; a device tensor's count stays on the device and a tensor condition picks the formula
    const zeros = op('sum', { self: cmp('eq', self, 0) });
    const quotient = () => mul(expandBack(grad, self, dims, keep), div(expandBack(result, self, dims, keep), self));
    const full = dims === null || dims.length === 0;
    const safe = () => {
      if (!full) {
        const dim = wrapDim(dims[0]!, self.ndim);
        return prodSafeZerosBackward(keep ? grad : op('unsqueeze', { self: grad, dim }), self, dim);
      }
      const flat = op('reshape', { self, shape: [-1] });
      return op('reshape', { self: prodSafeZerosBackward(op('reshape', { self: grad, shape: [1] }), flat, 0), shape: self.shape });
    };
    if (deviceOf(self) !== CPU) {
      const picked = when(cmp('eq', zeros, 0), quotient(), safe());
      return { self: full && !gradMode.enabled ? when(cmp('gt', zeros, 1), zerosLike(self), picked) : picked };
    }
    const count = Number(elementOf(zeros));
    if (count === 0) return { self: quotient() };
    return { self: full && !gradMode.enabled && count > 1 ? zerosLike(self) : safe() };
  },
});
define(['remainder', 'remainder_'], {
  // remainder.Scalar, then remainder.Tensor
  name: (args) => (tensorArg(args, 'other').wrappedNumber ? 'RemainderBackward0' : 'RemainderBackward1'), saves: ['self', 'other'],
  grads: ({ grad, args }) => {
    const a = tensorArg(args, 'self'), b = tensorArg(args, 'other');
    return { self: () => sumTo(grad, a.shape), other: () => sumTo(mul(neg(grad), op('floor', { self: div(a, b) })), b.shape) };
  },
});
define(['fmod', 'fmod_'], {
  // fmod.Scalar, then fmod.Tensor
  name: (args) => (tensorArg(args, 'other').wrappedNumber ? 'FmodBackward0' : 'FmodBackward1'), saves: ['self', 'other'],
  grads: ({ grad, args }) => {
    const a = tensorArg(args, 'self'), b = tensorArg(args, 'other');
    return { self: () => sumTo(grad, a.shape), other: () => sumTo(mul(neg(grad), op('trunc', { self: div(a, b) })), b.shape) };
  },
});
define(['atan2', 'atan2_'], {
  name: 'Atan2Backward0', saves: ['self', 'other'],
  grads: ({ grad, args }) => {
    const a = tensorArg(args, 'self'), b = tensorArg(args, 'other');
    // atan2_backward: grad * other * recip and grad * -self * recip, recip = 1 / (self^2 + other^2)
    const recip = once(() => op('reciprocal', { self: add(mul(a, a), mul(b, b)) }));
    return {
      self: () => sumTo(mul(mul(grad, b), recip()), a.shape),
      other: () => sumTo(mul(mul(grad, neg(a)), recip()), b.shape),
    };
  },
});
define(['nan_to_num', 'nan_to_num_'], {
  name: 'NanToNumBackward0', saves: ['self'],
  grads: ({ grad, args }) => ({ self: mul(grad, op('isfinite', { self: tensorArg(args, 'self') })) }),
});
// fill.Scalar, fill.Tensor, fill_.Scalar and fill_.Tensor, derivatives.yaml's four fill entries in order
for (const [name, first] of [['fill', 0], ['fill_', 2]] as const) {
  define(name, {
    name: (args) => `FillBackward${tensorArg(args, 'value').wrappedNumber ? first : first + 1}`,
    grads: ({ grad, args }) => ({
      self: zerosLike(grad), value: tensorArg(args, 'value').wrappedNumber ? null : () => op('sum', { self: grad }),
    }),
  });
}
define('zero_', { name: 'ZeroBackward0', grads: ({ grad }) => ({ self: zerosLike(grad) }) });
/** What backward raises at the NotImplemented node PyTorch records for an op derivatives.yaml has no entry for. */
const notRecorded = (name: string) => runtimeError(`derivative for aten::${name} is not implemented`);
/** The tensor arguments that require grad: the edges of a NotImplemented node. */
const requiringGrad = (args: BoundArgs) => Object.keys(args).filter((k) => (args[k] as T | null)?.requiresGrad === true);
// ops with floating-point results but no formula (heaviside, floor_divide): the node takes the edges of the inputs
// that require grad, and backward stops there
for (const name of ['heaviside', 'heaviside_', 'floor_divide', 'floor_divide_']) {
  define(name, { name: 'NotImplemented', inputs: requiringGrad, grads: () => { throw notRecorded(name); } });
}
define(['nextafter', 'nextafter_'], { name: 'NextafterBackward0', grads: () => { throw notImplemented('nextafter'); } });
// a comparison written over self (eq_.Scalar, then eq_.Tensor) leaves zeros and ones, through which nothing flows
for (const name of ['eq', 'ne', 'lt', 'le', 'gt', 'ge']) {
  const node = `${name[0]!.toUpperCase()}${name[1]}Backward`;
  const scalarOther = (args: BoundArgs) => tensorArg(args, 'other').wrappedNumber;
  define(`${name}_`, {
    name: (args) => `${node}${scalarOther(args) ? 0 : 1}`,
    inputs: (args) => (scalarOther(args) ? ['self'] : ['self', 'other']),
    grads: ({ grad, args }) => ({ self: () => zerosLike(grad), other: () => zerosLike(tensorArg(args, 'other')) }),
  });
}
define('copy_', {
  name: 'CopyBackwards',
  grads: ({ grad, args }) => ({ self: () => zerosLike(grad), src: () => sumTo(grad, tensorArg(args, 'src').shape) }),
});
for (const name of ['scatter', 'scatter_']) {
  define(name, {
    // scatter.src, then scatter.value (a number, which binds here as a wrapped tensor or as `value`); the reduce=
    // overloads have no formula
    name: (args) => (args['reduce'] !== null ? 'NotImplemented'
      : args['value'] !== null || (args['src'] as T | null)?.wrappedNumber ? 'ScatterBackward1' : 'ScatterBackward0'),
    inputs: (args) => (args['reduce'] !== null ? requiringGrad(args)
      : (args['src'] as T | null)?.wrappedNumber === false ? ['self', 'src'] : ['self']),
    saves: ['index'],
    grads: ({ grad, args }) => {
      if (args['reduce'] !== null) throw notRecorded(name);
      const index = tensorArg(args, 'index');
      const dim = args['dim'] as number;
      return {
        self: () => op('scatter', { self: grad, dim, index, value: new PyScalar(0, 'int') }),
        src: () => op('gather', { self: grad, dim, index }),
      };
    },
  });
}
define(['scatter_add', 'scatter_add_'], {
  name: 'ScatterAddBackward0', saves: ['index'],
  grads: ({ grad, args }) => ({
    self: grad, src: () => op('gather', { self: grad, dim: args['dim'] as number, index: tensorArg(args, 'index') }),
  }),
});
define('masked_select', {
  name: 'MaskedSelectBackward0', saves: ['mask'],
  grads: ({ grad, args }) => {
    const self = tensorArg(args, 'self');
    const mask = op('expand', { self: tensorArg(args, 'mask'), size: self.shape });
    return { self: op('_index_backward', { self: grad, base: self, indices: [mask] }) };
  },
});
define('cumprod', {
  name: 'CumprodBackward0', saves: ['self', 'result'],
  grads: ({ grad, args, result }) => {
    const dim = args['dim'] as number;
    const flip = (t: T) => op('flip', { self: t, dims: [dim] });
    // sum over j >= i of grad_j * result_j / x_i (inputs with zeros not handled)
    return { self: div(flip(op('cumsum', { self: flip(mul(grad, result)), dim })), tensorArg(args, 'self')) };
  },
});

define(['xlogy', 'xlogy_'], {
  // xlogy.Tensor, xlogy.Scalar_Self, xlogy.Scalar_Other
  name: (args) => `XlogyBackward${tensorArg(args, 'self').wrappedNumber ? 1 : tensorArg(args, 'other').wrappedNumber ? 2 : 0}`,
  saves: ['self', 'other'],
  grads: ({ grad, args }) => {
    const x = tensorArg(args, 'self'), y = tensorArg(args, 'other');
    // d/dx is log(y), taken as 0 where x is 0 and y <= 0 (the derivative along x = 0)
    const dx = () => op('where', {
      condition: op('logical_and', { self: cmp('eq', x, 0), other: cmp('le', y, 0) }),
      self: num(0), other: op('xlogy', { self: grad, other: y }),
    });
    return { self: () => sumTo(dx(), x.shape), other: () => sumTo(div(mul(grad, x), y), y.shape) };
  },
});
// lerp.Scalar (a Python-number weight) takes the edges of self and end alone
define(['lerp', 'lerp_'], {
  name: (args) => (tensorArg(args, 'weight').wrappedNumber ? 'LerpBackward0' : 'LerpBackward1'),
  inputs: (args) => (tensorArg(args, 'weight').wrappedNumber ? ['self', 'end'] : ['self', 'end', 'weight']),
  saves: ['self', 'end', 'weight'], savedFor: { self: ['weight'], end: ['weight'], weight: ['self', 'end'] },
  grads: ({ grad, args }) => {
    const a = tensorArg(args, 'self'), b = tensorArg(args, 'end'), w = tensorArg(args, 'weight');
    if (w.wrappedNumber) {
      const v = w.dtype.load(w.storage.data, w.offset);
      return { self: () => sumTo(scale(grad, 1 - v), a.shape), end: () => sumTo(scale(grad, v), b.shape), weight: null };
    }
    return {
      self: () => sumTo(mul(grad, op('rsub', { self: w, other: num(1) })), a.shape),
      end: () => sumTo(mul(grad, w), b.shape),
      weight: () => sumTo(mul(grad, sub(b, a)), w.shape),
    };
  },
});
// the in-place form has its own entry, reading the result (an activation is positive where its input was)
for (const [name, node, reads] of [['leaky_relu', 'LeakyReluBackward0', 'self'], ['leaky_relu_', 'LeakyReluBackward1', 'result']] as const) {
  define(name, {
    name: node, saves: [reads],
    grads: ({ grad, args, result }) => ({
      self: op('leaky_relu_backward', {
        grad_output: grad, self: reads === 'self' ? tensorArg(args, 'self') : result,
        negative_slope: args['negative_slope']!, self_is_result: reads === 'result',
      }),
    }),
  });
}
define('leaky_relu_backward', {
  name: 'LeakyReluBackwardBackward0', saves: ['self'],
  grads: ({ grad, args }) => ({
    grad_output: () => op('leaky_relu_backward', { ...args, grad_output: grad }),
    self: () => zerosLike(grad),
  }),
});
define(['erfinv', 'erfinv_'], {
  name: 'ErfinvBackward0', saves: ['self'],
  grads: ({ grad, args }) => {
    const inverse = op('erfinv', { self: tensorArg(args, 'self') });
    return { self: mul(scale(op('exp', { self: mul(inverse, inverse) }), 0.5 * Math.sqrt(Math.PI)), grad) };
  },
});
define(['erf', 'erf_'], {
  name: 'ErfBackward0', saves: ['self'],
  grads: ({ grad, args }) => {
    const x = tensorArg(args, 'self');
    return { self: mul(grad, scale(op('exp', { self: neg(mul(x, x)) }), 2 / Math.sqrt(Math.PI))) };
  },
});
define(['gelu', 'gelu_'], {
  name: 'GeluBackward0', saves: ['self'],
  grads: ({ grad, args }) => ({
    self: op('gelu_backward', { grad_output: grad, self: tensorArg(args, 'self'), approximate: args['approximate']! }),
  }),
});
define('gelu_backward', {
  name: 'GeluBackwardBackward0', saves: ['grad_output', 'self'],
  grads: ({ grad, args }) => {
    const x = tensorArg(args, 'self'), approximate = args['approximate']!;
    const gradGrad = () => mul(grad, tensorArg(args, 'grad_output'));
    return {
      grad_output: () => op('gelu_backward', { grad_output: grad, self: x, approximate }),
      // gelu_double_backward: the second derivative, term by term as FunctionsManual writes it
      self: () => {
        if (approximate !== 'tanh') {
          const square = mul(x, x);
          const pdf = scale(op('exp', { self: scale(square, -0.5) }), 2 / Math.sqrt(Math.PI) * Math.SQRT1_2 * 0.5);
          return mul(gradGrad(), sub(scale(pdf, 2), mul(square, pdf)));
        }
        const beta = Math.SQRT2 * 1.12837916709551257390 * 0.5, kappa = 0.044715;
        const inner = scale(add(x, scale(op('pow', { self: x, exponent: num(3) }), kappa)), beta);
        const t = op('tanh', { self: inner });
        const sech = div(num(1), op('cosh', { self: inner }));
        const f = scale(x, 0.5);
        const g = sub(num(1), mul(t, t));
        const h = scale(add(num(1), mul(scale(x, 3 * kappa), x)), beta);
        const fPrimeGH = mul(scale(g, 0.5), h);
        const gPrime = mul(mul(scale(sech, 2), mul(neg(sech), t)), h);
        const gPrimeFH = mul(mul(f, h), gPrime);
        const hPrimeFG = mul(mul(f, g), scale(x, 6 * kappa * beta));
        return mul(gradGrad(), add(add(add(fPrimeGH, fPrimeGH), gPrimeFH), hPrimeFG));
      },
    };
  },
});

// silu and mish: PyTorch's backward kernel, or with create_graph the same derivative in differentiable ops
// (infinitely_differentiable_silu_backward and _mish_backward, associated as they write it)
unaryGrad('SiluBackward0', ['self'], (g, x) => {
  if (!gradMode.enabled) return op('silu_backward', { grad_output: g, self: x });
  const s = sigmoid(x);
  return mul(mul(g, s), add(num(1), mul(x, sub(num(1), s))));
});
unaryGrad('MishBackward0', ['self'], (g, x) => {
  if (!gradMode.enabled) return op('mish_backward', { grad_output: g, self: x });
  const t = op('tanh', { self: op('log1p', { self: op('exp', { self: x }) }) });
  return mul(g, add(t, mul(mul(x, sigmoid(x)), sub(num(1), mul(t, t)))));
});
unaryGrad('HardswishBackward0', ['self'], (g, x) => op('hardswish_backward', { grad_output: g, self: x }));
define('hardswish_backward', {
  name: 'HardswishBackwardBackward0', saves: ['grad_output', 'self'],
  grads: ({ grad, args }) => {
    const g = tensorArg(args, 'grad_output'), x = tensorArg(args, 'self');
    const inside = op('logical_and', { self: cmp('gt', x, -3), other: cmp('lt', x, 3) });
    return {
      grad_output: () => op('hardswish_backward', { grad_output: grad, self: x }),
      self: () => when(inside, div(mul(grad, g), num(3)), num(0)),
    };
  },
});
unaryGrad('HardsigmoidBackward0', ['self'], (g, x) => op('hardsigmoid_backward', { grad_output: g, self: x }));
define('hardsigmoid_backward', {
  name: 'HardsigmoidBackwardBackward0', saves: ['self'],
  grads: ({ grad, args }) => ({
    grad_output: () => op('hardsigmoid_backward', { grad_output: grad, self: tensorArg(args, 'self') }),
    self: () => zerosLike(grad),
  }),
});
define(['log_sigmoid', 'log_sigmoid_'], {
  name: 'LogSigmoidBackward0', saves: ['self'],
  grads: ({ grad, args }) => ({ self: op('log_sigmoid_backward', { grad_output: grad, self: tensorArg(args, 'self') }) }),
});
define('log_sigmoid_backward', {
  name: 'LogSigmoidBackwardBackward0', saves: ['grad_output', 'self'],
  grads: ({ grad, args }) => {
    const g = tensorArg(args, 'grad_output'), x = tensorArg(args, 'self');
    return {
      grad_output: () => op('log_sigmoid_backward', { grad_output: grad, self: x }),
      // log_sigmoid_double_backward: grad * grad_output * (z - 1) * z with z = sigmoid(x)
      self: () => {
        const z = sigmoid(x);
        return mul(mul(mul(grad, g), sub(z, num(1))), z);
      },
    };
  },
});
define(['softplus', 'softplus_'], {
  name: 'SoftplusBackward0', saves: ['self'],
  grads: ({ grad, args }) => ({
    self: op('softplus_backward', { grad_output: grad, self: tensorArg(args, 'self'), beta: args['beta']!, threshold: args['threshold']! }),
  }),
});
define('softplus_backward', {
  name: 'SoftplusBackwardBackward0', saves: ['grad_output', 'self'],
  grads: ({ grad, args }) => {
    const x = tensorArg(args, 'self'), beta = scalarArg(args, 'beta');
    return {
      grad_output: () => op('softplus_backward', { grad_output: grad, self: x, beta: args['beta']!, threshold: args['threshold']! }),
      // softplus_double_backward: sigmoid_backward(grad * grad_output, sigmoid(beta x)) * (beta x < threshold) * beta
      self: () => {
        const bx = scale(x, beta);
        const below = op('_to_copy', { self: cmp('lt', bx, scalarArg(args, 'threshold')), dtype: grad.dtype });
        const d = op('sigmoid_backward', { grad_output: mul(grad, tensorArg(args, 'grad_output')), output: sigmoid(bx) });
        return scale(mul(d, below), beta);
      },
    };
  },
});
/** elu_backward's arguments from an elu or celu call: celu's input scale is 1 / alpha, alpha taken as a float. */
const eluBackwardArgs = (args: BoundArgs, celu: boolean, isResult: boolean): BoundArgs => {
  const alpha = args['alpha'] as PyScalar;
  return {
    alpha, is_result: isResult,
    scale: celu ? new PyScalar(1, 'float') : args['scale']!,
    input_scale: celu ? new PyScalar(1 / Math.fround(alpha.value), 'float') : args['input_scale']!,
  };
};
// elu_ and celu_ read the result, as elu_backward(is_result=true) does
for (const [name, node, isResult] of [['elu', 'EluBackward0', false], ['celu', 'CeluBackward0', false],
  ['elu_', 'EluBackward1', true], ['celu_', 'CeluBackward1', true]] as const) {
  define(name, {
    name: node, saves: [isResult ? 'result' : 'self'],
    grads: ({ grad, args, result }) => ({
      self: op('elu_backward', {
        grad_output: grad, ...eluBackwardArgs(args, name.startsWith('celu'), isResult),
        self_or_result: isResult ? result : tensorArg(args, 'self'),
      }),
    }),
  });
}
define('elu_backward', {
  name: 'EluBackwardBackward0', saves: ['grad_output', 'self_or_result'],
  grads: ({ grad, args }) => {
    const b = tensorArg(args, 'self_or_result'), inputScale = scalarArg(args, 'input_scale');
    const scalars = { alpha: args['alpha']!, scale: args['scale']!, input_scale: args['input_scale']!, is_result: args['is_result']! };
    const negative = () => op('_to_copy', { self: cmp('lt', b, 0), dtype: grad.dtype });
    const scaled = () => scale(mul(grad, tensorArg(args, 'grad_output')), inputScale);
    return {
      grad_output: () => op('elu_backward', { grad_output: grad, ...scalars, self_or_result: b }),
      // elu_double_backward
      self_or_result: () => (args['is_result']
        ? mul(scaled(), negative())
        : mul(op('elu_backward', { grad_output: scaled(), ...scalars, self_or_result: b }), negative())),
    };
  },
});
for (const [name, node] of [['threshold', 'ThresholdBackward0'], ['threshold_', 'ThresholdBackward1']] as const) {
  define(name, {
    name: node, saves: ['self'],
    grads: ({ grad, args }) => ({
      self: op('threshold_backward', { grad_output: grad, self: tensorArg(args, 'self'), threshold: args['threshold']! }),
    }),
  });
}
define(['hardtanh', 'hardtanh_'], {
  name: 'HardtanhBackward0', saves: ['self'],
  grads: ({ grad, args }) => ({
    self: op('hardtanh_backward', { grad_output: grad, self: tensorArg(args, 'self'), min_val: args['min_val']!, max_val: args['max_val']! }),
  }),
});
define('hardtanh_backward', {
  name: 'HardtanhBackwardBackward0', saves: ['self'],
  grads: ({ grad, args }) => ({
    grad_output: () => op('hardtanh_backward', { grad_output: grad, self: tensorArg(args, 'self'), min_val: args['min_val']!, max_val: args['max_val']! }),
    self: () => zerosLike(grad),
  }),
});

define('batch_norm', {
  name: 'NativeBatchNormBackward0', saves: ['input', 'weight'], inputs: ['input', 'weight', 'bias'],
  grads: ({ grad, args }) => {
    const x = tensorArg(args, 'input');
    const w = args['weight'] as T | null;
    const eps = args['eps'] as number;
    if (!gradMode.enabled) {
      // a first-order backward: PyTorch's own kernel, to the bit
      const [gIn, gW, gB] = run('_batch_norm_backward', { grad, input: x, weight: w, running_mean: args['running_mean']!,
        running_var: args['running_var']!, training: args['training']!, eps }) as T[];
      return { input: gIn!, weight: gW!, bias: gB! };
    }
    // with create_graph: the same gradient written in differentiable ops
    const dims = x.shape.map((_, i) => i).filter((i) => i !== 1);
    const shape = x.shape.map((d, i) => (i === 1 ? d : 1));
    const col = (t: T) => op('reshape', { self: t, shape });
    const statistics = once(() => {
      if (!args['training']) {
        // evaluation uses the running statistics, constants as far as autograd is concerned
        const invstd = op('rsqrt', { self: add(col(tensorArg(args, 'running_var')), num(eps)) });
        return { mean: col(tensorArg(args, 'running_mean')), invstd };
      }
      const mean = op('mean', { self: x, dim: dims, keepdim: true });
      const centred = sub(x, mean);
      return { mean, invstd: op('rsqrt', { self: add(op('mean', { self: mul(centred, centred), dim: dims, keepdim: true }), num(eps)) }) };
    });
    const xhat = once(() => mul(sub(x, statistics().mean), statistics().invstd));
    const sumG = once(() => op('sum', { self: grad, dim: dims, keepdim: true }));
    const sumGX = once(() => op('sum', { self: mul(grad, xhat()), dim: dims, keepdim: true }));
    const dx = () => {
      const { invstd } = statistics();
      const scaleBy = w ? mul(col(w), invstd) : invstd;
      if (!args['training']) return mul(grad, scaleBy);
      const n = x.numel / x.shape[1]!;
      return mul(div(scaleBy, num(n)), sub(sub(scale(grad, n), sumG()), mul(xhat(), sumGX())));
    };
    return {
      input: dx,
      weight: () => op('reshape', { self: sumGX(), shape: w!.shape }),
      bias: () => op('reshape', { self: sumG(), shape: tensorArg(args, 'bias').shape }),
    };
  },
});

define('layer_norm', {
  name: 'NativeLayerNormBackward0', saves: ['input', 'weight'], inputs: ['input', 'weight', 'bias'],
  grads: ({ grad, args }) => {
    const x = tensorArg(args, 'input');
    const w = args['weight'] as T | null, b = args['bias'] as T | null;
    const k = (args['normalized_shape'] as readonly number[]).length;
    const dims = x.shape.map((_, i) => i).slice(x.ndim - k);
    const rowMean = (t: T) => op('mean', { self: t, dim: dims, keepdim: true });
    const normalised = once(() => {
      const centred = sub(x, rowMean(x));
      const rstd = op('rsqrt', { self: add(rowMean(mul(centred, centred)), num(args['eps'] as number)) });
      return { rstd, xhat: mul(centred, rstd) };
    });
    const dx = () => {
      const { rstd, xhat } = normalised();
      const gw = w ? mul(grad, w) : grad;
      // d(xhat)/dx projects out the row's mean and its component along xhat
      return mul(rstd, sub(sub(gw, rowMean(gw)), mul(xhat, rowMean(mul(gw, xhat)))));
    };
    return {
      input: dx,
      weight: () => sumTo(mul(grad, normalised().xhat), w!.shape),
      bias: () => sumTo(grad, b!.shape),
    };
  },
});

define('group_norm', {
  name: 'NativeGroupNormBackward0', saves: ['input', 'weight'], inputs: ['input', 'weight', 'bias'],
  grads: ({ grad, args }) => {
    const x = tensorArg(args, 'input');
    const w = args['weight'] as T | null, b = args['bias'] as T | null;
    const G = args['num_groups'] as number;
    if (!gradMode.enabled && deviceOf(x) === CPU && (x.dtype.name === 'float32' || x.dtype.name === 'float64')) {
      // a first-order backward: PyTorch's own kernel, to the bit
      const [gIn, gW, gB] = run('_group_norm_backward', { grad, input: x, weight: w, num_groups: G,
        eps: args['eps']! }) as T[];
      return { input: gIn!, weight: gW!, bias: gB! };
    }
    // with create_graph: a sample's group of channels is a row, normalised as a layer norm over [N, G, rest], then
    // scaled per channel
    const grouped = [x.shape[0]!, G, x.numel / (x.shape[0]! * G)];
    const channel = x.shape.map((d, i) => (i === 1 ? d : 1));
    const rowMean = (t: T) => op('mean', { self: t, dim: [2], keepdim: true });
    const normalised = once(() => {
      const rows = op('reshape', { self: x, shape: grouped });
      const centred = sub(rows, rowMean(rows));
      const rstd = op('rsqrt', { self: add(rowMean(mul(centred, centred)), num(args['eps'] as number)) });
      return { rstd, xhat: mul(centred, rstd) };
    });
    const dx = () => {
      const { rstd, xhat } = normalised();
      const gw = op('reshape', { self: w ? mul(grad, op('reshape', { self: w, shape: channel })) : grad, shape: grouped });
      return op('reshape', { self: mul(rstd, sub(sub(gw, rowMean(gw)), mul(xhat, rowMean(mul(gw, xhat))))), shape: x.shape });
    };
    const perChannel = (t: T) => op('reshape', { self: sumTo(t, channel), shape: [x.shape[1]!] });
    return {
      input: dx,
      weight: () => perChannel(mul(grad, op('reshape', { self: normalised().xhat, shape: x.shape }))),
      bias: () => perChannel(grad),
    };
  },
});

define(['copysign', 'copysign_'], {
  // copysign.Tensor, then copysign.Scalar
  name: (args) => (tensorArg(args, 'other').wrappedNumber ? 'CopysignBackward1' : 'CopysignBackward0'),
  saves: ['self', 'result'],
  grads: ({ grad, args, result }) => {
    // d|a|·sign(b)/da = sign(a)·sign(b), expressed as result / self where self is non-zero
    const a = tensorArg(args, 'self');
    const ratio = op('where', { condition: op('eq', { self: a, other: num(0) }), self: num(0), other: div(result, a) });
    // other's sign alone matters, so its gradient is zero (a Python number takes none)
    return { self: sumTo(mul(grad, ratio), a.shape), other: () => zerosLike(tensorArg(args, 'other')) };
  },
});
define('index_put_', {
  name: 'IndexPutBackward0',
  grads: ({ grad, args }) => {
    const indices = args['indices'] as (T | null)[];
    const values = tensorArg(args, 'values');
    const accumulate = args['accumulate'] as boolean;
    // overwritten positions receive nothing from before the write; values get the gradient of where they went
    const self = () => (accumulate ? grad : op('index_put_', {
      self: op('clone', { self: grad }), indices, values: op('zeros_like', { self: values }), accumulate: false,
    }));
    return { self, values: () => sumTo(op('index', { self: grad, indices }), values.shape) };
  },
});

// sampling draws no gradient from what a tensor held, nor from a distribution's parameters
// (random_(to) is RandomBackward1 in PyTorch; it reaches random_from_to_ with from=0, which names it as random_(0, to))
for (const [name, node] of [['normal_', 'NormalBackward0'], ['log_normal_', 'LogNormalBackward0'],
  ['exponential_', 'ExponentialBackward0'], ['cauchy_', 'CauchyBackward0'], ['geometric_', 'GeometricBackward0'],
  ['uniform_', 'UniformBackward0'], ['random_', 'RandomBackward2'], ['random_from_to_', 'RandomBackward0'],
  ['bernoulli_', 'BernoulliBackward2']]) {
  define(name!, { name: node!, grads: ({ grad }) => ({ self: zerosLike(grad) }) });
}
define('normal_tensor_float', {
  name: 'NormalBackward1', grads: ({ args }) => ({ mean: zerosLike(tensorArg(args, 'mean')) }),
});
define('normal_float_tensor', {
  name: 'NormalBackward2', grads: ({ args }) => ({ std: zerosLike(tensorArg(args, 'std')) }),
});
define('normal_tensor_tensor', {
  name: 'NormalBackward3',
  grads: ({ args }) => ({ mean: () => zerosLike(tensorArg(args, 'mean')), std: () => zerosLike(tensorArg(args, 'std')) }),
});
define('bernoulli', { name: 'BernoulliBackward0', grads: ({ grad }) => ({ self: zerosLike(grad) }) });
define('poisson', { name: 'PoissonBackward0', grads: ({ args }) => ({ self: zerosLike(tensorArg(args, 'self')) }) });
// a gamma sample moves with its concentration: the implicit reparameterisation gradient
define('_standard_gamma', {
  name: 'StandardGammaBackward0', saves: ['self', 'result'],
  grads: ({ grad, args, result }) =>
    ({ self: mul(grad, op('_standard_gamma_grad', { self: tensorArg(args, 'self'), output: result })) }),
});

/**
 * Fills each op's derivative slot from the table above. An in-place op with no entry of its own takes its
 * out-of-place op's, as derivatives.yaml's in-place variants default to theirs.
 */
export function installDerivatives(): void {
  for (const [name, d] of Object.entries(DERIVATIVES)) getOp(name).derivative = d;
  const byName = new Map(allOps().map((op) => [op.schema.name, op]));
  for (const op of byName.values()) {
    const outOfPlace = op.schema.name.endsWith('_') ? byName.get(op.schema.name.slice(0, -1))?.derivative : undefined;
    if (!op.derivative && outOfPlace) op.derivative = outOfPlace;
  }
}
