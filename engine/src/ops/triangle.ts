/**
 * tril and triu: the lower or upper triangle of the last two dims (a batch of matrices), the rest zeroed. The
 * diagonal argument shifts the boundary: 0 is the main diagonal, positive values move it up and right.
 */
import { runtimeError } from '../errors.ts';
import { arg, coord, ge, input, le, select, sub } from '../ir/build.ts';
import { Tensor } from '../tensor.ts';
import { valueType } from './indexed.ts';
import { defineOp } from './registry.ts';

for (const [name, keep] of [['tril', le], ['triu', ge]] as const) {
  defineOp({
    schema: `${name}(Tensor self, int diagonal=0) -> Tensor`, inPlace: true,
    impl(args, backend) {
      const self = args['self'] as Tensor;
      if (self.ndim < 2) throw runtimeError(`${name}: input tensor must have at least 2 dimensions`);
      const out = Tensor.output(self.dtype, self.shape);
      // an element is kept by how far right of the diagonal it lies: column - row against `diagonal`
      const offset = sub(coord(self.ndim - 1), coord(self.ndim - 2));
      const body = select(keep(offset, arg(0, 'i64')), input(0, valueType(self.dtype)), 0);
      backend.pointwise({ body, args: [args['diagonal'] as number] }, [self], out);
      return out;
    },
  });
}
