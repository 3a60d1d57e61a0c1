/**
 * The meta device: tensors with a shape, dtype and strides but no bytes, as PyTorch's `meta` device has them. Ops on
 * them run their shape and dtype rules as on any device, with a backend whose kernels do nothing; whatever would read
 * or move their values raises PyTorch's errors instead.
 */
import type { Backend } from '../backend.ts';
import type { DType, TypedArray } from '../dtype.ts';
import { TorchError } from '../errors.ts';
import type { Storage } from '../tensor.ts';

const NO_DATA = 'Cannot copy out of meta tensor; no data!';
/** What PyTorch raises when a meta tensor's values are wanted (a copy to another device, tolist). */
export const noData = (): TorchError => new TorchError('NotImplementedError', NO_DATA);

/** Whether an error is the one reading a meta tensor's values raised. */
export const isNoData = (e: unknown): boolean =>
  e instanceof TorchError && e.pyType === 'NotImplementedError' && e.message === NO_DATA;

class MetaStorage implements Storage {
  readonly device = 'meta';
  readonly byteOffset = 0;
  version = 0;
  mutations = 0;
  refs = 0;
  // nothing to free, so nothing for owner counting to track
  readonly managed = false;
  disposed = false;
  readonly dtype: DType;
  readonly length: number;

  constructor(dtype: DType, length: number) {
    this.dtype = dtype;
    this.length = length;
  }

  get data(): TypedArray {
    throw noData();
  }

  dispose(): void {}
}

let made = false;

/** Storage of `n` elements of `dtype` that holds none of them. */
export function allocateMetaStorage(dtype: DType, n: number): Storage {
  made = true;
  return new MetaStorage(dtype, n);
}

/** Whether any meta tensor was ever made: until then every op's tensors are on the CPU or the accelerator. */
export const metaInUse = (): boolean => made;

const nothing = (): void => {};

export const metaBackend: Backend = {
  name: 'meta', pointwise: nothing, scatter: nothing, reduce: nothing, matmul: nothing, copy: nothing, write: nothing,
};

/** PyTorch's dispatcher error for an op with no meta kernel: one whose result depends on its inputs' values. */
export const noMetaKernel = (op: string): TorchError => new TorchError('NotImplementedError',
  `Could not run 'aten::${op}' with arguments from the 'Meta' backend. This could be because the operator doesn't ` +
  'exist for this backend, or was omitted during the selective/custom build process (if using custom build).');
