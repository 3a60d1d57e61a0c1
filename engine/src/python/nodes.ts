/**
 * Autograd nodes Python holds (grad_fn objects), by a number that stays the node's own for its whole life, so Python
 * can hand back one grad_fn object per node as PyTorch does. Each call that returns a node number makes Python one
 * more owner of the node; Python gives each back once with `node_release`.
 */
import type { Node } from '../autograd/graph.ts';
import { CustomNode, hasSaves } from '../autograd/record.ts';
import { release, retain } from '../memory/ownership.ts';
import type { Tensor } from '../tensor.ts';

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

export function nodeEntries(put: (t: Tensor) => number) {
  return {
    node_release(id: number): void {
      const node = nodeOf(id);
      if (--held.get(id)!.holds === 0) held.delete(id);
      release(node);
    },
    node_name: (id: number) => nodeOf(id).name,
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
      return node.variable ? put(node.variable) : undefined;
    },
    node_saved_names(id: number): string[] {
      const node = nodeOf(id);
      return hasSaves(node) ? node.savedNames() : [];
    },
    /** A saved tensor's handle (undefined for an optional argument left out); raises once they were freed. */
    node_saved(id: number, name: string): number | undefined {
      const node = nodeOf(id);
      const t = hasSaves(node) ? node.savedValue(name) : null;
      return t ? put(t) : undefined;
    },
  };
}
