/**
 * A lesson on the cuda device: every cell of the broadcasting lesson runs with the session's default device set to
 * cuda (WebGPU; SwiftShader without a GPU), and every value the text quotes agrees with what the cell printed there,
 * within PyTorch CUDA's tolerances and with the device suffix set aside (test/cuda/agree.ts).
 */
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { acquireGpu } from '../../engine/src/backends/webgpu/device.ts';
import { readLessonCells } from '../../src/lessons/read.ts';
import { createNodeSession } from '../../src/runtime/node.ts';
import { agreesOnGpu } from './agree.ts';

const gpu = await acquireGpu();
const LESSON = join(import.meta.dirname, '..', '..', 'lessons', 'effective-pytorch', '03-broadcasting.mdx');

test.skipIf(!gpu.ok)('the broadcasting lesson quotes the right values when its tensors live on cuda', async () => {
  const session = await createNodeSession();
  await session.runCell("import torch\ntorch.set_default_device('cuda')");
  const problems: string[] = [];
  let checks = 0, onDevice = 0;
  for (const cell of readLessonCells(LESSON).filter((c) => c.kind === 'cell')) {
    const report = await session.runCell(cell.code, { ...cell.options, id: cell.id });
    const raises = cell.options['raises'];
    if (report.error && !(raises && report.errorType?.startsWith(raises))) problems.push(`${cell.id} raised: ${report.error}`);
    for (const c of report.checks) {
      checks++;
      if (c.actual.includes("device='cuda:0'")) onDevice++;
      if (!c.pass && !agreesOnGpu(c.actual, c.expected)) problems.push(`${cell.id}: expected ${c.expected}, got ${c.actual}`);
    }
  }
  expect(problems).toEqual([]);
  expect(checks).toBeGreaterThan(5);
  // the quoted tensors really were on the device
  expect(onDevice).toBeGreaterThan(0);
});

if (!gpu.ok) test.skip(`no WebGPU here: ${gpu.reason}`, () => {});
