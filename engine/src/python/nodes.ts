/**
 * Autograd nodes Python holds (grad_fn objects), by a number that stays the node's own for its whole life, so Python
 * can hand back one grad_fn object per node as PyTorch does. Each call that returns a node number makes Python one
 * more owner of the node; Python gives each back once with `node_release`.
 */
import { willExecute } from '../autograd/engine.ts';
import type { Node } from '../autograd/graph.ts';
import { CustomNode, hasSaves } from '../autograd/record.ts';
import type { SavedKind } from '../autograd/saved-values.ts';
import { PyScalar, type Bound } from '../ops/schema.ts';
import type { HandleTable } from './handles.ts';
import { pythonHooks } from './saved-hooks.ts';
import { release, retain } from '../memory/ownership.ts';
import type { Tensor } from '../tensor.ts';

/**
 * A value as [value, kind] for grad_fn._saved_<name>: kind 'int', 'uint' (an int64 PyTorch's getter reads unsigned,
 * so -1 reads 2**64 - 1), 'float', 'bool', 'str', 'none', or 'tuple' with each element encoded the same way.
 */
type Encoded = [unknown, string];
/** What a node hook hands back: a gradient (or undefined for None) per slot, or undefined to keep them. */
type HookResult = ArrayLike<Tensor | undefined> | undefined;

function savedForPython(v: Bound, kind: SavedKind | null): Encoded {
  const int64 = kind !== null && kind.startsWith('int');
  if (v === null || v === undefined) return [null, 'none'];
  if (Array.isArray(v)) return [v.map((x) => savedForPython(x as Bound, int64 ? 'int' : null)), 'tuple'];
  if (v instanceof PyScalar) return [v.value, v.kind];
  if (typeof v === 'boolean') return [v, 'bool'];
  if (typeof v === 'number') {
    if (kind === 'float' || kind === 'float?' || kind === 'floats?') return [v, 'float'];
    return int64 ? [v, 'uint'] : [v, Number.isInteger(v) ? 'int' : 'float'];
  }
  return [String(v), 'str'];
}

const ids = new WeakMap<Node, number>();
/** Held nodes by number, with how many times Python holds each. */
const held = new Map<number, { node: Node; holds: number }>();
let nextId = 1;

/** The node's number, with one more Python owner. */
export function holdNode(node: Node): number {
  let id = ids.get(node);
  if (id === undefined) ids.set(node, (id = nextId++));
  const entry = held.get(id);
  if (entry) entry.holds++;
  else held.set(id, { node, holds: 1 });
  retain(node);
  return id;
}

function nodeOf(id: number): Node {
  const entry = held.get(id);
  if (!entry) throw new Error(`autograd node ${id} was released`);
  return entry.node;
}

export function nodeEntries(handles: HandleTable) {
  return {
    node_release(id: number): void {
      const node = nodeOf(id);
      if (--held.get(id)!.holds === 0) held.delete(id);
      release(node);
    },
    node_name: (id: number) => nodeOf(id).name,
    /** torch._C._will_engine_execute_node: whether the backward running now runs the node. */
    node_will_execute: (id: number) => willExecute(nodeOf(id)),
    /** The number of a custom Function's Python ctx (undefined for other nodes). */
    node_owner(id: number): number | undefined {
      const node = nodeOf(id);
      return node instanceof CustomNode ? node.owner : undefined;
    },
    /** [node number or undefined, input number] for each edge, each node held once more. */
    node_next: (id: number) => nodeOf(id).next.map((e) => (e ? [holdNode(e.node), e.inputNr] : [undefined, 0])),
    /** The tensor an AccumulateGrad node accumulates into. */
    node_variable(id: number): number | undefined {
      const node = nodeOf(id) as Node & { variable?: Tensor };
      return node.variable ? handles.put(node.variable) : undefined;
    },
    /** [name, whether it is a tensor] for each value the node's formula saved. */
    node_saved_names(id: number): [string, boolean][] {
      const node = nodeOf(id);
      return hasSaves(node) ? node.savedNames().map((n) => [n, node.savesTensor(n)]) : [];
    },
    /** A saved tensor's handle (undefined for an optional argument left out); raises once they were freed. */
    node_saved(id: number, name: string): number | undefined {
      const node = nodeOf(id);
      const t = hasSaves(node) ? node.savedValue(name) : null;
      return t ? handles.put(t) : undefined;
    },
    /**
     * The handles Python holds the saved tensor under when it is the very tensor the op was given, so grad_fn can
     * hand back the caller's own Tensor object, as PyTorch does for a saved input.
     */
    node_saved_holders(id: number, name: string): number[] {
      const node = nodeOf(id);
      const t = hasSaves(node) ? node.savedInput(name) : null;
      return t ? handles.holders(t) : [];
    },
    /** A saved value that is no tensor, as savedForPython encodes it. */
    node_saved_plain(id: number, name: string): Encoded {
      const node = nodeOf(id);
      const { value, kind } = hasSaves(node) ? node.savedPlain(name) : { value: null, kind: null };
      return savedForPython(value, kind);
    },
    /**
     * grad_fn.register_prehook (pre) or register_hook: `hook` gets the gradients as handles (undefined for None) and
     * returns tensors (from `tensor`) or undefined, or nothing to keep them.
     */
    node_register_hook(id: number, pre: boolean, hook: (...grads: (number | undefined)[][]) => HookResult): void {
      const node = nodeOf(id);
      const handlesOf = (gs: (Tensor | null)[]) => gs.map((g) => (g ? handles.put(g) : undefined));
      const back = (r: HookResult) => r && Array.from(r, (t) => t ?? null);
      if (pre) (node.preHooks ??= []).push((outs) => back(hook(handlesOf(outs))));
      else (node.postHooks ??= []).push((ins, outs) => back(hook(handlesOf(ins), handlesOf(outs))));
    },
    /** grad_fn._raw_saved_<name>.register_hooks(pack, unpack): pack gets a handle, unpack returns a tensor. */
    node_saved_register_hooks(id: number, name: string, pack: (h: number) => unknown,
      unpack: (packed: unknown) => Tensor): void {
      const node = nodeOf(id);
      if (hasSaves(node)) node.registerHooks(name, pythonHooks(handles, pack, unpack));
    },
  };
}
