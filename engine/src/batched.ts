/**
 * The values vmap maps over. vmap runs its function once per index on plain tensors (torch/_functorch/vmap.py), so
 * the engine keeps which tensors PyTorch would have as BatchedTensors: the slices vmap passes in, and every tensor an
 * op makes from one of them. PyTorch's batching rules refuse what cannot be batched, and so does this: an op whose
 * result's shape depends on the values (BatchRulesDynamic.cpp), indexing with a batched boolean mask, in-place
 * arithmetic writing a batched value into an unbatched tensor, batch norm updating unbatched running stats with
 * batched values, random ops against the vmap's randomness; reading one as a Python value is refused in Python.
 */
import { runtimeError } from './errors.ts';
import { DTYPES } from './dtype.ts';
import { setOpWatcher, type OpDef, type OpWatcher } from './ops/registry.ts';
import { Tensor } from './tensor.ts';
import { tensorArgs, tensorsOf } from './trace.ts';

const batched = new WeakSet<Tensor>();
/** The randomness of each vmap under way, innermost last. */
export type Randomness = 'error' | 'same' | 'different';
const randomness: Randomness[] = [];

/** Random ops drawing from tensors of parameters, and those filling their self in place. */
const RANDOM_FROM = new Set(['bernoulli', 'poisson', 'binomial', '_standard_gamma', '_sample_dirichlet',
  'normal_tensor_float', 'normal_float_tensor', 'normal_tensor_tensor']);
const RANDOM_INPLACE = new Set(['uniform_', 'random_from_to_', 'bernoulli_', 'random_', 'normal_']);

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
  refuseRandom(name, args, self);
  if (name === 'batch_norm' && args['training'] && batched.has(args['input'] as Tensor)
    && [args['running_mean'], args['running_var']].some((t) => t instanceof Tensor && !batched.has(t))) {
    throw runtimeError('Batch norm got a batched tensor as input while the running_mean or running_var, which will '
      + 'be updated in place, were not batched.\nIf you are using a module and do not need eval mode, please set '
      + '`track_running_stats` to be False.If you are using a prebuilt module and do not need eval mode, please see '
      + 'the functorch website for resources on how to patch your module to work with vmap');
  }
  if (!name.endsWith('_') || op.view === 'self' || !(self instanceof Tensor) || batched.has(self)) return;
  if (name === 'index_put_' && anyBatched()) throw inplaceError('index_put_');
  if (op.elementwise && anyBatched()) throw inplaceError('inplace arithmetic');
}

/**
 * vmap's randomness rules (BatchRulesRandomness.cpp): under 'same', one draw serves every index, which a parameter
 * differing by index cannot give; under 'different', an in-place draw into an unbatched tensor would be one draw.
 */
function refuseRandom(name: string, args: Parameters<OpWatcher['before']>[1], self: unknown): void {
  const mode = randomness[randomness.length - 1];
  if (mode === 'same' && RANDOM_FROM.has(name) && [...tensorArgs(args)].some((t) => batched.has(t))) {
    throw runtimeError('Vmap does not currently support same randomness with a batched tensor input. Please file an '
      + 'issue with functorch');
  }
  if (mode === 'different' && RANDOM_INPLACE.has(name) && self instanceof Tensor && !batched.has(self)) {
    throw runtimeError('vmap: Cannot ask for different inplace randomness on an unbatched tensor. This will appear '
      + 'like same randomness. If this is necessary for your usage, please file an issue with functorch.');
  }
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
export function beginBatched(inputs: readonly Tensor[], mode: Randomness): void {
  inputs.forEach((t) => batched.add(t));
  if (randomness.push(mode) === 1) setOpWatcher(watcher);
}

export function endBatched(): void {
  randomness.pop();
  if (randomness.length === 0) setOpWatcher(null);
}

export const isBatched = (t: Tensor): boolean => batched.has(t);
