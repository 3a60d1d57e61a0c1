/**
 * affine_grid_generator (F.affine_grid's op) and its backward, as AffineGridGenerator.cpp builds them: a base grid of
 * normalized coordinates (x, y[, z], 1) per output location, multiplied by theta's transpose in one bmm; the
 * backward is the base grid's transpose times the grid's gradient.
 */
import type { DType } from '../dtype.ts';
import { fromValues, type Tensor } from '../tensor.ts';
import { defineOp, run } from './registry.ts';
import { PyScalar } from './schema.ts';
import { asShape, asTensor } from './util.ts';

/** linspace(-1, 1, steps), scaled by (steps - 1) / steps without align_corners; a lone step sits at 0. */
function normalizedSteps(steps: number, alignCorners: boolean, dtype: DType): number[] {
  if (steps <= 1) return [0];
  const range = (run('linspace', { start: new PyScalar(-1, 'int'), end: new PyScalar(1, 'int'), steps, dtype }) as Tensor)
    .values();
  if (alignCorners) return range;
  const r = dtype.name === 'float64' ? (v: number) => v : Math.fround;
  return range.map((v) => r(r(v * (steps - 1)) / steps));
}

/** The (N, spatial, dims + 1) base grid for an output size (N, C, [D,] H, W), x fastest. */
function baseGrid(size: readonly number[], alignCorners: boolean, dtype: DType): Tensor {
  const spatial = size.slice(2);
  const axes = spatial.map((n) => normalizedSteps(n, alignCorners, dtype)).reverse();
  const count = spatial.reduce((a, b) => a * b, 1), width = spatial.length + 1;
  const one = new Array<number>(count * width);
  for (let i = 0; i < count; i++) {
    let rest = i;
    // x along W, then y along H[, then z along D]
    spatial.slice().reverse().forEach((n, k) => {
      one[i * width + k] = axes[k]![rest % n]!;
      rest = Math.floor(rest / n);
    });
    one[i * width + width - 1] = 1;
  }
  const all = Array.from({ length: size[0]! }, () => one).flat();
  return fromValues(all, [size[0]!, count, width], dtype);
}

defineOp({
  schema: 'affine_grid_generator(Tensor theta, int[] size, bool align_corners) -> Tensor', variants: ['function'],
  impl: (args) => {
    const theta = asTensor(args['theta']), size = asShape(args['size']);
    const base = baseGrid(size, args['align_corners'] as boolean, theta.dtype);
    const grid = run('bmm', { self: base, mat2: run('transpose', { self: theta, dim0: 1, dim1: 2 }) }) as Tensor;
    return run('view', { self: grid, size: [size[0]!, ...size.slice(2), size.length - 2] });
  },
}).derivative = {
  name: 'AffineGridGeneratorBackward0', inputs: ['theta'],
  grads: ({ grad, args }) => ({
    theta: run('affine_grid_generator_backward', { grad, size: args['size']!, align_corners: args['align_corners']! }) as Tensor,
  }),
};

defineOp({
  schema: 'affine_grid_generator_backward(Tensor grad, int[] size, bool align_corners) -> Tensor', variants: [],
  impl: (args) => {
    const grad = asTensor(args['grad']), size = asShape(args['size']);
    const base = baseGrid(size, args['align_corners'] as boolean, grad.dtype);
    const count = base.shape[1]!, dims = size.length - 2;
    const flat = run('reshape', { self: grad, shape: [size[0]!, count, dims] }) as Tensor;
    const gradTheta = run('bmm', { self: run('transpose', { self: base, dim0: 1, dim1: 2 }), mat2: flat }) as Tensor;
    return run('transpose', { self: gradTheta, dim0: 1, dim1: 2 });
  },
});
