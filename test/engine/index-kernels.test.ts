/**
 * The IR's positional nodes and the ordered scatter, on both backends: `coord` gives the output's logical
 * coordinates whatever dims the loop merges or drops, `load` reads at an offset from a strided view, and `scatter`
 * applies updates in row-major order (later writes to one place win, accumulations follow the updates' order).
 */
import { describe, expect, test } from 'vitest';
import type { Backend } from '../../engine/src/backend.ts';
import { jsBackend } from '../../engine/src/backends/js/index.ts';
import { wasmBackend } from '../../engine/src/backends/wasm/index.ts';
import { DTYPES, exportValues, fromValues } from '../../engine/src/index.ts';
import { add, arg, cast, constant, coord, eq, input, load, mul, neg, select } from '../../engine/src/ir/build.ts';
import { Tensor } from '../../engine/src/tensor.ts';

const read = (t: Tensor) => Array.from(exportValues(t) as ArrayLike<number | bigint>, Number);

describe.each([['js', jsBackend], ['wasm', wasmBackend]] as [string, Backend][])('%s backend', (_, backend) => {
  test('coord gives logical coordinates, with size-1 dims dropped and a strided output', () => {
    // out[i, 0, j] = 10 * i + j, written through a transposed view so the loop cannot run flat
    const base = Tensor.empty(DTYPES.float32, [4, 1, 3]);
    const view = base.view([3, 1, 4], [1, 3, 3]);
    backend.pointwise({ body: cast(add(mul(coord(0), 10), coord(2)), 'f64'), args: [] }, [], view);
    expect(read(view)).toEqual([0, 1, 2, 3, 10, 11, 12, 13, 20, 21, 22, 23]);
  });

  test('load reads input j at an offset from its own position', () => {
    // out[r, c] = source[r, index[r, c]] through a stride-0 view along the indexed dim
    const source = fromValues([1, 2, 3, 4, 5, 6], [2, 3], DTYPES.float64);
    const index = fromValues([2, 0, 1, 1], [2, 2], DTYPES.int64);
    const out = Tensor.output(DTYPES.float64, [2, 2]);
    const body = load(0, mul(input(1, 'i64'), arg(0, 'i64')));
    backend.pointwise({ body, args: [1] }, [source.view([2, 2], [3, 0]), index], out);
    expect(read(out)).toEqual([3, 1, 5, 5]);
  });

  test('scatter applies updates in order: the last write wins, accumulations keep their order', () => {
    const index = fromValues([1, 0, 1, 1, 1, 1, 1, 1, 1, 1], [10], DTYPES.int64);
    const values = fromValues([1e8, 2, 1, 1, 1, 1, 1, 1, 1, 1], [10], DTYPES.float32);
    const at = input(1, 'i64');
    const placed = (t: Tensor) => t.view([10], [0]);
    const set = Tensor.empty(DTYPES.float32, [2]);
    backend.scatter({ body: input(2), at, args: [] }, [placed(set), index, values], placed(set));
    expect(read(set)).toEqual([2, 1]);
    // float32 rounding after each add: every 1 added to 1e8 is lost, where the ones summed first would count
    const acc = Tensor.empty(DTYPES.float32, [2]);
    const body = cast(add(cast(load(0, at, 'f64'), 'f32'), input(2, 'f32')), 'f64');
    backend.scatter({ body, at, args: [] }, [placed(acc), index, values], placed(acc));
    expect(read(acc)).toEqual([2, 1e8]);
  });

  test('a scatter reads what earlier elements of the same call wrote (a running sum along a dim)', () => {
    const x = fromValues([1, 2, 3, 4, 5, 6], [2, 3], DTYPES.int64);
    const acc = Tensor.output(DTYPES.int64, [2, 3]);
    const first = eq(coord(1), 0);
    const previous = load(0, select(first, 0, neg(arg(0, 'i64'))), 'i64');
    const body = add(input(1, 'i64'), select(first, 0, previous));
    backend.scatter({ body, at: constant(0n), args: [1] }, [acc, x], acc);
    expect(read(acc)).toEqual([1, 3, 6, 4, 9, 15]);
  });
});
