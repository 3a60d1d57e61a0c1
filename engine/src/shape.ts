/** Shape arithmetic shared by every op: broadcasting, strides, dimension wrapping. */
import { indexError, runtimeError, TorchError } from './errors.ts';

export type Shape = readonly number[];

export function numel(shape: Shape): number {
  let n = 1;
  for (let i = 0; i < shape.length; i++) n *= shape[i]!;
  return n;
}

/** Whether a layout walks its elements in row-major order, one after another (size-1 dims may have any stride). */
export function isContiguous(shape: Shape, strides: readonly number[]): boolean {
  let expected = 1;
  for (let d = shape.length - 1; d >= 0; d--) {
    if (shape[d] !== 1 && strides[d] !== expected) return false;
    expected *= shape[d]!;
  }
  return true;
}

export function sameShape(a: Shape, b: Shape): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether `strides` are exactly the ones contiguousStrides gives `shape` (size-1 dims included). */
export function isRowMajor(shape: Shape, strides: readonly number[]): boolean {
  let s = 1;
  for (let i = shape.length - 1; i >= 0; i--) {
    if (strides[i] !== s) return false;
    s *= Math.max(shape[i]!, 1);
  }
  return true;
}

export function contiguousStrides(shape: Shape): number[] {
  const strides = new Array<number>(shape.length);
  let s = 1;
  for (let i = shape.length - 1; i >= 0; i--) {
    strides[i] = s;
    s *= Math.max(shape[i]!, 1);
  }
  return strides;
}

/** The row-major coordinates in `shape` of flat position `at`. */
export function rowMajorCoords(shape: Shape, at: number): number[] {
  const coords = shape.map(() => 0);
  for (let d = shape.length - 1, rest = at; d >= 0; d--) {
    coords[d] = rest % shape[d]!;
    rest = Math.floor(rest / shape[d]!);
  }
  return coords;
}

/** Broadcasts shapes right-aligned; the message names operands a and b as PyTorch's does. */
export function broadcastShapes(a: Shape, b: Shape): number[] {
  const n = Math.max(a.length, b.length);
  const out = new Array<number>(n);
  // right to left, so the error names the last mismatching dim as PyTorch's infer_size does
  for (let i = n - 1; i >= 0; i--) {
    const da = a[a.length - n + i] ?? 1;
    const db = b[b.length - n + i] ?? 1;
    if (da !== db && da !== 1 && db !== 1) {
      throw new TorchError('RuntimeError',
        `The size of tensor a (${da}) must match the size of tensor b (${db}) at non-singleton dimension ${i}`,
        { a: [...a], b: [...b], dim: i });
    }
    out[i] = da === 1 ? db : da;
  }
  return out;
}

/** Wraps a possibly negative dim into [0, ndim); a 0-d tensor accepts dims -1 and 0 as PyTorch does. */
export function wrapDim(dim: number, ndim: number): number {
  const range = Math.max(ndim, 1);
  if (dim < -range || dim >= range) {
    throw indexError(
      `Dimension out of range (expected to be in range of [${-range}, ${range - 1}], but got ${dim})`);
  }
  return dim < 0 ? dim + range : dim;
}

/** dim_list_to_bitset: dims wrapped into [0, ndim), each allowed once. */
export function wrapDims(dims: readonly number[], ndim: number): number[] {
  const wrapped = dims.map((d) => wrapDim(d, ndim));
  wrapped.forEach((d, i) => {
    if (wrapped.indexOf(d) !== i) throw runtimeError(`dim ${d} appears multiple times in the list of dims`);
  });
  return wrapped;
}

/** check_size_nonnegative: the refusal of a negative size for a tensor about to be made. */
export function checkSizeNonnegative(size: Shape): void {
  const bad = size.find((d) => d < 0);
  if (bad !== undefined) {
    throw runtimeError(`Trying to create tensor with negative dimension ${bad}: [${size.join(', ')}]`);
  }
}

/** Resolves one -1 in a requested shape, checking the element count as view/reshape do. */
export function inferSize(requested: Shape, total: number): number[] {
  let infer = -1;
  let known = 1;
  requested.forEach((d, i) => {
    if (d === -1) {
      if (infer >= 0) throw runtimeError('only one dimension can be inferred');
      infer = i;
    } else if (d < 0) {
      throw runtimeError(`invalid shape dimension ${d}`);
    } else known *= d;
  });
  const out = [...requested];
  if (infer >= 0) {
    if (known === 0 && total === 0) {
      throw runtimeError(`cannot reshape tensor of 0 elements into shape [${requested.join(', ')}] because the ` +
        'unspecified dimension size -1 can be any value and is ambiguous');
    }
    if (known === 0 || total % known !== 0) throw shapeInvalid(requested, total);
    out[infer] = total / known;
  } else if (known !== total) throw shapeInvalid(requested, total);
  return out;
}

const shapeInvalid = (shape: Shape, total: number) =>
  runtimeError(`shape '[${shape.join(', ')}]' is invalid for input of size ${total}`);

/**
 * Strides that let a tensor of `shape`/`strides` be viewed as `newShape` without copying, or null when the
 * memory layout does not allow it (at::detail::computeStride).
 */
export function viewStrides(shape: Shape, strides: readonly number[], newShape: Shape): number[] | null {
  if (numel(shape) === 0) return contiguousStrides(newShape);
  if (shape.length === 0) return newShape.map(() => 1);
  const out = new Array<number>(newShape.length);
  let viewD = newShape.length - 1;
  let chunkBase = strides[strides.length - 1] ?? 1;
  let tensorNumel = 1;
  let viewNumel = 1;
  for (let d = shape.length - 1; d >= 0; d--) {
    tensorNumel *= shape[d]!;
    if (d === 0 || (shape[d - 1] !== 1 && strides[d - 1] !== tensorNumel * chunkBase)) {
      while (viewD >= 0 && (viewNumel < tensorNumel || newShape[viewD] === 1)) {
        out[viewD] = viewNumel * chunkBase;
        viewNumel *= newShape[viewD]!;
        viewD--;
      }
      if (viewNumel !== tensorNumel) return null;
      if (d > 0) {
        chunkBase = strides[d - 1]!;
        tensorNumel = 1;
        viewNumel = 1;
      }
    }
  }
  if (viewD !== -1) return null;
  return out;
}
