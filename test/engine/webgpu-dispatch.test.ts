/**
 * What recording a dispatch reuses: bind groups cached by (layout, buffers) and forgotten with their buffers, and
 * kernel parameters at dynamic offsets in one buffer, which a batch overflowing it submits early. Skipped without an
 * adapter.
 */
import { describe, expect, test } from 'vitest';
import { BindGroups } from '../../engine/src/backends/webgpu/bind-groups.ts';
import { acquireGpu } from '../../engine/src/backends/webgpu/device.ts';
import { createWebGpuBackend } from '../../engine/src/backends/webgpu/index.ts';
import { Layouts } from '../../engine/src/backends/webgpu/layouts.ts';
import { USAGE } from '../../engine/src/backends/webgpu/pool.ts';
import { DTYPES } from '../../engine/src/dtype.ts';
import { add, arg, input } from '../../engine/src/ir/build.ts';
import { fromValues } from '../../engine/src/tensor.ts';

const gpu = await acquireGpu();
const device = gpu.ok ? gpu.device : null;

describe.skipIf(!device)('WebGPU dispatch recording', () => {
  const buffer = () => device!.createBuffer({ size: 256, usage: USAGE.STORAGE | USAGE.COPY_DST });

  test('a bind group is made once per layout and buffers, and again after its buffers are forgotten', () => {
    const groups = new BindGroups(device!);
    const layouts = new Layouts(device!);
    const [a, b, c, params] = [buffer(), buffer(), buffer(), buffer()];
    const two = layouts.get(2);
    const first = groups.get(two, [a, b], params, 256);
    expect(groups.get(two, [a, b], params, 256)).toBe(first);
    expect(groups.get(two, [b, a], params, 256)).not.toBe(first);
    expect(groups.get(two, [a, c], params, 256)).not.toBe(first);
    const withClaims = groups.get(layouts.get(1, true), [a, c], params, 256);
    expect(withClaims).not.toBe(groups.get(two, [a, c], params, 256));
    groups.forget(new Set([b]));
    expect(groups.get(two, [a, b], params, 256)).not.toBe(first);
  });

  test('the cache keeps its newest 4096 bind groups, dropping the oldest first', () => {
    const groups = new BindGroups(device!);
    const two = new Layouts(device!).get(2);
    const buffers = Array.from({ length: 92 }, buffer);
    const params = buffer();
    const pairs = buffers.flatMap((a, i) => buffers.slice(i + 1).map((b) => [a, b]));
    const made = pairs.slice(0, 4097).map((pair) => groups.get(two, pair, params, 256));
    expect(groups.get(two, pairs[4096]!, params, 256)).toBe(made[4096]);
    expect(groups.get(two, pairs[1]!, params, 256)).toBe(made[1]);
    expect(groups.get(two, pairs[0]!, params, 256)).not.toBe(made[0]);
  });

  test('each of more dispatches than the parameter buffer holds reads its own parameters', async () => {
    const backend = createWebGpuBackend(gpu as Extract<typeof gpu, { ok: true }>);
    const t = backend.upload(fromValues([0, 1], [2], DTYPES.float32));
    const n = 2500;
    for (let i = 0; i < n; i++) backend.pointwise({ body: add(input(0, 'f32'), arg(0, 'f32')), args: [i] }, [t], t);
    const sum = (n * (n - 1)) / 2;
    expect(await backend.values(t)).toEqual([sum, sum + 1]);
  });

  test('kernels keep running on the buffers the pool hands out after emptyCache', async () => {
    const backend = createWebGpuBackend(gpu as Extract<typeof gpu, { ok: true }>);
    const kernel = { body: add(input(0, 'f32'), input(1, 'f32')), args: [] };
    const x = backend.upload(fromValues([1, 2, 3], [3], DTYPES.float32));
    const first = backend.empty(DTYPES.float32, [3], false);
    backend.pointwise(kernel, [x, x], first);
    expect(await backend.values(first)).toEqual([2, 4, 6]);
    first.storage.dispose();
    backend.emptyCache();
    const second = backend.empty(DTYPES.float32, [3]);
    backend.pointwise(kernel, [x, second], second);
    expect(await backend.values(second)).toEqual([1, 2, 3]);
  });
});
