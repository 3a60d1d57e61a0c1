/**
 * Memory formats: the orders in which a dense tensor may lay out its elements, and the strides PyTorch gives a new
 * tensor made from others. A result follows its inputs' layout (TensorIterator's output strides), `clone` and the
 * `*_like` factories preserve their input's (empty_like's preserve_format), and channels_last puts the channels
 * last in memory for 4-D (NHWC) and 5-D (NDHWC) tensors.
 */
import { runtimeError } from './errors.ts';
import { isContiguous, type Shape } from './shape.ts';

export type MemoryFormat = 'contiguous_format' | 'preserve_format' | 'channels_last' | 'channels_last_3d';

interface Layout { readonly shape: Shape; readonly strides: readonly number[] }

/** Dims from the innermost to the outermost in memory, for channels_last (4-D) and channels_last_3d (5-D). */
const CHANNELS_LAST_ORDER: Readonly<Record<number, readonly number[]>> = { 4: [1, 3, 2, 0], 5: [1, 4, 3, 2, 0] };

/** Whether the elements fill a block of memory exactly once, in some order of the dims (c10's check). */
export function isNonOverlappingAndDense({ shape, strides }: Layout): boolean {
  if (shape.length === 1) return shape[0]! < 2 || strides[0] === 1;
  // by stride, size-0 and size-1 dims last
  const perm = shape.map((_, i) => i).sort((a, b) => {
    if (shape[a]! < 2) return shape[b]! < 2 ? 0 : 1;
    if (shape[b]! < 2) return -1;
    return strides[a]! - strides[b]!;
  });
  let expected = 1;
  for (const d of perm) {
    if (shape[d]! < 2) return true;
    if (strides[d] !== expected) return false;
    expected *= shape[d]!;
  }
  return true;
}

/** Whether the tensor is laid out exactly as channels_last (or channels_last_3d) asks, as is_contiguous(fmt). */
export function isChannelsLastContiguous({ shape, strides }: Layout, rank: 4 | 5): boolean {
  if (shape.length !== rank) return false;
  let expected = 1;
  for (const d of CHANNELS_LAST_ORDER[rank]!) {
    if (shape[d] === 1) continue;
    if (strides[d] !== expected) return false;
    expected *= shape[d]!;
  }
  return true;
}

/**
 * Whether strides order the dims as channels_last does (c10's is_channels_last_strides_2d/3d): what
 * suggest_memory_format reads. Ambiguous layouts (a trivial channel dim, N111) count as contiguous.
 */
function stridesLikeChannelsLast({ shape, strides }: Layout): boolean {
  const order = CHANNELS_LAST_ORDER[shape.length];
  if (!order || strides[1] === 0) return false;
  let min = 0;
  for (const d of order) {
    if (shape[d] === 0 || strides[d]! < min) return false;
    if (d === 0 && min === strides[1]) return false;
    min = strides[d]!;
    if (shape[d]! > 1) min *= shape[d]!;
  }
  return true;
}

/** The layout an op should give its result to keep its input's (TensorBase::suggest_memory_format). */
export function suggestMemoryFormat(t: Layout): MemoryFormat {
  if (!stridesLikeChannelsLast(t)) return 'contiguous_format';
  return t.shape.length === 4 ? 'channels_last' : 'channels_last_3d';
}

/** channels_last strides for shape, or PyTorch's error for a shape of the wrong rank. */
export function channelsLastStrides(shape: Shape, rank: 4 | 5): number[] {
  if (shape.length !== rank) {
    const name = rank === 4 ? 'channels_last' : 'channels_last_3d';
    throw runtimeError(`required rank ${rank} tensor to use ${name} format`);
  }
  const strides = new Array<number>(rank);
  let next = 1;
  for (const d of CHANNELS_LAST_ORDER[rank]!) {
    strides[d] = next;
    next *= Math.max(shape[d]!, 1);
  }
  return strides;
}

/** Strides for a dense tensor of `shape` whose dims are ordered innermost-first by `perm`. */
function stridesInOrder(shape: Shape, perm: readonly number[]): number[] {
  const strides = new Array<number>(shape.length);
  let next = 1;
  for (const d of perm) {
    strides[d] = next;
    next *= shape[d]!;
  }
  return strides;
}

/**
 * The order of dims, innermost first, that TensorIterator iterates in (reorder_dimensions): an insertion sort where
 * the first operand with unequal, non-broadcast strides for two dims decides, equal strides put the smaller dim
 * inside, and operands that cannot decide leave the default (the last dim innermost).
 */
function iterationOrder(shape: Shape, operands: readonly (readonly number[])[]): number[] {
  const ndim = shape.length;
  const perm = shape.map((_, i) => ndim - 1 - i);
  const shouldSwap = (dim0: number, dim1: number): number => {
    for (const strides of operands) {
      const s0 = strides[dim0]!, s1 = strides[dim1]!;
      if (s0 === 0 || s1 === 0) continue;
      if (s0 < s1) return -1;
      if (s0 > s1) return 1;
      if (shape[dim0]! > shape[dim1]!) return 1;
    }
    return 0;
  };
  for (let i = 1; i < ndim; i++) {
    let dim1 = i;
    for (let dim0 = i - 1; dim0 >= 0; dim0--) {
      const comparison = shouldSwap(perm[dim0]!, perm[dim1]!);
      if (comparison > 0) {
        [perm[dim0], perm[dim1]] = [perm[dim1]!, perm[dim0]!];
        dim1 = dim0;
      } else if (comparison < 0) break;
    }
  }
  return perm;
}

/** A loop rather than `every`: this runs on every pointwise op, where a callback's allocation shows. */
function allContiguous(inputs: readonly Layout[]): boolean {
  for (const t of inputs) if (!isContiguous(t.shape, t.strides)) return false;
  return true;
}

/**
 * The strides TensorIterator gives an op's new output of `shape` from its tensor inputs (0-d ones aside): contiguous
 * when the inputs all are, else the inputs' common layout, else dense in the order their strides suggest.
 */
export function outputStrides(shape: Shape, inputs: readonly Layout[]): number[] | undefined {
  if (shape.length < 2 || allContiguous(inputs)) return undefined;
  const operands = inputs.filter((t) => t.shape.length > 0);
  if (operands.length === 0) return undefined;
  const sameShape = inputs.every((t) => t.shape.length === shape.length && t.shape.every((d, i) => d === shape[i]));
  if (sameShape) {
    const rank = shape.length;
    if ((rank === 4 || rank === 5) && inputs.every((t) => isChannelsLastContiguous(t, rank))) {
      return channelsLastStrides(shape, rank);
    }
    // inputs with one dense layout: the output takes it
    const first = inputs[0]!.strides;
    if (inputs.every((t) => isNonOverlappingAndDense(t) && t.strides.every((s, i) => s === first[i]))) {
      return first.slice();
    }
  }
  // each input's strides over the output's shape: broadcast dims step by 0
  const strides = operands.map((t) => {
    const lead = shape.length - t.shape.length;
    return shape.map((d, i) => (i < lead || (t.shape[i - lead] === 1 && d !== 1) ? 0 : t.strides[i - lead]!));
  });
  const perm = iterationOrder(shape, strides);
  if (perm.every((d, i) => d === shape.length - 1 - i)) return undefined;
  return stridesInOrder(shape, perm);
}

/** The strides torch.empty(shape, memory_format=format) gives its result; undefined means contiguous. */
export function emptyStrides(shape: Shape, format: MemoryFormat | null): number[] | undefined {
  switch (format) {
    case null: case 'contiguous_format': return undefined;
    case 'channels_last': return channelsLastStrides(shape, 4);
    case 'channels_last_3d': return channelsLastStrides(shape, 5);
    case 'preserve_format': throw runtimeError('unsupported memory format Preserve');
  }
}

/** The strides empty_like(t, memory_format=format) gives its result; undefined means contiguous. */
export function stridesLike(t: Layout, format: MemoryFormat): number[] | undefined {
  switch (format) {
    case 'contiguous_format': return undefined;
    case 'channels_last': return channelsLastStrides(t.shape, 4);
    case 'channels_last_3d': return channelsLastStrides(t.shape, 5);
    case 'preserve_format': {
      if (isContiguous(t.shape, t.strides)) return undefined;
      if (isNonOverlappingAndDense(t)) return t.strides.slice();
      // a strided layout with gaps or overlaps: dense, in the same order of dims (infer_dense_strides)
      const perm = iterationOrder(t.shape, [t.strides]);
      return perm.every((d, i) => d === t.shape.length - 1 - i) ? undefined : stridesInOrder(t.shape, perm);
    }
  }
}

