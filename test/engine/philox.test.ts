/**
 * The cuda generator (philox.ts): Philox4x32-10 against Random123's known answers, the (seed, offset) state as
 * PyTorch's CUDA generator keeps and serialises it, and the launch geometry of ATen's distribution kernels.
 */
import { describe, expect, test } from 'vitest';
import { CudaGenerator, distributionLaunch, philox, philoxValues, type Distribution } from '../../engine/src/philox.ts';

const hex = (a: Uint32Array) => Array.from(a, (x) => x.toString(16).padStart(8, '0')).join(' ');

describe('Philox4x32-10', () => {
  test('Random123 known answers', () => {
    expect(hex(philox(0, 0, 0, 0, 0, 0))).toBe('6627e8d5 e169c58d bc57ac4c 9b00dbd8');
    expect(hex(philox(~0 >>> 0, ~0 >>> 0, ~0 >>> 0, ~0 >>> 0, ~0 >>> 0, ~0 >>> 0))).toBe('408f276d 41c83b0e a20bc7c6 6d5451fd');
    expect(hex(philox(0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344, 0xa4093822, 0x299f31d0)))
      .toBe('d16cfe09 94fdcceb 5001e420 24126ea1');
  });
});

describe('the cuda generator', () => {
  test('state is the seed then the offset, each kernel reserving a multiple of 4', () => {
    const g = new CudaGenerator(0);
    g.manualSeed(2n ** 64n + 5n);
    expect(g.initialSeed()).toBe(5);
    expect(g.reserve(10)).toEqual({ seed: 5n, offset: 0n });
    expect(g.reserve(4)).toEqual({ seed: 5n, offset: 12n });
    const state = g.getState();
    expect(Array.from(state)).toEqual([5, 0, 0, 0, 0, 0, 0, 0, 16, 0, 0, 0, 0, 0, 0, 0]);
    const h = new CudaGenerator(1);
    h.setState(state);
    expect(h.reserve(4)).toEqual({ seed: 5n, offset: 16n });
    // a seed alone starts at offset 0
    h.setState(state.subarray(0, 8));
    expect(h.reserve(4).offset).toBe(0n);
    expect(() => h.setState(new Uint8Array(12))).toThrow('RNG state is wrong size');
    state[8] = 2;
    expect(() => h.setState(state)).toThrow('offset must be a multiple of 4');
  });

  test('host draws continue the stream past what kernels reserved', () => {
    const g = new CudaGenerator(7);
    const first = [g.next32(), g.next32(), g.next32(), g.next32(), g.next32()];
    expect(g.getState()[8]).toBe(8);
    g.manualSeed(7);
    expect([g.next32(), g.next32(), g.next32(), g.next32(), g.next32()]).toEqual(first);
  });

  test('launches as calc_execution_policy on 132 multiprocessors', () => {
    expect(distributionLaunch(1000, 4)).toEqual({ threads: 1024, rounds: 1, increment: 4 });
    expect(distributionLaunch(132 * 8 * 256 * 4 + 1, 4)).toEqual({ threads: 270336, rounds: 2, increment: 8 });
    expect(distributionLaunch(600000, 2)).toEqual({ threads: 270336, rounds: 2, increment: 8 });
  });

  test('uniform values lie in [from, to), element i of a small tensor from thread i', () => {
    const draw = { ...distributionLaunch(5, 4), seed: 3n, offset: 0n, wide: false, dist: { kind: 'uniform', from: 0, to: 1, range: 1 } } as const;
    const values = philoxValues(draw, 5, Math.fround);
    const words = philox(0, 0, 2, 0, 3, 0);
    expect(values[2]).toBe(Math.fround(Math.fround(words[0]!) * 2 ** -32 + 2 ** -33));
    for (const v of values) expect(v >= 0 && v < 1).toBe(true);
  });

  test("torch.manual_seed(0) then torch.rand on cuda gives PyTorch CUDA's numbers", () => {
    const g = new CudaGenerator(0);
    const rand = (n: number) => {
      const launch = distributionLaunch(n, 4);
      const dist: Distribution = { kind: 'uniform', from: 0, to: 1, range: 1 };
      return Array.from(philoxValues({ ...launch, ...g.reserve(launch.increment), wide: false, dist }, n, Math.fround),
        (v) => Math.round(v * 1e4) / 1e4);
    };
    // as PyTorch prints them on NVIDIA GPUs: two calls of ten, then a large tensor's rows 0 and 1
    expect(rand(10)).toEqual([0.3990, 0.5167, 0.0249, 0.9401, 0.9459, 0.7967, 0.4150, 0.8203, 0.2290, 0.9096]);
    expect(rand(10)).toEqual([0.9722, 0.7910, 0.4690, 0.3300, 0.3345, 0.3783, 0.7640, 0.6405, 0.1103, 0.3594]);
    g.manualSeed(0);
    expect(rand(10003).slice(9997)).toEqual([0.9971, 0.8137, 0.0429, 0.1117, 0.5124, 0.6413]);
  });
});
