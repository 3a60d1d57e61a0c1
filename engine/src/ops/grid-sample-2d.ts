/**
 * grid_sampler_2d and its backward as PyTorch's vectorized CPU kernel (cpu/GridSamplerKernel.cpp) computes them:
 * locations from the vector ComputeLocation (its own unnormalize and reflection arithmetic, not GridSampler.h's),
 * sums fused into multiply-adds where the compiler fuses them, and the input gradient scattered one vector of grid
 * locations at a time: per channel, corner after corner, lane after lane, which fixes the order of float additions.
 */
import type { Arith } from './grid-sample-arith.ts';
import { roundEven, toIndex } from './grid-sample-arith.ts';

export const BILINEAR = 0, NEAREST = 1, BICUBIC = 2;
export const ZEROS = 0, BORDER = 1, REFLECTION = 2;

export interface Sampling { readonly mode: number; readonly padding: number; readonly alignCorners: boolean }

/** One batch of planes: values row-major (n, c, h, w); the grid's (n, h, w, xy) and its strides within a sample. */
export interface Problem2d {
  readonly N: number; readonly C: number; readonly H: number; readonly W: number;
  readonly OH: number; readonly OW: number;
  readonly input: readonly number[];
  readonly grid: readonly number[];
  readonly gridStrides: readonly [number, number, number];
  readonly a: Arith;
  /** The kernel's vector width: locations processed together. */
  readonly lanes: number;
}

/** One spatial axis's location arithmetic (ComputeLocation). */
interface Axis {
  readonly scaling: number;
  unnormalize(v: number): number;
  /** The padding mode's mapping of an unnormalized coordinate. */
  coordinates(v: number): number;
  apply(v: number): number;
  /** The location and d location / d grid value. */
  applyGrad(v: number): [number, number];
}

function axisOf(size: number, s: Sampling, a: Arith): Axis {
  const { r, fma } = a;
  const maxVal = size - 1;
  const scaling = r((s.alignCorners ? size - 1 : size) / 2);
  const low = s.alignCorners ? 0 : -0.5;
  const twiceSpan = s.alignCorners ? (size - 1) * 2 : size * 2;
  const empty = s.alignCorners ? size <= 1 : size <= 0;
  const unnormalize = s.alignCorners ? (v: number) => r(r(v + 1) * scaling) : (v: number) => fma(r(v + 1), scaling, -0.5);
  // the clamp's operand order sends NaN to 0
  const clip = (v: number) => (Number.isNaN(v) ? 0 : Math.min(maxVal, Math.max(0, v)));
  // borders count as out of bounds for the gradient; NaN propagates
  const clipGrad = (v: number): [number, boolean] => {
    const lo = Number.isNaN(v) ? v : Math.max(v, 0);
    const res = Number.isNaN(lo) ? lo : Math.min(lo, maxVal);
    return [res, lo !== 0 && res !== maxVal];
  };
  const folded = (v: number) => {
    const d = r(v - low), absIn = Math.abs(d);
    const extra = fma(-Math.trunc(r(absIn / twiceSpan)), twiceSpan, absIn);
    return { negative: d < 0, extra, reflected: r(twiceSpan - extra) };
  };
  const reflect = (v: number) => {
    if (empty) return 0;
    const { extra, reflected } = folded(v);
    return r(Math.min(extra, reflected) + low);
  };
  const reflectGrad = (v: number): [number, number] => {
    if (empty) return [0, 0];
    const { negative, extra, reflected } = folded(v);
    const flip = extra > reflected;
    return [r((flip ? reflected : extra) + low), flip !== negative ? -1 : 1];
  };
  const coordinates = s.padding === ZEROS ? (v: number) => v
    : s.padding === BORDER ? clip : (v: number) => clip(reflect(v));
  return {
    scaling, unnormalize, coordinates,
    apply: (v) => coordinates(unnormalize(v)),
    applyGrad(v) {
      const u = unnormalize(v);
      if (s.padding === ZEROS) return [u, scaling];
      if (s.padding === BORDER) {
        const [res, inside] = clipGrad(u);
        return [res, inside ? scaling : 0];
      }
      const [refl, sign] = reflectGrad(u);
      const [res, inside] = clipGrad(refl);
      return [res, inside ? r(sign * scaling) : 0];
    },
  };
}

/** at::geometry_is_contiguous: strides of size-1 dims do not matter. */
function geometryContiguous(sizes: readonly number[], strides: readonly number[]): boolean {
  let expected = 1;
  for (let i = sizes.length - 1; i >= 0; i--) {
    if (sizes[i] === 0) return true;
    if (sizes[i] !== 1 && strides[i] !== expected) return false;
    expected *= sizes[i]!;
  }
  return true;
}

/** The vectors of output locations the kernel walks a sample's grid in: [first location, count]. */
function chunksOf(p: Problem2d): [number, number][] {
  const [sH, sW, sC] = p.gridStrides;
  const flat = geometryContiguous([p.OH, p.OW, 2], [sH, sW, sC]) ||
    ((sW === 1 || p.OW === 1) && geometryContiguous([p.OH, p.OW], [sH, sW]));
  const runs: [number, number][] = flat ? [[0, p.OH * p.OW]] : Array.from({ length: p.OH }, (_, h) => [h * p.OW, p.OW]);
  return runs.flatMap(([start, size]) => Array.from({ length: Math.ceil(size / p.lanes) },
    (_, k): [number, number] => [start + k * p.lanes, Math.min(p.lanes, size - k * p.lanes)]));
}

/** A read of one input location, with whether the kernel's mask lets it through. */
interface Tap { readonly at: number; readonly ok: boolean }

interface Bilinear { readonly taps: readonly Tap[]; readonly weights: readonly number[]; n: number; s: number; w: number; e: number }

function bilinear(p: Problem2d, x: number, y: number, zeros: boolean): Bilinear {
  const { r } = p.a;
  const xw = Math.floor(x), yn = Math.floor(y);
  const w = r(x - xw), e = r(1 - w), n = r(y - yn), s = r(1 - n);
  const ix = toIndex(xw, 32), iy = toIndex(yn, 32);
  const inX = (i: number) => i > -1 && i < p.W, inY = (i: number) => i > -1 && i < p.H;
  // with border or reflection padding the location is inside, so only the far corners need a check
  const wm = !zeros || inX(ix), nm = !zeros || inY(iy);
  const em = zeros ? inX(ix + 1) : ix + 1 < p.W, sm = zeros ? inY(iy + 1) : iy + 1 < p.H;
  const at = iy * p.W + ix;
  return {
    taps: [{ at, ok: wm && nm }, { at: at + 1, ok: em && nm }, { at: at + p.W, ok: wm && sm }, { at: at + p.W + 1, ok: em && sm }],
    weights: [r(s * e), r(s * w), r(n * e), r(n * w)], n, s, w, e,
  };
}

function nearest(p: Problem2d, x: number, y: number, zeros: boolean): Tap {
  const ix = toIndex(roundEven(x), 32), iy = toIndex(roundEven(y), 32);
  return { at: iy * p.W + ix, ok: !zeros || (ix > -1 && ix < p.W && iy > -1 && iy < p.H) };
}

/**
 * Cubic convolution coefficients (A = -0.75) for the fraction t. Where a step adds a product of constants the
 * compiler fuses that product, so the step rounds as if unfused; a step adding a constant fuses the product before.
 */
function cubicCoefficients(t: number, a: Arith): number[] {
  const { r, fma } = a;
  const outer = (x: number) => r(r(r(r(r(r(-0.75 * x) + 3.75) * x) - 6) * x) + 3);
  const inner = (x: number) => fma(r(fma(1.25, x, -2.25) * x), x, 1);
  return [outer(r(t + 1)), inner(t), inner(r(1 - t)), outer(r(2 - t))];
}

/** d coefficient / d t: every step adds a product of constants, so each rounds as if unfused. */
function cubicCoefficientGrads(t: number, a: Arith): number[] {
  const { r } = a;
  const outer = (x: number, slope: number, at0: number, end: number) => r(r(r(r(slope * x) + at0) * x) + end);
  const inner = (x: number, slope: number) => r(r(r(slope * x) - 4.5) * x);
  return [outer(r(-1 - t), 2.25, 7.5, 6), inner(r(-t), -3.75), inner(r(1 - t), 3.75), outer(r(2 - t), -2.25, 7.5, -6)];
}

interface Bicubic { readonly x0: number; readonly y0: number; readonly cx: number[]; readonly cy: number[]; readonly tx: number; readonly ty: number }

function bicubic(X: Axis, Y: Axis, gx: number, gy: number, a: Arith): Bicubic {
  const x = X.unnormalize(gx), y = Y.unnormalize(gy);
  const x0 = Math.floor(x), y0 = Math.floor(y);
  const tx = a.r(x - x0), ty = a.r(y - y0);
  return { x0, y0, tx, ty, cx: cubicCoefficients(tx, a), cy: cubicCoefficients(ty, a) };
}

/** The bicubic tap at (x, y), unnormalized: mapped by the padding mode, then masked. */
function cubicTap(p: Problem2d, X: Axis, Y: Axis, x: number, y: number, zeros: boolean): Tap {
  const ix = toIndex(X.coordinates(x), 32), iy = toIndex(Y.coordinates(y), 32);
  return { at: iy * p.W + ix, ok: !zeros || (ix > -1 && ix < p.W && iy > -1 && iy < p.H) };
}

const cubicTaps = (p: Problem2d, X: Axis, Y: Axis, b: Bicubic, zeros: boolean): Tap[][] =>
  [0, 1, 2, 3].map((i) => [0, 1, 2, 3].map((j) => cubicTap(p, X, Y, b.x0 - 1 + i, b.y0 - 1 + j, zeros)));

export function forward2d(p: Problem2d, s: Sampling): number[] {
  const { r, fma } = p.a;
  const X = axisOf(p.W, s, p.a), Y = axisOf(p.H, s, p.a);
  const zeros = s.padding === ZEROS, plane = p.H * p.W, spatial = p.OH * p.OW;
  const out = new Array<number>(p.N * p.C * spatial);
  for (let n = 0; n < p.N; n++) {
    for (let o = 0; o < spatial; o++) {
      const g = (n * spatial + o) * 2, gx = p.grid[g]!, gy = p.grid[g + 1]!;
      const read = (c: number, t: Tap) => (t.ok ? p.input[(n * p.C + c) * plane + t.at]! : 0);
      const put = (c: number, v: number) => { out[(n * p.C + c) * spatial + o] = v; };
      if (s.mode === BILINEAR) {
        const { taps, weights: k } = bilinear(p, X.apply(gx), Y.apply(gy), zeros);
        for (let c = 0; c < p.C; c++) {
          const v = taps.map((t) => read(c, t));
          put(c, fma(v[3]!, k[3]!, fma(v[2]!, k[2]!, fma(v[1]!, k[1]!, r(v[0]! * k[0]!)))));
        }
      } else if (s.mode === NEAREST) {
        const t = nearest(p, X.apply(gx), Y.apply(gy), zeros);
        for (let c = 0; c < p.C; c++) put(c, read(c, t));
      } else {
        const b = bicubic(X, Y, gx, gy, p.a);
        const taps = cubicTaps(p, X, Y, b, zeros);
        // the calls reading a row's taps leave only its first product fused; the column's sum fuses all but the first
        const row = (k: number[], v: number[]) =>
          r(r(fma(k[0]!, v[0]!, r(k[1]! * v[1]!)) + r(k[2]! * v[2]!)) + r(k[3]! * v[3]!));
        const column = (k: number[], v: number[]) =>
          fma(k[3]!, v[3]!, fma(k[2]!, v[2]!, fma(k[1]!, v[1]!, r(k[0]! * v[0]!))));
        for (let c = 0; c < p.C; c++) {
          const rows = [0, 1, 2, 3].map((j) => row(b.cx, [0, 1, 2, 3].map((i) => read(c, taps[i]![j]!))));
          put(c, column(b.cy, rows));
        }
      }
    }
  }
  return out;
}

/** One lane's work in the backward pass: the input-gradient adds per channel, and its grid gradient. */
interface Lane {
  /** Taps in the order their adds happen, and each one's delta for a channel's output gradient. */
  readonly taps: readonly Tap[];
  delta(k: number, gOut: number): number;
  /** Accumulates the grid gradient for one channel. */
  accumulate(read: (t: Tap) => number, gOut: number): void;
  gradient(): [number, number];
}

function laneOf(p: Problem2d, s: Sampling, X: Axis, Y: Axis, gx: number, gy: number): Lane {
  const { r, fma } = p.a;
  const zeros = s.padding === ZEROS;
  let sx = 0, sy = 0;
  if (s.mode === NEAREST) {
    const t = nearest(p, X.apply(gx), Y.apply(gy), zeros);
    return { taps: [t], delta: (_, g) => g, accumulate: () => undefined, gradient: () => [0, 0] };
  }
  if (s.mode === BILINEAR) {
    const [x, mx] = X.applyGrad(gx), [y, my] = Y.applyGrad(gy);
    const b = bilinear(p, x, y, zeros);
    return {
      taps: b.taps,
      delta: (k, g) => r(b.weights[k]! * g),
      accumulate(read, g) {
        const [nw, ne, sw, se] = b.taps.map(read) as [number, number, number, number];
        sx = fma(fma(r(se - sw), b.n, r(r(ne - nw) * b.s)), g, sx);
        sy = fma(fma(r(se - ne), b.w, r(r(sw - nw) * b.e)), g, sy);
      },
      gradient: () => [r(sx * mx), r(sy * my)],
    };
  }
  const b = bicubic(X, Y, gx, gy, p.a);
  const taps = cubicTaps(p, X, Y, b, zeros).flat();
  const gradX = cubicCoefficientGrads(b.tx, p.a), gradY = cubicCoefficientGrads(b.ty, p.a);
  return {
    taps,
    delta: (k, g) => r(r(g * b.cx[k >> 2]!) * b.cy[k & 3]!),
    accumulate(read, g) {
      taps.forEach((t, k) => {
        const i = k >> 2, j = k & 3, vg = r(read(t) * g);
        sx = fma(-r(vg * gradX[i]!), b.cy[j]!, sx);
        sy = fma(-r(vg * gradY[j]!), b.cx[i]!, sy);
      });
    },
    gradient: () => [r(sx * X.scaling), r(sy * Y.scaling)],
  };
}

/** Gradients w.r.t. the input (row-major, like the input) and the grid (row-major (n, h, w, xy)). */
export function backward2d(p: Problem2d, s: Sampling, gradOutput: readonly number[]): { input: number[]; grid: number[] } {
  const X = axisOf(p.W, s, p.a), Y = axisOf(p.H, s, p.a);
  const plane = p.H * p.W, spatial = p.OH * p.OW;
  const gradInput = new Array<number>(p.input.length).fill(0);
  const gradGrid = new Array<number>(p.grid.length);
  const chunks = chunksOf(p);
  for (let n = 0; n < p.N; n++) {
    for (const [start, len] of chunks) {
      const lanes = Array.from({ length: len }, (_, l) => {
        const g = (n * spatial + start + l) * 2;
        return laneOf(p, s, X, Y, p.grid[g]!, p.grid[g + 1]!);
      });
      for (let c = 0; c < p.C; c++) {
        const base = (n * p.C + c) * plane;
        const gOut = (l: number) => gradOutput[(n * p.C + c) * spatial + start + l]!;
        for (let k = 0; k < lanes[0]!.taps.length; k++) {
          lanes.forEach((lane, l) => {
            const t = lane.taps[k]!;
            if (t.ok) gradInput[base + t.at] = p.a.r(gradInput[base + t.at]! + lane.delta(k, gOut(l)));
          });
        }
        const read = (t: Tap) => (t.ok ? p.input[base + t.at]! : 0);
        lanes.forEach((lane, l) => lane.accumulate(read, gOut(l)));
      }
      lanes.forEach((lane, l) => {
        const [gx, gy] = lane.gradient(), g = (n * spatial + start + l) * 2;
        gradGrid[g] = gx;
        gradGrid[g + 1] = gy;
      });
    }
  }
  return { input: gradInput, grid: gradGrid };
}
