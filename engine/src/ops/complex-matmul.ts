/**
 * Complex matrix products as PyTorch's CPU path computes them: reference BLAS cgemm/zgemm (and its batched-matmul
 * loop for small batches) sums each output element's products one k after another, every complex product rounded
 * as (ar*br - ai*bi, ar*bi + ai*br) in the operands' precision, never split into four real matrix products.
 */
import { DTYPES } from '../dtype.ts';
import { ROUND } from '../numerics/lapack-kernels.ts';
import { fromValues, Tensor } from '../tensor.ts';
import { defineOp } from './registry.ts';

defineOp({
  // resolved pairs [...batch, m, k, 2] and [...batch, k, n, 2], the batch dims already equal
  schema: '_complex_matmul_pairs(Tensor self, Tensor other) -> Tensor', variants: [],
  impl(args) {
    const a = args['self'] as Tensor, b = args['other'] as Tensor;
    const [m, k] = a.shape.slice(-3, -1) as [number, number];
    const n = b.shape.at(-2)!;
    const batch = a.shape.slice(0, -3), count = batch.reduce((p, d) => p * d, 1);
    const round = ROUND[a.dtype === DTYPES.float64 ? 'double' : 'single'];
    const av = Float64Array.from(a.values()), bv = Float64Array.from(b.values());
    const out = new Float64Array(count * m * n * 2);
    for (let t = 0; t < count; t++) {
      const aAt = t * m * k * 2, bAt = t * k * n * 2, outAt = t * m * n * 2;
      for (let i = 0; i < m; i++) {
        for (let j = 0; j < n; j++) {
          let re = 0, im = 0;
          for (let l = 0; l < k; l++) {
            const ar = av[aAt + 2 * (i * k + l)]!, ai = av[aAt + 2 * (i * k + l) + 1]!;
            const br = bv[bAt + 2 * (l * n + j)]!, bi = bv[bAt + 2 * (l * n + j) + 1]!;
            re = round(re + round(round(ar * br) - round(ai * bi)));
            im = round(im + round(round(ar * bi) + round(ai * br)));
          }
          out[outAt + 2 * (i * n + j)] = re;
          out[outAt + 2 * (i * n + j) + 1] = im;
        }
      }
    }
    return fromValues(out, [...batch, m, n, 2], a.dtype);
  },
});
