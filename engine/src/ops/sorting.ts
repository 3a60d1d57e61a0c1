/**
 * sort and topk along one dim, with the indices each value came from. sort is stable; topk picks among equal values
 * as ATen's CPU kernel does. NaN counts as larger than every number (last when ascending, first when descending).
 */
import { DTYPES } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { wrapDim } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { scan, type Element } from './reduction.ts';
import { defineOp } from './registry.ts';
import { introsort, nthElement, partialSort } from './stl-select.ts';

/** Positions 0..n-1 of `v` in sorted order (stable). */
function order(v: readonly Element[], descending: boolean): number[] {
  const rank = (a: number, b: number) => {
    const x = v[a]!, y = v[b]!;
    if (Number.isNaN(x) || Number.isNaN(y)) return Number(Number.isNaN(x)) - Number(Number.isNaN(y));
    return x < y ? -1 : x > y ? 1 : 0;
  };
  return v.map((_, i) => i).sort((a, b) => (descending ? rank(b, a) : rank(a, b)) || a - b);
}

/**
 * Values and indices of the `k` positions `pick` chooses in each lane, in its order, shaped like self with k along
 * dim.
 */
function select(self: Tensor, dim: number, k: number, pick: (v: readonly Element[]) => number[]): Tensor[] {
  // a 0-dim tensor sorts as its single element
  if (self.ndim === 0) return select(self.view([1], [1]), 0, k, pick).map((t) => t.view([], []));
  const picks: number[][] = [];
  const values = scan(self, dim, self.dtype, (v) => {
    const o = pick(v);
    picks.push(o);
    return o.map((i) => v[i]!);
  }, k);
  const indices = scan(self, dim, DTYPES.int64, (_, lane) => picks[lane]!, k);
  return [values, indices];
}

/**
 * The positions of a lane's top k as ATen's CPU topk finds them: a partial sort when k is small next to the lane,
 * else nth_element and (when sorted) a sort of the k-1 before the kth. Neither is stable, so equal values come out
 * in the order those algorithms leave them. NaN counts as the largest value.
 */
function topkOrder(v: readonly Element[], k: number, largest: boolean, sorted: boolean): number[] {
  const queue = v.map((_, i) => i);
  const nan = (i: number) => Number.isNaN(v[i]);
  const less = largest
    ? (a: number, b: number) => (nan(a) && !nan(b)) || v[a]! > v[b]!
    : (a: number, b: number) => (!nan(a) && nan(b)) || v[a]! < v[b]!;
  if (k * 64 <= v.length) {
    partialSort(queue, 0, k, v.length, less);
  } else {
    nthElement(queue, 0, k - 1, v.length, less);
    if (sorted) introsort(queue, 0, k - 1, less);
  }
  return queue.slice(0, k);
}

defineOp({
  schema: 'sort(Tensor self, int dim=-1, bool descending=False) -> Tensor[]', variants: [],
  impl(args) {
    const self = args['self'] as Tensor;
    const width = self.ndim === 0 ? 1 : self.shape[wrapDim(args['dim'] as number, self.ndim)]!;
    return select(self, args['dim'] as number, width, (v) => order(v, args['descending'] as boolean));
  },
});

/** The dispatch of a selection kernel that takes every dtype but bool. */
function refuseBool(self: Tensor, kernel: string): void {
  if (self.dtype === DTYPES.bool) throw runtimeError(`"${kernel}" not implemented for 'Bool'`);
}

defineOp({
  schema: 'topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> Tensor[]', variants: [],
  impl(args) {
    const self = args['self'] as Tensor;
    const k = args['k'] as number;
    const dim = args['dim'] as number;
    const width = self.ndim === 0 ? 1 : self.shape[wrapDim(dim, self.ndim)]!;
    if (k < 0 || k > width) throw runtimeError('selected index k out of range');
    refuseBool(self, 'topk_cpu');
    return select(self, dim, k, (v) => topkOrder(v, k, args['largest'] as boolean, args['sorted'] as boolean));
  },
});

/**
 * The position ATen's CPU kthvalue reports for a lane's kth smallest (k from 0): its quick_select_template, Sedgewick's
 * quickselect with a median-of-three pivot and NaN above every number. It is not stable, so among equal values the
 * index is whichever its swaps leave at k.
 */
function quickSelect(v: readonly Element[], k: number): number {
  const values = v.slice(), indices = v.map((_, i) => i);
  const greater = (x: Element, y: Element) => (Number.isNaN(x) && !Number.isNaN(y)) || x > y;
  const swap = (i: number, j: number) => {
    [values[i], values[j]] = [values[j]!, values[i]!];
    [indices[i], indices[j]] = [indices[j]!, indices[i]!];
  };
  let lo = 0, hi = v.length - 1;
  while (hi > lo) {
    if (hi === lo + 1) {
      if (greater(values[lo]!, values[hi]!)) swap(lo, hi);
      break;
    }
    swap((lo + hi) >> 1, lo + 1);
    if (greater(values[lo + 1]!, values[hi]!)) swap(lo + 1, hi);
    if (greater(values[lo]!, values[hi]!)) swap(lo, hi);
    if (greater(values[lo + 1]!, values[lo]!)) swap(lo + 1, lo);
    const pivot = values[lo]!;
    let i = lo + 1, j = hi;
    for (;;) {
      do i++; while (greater(pivot, values[i]!));
      do j--; while (greater(values[j]!, pivot));
      if (j < i) break;
      swap(i, j);
    }
    swap(lo, j);
    if (j <= k) lo = i;
    if (j >= k) hi = j - 1;
  }
  return indices[k]!;
}

defineOp({
  // k is checked by the caller, whose message names the dim
  schema: 'kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> Tensor[]', variants: [],
  impl(args) {
    const self = args['self'] as Tensor;
    const k = args['k'] as number;
    refuseBool(self, 'kthvalue_cpu');
    const picked = select(self, args['dim'] as number, 1, (v) => [quickSelect(v, k - 1)]);
    if (args['keepdim'] || self.ndim === 0) return picked;
    const dim = wrapDim(args['dim'] as number, self.ndim);
    const shape = self.shape.filter((_, i) => i !== dim);
    return picked.map((t) => t.view(shape, t.strides.filter((_, i) => i !== dim)));
  },
});
