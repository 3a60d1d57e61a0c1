/**
 * randperm as PyTorch CUDA computes it (Randperm.cu, Randperm.cuh): random keys from random_ over the whole int32
 * (or int64, where 32 bits would make ties likely) range, a stable radix sort of 0..n-1 by the keys' low bits,
 * then a Fisher-Yates shuffle inside each run of tied keys, drawn by the thread at the run's start.
 */
import { CudaGenerator, curand4, distributionLaunch } from './philox.ts';

/**
 * The keys' sort values. random_(MIN, MAX) of int32 (or int64) keys spans 2^32 - 1 (2^64 - 1) values, so each key
 * takes two words (a 64-bit number, the first word high; two a curand4 call): the number modulo the range, plus MIN.
 * The sort reads a key's low `bits` bits, as cub's radix sort does (its sign bit flipped, which counts only when all
 * bits do).
 */
function sortKeys(gen: CudaGenerator, n: number, bits: number): bigint[] {
  const width = bits <= 32 ? 32n : 64n;
  const range = 2n ** width - 1n, half = 2n ** (width - 1n), mod = 2n ** BigInt(bits);
  const { threads, rounds, increment } = distributionLaunch(n, 2);
  const { seed, offset } = gen.reserve(increment);
  const keys = new Array<bigint>(n);
  const words = new Uint32Array(4);
  for (let r = 0; r < rounds; r++) {
    for (let idx = 0; idx < threads && r * threads * 2 + idx < n; idx++) {
      curand4(seed, idx, offset / 4n + BigInt(r), words);
      for (let ii = 0; ii < 2; ii++) {
        const at = r * threads * 2 + ii * threads + idx;
        if (at >= n) continue;
        // the key with its sign bit flipped, as an unsigned number: rand % range
        const flipped = ((BigInt(words[2 * ii]!) << 32n) | BigInt(words[2 * ii + 1]!)) % range;
        keys[at] = (BigInt(bits) === width ? flipped : flipped + half) % mod;
      }
    }
  }
  return keys;
}

/** A permutation of 0..n-1 drawn from `gen` as randperm_out_cuda draws it. */
export function cudaPermutation(gen: CudaGenerator, n: number): number[] {
  if (n === 0) return [];
  const bits = Math.min(64, Math.ceil(Math.log2(n - (6 * n * n + 1) / (12 * Math.log(0.9)))));
  const keys = sortKeys(gen, n, bits);
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b));
  const sorted = order.map((i) => keys[i]!);
  // randperm_handle_duplicate_keys: n numbers reserved; the thread at a run's start draws curand() one word at a time
  const { seed, offset } = gen.reserve(n);
  const words = new Uint32Array(4);
  for (let tid = 0; tid < n - 1; tid++) {
    if (sorted[tid] !== sorted[tid + 1] || (tid > 0 && sorted[tid] === sorted[tid - 1])) continue;
    let size = 1;
    while (tid + size < n && sorted[tid + size] === sorted[tid]) size++;
    let drawn = 0;
    for (let i = size - 1; i > 0; i--, drawn++) {
      if (drawn % 4 === 0) curand4(seed, tid, offset / 4n + BigInt(drawn / 4), words);
      const r = words[drawn % 4]! % (i + 1);
      [order[tid + i], order[tid + r]] = [order[tid + r]!, order[tid + i]!];
    }
  }
  return order;
}
