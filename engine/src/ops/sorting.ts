/**
 * sort and topk along one dim, with the indices each value came from. Sorting is stable and, as in PyTorch, NaN
 * counts as larger than every number (last when ascending, first when descending).
 */
import { DTYPES } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { wrapDim } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { scan } from './reduction.ts';
import { defineOp } from './registry.ts';

/** Positions 0..n-1 of `v` in sorted order (stable). */
function order(v: readonly number[], descending: boolean): number[] {
  const key = (x: number) => (Number.isNaN(x) ? Infinity : x);
  const rank = (a: number, b: number) => {
    const x = v[a]!, y = v[b]!;
    if (Number.isNaN(x) || Number.isNaN(y)) return Number(Number.isNaN(x)) - Number(Number.isNaN(y));
    return key(x) - key(y);
  };
  return v.map((_, i) => i).sort((a, b) => (descending ? rank(b, a) : rank(a, b)) || a - b);
}

/** Values and indices of the first `k` of each lane in sorted order, shaped like self with k along dim. */
function select(self: Tensor, dim: number, k: number, descending: boolean): Tensor[] {
  // a 0-dim tensor sorts as its single element
  if (self.ndim === 0) return select(self.view([1], [1]), 0, k, descending).map((t) => t.view([], []));
  const picks: number[][] = [];
  const values = scan(self, dim, self.dtype, (v) => {
    const o = order(v, descending).slice(0, k);
    picks.push(o);
    return o.map((i) => v[i]!);
  }, k);
  const indices = scan(self, dim, DTYPES.int64, (_, lane) => picks[lane]!, k);
  return [values, indices];
}

defineOp({
  schema: 'sort(Tensor self, int dim=-1, bool descending=False) -> Tensor[]', variants: [],
  impl(args) {
    const self = args['self'] as Tensor;
    const width = self.ndim === 0 ? 1 : self.shape[wrapDim(args['dim'] as number, self.ndim)]!;
    return select(self, args['dim'] as number, width, args['descending'] as boolean);
  },
});

defineOp({
  schema: 'topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> Tensor[]', variants: [],
  impl(args) {
    const self = args['self'] as Tensor;
    const k = args['k'] as number;
    const dim = args['dim'] as number;
    const width = self.ndim === 0 ? 1 : self.shape[wrapDim(dim, self.ndim)]!;
    if (k < 0 || k > width) throw runtimeError('selected index k out of range');
    return select(self, dim, k, args['largest'] as boolean);
  },
});
