/**
 * Philox distribution kernels on the GPU against the same draws made on the host (philox.ts philoxValues): uniform
 * and bernoulli to the bit, normal within float32 tolerances, over dtypes, strided outputs and several rounds.
 * Skipped without an adapter.
 */
import { describe, expect, test } from 'vitest';
import { acquireGpu } from '../../engine/src/backends/webgpu/device.ts';
import { createWebGpuBackend } from '../../engine/src/backends/webgpu/index.ts';
import { DTYPES, type DTypeName } from '../../engine/src/dtype.ts';
import { distributionLaunch, philoxValues, type FloatDistribution } from '../../engine/src/philox.ts';
import { bernoulliOf, normalOf, uniformOf } from '../../engine/src/ops/philox-fill.ts';
import type { Tensor } from '../../engine/src/tensor.ts';

const gpu = await acquireGpu();
const backend = gpu.ok ? createWebGpuBackend(gpu) : null;

/** The GPU's values of `dist` filling `t` (a view of a fresh buffer), and the host's, rounded to t's dtype. */
async function both(t: Tensor, dist: FloatDistribution, seed = 0x1234_5678_9abcn, offset = 8n) {
  const draw = { ...distributionLaunch(t.numel, 4), seed, offset, wide: false, dist };
  backend!.random!(t, draw);
  const got = await backend!.values(t);
  const cell = t.dtype.view(new ArrayBuffer(8), 0, 1);
  const round = (x: number) => { t.dtype.store(cell, 0, x); return Number(t.dtype.load(cell, 0)); };
  return { got, want: Array.from(philoxValues(draw, t.numel, round), round) };
}

describe.skipIf(!backend)('Philox on the GPU', () => {
  test.each(['float32', 'float16', 'bfloat16'] as DTypeName[])('rand into %s matches the host to the bit', async (d) => {
    const dtype = DTYPES[d];
    const { got, want } = await both(backend!.empty(dtype, [3, 333]), uniformOf(0, 1, dtype));
    expect(got).toEqual(want);
  });

  test('uniform over another range agrees to the rounding of its multiply-add', async () => {
    const { got, want } = await both(backend!.empty(DTYPES.float32, [999]), uniformOf(-2, 3, DTYPES.float32));
    expect(got.every((v, i) => Math.abs(v - want[i]!) <= 5 * 2 ** -23 && v >= -2 && v < 3)).toBe(true);
  });

  test.each(['float32', 'int64', 'uint8', 'bool', 'float16'] as DTypeName[])('bernoulli into %s matches the host', async (d) => {
    const dtype = DTYPES[d];
    const { got, want } = await both(backend!.empty(dtype, [1001]), bernoulliOf(0.3, dtype));
    expect(got).toEqual(want);
    const ones = got.filter((v) => v === 1).length;
    expect(ones > 220 && ones < 380).toBe(true);
  });

  test('normal agrees within float32 tolerances, over several rounds of a full grid and a strided view', async () => {
    // more elements than one round of 270336 threads holds
    const n = 270336 * 4 + 37;
    const { got, want } = await both(backend!.empty(DTYPES.float32, [n]), normalOf(1, 2, DTYPES.float32), 99n, 0n);
    const bad = got.findIndex((v, i) => !(Math.abs(v - want[i]!) <= 1e-5 + 2e-5 * Math.abs(want[i]!)));
    expect(bad).toBe(-1);
    const base = backend!.empty(DTYPES.float32, [6, 8]);
    const strided = base.view([4, 3], [1, 16], 2);
    const s = await both(strided, uniformOf(0, 1, DTYPES.float32));
    expect(s.got).toEqual(s.want);
    // only the view's elements were written
    expect((await backend!.values(base)).filter((v) => v !== 0).length).toBe(12);
  });
});

if (!gpu.ok) test.skip(`no WebGPU here: ${gpu.reason}`, () => {});
