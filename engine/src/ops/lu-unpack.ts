/** at::lu_unpack: getrf's packed factors and row swaps as the P, L and U with A = P L U. */
import { deviceOf } from '../device.ts';
import { numel } from '../shape.ts';
import { fromValues, type Tensor } from '../tensor.ts';
import { run } from './registry.ts';
import type { BoundArgs } from './schema.ts';

type T = Tensor;
const op = (name: string, args: BoundArgs) => run(name, args) as T;

/**
 * L unit lower triangular [m, k] and U upper triangular [k, n] as ops of LU (so they carry its gradient), P a
 * constant from the row swaps: row i swapped with row pivots[i] - 1, in order.
 */
export function luUnpack(lu: T, pivots: T): { P: T; L: T; U: T } {
  const [m, n] = lu.shape.slice(-2) as [number, number];
  const k = Math.min(m, n), x = lu.ndim;
  const batches = numel(pivots.shape.slice(0, -1));
  const piv = pivots.values();
  const p = new Float64Array(batches * m * m);
  for (let b = 0; b < batches; b++) {
    const perm = Array.from({ length: m }, (_, i) => i);
    for (let i = 0; i < k; i++) {
      const j = Number(piv[b * k + i]) - 1;
      [perm[i], perm[j]] = [perm[j]!, perm[i]!];
    }
    perm.forEach((row, col) => { p[b * m * m + row * m + col] = 1; });
  }
  const narrow = (dim: number) => op('narrow', { self: lu, dim, start: 0, length: k });
  const eye = op('eye', { n: m, m: k, dtype: lu.dtype, device: deviceOf(lu) });
  return {
    P: fromValues(p, [...lu.shape.slice(0, -2), m, m], lu.dtype),
    L: op('add', { self: op('tril', { self: narrow(x - 1), diagonal: -1 }), other: eye }),
    U: op('triu', { self: narrow(x - 2), diagonal: 0 }),
  };
}
