import { describe, expect, it } from 'vitest';
import { ALIGN, Allocator } from '../../engine/src/memory/allocator.ts';
import { debug, Heap } from '../../engine/src/memory/heap.ts';

const MiB = 2 ** 20;
const fresh = (limit = 64 * MiB) => {
  const heap = new Heap({ limit });
  return { heap, alloc: new Allocator(heap) };
};

describe('allocator', () => {
  it('hands out aligned blocks that never overlap, over random alloc and free patterns', () => {
    const { alloc } = fresh();
    const live = new Map<number, number>();
    let seed = 1;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 3000; i++) {
      if (live.size && rand() < 0.45) {
        const offsets = [...live.keys()];
        const off = offsets[Math.floor(rand() * offsets.length)]!;
        alloc.free(off, live.get(off)!);
        live.delete(off);
      } else {
        const bytes = rand() < 0.7 ? 1 + Math.floor(rand() * 512) : 4097 + Math.floor(rand() * 40000);
        const off = alloc.alloc(bytes)!;
        expect(off % ALIGN).toBe(0);
        expect(off).toBeGreaterThan(0);
        live.set(off, bytes);
      }
    }
    const spans = [...live].sort((a, b) => a[0] - b[0]);
    spans.forEach(([off, bytes], i) => {
      if (i + 1 < spans.length) expect(off + bytes).toBeLessThanOrEqual(spans[i + 1]![0]);
    });
    expect(alloc.stats().liveBlocks).toBe(live.size);
  });

  it('reuses a freed small block of the same size class', () => {
    const { alloc } = fresh();
    const a = alloc.alloc(100)!;
    alloc.alloc(100);
    alloc.free(a, 100);
    expect(alloc.alloc(112)).toBe(a); // 100 and 112 round to the same 16-byte class
  });

  it('coalesces freed neighbours into one range a larger block fits', () => {
    const { alloc } = fresh();
    const blocks = [0, 1, 2].map(() => alloc.alloc(8192)!);
    const guard = alloc.alloc(8192)!; // keeps the freed ranges below the top
    alloc.free(blocks[0]!, 8192);
    alloc.free(blocks[2]!, 8192);
    alloc.free(blocks[1]!, 8192);
    expect(alloc.alloc(3 * 8192)).toBe(blocks[0]);
    expect(guard).toBe(blocks[0]! + 3 * 8192);
  });

  it('lowers the top when the highest blocks are freed', () => {
    const { alloc } = fresh();
    const base = alloc.stats().topBytes;
    const a = alloc.alloc(10000)!;
    const b = alloc.alloc(20000)!;
    alloc.free(b, 20000);
    alloc.free(a, 10000);
    expect(alloc.stats().topBytes).toBe(base);
    expect(alloc.stats().inUseBytes).toBe(0);
  });

  it('grows the memory on demand, up to the limit', () => {
    const { heap, alloc } = fresh(8 * MiB);
    const start = heap.memory.buffer.byteLength;
    const big = alloc.alloc(3 * MiB)!;
    expect(heap.memory.buffer.byteLength).toBeGreaterThan(start);
    new Float32Array(heap.buffer, big, (3 * MiB) / 4).fill(1); // the new bytes are really there
    expect(alloc.alloc(6 * MiB)).toBeNull();
    expect(alloc.alloc(4 * MiB)).not.toBeNull();
  });

  it('fills reused blocks with zeros, even after freed memory was poisoned', () => {
    const { heap, alloc } = fresh();
    const prev = debug.poisonFreed;
    debug.poisonFreed = true;
    try {
      const a = alloc.alloc(64)!;
      new Uint8Array(heap.buffer, a, 64).fill(7);
      alloc.free(a, 64);
      expect(new Float32Array(heap.buffer, a, 16).every(Number.isNaN)).toBe(true);
      const b = alloc.alloc(64)!;
      expect(b).toBe(a);
      expect(new Uint8Array(heap.buffer, b, 64).every((v) => v === 0)).toBe(true);
    } finally {
      debug.poisonFreed = prev;
    }
  });

  it('rejects a free of something that is not a live block', () => {
    const { alloc } = fresh();
    const a = alloc.alloc(32)!;
    alloc.free(a, 32);
    expect(() => alloc.free(a, 32)).toThrow();
    expect(() => alloc.free(a + 16, 16)).toThrow();
  });

  it('makes a shared or a plain memory as asked', () => {
    expect(new Heap({ shared: true }).memory.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(new Heap({ shared: false }).memory.buffer).toBeInstanceOf(ArrayBuffer);
  });
});
