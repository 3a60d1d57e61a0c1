/**
 * _shape_as_tensor: a tensor's sizes as a 1-d int64 tensor. A jit trace reads sizes through it, so a replay on an
 * input of another shape computes the sizes the traced program read from that input.
 */
import { DTYPES } from '../dtype.ts';
import { fromValues, type Tensor } from '../tensor.ts';
import { defineOp } from './registry.ts';

defineOp({
  schema: '_shape_as_tensor(Tensor self) -> Tensor', variants: ['function'],
  impl: (args) => {
    const self = args['self'] as Tensor;
    return fromValues(self.shape, [self.ndim], DTYPES.int64);
  },
});
