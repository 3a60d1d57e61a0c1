/**
 * A backward pass computes only the gradients some input takes, as PyTorch's should_compute_output: an input that does
 * not require grad (a network's data) costs no kernel.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { backward, call, DTYPES, fromValues, getOp, Tensor } from '../../engine/src/index.ts';

const values = (n: number) => Array.from({ length: n }, (_, i) => ((i * 7) % 5) / 4 - 0.5);
const leaf = (shape: number[], requiresGrad: boolean) => {
  const t = fromValues(values(shape.reduce((a, b) => a * b, 1)), shape, DTYPES.float32);
  t.requiresGrad = requiresGrad;
  return t;
};

/** How many times each of `names` runs during `fn`. */
function counting(names: readonly string[], fn: () => void): Record<string, number> {
  const counts = Object.fromEntries(names.map((n) => [n, 0]));
  for (const name of names) {
    const op = getOp(name);
    const impl = op.impl;
    vi.spyOn(op, 'impl').mockImplementation((args, backend) => {
      counts[name]!++;
      return impl(args, backend);
    });
  }
  fn();
  return counts;
}

afterEach(() => { vi.restoreAllMocks(); });

describe('gradients only where an input needs one', () => {
  test("linear's backward runs one matmul when its input needs no gradient", () => {
    const x = leaf([4, 3], false), w = leaf([2, 3], true), b = leaf([2], true);
    const loss = call('sum', [call('linear', [x, w, b]) as Tensor]) as Tensor;
    expect(counting(['mm'], () => backward([loss], [null], { retainGraph: false, createGraph: false }))).toEqual({ mm: 1 });
    expect(w.grad?.shape).toEqual([2, 3]);
    expect(x.grad).toBeFalsy();
  });

  test('a constant operand of mul takes no kernel for its gradient', () => {
    const x = leaf([5], true), c = leaf([5], false);
    const loss = call('sum', [call('mul', [x, c]) as Tensor]) as Tensor;
    expect(counting(['mul'], () => backward([loss], [null], { retainGraph: false, createGraph: false }))).toEqual({ mul: 1 });
  });

  test('both gradients when both inputs need them', () => {
    const x = leaf([4, 3], true), w = leaf([2, 3], true);
    const loss = call('sum', [call('linear', [x, w]) as Tensor]) as Tensor;
    expect(counting(['mm'], () => backward([loss], [null], { retainGraph: false, createGraph: false }))).toEqual({ mm: 2 });
  });
});
