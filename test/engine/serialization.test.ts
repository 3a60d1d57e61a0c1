/**
 * torch.save and torch.load against real PyTorch's files (test/fixtures/serialization, written by make_fixtures.py
 * with PyTorch): the engine loads them and prints what PyTorch printed loading them; it writes the same objects
 * itself and loads those back with the same output; and torch.load follows current PyTorch's weights_only rules.
 * check_real_torch.py, run by hand, has real PyTorch load the files the engine writes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { createNodeSession } from '../../src/runtime/node.ts';
import type { PythonSession } from '../../src/runtime/python.ts';

const fixtures = join(import.meta.dirname, '..', 'fixtures', 'serialization');
const expected = (name: string) => readFileSync(join(fixtures, name), 'utf8');

let session: PythonSession;
let stdout = '';

beforeAll(async () => {
  session = await createNodeSession({ stdout: (t) => { stdout += t; }, cuda: false });
  const { FS } = session.pyodide;
  FS.mkdirTree('/fixtures');
  FS.mount(FS.filesystems.NODEFS, { root: fixtures }, '/fixtures');
});

/** What a fixture program prints when run with these arguments. */
async function run(program: string, ...args: string[]): Promise<string> {
  stdout = '';
  const path = `/fixtures/${program}`;
  session.pyodide.globals.get('__import__')('sys').argv = session.pyodide.toPy([path, ...args]);
  expect(await session.runFile(path, readFileSync(join(fixtures, program), 'utf8'))).toBe(0);
  return stdout;
}

it('loads the files real PyTorch wrote: every dtype, shared views, state dicts, optimizers, modules, legacy files',
  async () => {
    expect(await run('load_fixtures.py', '/fixtures')).toBe(expected('load_fixtures.out'));
  });

it('writes files that load as PyTorch\'s own do', async () => {
  await run('make_fixtures.py', '/tmp/written');
  expect(await run('load_fixtures.py', '/tmp/written')).toBe(expected('load_fixtures.out'));
});

it('loads weights only by default, with PyTorch\'s allowlist, safe globals and errors', async () => {
  expect(await run('weights_only.py')).toBe(expected('weights_only.out'));
});
