/**
 * torch.div with a rounding_mode, as one op: autograd records PyTorch's DivBackward2 (whose gradients are zeros)
 * rather than the nodes of the ops that compute it.
 */
import type { Tensor } from '../tensor.ts';
import { runtimeError } from '../errors.ts';
import { defineOp, run } from './registry.ts';
import { PyScalar, wrapScalar, type BoundArgs } from './schema.ts';

const T = (name: string, args: BoundArgs) => run(name, args) as Tensor;

defineOp({
  schema: '_div_rounding(Tensor self, Tensor other, str rounding_mode) -> Tensor', variants: [],
  impl: (args) => {
    const a = args['self'] as Tensor, b = args['other'] as Tensor, mode = args['rounding_mode'] as string;
    if (mode !== 'floor' && mode !== 'trunc') {
      throw runtimeError(`div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '${mode}'`);
    }
    const down = T('floor_divide', { self: a, other: b });
    if (mode === 'floor') return down;
    if (down.dtype.category === 'float') return T('trunc', { self: T('div', { self: a, other: b }) });
    // integers: floor and trunc differ by one where the division is inexact and the signs differ
    const zero = wrapScalar(new PyScalar(0, 'int'));
    const rest = T('sub', { self: a, other: T('mul', { self: down, other: b }), alpha: new PyScalar(1, 'int') });
    const signsDiffer = T('ne', { self: T('lt', { self: a, other: zero }), other: T('lt', { self: b, other: zero }) });
    const inexact = T('logical_and', { self: T('ne', { self: rest, other: zero }), other: signsDiffer });
    return T('add', { self: down, other: T('_to_copy', { self: inexact, dtype: down.dtype }), alpha: new PyScalar(1, 'int') });
  },
});
