/**
 * The {view}_copy ops (expand_copy, transpose_copy, unbind_copy, ...): the view's result copied into a contiguous
 * tensor of its own, as ATen's generated view-copy kernels make it, with the view's derivative under the node name
 * PyTorch generates for the copy, the view's node name followed by _copy.
 */
import type { Derivative } from '../autograd/record.ts';
import type { Tensor } from '../tensor.ts';
import { defineOp, getOp, run } from './registry.ts';
import type { BoundArgs } from './schema.ts';

/** Each copy's parameters (those after the view's, keyword-only, are accepted and left unread) and its result. */
const COPIES: Readonly<Record<string, string>> = {
  expand: 'Tensor self, int[] size, *, bool implicit=False) -> Tensor',
  view: 'Tensor self, int[] size) -> Tensor',
  permute: 'Tensor self, int[] dims) -> Tensor',
  transpose: 'Tensor self, int dim0, int dim1) -> Tensor',
  t: 'Tensor self) -> Tensor',
  squeeze: 'Tensor self, int[1]? dim=None) -> Tensor',
  unsqueeze: 'Tensor self, int dim) -> Tensor',
  select: 'Tensor self, int dim, int index) -> Tensor',
  slice: 'Tensor self, int dim=0, int? start=None, int? end=None, int step=1) -> Tensor',
  as_strided: 'Tensor self, int[] size, int[] stride, int? storage_offset=None) -> Tensor',
  unfold: 'Tensor self, int dimension, int size, int step) -> Tensor',
  unbind: 'Tensor self, int dim=0) -> Tensor[]',
  split: 'Tensor self, int split_size, int dim=0) -> Tensor[]',
  split_with_sizes: 'Tensor self, int[] split_sizes, int dim=0) -> Tensor[]',
};

const contiguous = (t: Tensor) => run('clone', { self: t, memory_format: 'contiguous_format' }) as Tensor;

/** The view's derivative, read when used (derivatives attach after the ops are defined), renamed for the copy. */
function copiedDerivative(view: string): Derivative {
  return new Proxy({} as Derivative, {
    get(_, key) {
      const of = getOp(view).derivative!;
      if (key !== 'name') return Reflect.get(of, key);
      const name = of.name;
      return (args: BoundArgs) => `${typeof name === 'function' ? name(args) : name}_copy`;
    },
  });
}

for (const [view, signature] of Object.entries(COPIES)) {
  defineOp({
    schema: `${view}_copy(${signature}`, variants: ['function'],
    impl: (args) => {
      const viewArgs = Object.fromEntries(getOp(view).schema.params.map((p) => [p.name, args[p.name]!]));
      const result = run(view, viewArgs) as Tensor | readonly Tensor[];
      return Array.isArray(result) ? result.map(contiguous) : contiguous(result as Tensor);
    },
  }).derivative = copiedDerivative(view);
}
