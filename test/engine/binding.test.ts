/**
 * The Python binding's bookkeeping: tensors cross as handles, and handles come back when their Python tensors die.
 */
import { describe, expect, it } from 'vitest';
import { DTYPES, fromValues } from '../../engine/src/index.ts';
import { handles } from '../../engine/src/python/bridge.ts';
import { HandleTable } from '../../engine/src/python/handles.ts';
import { createNodeSession } from '../../src/runtime/node.ts';

describe('handle table', () => {
  const t = fromValues([1, 2], [2], DTYPES.float32);

  it('reuses the handles given back', () => {
    const table = new HandleTable();
    const a = table.put(t), b = table.put(t);
    table.release([a]);
    expect(table.put(t)).toBe(a);
    expect(table.get(b)).toBe(t);
    expect(table.live).toBe(2);
  });

  it('refuses a released handle', () => {
    const table = new HandleTable();
    const a = table.put(t);
    table.release([a]);
    expect(() => table.get(a)).toThrow('released');
    expect(() => table.release([a])).toThrow('released twice');
  });
});

describe('Python tensors', () => {
  it('give their handles back when they die, so a long loop holds few', async () => {
    const session = await createNodeSession();
    session.pyodide.runPython(`
import torch
a = torch.ones(3)
for _ in range(10000):
    b = a + 1
    b += a
    c = torch.add(b, a, alpha=2).sum()
`);
    expect(handles.live).toBeLessThan(3000);
    session.pyodide.runPython('del a, b, c\nimport gc\ngc.collect()\ntorch._engine.release_dead()');
    expect(handles.live).toBeLessThan(100);
  }, 60_000);

  it('read metadata and single values as PyTorch does', async () => {
    let out = '';
    const session = await createNodeSession({ stdout: (t) => { out += t; } });
    await session.runFile('/meta.py', `
import torch
x = torch.arange(6).reshape(2, 3)[:, 1:]
print(x.shape, x.dtype, x.dim(), x.numel(), x[1, 0].item(), x.float()[0, 1].item(), (x > 2)[1, 1].item())
y = torch.zeros(2)
y.data = torch.ones(3, dtype=torch.float64)
print(y.shape, y.dtype)
`);
    expect(out).toBe('torch.Size([2, 2]) torch.int64 2 4 4 2.0 True\ntorch.Size([3]) torch.float64\n');
  }, 60_000);
});
