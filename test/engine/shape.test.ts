import { describe, expect, it } from 'vitest';
import { broadcastShapes, inferSize, viewStrides, wrapDim } from '../../engine/src/shape.ts';
import { MT19937 } from '../../engine/src/random.ts';

describe('broadcasting', () => {
  it('aligns shapes on the right', () => {
    expect(broadcastShapes([3, 1], [4])).toEqual([3, 4]);
    expect(broadcastShapes([5, 1, 6], [5, 3, 1])).toEqual([5, 3, 6]);
    expect(broadcastShapes([], [2, 2])).toEqual([2, 2]);
  });
  it("reports the last mismatching dim in PyTorch's words", () => {
    expect(() => broadcastShapes([3, 5], [5, 4])).toThrow(
      'The size of tensor a (5) must match the size of tensor b (4) at non-singleton dimension 1');
  });
});

describe('views', () => {
  it('infers one -1 and checks the element count', () => {
    expect(inferSize([-1, 4], 8)).toEqual([2, 4]);
    expect(() => inferSize([4, -1], 6)).toThrow("shape '[4, -1]' is invalid for input of size 6");
  });
  it('finds strides for viewable layouts only', () => {
    expect(viewStrides([2, 3], [3, 1], [3, 2])).toEqual([2, 1]);
    expect(viewStrides([3, 2], [1, 3], [6])).toBeNull(); // a transpose spans two subspaces
    expect(viewStrides([3, 2], [1, 3], [3, 2, 1])).toEqual([1, 3, 3]); // as torch .stride() reports
  });
  it('wraps negative dims', () => {
    expect(wrapDim(-1, 3)).toBe(2);
    expect(() => wrapDim(2, 2)).toThrow('Dimension out of range (expected to be in range of [-2, 1], but got 2)');
  });
});

describe('mt19937', () => {
  it('produces the reference sequence for the default seed', () => {
    const mt = new MT19937(5489);
    expect([mt.next32(), mt.next32(), mt.next32()]).toEqual([3499211612, 581869302, 3890346734]);
  });
});
