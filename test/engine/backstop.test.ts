/**
 * Storages the JS API makes outside an engine call are freed by the garbage collector's backstop once their tensors
 * are gone: small blocks (held as one number) and large ones (held as an offset and size pair) alike.
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
