/**
 * Module hook options of current PyTorch that 1.13, the goldens' oracle, lacks (prepend, with_kwargs, always_call,
 * full backward pre-hooks, state-dict pre-hooks): test/fixtures/module-hooks/current_hooks.out follows current
 * PyTorch's torch/nn/modules/module.py. The hooks 1.13 has are golden-tested in test/goldens/programs/module_hooks.py.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createNodeSession } from '../../src/runtime/node.ts';

const fixtures = join(import.meta.dirname, '..', 'fixtures', 'module-hooks');

it('runs forward, backward and state-dict hooks as current PyTorch does', async () => {
  let stdout = '';
  const session = await createNodeSession({ stdout: (t) => { stdout += t; }, cuda: false });
  const source = readFileSync(join(fixtures, 'current_hooks.py'), 'utf8');
  expect(await session.runFile('current_hooks.py', source)).toBe(0);
  expect(stdout).toBe(readFileSync(join(fixtures, 'current_hooks.out'), 'utf8'));
});
