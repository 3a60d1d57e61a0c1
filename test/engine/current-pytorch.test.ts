/**
 * Behaviour of current PyTorch that 1.13, the goldens' oracle, lacks or prints differently (module hook options,
 * full backward pre-hooks, state-dict pre-hooks, parametrizations.weight_norm, ModuleList's compressed repr): each
 * program in test/fixtures/current-pytorch has its expected output beside it, following current PyTorch's source as
 * the program's header says. Everything 1.13 can check is in the goldens instead.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { createNodeSession } from '../../src/runtime/node.ts';
import type { PythonSession } from '../../src/runtime/python.ts';

const fixtures = join(import.meta.dirname, '..', 'fixtures', 'current-pytorch');
const programs = readdirSync(fixtures).filter((f) => f.endsWith('.py')).sort();

let session: PythonSession;
let stdout = '';

beforeAll(async () => {
  session = await createNodeSession({ stdout: (t) => { stdout += t; }, cuda: false });
});

it.each(programs)('%s prints what current PyTorch prints', async (program) => {
  stdout = '';
  const source = readFileSync(join(fixtures, program), 'utf8');
  expect(await session.runFile(program, source)).toBe(0);
  expect(stdout).toBe(readFileSync(join(fixtures, program.replace(/\.py$/, '.out')), 'utf8'));
});
