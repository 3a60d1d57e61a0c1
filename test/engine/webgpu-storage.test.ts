/**
 * GPU storage and the buffer pool: bytes round-trip unchanged for every dtype, released buffers are reused by size
 * class, writes land in strided views, and reads see everything recorded before them. Skipped without an adapter.
 */
import { describe, expect, test } from 'vitest';
import { acquireGpu } from '../../engine/src/backends/webgpu/device.ts';
import { createWebGpuBackend } from '../../engine/src/backends/webgpu/index.ts';
import { BufferPool, sizeClass } from '../../engine/src/backends/webgpu/pool.ts';
import { DTYPES, type DTypeName } from '../../engine/src/dtype.ts';
import { add, input } from '../../engine/src/ir/build.ts';
import { fromValues } from '../../engine/src/tensor.ts';

const gpu = await acquireGpu();
const backend = gpu.ok ? createWebGpuBackend(gpu) : null;

const VALUES = [0, -0, 1.5, -2.25, 65504, 1e-7, NaN, Infinity, -Infinity, 3e38, 100, -128, 127, 255];

describe.skipIf(!backend)('WebGPU storage', () => {
  test.each(Object.keys(DTYPES) as DTypeName[])('%s bytes round-trip through a GPU buffer', async (name) => {
    const dtype = DTYPES[name];
    // an odd length, so packed dtypes end inside a word
    const cpu = fromValues(VALUES.slice(0, 13).map((v) => (dtype.category === 'float' ? v : Number.isFinite(v) ? Math.trunc(v) : 7)), [13], dtype);
    const got = await backend!.download(backend!.upload(cpu));
    expect(Array.from(got as ArrayLike<number | bigint>)).toEqual(Array.from(cpu.storage.data as ArrayLike<number | bigint>));
  });

  test('upload of a strided view is its elements in logical order', async () => {
    const cpu = fromValues([1, 2, 3, 4, 5, 6], [2, 3], DTYPES.int16);
    const transposed = cpu.view([3, 2], [1, 3]);
    expect(await backend!.values(backend!.upload(transposed))).toEqual([1, 4, 2, 5, 3, 6]);
  });

  test('write fills a strided view and leaves the rest', async () => {
    const t = backend!.empty(DTYPES.uint8, [3, 4]);
    const column = t.view([3], [4], 1);
    backend!.write(column, [7, 300, -1]);
    // uint8 wraps as the CPU's store does
    expect(await backend!.values(t)).toEqual([0, 7, 0, 0, 0, 44, 0, 0, 0, 255, 0, 0]);
  });

  test('a read sees every kernel recorded before it, in order', async () => {
    const t = backend!.upload(fromValues([1, 2, 3], [3], DTYPES.float32));
    const kernel = { body: add(input(0, 'f32'), input(1, 'f32')), args: [] };
    for (let i = 0; i < 5; i++) backend!.pointwise(kernel, [t, t], t);
    expect(await backend!.values(t)).toEqual([32, 64, 96]);
  });

  test('size classes: powers of two to 1 MiB, then quarter steps', () => {
    expect([1, 256, 257, 1000, 1024, 1025, 2 ** 20, 2 ** 20 + 1, 5 * 2 ** 20 + 1].map(sizeClass))
      .toEqual([256, 256, 512, 1024, 1024, 2048, 2 ** 20, 1.25 * 2 ** 20, 6 * 2 ** 20]);
  });

  test('released buffers are reused within their size class; statistics follow', () => {
    const pool = new BufferPool(gpu.ok ? gpu.device : (null as never));
    const a = pool.acquire(1000);
    expect(a.size).toBe(sizeClass(1000));
    expect(pool.stats()).toEqual({ allocated: 1024, peakAllocated: 1024, reserved: 1024, peakReserved: 1024 });
    pool.release(a);
    const b = pool.acquire(600);
    expect(b).toBe(a);
    const c = pool.acquire(600);
    expect(c).not.toBe(a);
    expect(pool.stats()).toEqual({ allocated: 2048, peakAllocated: 2048, reserved: 2048, peakReserved: 2048 });
    pool.release(b);
    pool.release(c);
    pool.emptyCache();
    expect(pool.stats()).toEqual({ allocated: 0, peakAllocated: 2048, reserved: 0, peakReserved: 2048 });
    pool.resetPeak();
    expect(pool.stats()).toEqual({ allocated: 0, peakAllocated: 0, reserved: 0, peakReserved: 0 });
  });

  test('disposing a storage gives its buffer back to the pool', () => {
    const before = backend!.memoryStats().allocated;
    const t = backend!.empty(DTYPES.float32, [300]);
    expect(backend!.memoryStats().allocated).toBe(before + 2048);
    t.storage.dispose();
    expect(backend!.memoryStats().allocated).toBe(before);
  });
});

if (!gpu.ok) test.skip(`no WebGPU here: ${gpu.reason}`, () => {});
