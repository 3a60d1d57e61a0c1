/**
 * torch.compile's captures (torch/_dynamo/eval_frame.py over engine/src/trace.ts): compiled.py compares every
 * replay with eager execution to the bit, counts the fused chains, and checks recapture on changed guards and the
 * eager fallback after a graph break; compiled.out is what it must print.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createNodeSession } from '../../src/runtime/node.ts';

it('compiled code replays eager results to the bit, fuses pointwise chains, and recaptures or falls back', async () => {
  let stdout = '';
  const session = await createNodeSession({ stdout: (t) => { stdout += t; }, cuda: false });
  const path = join(import.meta.dirname, 'compiled.py');
  expect(await session.runFile(path, readFileSync(path, 'utf8'))).toBe(0);
  expect(stdout).toBe(readFileSync(join(import.meta.dirname, 'compiled.out'), 'utf8'));
});
