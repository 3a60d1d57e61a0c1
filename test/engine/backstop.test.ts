/**
 * Storages the JS API makes outside an engine call are freed by the garbage collector's backstop once their tensors
 * are gone: small blocks (registered in groups) and large ones (held as one number, or an offset and size) alike; a
 * group's blocks stay while any of its tensors lives.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, test } from 'vitest';
import { DTYPES, Tensor } from '../../engine/src/index.ts';
import { heapStats } from '../../engine/src/memory/storage.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

async function collect(): Promise<void> {
  for (let round = 0; round < 3; round++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 20)); // finalizers run between jobs
  }
}

test('blocks of collected JS-made tensors return to the heap', async () => {
  await collect();
  const before = heapStats();
  const make = () => {
    for (let i = 0; i < 1000; i++) Tensor.empty(DTYPES.float32, [5]);
    Tensor.empty(DTYPES.float32, [1 << 20]); // 4 MiB: past the one-number form
    Tensor.empty(DTYPES.float64, [1 << 18, 2]);
  };
  make();
  expect(heapStats().liveBlocks).toBe(before.liveBlocks + 1002);
  await collect();
  expect(heapStats().liveBlocks).toBe(before.liveBlocks);
  expect(heapStats().inUseBytes).toBe(before.inUseBytes);
});

const floats = (t: Tensor) => t.storage.data as Float32Array;

test('a live tensor keeps its block while the rest of its group is collected', async () => {
  await collect();
  const before = heapStats();
  let kept: Tensor | null = null;
  (() => {
    for (let i = 0; i < 200; i++) {
      const t = Tensor.empty(DTYPES.float32, [3]);
      if (i === 100) kept = t;
    }
  })();
  floats(kept!).set([1, 2, 3]);
  await collect();
  // the kept tensor's group of 64 stays whole; every other block is back
  expect(heapStats().liveBlocks).toBeGreaterThan(before.liveBlocks);
  expect(heapStats().liveBlocks).toBeLessThanOrEqual(before.liveBlocks + 64);
  Array.from({ length: 200 }, () => floats(Tensor.empty(DTYPES.float32, [3])).fill(9));
  expect(Array.from(floats(kept!))).toEqual([1, 2, 3]);
  kept = null;
  await collect();
  expect(heapStats().liveBlocks).toBe(before.liveBlocks);
});
