/**
 * grid_sampler (F.grid_sample's op) over 4-D and 5-D inputs: GridSampler.cpp's argument checks, then the 2-D
 * vectorized or 3-D scalar CPU kernel (grid-sample-2d.ts, grid-sample-3d.ts) on the host, with their backward ops
 * for GridSampler2DBackward0 and GridSampler3DBackward0.
 */
import { once } from '../autograd/formula-ops.ts';
import type { Derivative } from '../autograd/record.ts';
import { runtimeError } from '../errors.ts';
import { fromValues, type Tensor } from '../tensor.ts';
import { arithOf } from './grid-sample-arith.ts';
import { BICUBIC, backward2d, forward2d, type Problem2d, type Sampling } from './grid-sample-2d.ts';
import { backward3d, forward3d, type Problem3d } from './grid-sample-3d.ts';
import { defineOp, run } from './registry.ts';
import type { BoundArgs } from './schema.ts';
import { asTensor } from './util.ts';

const sizes = (t: Tensor) => `[${t.shape.join(', ')}]`;

/** check_grid_sampler_common, then the 2-D or 3-D check, then the kernel's dtype dispatch. */
function check(input: Tensor, grid: Tensor, dims: 4 | 5, mode: number, kernel: string): void {
  if (input.shape[0] !== grid.shape[0]) {
    throw runtimeError('grid_sampler(): expected grid and input to have same batch size, but got input with sizes ' +
      `${sizes(input)} and grid with sizes ${sizes(grid)}`);
  }
  if (grid.shape[grid.ndim - 1] !== input.ndim - 2) {
    throw runtimeError(`grid_sampler(): expected grid to have size ${input.ndim - 2} in last dimension, but got grid ` +
      `with sizes ${sizes(grid)}`);
  }
  for (let i = 2; i < input.ndim; i++) {
    if (input.shape[i] === 0) {
      throw runtimeError('grid_sampler(): expected input to have non-empty spatial dimensions, but input has sizes ' +
        `${sizes(input)} with dimension ${i} being empty`);
    }
  }
  if (input.ndim !== dims || grid.ndim !== dims) {
    throw runtimeError(`grid_sampler(): expected ${dims}D input and grid with same number of dimensions, but got ` +
      `input with sizes ${sizes(input)} and grid with sizes ${sizes(grid)}`);
  }
  if (dims === 5 && mode === BICUBIC) throw runtimeError('grid_sampler(): bicubic interpolation only supports 4D input');
  const name = input.dtype.name;
  if (name !== 'float32' && name !== 'float64') {
    throw runtimeError(dims === 4 ? `${kernel} not implemented for ${input.dtype.scalarName}`
      : `"${kernel}" not implemented for '${input.dtype.scalarName}'`);
  }
  if (grid.dtype !== input.dtype) {
    throw runtimeError(`expected scalar type ${input.dtype.scalarName} but found ${grid.dtype.scalarName}`);
  }
}

const samplingOf = (args: Readonly<Record<string, unknown>>): Sampling => ({
  mode: args['interpolation_mode'] as number, padding: args['padding_mode'] as number,
  alignCorners: args['align_corners'] as boolean,
});

// the vector width of PyTorch's AVX2 CPU kernels: 8 float32 or 4 float64 lanes
const lanesOf = (t: Tensor) => (t.dtype.name === 'float64' ? 4 : 8);

function problem2d(input: Tensor, grid: Tensor): Problem2d {
  const [N, C, H, W] = input.shape as [number, number, number, number];
  return {
    N, C, H, W, OH: grid.shape[1]!, OW: grid.shape[2]!, input: input.values(), grid: grid.values(),
    gridStrides: [grid.strides[1]!, grid.strides[2]!, grid.strides[3]!], a: arithOf(input.dtype), lanes: lanesOf(input),
  };
}

function problem3d(input: Tensor, grid: Tensor): Problem3d {
  const [N, C, D, H, W] = input.shape as [number, number, number, number, number];
  return {
    N, C, size: [D, H, W], out: [grid.shape[1]!, grid.shape[2]!, grid.shape[3]!], input: input.values(),
    grid: grid.values(), a: arithOf(input.dtype),
  };
}

const SAMPLING_ARGS = 'int interpolation_mode, int padding_mode, bool align_corners';

/** The forward op, its backward op and the derivative tying them, for 2-D (dims 4) or 3-D (dims 5) sampling. */
function defineSampler(dims: 4 | 5, node: string) {
  const name = `grid_sampler_${dims - 2}d`;
  const kernel = dims === 4 ? 'grid_sampler_2d_cpu' : 'grid_sampler3d_cpu';
  const backwardKernel = dims === 4 ? 'grid_sampler_2d_backward_cpu' : 'grid_sampler_3d_backward_cpu';
  const run2d = dims === 4;
  const derivative: Derivative = {
    name: node, saves: ['input', 'grid'], inputs: ['input', 'grid'],
    grads: ({ grad, args }) => {
      // one kernel makes both gradients
      const both = once(() => run(`${name}_backward`, {
        grad_output: grad, input: args['input']!, grid: args['grid']!, interpolation_mode: args['interpolation_mode']!,
        padding_mode: args['padding_mode']!, align_corners: args['align_corners']!,
      }) as Tensor[]);
      return { input: () => both()[0]!, grid: () => both()[1]! };
    },
  };
  const forward = defineOp({
    schema: `${name}(Tensor input, Tensor grid, ${SAMPLING_ARGS}) -> Tensor`, variants: ['function'],
    impl: (args) => {
      const input = asTensor(args['input']), grid = asTensor(args['grid']), s = samplingOf(args);
      check(input, grid, dims, s.mode, kernel);
      const out = run2d ? forward2d(problem2d(input, grid), s) : forward3d(problem3d(input, grid), s);
      return fromValues(out, [input.shape[0]!, input.shape[1]!, ...grid.shape.slice(1, -1)], input.dtype);
    },
  });
  forward.derivative = derivative;
  defineOp({
    schema: `${name}_backward(Tensor grad_output, Tensor input, Tensor grid, ${SAMPLING_ARGS}) -> Tensor[]`,
    variants: [],
    impl: (args) => {
      const input = asTensor(args['input']), grid = asTensor(args['grid']), s = samplingOf(args);
      check(input, grid, dims, s.mode, backwardKernel);
      const gradOutput = asTensor(args['grad_output']).values();
      const g = run2d ? backward2d(problem2d(input, grid), s, gradOutput) : backward3d(problem3d(input, grid), s, gradOutput);
      return [fromValues(g.input, input.shape, input.dtype), fromValues(g.grid, grid.shape, grid.dtype)];
    },
  });
  return forward;
}

const sampler2d = defineSampler(4, 'GridSampler2DBackward0');
const sampler3d = defineSampler(5, 'GridSampler3DBackward0');
const samplerFor = (args: BoundArgs) => (asTensor(args['input']).ndim === 4 ? sampler2d : sampler3d);

/**
 * grid_sampler runs the 2-D or 3-D op's kernel and records that op's node itself, rather than running the op: on the
 * cuda device it runs on the host as a whole, where a node recorded inside would hold host copies of its inputs.
 */
defineOp({
  schema: `grid_sampler(Tensor input, Tensor grid, ${SAMPLING_ARGS}) -> Tensor`, variants: ['function'],
  impl: (args, backend) => samplerFor(args).impl(args, backend),
}).derivative = {
  name: (args) => samplerFor(args).derivative!.name as string, saves: ['input', 'grid'], inputs: ['input', 'grid'],
  grads: (ctx) => samplerFor(ctx.args).derivative!.grads(ctx),
};
