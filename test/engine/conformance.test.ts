/**
 * Golden conformance: each program runs on the engine (the `npm run py` machinery) and must print byte for byte what
 * real PyTorch printed. Two suites share one session: test/goldens (expected outputs made by generate.py) and
 * test/programs, tutorial-style programs with their expected outputs beside them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createNodeSession } from '../../src/runtime/node.ts';
import type { PythonSession } from '../../src/runtime/python.ts';

const root = join(import.meta.dirname, '..');

/** A suite's programs, each as `suite/NAME.py` with where it lives and where PyTorch's output for it is. */
function suite(name: string, programs: string, expected: string) {
  return readdirSync(programs).filter((f) => f.endsWith('.py')).sort().map((f) => ({
    name: `${name}/${f}`,
    path: join(programs, f),
    expected: join(expected, f.replace(/\.py$/, '.out')),
  }));
}

/**
 * The long training runs and the whole torchvision models check the default backend: on the JS reference backend
 * (some 50 times slower) one would take minutes, and every op they use is checked there by the other programs.
 */
const LONG_RUN = /^goldens\/long_run_|^goldens\/vision_models_|^programs\/vision_finetune_|^programs\/basics_quickstart_/;
const onReference = process.env['TORCH_BACKEND'] === 'js';

const cases = [
  ...suite('goldens', join(root, 'goldens', 'programs'), join(root, 'goldens', 'expected')),
  ...suite('programs', join(root, 'programs'), join(root, 'programs', 'expected')),
].filter((c) => !(onReference && LONG_RUN.test(c.name)));

describe('engine output matches real PyTorch', () => {
  let session: PythonSession;
  let stdout = '';
  let stderr = '';

  beforeAll(async () => {
    // the outputs were recorded with CPU-only PyTorch
    session = await createNodeSession({ stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; }, cuda: false });
    // each dead tensor's handle goes back at once rather than in batches, so a handle used after its Python tensor
    // died fails every run instead of only when a batch happens to fill at that moment
    session.pyodide.runPython('import torch._engine\ntorch._engine.release_after[0] = 1');
  });

  it.each(cases)('$name', async ({ path, expected }) => {
    stdout = '';
    stderr = '';
    const code = await session.runFile(path, readFileSync(path, 'utf8'));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toBe(readFileSync(expected, 'utf8'));
  });
});
