/** The lesson checker (npm run check) over the real packs and over a lesson built to fail in every way. */
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseMeta } from '../src/lessons/cells.ts';
import { readPacks } from '../src/lessons/pack.ts';
import { readLessonCells } from '../src/lessons/read.ts';
import { verifyLesson } from '../src/lessons/verify.ts';
import { createNodeSession } from '../src/runtime/node.ts';
import type { PythonSession } from '../src/runtime/python.ts';
import { cellPasses } from '../src/runtime/verdict.ts';

const root = join(import.meta.dirname, '..');
let session: PythonSession;
beforeAll(async () => { session = await createNodeSession(); });

describe('cell fences', () => {
  it('reads kinds and options, quoted or bare', () => {
    expect(parseMeta('cell id=trap raises="RuntimeError: a \\"b\\"" tol=1e-4')).toEqual({
      kind: 'cell', options: { id: 'trap', raises: 'RuntimeError: a "b"', tol: '1e-4' },
    });
    expect(parseMeta('exercise id=x')?.kind).toBe('exercise');
    expect(parseMeta('cell shape=[3, 4] dtype=torch.float32')?.options).toEqual({ shape: '[3, 4]', dtype: 'torch.float32' });
    expect(parseMeta('title="not a cell"')).toBeNull();
    expect(parseMeta(undefined)).toBeNull();
  });
});

describe('npm run check', () => {
  // every lesson of every pack, so that a new pack is held to its checks without a change here
  const lessons = readPacks(join(root, 'lessons'))
    .flatMap((pack) => pack.manifest.lessons.map((file) => relative(root, join(pack.dir, file))));
  it.each(lessons)('%s passes every check', async (file) => {
    const verdict = await verifyLesson(session, readLessonCells(join(root, file)));
    expect(verdict.problems).toEqual([]);
    expect(verdict.checks).toBeGreaterThan(0);
  });

  it('reports every kind of failure in a broken lesson', async () => {
    const verdict = await verifyLesson(session, readLessonCells(join(root, 'test', 'fixtures', 'lessons', 'broken.mdx')));
    const text = verdict.problems.join('\n');
    expect(text).toContain('cell wrong-sum line 2: expected "tensor(4.)", got "tensor(3.)"');
    expect(text).toContain('cell unexpected raised:');
    expect(text).toContain('RuntimeError: The size of tensor a (2) must match the size of tensor b (3)');
    expect(text).toContain('cell wrong-error: expected "ValueError: nope", got "RuntimeError: The size of tensor a');
    expect(text).toContain('exercise too-easy: the starter already passes its check');
    expect(text).toContain('exercise unsolvable: the solution does not pass its check');
    expect(text).not.toContain('printed');
    expect(text).not.toContain('approx');
    expect(text).not.toContain('raises-comment');
  });
});

describe('cells that need a GPU', () => {
  const code = "import torch\ntorch.ones(2, device='cuda').device  # => device(type='cuda', index=0)";

  it('do not run in a CPU-only session, and say why instead of failing', async () => {
    const cpu = await createNodeSession({ cuda: false });
    const report = await cpu.runCell(code, { id: 'gpu', needs: 'cuda' });
    expect(report.skipped).toContain('needs a GPU');
    expect(report.checks).toEqual([]);
    expect(report.error).toBeNull();
    // unmarked, the same cell fails there as it would in PyTorch without CUDA
    expect((await cpu.runCell(code, { id: 'gpu' })).errorType).toBe('AssertionError: Torch not compiled with CUDA enabled');
  });

  it('run where there is a device, and an unknown need is an error', async () => {
    if (await session.runCell('import torch\ntorch.cuda.is_available()  # => True').then((r) => r.checks[0]?.pass)) {
      const report = await session.runCell(code, { id: 'gpu', needs: 'cuda' });
      expect(report.skipped).toBeUndefined();
      expect(report.checks.map((c) => c.pass)).toEqual([true]);
    }
    expect((await session.runCell('1', { needs: 'tpu' })).errorType).toBe(
      "ValueError: unknown need 'tpu': a cell may declare needs=cuda");
  });
});


describe('errors as the reader sees them', () => {
  it('a syntax error shows the reader\'s line and caret, not the runner\'s parse', async () => {
    const report = await session.runCell('x = (1,\ny = 2', { id: 'syntax' });
    expect(report.error).toBe("  File \"<cell syntax>\", line 1\n    x = (1,\n        ^\nSyntaxError: '(' was never closed\n");
  });

  it('a traceback shows the reader\'s frames, not those of modules standing in for PyTorch\'s C++ or numpy\'s C', async () => {
    const report = await session.runCell('import torch\ntorch.tensor([300], dtype=torch.int8)', { id: 'overflow' });
    expect(report.error).toBe('Traceback (most recent call last):\n  File "<cell overflow>", line 2, in <module>\n' +
      '    torch.tensor([300], dtype=torch.int8)\n    ~~~~~~~~~~~~^^^^^^^^^^^^^^^^^^^^^^^^^\n' +
      'RuntimeError: value cannot be converted to type int8 without overflow\n');
  });

  it('a raises= check reads a multi-line error by its first line', async () => {
    const report = await session.runCell('raise ValueError("first line\\nand the rest")', { raises: 'ValueError: first line' });
    expect(report.checks.map((c) => c.pass)).toEqual([true]);
    expect(cellPasses(report)).toBe(true);
  });
});

describe('tensor results', () => {
  it('carry their dtype and shape for the header above the repr', async () => {
    expect((await session.runCell('import torch\ntorch.zeros(4, 5)')).valueKind).toBe('float32 · [4, 5]');
    expect((await session.runCell('torch.tensor(3, dtype=torch.int64)')).valueKind).toBe('int64 · []');
    expect((await session.runCell('[1, 2]')).valueKind).toBeUndefined();
  });

  it('give a 2-D float value\'s entries to the heatmap, non-finite ones as null', async () => {
    const report = await session.runCell('import torch\ntorch.tensor([[0.5, float("inf")], [-1.0, float("nan")], [2.0, 3.0]])');
    expect(report.grid).toEqual({ rows: 3, cols: 2, values: [0.5, null, -1, null, 2, 3] });
    expect((await session.runCell('torch.ones(2, 2, dtype=torch.int64)')).grid).toBeUndefined();
    expect((await session.runCell('torch.ones(3)')).grid).toBeUndefined();
    expect((await session.runCell('torch.zeros(200, 200)')).grid).toBeUndefined();
  });
});

describe('a reset', () => {
  it('leaves torch\'s process-wide settings as a new interpreter has them', async () => {
    await session.runCell('import torch\ntorch.set_printoptions(precision=1)\ntorch.set_grad_enabled(False)\n'
      + 'torch.manual_seed(0)\nfirst = torch.rand(1)');
    session.reset();
    const fresh = await session.runCell(
      'import torch\n(torch.tensor([1.23456]), torch.is_grad_enabled(), torch.initial_seed() != 0, "first" in dir())');
    expect(fresh.value).toBe('(tensor([1.2346]), True, True, False)');
    const seeded = await session.runCell('s = torch.seed()\ns == torch.initial_seed() and 0 <= s < 2**64');
    expect(seeded.value).toBe('True');
  });
});

describe('a broadcasting error', () => {
  it('carries both operand shapes and the clashing dimension, with PyTorch\'s message', async () => {
    const report = await session.runCell('torch.ones(2, 3) + torch.ones(4, 1, 4)');
    expect(report.errorType).toBe(
      'RuntimeError: The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 2');
    expect(report.broadcast).toEqual({ a: [2, 3], b: [4, 1, 4], dim: 2 });
    const caught = await session.runCell(
      'try:\n    torch.ones(3) * torch.ones(2)\nexcept RuntimeError as e:\n    caught = e\nstr(caught)');
    expect(caught.value).toBe("'The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 0'");
  });
});
