import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONFIG, type GemmConfig, type GemmDtype, gemmModule, gemmScratchBytes, instantiateGemm,
} from '../../engine/src/backends/wasm/gemm.ts';

type Strides = [number, number, number];
type Layout = 'contiguous' | 'transposed' | 'strided' | 'broadcast';

/** A deterministic generator, so a failure reproduces. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

/** Element strides of a [batch, rows, cols] view laid out as `layout`, and the elements its storage spans. */
function layoutOf(layout: Layout, batch: number, rows: number, cols: number): { strides: Strides; size: number } {
  switch (layout) {
    case 'contiguous': return { strides: [rows * cols, cols, 1], size: batch * rows * cols };
    case 'transposed': return { strides: [rows * cols, 1, rows], size: batch * rows * cols };
    // every other row and every third column of a larger buffer
    case 'strided': return { strides: [2 * rows * 3 * cols, 3 * cols * 2, 3], size: batch * 2 * rows * 3 * cols };
    case 'broadcast': return { strides: [0, cols, 1], size: rows * cols };
  }
}

interface Case {
  dtype: GemmDtype;
  batch: number; n: number; k: number; m: number;
  a: Layout; b: Layout; out: Exclude<Layout, 'broadcast'>;
  /** oneDNN's order (float32): fused multiply-adds, starting from out's values where `accumulate`. */
  fused?: boolean;
  accumulate?: boolean;
}

/** Runs one product through wasm and the reference loop over the same memory; returns the mismatches. */
function check(c: Case, seed: number, config: GemmConfig = DEFAULT_CONFIG[c.fused ? 'float32-fused' : c.dtype]): string[] {
  const es = c.dtype === 'float32' ? 4 : 8;
  const a = layoutOf(c.a, c.batch, c.n, c.k), b = layoutOf(c.b, c.batch, c.k, c.m);
  const o = layoutOf(c.out, c.batch, c.n, c.m);
  const scratch = gemmScratchBytes(config);
  // regions: a, b, out, scratch, each 16-byte aligned plus an odd element to exercise unaligned views
  const align = (x: number) => Math.ceil(x / 16) * 16;
  const aPtr = 16 + es, bPtr = align(aPtr + a.size * es) + es, oPtr = align(bPtr + b.size * es);
  const sPtr = align(oPtr + o.size * es);
  const memory = new WebAssembly.Memory({ initial: Math.ceil((sPtr + scratch) / 65536) + 1 });
  const View = c.dtype === 'float32' ? Float32Array : Float64Array;
  const heap = new View(memory.buffer);
  const rand = lcg(seed);
  // mixed magnitudes and signs so rounding differences in any op would show
  const fill = (ptr: number, size: number) => {
    for (let i = 0; i < size; i++) heap[ptr / es + i] = (rand() - 0.5) * 2 ** Math.floor(rand() * 12 - 6);
  };
  fill(aPtr, a.size);
  fill(bPtr, b.size);
  if (c.accumulate) fill(oPtr, o.size);
  else heap.fill(NaN, oPtr / es, oPtr / es + o.size); // every output must be written
  const initial = heap.slice(oPtr / es, oPtr / es + o.size);

  const gemm = instantiateGemm(memory, config);
  gemm.run({
    a: aPtr, aStrides: a.strides, b: bPtr, bStrides: b.strides, out: oPtr, outStrides: o.strides,
    n: c.n, k: c.k, m: c.m, rowStart: 0, rowEnd: c.batch * c.n, scratch: sPtr, accumulate: c.accumulate,
  });

  // a fused step rounds once: a float32 product is exact in a double
  const product = c.fused ? (x: number) => x : c.dtype === 'float32' ? Math.fround : (x: number) => x;
  const round = c.dtype === 'float32' ? Math.fround : (x: number) => x;
  const bad: string[] = [];
  for (let p = 0; p < c.batch; p++) {
    for (let i = 0; i < c.n; i++) {
      for (let j = 0; j < c.m; j++) {
        const at = p * o.strides[0] + i * o.strides[1] + j * o.strides[2];
        let acc = c.accumulate ? initial[at]! : 0;
        for (let q = 0; q < c.k; q++) {
          const x = heap[aPtr / es + p * a.strides[0] + i * a.strides[1] + q * a.strides[2]]!;
          const y = heap[bPtr / es + p * b.strides[0] + q * b.strides[1] + j * b.strides[2]]!;
          acc = round(acc + product(x * y));
        }
        const got = heap[oPtr / es + at]!;
        if (!Object.is(got, acc) && bad.length < 5) bad.push(`[${p},${i},${j}] got ${got}, want ${acc}`);
      }
    }
  }
  return bad;
}

const describeCase = (c: Case) => `${c.dtype}${c.fused ? ' fused' : ''}${c.accumulate ? ' accumulate' : ''} ` +
  `${c.batch}x${c.n}x${c.k}x${c.m} a=${c.a} b=${c.b} out=${c.out}`;

describe('wasm gemm matches the in-order reference bit for bit', () => {
  const shapes: [number, number, number, number][] = [
    [1, 1, 1, 1], [1, 1, 0, 1], [2, 3, 0, 5], [1, 1, 1, 7], [1, 5, 1, 1], [1, 7, 13, 9], [3, 4, 8, 8],
    [2, 17, 33, 31], [1, 4, 700, 8], [1, 65, 257, 513], [1, 130, 300, 20],
  ];
  for (const dtype of ['float32', 'float64'] as const) {
    for (const [batch, n, k, m] of shapes) {
      const c: Case = { dtype, batch, n, k, m, a: 'contiguous', b: 'contiguous', out: 'contiguous' };
      it(describeCase(c), () => expect(check(c, n * 1000 + k * 10 + m)).toEqual([]));
    }
  }

  const layouts: Case[] = [];
  for (const dtype of ['float32', 'float64'] as const) {
    for (const a of ['contiguous', 'transposed', 'strided', 'broadcast'] as const) {
      for (const b of ['contiguous', 'transposed', 'strided', 'broadcast'] as const) {
        for (const out of ['contiguous', 'transposed', 'strided'] as const) {
          layouts.push({ dtype, batch: 3, n: 11, k: 19, m: 13, a, b, out });
        }
      }
    }
  }
  it.each(layouts.map((c) => [describeCase(c), c] as const))('%s', (_, c) => {
    expect(check(c, 7)).toEqual([]);
  });

  it('random shapes and layouts', () => {
    const rand = lcg(2024);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
    for (let t = 0; t < 40; t++) {
      const c: Case = {
        dtype: pick(['float32', 'float64'] as const),
        batch: 1 + Math.floor(rand() * 3), n: 1 + Math.floor(rand() * 40), k: Math.floor(rand() * 60),
        m: 1 + Math.floor(rand() * 40), a: pick(['contiguous', 'transposed', 'strided', 'broadcast'] as const),
        b: pick(['contiguous', 'transposed', 'strided', 'broadcast'] as const),
        out: pick(['contiguous', 'transposed', 'strided'] as const),
      };
      expect(check(c, t), describeCase(c)).toEqual([]);
    }
  });

  it('blocks over k, rows and columns exactly (small blocks force every edge)', () => {
    const small: GemmConfig = { dtype: 'float32', mr: 3, nrVectors: 1, kc: 5, mc: 6, nc: 8 };
    const c: Case = { dtype: 'float32', batch: 2, n: 13, k: 23, m: 19, a: 'strided', b: 'transposed', out: 'strided' };
    expect(check(c, 3, small)).toEqual([]);
    expect(check({ ...c, dtype: 'float64' }, 4, { ...small, dtype: 'float64' })).toEqual([]);
    expect(check({ ...c, out: 'contiguous', b: 'contiguous' }, 5, small)).toEqual([]);
    const fused = { ...small, fused: true, nrVectors: 2 };
    expect(check({ ...c, fused: true, accumulate: true }, 6, fused)).toEqual([]);
    expect(check({ ...c, out: 'contiguous', b: 'contiguous', fused: true }, 7, fused)).toEqual([]);
  });
});

describe("wasm gemm in oneDNN's fused order matches its reference bit for bit", () => {
  it('random shapes and layouts, from zero and from out', () => {
    const rand = lcg(77);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
    for (let t = 0; t < 40; t++) {
      const c: Case = {
        dtype: 'float32', fused: true, accumulate: rand() < 0.5,
        batch: 1 + Math.floor(rand() * 3), n: 1 + Math.floor(rand() * 40), k: Math.floor(rand() * 300),
        m: 1 + Math.floor(rand() * 40), a: pick(['contiguous', 'transposed', 'strided', 'broadcast'] as const),
        b: pick(['contiguous', 'transposed', 'strided', 'broadcast'] as const),
        out: pick(['contiguous', 'transposed', 'strided'] as const),
      };
      expect(check(c, t), describeCase(c)).toEqual([]);
    }
  });

  it('differs from the separately rounded order where a product is inexact in float32', () => {
    const c: Case = { dtype: 'float32', batch: 1, n: 9, k: 50, m: 9, a: 'contiguous', b: 'contiguous', out: 'contiguous' };
    // the unfused kernel checked against the fused reference must fail, so the test above can
    expect(check(c, 1, DEFAULT_CONFIG.float32).length).toBe(0);
    expect(check({ ...c, fused: true }, 1, DEFAULT_CONFIG.float32).length).toBeGreaterThan(0);
  });
});

describe('wasm gemm row ranges', () => {
  it('computes only [rowStart, rowEnd) of the batch-flattened rows', () => {
    const config = DEFAULT_CONFIG.float32;
    const [batch, n, k, m] = [3, 5, 6, 7];
    const memory = new WebAssembly.Memory({ initial: 64 });
    const heap = new Float32Array(memory.buffer);
    const aPtr = 0, bPtr = 4 * batch * n * k, oPtr = bPtr + 4 * k * m, sPtr = 65536;
    heap.fill(1, 0, oPtr / 4);
    heap.fill(-1, oPtr / 4, oPtr / 4 + batch * n * m);
    const gemm = instantiateGemm(memory, config);
    gemm.run({
      a: aPtr, aStrides: [n * k, k, 1], b: bPtr, bStrides: [0, m, 1], out: oPtr, outStrides: [n * m, m, 1],
      n, k, m, rowStart: 4, rowEnd: 12, scratch: sPtr,
    });
    const rows = Array.from({ length: batch * n }, (_, r) => heap[oPtr / 4 + r * m]);
    expect(rows).toEqual([-1, -1, -1, -1, 6, 6, 6, 6, 6, 6, 6, 6, -1, -1, -1]);
  });
});

describe('wasm gemm modules', () => {
  it('compile once per configuration and memory kind', () => {
    expect(gemmModule(DEFAULT_CONFIG.float32, false)).toBe(gemmModule(DEFAULT_CONFIG.float32, false));
    expect(gemmModule(DEFAULT_CONFIG.float32, true)).not.toBe(gemmModule(DEFAULT_CONFIG.float32, false));
  });

  it('run against a shared memory', () => {
    const memory = new WebAssembly.Memory({ initial: 32, maximum: 64, shared: true });
    const heap = new Float32Array(memory.buffer);
    heap.set([1, 2, 3, 4], 0); // a = [[1, 2]], b = [[3], [4]]
    instantiateGemm(memory, DEFAULT_CONFIG.float32).run({
      a: 0, aStrides: [2, 2, 1], b: 8, bStrides: [2, 1, 1], out: 16, outStrides: [1, 1, 1],
      n: 1, k: 2, m: 1, rowStart: 0, rowEnd: 1, scratch: 64,
    });
    expect(heap[4]).toBe(11);
  });
});
