/**
 * fractional_max_pool2d and fractional_max_pool3d (F.fractional_max_pool2d/3d, nn.FractionalMaxPool2d/3d), as
 * PyTorch's CPU kernels: each plane's window starts come from its random samples (generate_intervals, in the input
 * dtype's arithmetic), each window's max is found in row-major order (a NaN wins, the last one), and the backward op
 * adds each output's gradient at its index in output order. The forward runs on the host; on the cuda device it runs
 * there too, in float32 for 16-bit inputs, as CUDA's kernels compute the intervals in their accumulate type.
 */
import type { Derivative } from '../autograd/record.ts';
import { op } from '../autograd/formula-ops.ts';
import { DTYPES, type DType } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { numel } from '../shape.ts';
import { fromValues, Tensor } from '../tensor.ts';
import { scatter } from './indexed.ts';
import { defineOp } from './registry.ts';
import type { BoundArgs } from './schema.ts';
import { asShape, asTensor } from './util.ts';

/** A number rounded to `dtype`, as each step of the kernel's scalar_t arithmetic rounds. */
function rounding(dtype: DType): (x: number) => number {
  const cell = dtype.view(new ArrayBuffer(8), 0, 1);
  return (x) => {
    dtype.store(cell, 0, x);
    return dtype.load(cell, 0);
  };
}

/** generate_intervals: where each of `output` windows of `pool` starts along an input dim of `size`. */
function intervals(sample: number, size: number, output: number, pool: number, r: (x: number) => number): number[] {
  const starts: number[] = new Array<number>(output);
  if (output > 1) {
    const alpha = r(r(size - pool) / r(output - 1));
    const base = Math.trunc(r(sample * alpha));
    for (let i = 0; i < output - 1; i++) starts[i] = Math.trunc(r(r(r(i) + sample) * alpha)) - base;
  }
  if (output > 0) starts[output - 1] = size - pool;
  return starts;
}

interface Pooling {
  readonly dims: 2 | 3;
  readonly name: string;
  /** Which random sample of a plane sets each spatial dim's intervals (the 2-D kernel takes W's first). */
  readonly sampleOf: readonly number[];
  /** The prefix of the kernel's messages. */
  readonly where: string;
}

const POOL2D: Pooling = { dims: 2, name: 'fractional_max_pool2d', sampleOf: [1, 0], where: 'fractional_max_pool2d()' };
const POOL3D: Pooling = {
  dims: 3, name: 'fractional_max_pool3d', sampleOf: [0, 1, 2], where: 'fractional_max_pool3d_out()',
};

const sizes = (t: Tensor) => `[${t.shape.join(', ')}]`;

/** The meta function's checks, in their order. */
function checkShapes(p: Pooling, self: Tensor, pool: readonly number[], output: readonly number[]): void {
  const three = p.dims === 3 ? ' three' : '';
  if (pool.length !== p.dims) {
    throw runtimeError(`${p.name}: kernel_size must either be a single Int or tuple of${three} Ints`);
  }
  if (output.length !== p.dims) {
    throw runtimeError(`${p.name}: output_size must either be a single Int or tuple of${three} Ints`);
  }
  if (self.ndim !== p.dims + 1 && self.ndim !== p.dims + 2) {
    throw runtimeError(`${p.where}: Expected ${p.dims + 1}D or ${p.dims + 2}D tensor, but got: ${sizes(self)}`);
  }
  for (let i = 1; i < self.ndim; i++) {
    if (self.shape[i] === 0) {
      throw runtimeError(`${p.where}: Expected input to have non-zero size for non-batch dimensions, but got` +
        `${sizes(self)} with dimension ${i} being empty.`);
    }
  }
  const input = self.shape.slice(-p.dims);
  // the 3-D check is strict, and goes time, width, height
  const names = p.dims === 2 ? ['height', 'width'] : ['time', 'height', 'width'];
  const order = p.dims === 2 ? [0, 1] : [0, 2, 1];
  for (const d of order) {
    const fits = p.dims === 2 ? output[d]! + pool[d]! - 1 <= input[d]! : output[d]! + pool[d]! - 1 < input[d]!;
    if (!fits) {
      throw runtimeError(`${p.where}: pool ${names[d]} ${pool[d]} too large relative to input ${names[d]} ${input[d]}`);
    }
  }
}

/** fractional_max_pool_check_shape: the samples' dtype and shape against the input's batch and channels. */
function checkSamples(p: Pooling, self: Tensor, samples: Tensor): void {
  if (samples.dtype !== self.dtype) throw runtimeError('Expect _random_samples to have the same dtype as input');
  if (samples.ndim !== 3) throw runtimeError(`Expect _random_samples to have 3 dimensions, got ${samples.ndim}`);
  const batched = self.ndim === p.dims + 2;
  const [N, C, D] = samples.shape as [number, number, number];
  if (N < (batched ? self.shape[0]! : 1)) {
    throw runtimeError('Expect _random_samples.size(0) no less then input batch size.');
  }
  if (C !== self.shape[batched ? 1 : 0]) {
    throw runtimeError('Expect _random_samples.size(1) equals to input channel size.');
  }
  if (D !== p.dims) throw runtimeError(`Expect _random_samples.size(2) equals to ${p.dims}; got ${D}.`);
}

/** The kernel: every plane's windows and their maxima, with the max's flat index in the plane. */
function pool(p: Pooling, self: Tensor, kernel: readonly number[], output: readonly number[],
  samples: Tensor): Tensor[] {
  const shape = [...self.shape.slice(0, self.ndim - p.dims), ...output];
  const count = numel(shape);
  if (count === 0) return [Tensor.empty(self.dtype, shape), Tensor.empty(DTYPES.int64, shape)];
  const name = `"${p.name}_out_frame"`;
  if (self.dtype.category !== 'float') {
    throw runtimeError(`${name} not implemented for '${self.dtype.scalarName}'`);
  }
  const r = rounding(self.dtype);
  const input = self.shape.slice(-p.dims), x = self.values(), s = samples.values();
  const area = numel(input), outArea = numel(output);
  const values = new Float64Array(count), indices = new Float64Array(count);
  for (let plane = 0; plane < count / outArea; plane++) {
    const starts = input.map((n, d) => intervals(s[plane * p.dims + p.sampleOf[d]!]!, n, output[d]!, kernel[d]!, r));
    const at = new Array<number>(p.dims).fill(0);
    for (let o = 0; o < outArea; o++) {
      // the window's elements in row-major order, from its first corner
      const first = starts.reduce((flat, st, d) => flat * input[d]! + st[at[d]!]!, 0);
      let best = -Infinity, where = first;
      const offset = new Array<number>(p.dims).fill(0);
      for (let k = 0; k < numel(kernel); k++) {
        const index = starts.reduce((flat, st, d) => flat * input[d]! + st[at[d]!]! + offset[d]!, 0);
        const v = x[plane * area + index]!;
        if (v > best || Number.isNaN(v)) {
          best = v;
          where = index;
        }
        for (let d = p.dims - 1; d >= 0 && ++offset[d]! === kernel[d]; d--) offset[d] = 0;
      }
      values[plane * outArea + o] = best;
      indices[plane * outArea + o] = where;
      for (let d = p.dims - 1; d >= 0 && ++at[d]! === output[d]; d--) at[d] = 0;
    }
  }
  return [fromValues(values, shape, self.dtype), fromValues(indices, shape, DTYPES.int64)];
}

function definePooling(p: Pooling, node: string): void {
  defineOp({
    schema: `${p.name}(Tensor self, int[] kernel_size, int[] output_size, Tensor random_samples) -> Tensor[]`,
    variants: [],
    impl: (args: BoundArgs) => {
      const self = asTensor(args['self']), samples = asTensor(args['random_samples']);
      const kernel = asShape(args['kernel_size']), output = asShape(args['output_size']);
      checkShapes(p, self, kernel, output);
      checkSamples(p, self, samples);
      return pool(p, self, kernel, output, samples);
    },
  }).derivative = derivative(p, node);
  defineOp({
    schema: `${p.name}_backward(Tensor grad_output, Tensor self, int[] kernel_size, int[] output_size, ` +
      'Tensor indices) -> Tensor',
    variants: [],
    impl: (args: BoundArgs, backend) => {
      const grad = asTensor(args['grad_output']), self = asTensor(args['self']), indices = asTensor(args['indices']);
      const lead = self.ndim - p.dims;
      const out = Tensor.empty(self.dtype, self.shape);
      // the gradient input at the output's shape, each element at the start of its plane: the index moves it
      const starts = out.view(grad.shape, [...out.strides.slice(0, lead), ...grad.shape.slice(lead).map(() => 0)]);
      scatter(starts, [{ index: indices, size: numel(self.shape.slice(lead)), stride: 1 }], grad, 'add', backend);
      return out;
    },
  });
}

/** FractionalMaxPool2DBackward0 or 3D: saves self and the indices (result1). */
function derivative(p: Pooling, node: string): Derivative {
  return {
    name: node, saves: ['self'], savedOutputs: { result1: 1 }, inputs: ['self'], outputs: [true, false],
    grads: ({ grad, args, results }) => ({
      self: op(`${p.name}_backward`, {
        grad_output: grad, self: args['self']!, kernel_size: args['kernel_size']!, output_size: args['output_size']!,
        indices: results[1]!,
      }),
    }),
  };
}

definePooling(POOL2D, 'FractionalMaxPool2DBackward0');
definePooling(POOL3D, 'FractionalMaxPool3DBackward0');
