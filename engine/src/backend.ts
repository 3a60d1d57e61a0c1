/**
 * The backend contract. Ops (engine/src/ops) decide dtypes and shapes and then hand a backend a handful of kernel
 * primitives; a backend (JS reference today, Wasm and WebGPU next) implements exactly these and nothing about
 * any single op. Every tensor a kernel receives is already validated: shapes agree, dtypes are the compute dtype
 * chosen by the op's promotion rule, and broadcast inputs arrive as views with stride 0 on broadcast dims.
 */
import type { Tensor } from './tensor.ts';

/**
 * A pointwise scalar function. `fn` receives and returns JS numbers holding the compute dtype's values; the
 * kernel rounds (or wraps) the result by storing it into the output's dtype. For float32 inputs, a function
 * built from +, -, *, / and sqrt is therefore correctly rounded, as PyTorch's CPU kernels are.
 */
export interface PointwiseKernel {
  readonly name: string;
  readonly fn: (...args: number[]) => number;
  /** The exact 64-bit form, used when inputs and output are int64 (results wrap as int64 does). */
  readonly big?: (...args: bigint[]) => bigint;
  /**
   * PyTorch's vectorised form where it differs from the scalar one: applied, when every tensor is contiguous, to
   * the leading multiple of 16 elements (two AVX2 vectors a step), while the rest takes `fn`, as on PyTorch's CPU.
   */
  readonly vec?: (...args: number[]) => number;
}

/** A reduction: fold every value, in order, into an accumulator that starts at `init`. */
export interface ReductionKernel {
  readonly name: string;
  readonly init: number;
  readonly combine: (acc: number, value: number) => number;
  /** The same fold on exact 64-bit integers (the backend wraps the result to int64). */
  readonly combineInt: (acc: bigint, value: bigint) => bigint;
}

export interface Backend {
  readonly name: string;
  /** out[i] = kernel.fn(inputs[0][i], inputs[1][i], ...) for every index i of out. */
  pointwise(kernel: PointwiseKernel, inputs: readonly Tensor[], out: Tensor): void;
  /**
   * Reduces `input` into `out`, which has input's rank with every reduced dim of size 1 (keepdim layout). Float
   * sums add in PyTorch's own order (its cascade over SIMD lanes), so they agree to the bit; other float
   * reductions fold in index order, rounding each step to the accumulator type; int64 folds exactly.
   */
  reduce(kernel: ReductionKernel, input: Tensor, out: Tensor): void;
  /**
   * Batched matrix product: a [B, n, k] @ b [B, k, m] -> out [B, n, m]; batch dims may have stride 0. Float32
   * accumulates in float32 in k order, as PyTorch's CPU build does, so results agree to the bit.
   */
  matmul(a: Tensor, b: Tensor, out: Tensor): void;
  /** dst[i] = src[i] converted to dst's dtype; src may be a broadcast view of dst's shape. */
  copy(src: Tensor, dst: Tensor): void;
  /** Writes `values`, given in dst's logical order, into dst. */
  write(dst: Tensor, values: ArrayLike<number>): void;
}
