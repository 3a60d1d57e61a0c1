/**
 * Tensor.view(dtype): the same bytes read as another dtype, as ATen's view_dtype lays them out. A different element
 * size scales the last dim (which must then be contiguous); the result shares the bytes and the version counter, and
 * is, as PyTorch's, a non-differentiable alias rather than an autograd view.
 */
import { allocateMetaStorage } from '../backends/meta.ts';
import { storageAlias } from '../device.ts';
import type { DType } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { Tensor } from '../tensor.ts';
import { defineOp } from './registry.ts';
import { asTensor } from './util.ts';

interface Geometry { readonly shape: readonly number[]; readonly strides: readonly number[]; readonly offset: number }

/** view_dtype's sizes, strides and storage offset in `to`'s elements, with its checks in its order. */
function geometry(self: Tensor, to: DType): Geometry {
  const from = self.dtype;
  const { shape, strides, offset } = self;
  if (from.itemsize === to.itemsize) return { shape, strides, offset };
  const what = `to view ${from.scalarName} as ${to.scalarName} (different element sizes)`;
  if (self.ndim === 0) throw runtimeError(`self.dim() cannot be 0 ${what}`);
  const last = self.ndim - 1;
  const lastStrideIsOne = () => {
    if (strides[last] !== 1) throw runtimeError(`self.stride(-1) must be 1 ${what}, but got ${strides[last]}`);
  };
  if (from.itemsize > to.itemsize) {
    const ratio = from.itemsize / to.itemsize;
    lastStrideIsOne();
    return {
      shape: shape.map((d, i) => (i === last ? d * ratio : d)),
      strides: strides.map((s, i) => (i === last ? 1 : s * ratio)),
      offset: offset * ratio,
    };
  }
  const ratio = to.itemsize / from.itemsize;
  if (shape[last]! % ratio !== 0) throw runtimeError(`self.size(-1) must be divisible by ${ratio} ${what}, but got ${shape[last]}`);
  if (offset % ratio !== 0) {
    throw runtimeError(`self.storage_offset() must be divisible by ${ratio} ${what}, but got ${offset}`);
  }
  lastStrideIsOne();
  strides.forEach((s, i) => {
    if (i < last && s % ratio !== 0) {
      throw runtimeError(`self.stride(${i}) must be divisible by ${ratio} ${what}, but got ${s}`);
    }
  });
  return {
    shape: shape.map((d, i) => (i === last ? d / ratio : d)),
    strides: strides.map((s, i) => (i === last ? 1 : s / ratio)),
    offset: offset / ratio,
  };
}

defineOp({
  schema: 'view_dtype(Tensor self, ScalarType dtype) -> Tensor', variants: [],
  impl: (args) => {
    const self = asTensor(args['self']);
    const dtype = args['dtype'] as DType;
    const { shape, strides, offset } = geometry(self, dtype);
    if (dtype === self.dtype) return self.view(shape, strides, offset);
    // a meta tensor's alias is its geometry over bytes that are not there
    if (self.storage.device === 'meta') {
      const length = Math.floor(self.storage.length * self.dtype.itemsize / dtype.itemsize);
      return new Tensor(allocateMetaStorage(dtype, length), shape, strides, offset);
    }
    // the alias counts its writes on self's counter: a view shares its base's version
    const t = new Tensor(storageAlias(self.storage, dtype, self.storage), shape, strides, offset);
    t.inference = self.inference;
    return t;
  },
});
