/**
 * tril and triu: the lower or upper triangle of the last two dims (a batch of matrices), the rest zeroed. The
 * diagonal argument shifts the boundary: 0 is the main diagonal, positive values move it up and right.
 */
import { runtimeError } from '../errors.ts';
import { Tensor } from '../tensor.ts';
import { defineOp } from './registry.ts';

for (const [name, keep] of [
  ['tril', (offset: number, k: number) => offset <= k],
  ['triu', (offset: number, k: number) => offset >= k],
] as const) {
  defineOp({
    schema: `${name}(Tensor self, int diagonal=0) -> Tensor`,
    impl(args) {
      const self = args['self'] as Tensor;
      if (self.ndim < 2) throw runtimeError(`${name}: input tensor must have at least 2 dimensions`);
      const k = args['diagonal'] as number;
      const rows = self.shape[self.ndim - 2]!, cols = self.shape[self.ndim - 1]!;
      const out = Tensor.empty(self.dtype, self.shape);
      const { load, store } = self.dtype;
      const src = self.storage.data, dst = out.storage.data;
      // offsets() walks self in row-major order, matching the fresh contiguous output
      self.offsets().forEach((o, i) => {
        const col = i % cols, row = Math.floor(i / cols) % rows;
        if (keep(col - row, k)) store(dst, i, load(src, o));
      });
      return out;
    },
  });
}
