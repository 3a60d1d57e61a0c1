import { describe, expect, it } from 'vitest';
import { filesReadAtStart } from '../src/runtime/start-files.ts';

/** Parts of our Python that load when a program first names them (engine/python/torch/_lazy.py), not with a page. */
const ON_FIRST_USE = ['torch/jit/_script.py', 'torch/distributions/', 'numpy/', 'torch/optim/lr_scheduler.py',
  'torch/_signatures.py', 'torch/testing/', 'torch/_dynamo/', 'torch/serialization.py', 'torch/_functorch/',
  'torch/autograd/gradcheck.py', 'torch/nn/utils/parametrize.py', 'torch/hub.py', 'torch/_fake_quantize.py'];

describe('what `import torch` reads', () => {
  it('leaves the parts few programs use to load on first use', async () => {
    const files = await filesReadAtStart();
    expect(files.some((f) => f.endsWith('/torch/__init__.py'))).toBe(true);
    expect(ON_FIRST_USE.filter((part) => files.some((f) => f.includes(`/${part}`)))).toEqual([]);
  });
});
