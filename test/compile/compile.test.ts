/**
 * Programs over recorded traces (engine/src/trace.ts), each with the output it must print: torch.compile's captures
 * (compiled.py compares every replay with eager execution to the bit, counts fused chains, checks recapture on
 * changed guards and the eager fallback after a graph break) and torch.onnx.export run by onnxruntime-web.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createNodeSession } from '../../src/runtime/node.ts';

async function prints(program: string): Promise<string> {
  let stdout = '';
  const session = await createNodeSession({ stdout: (t) => { stdout += t; }, cuda: false });
  const path = join(import.meta.dirname, program);
  expect(await session.runFile(path, readFileSync(path, 'utf8'))).toBe(0);
  return stdout;
}

const expected = (program: string) => readFileSync(join(import.meta.dirname, program.replace(/\.py$/, '.out')), 'utf8');

it('compiled code replays eager results to the bit, fuses pointwise chains, and recaptures or falls back', async () => {
  expect(await prints('compiled.py')).toBe(expected('compiled.py'));
});

it('an exported ONNX model runs in onnxruntime-web with a dynamic batch and matches the engine', async () => {
  expect(await prints('onnx_export.py')).toBe(expected('onnx_export.py'));
});
