/**
 * Shape ops. Views (view, squeeze, transpose, slice, ...) share storage and only compute new shape, strides and
 * offset; the rest (reshape of a non-viewable layout, cat, repeat, clone) copy through the backend.
 */
import { deviceOf, moveTo, storageAlias, usableDevice, type Device } from '../device.ts';
import { DTYPES, promoteTypes, type DType } from '../dtype.ts';
import { indexError, runtimeError } from '../errors.ts';
import { add, input } from '../ir/build.ts';
import { stridesLike, suggestMemoryFormat, type MemoryFormat } from '../memory-format.ts';
import { broadcastShapes, checkSizeNonnegative, inferSize, numel, viewStrides, wrapDim, wrapDims } from '../shape.ts';
import { fromValues, Tensor } from '../tensor.ts';
import { assertNoPartialOverlap } from './mem-overlap.ts';
import { defineOp, run } from './registry.ts';
import type { Derivative } from '../autograd/record.ts';
import type { BoundArgs } from './schema.ts';
import { asShape, asTensor, broadcastTo, contiguous, expandedStrides } from './util.ts';

defineOp({
  schema: 'view(Tensor self, int[] size) -> Tensor', view: 'result', variants: ['method'],
  impl: (args) => {
    const self = asTensor(args['self']);
    const shape = inferSize(asShape(args['size']), self.numel);
    const strides = viewStrides(self.shape, self.strides, shape);
    if (!strides) {
      throw runtimeError("view size is not compatible with input tensor's size and stride (at least one dimension " +
        'spans across two contiguous subspaces). Use .reshape(...) instead.');
    }
    return self.view(shape, strides);
  },
});

defineOp({
  schema: 'reshape(Tensor self, int[] shape) -> Tensor', view: 'result',
  impl: (args, backend) => {
    const self = asTensor(args['self']);
    const shape = inferSize(asShape(args['shape']), self.numel);
    const strides = viewStrides(self.shape, self.strides, shape);
    if (strides) return self.view(shape, strides);
    const copy = contiguous(self, backend);
    return copy.view(shape, viewStrides(copy.shape, copy.strides, shape)!);
  },
});

defineOp({
  schema: 'flatten(Tensor self, int start_dim=0, int end_dim=-1) -> Tensor', view: 'result',
  impl: (args, backend) => {
    const self = asTensor(args['self']);
    if (self.ndim === 0) return self.view([1], [1]);
    const s = wrapDim(args['start_dim'] as number, self.ndim), e = wrapDim(args['end_dim'] as number, self.ndim);
    if (s > e) throw runtimeError('flatten() has invalid args: start_dim cannot come after end_dim');
    // at::flatten hands back self itself when there is nothing to merge
    if (s === e) return self;
    const shape = [...self.shape.slice(0, s), self.shape.slice(s, e + 1).reduce((a, b) => a * b, 1),
      ...self.shape.slice(e + 1)];
    const strides = viewStrides(self.shape, self.strides, shape);
    if (strides) return self.view(shape, strides);
    const copy = contiguous(self, backend);
    return copy.view(shape, viewStrides(copy.shape, copy.strides, shape)!);
  },
});

defineOp({
  schema: 'squeeze(Tensor self, int[1]? dim=None) -> Tensor', view: 'result',
  impl: (args) => {
    const self = asTensor(args['self']);
    const dims = args['dim'] === null ? null : asShape(args['dim']).map((d) => wrapDim(d, self.ndim));
    const keep = self.shape.map((d, i) => d !== 1 || (dims !== null && !dims.includes(i)));
    return self.view(self.shape.filter((_, i) => keep[i]), self.strides.filter((_, i) => keep[i]));
  },
});

defineOp({
  schema: 'unsqueeze(Tensor self, int dim) -> Tensor', view: 'result',
  impl: (args) => {
    const self = asTensor(args['self']);
    const dim = wrapDim(args['dim'] as number, self.ndim + 1);
    const shape = [...self.shape], strides = [...self.strides];
    const stride = dim < self.ndim ? self.shape[dim]! * self.strides[dim]! : 1;
    shape.splice(dim, 0, 1);
    strides.splice(dim, 0, stride);
    return self.view(shape, strides);
  },
});

function permuted(self: Tensor, order: readonly number[]): Tensor {
  return self.view(order.map((d) => self.shape[d]!), order.map((d) => self.strides[d]!));
}

defineOp({
  schema: 'transpose(Tensor self, int dim0, int dim1) -> Tensor', view: 'result',
  impl: (args) => {
    const self = asTensor(args['self']);
    const a = wrapDim(args['dim0'] as number, self.ndim), b = wrapDim(args['dim1'] as number, self.ndim);
    const order = self.shape.map((_, i) => (i === a ? b : i === b ? a : i));
    return permuted(self, order);
  },
});

/** An in-place view op: the tensor itself takes the view's shape and strides (x.transpose_(0, 1), x.squeeze_()). */
function defineInPlaceView(schema: string, view: string, derivative: Derivative): void {
  defineOp({
    schema, view: 'self', variants: ['method'],
    impl: (args) => {
      const self = asTensor(args['self']);
      self.setData(asTensor(run(view, args)));
      return self;
    },
  }).derivative = derivative;
}

defineInPlaceView('transpose_(Tensor self, int dim0, int dim1) -> Tensor', 'transpose', {
  name: 'TransposeBackward1',
  grads: ({ grad, args }) => ({ self: run('transpose', { self: grad, dim0: args['dim0']!, dim1: args['dim1']! }) as Tensor }),
});
defineInPlaceView('t_(Tensor self) -> Tensor', 't', {
  name: 'TBackward1', grads: ({ grad }) => ({ self: run('t', { self: grad }) as Tensor }),
});
defineInPlaceView('unsqueeze_(Tensor self, int dim) -> Tensor', 'unsqueeze', {
  name: 'UnsqueezeBackward1',
  grads: ({ grad, args }) => ({ self: run('squeeze', { self: grad, dim: [args['dim'] as number] }) as Tensor }),
});
// the formula reads self's shape from before the squeeze, so self is saved (a copy taken before the write)
defineInPlaceView('squeeze_(Tensor self, int[]? dim=None) -> Tensor', 'squeeze', {
  name: (args) => (args['dim'] === null ? 'SqueezeBackward3' : 'SqueezeBackward4'), saves: ['self'],
  grads: ({ grad, args }) => ({ self: run('reshape', { self: grad, shape: asTensor(args['self']).shape }) as Tensor }),
});

/** The storage elements a geometry reaches, as an int64 index tensor in the geometry's row-major order. */
function reached(self: Tensor, shape: readonly number[], strides: readonly number[], offset: number): Tensor {
  return fromValues(self.view(shape, strides, offset).offsets(), [numel(shape)], DTYPES.int64);
}

defineOp({
  schema: 'as_strided(Tensor self, int[] size, int[] stride, int? storage_offset=None) -> Tensor', view: 'result',
  impl: (args) => {
    const self = asTensor(args['self']);
    const size = asShape(args['size']), stride = asShape(args['stride']);
    const offset = args['storage_offset'] === null ? self.offset : args['storage_offset'] as number;
    if (size.length !== stride.length) throw runtimeError('mismatch in length of strides and shape');
    if (stride.some((s) => s < 0)) {
      throw runtimeError(`as_strided: Negative strides are not supported at the moment, got strides: [${stride.join(', ')}]`);
    }
    if (offset < 0) throw runtimeError(`Tensor: invalid storage offset ${offset}`);
    const extent = size.includes(0) ? 0 : size.reduce((acc, n, i) => acc + (n - 1) * stride[i]!, offset + 1);
    const item = self.dtype.itemsize;
    if (extent > self.storage.length) {
      throw runtimeError(`setStorage: sizes [${size.join(', ')}], strides [${stride.join(', ')}], storage offset ` +
        `${offset}, and itemsize ${item} requiring a storage size of ${extent * item} are out of bounds for storage ` +
        `of size ${self.storage.length * item}`);
    }
    return self.view(size, stride, offset);
  },
}).derivative = {
  // the gradient is laid out over the storage: each result element adds into the element it reads, and self takes
  // back the elements its own geometry reaches
  name: 'AsStridedBackward0',
  grads: ({ grad, args }) => {
    const self = asTensor(args['self']);
    const size = asShape(args['size']), stride = asShape(args['stride']);
    const offset = args['storage_offset'] === null ? self.offset : args['storage_offset'] as number;
    const storage = run('zeros', { size: [self.storage.length], dtype: grad.dtype }) as Tensor;
    const flat = run('reshape', { self: grad, shape: [-1] }) as Tensor;
    run('index_put_', { self: storage, indices: [reached(self, size, stride, offset)], values: flat, accumulate: true });
    const mine = run('index', { self: storage, indices: [reached(self, self.shape, self.strides, self.offset)] }) as Tensor;
    return { self: run('reshape', { self: mine, shape: self.shape }) as Tensor };
  },
};

// A composite op's result, seen through a node named as PyTorch's single ATen op records it (MultiMarginLossBackward0
// for a loss built here from other ops): the gradient passes straight through to the composite's own graph.
defineOp({
  schema: '_named_grad(Tensor self, str name) -> Tensor', variants: [],
  impl: (args) => {
    const self = asTensor(args['self']);
    return self.view(self.shape, self.strides);
  },
}).derivative = { name: (args) => args['name'] as string, grads: ({ grad }) => ({ self: grad }) };

defineOp({
  schema: 't(Tensor self) -> Tensor', view: 'result',
  impl: (args) => {
    const self = asTensor(args['self']);
    if (self.ndim > 2) throw runtimeError(`t() expects a tensor with <= 2 dimensions, but self is ${self.ndim}D`);
    return permuted(self, self.ndim === 2 ? [1, 0] : self.shape.map((_, i) => i));
  },
});

defineOp({
  schema: 'permute(Tensor self, int[] dims) -> Tensor', view: 'result',
  impl: (args) => {
    const self = asTensor(args['self']);
    const dims = asShape(args['dims']);
    if (dims.length !== self.ndim) {
      throw runtimeError('permute(sparse_coo): number of dimensions in the tensor input does not match the ' +
        `length of the desired ordering of dimensions i.e. input.dim() = ${self.ndim} is not equal to ` +
        `len(dims) = ${dims.length}`);
    }
    const order = dims.map((d) => wrapDim(d, self.ndim));
    if (new Set(order).size !== order.length) throw runtimeError('permute(): duplicate dims are not allowed.');
    return permuted(self, order);
  },
});

defineOp({
  schema: 'expand(Tensor self, int[] size) -> Tensor', view: 'result', variants: ['method'],
  impl: (args) => {
    const self = asTensor(args['self']);
    const size = asShape(args['size']);
    if (size.length < self.ndim) {
      throw runtimeError(`expand(torch.FloatTensor{[${self.shape.join(', ')}]}, size=[${size.join(', ')}]): the ` +
        'number of sizes provided (' + size.length + ') must be greater or equal to the number of dimensions in ' +
        `the tensor (${self.ndim})`);
    }
    const strides = expandedStrides(self, size);
    const lead = size.length - self.ndim;
    return self.view(size.map((d, i) => (d === -1 ? self.shape[i - lead]! : d)), strides);
  },
});

/** Basic indexing's building block: start:end:step along one dim, Python's clamping rules. */
defineOp({
  schema: 'slice(Tensor self, int dim=0, int? start=None, int? end=None, int step=1) -> Tensor',
  view: 'result', variants: [],
  impl: (args) => {
    const self = asTensor(args['self']);
    const dim = wrapDim(args['dim'] as number, self.ndim);
    const size = self.shape[dim]!;
    const step = args['step'] as number;
    if (step <= 0) throw runtimeError('slice step must be positive');
    const clamp = (v: number | null, fallback: number) => {
      if (v === null) return fallback;
      const w = v < 0 ? v + size : v;
      return Math.min(Math.max(w, 0), size);
    };
    const start = clamp(args['start'] as number | null, 0);
    const end = Math.max(clamp(args['end'] as number | null, size), start);
    const shape = [...self.shape], strides = [...self.strides];
    shape[dim] = Math.ceil((end - start) / step);
    strides[dim] = self.strides[dim]! * step;
    return self.view(shape, strides, self.offset + start * self.strides[dim]!);
  },
});

defineOp({
  schema: 'select(Tensor self, int dim, int index) -> Tensor', view: 'result',
  impl: (args) => {
    const self = asTensor(args['self']);
    if (self.ndim === 0) throw indexError('select() cannot be applied to a 0-dim tensor.');
    const dim = wrapDim(args['dim'] as number, self.ndim);
    const size = self.shape[dim]!;
    const index = args['index'] as number;
    if (index < -size || index >= size) {
      throw indexError(`select(): index ${index} out of range for tensor of size [${self.shape.join(', ')}] at ` +
        `dimension ${dim}`);
    }
    const i = index < 0 ? index + size : index;
    return self.view(self.shape.filter((_, d) => d !== dim), self.strides.filter((_, d) => d !== dim),
      self.offset + i * self.strides[dim]!);
  },
});

defineOp({
  // ATen's narrow is composite: the slice it runs is what autograd records (SliceBackward0 with start and end)
  schema: 'narrow(Tensor self, int dim, int start, int length) -> Tensor', view: 'result', composite: true,
  impl: (args) => {
    const self = asTensor(args['self']);
    if (self.ndim === 0) throw runtimeError('narrow() cannot be applied to a 0-dim tensor.');
    const length = args['length'] as number;
    if (length < 0) throw runtimeError('narrow(): length must be non-negative.');
    const dim = wrapDim(args['dim'] as number, self.ndim);
    const size = self.shape[dim]!;
    let start = args['start'] as number;
    if (start < -size || start > size) {
      throw indexError(`start out of range (expected to be in range of [${-size}, ${size}], but got ${start})`);
    }
    if (start < 0) start += size;
    if (start + length > size) {
      throw runtimeError(`start (${start}) + length (${length}) exceeds dimension size (${size}).`);
    }
    return run('slice', { self, dim: args['dim']!, start, end: start + length, step: 1 });
  },
});

defineOp({
  // every window of `size` elements along a dim, `step` apart, as a new last dim: a view, windows may overlap
  schema: 'unfold(Tensor self, int dimension, int size, int step) -> Tensor', view: 'result', variants: ['method'],
  impl: (args) => {
    const self = asTensor(args['self']);
    const dim = wrapDim(args['dimension'] as number, Math.max(self.ndim, 1));
    const size = args['size'] as number, step = args['step'] as number;
    const extent = self.ndim === 0 ? 1 : self.shape[dim]!;
    if (size > extent) throw runtimeError(`maximum size for tensor at dimension ${dim} is ${extent} but size is ${size}`);
    if (step <= 0) throw runtimeError(`step is ${step} but must be > 0`);
    const shape = [...self.shape, size], strides = [...self.strides, self.ndim === 0 ? 1 : self.strides[dim]!];
    if (self.ndim > 0) {
      shape[dim] = Math.floor((extent - size) / step) + 1;
      strides[dim] = step * self.strides[dim]!;
    }
    return self.view(shape, strides);
  },
});

/** The geometry of diagonal(offset, dim1, dim2) of a tensor of this layout: the diagonal becomes the last dim. */
export function diagonalGeometry(layout: Pick<Tensor, 'shape' | 'strides' | 'offset'>, offset: number, dim1: number,
  dim2: number): { shape: number[]; strides: number[]; offset: number } {
  const ndim = layout.shape.length;
  const d1 = wrapDim(dim1, ndim), d2 = wrapDim(dim2, ndim);
  if (d1 === d2) throw runtimeError(`diagonal dimensions cannot be identical ${dim1}, ${dim2}`);
  const rows = layout.shape[d1]!, cols = layout.shape[d2]!;
  const length = Math.max(offset >= 0 ? Math.min(rows, cols - offset) : Math.min(rows + offset, cols), 0);
  // an empty diagonal starts where the tensor does, as PyTorch's does
  const start = length === 0 ? layout.offset
    : layout.offset + (offset >= 0 ? offset * layout.strides[d2]! : -offset * layout.strides[d1]!);
  const kept = (_: number, d: number) => d !== d1 && d !== d2;
  return {
    shape: [...layout.shape.filter(kept), length],
    strides: [...layout.strides.filter(kept), layout.strides[d1]! + layout.strides[d2]!],
    offset: start,
  };
}

defineOp({
  schema: 'diagonal(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor', view: 'result',
  impl: (args) => {
    const self = asTensor(args['self']);
    const g = diagonalGeometry(self, args['offset'] as number, args['dim1'] as number, args['dim2'] as number);
    return self.view(g.shape, g.strides, g.offset);
  },
});

defineOp({
  schema: 'contiguous(Tensor self) -> Tensor', variants: ['method'],
  impl: (args, backend) => contiguous(asTensor(args['self']), backend),
});

/** A copy's memory format: its `memory_format` argument, by default the source's own layout. */
const formatArg = (args: BoundArgs): MemoryFormat => (args['memory_format'] as MemoryFormat | null) ?? 'preserve_format';

defineOp({
  schema: 'clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor',
  impl: (args, backend) => {
    const self = asTensor(args['self']);
    const out = Tensor.output(self.dtype, self.shape, stridesLike(self, formatArg(args)));
    backend.copy(self, out);
    return out;
  },
});

/** What Tensor.to runs when the dtype or device changes, or a copy is asked for: always a new tensor. */
defineOp({
  schema: '_to_copy(Tensor self, *, ScalarType? dtype=None, Device? device=None, MemoryFormat? memory_format=None) -> Tensor',
  variants: [], crossDevice: ['self'],
  impl: (args, backend) => {
    const self = asTensor(args['self']);
    const src = moveTo(self, usableDevice((args['device'] as Device | null) ?? deviceOf(self)));
    const out = Tensor.output((args['dtype'] as DType | null) ?? self.dtype, self.shape, stridesLike(self, formatArg(args)));
    backend.copy(src, out);
    return out;
  },
});

defineOp({
  schema: 'copy_(Tensor self, Tensor src) -> Tensor', variants: ['method'],
  crossDevice: ['src'],
  impl: (args, backend) => {
    const self = asTensor(args['self']), src = asTensor(args['src']);
    // TensorIterator's checks: the shapes broadcast together, and to self's own shape
    const shape = broadcastShapes(self.shape, src.shape);
    if (shape.length !== self.ndim || shape.some((d, i) => d !== self.shape[i])) {
      throw runtimeError(`output with shape [${self.shape.join(', ')}] doesn't match the broadcast shape ` +
        `[${shape.join(', ')}]`);
    }
    assertNoPartialOverlap(self, src);
    backend.copy(broadcastTo(moveTo(src, deviceOf(self)), self.shape), self);
    return self;
  },
});

defineOp({
  schema: 'repeat(Tensor self, int[] repeats) -> Tensor', variants: ['method'],
  impl: (args, backend) => {
    const self = asTensor(args['self']);
    const reps = asShape(args['repeats']);
    if (reps.length < self.ndim) {
      throw runtimeError('Number of dimensions of repeat dims can not be smaller than number of dimensions of tensor');
    }
    const lead = reps.length - self.ndim;
    const src = [...new Array<number>(lead).fill(1), ...self.shape];
    const size = src.map((d, i) => d * reps[i]!);
    checkSizeNonnegative(size);
    const out = Tensor.empty(self.dtype, size);
    // View the output as [r0, d0, r1, d1, ...] and copy the source broadcast over every r axis.
    const tiledShape = src.flatMap((d, i) => [reps[i]!, d]);
    const tiledStrides = out.strides.flatMap((s, i) => [s * src[i]!, s]);
    const srcStrides = [...new Array<number>(lead).fill(0), ...self.strides].flatMap((s) => [0, s]);
    backend.copy(self.view(tiledShape, srcStrides), out.view(tiledShape, tiledStrides));
    return out;
  },
});

function joinDtype(tensors: readonly Tensor[]): DType {
  return tensors.map((t) => t.dtype).reduce((a, b) => promoteTypes(a, b));
}

defineOp({
  schema: 'cat(Tensor[] tensors, int dim=0) -> Tensor', variants: ['function'],
  impl: (args, backend) => {
    const tensors = args['tensors'] as readonly Tensor[];
    if (tensors.length === 0) throw runtimeError('torch.cat(): expected a non-empty list of Tensors');
    // 1-D empty tensors are skipped, a legacy PyTorch keeps
    const parts = tensors.filter((t) => !(t.ndim === 1 && t.numel === 0));
    tensors.forEach((t, i) => {
      if (t.ndim === 0) throw runtimeError(`zero-dimensional tensor (at position ${i}) cannot be concatenated`);
    });
    if (parts.length === 0) return Tensor.empty(joinDtype(tensors), [0]);
    const ref = parts[0]!;
    const dim = wrapDim(args['dim'] as number, ref.ndim);
    tensors.forEach((t, i) => {
      if (t.ndim === 1 && t.numel === 0) return;
      if (t.ndim !== ref.ndim) {
        throw runtimeError(`Tensors must have same number of dimensions: got ${ref.ndim} and ${t.ndim}`);
      }
      t.shape.forEach((d, k) => {
        if (k !== dim && d !== ref.shape[k]) {
          throw runtimeError(`Sizes of tensors must match except in dimension ${dim}. Expected size ` +
            `${ref.shape[k]} but got size ${d} for tensor number ${i} in the list.`);
        }
      });
    });
    const shape = [...ref.shape];
    shape[dim] = parts.reduce((n, t) => n + t.shape[dim]!, 0);
    // the inputs' memory format when they share one (compute_output_memory_format)
    const format = suggestMemoryFormat(parts[0]!);
    const shared = parts.every((t) => suggestMemoryFormat(t) === format);
    const out = Tensor.empty(joinDtype(tensors), shape, shared ? stridesLike({ shape, strides: [] }, format) : undefined);
    let at = 0;
    for (const t of parts) {
      const dest = out.view(t.shape, out.strides, out.offset + at * out.strides[dim]!);
      backend.copy(t, dest);
      at += t.shape[dim]!;
    }
    return out;
  },
});

defineOp({
  schema: 'stack(Tensor[] tensors, int dim=0) -> Tensor', variants: ['function'],
  impl: (args, backend) => {
    const tensors = args['tensors'] as readonly Tensor[];
    if (tensors.length === 0) throw runtimeError('stack expects a non-empty TensorList');
    const ref = tensors[0]!;
    tensors.forEach((t, i) => {
      if (t.shape.length !== ref.shape.length || t.shape.some((d, k) => d !== ref.shape[k])) {
        throw runtimeError(`stack expects each tensor to be equal size, but got [${ref.shape.join(', ')}] at ` +
          `entry 0 and [${t.shape.join(', ')}] at entry ${i}`);
      }
    });
    const dim = wrapDim(args['dim'] as number, ref.ndim + 1);
    const shape = [...ref.shape];
    shape.splice(dim, 0, tensors.length);
    const out = Tensor.empty(joinDtype(tensors), shape);
    tensors.forEach((t, i) => {
      const strides = out.strides.filter((_, k) => k !== dim);
      backend.copy(t, out.view(ref.shape, strides, out.offset + i * out.strides[dim]!));
    });
    return out;
  },
});

defineOp({
  schema: 'expand_as(Tensor self, Tensor other) -> Tensor', view: 'result', variants: ['method'],
  impl: (args) => broadcastTo(asTensor(args['self']), asTensor(args['other']).shape),
});

function selectView(self: Tensor, dim: number, i: number): Tensor {
  return self.view(self.shape.filter((_, d) => d !== dim), self.strides.filter((_, d) => d !== dim),
    self.offset + i * self.strides[dim]!);
}

defineOp({
  schema: 'unbind(Tensor self, int dim=0) -> Tensor[]', view: 'result',
  impl: (args) => {
    const self = asTensor(args['self']);
    if (self.ndim === 0) throw runtimeError('Dimension specified as 0 but tensor has no dimensions');
    const dim = wrapDim(args['dim'] as number, self.ndim);
    return Array.from({ length: self.shape[dim]! }, (_, i) => selectView(self, dim, i));
  },
});

/** Consecutive pieces of the given sizes along `dim`, as views. */
function pieces(self: Tensor, dim: number, sizes: readonly number[]): Tensor[] {
  let start = 0;
  return sizes.map((len) => {
    const shape = [...self.shape];
    shape[dim] = len;
    const piece = self.view(shape, self.strides, self.offset + start * self.strides[dim]!);
    start += len;
    return piece;
  });
}

/**
 * The pieces of an unsafe_ split: self's memory, each with a version counter of its own (ATen's unsafe_split resets
 * each piece's counter), so in-place ops on one piece leave tensors saved from another valid, as ATen's GRU cell needs.
 */
const unsafePieces = (ts: readonly Tensor[]): Tensor[] =>
  ts.map((t) => new Tensor(storageAlias(t.storage, t.dtype), t.shape, t.strides, t.offset));

// split, split_with_sizes and chunk, whose pieces autograd tracks as views of self; and their unsafe_ forms, whose
// pieces share self's memory but are not views to autograd (ATen's RNN cells split their gates so)
for (const [prefix, view] of [['', 'result'], ['unsafe_', undefined]] as const) {
  const made = view ? (ts: Tensor[]) => ts : unsafePieces;
  defineOp({
    schema: `${prefix}split(Tensor self, int split_size, int dim=0) -> Tensor[]`, view,
    impl: (args) => {
      const self = asTensor(args['self']);
      if (self.ndim === 0) throw runtimeError('split expects at least a 1-dimensional tensor');
      const dim = wrapDim(args['dim'] as number, self.ndim);
      const size = args['split_size'] as number;
      const n = self.shape[dim]!;
      if (size < 0) throw runtimeError(`split expects split_size be non-negative, but got split_size=${size}`);
      if (size === 0 && n !== 0) {
        throw runtimeError(`split_size can only be 0 if dimension size is 0, but got dimension size of ${n}`);
      }
      const count = size === 0 ? 1 : Math.max(Math.ceil(n / size), 1);
      return made(pieces(self, dim, Array.from({ length: count }, (_, i) => Math.min(size, n - i * size))));
    },
  });

  defineOp({
    schema: `${prefix}split_with_sizes(Tensor self, int[] split_sizes, int dim=0) -> Tensor[]`, view,
    impl: (args) => {
      const self = asTensor(args['self']);
      const dim = wrapDim(args['dim'] as number, self.ndim);
      const sizes = asShape(args['split_sizes']);
      const n = self.shape[dim]!;
      if (sizes.some((size) => size < 0)) {
        throw runtimeError('split_with_sizes expects split_sizes have only non-negative entries, but got ' +
          `split_sizes=[${sizes.join(', ')}]`);
      }
      if (sizes.reduce((a, b) => a + b, 0) !== n) {
        throw runtimeError(`split_with_sizes expects split_sizes to sum exactly to ${n} (input tensor's size at ` +
          `dimension ${dim}), but got split_sizes=[${sizes.join(', ')}]`);
      }
      return made(pieces(self, dim, sizes));
    },
  });

  defineOp({
    schema: `${prefix}chunk(Tensor self, int chunks, int dim=0) -> Tensor[]`, view,
    impl: (args) => {
      const self = asTensor(args['self']);
      if (self.ndim === 0) throw runtimeError('chunk expects at least a 1-dimensional tensor');
      const chunks = args['chunks'] as number;
      if (chunks <= 0) throw runtimeError(`chunk expects \`chunks\` to be greater than 0, got: ${chunks}`);
      const dim = wrapDim(args['dim'] as number, self.ndim);
      const n = self.shape[dim]!;
      const size = Math.ceil(n / chunks);
      const count = size === 0 ? Math.min(chunks, 1) : Math.ceil(n / size);
      return made(pieces(self, dim, Array.from({ length: count }, (_, i) => Math.min(size, n - i * size))));
    },
  });
}

defineOp({
  schema: 'flip(Tensor self, int[] dims) -> Tensor',
  impl: (args, backend) => {
    const self = asTensor(args['self']);
    const dims = wrapDims(asShape(args['dims']), self.ndim);
    let offset = self.offset;
    const strides = self.strides.map((s, i) => {
      if (!dims.includes(i)) return s;
      offset += (self.shape[i]! - 1) * s;
      return -s;
    });
    const out = Tensor.empty(self.dtype, self.shape);
    backend.copy(self.view(self.shape, strides, offset), out);
    return out;
  },
});

defineOp({
  // reshape without the view-or-copy check, the last step of matmul (autograd names it UnsafeViewBackward0)
  schema: '_unsafe_view(Tensor self, int[] size) -> Tensor', variants: [],
  impl: (args) => asTensor(run('reshape', { self: asTensor(args['self']), shape: asShape(args['size']) })),
});

defineOp({
  // a view of self with explicit geometry (relative to self's own offset), used by autograd
  schema: '_strided_view(Tensor self, int[] size, int[] stride, int offset) -> Tensor', variants: [],
  impl: (args, backend) => {
    const self = contiguous(asTensor(args['self']), backend);
    return self.view(asShape(args['size']), asShape(args['stride']), self.offset + (args['offset'] as number));
  },
});

/**
 * The dims of a strided view to walk one index at a time so that the rest of it never maps two elements to one
 * place: none for an ordinary view; for convolution windows, the kernel dims, whose windows overlap their neighbours'.
 * Dims are taken smallest first, so the walk is as short as possible.
 */
function overlappingDims(size: readonly number[], stride: readonly number[]): number[] {
  const walked: number[] = [];
  const injective = () => {
    // sorted by stride, each dim must step past everything the smaller-strided dims can reach
    const dims = size.map((_, d) => d).filter((d) => size[d]! > 1 && !walked.includes(d)).sort((a, b) => stride[a]! - stride[b]!);
    let reach = 0;
    for (const d of dims) {
      if (stride[d]! <= reach) return false;
      reach += stride[d]! * (size[d]! - 1);
    }
    return true;
  };
  while (!injective()) {
    const candidates = size.map((_, d) => d).filter((d) => size[d]! > 1 && !walked.includes(d));
    walked.push(candidates.reduce((a, b) => (size[b]! < size[a]! ? b : a)));
  }
  return walked.sort((a, b) => a - b);
}

defineOp({
  // zeros shaped like base with self written into the view (size, stride, offset) of it: where a view's
  // gradient goes back to
  schema: '_view_scatter(Tensor self, Tensor base, int[] size, int[] stride, int offset) -> Tensor', variants: [],
  impl: (args, backend) => {
    const self = asTensor(args['self']);
    const base = asTensor(args['base']);
    const size = asShape(args['size']), stride = asShape(args['stride']);
    const out = Tensor.empty(self.dtype, base.shape);
    // overlapping positions (convolution windows) add up, as their gradients must: one in-place add per index of
    // the overlapping dims, each over a part of the view that touches every place at most once
    const walked = overlappingDims(size, stride);
    const kept = size.map((_, d) => d).filter((d) => !walked.includes(d));
    const exact = self.dtype === DTYPES.int64;
    const type = exact ? 'i64' : 'f64';
    // a view touching each place once is a copy (a -0 stays -0, as PyTorch's copy_ keeps it)
    const accumulate = { body: walked.length ? add(input(0, type), input(1, type)) : input(1, type), args: [] };
    const steps = walked.reduce((n, d) => n * size[d]!, 1);
    for (let step = 0; step < steps; step++) {
      let rest = step, targetOffset = args['offset'] as number, sourceOffset = self.offset;
      for (let w = walked.length - 1; w >= 0; w--) {
        const d = walked[w]!, i = rest % size[d]!;
        rest = Math.floor(rest / size[d]!);
        targetOffset += i * stride[d]!;
        sourceOffset += i * self.strides[d]!;
      }
      const target = out.view(kept.map((d) => size[d]!), kept.map((d) => stride[d]!), targetOffset);
      const source = self.view(target.shape, kept.map((d) => self.strides[d]!), sourceOffset);
      backend.pointwise(accumulate, [target, source], target);
    }
    return out;
  },
});
