/**
 * mvlgamma (torch.special.multigammaln), the log of the multivariate gamma function, composed as UnaryOps.cpp does:
 * lgamma at x - j/2 for j < p (an arange from (1 - p)/2 to 0 in steps of 1/2 added to x's last-dim unsqueeze),
 * summed, plus p(p - 1)/4 log(pi) as a double Scalar. Its gradient is FunctionsManual's mvlgamma_backward.
 */
import { deviceOf } from '../device.ts';
import { DEFAULT_FLOAT, type DType } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import type { Tensor } from '../tensor.ts';
import { defineOp, run } from './registry.ts';
import { PyScalar, wrapScalar } from './schema.ts';
import { asTensor } from './util.ts';
import type { Derivative } from '../autograd/record.ts';

const T = (name: string, args: Record<string, unknown>) => run(name, args as never) as Tensor;
const float = (v: number) => new PyScalar(v, 'float');

/** x - j/2 for each j < p along a new last dim, in `dtype`. */
function shifted(self: Tensor, p: number, dtype: DType): Tensor {
  const offsets = T('arange', { start: float(-p * 0.5 + 0.5), end: float(0.5), step: float(0.5), dtype,
    device: deviceOf(self) });
  return T('add', { self: offsets, other: T('unsqueeze', { self, dim: -1 }) });
}

function mvlgamma(self: Tensor, p: number, dtype: DType): Tensor {
  if (self.dtype.category === 'bool') throw runtimeError('The input tensor may not be a boolean tensor.');
  if (p < 1) throw runtimeError('p has to be greater than or equal to 1');
  const sum = T('sum', { self: T('lgamma', { self: shifted(self, p, dtype) }), dim: [-1] });
  return T('add', { self: sum, other: wrapScalar(float(p * (p - 1) * Math.log(Math.PI) * 0.25)) });
}

const backward: Derivative = {
  name: 'MvlgammaBackward0', saves: ['self'],
  grads: ({ grad, args }) => {
    const self = asTensor(args['self']);
    const digammas = T('digamma', { self: shifted(self, args['p'] as number, self.dtype) });
    return { self: T('mul', { self: grad, other: T('sum', { self: digammas, dim: [-1] }) }) };
  },
};

defineOp({
  schema: 'mvlgamma(Tensor self, int p) -> Tensor',
  impl: (args) => {
    const self = asTensor(args['self']);
    // integers and bool promote to the default float dtype
    return mvlgamma(self, args['p'] as number, self.dtype.category === 'float' ? self.dtype : DEFAULT_FLOAT);
  },
}).derivative = backward;

defineOp({
  // the result is computed in self's dtype and copied back
  schema: 'mvlgamma_(Tensor self, int p) -> Tensor', variants: ['method'],
  impl: (args) => {
    const self = asTensor(args['self']);
    return T('copy_', { self, src: mvlgamma(self, args['p'] as number, self.dtype) });
  },
}).derivative = backward;
