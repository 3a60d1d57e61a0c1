/**
 * Linear, bilinear and trilinear interpolation of float32 and float64 tensors (F.interpolate's linear modes) and
 * their gradient, as PyTorch's CPU kernels round them: each output position's two source indices and weights per
 * dimension (compute_source_index_and_lambda, its multiply-add fused as GCC compiles it); the forward of a
 * channels-first input blending the last dimension first, each blend l0 * a + l1 * b with its first product fused
 * into the addition, that of a channels_last one (a single-channel batch too) summing each output's corners
 * (cpu_upsample_linear_channels_last); the backward scattering each output's gradient, in output order, into its
 * 2^d input corners as acc += (weights product) * grad, one fused multiply-add each (cpu_upsample_linear_backward).
 */
import { op } from '../autograd/formula-ops.ts';
import type { Backend } from '../backend.ts';
import { runtimeError } from '../errors.ts';
import { isChannelsLastContiguous } from '../memory-format.ts';
import { fma64 } from '../numerics/fma.ts';
import { Tensor } from '../tensor.ts';
import { arithOf, type Arith } from './grid-sample-arith.ts';
import { defineOp } from './registry.ts';
import type { BoundArgs } from './schema.ts';
import { asShape, asTensor, contiguous, inFormatOf } from './util.ts';

/** One dimension's taps: for output position o, sources i0[o] and i1[o] with weights l0[o] and l1[o]. */
interface Taps {
  readonly i0: Int32Array; readonly i1: Int32Array; readonly l0: Float64Array; readonly l1: Float64Array;
}

/** area_pixel_compute_scale: input over output size (align_corners: between the corner centres), or 1 / scale. */
export function ratioOf(nIn: number, nOut: number, alignCorners: boolean, scale: number | null, a: Arith): number {
  if (alignCorners) return nOut > 1 ? a.r((nIn - 1) / (nOut - 1)) : 0;
  return scale !== null && scale > 0 ? a.r(1 / scale) : a.r(nIn / nOut);
}

function tapsOf(nIn: number, nOut: number, alignCorners: boolean, scale: number | null, a: Arith): Taps {
  const taps = {
    i0: new Int32Array(nOut), i1: new Int32Array(nOut), l0: new Float64Array(nOut), l1: new Float64Array(nOut),
  };
  const ratio = ratioOf(nIn, nOut, alignCorners, scale, a);
  for (let o = 0; o < nOut; o++) {
    if (nIn === nOut) {
      taps.i0[o] = taps.i1[o] = o;
      taps.l0[o] = 1;
      continue;
    }
    // the source position is found in double (the ratio in the dtype), its product fused with the subtraction of
    // 0.5; both the index (clamped at 0 off the corners) and the weight come from it unrounded
    const real = alignCorners ? ratio * o : fma64(ratio, o + 0.5, -0.5);
    const i0 = Math.min(Math.trunc(Math.max(real, 0)), nIn - 1);
    const l1 = Math.min(Math.max(a.r(real - i0), 0), 1);
    taps.i0[o] = i0;
    taps.i1[o] = i0 + (i0 < nIn - 1 ? 1 : 0);
    taps.l1[o] = l1;
    taps.l0[o] = a.r(1 - l1);
  }
  return taps;
}

/** The scale factor given for each spatial dimension, None as null: the last `rank` of scales_d, _h, _w. */
export const scalesOf = (args: BoundArgs, rank: number): (number | null)[] =>
  (['scales_d', 'scales_h', 'scales_w'] as const).slice(3 - rank).map((k) => (args[k] ?? null) as number | null);

interface Problem {
  /** Batch times channels. */
  readonly lead: number;
  readonly inSizes: readonly number[];
  readonly outSizes: readonly number[];
  readonly taps: readonly Taps[];
  readonly a: Arith;
}

function problemOf(like: Tensor, lead: number, inSizes: readonly number[], outSizes: readonly number[],
  args: BoundArgs): Problem {
  const a = arithOf(like.dtype), scales = scalesOf(args, inSizes.length);
  const alignCorners = args['align_corners'] as boolean;
  const taps = inSizes.map((n, k) => tapsOf(n, outSizes[k]!, alignCorners, scales[k]!, a));
  return { lead, inSizes, outSizes, taps, a };
}

const product = (xs: readonly number[]) => xs.reduce((x, y) => x * y, 1);

type Floats = Float32Array | Float64Array;
/** A tensor's elements, from its first, as a typed array (read again after anything that allocates). */
export const elements = (t: Tensor): Floats => (t.storage.data as Floats).subarray(t.offset);

/** One dimension's filter of K taps: output position o reads source index[k][o] with weight weight[k][o]. */
export interface Filter { readonly index: readonly Int32Array[]; readonly weight: readonly Float64Array[] }

/**
 * A separable forward: one pass along each dimension, the last first, from `input` (contiguous) through scratch
 * tensors into a new contiguous one of `shape`, each pass's results rounded to the dtype as they are stored. Each
 * output is w0 * x0 + w1 * x1 + ... as GCC compiles the kernels' sums: the first product fused with the rounded
 * second, each later one fused into the sum.
 */
export function blendForward(input: Tensor, lead: number, inSizes: readonly number[], outSizes: readonly number[],
  filters: readonly Filter[], a: Arith, shape: readonly number[]): Tensor {
  const { r, fma } = a;
  const sizes = [...inSizes];
  let source = input;
  // two taps (linear) or four (cubic), unrolled
  for (let k = sizes.length - 1; k >= 0; k--) {
    const { index, weight } = filters[k]!, taps = index.length;
    const inner = product(sizes.slice(k + 1)), outer = lead * product(sizes.slice(0, k));
    const nIn = sizes[k]!, nOut = outSizes[k]!;
    sizes[k] = nOut;
    const target = Tensor.output(input.dtype, k === 0 ? shape : [lead * product(sizes)]);
    const data = elements(source), out = elements(target);
    const from = new Int32Array(taps), w = new Float64Array(taps);
    for (let b = 0; b < outer; b++) {
      for (let o = 0; o < nOut; o++) {
        for (let t = 0; t < taps; t++) {
          from[t] = (b * nIn + index[t]![o]!) * inner;
          w[t] = weight[t]![o]!;
        }
        const to = (b * nOut + o) * inner, from0 = from[0]!, from1 = from[1]!, w0 = w[0]!, w1 = w[1]!;
        if (taps === 2) {
          for (let j = 0; j < inner; j++) out[to + j] = fma(w0, data[from0 + j]!, r(w1 * data[from1 + j]!));
          continue;
        }
        const from2 = from[2]!, from3 = from[3]!, w2 = w[2]!, w3 = w[3]!;
        for (let j = 0; j < inner; j++) {
          const acc = fma(w0, data[from0 + j]!, r(w1 * data[from1 + j]!));
          out[to + j] = fma(w3, data[from3 + j]!, fma(w2, data[from2 + j]!, acc));
        }
      }
    }
    source = target;
  }
  return source;
}

/**
 * Calls `visit` for every output position in row-major order, with its number and its 2^d corners: their input
 * offsets (within a plane) and weights in the kernels' order (i000, i001, i010, ...: the first dimension's choice
 * varies slowest), each weight the product of the dimensions' weights, first to last, rounded at each step.
 */
function eachPosition(p: Problem, visit: (i: number, index: Int32Array, weight: Float64Array) => void): void {
  const { r } = p.a;
  // a leading dimension of size 1 with one corner of weight 1 stands in for each one the input lacks
  const pad = 3 - p.inSizes.length;
  const unit: Taps = {
    i0: new Int32Array(1), i1: new Int32Array(1), l0: new Float64Array([1]), l1: new Float64Array(1),
  };
  const [td, th, tw] = [...Array<Taps>(pad).fill(unit), ...p.taps] as [Taps, Taps, Taps];
  const ones = Array<number>(pad).fill(1);
  const [, inH, inW] = [...ones, ...p.inSizes] as [number, number, number];
  const [outD, outH, outW] = [...ones, ...p.outSizes] as [number, number, number];
  const choicesD = pad > 0 ? 1 : 2, choicesH = pad > 1 ? 1 : 2;
  const index = new Int32Array(1 << p.inSizes.length), weight = new Float64Array(index.length);
  let i = 0;
  for (let od = 0; od < outD; od++) {
    for (let oh = 0; oh < outH; oh++) {
      for (let ow = 0; ow < outW; ow++) {
        let at = 0;
        for (let cd = 0; cd < choicesD; cd++) {
          const id = cd ? td.i1[od]! : td.i0[od]!, ld = cd ? td.l1[od]! : td.l0[od]!;
          for (let ch = 0; ch < choicesH; ch++) {
            const ih = ch ? th.i1[oh]! : th.i0[oh]!, lh = ch ? th.l1[oh]! : th.l0[oh]!;
            for (let cw = 0; cw < 2; cw++) {
              const iw = cw ? tw.i1[ow]! : tw.i0[ow]!, lw = cw ? tw.l1[ow]! : tw.l0[ow]!;
              index[at] = (id * inH + ih) * inW + iw;
              weight[at++] = pad === 2 ? lw : pad === 1 ? r(lh * lw) : r(r(ld * lh) * lw);
            }
          }
        }
        visit(i++, index, weight);
      }
    }
  }
}

/**
 * The forward of cpu_upsample_linear_channels_last, which PyTorch runs for a channels_last input (a single-channel
 * batch among them): each output the sum of its 2^d corners times their weights' products. The channels that fill
 * whole vectors sum t0 * w0 + (t1 * w1 + (... + (t[-2] * w[-2] + t[-1] * w[-1]))) in the dtype, the last product
 * fused with the rounded one before it and each earlier one fused into the sum; the leftover ones, in scalar code,
 * sum left to right in double (the first product fused with the second, each later one fused in) and round once.
 */
function forwardChannelsLast(input: Tensor, p: Problem, shape: readonly number[], lanes: number): Tensor {
  const { r, fma } = p.a;
  const inPlane = product(p.inSizes), outPlane = product(p.outSizes), last = (1 << p.inSizes.length) - 1;
  const channels = shape[1]!, vectorised = channels - (channels % lanes);
  // a float32 product is exact in double, so there the fused multiply-add is a plain double one
  const double = input.dtype.name === 'float64' ? fma64 : (x: number, y: number, z: number) => x * y + z;
  const target = Tensor.output(input.dtype, shape);
  const values = elements(input), out = elements(target);
  eachPosition(p, (i, index, weight) => {
    for (let c = 0; c < p.lead; c++) {
      const base = c * inPlane;
      let acc: number;
      if (c % channels >= vectorised) {
        acc = double(values[base + index[0]!]!, weight[0]!, values[base + index[1]!]! * weight[1]!);
        for (let k = 2; k <= last; k++) acc = double(values[base + index[k]!]!, weight[k]!, acc);
        acc = r(acc);
      } else {
        acc = fma(values[base + index[last]!]!, weight[last]!, r(values[base + index[last - 1]!]! * weight[last - 1]!));
        for (let k = last - 2; k >= 0; k--) acc = fma(values[base + index[k]!]!, weight[k]!, acc);
      }
      out[c * outPlane + i] = acc;
    }
  });
  return target;
}

/**
 * The backward: each output's gradient into its input corners, outputs in row-major order (positions outermost
 * here, which keeps that order within each plane).
 */
function backward(grad: Tensor, p: Problem, shape: readonly number[]): Tensor {
  const { fma } = p.a;
  const inPlane = product(p.inSizes), outPlane = product(p.outSizes), corners = 1 << p.inSizes.length;
  const target = Tensor.empty(grad.dtype, shape);
  const g = elements(grad), out = elements(target);
  eachPosition(p, (i, index, weight) => {
    for (let c = 0; c < p.lead; c++) {
      const value = g[c * outPlane + i]!, base = c * inPlane;
      for (let k = 0; k < corners; k++) out[base + index[k]!] = fma(weight[k]!, value, out[base + index[k]!]!);
    }
  });
  return target;
}

const SCALES = 'float? scales_d=None, float? scales_h=None, float? scales_w=None';
const NODES = ['UpsampleLinear1DBackward0', 'UpsampleBilinear2DBackward0', 'UpsampleTrilinear3DBackward0'];

const scaleArgs = (args: BoundArgs) =>
  ({ align_corners: args['align_corners']!, scales_d: args['scales_d'] ?? null, scales_h: args['scales_h'] ?? null,
    scales_w: args['scales_w'] ?? null });

/**
 * Defines an upsampling op `name` (a batch and channel dims, then the spatial ones) and its backward op: each
 * checks its dtype, makes only the result's shape on the meta device, else runs its kernel on its contiguous input
 * (the forward's also sees the input as given, for its layout), and gives its result the memory format its input
 * suggests. The backward's own gradient is the forward applied to the incoming gradient, as it is linear in it.
 */
export function defineResampler(name: string, node: (rank: number) => string,
  forward: (input: Tensor, self: Tensor, args: BoundArgs, shape: readonly number[]) => Tensor,
  backward: (grad: Tensor, args: BoundArgs, inShape: readonly number[]) => Tensor): void {
  const checked = (t: Tensor): Tensor => {
    if (t.dtype.name !== 'float32' && t.dtype.name !== 'float64') {
      throw runtimeError(`${name} takes float32 or float64, not ${t.dtype.scalarName}`);
    }
    return t;
  };
  const run = (t: Tensor, shape: readonly number[], backend: Backend, kernel: (input: Tensor) => Tensor) =>
    inFormatOf(t.storage.device === 'meta' ? Tensor.output(t.dtype, shape) : kernel(contiguous(t, backend)), t,
      backend);
  defineOp({
    schema: `${name}(Tensor self, int[] output_size, bool align_corners, ${SCALES}) -> Tensor`, variants: [],
    impl: (args, backend) => {
      const self = checked(asTensor(args['self'])), outSizes = asShape(args['output_size']);
      const shape = [...self.shape.slice(0, self.ndim - outSizes.length), ...outSizes];
      return run(self, shape, backend, (input) => forward(input, self, args, shape));
    },
  }).derivative = {
    name: (args) => node(asShape(args['output_size']).length), inputs: ['self'], saves: [],
    grads: ({ grad, args }) => ({
      self: op(`${name}_backward`, { grad_output: grad, input_size: asTensor(args['self']).shape, ...scaleArgs(args) }),
    }),
  };
  defineOp({
    schema: `${name}_backward(Tensor grad_output, int[] input_size, bool align_corners, ${SCALES}) -> Tensor`,
    variants: [],
    impl: (args, backend) => {
      const grad = checked(asTensor(args['grad_output'])), inShape = asShape(args['input_size']);
      return run(grad, inShape, backend, (input) => backward(input, args, inShape));
    },
  }).derivative = {
    name: (args) => `${node(asShape(args['input_size']).length - 2).slice(0, -1)}Backward0`,
    inputs: ['grad_output'], saves: [],
    grads: ({ grad, args }) => ({
      grad_output: op(name, {
        self: grad, output_size: asTensor(args['grad_output']).shape.slice(2), ...scaleArgs(args),
      }),
    }),
  };
}

defineResampler('_upsample_linear', (rank) => NODES[rank - 1]!, (input, self, args, shape) => {
  const rank = shape.length - 2;
  const p = problemOf(self, shape[0]! * shape[1]!, self.shape.slice(2), shape.slice(2), args);
  return rank > 1 && isChannelsLastContiguous(self, (rank + 2) as 4 | 5)
    ? forwardChannelsLast(input, p, shape, self.dtype.name === 'float64' ? 4 : 8)
    : blendForward(input, p.lead, p.inSizes, p.outSizes,
      p.taps.map((t) => ({ index: [t.i0, t.i1], weight: [t.l0, t.l1] })), p.a, shape);
}, (grad, args, inShape) =>
  backward(grad, problemOf(grad, inShape[0]! * inShape[1]!, inShape.slice(2), grad.shape.slice(2), args), inShape));
