/**
 * Indexing by tensors: advanced indexing (x[idx], x[mask], x[rows, cols]) and its assignment form, plus gather,
 * scatter, index_select and nonzero. Basic indexing (ints, slices, None, ...) is views, composed in Python.
 */
import type { Backend } from '../backend.ts';
import { DTYPES } from '../dtype.ts';
import { CPU, deviceOf, formatDevice } from '../device.ts';
import { indexError, runtimeError } from '../errors.ts';
import { broadcastShapes, rowMajorCoords, wrapDim } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { checkRange, firstOutOfRange, gather, scatter, scatterHead, type Pick } from './indexed.ts';
import { defineOp } from './registry.ts';
import type { PyScalar } from './schema.ts';
import { asTensor, broadcastTo, cast, contiguous } from './util.ts';

/**
 * Each bool mask becomes one long index per dim it covers (nonzero), as PyTorch's expandTensors does: the one step
 * of indexing whose result's size depends on the data, so it reads the mask in JS.
 */
function expandMasks(self: Tensor, indices: readonly (Tensor | null)[], backend: Backend): (Tensor | null)[] {
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
    idx.shape.forEach((_, k) => out.push(longTensor(hits.map((c) => c[k]!), [hits.length], backend)));
  }
  if (out.length > self.ndim) throw indexError(`too many indices for tensor of dimension ${self.ndim}`);
  return out;
}

function nonzeroCoords(t: Tensor): number[][] {
  const found: number[][] = [];
  t.values().forEach((v, i) => { if (v !== 0) found.push(rowMajorCoords(t.shape, i)); });
  return found;
}

function longTensor(values: readonly number[], shape: readonly number[], backend: Backend): Tensor {
  const t = Tensor.output(DTYPES.int64, shape);
  backend.write(t, values);
  return t;
}

/**
 * self[indices] as an access: self viewed at the result's shape with stride 0 along the indexed dims (PyTorch's
 * placement of them), and one pick per index tensor, its values range-checked.
 */
export interface IndexPlan {
  readonly view: Tensor;
  readonly picks: Pick[];
}

/** The row-major position in `joint` of the first place that reads element `at` of a tensor broadcast to it. */
function placeInBroadcast(shape: readonly number[], joint: readonly number[], at: number): number {
  const coords = rowMajorCoords(shape, at);
  const lead = joint.length - shape.length;
  return joint.reduce((place, n, d) => place * n + (d < lead ? 0 : coords[d - lead]!), 0);
}

/**
 * Plans self[indices]. PyTorch's CPU kernel checks each place's indices as it comes to it, in row-major order over
 * the result: a writer passes `writeHead` to make the writes before the first bad place, given its position.
 */
function planIndex(self: Tensor, rawIndices: readonly (Tensor | null)[], backend: Backend,
  writeHead?: (plan: IndexPlan, at: number) => void): IndexPlan {
  const indices = expandMasks(self, rawIndices, backend);
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
  const misses = tensors.flatMap((t, k) => {
    const size = self.shape[adv[k]!]!;
    const miss = firstOutOfRange(t, -size, size, backend);
    return miss ? [{ k, size, value: miss.value, at: placeInBroadcast(t.shape, B, miss.at) }] : [];
  });
  const adjacent = adv.every((d, k) => k === 0 || d === adv[k - 1]! + 1);
  const rest = indices.map((t, d) => (t ? -1 : d)).filter((d) => d >= 0);
  const before = adjacent ? rest.filter((d) => d < adv[0]!) : [];
  const after = adjacent ? rest.filter((d) => d > adv[0]!) : rest;
  const outShape = [...before.map((d) => self.shape[d]!), ...B, ...after.map((d) => self.shape[d]!)];
  const zeros = (dims: readonly number[]) => dims.map(() => 0);
  const view = self.view(outShape, [...before.map((d) => self.strides[d]!), ...zeros(B), ...after.map((d) => self.strides[d]!)]);
  const picks = tensors.map((t, k) => {
    const b = broadcastTo(t, B);
    return {
      index: b.view(outShape, [...zeros(before), ...b.strides, ...zeros(after)]),
      size: self.shape[adv[k]!]!, stride: self.strides[adv[k]!]!,
    };
  });
  const plan = { view, picks };
  if (misses.length) {
    const first = misses.reduce((a, b) => (b.at < a.at ? b : a));
    writeHead?.(plan, first.at * after.reduce((n, d) => n * self.shape[d]!, 1));
    // PyTorch counts the dimension among the index tensors, not among self's dims
    throw indexError(`index ${first.value} is out of bounds for dimension ${first.k} with size ${first.size}`);
  }
  return plan;
}

defineOp({
  schema: 'index(Tensor self, Tensor?[] indices) -> Tensor', variants: [],
  // as in PyTorch, CPU index tensors may index a device tensor
  crossDevice: ['indices'],
  impl: (args, backend) => {
    const { view, picks } = planIndex(asTensor(args['self']), args['indices'] as (Tensor | null)[], backend);
    return gather(view, picks, backend);
  },
});

/**
 * Whether index_put_ runs as masked_fill, as PyTorch's canDispatchToMaskedFill decides (without accumulate): one
 * host element put through a single bool or uint8 mask on self's device. That path takes the value as a scalar of
 * any dtype; every other requires the value in self's dtype.
 */
function fillsThroughMask(self: Tensor, indices: readonly (Tensor | null)[], value: Tensor): boolean {
  if (value.numel !== 1 || deviceOf(value) !== CPU) return false;
  const given = indices.filter((t): t is Tensor => t !== null);
  return given.length === 1 && (given[0]!.dtype === DTYPES.bool || given[0]!.dtype === DTYPES.uint8) &&
    formatDevice(deviceOf(given[0]!)) === formatDevice(deviceOf(self));
}

defineOp({
  schema: 'index_put_(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor', variants: ['method'],
  crossDevice: ['indices'],
  impl: (args, backend) => {
    const self = asTensor(args['self']), value = asTensor(args['values']);
    const indices = args['indices'] as (Tensor | null)[];
    const combine = args['accumulate'] ? 'add' : 'set';
    const valuesAt = (view: Tensor) => {
      const lead = view.ndim - value.ndim;
      if (lead < 0 || value.shape.some((n, d) => n !== 1 && n !== view.shape[lead + d])) {
        throw runtimeError(`shape mismatch: value tensor of shape [${value.shape.join(', ')}] cannot be broadcast to ` +
          `indexing result of shape [${view.shape.join(', ')}]`);
      }
      if (value.dtype !== self.dtype && (args['accumulate'] || !fillsThroughMask(self, indices, value))) {
        throw runtimeError(`Index put requires the source and destination dtypes match, got ${self.dtype.scalarName} ` +
          `for the destination and ${value.dtype.scalarName} for the source.`);
      }
      return cast(broadcastTo(value, view.shape), self.dtype, backend);
    };
    // the value's shape and dtype are checked before any index, as PyTorch builds its iterator first
    const { view, picks } = planIndex(self, indices, backend, (head, at) =>
      scatterHead(head.view, head.picks, valuesAt(head.view), combine, at, backend));
    scatter(view, picks, valuesAt(view), combine, backend);
    return self;
  },
});

defineOp({
  schema: 'nonzero(Tensor self) -> Tensor',
  impl: (args, backend) => {
    const self = asTensor(args['self']);
    const hits = nonzeroCoords(self);
    return longTensor(hits.flat(), [hits.length, self.ndim], backend);
  },
});

defineOp({
  schema: 'index_select(Tensor self, int dim, Tensor index) -> Tensor',
  impl: (args, backend) => {
    const self = asTensor(args['self']);
    const index = asTensor(args['index']);
    if (index.ndim > 1) throw indexError('index_select(): Index is supposed to be a vector');
    if (index.dtype.category !== 'int') {
      throw runtimeError(`index_select(): Expected dtype int32 or int64 for index`);
    }
    const dim = wrapDim(args['dim'] as number, self.ndim);
    const size = self.shape[dim] ?? 1;
    // PyTorch's CPU kernel has a fast path of its own, with its own message, for dim 1 of a tensor of 2 or more dims
    checkRange(index, 0, size, backend, (v) => (dim === 1 && self.ndim > 1
      ? runtimeError(`INDICES element is out of DATA bounds, id=${v} axis_dim=${size}`)
      : indexError('index out of range in self')));
    const indices: (Tensor | null)[] = self.shape.map(() => null);
    indices[dim] = index.view([index.numel], [index.ndim ? index.strides[0]! : 0]);
    const { view, picks } = planIndex(self, indices.slice(0, dim + 1), backend);
    return gather(view, picks, backend);
  },
});

/**
 * gather and scatter's access: `self` (or the target) viewed at index's shape with stride 0 along dim, and index
 * as the pick along dim.
 */
export function alongIndex(self: Tensor, dim: number, index: Tensor, name: string, backend: Backend,
  before?: (plan: IndexPlan, at: number) => void): IndexPlan {
  if (index.ndim !== self.ndim && !(index.ndim <= 1 && self.ndim <= 1)) {
    throw runtimeError(`Index tensor must have the same number of dimensions as ${name === 'gather' ? 'input' : 'self'} tensor`);
  }
  if (index.dtype !== DTYPES.int64) throw runtimeError(`${name}(): Expected dtype int64 for index`);
  const larger = index.shape.findIndex((n, d) => d !== dim && n > (self.shape[d] ?? 1));
  if (name === 'gather' && larger >= 0) {
    throw runtimeError(`Size does not match at dimension ${larger} expected index [${index.shape.join(', ')}] to be ` +
      `smaller than self [${self.shape.join(', ')}] apart from dimension ${dim}`);
  }
  const size = self.shape[dim] ?? 1;
  const view = self.view(index.shape, index.shape.map((_, d) => (d === dim ? 0 : self.strides[d] ?? 0)));
  const plan = { view, picks: [{ index, size, stride: self.strides[dim] ?? 0 }] };
  checkRange(index, 0, size, backend, (v) => runtimeError(`index ${v} is out of bounds for dimension ${dim} with size ${size}`),
    before && ((at) => before(plan, at)));
  return plan;
}

defineOp({
  schema: 'gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor',
  impl: (args, backend) => {
    const self = asTensor(args['self']);
    const { view, picks } = alongIndex(self, wrapDim(args['dim'] as number, self.ndim), asTensor(args['index']), 'gather', backend);
    return gather(view, picks, backend);
  },
});

function scatterInto(target: Tensor, args: Readonly<Record<string, unknown>>, backend: Backend): Tensor {
  const index = asTensor(args['index']);
  const src = args['src'];
  if (src instanceof Tensor && !src.wrappedNumber && index.dtype === DTYPES.int64 && src.dtype !== target.dtype) {
    throw runtimeError('scatter(): Expected self.dtype to be equal to src.dtype');
  }
  const reduce = args['reduce'] as string | null;
  let values: Tensor | number = (args['value'] as PyScalar | null)?.value ?? 0;
  if (src instanceof Tensor) {
    const converted = cast(src, target.dtype, backend);
    // a Python number arrives as a 0-d tensor, the same for every element
    values = converted.ndim === 0 ? broadcastTo(converted, index.shape)
      : converted.view(index.shape, converted.strides.slice(0, index.ndim));
  }
  const combine = reduce === 'add' ? 'add' : reduce === 'multiply' ? 'multiply' : 'set';
  const { view, picks } = alongIndex(target, wrapDim(args['dim'] as number, target.ndim), index, 'scatter', backend,
    (head, at) => scatterHead(head.view, head.picks, values, combine, at, backend));
  if (reduce !== null && reduce !== 'add' && reduce !== 'multiply') {
    throw runtimeError('reduce argument must be either add or multiply.');
  }
  scatter(view, picks, values, combine, backend);
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
  impl: (args, backend) => {
    const self = asTensor(args['self']);
    const mask = asTensor(args['mask']);
    if (mask.dtype.category !== 'bool') {
      throw runtimeError(`masked_select: expected BoolTensor for mask`);
    }
    // self[mask] over the broadcast shape (a 0-d one as one element): the mask's hits found in JS, the values gathered
    // expand_outplace(mask, self): a mismatch names the mask as tensor a
    const shape = broadcastShapes(mask.shape, self.shape);
    const spread = (t: Tensor) => (shape.length ? broadcastTo(t, shape) : t.view([1], [0]));
    const { view, picks } = planIndex(spread(self), [spread(mask)], backend);
    return gather(view, picks, backend);
  },
});

for (const inplace of [false, true]) {
  defineOp({
    schema: `masked_scatter${inplace ? '_' : ''}(Tensor self, Tensor mask, Tensor source) -> Tensor`,
    variants: inplace ? ['method'] : ['function', 'method'],
    impl: (args, backend) => {
      const self = asTensor(args['self']);
      const mask = asTensor(args['mask']);
      const source = asTensor(args['source']);
      // PyTorch's message, with its missing space after "got"
      if (self.dtype !== source.dtype) {
        throw runtimeError(`masked_scatter: expected self and source to have same dtypes but got${self.dtype.scalarName} and ${source.dtype.scalarName}`);
      }
      if (mask.dtype.category !== 'bool') {
        throw runtimeError(`masked_scatter_ only supports boolean masks, but got mask with dtype ${mask.dtype.scalarName}`);
      }
      // in place the mask expands to self; out of place both broadcast (ATen's expand_outplace, then clone)
      const target = inplace ? self : cloneOf(broadcastTo(self, broadcastShapes(self.shape, mask.shape)), backend);
      // a 0-d target is planned as one element, as masked_select does
      const flatTarget = target.ndim ? target : target.view([1], [0]);
      const { view, picks } = planIndex(flatTarget, [broadcastTo(mask, flatTarget.shape)], backend);
      const count = view.shape[0] ?? 0;
      // the source is read in its logical (row-major) order, its first `count` elements; ATen's CPU kernel checks
      // for a next one as it writes, so when the source runs out all of it has been written in place
      const flat = contiguous(source, backend);
      const written = Math.min(count, source.numel);
      const head = (t: Tensor) => t.view([written, ...t.shape.slice(1)], t.strides);
      scatter(head(view), picks.map((p) => ({ ...p, index: head(p.index) })), flat.view([written], [1]), 'set', backend);
      if (count > source.numel) throw runtimeError('Number of elements of source < number of ones in mask');
      return target;
    },
  });
}

defineOp({
  // zeros shaped like base with self added at base[indices]: the gradient of advanced indexing
  schema: '_index_backward(Tensor self, Tensor base, Tensor?[] indices) -> Tensor', variants: [],
  impl: (args, backend) => {
    const self = asTensor(args['self']);
    const out = Tensor.empty(self.dtype, asTensor(args['base']).shape);
    const { view, picks } = planIndex(out, args['indices'] as (Tensor | null)[], backend);
    scatter(view, picks, broadcastTo(self, view.shape), 'add', backend);
    return out;
  },
});
