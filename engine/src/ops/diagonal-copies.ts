/**
 * The ops torch.diag is made of (TensorShape.cpp): diag_embed (DiagEmbedBackward0), which writes the last dimension
 * along the diagonal of a new zero plane, and diagonal_copy, the diagonal view copied out, whose node PyTorch generates
 * from the view's derivative entry under the name DiagonalBackward0_copy.
 */
import { runtimeError } from '../errors.ts';
import { wrapDim } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { defineOp, getOp, run } from './registry.ts';
import { asTensor } from './util.ts';

defineOp({
  schema: 'diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor',
  impl: (args, backend) => {
    const self = asTensor(args['self']), offset = args['offset'] as number;
    const dim1 = wrapDim(args['dim1'] as number, self.ndim + 1), dim2 = wrapDim(args['dim2'] as number, self.ndim + 1);
    if (dim1 === dim2) throw runtimeError(`diagonal dimensions cannot be identical ${args['dim1']}, ${args['dim2']}`);
    const n = Math.abs(offset) + self.shape[wrapDim(-1, self.ndim)]!;
    const shape = self.shape.slice(0, -1);
    shape.splice(Math.min(dim1, dim2), 0, n);
    shape.splice(Math.max(dim1, dim2), 0, n);
    const out = Tensor.output(self.dtype, shape);
    run('zero_', { self: out });
    backend.copy(self, run('diagonal', { self: out, offset, dim1, dim2 }) as Tensor);
    return out;
  },
}).derivative = {
  name: 'DiagEmbedBackward0',
  grads: ({ grad, args }) => ({
    self: run('diagonal', { self: grad, offset: args['offset']!, dim1: args['dim1']!, dim2: args['dim2']! }) as Tensor,
  }),
};

defineOp({
  schema: 'diagonal_copy(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor', variants: ['function'],
  impl: (args) => run('clone', { self: run('diagonal', args) as Tensor }) as Tensor,
}).derivative = {
  name: 'DiagonalBackward0_copy',
  grads: (ctx) => getOp('diagonal').derivative!.grads(ctx),
};
