/**
 * grid_sampler_3d and its backward as PyTorch's scalar CPU kernel (GridSampler.cpp, helpers of GridSampler.h)
 * computes them: one output location after another, each step rounded, eight corners in tnw..bse order.
 */
import type { Arith } from './grid-sample-arith.ts';
import { roundEven, toIndex } from './grid-sample-arith.ts';
import { BILINEAR, BORDER, REFLECTION, type Sampling } from './grid-sample-2d.ts';

/** Volumes row-major (n, c, d, h, w); the grid row-major (n, d, h, w, xyz). */
export interface Problem3d {
  readonly N: number; readonly C: number; readonly size: readonly [number, number, number];
  readonly out: readonly [number, number, number];
  readonly input: readonly number[];
  readonly grid: readonly number[];
  readonly a: Arith;
}

/** grid_sampler_compute_source_index_set_grad: the location and d location / d grid value. */
function sourceIndex(coord: number, size: number, s: Sampling, a: Arith): [number, number] {
  const { r } = a;
  let x = s.alignCorners ? r(r(r(coord + 1) / 2) * (size - 1)) : r(r(r(r(coord + 1) * size) - 1) / 2);
  let mult = r((s.alignCorners ? size - 1 : size) / 2);
  const clip = (v: number): [number, number] => {
    if (v <= 0) return [0, 0];
    return v >= size - 1 ? [size - 1, 0] : [v, 1];
  };
  if (s.padding === BORDER) {
    const [v, g] = clip(x);
    return [v, r(mult * g)];
  }
  if (s.padding === REFLECTION) {
    const [twiceLow, twiceHigh] = s.alignCorners ? [0, 2 * (size - 1)] : [-1, 2 * size - 1];
    let sign = 0;
    if (twiceLow === twiceHigh) {
      x = 0;
    } else {
      const min = twiceLow / 2, span = (twiceHigh - twiceLow) / 2;
      let d = r(x - min);
      sign = d < 0 ? -1 : 1;
      d = Math.abs(d);
      const extra = d % span;
      const even = Math.floor(r(d / span)) % 2 === 0;
      if (!even) sign = -sign;
      x = even ? r(extra + min) : r(r(span - extra) + min);
    }
    mult = r(mult * sign);
    const [v, g] = clip(x);
    return [v, r(mult * g)];
  }
  return [x, mult];
}

interface Location {
  readonly corner: [number, number, number];
  /** Distances to the far (index 0) and near (index 1) corner along x, y, z. */
  readonly f: readonly (readonly number[])[];
  readonly mult: [number, number, number];
  readonly nearest: [number, number, number];
}

function locate(p: Problem3d, s: Sampling, g: number): Location {
  const { r } = p.a;
  const [D, H, W] = p.size;
  const [[ix, mx], [iy, my], [iz, mz]] = [sourceIndex(p.grid[g]!, W, s, p.a), sourceIndex(p.grid[g + 1]!, H, s, p.a),
    sourceIndex(p.grid[g + 2]!, D, s, p.a)];
  const x0 = toIndex(Math.floor(ix), 64), y0 = toIndex(Math.floor(iy), 64), z0 = toIndex(Math.floor(iz), 64);
  return {
    corner: [x0, y0, z0],
    f: [[r(x0 + 1 - ix), r(ix - x0)], [r(y0 + 1 - iy), r(iy - y0)], [r(z0 + 1 - iz), r(iz - z0)]],
    mult: [mx, my, mz],
    nearest: [toIndex(roundEven(ix), 64), toIndex(roundEven(iy), 64), toIndex(roundEven(iz), 64)],
  };
}

/** A corner's trilinear weight: the product of its distances to the opposite faces. */
const weightOf = (L: Location, dx: number, dy: number, dz: number, r: (v: number) => number) =>
  r(r(L.f[0]![dx]! * L.f[1]![dy]!) * L.f[2]![dz]!);

/** The eight corners in the kernel's order: (dx, dy, dz) with dz slowest. */
const CORNERS = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => [k & 1, (k >> 1) & 1, k >> 2] as const);

/** Offset of (x, y, z) within a volume, or -1 outside it. */
function offsetIn(p: Problem3d, x: number, y: number, z: number): number {
  const [D, H, W] = p.size;
  return x >= 0 && x < W && y >= 0 && y < H && z >= 0 && z < D ? (z * H + y) * W + x : -1;
}

const outCount = (p: Problem3d) => p.out[0] * p.out[1] * p.out[2];
const volume = (p: Problem3d) => p.size[0] * p.size[1] * p.size[2];

export function forward3d(p: Problem3d, s: Sampling): number[] {
  const { r } = p.a;
  const spatial = outCount(p), vol = volume(p);
  const out = new Array<number>(p.N * p.C * spatial);
  for (let n = 0; n < p.N; n++) {
    for (let o = 0; o < spatial; o++) {
      const L = locate(p, s, (n * spatial + o) * 3);
      const taps = s.mode === BILINEAR
        ? CORNERS.map(([dx, dy, dz]) => ({
          at: offsetIn(p, L.corner[0] + dx, L.corner[1] + dy, L.corner[2] + dz),
          w: weightOf(L, dx, dy, dz, r),
        }))
        : [{ at: offsetIn(p, ...L.nearest), w: 1 }];
      for (let c = 0; c < p.C; c++) {
        const base = (n * p.C + c) * vol;
        let v = 0;
        if (s.mode === BILINEAR) {
          for (const t of taps) if (t.at >= 0) v = r(v + r(p.input[base + t.at]! * t.w));
        } else if (taps[0]!.at >= 0) {
          v = p.input[base + taps[0]!.at]!;
        }
        out[(n * p.C + c) * spatial + o] = v;
      }
    }
  }
  return out;
}

export function backward3d(p: Problem3d, s: Sampling, gradOutput: readonly number[]): { input: number[]; grid: number[] } {
  const { r } = p.a;
  const spatial = outCount(p), vol = volume(p);
  const gradInput = new Array<number>(p.input.length).fill(0);
  const gradGrid = new Array<number>(p.grid.length).fill(0);
  const add = (i: number, v: number) => { gradInput[i] = r(gradInput[i]! + v); };
  for (let n = 0; n < p.N; n++) {
    for (let o = 0; o < spatial; o++) {
      const g = (n * spatial + o) * 3;
      const L = locate(p, s, g);
      if (s.mode !== BILINEAR) {
        const at = offsetIn(p, ...L.nearest);
        for (let c = 0; c < p.C; c++) if (at >= 0) add((n * p.C + c) * vol + at, gradOutput[(n * p.C + c) * spatial + o]!);
        continue;
      }
      const taps = CORNERS.map(([dx, dy, dz]) => ({
        at: offsetIn(p, L.corner[0] + dx, L.corner[1] + dy, L.corner[2] + dz),
        w: weightOf(L, dx, dy, dz, r), dx, dy, dz,
      }));
      const sum = [0, 0, 0];
      for (let c = 0; c < p.C; c++) {
        const base = (n * p.C + c) * vol, gOut = gradOutput[(n * p.C + c) * spatial + o]!;
        for (const t of taps) if (t.at >= 0) add(base + t.at, r(t.w * gOut));
        for (const { at, dx, dy, dz } of taps) {
          if (at < 0) continue;
          const val = p.input[base + at]!;
          const [fx, fy, fz] = [L.f[0]![dx]!, L.f[1]![dy]!, L.f[2]![dz]!];
          const step = (axis: number, near: number, u: number, v: number) => {
            const t = r(r(r(val * u) * v) * gOut);
            sum[axis] = r(near ? sum[axis]! + t : sum[axis]! - t);
          };
          step(0, dx, fy, fz);
          step(1, dy, fx, fz);
          step(2, dz, fx, fy);
        }
      }
      for (let k = 0; k < 3; k++) gradGrid[g + k] = r(L.mult[k]! * sum[k]!);
    }
  }
  return { input: gradInput, grid: gradGrid };
}
