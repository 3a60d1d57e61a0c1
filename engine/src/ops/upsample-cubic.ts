/**
 * Bicubic interpolation of float32 and float64 tensors (F.interpolate's bicubic mode, antialias off) and its
 * gradient, as PyTorch's CPU kernels round them. The forward (the generic separable kernel) finds each output's
 * source position in double with the product fused, takes the index from it as a float (floorf) and the fraction t
 * from it unrounded, and computes the cubic convolution weights (A = -0.75) with the multiply-adds GCC fuses
 * there; it blends the last dimension first. The backward (upsample_bicubic2d_backward_out_frame) computes its
 * positions and weights without fused steps and adds (grad * wy) * wx into the 16 clamped taps of every output, in
 * output order, x tap outermost.
 */
import { fma64 } from '../numerics/fma.ts';
import { Tensor } from '../tensor.ts';
import { arithOf, type Arith } from './grid-sample-arith.ts';
import type { BoundArgs } from './schema.ts';
import { blendForward, defineResampler, elements, type Filter, ratioOf, scalesOf } from './upsample-linear.ts';

const A = -0.75;

/** The four weights of fraction t, cubic_convolution2(t + 1), cubic_convolution1(t), (1 - t), 2(1 - t + 1). */
function weightsOf(t: number, a: Arith, fused: boolean): number[] {
  const { r } = a;
  const fma = fused ? a.fma : (x: number, y: number, z: number) => r(r(x * y) + z);
  // ((A + 2) x - (A + 3)) x x + 1 and ((A x - 5 A) x + 8 A) x - 4 A; the forward fuses only the inner steps
  const near = (x: number) => r(r(r(fma(A + 2, x, -(A + 3)) * x) * x) + 1);
  const far = (x: number) => r(r(fma(fma(A, x, -5 * A), x, 8 * A) * x) - 4 * A);
  const u = r(1 - t);
  return [far(r(t + 1)), near(t), near(u), far(r(u + 1))];
}

/** One dimension's four taps per output: the index floor(position) - 1 + k clamped into the input, and weights. */
function filterOf(nIn: number, nOut: number, alignCorners: boolean, scale: number | null, a: Arith,
  forward: boolean): Filter {
  const index = [0, 1, 2, 3].map(() => new Int32Array(nOut)), weight = [0, 1, 2, 3].map(() => new Float64Array(nOut));
  const ratio = ratioOf(nIn, nOut, alignCorners, scale, a);
  for (let o = 0; o < nOut; o++) {
    let real: number;
    if (forward) {
      real = alignCorners ? ratio * o : fma64(ratio, o + 0.5, -0.5);
    } else {
      real = alignCorners ? a.r(ratio * o) : a.r(a.r(ratio * (o + 0.5)) - 0.5);
    }
    // floorf: the index comes from the position as a float, whatever the dtype
    const at = Math.floor(Math.fround(real));
    const w = weightsOf(a.r(real - at), a, forward);
    for (let k = 0; k < 4; k++) {
      index[k]![o] = Math.min(Math.max(at - 1 + k, 0), nIn - 1);
      weight[k]![o] = w[k]!;
    }
  }
  return { index, weight };
}

const filtersOf = (inSizes: readonly number[], outSizes: readonly number[], args: BoundArgs, a: Arith,
  forward: boolean): Filter[] => {
  const scales = scalesOf(args, 2);
  return inSizes.map((n, k) => filterOf(n, outSizes[k]!, args['align_corners'] as boolean, scales[k]!, a, forward));
};

function backward(grad: Tensor, lead: number, inSizes: readonly number[], outSizes: readonly number[],
  args: BoundArgs, shape: readonly number[]): Tensor {
  const a = arithOf(grad.dtype), { r } = a;
  const [fh, fw] = filtersOf(inSizes, outSizes, args, a, false) as [Filter, Filter];
  const [inH, inW] = inSizes as [number, number], [outH, outW] = outSizes as [number, number];
  const inPlane = inH * inW, outPlane = outH * outW;
  const target = Tensor.empty(grad.dtype, shape);
  const g = elements(grad), out = elements(target);
  const ys = new Int32Array(4), wys = new Float64Array(4);
  // plane by plane, which keeps the outputs' order within each
  for (let c = 0; c < lead; c++) {
    const plane = c * inPlane;
    for (let oh = 0; oh < outH; oh++) {
      for (let j = 0; j < 4; j++) {
        ys[j] = plane + fh.index[j]![oh]! * inW;
        wys[j] = fh.weight[j]![oh]!;
      }
      const row = c * outPlane + oh * outW;
      for (let ow = 0; ow < outW; ow++) {
        const value = g[row + ow]!;
        for (let i = 0; i < 4; i++) {
          const x = fw.index[i]![ow]!, wx = fw.weight[i]![ow]!;
          for (let j = 0; j < 4; j++) {
            const slot = ys[j]! + x;
            out[slot] = r(out[slot]! + r(r(value * wys[j]!) * wx));
          }
        }
      }
    }
  }
  return target;
}

defineResampler('_upsample_bicubic', () => 'UpsampleBicubic2DBackward0', (input, self, args, shape) => {
  const a = arithOf(self.dtype), inSizes = self.shape.slice(2), outSizes = shape.slice(2);
  return blendForward(input, shape[0]! * shape[1]!, inSizes, outSizes, filtersOf(inSizes, outSizes, args, a, true), a,
    shape);
}, (grad, args, inShape) => backward(grad, inShape[0]! * inShape[1]!, inShape.slice(2), grad.shape.slice(2), args,
  inShape));
