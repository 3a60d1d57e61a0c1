/** Helpers shared by op implementations: broadcasting views, casts and fresh outputs. */
import type { Backend } from '../backend.ts';
import type { DType } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { stridesLike, suggestMemoryFormat } from '../memory-format.ts';
import type { Shape } from '../shape.ts';
import { Tensor } from '../tensor.ts';

/** A stride-0 view of `t` at `shape` (shape must be a broadcast of t's shape). */
export function broadcastTo(t: Tensor, shape: Shape): Tensor {
  const lead = shape.length - t.ndim;
  const strides = shape.map((d, i) => {
    if (i < lead) return 0;
    const own = t.shape[i - lead]!;
    if (own === d) return t.strides[i - lead]!;
    if (own === 1) return 0;
    throw runtimeError(
      `The expanded size of the tensor (${d}) must match the existing size (${own}) at non-singleton ` +
      `dimension ${i}.  Target sizes: [${shape.join(', ')}].  Tensor sizes: [${t.shape.join(', ')}]`);
  });
  return t.view(shape, strides);
}

/** `t` in `dtype`: itself when already so, else a converted contiguous copy. */
export function cast(t: Tensor, dtype: DType, backend: Backend): Tensor {
  if (t.dtype === dtype) return t;
  const out = Tensor.output(dtype, t.shape);
  backend.copy(t, out);
  return out;
}

export function contiguous(t: Tensor, backend: Backend): Tensor {
  if (t.isContiguous()) return t;
  const out = Tensor.output(t.dtype, t.shape);
  backend.copy(t, out);
  return out;
}

/**
 * `out` in the memory format `like` suggests: PyTorch's CPU pooling and normalization kernels write a channels_last
 * result for a channels_last input. A copy, when the layouts differ.
 */
export function inFormatOf(out: Tensor, like: Tensor, backend: Backend): Tensor {
  const format = suggestMemoryFormat(like);
  if (format === 'contiguous_format' || out.ndim !== like.ndim) return out;
  const laidOut = Tensor.output(out.dtype, out.shape, stridesLike(out, format));
  backend.copy(out, laidOut);
  return laidOut;
}

export const asTensor = (v: unknown): Tensor => v as Tensor;
export const asShape = (v: unknown): readonly number[] => v as readonly number[];

/** A conv or pooling size argument (`3` or `(3, 2)`) as a (height, width) pair. */
export const pair = (v: unknown): [number, number] => {
  const list = typeof v === 'number' ? [v] : v as number[];
  return list.length === 1 ? [list[0]!, list[0]!] : [list[0]!, list[1]!];
};
