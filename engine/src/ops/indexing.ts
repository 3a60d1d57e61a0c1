/**
 * Indexing by tensors: advanced indexing (x[idx], x[mask], x[rows, cols]) and its assignment form, plus gather,
 * scatter, index_select and nonzero. Basic indexing (ints, slices, None, ...) is views, composed in Python.
 */
import type { Backend } from '../backend.ts';
import { DTYPES } from '../dtype.ts';
import { indexError, runtimeError } from '../errors.ts';
import { broadcastShapes, contiguousStrides, numel, wrapDim } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { defineOp } from './registry.ts';
import type { PyScalar } from './schema.ts';
import { asTensor, broadcastTo, cast } from './util.ts';

/** Row-major coordinates of flat index i in `shape`. */
function coords(i: number, shape: readonly number[], strides: readonly number[]): number[] {
  return shape.map((_, d) => Math.floor(i / strides[d]!) % shape[d]!);
}

function intValues(t: Tensor): number[] {
  return t.values();
}

/** Each bool mask becomes one long index per dim it covers (nonzero), as PyTorch's expandTensors does. */
function expandMasks(self: Tensor, indices: readonly (Tensor | null)[]): (Tensor | null)[] {
  const out: (Tensor | null)[] = [];
  for (const idx of indices) {
    if (idx === null || idx.dtype.category !== 'bool') {
      if (idx !== null && idx.dtype.category === 'float') {
        throw indexError('tensors used as indices must be long, int, byte or bool tensors');
      }
      out.push(idx);
      continue;
    }
    const at = out.length;
    idx.shape.forEach((d, k) => {
      if (self.shape[at + k] !== d) {
        throw indexError(`The shape of the mask [${idx.shape.join(', ')}] at index ${k} does not match the shape ` +
          `of the indexed tensor [${self.shape.join(', ')}] at index ${at + k}`);
      }
    });
    const hits = nonzeroCoords(idx);
    idx.shape.forEach((_, k) => out.push(longTensor(hits.map((c) => c[k]!), [hits.length])));
  }
  if (out.length > self.ndim) throw indexError(`too many indices for tensor of dimension ${self.ndim}`);
  return out;
}

function nonzeroCoords(t: Tensor): number[][] {
  const strides = contiguousStrides(t.shape);
  const found: number[][] = [];
  t.values().forEach((v, i) => { if (v !== 0) found.push(coords(i, t.shape, strides)); });
  return found;
}

function longTensor(values: readonly number[], shape: readonly number[]): Tensor {
  const t = Tensor.empty(DTYPES.int64, shape);
  values.forEach((v, i) => DTYPES.int64.store(t.storage.data, i, v));
  return t;
}

interface IndexPlan {
  readonly outShape: number[];
  /** Storage offset in self for every output element, in row-major order. */
  readonly offsets: number[];
}

/** Where each element of self[indices] comes from, with PyTorch's placement of the indexed dims. */
function planIndex(self: Tensor, rawIndices: readonly (Tensor | null)[]): IndexPlan {
  const indices = expandMasks(self, rawIndices);
  while (indices.length < self.ndim) indices.push(null);
  const adv = indices.map((t, d) => (t ? d : -1)).filter((d) => d >= 0);
  const tensors = adv.map((d) => indices[d]!);
  let B: number[];
  try {
    B = tensors.map((t) => t.shape).reduce<number[]>((a, b) => broadcastShapes(a, b), []);
  } catch {
    throw indexError('shape mismatch: indexing tensors could not be broadcast together with shapes ' +
      tensors.map((t) => `[${t.shape.join(', ')}]`).join(', '));
  }
  const values = tensors.map((t) => intValues(broadcastTo(t, B)));
  values.forEach((vals, k) => {
    const size = self.shape[adv[k]!]!;
    for (const v of vals) {
      // PyTorch counts the dimension among the index tensors, not among self's dims
      if (v < -size || v >= size) throw indexError(`index ${v} is out of bounds for dimension ${k} with size ${size}`);
    }
  });
  const adjacent = adv.every((d, k) => k === 0 || d === adv[k - 1]! + 1);
  const rest = indices.map((t, d) => (t ? -1 : d)).filter((d) => d >= 0);
  const before = adjacent ? rest.filter((d) => d < adv[0]!) : [];
  const after = adjacent ? rest.filter((d) => d > adv[0]!) : rest;
  const outShape = [...before.map((d) => self.shape[d]!), ...B, ...after.map((d) => self.shape[d]!)];
  const outStrides = contiguousStrides(outShape);
  const bStrides = contiguousStrides(B);
  const bSize = numel(B);
  const offsets = new Array<number>(numel(outShape));
  for (let i = 0; i < offsets.length; i++) {
    const c = coords(i, outShape, outStrides);
    const bc = c.slice(before.length, before.length + B.length);
    const b = bc.reduce((acc, v, k) => acc + v * bStrides[k]!, 0) % Math.max(bSize, 1);
    let off = self.offset;
    before.forEach((d, k) => { off += c[k]! * self.strides[d]!; });
    after.forEach((d, k) => { off += c[before.length + B.length + k]! * self.strides[d]!; });
    adv.forEach((d, k) => {
      const v = values[k]![b]!;
      off += (v < 0 ? v + self.shape[d]! : v) * self.strides[d]!;
    });
    offsets[i] = off;
  }
  return { outShape, offsets };
}

defineOp({
  schema: 'index(Tensor self, Tensor?[] indices) -> Tensor', variants: [],
  impl: (args) => {
    const self = asTensor(args['self']);
    const { outShape, offsets } = planIndex(self, args['indices'] as (Tensor | null)[]);
    const out = Tensor.empty(self.dtype, outShape);
    const { load, store } = self.dtype;
    offsets.forEach((o, i) => store(out.storage.data, i, load(self.storage.data, o)));
    copyInt64Exact(self, offsets, out);
    return out;
  },
});

/** int64 values move as raw 64-bit integers, so indexing never rounds them. */
function copyInt64Exact(src: Tensor, offsets: readonly number[], out: Tensor): void {
  if (src.dtype !== DTYPES.int64) return;
  const s = src.storage.data as BigInt64Array, d = out.storage.data as BigInt64Array;
  offsets.forEach((o, i) => { d[i] = s[o]!; });
}

defineOp({
  schema: 'index_put_(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor', variants: ['method'],
  impl: (args, backend) => {
    const self = asTensor(args['self']);
    const { outShape, offsets } = planIndex(self, args['indices'] as (Tensor | null)[]);
    const values = broadcastTo(cast(asTensor(args['values']), self.dtype, backend), outShape).values();
    const { load, store } = self.dtype;
    const data = self.storage.data;
    offsets.forEach((o, i) => store(data, o, args['accumulate'] ? load(data, o) + values[i]! : values[i]!));
    self.storage.version++;
    return self;
  },
});

defineOp({
  schema: 'nonzero(Tensor self) -> Tensor',
  impl: (args) => {
    const self = asTensor(args['self']);
    const hits = nonzeroCoords(self);
    return longTensor(hits.flat(), [hits.length, self.ndim]);
  },
});

defineOp({
  schema: 'index_select(Tensor self, int dim, Tensor index) -> Tensor',
  impl: (args) => {
    const self = asTensor(args['self']);
    const index = asTensor(args['index']);
    if (index.ndim > 1) throw indexError('index_select(): Index is supposed to be a vector');
    if (index.dtype.category !== 'int') {
      throw runtimeError(`index_select(): Expected dtype int32 or int64 for index`);
    }
    const dim = wrapDim(args['dim'] as number, self.ndim);
    const indices: (Tensor | null)[] = self.shape.map(() => null);
    indices[dim] = index.view([index.numel], [index.ndim ? index.strides[0]! : 0]);
    const { outShape, offsets } = planIndex(self, indices.slice(0, dim + 1));
    const out = Tensor.empty(self.dtype, outShape);
    offsets.forEach((o, i) => self.dtype.store(out.storage.data, i, self.dtype.load(self.storage.data, o)));
    copyInt64Exact(self, offsets, out);
    return out;
  },
});

/** Offsets for gather/scatter: position p of index reads (or writes) self at p with dim replaced by index[p]. */
function alongIndex(self: Tensor, dim: number, index: Tensor, name: string): number[] {
  if (index.ndim !== self.ndim && !(index.ndim <= 1 && self.ndim <= 1)) {
    throw runtimeError(`Index tensor must have the same number of dimensions as ${name === 'gather' ? 'input' : 'self'} tensor`);
  }
  if (index.dtype !== DTYPES.int64) throw runtimeError(`${name}(): Expected dtype int64 for index`);
  const strides = contiguousStrides(index.shape);
  const size = self.shape[dim] ?? 1;
  return index.values().map((v, i) => {
    const c = coords(i, index.shape, strides);
    if (v < -size || v >= size) {
      throw runtimeError(`index ${v} is out of bounds for dimension ${dim} with size ${size}`);
    }
    c[dim] = v < 0 ? v + size : v;
    return c.reduce((off, x, d) => off + x * (self.strides[d] ?? 0), self.offset);
  });
}

defineOp({
  schema: 'gather(Tensor self, int dim, Tensor index) -> Tensor',
  impl: (args) => {
    const self = asTensor(args['self']);
    const index = asTensor(args['index']);
    const dim = wrapDim(args['dim'] as number, self.ndim);
    const offsets = alongIndex(self, dim, index, 'gather');
    const out = Tensor.empty(self.dtype, index.shape);
    offsets.forEach((o, i) => self.dtype.store(out.storage.data, i, self.dtype.load(self.storage.data, o)));
    copyInt64Exact(self, offsets, out);
    return out;
  },
});

function scatterInto(target: Tensor, args: Readonly<Record<string, unknown>>, backend: Backend): Tensor {
  const index = asTensor(args['index']);
  const dim = wrapDim(args['dim'] as number, target.ndim);
  const offsets = alongIndex(target, dim, index, 'scatter');
  const src = args['src'];
  const values = src instanceof Tensor
    ? cast(src, target.dtype, backend).view(index.shape, src.strides.slice(0, index.ndim)).values()
    : offsets.map(() => (args['value'] as PyScalar).value);
  const reduce = args['reduce'] as string | null;
  const { load, store } = target.dtype;
  offsets.forEach((o, i) => {
    const v = values[i]!;
    const old = load(target.storage.data, o);
    store(target.storage.data, o, reduce === 'add' ? old + v : reduce === 'multiply' ? old * v : v);
  });
  target.storage.version++;
  return target;
}

for (const inplace of [false, true]) {
  const name = inplace ? 'scatter_' : 'scatter';
  defineOp({
    schema: `${name}(Tensor self, int dim, Tensor index, Tensor? src=None, *, Scalar? value=None, str? reduce=None) -> Tensor`,
    variants: inplace ? ['method'] : ['function', 'method'],
    impl: (args, backend) => {
      const self = asTensor(args['self']);
      if (args['src'] === null && args['value'] === null) throw runtimeError('scatter(): Expected a src tensor or a value');
      const target = inplace ? self : cloneOf(self, backend);
      return scatterInto(target, args, backend);
    },
  });
}

function cloneOf(t: Tensor, backend: Backend): Tensor {
  const out = Tensor.empty(t.dtype, t.shape);
  backend.copy(t, out);
  return out;
}

defineOp({
  schema: 'masked_select(Tensor self, Tensor mask) -> Tensor',
  impl: (args) => {
    const self = asTensor(args['self']);
    const mask = asTensor(args['mask']);
    if (mask.dtype.category !== 'bool') {
      throw runtimeError(`masked_select: expected BoolTensor for mask`);
    }
    const shape = broadcastShapes(self.shape, mask.shape);
    const m = broadcastTo(mask, shape).values();
    const v = broadcastTo(self, shape).values();
    const picked = v.filter((_, i) => m[i] !== 0);
    const out = Tensor.empty(self.dtype, [picked.length]);
    picked.forEach((x, i) => self.dtype.store(out.storage.data, i, x));
    return out;
  },
});

defineOp({
  // zeros shaped like base with self added at base[indices]: the gradient of advanced indexing
  schema: '_index_backward(Tensor self, Tensor base, Tensor?[] indices) -> Tensor', variants: [],
  impl: (args) => {
    const base = asTensor(args['base']);
    const out = Tensor.empty(asTensor(args['self']).dtype, base.shape);
    const { outShape, offsets } = planIndex(out, args['indices'] as (Tensor | null)[]);
    const values = broadcastTo(asTensor(args['self']), outShape).values();
    const data = out.storage.data;
    offsets.forEach((o, i) => out.dtype.store(data, o, out.dtype.load(data, o) + values[i]!));
    return out;
  },
});
