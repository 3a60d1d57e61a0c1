/**
 * The JS module the Python `torch` package imports as `_torch_engine`. Python passes each op's arguments with a
 * one-letter kind per argument, because Pyodide turns both 2 and 2.0 into the JS number 2 and PyTorch's type
 * promotion needs to know which it was.
 */
import {
  backward, call, dtypeOf, exportValues, fromValues, gradMode, item, manualSeed, allOps, defaultGenerator, PyScalar,
  Tensor, type Value,
} from '../index.ts';
import type { Node } from '../autograd/graph.ts';
import { recordCustom } from '../autograd/record.ts';
import { disown, engineCall, own } from '../memory/ownership.ts';
import { getNumThreads, setNumThreads } from '../backends/wasm/threads/count.ts';
import { heapStats } from '../memory/storage.ts';
import { Generator } from '../random.ts';

/**
 * f float, i int, b bool, n None, d dtype name, s str, t tensor, L list of ints, T list of tensors,
 * O list of tensors or None, g generator.
 */
function decode(kind: string, raw: unknown): Value {
  switch (kind) {
    case 'f': return new PyScalar(raw as number, 'float');
    case 'i': return new PyScalar(Number(raw), 'int');
    case 'b': return new PyScalar(raw ? 1 : 0, 'bool');
    case 'n': return null;
    case 'd': return dtypeOf(raw as string);
    case 's': return raw as string;
    case 't': return raw as Tensor;
    case 'L': return Array.from(raw as ArrayLike<number | bigint>, (v) => new PyScalar(Number(v), 'int'));
    case 'T': return Array.from(raw as ArrayLike<Tensor>);
    case 'O': return Array.from(raw as ArrayLike<Tensor | undefined>, (t) => t ?? null);
    case 'g': return raw as Generator;
    default: throw new Error(`unknown argument kind ${kind}`);
  }
}

export const torchEngineModule = {
  /** call(op, kinds, kwnames, ...args): the last kwnames.length args are keyword arguments. */
  call(name: string, kinds: string, kwnames: string, ...raw: unknown[]) {
    const values = raw.map((r, i) => decode(kinds[i]!, r));
    const names = kwnames ? kwnames.split(',') : [];
    const positional = values.slice(0, values.length - names.length);
    const kwargs: Record<string, Value> = {};
    names.forEach((n, i) => { kwargs[n] = values[positional.length + i]!; });
    return call(name, positional, kwargs);
  },
  /** Each op as [name, returns, variants], from which Python builds torch.* functions and Tensor methods. */
  ops(): string[][] {
    return allOps().map((op) => [op.schema.name, op.schema.returns, op.variants.join(',')]);
  },
  from_values(values: ArrayLike<number | bigint>, shape: ArrayLike<number>, dtype: string): Tensor {
    return fromValues(values, Array.from(shape), dtypeOf(dtype));
  },
  values: exportValues,
  item,
  alias(t: Tensor): Tensor {
    return t.view(t.shape, t.strides);
  },
  is_tensor(x: unknown): boolean {
    return x instanceof Tensor;
  },
  manual_seed: manualSeed,
  new_generator: (seed: number) => new Generator(seed),
  generator_seed(g: Generator, seed: number | bigint): void {
    g.manualSeed(Number(BigInt.asUintN(64, BigInt(seed)) & 0xffffffffn));
  },
  generator_initial_seed: (g: Generator) => g.initialSeed(),
  /** backward(roots, grads, retain, create, inputs | null, allowUnused): the captured grads for autograd.grad. */
  backward(roots: ArrayLike<Tensor>, grads: ArrayLike<Tensor | undefined>, retain: boolean, create: boolean,
    inputs: ArrayLike<Tensor> | null | undefined, allowUnused: boolean) {
    // undefined, not null, reaches Python as None
    return backward(Array.from(roots), Array.from(grads, (g) => g ?? null), {
      retainGraph: retain, createGraph: create, inputs: inputs ? Array.from(inputs) : undefined, allowUnused,
    }).map((g) => g ?? undefined);
  },
  /** custom_function(name, inputs, outputs, backward): backward maps output grads to one grad per input. */
  custom_function(name: string, inputs: ArrayLike<Tensor>, outputs: ArrayLike<Tensor>,
    backwardFn: (grads: Tensor[]) => ArrayLike<Tensor | undefined>): void {
    recordCustom(name, Array.from(inputs), Array.from(outputs), (grads) => Array.from(backwardFn([...grads])));
  },
  set_grad_enabled(enabled: boolean): void {
    gradMode.enabled = enabled;
  },
  is_grad_enabled: () => gradMode.enabled,
  grad_fn_name: (t: Tensor) => t.gradFn?.name,
  grad: (t: Tensor) => t.grad ?? undefined,
  /** [name, outputNr] of each edge of the tensor's grad_fn (AccumulateGrad edges included). */
  next_functions(t: Tensor): (string | undefined)[] {
    return ((t.gradFn as Node | null)?.next ?? []).map((e) => e?.node.name);
  },
  register_hook(t: Tensor, hook: (g: Tensor) => Tensor | undefined): void {
    t.hooks.push(hook);
    if (t.gradFn) (t.gradFn as Node).outputs.set(t.outputNr, t);
  },
  retain_grad(t: Tensor): void {
    if (!t.gradFn) return;
    t.retainsGrad = true;
    (t.gradFn as Node).outputs.set(t.outputNr, t);
  },
  initial_seed: () => defaultGenerator.initialSeed(),
  /** A Python wrapper took hold of `t` (torch.Tensor._adopt) or let go of it (torch.Tensor.__del__). */
  own,
  disown,
  heap_stats: heapStats,
  set_num_threads: setNumThreads,
  get_num_threads: getNumThreads,
};

/**
 * Entry points that run ops are engine calls (memory/ownership.ts): a top-level one first frees what earlier calls
 * left without owners, and what it makes is freed once nothing owns it.
 */
for (const name of ['call', 'from_values', 'backward', 'custom_function', 'heap_stats'] as const) {
  const entry = torchEngineModule[name] as (...args: never[]) => unknown;
  (torchEngineModule as Record<string, unknown>)[name] = engineCall(entry);
}
