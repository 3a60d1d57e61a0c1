/**
 * Convolutions (1-3 spatial dims; strides, padding, dilation, groups, bias; 1x1 and 3x3; channels_last; transposed;
 * a gradient of a gradient) and batch norm (training and evaluation, running statistics, affine or not) on the cuda
 * device agree with the CPU within PyTorch CUDA's tolerances, gradients and layouts included: the device takes
 * other forms than the CPU's kernels (conv-gemm.ts, batch-norm-device.ts). Skipped, with the reason, without an adapter.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { acquireGpu } from '../../engine/src/backends/webgpu/device.ts';
import { createNodeSession } from '../../src/runtime/node.ts';

const gpu = await acquireGpu();

test.skipIf(!gpu.ok)('convolution and batch norm on the cuda device agree with the CPU', async () => {
  let stdout = '', stderr = '';
  const session = await createNodeSession({ stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; } });
  const path = join(import.meta.dirname, 'conv_batchnorm.py');
  expect(await session.runFile(path, readFileSync(path, 'utf8'))).toBe(0);
  expect(stderr).toBe('');
  expect(stdout).toMatch(/^\d+ agree\n$/);
}, 600_000);

if (!gpu.ok) test.skip(`no WebGPU here: ${gpu.reason}`, () => {});
