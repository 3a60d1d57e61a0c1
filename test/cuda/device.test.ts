/**
 * The cuda device end to end from Python, on WebGPU (SwiftShader where there is no GPU): factories, moves, reprs,
 * reads, mixed-device errors, autograd and an optimizer on the device, torch.cuda's queries, torch.compile's fused
 * kernels, view(dtype) aliases of device bytes, mixed precision, every op's results on its inputs' device. The
 * expected output follows PyTorch CUDA's semantics (reprs, errors, where results live, autocast's dtypes); values
 * are small integers or booleans, so GPU rounding cannot change them, or the generator's uniform draws, which are
 * PyTorch CUDA's bits, or bit patterns.
 * Skipped, with the reason, without an adapter.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { acquireGpu } from '../../engine/src/backends/webgpu/device.ts';
import { createNodeSession } from '../../src/runtime/node.ts';

const gpu = await acquireGpu();

// mixed precision as PyTorch CUDA runs it: autocast's per-op dtypes, GradScaler's steps and errors, the older spellings
const amp = readdirSync(import.meta.dirname).filter((f) => /^amp_.*\.py$/.test(f)).map((f) => f.slice(0, -3)).sort();

test.skipIf(!gpu.ok).each(['semantics', 'rng', 'compiled', 'view_dtype', 'int_exact', 'int_wrap', 'int64_to_float', 'accelerator', 'follows_inputs', ...amp])('%s.py on the cuda device prints what PyTorch CUDA prints', async (name) => {
  let stdout = '', stderr = '';
  const session = await createNodeSession({ stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; } });
  const path = join(import.meta.dirname, `${name}.py`);
  expect(await session.runFile(path, readFileSync(path, 'utf8')), stderr).toBe(0);
  expect(stderr).toBe('');
  expect(stdout).toBe(readFileSync(join(import.meta.dirname, `${name}.out`), 'utf8'));
});

if (!gpu.ok) test.skip(`no WebGPU here: ${gpu.reason}`, () => {});
