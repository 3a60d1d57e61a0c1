import { describe, expect, it } from 'vitest';
import { call as callAny, DTYPES, fromValues, heapStats, tidy, type Tensor } from '../../engine/src/index.ts';

const call = (name: string, args: readonly Tensor[]) => callAny(name, [...args]) as Tensor;

describe('tidy', () => {
  it('frees every tensor a JS loop of ops makes, so the heap stays where it was', () => {
    const n = 1 << 18;
    const a = fromValues(new Float32Array(n).fill(1.5), [n], DTYPES.float32);
    const b = fromValues(new Float32Array(n).fill(2), [n], DTYPES.float32);
    // results are read out inside: what tidy returns must not be a tensor it made
    const step = () => tidy(() => Number(call('sum', [call('exp', [call('mul', [a, b])])]).storage.data[0]));
    const sums = [step()]; // the first run may keep kernel scratch for the session
    const before = heapStats();
    for (let i = 0; i < 50; i++) sums.push(step());
    const after = heapStats();
    expect(new Set(sums).size).toBe(1);
    expect(sums[0]).toBeCloseTo(n * Math.exp(3), -2);
    expect(after.inUseBytes).toBe(before.inUseBytes);
    expect(after.topBytes - before.topBytes).toBeLessThanOrEqual(4 * n * 4);
    // the inputs, made outside, are untouched
    expect(a.storage.data[0]).toBe(1.5);
  });

  it('inside an engine call leaves its tensors to that call', () => {
    const a = fromValues(new Float32Array([1, 2]), [2], DTYPES.float32);
    const outer = tidy(() => {
      const inner = tidy(() => call('add', [a, a]));
      // still usable here: the inner tidy did not free what the outer call may go on using
      return Array.from(call('mul', [inner, inner]).storage.data as Float32Array);
    });
    expect(outer).toEqual([4, 16]);
  });
});
