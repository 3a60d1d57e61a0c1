/**
 * Ops that update or read a tensor at places an index tensor names: slice by slice along one dim (index_add,
 * index_copy, index_fill, index_reduce), element by element along a dim (scatter_reduce), or in the flattened tensor
 * (take, put). Each is one scatter or gather (indexed.ts), so updates to one place land in PyTorch's CPU order.
 */
import type { Backend } from '../backend.ts';
import { DTYPES, type DType } from '../dtype.ts';
import { indexError, runtimeError } from '../errors.ts';
import { broadcastShapes, contiguousStrides, sameShape, wrapDim } from '../shape.ts';
import { Tensor, fromValues } from '../tensor.ts';
import { deviceOf, moveTo } from '../device.ts';
import { checkRange, gather, scatter, scatterHead, type Combine, type Pick } from './indexed.ts';
import { alongIndex } from './indexing.ts';
import { convertTo } from './pointwise.ts';
import { defineOp, run } from './registry.ts';
import { PyScalar, type BoundArgs } from './schema.ts';
import { asTensor, broadcastTo, cast, contiguous } from './util.ts';

const T = (name: string, args: BoundArgs) => run(name, args) as Tensor;
const shapeText = (shape: readonly number[]) => `[${shape.join(', ')}]`;

function cloneOf(t: Tensor, backend: Backend): Tensor {
  const out = Tensor.empty(t.dtype, t.shape);
  backend.copy(t, out);
  return out;
}

/** The tensor an op writes: self in place, else a copy of it. */
const targetOf = (self: Tensor, inplace: boolean, backend: Backend) => (inplace ? self : cloneOf(self, backend));

/**
 * Slice-wise access: `target` (a 0-d one as one element) viewed at its shape with dim's size the index's length and
 * stride 0 there, and the index (0-d or 1-d, as int64) as the pick along dim.
 */
function alongSlices(target: Tensor, dim: number, index: Tensor, backend: Backend): { view: Tensor; pick: Pick } {
  const t = target.ndim ? target : target.view([1], [1]);
  const long = cast(index, DTYPES.int64, backend);
  const shape = t.shape.map((n, d) => (d === dim ? long.numel : n));
  const view = t.view(shape, t.strides.map((s, d) => (d === dim ? 0 : s)));
  const along = long.ndim ? long.strides[0]! : 0;
  const pickIndex = long.view(shape, shape.map((_, d) => (d === dim ? along : 0)));
  return { view, pick: { index: pickIndex, size: t.shape[dim]!, stride: t.strides[dim]! } };
}

/**
 * `source` viewed at the slice-wise access's shape: its slices broadcast over self's, as the binary op PyTorch runs
 * per slice broadcasts them, and its own stride along dim.
 */
function sourceAlong(source: Tensor, dim: number, shape: readonly number[]): Tensor {
  if (source.ndim === 0) return broadcastTo(source, shape);
  const drop = <X>(xs: readonly X[]) => xs.filter((_, d) => d !== dim);
  const selfSlice = drop(shape);
  const sourceSlice = drop(source.shape);
  const joint = broadcastShapes(selfSlice, sourceSlice);
  if (!sameShape(joint, selfSlice)) {
    throw runtimeError(`output with shape ${shapeText(selfSlice)} doesn't match the broadcast shape ${shapeText(joint)}`);
  }
  const spread = broadcastTo(source.view(sourceSlice, drop(source.strides)), selfSlice).strides;
  return source.view(shape, [...spread.slice(0, dim), source.strides[dim]!, ...spread.slice(dim)]);
}

/** index_add and index_reduce's argument checks (ATen's index_func_meta_impl), `func` naming the op. */
function checkIndexFunc(func: string, self: Tensor, dim: number, index: Tensor, source: Tensor): void {
  if (index.ndim > 1) {
    throw indexError(`${func}_(): Index is supposed to be a vector, but got dim: ${index.ndim} with type: ` +
      `${index.dtype.scalarName} and size: ${shapeText(index.shape)}`);
  }
  if (index.dtype !== DTYPES.int64 && index.dtype !== DTYPES.int32) {
    throw runtimeError(`${func}_(): Expected dtype int32/int64 for index but got: ${index.dtype.scalarName}`);
  }
  if (self.dtype !== source.dtype) {
    throw runtimeError(`${func}_(): self (${self.dtype.scalarName}) and source (${source.dtype.scalarName}) must ` +
      'have the same scalar type');
  }
  if (dim !== 0 && dim >= source.ndim) {
    throw runtimeError(`${func}_(): Indexing dim ${dim} is out of bounds of the source tensor with dim ${source.ndim}`);
  }
  const along = source.ndim === 0 ? 1 : source.shape[dim]!;
  if (index.numel !== along) {
    throw runtimeError(`${func}_(): Number of indices (${index.numel}) should be equal to source.size(dim): ` +
      `(${along}), for dim: ${dim}`);
  }
  if (self.ndim <= 1 && source.ndim > 1) {
    throw runtimeError(`source.dim() (${source.ndim}) must one or zero for given self.dim() (${self.ndim})`);
  }
}

/** The first `k` elements of a 0-d or 1-d index. */
const indexPrefix = (index: Tensor, k: number) => index.view([k], [index.ndim ? index.strides[0]! : 0]);

/**
 * Scatters `source`'s slices into target's at index, combined as `combine` says, after the range check. ATen's CPU
 * loop goes slice by slice and checks each index as it comes, so the slices before a bad index stay written.
 */
function scatterSlices(target: Tensor, dim: number, index: Tensor, source: Tensor, combine: Combine,
  backend: Backend): void {
  const size = target.ndim ? target.shape[dim]! : 1;
  checkRange(cast(index, DTYPES.int64, backend), 0, size, backend, () => indexError('index out of range in self'),
    (k) => {
      const head = source.ndim ? source.view(source.shape.map((n, d) => (d === dim ? k : n)), source.strides) : source;
      scatterSlices(target, dim, indexPrefix(index, k), head, combine, backend);
    });
  const { view, pick } = alongSlices(target, dim, index, backend);
  scatter(view, [pick], sourceAlong(source, dim, view.shape), combine, backend);
}

/** Writes `value` (a 0-d tensor of target's dtype) at target's slices named by index. */
function fillSlices(target: Tensor, dim: number, index: Tensor, value: Tensor, backend: Backend): void {
  const { view, pick } = alongSlices(target, dim, index, backend);
  scatter(view, [pick], broadcastTo(value, view.shape), 'set', backend);
}

for (const inplace of [false, true]) {
  defineOp({
    schema: `index_add${inplace ? '_' : ''}(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor`,
    variants: inplace ? ['method'] : ['function', 'method'],
    impl: (args, backend) => {
      const self = asTensor(args['self']);
      const source = asTensor(args['source']);
      const index = asTensor(args['index']);
      const dim = wrapDim(args['dim'] as number, self.ndim);
      checkIndexFunc('index_add', self, dim, index, source);
      const target = targetOf(self, inplace, backend);
      const alpha = (args['alpha'] as PyScalar).value;
      // alpha in self's dtype times the source, rounded before it is added, as ATen's `*self += source * alpha`
      const scaled = alpha === 1 ? source : T('mul', { self: source, other: scalarOf(alpha, self.dtype, backend) });
      scatterSlices(target, dim, index, scaled, 'add', backend);
      return target;
    },
  });

  defineOp({
    schema: `index_copy${inplace ? '_' : ''}(Tensor self, int dim, Tensor index, Tensor source) -> Tensor`,
    variants: inplace ? ['method'] : ['function', 'method'],
    impl: (args, backend) => {
      const self = asTensor(args['self']);
      const source = asTensor(args['source']);
      const index = asTensor(args['index']);
      const dim = wrapDim(args['dim'] as number, self.ndim);
      checkIndexCopy(self, dim, index, source);
      const target = targetOf(self, inplace, backend);
      const { view, pick } = alongSlices(target, dim, index, backend);
      const values = sourceAlong(source, dim, view.shape);
      checkRange(pick.index, 0, pick.size, backend, (v) =>
        indexError(`index_copy_(): index ${v} is out of bounds for dimension ${dim} with size ${pick.size}`),
      (at) => scatterHead(view, [pick], values, 'set', at, backend));
      scatter(view, [pick], values, 'set', backend);
      return target;
    },
  });

  defineOp({
    schema: `index_fill${inplace ? '_' : ''}(Tensor self, int dim, Tensor index, Scalar value) -> Tensor`,
    variants: inplace ? ['method'] : ['function', 'method'],
    impl: (args, backend) => {
      const self = asTensor(args['self']);
      const index = asTensor(args['index']);
      if (index.dtype !== DTYPES.int64) throw indexError('index_fill_(): Expected dtype int64 for index.');
      const dim = wrapDim(args['dim'] as number, self.ndim);
      if (index.ndim > 1) throw runtimeError('Index has to be a vector/scalar');
      const target = targetOf(self, inplace, backend);
      // negative indices count from the end here, unlike index_copy's
      const size = self.ndim ? self.shape[dim]! : 1;
      const value = scalarOf((args['value'] as PyScalar).valueIn(self.dtype), self.dtype, backend);
      // ATen's CPU kernel fills in row-major order over self's outer dims and the index, checking each index as it
      // comes: a bad index is met in the first outer slice, after the fills before it there
      const firstOuter = (t: Tensor) => t.view(t.shape.map((n, d) => (d < dim ? Math.min(n, 1) : n)), t.strides);
      checkRange(index, -size, size, backend, (v) =>
        indexError(`index ${v} is out of bounds for dimension ${dim} with size ${size}`),
      (k) => fillSlices(firstOuter(target), dim, indexPrefix(index, k), value, backend));
      fillSlices(target, dim, index, value, backend);
      return target;
    },
  });

  defineOp({
    schema: `index_reduce${inplace ? '_' : ''}(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, ` +
      'bool include_self=True) -> Tensor',
    variants: inplace ? ['method'] : ['function', 'method'],
    impl: (args, backend) => {
      const self = asTensor(args['self']);
      const source = asTensor(args['source']);
      const index = asTensor(args['index']);
      const reduce = args['reduce'] as string;
      if (!['prod', 'mean', 'amax', 'amin'].includes(reduce)) {
        throw runtimeError(`index_reduce(): Expected reduce to be one of prod, mean, amax or amin but got ${reduce}.`);
      }
      const dim = wrapDim(args['dim'] as number, self.ndim);
      checkIndexFunc('index_reduce', self, dim, index, source);
      const target = targetOf(self, inplace, backend);
      const includeSelf = args['include_self'] as boolean;
      if (!includeSelf) fillSlices(target, dim, index, identityOf(reduce as Reduce, self.dtype, backend), backend);
      scatterSlices(target, dim, index, source, COMBINES[reduce as Reduce], backend);
      if (reduce === 'mean') {
        const counts = T(includeSelf ? 'ones_like' : 'zeros_like', { self: target });
        scatterSlices(counts, dim, index, T('ones_like', { self: source }), 'add', backend);
        divideByCounts(target, counts, backend);
      }
      return target;
    },
  });
}

/** A number as a 0-d tensor of `dtype` (alpha as ATen's `alpha.to<scalar_t>()`); an int64 past 2^53 as a bigint. */
function scalarOf(value: number | bigint, dtype: DType, backend: Backend): Tensor {
  const t = Tensor.output(dtype, []);
  if (typeof value === 'bigint') backend.copy(moveTo(fromValues([value], [], dtype), deviceOf(t)), t);
  else backend.write(t, [convertTo(dtype, value)]);
  return t;
}

function checkIndexCopy(self: Tensor, dim: number, index: Tensor, source: Tensor): void {
  if (index.ndim > 1) throw indexError(`index_copy_(): Index should have dimension 1 or 0 (got ${index.ndim})`);
  if (source.ndim === 0 && index.numel !== 1) {
    throw indexError(`index_copy_(): When source is scalar, index should have one element (got ${index.numel})`);
  }
  if (source.ndim !== self.ndim && source.ndim !== 0 && self.ndim !== 0) {
    throw indexError('index_copy_(): When source and destination are not scalars, their dimensionality must match. ' +
      `Source dimensionality (${source.ndim}), destination dimensionality (${self.ndim})`);
  }
  if (index.dtype !== DTYPES.int64) {
    throw runtimeError(`index_copy_(): Expected a long tensor for index, but got ${index.dtype.scalarName}`);
  }
  if (self.dtype !== source.dtype) {
    throw runtimeError('index_copy_(): self and source expected to have the same dtype, but got (self) ' +
      `${self.dtype.scalarName} and (source) ${source.dtype.scalarName}`);
  }
  const drop = (shape: readonly number[]) => shape.filter((_, d) => d !== dim);
  // the slice shapes as ATen streams a std::vector: space-separated
  const selfSlice = drop(self.shape);
  const sourceSlice = drop(source.shape);
  if (!sameShape(selfSlice, sourceSlice)) {
    throw runtimeError('index_copy_(): Source/destination tensor must have same slice shapes. Destination slice ' +
      `shape: ${selfSlice.join(' ')} at dimension ${dim} and source slice shape: ${sourceSlice.join(' ')} at dimension 0.`);
  }
  if (source.ndim !== 0 && index.numel !== source.shape[dim]) {
    throw indexError(`index_copy_(): Number of indices (${index.numel}) should be equal to source.size(dim) ` +
      `(${source.shape[dim]})`);
  }
}

type Reduce = 'sum' | 'prod' | 'mean' | 'amax' | 'amin';
const COMBINES: Readonly<Record<Reduce, Combine>> = { sum: 'add', mean: 'add', prod: 'multiply', amax: 'amax', amin: 'amin' };

/** What a reduction starts from where include_self=False leaves self out: its identity, a 0-d tensor of `dtype`. */
function identityOf(reduce: Reduce, dtype: DType, backend: Backend): Tensor {
  if (reduce === 'prod') return scalarOf(1, dtype, backend);
  if (reduce !== 'amax' && reduce !== 'amin') return scalarOf(0, dtype, backend);
  if (dtype.category === 'float') return scalarOf(reduce === 'amax' ? -Infinity : Infinity, dtype, backend);
  if (dtype.category === 'bool') return scalarOf(reduce === 'amax' ? 0 : 1, dtype, backend);
  const lowest = dtype.name === 'uint8' ? 0 : -(2 ** (dtype.itemsize * 8 - 1));
  const smallest = scalarOf(lowest, dtype, backend);
  // the largest value is the complement of the lowest (exact for int64, whose largest a double cannot hold)
  return reduce === 'amax' ? smallest : T('bitwise_not', { self: smallest });
}

/** A mean's last step: target divided by its counts (zero counts as one), floored for integer dtypes. */
function divideByCounts(target: Tensor, counts: Tensor, backend: Backend): void {
  const ones = T('masked_fill', { self: counts, mask: T('eq', { self: counts, other: scalarOf(0, counts.dtype, backend) }), value: new PyScalar(1, 'int') });
  const mean = T(target.dtype.category === 'float' ? 'div' : 'floor_divide', { self: target, other: ones });
  backend.copy(mean, target);
}

/**
 * scatter_reduce: src's elements combined into self's (or a copy's) at index along dim, in index order; scatter_add is
 * its sum with self included.
 */
function scatterReduce(args: BoundArgs, reduce: string, includeSelf: boolean, inplace: boolean,
  backend: Backend): Tensor {
  const self = asTensor(args['self']);
  const src = asTensor(args['src']);
  const index = asTensor(args['index']);
  const dim = wrapDim(args['dim'] as number, self.ndim);
  if (index.numel !== 0 && index.dtype !== DTYPES.int64) throw runtimeError('scatter(): Expected dtype int64 for index');
  if (self.dtype !== src.dtype) throw runtimeError('scatter(): Expected self.dtype to be equal to src.dtype');
  checkScatterShape(self, dim, index, src);
  if (!(reduce in COMBINES)) throw runtimeError('reduce argument must be either sum, prod, mean, amax or amin.');
  const target = targetOf(self, inplace, backend);
  if (index.numel === 0) return target;
  const values = src.view(index.shape, src.strides.slice(0, index.ndim));
  const identity = () => broadcastTo(identityOf(reduce as Reduce, self.dtype, backend), index.shape);
  // the first pass over the index (the identity's, without self) is the one that meets a bad index
  const { view, picks } = alongIndex(target, dim, index, 'scatter', backend, (head, at) =>
    scatterHead(head.view, head.picks, includeSelf ? values : identity(), includeSelf ? COMBINES[reduce as Reduce] : 'set',
      at, backend));
  if (!includeSelf) scatter(view, picks, identity(), 'set', backend);
  scatter(view, picks, values, COMBINES[reduce as Reduce], backend);
  if (reduce === 'mean') {
    const counts = T(includeSelf ? 'ones_like' : 'zeros_like', { self: target });
    const countsAt = alongIndex(counts, dim, index, 'scatter', backend);
    scatter(countsAt.view, countsAt.picks, 1, 'add', backend);
    divideByCounts(target, counts, backend);
  }
  return target;
}

for (const inplace of [false, true]) {
  const suffix = inplace ? '_' : '';
  const variants: ('function' | 'method')[] = inplace ? ['method'] : ['function', 'method'];
  defineOp({
    schema: `scatter_reduce${suffix}(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, ` +
      'bool include_self=True) -> Tensor',
    variants,
    impl: (args, backend) =>
      scatterReduce(args, args['reduce'] as string, args['include_self'] as boolean, inplace, backend),
  });
  defineOp({
    schema: `scatter_add${suffix}(Tensor self, int dim, Tensor index, Tensor src) -> Tensor`, variants,
    impl: (args, backend) => scatterReduce(args, 'sum', true, inplace, backend),
  });
}

/** ATen's scatter_shape_check: index no larger than self apart from dim, nor than src. */
function checkScatterShape(self: Tensor, dim: number, index: Tensor, src: Tensor): void {
  if (index.numel === 0) return;
  const size = (t: Tensor, d: number) => (t.ndim === 0 ? 1 : t.shape[d]!);
  if (Math.max(self.ndim, 1) !== Math.max(index.ndim, 1)) {
    throw runtimeError('Index tensor must have the same number of dimensions as self tensor');
  }
  const dims = [...Array(Math.max(self.ndim, 1)).keys()];
  if (dims.some((d) => (d !== dim && size(index, d) > size(self, d)) || size(index, d) > size(src, d))) {
    throw runtimeError(`Expected index ${shapeText(index.shape)} to be smaller than self ${shapeText(self.shape)} ` +
      `apart from dimension ${dim} and to be smaller size than src ${shapeText(src.shape)}`);
  }
}

/** `t` as the flat run of its elements in row-major order (take and put address it so). */
const flat = (t: Tensor, backend: Backend) => contiguous(t, backend).view([t.numel], [1]);

const flatRangeError = (numel: number) => (v: number) =>
  indexError(`out of range: tried to access index ${v} on a tensor of ${numel} elements.`);

defineOp({
  schema: 'take(Tensor self, Tensor index) -> Tensor',
  impl: (args, backend) => {
    const self = asTensor(args['self']);
    const index = asTensor(args['index']);
    if (index.dtype !== DTYPES.int64) throw runtimeError(`take(): Expected a long tensor for index, but got ${index.dtype.scalarName}`);
    if (self.numel === 0 && index.numel !== 0) throw indexError('take(): tried to take from an empty tensor');
    checkRange(index, -self.numel, self.numel, backend, flatRangeError(self.numel));
    const source = flat(self, backend);
    const view = source.view(index.shape, index.shape.map(() => 0));
    return gather(view, [{ index, size: self.numel, stride: 1 }], backend);
  },
});

for (const inplace of [false, true]) {
  defineOp({
    schema: `put${inplace ? '_' : ''}(Tensor self, Tensor index, Tensor source, bool accumulate=False) -> Tensor`,
    variants: inplace ? ['method'] : ['function', 'method'],
    impl: (args, backend) => {
      const self = asTensor(args['self']);
      const index = asTensor(args['index']);
      const source = asTensor(args['source']);
      checkPut(self, index, source);
      const target = targetOf(self, inplace, backend);
      if (index.numel === 0) return target;
      // a strided target is written through a row-major copy, then copied back
      const into = flat(target, backend);
      const shape = index.shape;
      const picks = [{ index, size: self.numel, stride: 1 }];
      const values = contiguous(source, backend).view(shape, contiguousStrides(shape));
      const combine = args['accumulate'] ? 'add' : 'set';
      const copyBack = () => {
        if (!target.isContiguous()) backend.copy(into.view(target.shape, contiguousStrides(target.shape)), target);
      };
      checkRange(index, -self.numel, self.numel, backend, flatRangeError(self.numel), (at) => {
        scatterHead(into.view(shape, shape.map(() => 0)), picks, values, combine, at, backend);
        copyBack();
      });
      scatter(into.view(shape, shape.map(() => 0)), picks, values, combine, backend);
      copyBack();
      return target;
    },
  });
}

function checkPut(self: Tensor, index: Tensor, source: Tensor): void {
  if (index.dtype !== DTYPES.int64) throw runtimeError(`put_(): Expected a long tensor for index, but got ${index.dtype.scalarName}`);
  if (self.dtype !== source.dtype) {
    throw runtimeError('put_(): self and source expected to have the same dtype, but got self.dtype = ' +
      `${self.dtype.scalarName} and source.dtype = ${source.dtype.scalarName}`);
  }
  if (source.numel !== index.numel) {
    throw indexError('put_(): Expected source and index to have the same number of elements, but got source.numel() = ' +
      `${source.numel}, index.numel() = ${index.numel}`);
  }
  if (self.numel === 0 && index.numel !== 0) throw indexError('put_(): Tried to put elements into an empty tensor');
}
