/** Inputs the JavaScript participants share, so each computes on the same values. */
import { CHECKERBOARD } from './workloads.ts';

/** `n` float32 values uniform in [-1, 1) from a fixed-seed mulberry32 stream. */
export function uniform(n: number, seed = 1): Float32Array<ArrayBuffer> {
  const out = new Float32Array(n);
  let s = seed >>> 0;
  for (let i = 0; i < n; i++) {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    out[i] = (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1;
  }
  return out;
}

/**
 * The checkerboard net's data, as bench/workloads.py builds it: grid coordinates [1, 2, size, size] (x then y, in
 * [0, 1)) and the 0/1 checkerboard target [1, 1, size, size].
 */
export function checkerboardData(size = CHECKERBOARD.size, freq = CHECKERBOARD.freq):
  { inputs: Float32Array<ArrayBuffer>; targets: Float32Array<ArrayBuffer> } {
  const inputs = new Float32Array(2 * size * size);
  const targets = new Float32Array(size * size);
  const band = (i: number) => Math.fround(Math.fround(i * Math.fround(freq / size / 2)) % 1) > 0.5;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      inputs[y * size + x] = Math.fround(x / size);
      inputs[size * size + y * size + x] = Math.fround(y / size);
      targets[y * size + x] = band(x) !== band(y) ? 1 : 0;
    }
  }
  return { inputs, targets };
}
