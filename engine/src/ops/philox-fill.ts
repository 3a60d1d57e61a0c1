/**
 * Random fills from a cuda generator (philox.ts): rand, randn, uniform_, normal_, bernoulli_ and randint as PyTorch
 * CUDA's distribution kernels draw them, on the device where the backend has a Philox kernel and the values fit float32,
 * else the same values drawn on the host and written (float64 tensors: doubles, two a curand4 call; integers).
 */
import type { Backend } from '../backend.ts';
import { DTYPES, type DType } from '../dtype.ts';
import type { Generator } from '../generator.ts';
import { CudaGenerator, distributionLaunch, philoxValues, type Distribution, type FloatDistribution } from '../philox.ts';
import type { Tensor } from '../tensor.ts';

/**
 * `self` with its dims in the order PyTorch's TensorIterator walks a tensor it fills: outermost in memory first
 * (equal strides keep their order), so draws land where PyTorch's do in a transposed or sliced tensor.
 */
export function inMemoryOrder(self: Tensor): Tensor {
  const order = self.shape.map((_, d) => d).sort((a, b) => self.strides[b]! - self.strides[a]! || a - b);
  return self.view(order.map((d) => self.shape[d]!), order.map((d) => self.strides[d]!));
}

/** Rounding to `dtype` (its store, then load). */
export function rounding(dtype: DType): (x: number) => number {
  const cell = dtype.view(new ArrayBuffer(8), 0, 1);
  return (x) => {
    dtype.store(cell, 0, x);
    return Number(dtype.load(cell, 0));
  };
}

/** The float type a distribution computes in: double for float64 tensors, float otherwise (at::acc_type). */
const accRounding = (dtype: DType) => (dtype === DTYPES.float64 ? (x: number) => x : Math.fround);

/** uniform_kernel's parameters: bounds as the scalar type, and their difference in it. */
export function uniformOf(from: number, to: number, dtype: DType): FloatDistribution {
  const round = rounding(dtype);
  const f = round(from), t = round(to);
  return { kind: 'uniform', from: f, to: t, range: round(t - f) };
}

export const normalOf = (mean: number, std: number, dtype: DType): FloatDistribution =>
  ({ kind: 'normal', mean: accRounding(dtype)(mean), std: accRounding(dtype)(std) });

export const bernoulliOf = (p: number, dtype: DType): FloatDistribution => ({ kind: 'bernoulli', p: accRounding(dtype)(p) });

/** random_from_to's integers in [low, high). */
export const integersOf = (low: number, high: number): Distribution => ({ kind: 'integer', range: high - low, base: low });

/**
 * Fills `t` with `dist` from the cuda generator `gen`, reserving the kernel's offset as philox_cuda_state does.
 * Returns false, drawing nothing, where `gen` is not a cuda generator: the caller draws on the host.
 */
export function philoxFill(t: Tensor, gen: Generator, dist: Distribution, backend: Backend): boolean {
  if (!(gen instanceof CudaGenerator)) return false;
  if (t.numel === 0) return true;
  // random_from_to_kernel takes 64-bit numbers from 2^28 on, to keep the modulo's skew small
  const wide = dist.kind === 'integer' ? dist.range >= 2 ** 28 : t.dtype === DTYPES.float64;
  const launch = distributionLaunch(t.numel, wide ? 2 : 4);
  const draw = { ...launch, ...gen.reserve(launch.increment), wide };
  const order = inMemoryOrder(t);
  if (!wide && dist.kind !== 'integer' && backend.random) backend.random(order, { ...draw, dist });
  else backend.write(order, philoxValues({ ...draw, dist }, t.numel, rounding(t.dtype)));
  return true;
}
