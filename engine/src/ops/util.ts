/** Helpers shared by op implementations: broadcasting views, casts and fresh outputs. */
import type { Backend } from '../backend.ts';
import type { DType } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { round32 } from '../ir/build.ts';
import type { Expr } from '../ir/expr.ts';
import { stridesLike, suggestMemoryFormat } from '../memory-format.ts';
import type { Shape } from '../shape.ts';
import { Tensor } from '../tensor.ts';

/** A stride-0 view of `t` at `shape` (shape must be a broadcast of t's shape). */
export function broadcastTo(t: Tensor, shape: Shape): Tensor {
  return t.view(shape, expandedStrides(t, shape));
}

/**
 * The strides of `t` expanded to `target`, where -1 keeps a dim's size: ATen's inferExpandGeometry, which checks
 * from the last dim to the first, so its error names the last dim that does not fit, with the sizes as asked.
 */
export function expandedStrides(t: Tensor, target: readonly number[]): number[] {
  const lead = target.length - t.ndim;
  const strides: number[] = Array(target.length).fill(0);
  for (let i = target.length - 1; i >= 0; i--) {
    if (i < lead) {
      if (target[i] === -1) {
        throw runtimeError(`The expanded size of the tensor (-1) isn't allowed in a leading, non-existing dimension ${i}`);
      }
      continue;
    }
    const own = t.shape[i - lead]!;
    const d = target[i] === -1 ? own : target[i]!;
    if (own === d) strides[i] = t.strides[i - lead]!;
    else if (own !== 1) {
      throw runtimeError(
        `The expanded size of the tensor (${d}) must match the existing size (${own}) at non-singleton ` +
        `dimension ${i}.  Target sizes: [${target.join(', ')}].  Tensor sizes: [${t.shape.join(', ')}]`);
    }
  }
  return strides;
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

/** Rounds each step as the dtype's CPU kernel computes it: float32 for the narrower floats, float64 as it is. */
export const stepRound = (dtype: DType) => (dtype.name === 'float64' ? (e: Expr) => e : round32);
