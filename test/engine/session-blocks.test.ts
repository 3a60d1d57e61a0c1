/**
 * Blocks the wasm backend keeps for the session (gemm scratch, reduction scratch, kernel code for worker threads)
 * survive garbage collection: tensors made after a collection are never placed over them. Holding only a block's
 * address once let the collector's backstop free it, and the next tensors then overlapped the gemm's scratch.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, test } from 'vitest';
import { call, DTYPES, fromValues, setBackend, type Tensor } from '../../engine/src/index.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const random = (shape: number[], seed: number) => {
  let s = seed;
  const n = shape.reduce((a, b) => a * b, 1);
  return fromValues(Float32Array.from({ length: n }, () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648)),
    shape, DTYPES.float32);
};
const bits = (t: Tensor) => Array.from(new Uint32Array(new Float32Array(t.values()).buffer));

test('a matmul after a garbage collection still computes over its own scratch', async () => {
  setBackend('wasm');
  call('matmul', [random([64, 64], 1), random([64, 64], 2)]); // makes the gemm and its scratch
  for (let round = 0; round < 3; round++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 20)); // finalizers run between jobs
  }
  // tensors made now would land on a wrongly freed scratch block, and the product would overwrite them
  const a = random([64, 64], 3), b = random([64, 64], 4);
  const fillers = Array.from({ length: 8 }, (_, i) => random([256, 64], 10 + i));
  const product = call('matmul', [a, b]) as Tensor;
  setBackend('js');
  const expected = call('matmul', [a, b]) as Tensor;
  setBackend('wasm');
  expect(bits(product)).toEqual(bits(expected));
  fillers.forEach((f, i) => expect(bits(f)).toEqual(bits(random([256, 64], 10 + i))));
});
