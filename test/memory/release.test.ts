/**
 * Tensor memory is released while a cell runs: loops in one Python program keep the heap's in-use bytes flat,
 * whatever holds tensors across steps (graphs, hooks, custom Functions, optimizers), and an impossible allocation
 * fails with PyTorch's own error while the session keeps working.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createNodeSession } from '../../src/runtime/node.ts';
import type { PythonSession } from '../../src/runtime/python.ts';

let session: PythonSession;
let stdout = '';
let stderr = '';

beforeAll(async () => {
  session = await createNodeSession({ stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; } });
});

async function run(source: string): Promise<string> {
  stdout = '';
  stderr = '';
  const code = await session.runFile('/memory.py', source);
  expect(stderr).toBe('');
  expect(code).toBe(0);
  return stdout;
}

/** Runs `step(i)` 60 times after `setup`; the in-use bytes after step 10 and after the last. */
async function inUseAcrossLoop(setup: string, step: string): Promise<[number, number]> {
  const out = await run(`import torch
torch.manual_seed(0)
${setup}
def step(i):
${step.split('\n').map((l) => `    ${l}`).join('\n')}
for i in range(60):
    step(i)
    if i == 9:
        base = torch._engine.heap_stats().inUseBytes
print(base, torch._engine.heap_stats().inUseBytes)
`);
  const [base, end] = out.trim().split(' ').map(Number);
  return [base!, end!];
}

const mlp = `model = torch.nn.Sequential(torch.nn.Linear(4, 16), torch.nn.ReLU(), torch.nn.Linear(16, 1))
x = torch.randn(32, 4)
y = torch.randn(32, 1)`;

describe('a long loop in one cell keeps the heap flat', () => {
  const loops: Record<string, [string, string]> = {
    'training with Adam': [`${mlp}\nopt = torch.optim.Adam(model.parameters(), lr=0.01)`,
      'opt.zero_grad()\ntorch.nn.functional.mse_loss(model(x), y).backward()\nopt.step()'],
    'forward passes whose graphs are never backpropagated': [mlp, 'out = model(x).sum()'],
    'backward with retain_graph, twice per graph': [mlp,
      'loss = model(x).pow(2).mean()\nloss.backward(retain_graph=True)\nloss.backward()\nmodel.zero_grad()'],
    'hooks and retained grads on intermediates': [mlp, `h = model[0](x)
h.retain_grad()
h.register_hook(lambda g: g * 2)
model[2](h.relu()).sum().backward()
model.zero_grad()`],
    'custom autograd Functions': [`${mlp}
class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, a):
        ctx.save_for_backward(a)
        return a * a
    @staticmethod
    def backward(ctx, g):
        (a,) = ctx.saved_tensors
        return 2 * a * g`, 'Square.apply(model(x)).sum().backward()\nmodel.zero_grad()'],
    'double backward through autograd.grad': [mlp, `out = model(x).pow(2).sum()
(g,) = torch.autograd.grad(out, model[0].weight, create_graph=True)
g.norm().backward()
model.zero_grad()`],
    'evaluation under no_grad, with printing': [mlp, 'with torch.no_grad():\n    s = repr(model(x)[:3])'],
    'ops that fail after allocating': ['', `try:
    torch.ones(3, requires_grad=True).exp() + torch.ones(4)
except RuntimeError:
    pass`],
  };
  it.each(Object.keys(loops))('%s', async (name) => {
    const [base, end] = await inUseAcrossLoop(...loops[name]!);
    expect(base).toBeGreaterThan(0);
    expect(end).toBeLessThanOrEqual(base * 1.1);
  });

  it('the 1000-step training program stays within 10% of its heap after step 10', async () => {
    const out = await run(readFileSync(join(import.meta.dirname, 'training_heap.py'), 'utf8'));
    const [, base, end] = /after step 10: (\d+) bytes, after step 1000: (\d+) bytes/.exec(out)!.map(Number);
    expect(end).toBeLessThanOrEqual(base! * 1.1);
  });
});

describe('dead tensors hold little memory', () => {
  it('large results are given back within a few ops, so the heap grows by a few of them, not by a batch', async () => {
    // 40 results of 4 MB: held back in the usual batches of up to 64 dead tensors, they would all stay in the heap
    const out = await run(`import torch
x = torch.ones(1 << 20)
top = torch._engine.heap_stats().topBytes
for _ in range(40):
    x = x * 1.0001
print(torch._engine.heap_stats().topBytes - top)
`);
    expect(Number(out)).toBeLessThanOrEqual(4 * (4 << 20));
  });
});

describe('out of memory', () => {
  it.each([['torch.zeros(10**10)', 40000000000], ['torch.empty(2**40)', 4398046511104]])(
    '%s raises PyTorch\'s RuntimeError and the session keeps working', async (expr, bytes) => {
      const out = await run(`import torch
try:
    ${expr}
except RuntimeError as e:
    print(type(e).__name__, e)
print(torch.ones(2, 2).sum())
`);
      expect(out).toBe('RuntimeError [enforce fail at alloc_cpu.cpp:124] err == 0. DefaultCPUAllocator: can\'t ' +
        `allocate memory: you tried to allocate ${bytes} bytes. Error code 12 (Cannot allocate memory)\n` +
        'tensor(4.)\n');
    });
});
