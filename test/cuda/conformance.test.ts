/**
 * The conformance suite on the cuda device (WebGPU; SwiftShader where there is no GPU): every program runs with
 * `torch.set_default_device('cuda')`, so its tensors live on the device, and must print what CPU PyTorch printed
 * once the device suffix is set aside, with numbers equal within PyTorch-CUDA-like tolerances (GPU kernels round
 * differently from the CPU's; the cuda generator runs the CPU's algorithm, so seeded draws agree). The programs whose
 * output rightly differs on a GPU are listed with the reason.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { acquireGpu } from '../../engine/src/backends/webgpu/device.ts';
import { createNodeSession } from '../../src/runtime/node.ts';
import { CpuGenerator, setCudaGenerator } from '../../engine/src/random.ts';
import { currentOutput } from '../conformance/current.ts';
import { agreesOnGpu } from './agree.ts';

interface Case { area: string; name: string; source: string; stdout: string }

const cases: Case[] = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'conformance', 'cases.json'), 'utf8'));
const gpu = await acquireGpu();

const DEVICE_ASSERT = 'an out-of-range index is a device-side assert, reported at the next read, as in PyTorch CUDA';
/** Programs whose right output on a GPU differs from CPU PyTorch's. */
const DIFFERS_ON_GPU: Record<string, string> = {
  'interop-019': 'numpy() of a cuda tensor raises', 'interop-020': 'numpy() of a cuda tensor raises',
  'interop-021': 'numpy() of a cuda tensor raises', 'interop-022': 'numpy() of a cuda tensor raises',
  'interop-040': 'the legacy type name is torch.cuda.FloatTensor', 'printing-048': 'it prints the device',
  'linalg-034': 'integer matmul is not implemented on CUDA',
  'nn-065': 'a GPU batch norm rounds one element to 0 where the CPU has -5.96e-08, which changes the print format',
  'indexing-032': DEVICE_ASSERT, 'indexing-049': DEVICE_ASSERT, 'indexing-065': DEVICE_ASSERT,
  'indexing-067': DEVICE_ASSERT, 'indexing-068': DEVICE_ASSERT, 'indexing-069': DEVICE_ASSERT,
  'indexing-083': DEVICE_ASSERT, 'errors-035': DEVICE_ASSERT,
};

test.skipIf(!gpu.ok)('the conformance programs print on cuda what CPU PyTorch printed', async () => {
  // seeded programs draw on cuda what CPU PyTorch drew: the CPU's mt19937 in place of PyTorch CUDA's Philox
  setCudaGenerator(new CpuGenerator(0));
  let stdout = '';
  const session = await createNodeSession({ stdout: (t) => { stdout += t; }, stderr: (t) => { stdout += t; } });
  const wrong: string[] = [];
  for (const c of cases) {
    stdout = '';
    // on the program's first line, so traceback line numbers stay as recorded
    const source = c.source.replace(/^import torch\n/, "import torch; torch.set_default_device('cuda')\n");
    await session.runFile(`/conformance/${c.name}.py`, source);
    const expected = currentOutput(c.name, c.stdout);
    if (agreesOnGpu(stdout, expected) === (c.name in DIFFERS_ON_GPU)) wrong.push(`${c.name}:\n${stdout}\nexpected:\n${expected}`);
  }
  expect(wrong).toEqual([]);
}, 600_000);

if (!gpu.ok) test.skip(`no WebGPU here: ${gpu.reason}`, () => {});
