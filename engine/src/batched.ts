/**
 * The values vmap maps over. vmap runs its function once per index on plain tensors (torch/_functorch/vmap.py), so
 * the engine keeps which tensors PyTorch would have as BatchedTensors: the slices vmap passes in, and every tensor an
 * op makes from one of them. PyTorch's batching rules refuse what cannot be batched, and so does this: an op whose
 * result's shape depends on the values (BatchRulesDynamic.cpp), indexing with a batched boolean mask, in-place
 * arithmetic writing a batched value into an unbatched tensor; reading one as a Python value is refused in Python.
 */
import { runtimeError } from './errors.ts';
import { DTYPES } from './dtype.ts';
import { setOpWatcher, type OpDef, type OpWatcher } from './ops/registry.ts';
import { Tensor } from './tensor.ts';
import { tensorArgs, tensorsOf } from './trace.ts';

const batched = new WeakSet<Tensor>();
let depth = 0;

const DYNAMIC_SHAPE = new Set(['nonzero', 'unique_dim', 'unique_consecutive', 'unique_dim_consecutive', '_unique2']);

const inplaceError = (name: string) => runtimeError(`vmap: ${name}(self, *extra_args) is not possible because there `
  + 'exists a Tensor `other` in extra_args that has more elements than `self`. This happened due to `other` being '
  + 'vmapped over but `self` not being vmapped over in a vmap. Please try to use out-of-place operators instead of '
  + `${name}. If said operator is being called inside the PyTorch framework, please file a bug report instead.`);

/** The refusal of an op whose result's shape depends on its input's values (`name`), when that input is batched. */
export function refuseDynamicShape(name: string, inputs: readonly Tensor[]): void {
  if (inputs.some((t) => batched.has(t))) {
    throw runtimeError(`vmap: We do not support batching operators that can output dynamic shape. Attempted to vmap `
      + `over aten::${name}. Please voice your support in https://github.com/pytorch/functorch/issues/256`);
  }
}

function refuse(op: OpDef, args: Parameters<OpWatcher['before']>[1]): void {
  const name = op.schema.name;
  const anyBatched = () => [...tensorArgs(args)].some((t) => batched.has(t));
  if (DYNAMIC_SHAPE.has(name)) refuseDynamicShape(name, [...tensorArgs(args)]);
  if (name === 'index' || name === 'index_put_') {
    const masks = (args['indices'] as readonly (Tensor | null)[]).filter((t) => t !== null && t.dtype === DTYPES.bool);
    if (masks.some((t) => batched.has(t!))) {
      throw runtimeError('vmap: We do not support batching operators that can support dynamic shape. Attempting to '
        + 'batch over indexing with a boolean mask.');
    }
  }
  const self = args['self'];
  if (!name.endsWith('_') || op.view === 'self' || !(self instanceof Tensor) || batched.has(self)) return;
  if (name === 'index_put_' && anyBatched()) throw inplaceError('index_put_');
  if (op.elementwise && anyBatched()) throw inplaceError('inplace arithmetic');
}

const watcher: OpWatcher = {
  before: refuse,
  after(args, result) {
    for (const t of tensorArgs(args)) {
      if (batched.has(t)) {
        tensorsOf(result).forEach((r) => batched.add(r));
        return;
      }
    }
  },
};

/** A vmap begins: `inputs` (its slices for one index) are batched until the outermost vmap ends. */
export function beginBatched(inputs: readonly Tensor[]): void {
  inputs.forEach((t) => batched.add(t));
  if (depth++ === 0) setOpWatcher(watcher);
}

export function endBatched(): void {
  if (--depth === 0) setOpWatcher(null);
}

export const isBatched = (t: Tensor): boolean => batched.has(t);
