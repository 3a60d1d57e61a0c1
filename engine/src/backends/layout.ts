/**
 * The loop a pointwise kernel runs, shared by every backend: operands (output first) walked over one shape, with
 * size-1 dims dropped and adjacent dims merged wherever every operand walks them as one, so a dense or simply
 * broadcast kernel becomes a single flat loop.
 */
import type { Expr, PointwiseKernel, ScatterKernel } from '../ir/expr.ts';
import { usesCoords } from '../ir/print.ts';
import type { Tensor } from '../tensor.ts';

export interface Loop {
  readonly shape: number[];
  /** Operand-major: strides[o * rank + d]. */
  readonly strides: number[];
  readonly offsets: number[];
  /**
   * Whether PyTorch's CPU loop would run its vectorised body along the innermost dim: every operand walks it
   * contiguously, or one input holds still in it (a broadcast scalar along the row).
   */
  readonly vectorised: boolean;
}

function isScalar(t: Tensor): boolean {
  for (const s of t.strides) if (s !== 0) return false;
  return true;
}

/**
 * Whether a loop's innermost dim runs PyTorch's vectorised body (cpu_kernel_vec's VectorizedLoop2d): the output and
 * every input contiguous along it, or exactly one input still in it and the rest contiguous. Inputs that are the
 * parts of a complex tensor (`step` 2) are contiguous where they step over each other.
 */
function vectorisedRows(shape: readonly number[], strides: readonly number[], operands: number, step: number): boolean {
  const rank = shape.length, last = rank - 1;
  if (rank === 0 || strides[last] !== 1) return false;
  let still = 0;
  for (let o = 1; o < operands; o++) {
    const s = strides[o * rank + last]!;
    if (s === 0) still++;
    else if (s !== step) return false;
  }
  return still <= 1;
}

/**
 * The loop over operands (output first). A kernel whose elements are independent (`ordered` false) walks the dims
 * as TensorIterator does, by the output's strides, so a dense tensor in any layout becomes one flat loop; a scatter
 * keeps row-major order, where later updates to one place land last. `step` is how far a contiguous row moves the
 * inputs (see vectorisedRows). Written as plain loops: this runs once per op, and small ops are dominated by such
 * fixed costs.
 */
export function pointwiseLoop(operands: readonly Tensor[], ordered = false, step = 1): Loop {
  const out = operands[0]!;
  const offsets = new Array<number>(operands.length);
  let flat = out.isContiguous();
  for (let o = 0; o < operands.length; o++) {
    const t = operands[o]!;
    offsets[o] = t.offset;
    if (flat && o > 0 && !t.isContiguous() && !isScalar(t)) flat = false;
  }
  if (flat) {
    const n = out.numel;
    const strides = new Array<number>(operands.length);
    for (let o = 0; o < operands.length; o++) strides[o] = n > 1 && isScalar(operands[o]!) ? 0 : 1;
    return { shape: [n], strides, offsets, vectorised: true };
  }
  const dims = out.shape.map((_, d) => d).filter((d) => out.shape[d] !== 1);
  // outermost first: the output's largest stride (a stable sort keeps row-major order among equals)
  if (!ordered) dims.sort((a, b) => out.strides[b]! - out.strides[a]!);
  const { shape, strides } = mergedDims(dims, (d) => out.shape[d]!, operands.map((t) => t.strides));
  return { shape, strides, offsets, vectorised: !ordered && vectorisedRows(shape, strides, operands.length, step) };
}

/**
 * The loops a reduction runs, shared by every backend: the kept dims (outer) and the reduced dims (inner), each in
 * row-major order with size-1 dims dropped and neighbours merged where every operand walks them as one. Operands
 * are [out, input, ...extras] as in a pointwise loop; on reduced dims only the input moves.
 */
export interface ReductionLoop {
  readonly kept: number[];
  /** Operand-major: keptStrides[o * kept.length + d]. */
  readonly keptStrides: number[];
  readonly reduced: number[];
  /** The input's strides on the reduced dims. */
  readonly reducedStrides: number[];
  readonly offsets: number[];
}

/** Sizes and operand-major strides of `dims`, merging a dim into the previous one where every operand allows. */
function mergedDims(dims: readonly number[], size: (d: number) => number, strides: readonly (readonly number[])[]) {
  const shape: number[] = [], per: number[][] = strides.map(() => []);
  for (const d of dims) {
    const n = size(d), last = shape.length - 1;
    if (last >= 0 && strides.every((s, o) => per[o]![last] === s[d]! * n)) {
      shape[last] = shape[last]! * n;
      strides.forEach((s, o) => { per[o]![last] = s[d]!; });
    } else {
      shape.push(n);
      strides.forEach((s, o) => per[o]!.push(s[d]!));
    }
  }
  return { shape, strides: per.flat() };
}

export function reductionLoop(out: Tensor, input: Tensor, extras: readonly Tensor[]): ReductionLoop {
  const dims = input.shape.map((_, d) => d);
  const isReduced = (d: number) => out.shape[d] === 1 && input.shape[d] !== 1;
  const kept = mergedDims(dims.filter((d) => !isReduced(d) && input.shape[d] !== 1), (d) => input.shape[d]!,
    [out, input, ...extras].map((t) => t.strides));
  const reduced = mergedDims(dims.filter(isReduced), (d) => input.shape[d]!, [input.strides]);
  return {
    kept: kept.shape, keptStrides: kept.strides, reduced: reduced.shape, reducedStrides: reduced.strides,
    offsets: [out, input, ...extras].map((t) => t.offset),
  };
}

/**
 * The loop of a kernel that reads the output's coordinates: they walk as `out.ndim` operands of their own after the
 * tensors (offset 0, stride 1 on their dim), so coordinate d is operand `1 + inputs + d` and dims merge only where
 * the coordinates allow. Never vectorised.
 */
function coordLoop(operands: readonly Tensor[]): Loop {
  const out = operands[0]!;
  const coords = out.shape.map((_, d) => out.shape.map((__, e) => (e === d ? 1 : 0)));
  const dims = out.shape.map((_, d) => d).filter((d) => out.shape[d] !== 1);
  const { shape, strides } = mergedDims(dims, (d) => out.shape[d]!, [...operands.map((t) => t.strides), ...coords]);
  return { shape, strides, offsets: [...operands.map((t) => t.offset), ...coords.map(() => 0)], vectorised: false };
}

/**
 * The loop of kernel roots over operands (output first), and how many coordinate operands follow the tensors in it
 * (see coordLoop): the output's rank when a root reads coordinates, else none.
 */
export function kernelLoop(roots: readonly Expr[], operands: readonly Tensor[], ordered: boolean,
  step = 1): { coords: number; loop: Loop } {
  const coords = usesCoords(roots) ? operands[0]!.ndim : 0;
  return { coords, loop: coords ? coordLoop(operands) : pointwiseLoop(operands, ordered, step) };
}

/**
 * What a backend runs for `kernel` over `inputs` into `out`: the loop, and which kernel form covers which elements.
 * A vectorised loop runs `body` along each innermost row up to `split` (the row's last multiple of the kernel's
 * lanes, as PyTorch's CPU loop) and `tail` after it; any other loop runs the scalar form throughout.
 */
export function pointwisePlan(kernel: PointwiseKernel | ScatterKernel, inputs: readonly Tensor[], out: Tensor) {
  const operands = [out, ...inputs];
  const roots = [kernel.body, ...('tail' in kernel && kernel.tail ? [kernel.tail] : []), ...('at' in kernel ? [kernel.at] : [])];
  const { coords, loop } = kernelLoop(roots, operands, 'at' in kernel, 'pairs' in kernel && kernel.pairs ? 2 : 1);
  const vec = 'tail' in kernel ? kernel.tail : undefined;
  const row = loop.shape[loop.shape.length - 1] ?? 0;
  const split = loop.vectorised && vec ? row - (row % ('tail' in kernel ? kernel.lanes ?? 16 : 16)) : 0;
  const body = vec && !loop.vectorised ? vec : kernel.body;
  const tail = loop.vectorised ? vec : undefined;
  return { operands, coords, loop, split, body, tail };
}
