/**
 * The loop a pointwise kernel runs, shared by every backend: operands (output first) walked over one shape, with
 * size-1 dims dropped and adjacent dims merged wherever every operand walks them as one, so a contiguous or simply
 * broadcast kernel becomes a single flat loop.
 */
import type { Tensor } from '../tensor.ts';

export interface Loop {
  readonly shape: number[];
  /** Operand-major: strides[o * rank + d]. */
  readonly strides: number[];
  readonly offsets: number[];
  /**
   * Whether PyTorch's CPU loop would run its vectorised body here: the output and every input contiguous, or an
   * input a broadcast scalar. Such a loop is always rank 1.
   */
  readonly vectorised: boolean;
}

const isScalar = (t: Tensor) => t.strides.every((s) => s === 0);

export function pointwiseLoop(operands: readonly Tensor[]): Loop {
  const [out] = operands as [Tensor, ...Tensor[]];
  const offsets = operands.map((t) => t.offset);
  if (out.isContiguous() && operands.every((t) => t.isContiguous() || isScalar(t))) {
    return { shape: [out.numel], strides: operands.map((t) => (isScalar(t) && out.numel > 1 ? 0 : 1)), offsets, vectorised: true };
  }
  const dims = out.shape.map((_, d) => d).filter((d) => out.shape[d] !== 1);
  const shape: number[] = [], per: number[][] = operands.map(() => []);
  for (const d of dims) {
    const size = out.shape[d]!, last = shape.length - 1;
    if (last >= 0 && operands.every((t, o) => per[o]![last] === t.strides[d]! * size)) {
      shape[last] = shape[last]! * size;
      operands.forEach((t, o) => { per[o]![last] = t.strides[d]!; });
    } else {
      shape.push(size);
      operands.forEach((t, o) => per[o]!.push(t.strides[d]!));
    }
  }
  return { shape, strides: per.flat(), offsets, vectorised: false };
}
