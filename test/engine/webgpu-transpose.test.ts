/**
 * Pointwise kernels whose output walks their input across (transpose.ts): which run tiled, and that they agree with
 * the JS reference bit for bit, for every dtype's load and store, ragged tile edges, offsets and dims outside the
 * plane; skipped, with the reason, without an adapter.
 */
import { describe, expect, test } from 'vitest';
import { acquireGpu } from '../../engine/src/backends/webgpu/device.ts';
import { createWebGpuBackend } from '../../engine/src/backends/webgpu/index.ts';
import { transposePlane } from '../../engine/src/backends/webgpu/transpose.ts';
import { add, cast, input, neg } from '../../engine/src/ir/build.ts';
import { call } from '../../engine/src/index.ts';
import { DTYPES, type DTypeName } from '../../engine/src/dtype.ts';
import { PyScalar } from '../../engine/src/ops/schema.ts';
import { fromValues, type Tensor } from '../../engine/src/tensor.ts';
import { describeCall, mismatches, record, replay } from './webgpu-harness.ts';

const gpu = await acquireGpu();
const backend = gpu.ok ? createWebGpuBackend(gpu) : null;
const int = (v: number) => new PyScalar(v, 'int');

function tensor(dtype: DTypeName, shape: number[]): Tensor {
  const n = shape.reduce((a, b) => a * b, 1);
  const values = Array.from({ length: n }, (_, i) => (dtype === 'bool' ? (i * 7) % 3 === 0 ? 1 : 0 : ((i * 37) % 101) - 50));
  return fromValues(values, shape, DTYPES[dtype]);
}
const permute = (t: Tensor, dims: number[]) => call('permute', [t, dims.map(int)]) as Tensor;
const copyOf = (t: Tensor) => call('contiguous', [t]) as Tensor;

describe('which pointwise kernels run tiled', () => {
  const x = input(0, 'f32');
  const out = (shape: number[]) => tensor('float32', shape);
  test('a transposed input into a dense output, the plane its two contiguous dims', () => {
    expect(transposePlane(x, [out([40, 33]), permute(tensor('float32', [33, 40]), [1, 0])])).toMatchObject({ inner: 1, across: 0 });
    expect(transposePlane(neg(x), [out([3, 40, 17]), permute(tensor('float32', [3, 17, 40]), [0, 2, 1])])).not.toBeNull();
  });
  test('inputs read in order already, two inputs, small planes and coordinates run the generic loop', () => {
    expect(transposePlane(x, [out([40, 33]), tensor('float32', [40, 33])])).toBeNull();
    const t = permute(tensor('float32', [33, 40]), [1, 0]);
    expect(transposePlane(add(x, input(1, 'f32')), [out([40, 33]), t, t])).toBeNull();
    expect(transposePlane(x, [out([40, 4]), permute(tensor('float32', [4, 40]), [1, 0])])).toBeNull();
    expect(transposePlane(cast(input(0, 'i64'), 'f32'), [out([40, 33]), permute(tensor('int64', [33, 40]), [1, 0])]))
      .not.toBeNull();
  });
});

describe.skipIf(!backend)('tiled pointwise kernels vs the JS reference', () => {
  test.each(['float32', 'float16', 'bfloat16', 'float64', 'int64', 'int32', 'int8', 'uint8', 'bool'] as const)(
    '%s: row-major copies and casts of transposes, permutes and offset slices', async (dtype) => {
      const calls = record(() => {
        copyOf(permute(tensor(dtype, [33, 70]), [1, 0]));
        copyOf(permute(tensor(dtype, [2, 3, 9, 33]), [0, 3, 2, 1]));
        copyOf(permute(tensor(dtype, [17, 2, 40]), [2, 1, 0]));
        const sliced = call('slice', [call('slice', [tensor(dtype, [50, 60]), int(0), int(3), int(45)]) as Tensor,
          int(1), int(5), int(55)]) as Tensor;
        copyOf(permute(sliced, [1, 0]));
        // a cast keeps its input's layout: into a row-major output it reads across
        for (const to of ['float32', 'float16', 'int64', 'bool'] as const) {
          call('_to_copy', [permute(tensor(dtype, [40, 9]), [1, 0])], { dtype: DTYPES[to], memory_format: 'contiguous_format' });
        }
      });
      expect(calls.length).toBeGreaterThan(0);
      for (const c of calls) {
        expect(mismatches(c.before.t, await replay(backend!, c), c.after, { rtol: 0, atol: 0 }), describeCall(c)).toEqual([]);
      }
    });
});
