/**
 * The cuda device end to end from Python, on WebGPU (SwiftShader where there is no GPU): factories, moves, reprs,
 * reads, mixed-device errors, autograd and an optimizer on the device, torch.cuda's queries. The expected output
 * follows PyTorch CUDA's semantics (reprs, errors, where results live); values are small integers or booleans, so
 * GPU rounding cannot change them. Skipped, with the reason, without an adapter.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { acquireGpu } from '../../engine/src/backends/webgpu/device.ts';
import { createNodeSession } from '../../src/runtime/node.ts';

const gpu = await acquireGpu();

test.skipIf(!gpu.ok)('a program on the cuda device prints what PyTorch CUDA prints', async () => {
  let stdout = '', stderr = '';
  const session = await createNodeSession({ stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; } });
  const path = join(import.meta.dirname, 'semantics.py');
  expect(await session.runFile(path, readFileSync(path, 'utf8'))).toBe(0);
  expect(stderr).toBe('');
  expect(stdout).toBe(readFileSync(join(import.meta.dirname, 'semantics.out'), 'utf8'));
});

if (!gpu.ok) test.skip(`no WebGPU here: ${gpu.reason}`, () => {});
