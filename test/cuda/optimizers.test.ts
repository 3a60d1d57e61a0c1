/**
 * Optimizer steps on the cuda device, which take fused kernels (ops/fused-*.ts) where the CPU runs the single-tensor
 * chain of ops, agree with the CPU within PyTorch CUDA's tolerances, state and GradScaler steps included. Skipped,
 * with the reason, without an adapter.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { acquireGpu } from '../../engine/src/backends/webgpu/device.ts';
import { createNodeSession } from '../../src/runtime/node.ts';

const gpu = await acquireGpu();

test.skipIf(!gpu.ok)('optimizer steps on the cuda device agree with the CPU', async () => {
  let stdout = '', stderr = '';
  const session = await createNodeSession({ stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; } });
  const path = join(import.meta.dirname, 'optimizers.py');
  expect(await session.runFile(path, readFileSync(path, 'utf8'))).toBe(0);
  expect(stderr).toBe('');
  expect(stdout).toMatch(/^\d+ agree\n$/);
}, 600_000);

if (!gpu.ok) test.skip(`no WebGPU here: ${gpu.reason}`, () => {});
