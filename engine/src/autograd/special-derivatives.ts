/**
 * Derivatives of torch.special's functions and their kin (derivatives.yaml's entries, with FunctionsManual's
 * i1_backward, sinc_backward and logcumsumexp_backward), written with differentiable ops so that they differentiate
 * again.
 */
import { getOp } from '../ops/registry.ts';
import type { Tensor } from '../tensor.ts';
import { sumTo } from './derivatives.ts';
import { gradMode } from './graph.ts';
import type { Derivative } from './record.ts';
import { op, num, add, sub, mul, div, when, notImplemented, tensorArg as arg } from './formula-ops.ts';

type T = Tensor;
const unary = (name: string, x: T) => op(name, { self: x });

const DERIVATIVES: Record<string, Derivative> = {};
function define(names: readonly string[], d: Derivative): void {
  for (const n of names) DERIVATIVES[n] = d;
}

define(['i0', 'i0_'], {
  name: 'I0Backward0', saves: ['self'],
  grads: ({ grad, args }) => ({ self: mul(grad, unary('special_i1', arg(args, 'self'))) }),
});
define(['special_i0e'], {
  name: 'SpecialI0EBackward0', saves: ['self', 'result'],
  grads: ({ grad, args, result }) => {
    const x = arg(args, 'self');
    return { self: mul(grad, sub(unary('special_i1e', x), mul(unary('sign', x), result))) };
  },
});

/**
 * i1 and i1e: their derivatives hold a 1/x whose limit at 0 is 1/2; below machine epsilon x is replaced before the
 * division so that the unused branch of the `where` has no NaN to pass back under double backward.
 */
function besselFirstOrder(name: string, derivative: (x: T, result: T) => T): Derivative {
  return {
    name, saves: ['self', 'result'],
    grads: ({ grad, args, result }) => {
      const x = arg(args, 'self');
      const eps = x.dtype.name === 'float64' ? 2 ** -52 : 2 ** -23;
      const notTiny = op('gt', { self: unary('abs', x), other: num(eps) });
      const safe = when(notTiny, x, num(eps));
      return { self: mul(grad, when(notTiny, derivative(safe, result), num(0.5))) };
    },
  };
}
define(['special_i1'], besselFirstOrder('SpecialI1Backward0', (x, y) => sub(unary('i0', x), mul(y, unary('reciprocal', x)))));
define(['special_i1e'], besselFirstOrder('SpecialI1EBackward0',
  (x, y) => sub(unary('special_i0e', x), mul(y, add(unary('sign', x), unary('reciprocal', x))))));

define(['special_ndtri'], {
  name: 'SpecialNdtriBackward0', saves: ['result'],
  grads: ({ grad, result }) =>
    ({ self: mul(mul(grad, num(Math.sqrt(2 * Math.PI))), unary('exp', div(mul(result, result), num(2)))) }),
});
define(['special_entr'], {
  name: 'SpecialEntrBackward0', saves: ['self'],
  grads: ({ grad, args }) => ({ self: mul(grad, unary('neg', add(unary('log', arg(args, 'self')), num(1)))) }),
});
define(['sinc', 'sinc_'], {
  name: 'SincBackward0', saves: ['self'],
  grads: ({ grad, args }) => {
    const x = arg(args, 'self');
    const xPi = mul(x, num(Math.PI));
    const xSquaredPi = mul(mul(x, x), num(Math.PI));
    const out = div(mul(grad, sub(mul(xPi, unary('cos', xPi)), unary('sin', xPi))), xSquaredPi);
    return { self: when(op('eq', { self: xSquaredPi, other: num(0) }), num(0), out) };
  },
});
define(['special_xlog1py'], {
  name: 'SpecialXlog1PyBackward0', saves: ['self', 'other'],
  grads: ({ grad, args }) => {
    const x = arg(args, 'self'), y = arg(args, 'other');
    // d/dx is log1p(y), taken as 0 where x is 0 and y <= -1 (the derivative along x = 0)
    const undefinedAt = () => op('logical_and', { self: op('eq', { self: x, other: num(0) }), other: op('le', { self: y, other: num(-1) }) });
    return {
      self: () => sumTo(when(undefinedAt(), num(0), op('special_xlog1py', { self: grad, other: y })), x.shape),
      other: () => sumTo(div(mul(grad, x), add(y, num(1))), y.shape),
    };
  },
});

define(['special_erfcx'], {
  name: 'SpecialErfcxBackward0', saves: ['self', 'result'],
  grads: ({ grad, args, result }) =>
    ({ self: mul(sub(mul(mul(num(2), arg(args, 'self')), result), num(2 / Math.sqrt(Math.PI))), grad) }),
});
define(['special_log_ndtr'], {
  name: 'SpecialLogNdtrBackward0', saves: ['self', 'result'],
  grads: ({ grad, args, result }) => {
    const x = arg(args, 'self');
    const exponent = unary('neg', add(result, div(mul(x, x), num(2))));
    return { self: mul(div(grad, num(Math.sqrt(2 * Math.PI))), unary('exp', exponent)) };
  },
});
define(['special_zeta'], {
  name: 'SpecialZetaBackward0', saves: ['self', 'other'],
  grads: ({ grad, args }) => {
    const x = arg(args, 'self'), q = arg(args, 'other');
    return {
      self: () => { throw notImplemented('zeta'); },
      other: () => sumTo(mul(mul(grad, unary('neg', x)), op('special_zeta', { self: add(x, num(1)), other: q })), q.shape),
    };
  },
});
/** igamma and igammac along x: +-x^(a-1) e^-x / Gamma(a); along a PyTorch's derivative is not implemented. */
function incompleteGamma(name: string, opName: string, sign: number): Derivative {
  return {
    name, saves: ['self', 'other'],
    grads: ({ grad, args }) => {
      const a = arg(args, 'self'), x = arg(args, 'other');
      const density = () => unary('exp', sub(sub(mul(sub(a, num(1)), unary('log', x)), x), unary('lgamma', a)));
      return {
        self: () => { throw notImplemented(`${opName}: input`); },
        other: () => sumTo(mul(sign > 0 ? grad : unary('neg', grad), density()), x.shape),
      };
    },
  };
}
define(['igamma', 'igamma_'], incompleteGamma('IgammaBackward0', 'igamma', 1));
define(['igammac', 'igammac_'], incompleteGamma('IgammacBackward0', 'igammac', -1));
const polygamma = (n: number, x: T) => op('polygamma', { n, self: x });
const polygammaBackward = (name: string): Derivative => ({
  name, saves: ['self'],
  grads: ({ grad, args }) => ({ self: mul(grad, polygamma((args['n'] as number) + 1, arg(args, 'self'))) }),
});
define(['polygamma'], polygammaBackward('PolygammaBackward0'));
define(['polygamma_'], polygammaBackward('PolygammaBackward1'));
define(['digamma', 'digamma_'], {
  name: 'DigammaBackward0', saves: ['self'],
  grads: ({ grad, args }) => ({ self: mul(grad, polygamma(1, arg(args, 'self'))) }),
});

define(['logit', 'logit_'], {
  // the backward kernel, unless the gradient is to be differentiated again (FunctionsManual's
  // infinitely_differentiable_logit_backward: 0 outside the clamp, NaN outside [0, 1] without eps)
  name: 'LogitBackward0', saves: ['self'],
  grads: ({ grad, args }) => {
    const x = arg(args, 'self'), eps = args['eps'] as number | null;
    if (!gradMode.enabled) return { self: op('logit_backward', { grad_output: grad, self: x, eps }) };
    const lo = eps ?? 0, hi = eps === null ? 1 : 1 - eps;
    const inside = op('logical_and', { self: op('ge', { self: x, other: num(lo) }), other: op('le', { self: x, other: num(hi) }) });
    return { self: when(inside, div(grad, mul(x, op('rsub', { self: x, other: num(1) }))), num(eps === null ? NaN : 0)) };
  },
});
define(['logcumsumexp'], {
  // FunctionsManual's logcumsumexp_backward: the gradient's positive and negative parts each summed in log space,
  // their logs floored at the dtype's lowest value where the part is absent
  name: 'LogcumsumexpBackward0', saves: ['self', 'result'],
  grads: ({ grad, args, result }) => {
    if (grad.ndim === 0 || grad.numel === 0) return { self: grad };
    const x = arg(args, 'self'), dim = args['dim'] as number;
    const flip = (t: T) => op('flip', { self: t, dims: [dim] });
    const reversed = (t: T) => flip(op('logcumsumexp', { self: flip(t), dim }));
    const lowest = num(grad.dtype.name === 'float64' ? -Number.MAX_VALUE : -3.4028234663852886e38);
    const logAbs = unary('log', unary('abs', grad));
    const part = (sign: 'gt' | 'lt') => {
      const logPart = when(op(sign, { self: grad, other: num(0) }), logAbs, lowest);
      return unary('exp', add(reversed(sub(logPart, result)), x));
    };
    return { self: sub(part('gt'), part('lt')) };
  },
});

/** Fills the special functions' derivative slots. */
export function installSpecialDerivatives(): void {
  for (const [name, d] of Object.entries(DERIVATIVES)) getOp(name).derivative = d;
}
