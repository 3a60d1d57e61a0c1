/**
 * Golden conformance: each program under test/goldens/programs runs on the engine (the `npm run py` machinery)
 * and must print byte for byte what real PyTorch printed (test/goldens/expected, made by generate.py).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createNodeSession } from '../../src/runtime/node.ts';
import type { PythonSession } from '../../src/runtime/python.ts';

const dir = join(import.meta.dirname, '..', 'goldens');
const programs = readdirSync(join(dir, 'programs')).filter((f) => f.endsWith('.py')).sort();

describe('engine output matches real PyTorch', () => {
  let session: PythonSession;
  let stdout = '';
  let stderr = '';

  beforeAll(async () => {
    // the outputs were recorded with CPU-only PyTorch
    session = await createNodeSession({ stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; }, cuda: false });
  });

  it.each(programs)('%s', async (program) => {
    stdout = '';
    stderr = '';
    const path = join(dir, 'programs', program);
    const code = await session.runFile(path, readFileSync(path, 'utf8'));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toBe(readFileSync(join(dir, 'expected', program.replace(/\.py$/, '.out')), 'utf8'));
  });
});
