import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNumThreads, setNumThreads } from '../../engine/src/backends/wasm/threads/count.ts';
import { threadStats, threadsReady } from '../../engine/src/backends/wasm/threads/pool.ts';
import { backendName, call, DTYPES, fromValues, setBackend, Tensor, type DType } from '../../engine/src/index.ts';

/** A deterministic generator, so a failure reproduces. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32 - 0.5);
}
const random = (shape: number[], dtype: DType = DTYPES.float32, seed = 1) =>
  fromValues(Array.from({ length: shape.reduce((a, b) => a * b, 1) }, lcg(seed)), shape, dtype);

/** The result's elements as raw bytes, so -0, NaN payloads and last-bit differences all count. */
function bits(t: Tensor): Uint8Array {
  const c = call('contiguous', [t]) as Tensor;
  const view = c.storage.data;
  return new Uint8Array(view.buffer, view.byteOffset + c.offset * c.dtype.itemsize, c.numel * c.dtype.itemsize).slice();
}

/** The first byte where two results differ (-1 when none), so a failure names the element. */
function firstDifference(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) return Math.min(a.length, b.length);
  return a.findIndex((v, i) => v !== b[i]);
}

/** `compute` with one thread and with `threads`; also says whether the threaded run was cut into parts. */
function bothWays(threads: number, compute: () => Tensor) {
  setNumThreads(1);
  const one = bits(compute());
  setNumThreads(threads);
  const before = threadStats().splitJobs;
  const many = bits(compute());
  return { one, many, split: threadStats().splitJobs > before };
}

const THREADS = 3;
let previous = 1;
const previousBackend = backendName();
beforeAll(async () => {
  setBackend('wasm');
  previous = getNumThreads();
  setNumThreads(THREADS);
  await threadsReady();
});
afterAll(() => {
  setNumThreads(previous);
  setBackend(previousBackend);
});

describe('the wasm backend with worker threads', () => {
  it('has its workers ready', () => {
    expect(threadStats().readyWorkers).toBe(THREADS - 1);
  });

  it.each([
    ['float32 square', DTYPES.float32, [1, 256, 256], [1, 256, 256]],
    ['float32 ragged', DTYPES.float32, [1, 301, 190], [1, 190, 263]],
    ['float64 batched', DTYPES.float64, [3, 130, 70], [3, 70, 129]],
  ] as const)('matmul (%s) is bit-identical to one thread', (_, dtype, aShape, bShape) => {
    const a = random([...aShape], dtype, 1), b = random([...bShape], dtype, 2);
    const { one, many, split } = bothWays(THREADS, () => call('matmul', [a, b]) as Tensor);
    expect(split).toBe(true);
    expect(firstDifference(many, one)).toBe(-1);
  });

  it('matmul of transposed and broadcast operands is bit-identical to one thread', () => {
    const a = random([2, 200, 150], DTYPES.float32, 3), b = random([180, 150], DTYPES.float32, 4);
    const { one, many, split } = bothWays(THREADS, () => call('matmul', [a, call('t', [b]) as Tensor]) as Tensor);
    expect(split).toBe(true);
    expect(firstDifference(many, one)).toBe(-1);
  });

  it('a flat pointwise kernel is bit-identical to one thread', () => {
    const a = random([300_001], DTYPES.float32, 5), b = random([300_001], DTYPES.float64, 6);
    const { one, many, split } = bothWays(THREADS, () => call('mul', [call('add', [a, b]) as Tensor, b]) as Tensor);
    expect(split).toBe(true);
    expect(firstDifference(many, one)).toBe(-1);
  });

  it('keeps the vectorised-body/tail split where one thread has it', () => {
    // sigmoid's vectorised body (SLEEF) and scalar tail round this input differently, so an element computed
    // by the wrong form shows; 200003 elements leave a 3-element tail after the last whole 16
    const x = fromValues(new Array(200_003).fill(-7.984375), [200_003], DTYPES.float32);
    const { one, many, split } = bothWays(THREADS, () => call('sigmoid', [x]) as Tensor);
    expect(split).toBe(true);
    expect(firstDifference(one.slice(0, 4), one.slice(-4))).not.toBe(-1);
    expect(firstDifference(many, one)).toBe(-1);
  });

  it('a strided pointwise kernel (cut along its outer loop) is bit-identical to one thread', () => {
    const a = random([700, 300], DTYPES.float32, 7), b = random([300, 700], DTYPES.float32, 8);
    const { one, many, split } = bothWays(THREADS, () => call('sub', [a, call('t', [b]) as Tensor]) as Tensor);
    expect(split).toBe(true);
    expect(firstDifference(many, one)).toBe(-1);
  });

  it('leaves small kernels and reductions on the calling thread', () => {
    const small = random([64, 64]), big = random([1 << 18]);
    setNumThreads(THREADS);
    const before = threadStats().splitJobs;
    call('matmul', [small, small]);
    call('add', [small, small]);
    call('sum', [big]);
    expect(threadStats().splitJobs).toBe(before);
  });
});

describe('the thread count', () => {
  it('rejects what PyTorch rejects', () => {
    expect(() => setNumThreads(0)).toThrow('set_num_threads expects a positive integer');
    expect(() => setNumThreads(-2)).toThrow('set_num_threads expects a positive integer');
  });

  it('reads back what was set', () => {
    setNumThreads(5);
    expect(getNumThreads()).toBe(5);
    setNumThreads(THREADS);
  });
});
