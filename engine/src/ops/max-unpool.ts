/**
 * max_unpool2d and max_unpool3d (F.max_unpool1d/2d/3d, nn.MaxUnpool*): every input element written into a zero
 * output plane at its flat index within the plane, in the input's element order (a later duplicate index wins), with
 * PyTorch's checks in their order. The gradient gathers the output's gradient at the same indices, as
 * derivatives.yaml's max_pool_double_backward.
 */
import { op } from '../autograd/formula-ops.ts';
import type { Derivative } from '../autograd/record.ts';
import type { Backend } from '../backend.ts';
import { DTYPES } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { numel } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { checkRange, scatter } from './indexed.ts';
import { defineOp } from './registry.ts';
import type { BoundArgs } from './schema.ts';
import { asShape, asTensor } from './util.ts';

const sizes = (t: Tensor) => `[${t.shape.join(', ')}]`;

/** The checks both kernels make after their own, in their order: matching shapes, then no empty non-batch dim. */
function checkInput(self: Tensor, indices: Tensor, kernel: string): void {
  if (self.shape.length !== indices.shape.length || self.shape.some((n, i) => n !== indices.shape[i])) {
    throw runtimeError(`Expected shape of indices to be same as that of the input tensor (${sizes(self)}) but got ` +
      `indices tensor with shape: ${sizes(indices)}`);
  }
  for (let i = 1; i < self.ndim; i++) {
    if (self.shape[i] === 0) {
      throw runtimeError(`${kernel}(): Expected input to have non-zero size for non-batch dimensions, but got ` +
        `${sizes(self)} with dimension ${i} being empty.`);
    }
  }
}

/**
 * The kernel: its dtype dispatch (floating types, float16 and bfloat16 included), then each element into the output
 * at its index, which must lie in the plane (the last one outside it names the error, as the CPU loop's last write).
 */
function unpool(self: Tensor, indices: Tensor, size: readonly number[], name: string, backend: Backend): Tensor {
  if (self.dtype.category !== 'float') throw runtimeError(`"${name}" not implemented for '${self.dtype.scalarName}'`);
  const spatial = size.length;
  const out = Tensor.empty(self.dtype, [...self.shape.slice(0, self.ndim - spatial), ...size]);
  const plane = numel(size);
  if (out.numel === 0) return out;
  checkRange(indices, 0, plane, backend, () => {
    const last = indices.values().findLast((v) => v < 0 || v >= plane)!;
    return runtimeError(`Found an invalid max index: ${last} (output volumes are of size ${size.join('x')}`);
  });
  // the output at the input's shape, each element at the start of its plane: the index moves it within the plane
  const lead = self.ndim - spatial;
  const starts = out.view(self.shape, [...out.strides.slice(0, lead), ...size.map(() => 0)]);
  scatter(starts, [{ index: indices, size: plane, stride: 1 }], self, 'set', backend);
  return out;
}

/** MaxUnpool2DBackward0 or 3D: the output's gradient read back at the indices, plane by plane. */
function unpoolDerivative(name: string, spatial: number): Derivative {
  return {
    name, saves: ['indices'], inputs: ['self'],
    grads: ({ grad, args }) => {
      const indices = asTensor(args['indices']);
      const lead = indices.shape.slice(0, indices.ndim - spatial);
      const flat = (t: Tensor) => op('reshape', { self: t, shape: [...lead, -1] });
      const picked = op('gather', { self: flat(grad), dim: -1, index: flat(indices) });
      return { self: op('view', { self: picked, size: indices.shape }) };
    },
  };
}

defineOp({
  schema: 'max_unpool2d(Tensor self, Tensor indices, int[2] output_size) -> Tensor', variants: [],
  impl: (args: BoundArgs, backend) => {
    const self = asTensor(args['self']), indices = asTensor(args['indices']), size = asShape(args['output_size']);
    if (indices.dtype !== DTYPES.int64) {
      throw runtimeError(`elements in indices should be type int64 but got: ${indices.dtype.scalarName}`);
    }
    if (size.length !== 2) {
      throw runtimeError('There should be exactly two elements (height, width) in output_size, but got ' +
        `${size.length} elements.`);
    }
    if (self.ndim !== 3 && self.ndim !== 4) {
      throw runtimeError('Input to max_unpooling2d should be a 3d or 4d Tensor, but got a tensor with ' +
        `${self.ndim} dimensions.`);
    }
    checkInput(self, indices, 'max_unpooling2d_forward_out_cpu');
    return unpool(self, indices, size, 'max_unpool2d', backend);
  },
}).derivative = unpoolDerivative('MaxUnpool2DBackward0', 2);

defineOp({
  schema: 'max_unpool3d(Tensor self, Tensor indices, int[3] output_size, int[3] stride, int[3] padding) -> Tensor',
  variants: [],
  impl: (args: BoundArgs, backend) => {
    const self = asTensor(args['self']), indices = asTensor(args['indices']), size = asShape(args['output_size']);
    const stride = asShape(args['stride']), padding = asShape(args['padding']);
    if (indices.dtype !== DTYPES.int64) throw runtimeError('elements in indices should be type int64');
    if (self.ndim !== 4 && self.ndim !== 5) {
      throw runtimeError('Input to max_unpooling3d should be a 4d or 5d Tensor, but got a tensor with ' +
        `${self.ndim} dimensions.`);
    }
    const three = (what: string, n: number, colon: string) => {
      if (n !== 3) {
        throw runtimeError(`There should be exactly three elements (depth, height, width) in ${what}, ` +
          `but got${colon} ${n} elements.`);
      }
    };
    three('output_size', size.length, '');
    three('stride', stride.length, ':');
    three('padding', padding.length, ':');
    checkInput(self, indices, 'max_unpooling3d_forward_out_cpu');
    if (stride.some((s) => s <= 0)) {
      throw runtimeError(`strides should be greater than zero, but got stride: [${stride.join(', ')}]`);
    }
    return unpool(self, indices, size, 'max_unpool3d', backend);
  },
}).derivative = unpoolDerivative('MaxUnpool3DBackward0', 3);
