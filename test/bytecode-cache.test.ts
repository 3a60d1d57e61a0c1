import { join } from 'node:path';
import { loadPyodide } from 'pyodide';
import { describe, expect, it } from 'vitest';
import { BytecodeCache } from '../src/runtime/bytecode-cache.ts';
import { createNodeSession } from '../src/runtime/node.ts';
import { pythonSources, root } from '../src/runtime/python-files.ts';

describe('compiled modules cached between runs', () => {
  it('a session after the first imports torch from compiled modules, not from source', async () => {
    await createNodeSession({ cuda: false }); // fills the cache if this machine has not yet
    const session = await createNodeSession({ cuda: false });
    const report = await session.runCell(`import os, sys, torch, torch.nn.functional
[os.path.exists(m.__cached__) for m in (torch, torch._ops, torch.nn.functional)]  # => [True, True, True]`);
    expect(report.error).toBeNull();
    expect(report.checks.map((c) => c.pass)).toEqual([true]);
  });

  it('a module whose source changed misses, and is compiled again', async () => {
    const pyodide = await loadPyodide();
    const sources = pythonSources(join(root, 'engine', 'python'));
    const changed = { ...sources, 'torch/_ops.py': `${sources['torch/_ops.py']}\n# changed\n` };
    const found = Object.keys(new BytecodeCache(pyodide, changed).found);
    const has = (pattern: RegExp) => found.some((path) => pattern.test(path));
    expect(has(/^torch\/nn\/__pycache__\/functional\.cpython-\d+\.pyc$/)).toBe(true);
    expect(has(/^torch\/__pycache__\/_ops\./)).toBe(false);
  });
});
