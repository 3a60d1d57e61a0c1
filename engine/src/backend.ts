/**
 * How a float32 matmul accumulates where it must follow oneDNN's kernels rather than the reference BLAS order:
 * `fused`, each step is a fused multiply-add (acc = round(acc + a * b), the product exact); `accumulate`, each
 * output starts from out's value rather than from zero.
 */
export interface MatmulMode {
  readonly fused: boolean;
  readonly accumulate: boolean;
}

/**
 * The backend contract. Ops (engine/src/ops) decide dtypes and shapes and then hand a backend a handful of kernel
 * primitives described as data: kernel IR (engine/src/ir), shapes, strides, dtypes and buffers, never a JS closure,
 * so one op definition drives every backend (the JS reference, WebAssembly, WebGPU). Every tensor a kernel receives
 * is already validated: shapes agree, dtypes are the compute dtype chosen by the op's promotion rule, and broadcast
 * inputs arrive as views with stride 0 on broadcast dims.
 */
import type { PointwiseKernel, ReductionKernel, ScanKernel, ScatterKernel } from './ir/expr.ts';
import type { Tensor } from './tensor.ts';
import type { FloatDistribution, PhiloxDraw } from './philox.ts';

export type { PointwiseKernel, ReductionKernel, ScanKernel, ScatterKernel } from './ir/expr.ts';

export interface Backend {
  readonly name: string;
  /** out[i] = kernel.body (or kernel.tail, see PointwiseKernel) over inputs[0][i], inputs[1][i], ... */
  pointwise(kernel: PointwiseKernel, inputs: readonly Tensor[], out: Tensor): void;
  /**
   * out[i + kernel.at] = kernel.body over inputs[0][i], ..., one element after another in row-major order of out's
   * shape, so writes to one place land (or accumulate, where body loads the place through an input viewing out) in
   * that order, as PyTorch's CPU loops do. `out` is a view of the target at the updates' shape.
   */
  scatter(kernel: ScatterKernel, inputs: readonly Tensor[], out: Tensor): void;
  /**
   * Reduces inputs[0] into `out`, which has its rank with every reduced dim of size 1 (keepdim layout); further
   * inputs have out's shape (a per-output value such as a mean, read by `map` and `finalize`). Combines associate
   * as `kernel.order` says (PyTorch's own order for float sums), so float results agree to the bit.
   */
  reduce(kernel: ReductionKernel, inputs: readonly Tensor[], out: Tensor): void;
  /**
   * Batched matrix product: a [B, n, k] @ b [B, k, m] -> out [B, n, m]; batch dims may have stride 0. Float32
   * accumulates in float32 in k order, as PyTorch's CPU build does, so results agree to the bit. `mode` asks for
   * oneDNN's order instead (float32 on the CPU only: conv-onednn.ts).
   */
  matmul(a: Tensor, b: Tensor, out: Tensor, mode?: MatmulMode): void;
  /** dst[i] = src[i] converted to dst's dtype; src may be a broadcast view of dst's shape. */
  copy(src: Tensor, dst: Tensor): void;
  /** Writes `values`, given in dst's logical order, into dst. */
  write(dst: Tensor, values: ArrayLike<number>): void;
  /**
   * The inclusive scan of inputs[0] along kernel.dim into `out` (its shape, stored as the accumulator), in an order
   * of the backend's choosing; absent where the serial scatter (ops/cumulative.ts) is the order wanted, as on the CPU.
   */
  scan?(kernel: ScanKernel, inputs: readonly Tensor[], out: Tensor): void;
  /**
   * Fills `out` (at most 32-bit elements), in its logical order, with a Philox distribution kernel's float values
   * (philox.ts philoxValues) drawn on the device; absent where the host draws them.
   */
  random?(out: Tensor, draw: PhiloxDraw<FloatDistribution>): void;
}
