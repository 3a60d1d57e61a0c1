/**
 * The engine's public surface: tensors, dtypes, the op table and the generator. Importing it registers every op.
 */
import './ops/pointwise.ts';
import './ops/creation.ts';
import './ops/views.ts';
import './ops/view-dtype.ts';
import './ops/reduction.ts';
import './ops/softmax.ts';
import './ops/softmax-backward.ts';
import './ops/sorting.ts';
import './ops/triangle.ts';
import './ops/pooling.ts';
import './ops/max-unpool.ts';
import './ops/fractional-max-pool.ts';
import './ops/activation.ts';
import './ops/activation-backward.ts';
import './ops/linalg.ts';
import './ops/linalg-decompositions.ts';
import './ops/complex-matmul.ts';
import './ops/polar.ts';
import './ops/compare.ts';
import './ops/indexing.ts';
import './ops/index-along.ts';
import './ops/roll.ts';
import './ops/shape-as-tensor.ts';
import './ops/distributions.ts';
import './ops/parametric-sampling.ts';
import './ops/dropout-noise.ts';
import './ops/loss.ts';
import './ops/loss-nll2d.ts';
import './ops/loss-bce.ts';
import './ops/loss-regression.ts';
import './ops/scalar-overloads.ts';
import './ops/div-rounding.ts';
import './ops/conv.ts';
import './ops/embedding.ts';
import './ops/packed-sequence.ts';
import './ops/normalization.ts';
import './ops/amp.ts';
import './ops/fused-adam.ts';
import './ops/fused-sgd.ts';
import './ops/fused-rmsprop.ts';
import './ops/fused-adagrad.ts';
import './ops/layer-norm.ts';
import './ops/group-norm-backward.ts';
import './ops/shuffle.ts';
import './ops/glu.ts';
import './ops/cross.ts';
import './ops/dist.ts';
import './ops/cdist.ts';
import './ops/renorm.ts';
import './ops/constant-pad.ts';
import './ops/diagonal-copies.ts';
import './ops/view-copies.ts';
import './ops/view-scatters.ts';
import './ops/trace.ts';
import './ops/loss-ctc.ts';
import './ops/grid-sample.ts';
import './ops/upsample-linear.ts';
import './ops/upsample-cubic.ts';
import './ops/affine-grid.ts';
import './ops/special.ts';
import './ops/special-erfcx.ts';
import './ops/special-zeta.ts';
import './ops/special-bessel.ts';
import './ops/special-polynomials.ts';
import './ops/special-airy.ts';
import './ops/special-igamma.ts';
import './ops/logcumsumexp.ts';
import './ops/logit.ts';
import './ops/mvlgamma.ts';
import './ops/complex-reciprocal.ts';
import './ops/kaiser-window.ts';
import './ops/fft-real.ts';
import './ops/fft-complex.ts';
import './ops/numpy-fft.ts';
import './ops/numpy-sum.ts';
import { installDerivatives } from './autograd/derivatives.ts';
import { installIndexDerivatives } from './autograd/index-derivatives.ts';
import { installLinalgDerivatives } from './autograd/linalg-derivatives.ts';
import { installSpecialDerivatives } from './autograd/special-derivatives.ts';
import { DTYPES, type DType } from './dtype.ts';
import { runtimeError, typeError } from './errors.ts';
import { cudaGenerator, defaultGenerator } from './random.ts';
import { Tensor } from './tensor.ts';

export { DTYPES, dtypeOf, promoteTypes, resultType, type DType, type DTypeName } from './dtype.ts';
export { TorchError } from './errors.ts';
export { allOps, backendName, call, callOp, getOp, setBackend } from './ops/registry.ts';
export { PyScalar, type Value } from './ops/schema.ts';
export { defaultGenerator } from './random.ts';
export { fromValues, Tensor } from './tensor.ts';
export { backward } from './autograd/engine.ts';
export { gradMode } from './autograd/graph.ts';
export { heapStats } from './memory/storage.ts';
export { tidy } from './memory/ownership.ts';
export type { HeapStats } from './memory/allocator.ts';
export { heap } from './memory/heap.ts';
export { getNumThreads, setNumThreads } from './backends/wasm/threads/count.ts';
export { threadsReady } from './backends/wasm/threads/pool.ts';

installDerivatives();
installIndexDerivatives();
installLinalgDerivatives();
installSpecialDerivatives();


/**
 * Values in logical order in a typed array Python can read exactly: float64 for floating dtypes, int64 for
 * integers (int64 keeps its full range), uint8 for bool.
 */
export function exportValues(t: Tensor): Float64Array | BigInt64Array | Uint8Array {
  const offsets = t.offsets();
  const data = t.storage.data;
  switch (t.dtype.category) {
    case 'float': return Float64Array.from(offsets, (o) => t.dtype.load(data, o));
    case 'bool': return Uint8Array.from(offsets, (o) => data[o] as number);
    default: return t.dtype === DTYPES.int64
      ? BigInt64Array.from(offsets, (o) => (data as BigInt64Array)[o]!)
      : BigInt64Array.from(offsets, (o) => BigInt(data[o] as number));
  }
}

/** The single value of a one-element tensor (Tensor.item()). */
export function item(t: Tensor): number | bigint | boolean {
  if (t.numel !== 1) throw runtimeError(`a Tensor with ${t.numel} elements cannot be converted to Scalar`);
  if (t.storage.device === 'meta') throw runtimeError('Tensor.item() cannot be called on meta tensors');
  // the one element sits at the tensor's offset, whatever its strides: read it, as exportValues would
  const data = t.storage.data;
  switch (t.dtype.category) {
    case 'float': return t.dtype.load(data, t.offset);
    case 'bool': return data[t.offset] === 1;
    default: return t.dtype === DTYPES.int64 ? (data as BigInt64Array)[t.offset]! : BigInt(data[t.offset] as number);
  }
}

export function manualSeed(seed: number | bigint): void {
  if (typeof seed === 'number' && !Number.isInteger(seed)) throw typeError('manual_seed expected an integer');
  // torch.manual_seed seeds every device's default generator
  for (const g of [defaultGenerator, cudaGenerator]) g.manualSeed(seed);
}
