/**
 * The backward pass: gradients flow from the roots through the recorded nodes in topological order, summing where
 * paths meet, into the leaves' .grad (backward) or into the requested inputs (autograd.grad).
 */
import { isHostRead } from '../device.ts';
import { disown, own } from '../memory/ownership.ts';
import { runtimeError } from '../errors.ts';
import { isNonOverlappingAndDense } from '../memory-format.ts';
import { run } from '../ops/registry.ts';
import { Tensor, type Storage } from '../tensor.ts';
import { anomaly, checkNan, noteFailure } from './anomaly.ts';
import { AccumulateGrad, Node, edgeOf, withGradMode } from './graph.ts';
import { ReadyQueue } from './ready-queue.ts';
import { isReleasable } from './record.ts';

export interface BackwardOptions {
  readonly retainGraph: boolean;
  readonly createGraph: boolean;
  /** For autograd.grad: the tensors whose gradients to return (nothing is accumulated into .grad). */
  readonly inputs?: readonly Tensor[];
  readonly allowUnused?: boolean;
  /**
   * For backward(inputs=): the inputs' gradients are accumulated into their .grad instead (a leaf's by its
   * AccumulateGrad; a non-leaf's, which the caller made retain its grad, as retained), and nothing else's.
   */
  readonly accumulate?: boolean;
}

const add = (a: Tensor, b: Tensor) => run('add', { self: a, other: b }) as Tensor;
const detached = (t: Tensor) => t.view(t.shape, t.strides);

function applyHooks(t: Tensor | undefined, grad: Tensor): Tensor {
  let g = grad;
  for (const hook of t?.hooks ?? []) g = hook(g) ?? g;
  return g;
}

export function backward(roots: readonly Tensor[], rootGrads: readonly (Tensor | null)[], options: BackwardOptions):
  (Tensor | null)[] {
  const edges = roots.map((t, i) => {
    const e = edgeOf(t);
    if (!e) throw runtimeError(`element ${i} of tensors does not require grad and does not have a grad_fn`);
    return e;
  });
  const grads = roots.map((t, i) => {
    const g = rootGrads[i];
    if (g) return g;
    if (t.numel !== 1) throw runtimeError('grad can be implicitly created only for scalar outputs');
    return run('ones_like', { self: t }) as Tensor;
  });

  // which nodes the roots reach, and how many edges lead into each
  const dependencies = new Map<Node, number>();
  const parents = options.inputs ? new Map<Node, Node[]>() : null;
  const stack = edges.map((e) => e.node);
  const seen = new Set<Node>(stack);
  while (stack.length) {
    const node = stack.pop()!;
    for (const e of node.next) {
      if (!e) continue;
      dependencies.set(e.node, (dependencies.get(e.node) ?? 0) + 1);
      if (parents) {
        const list = parents.get(e.node);
        if (list) list.push(node);
        else parents.set(e.node, [node]);
      }
      if (!seen.has(e.node)) {
        seen.add(e.node);
        stack.push(e.node);
      }
    }
  }

  // autograd.grad captures gradients where the requested inputs receive them
  const wanted = new Map<string, number>();
  const captured: (Tensor | null)[] = (options.inputs ?? []).map(() => null);
  const inputNodes: Node[] = [];
  options.inputs?.forEach((t, i) => {
    const e = edgeOf(t);
    if (!e) throw runtimeError('One of the differentiated Tensors does not require grad');
    wanted.set(keyOf(e.node, e.inputNr), i);
    inputNodes.push(e.node);
  });
  const needed = parents && neededFor(inputNodes, parents);

  const buffers = new Map<Node, (Tensor | null)[]>();
  const deliver = (node: Node, inputNr: number, g: Tensor) => {
    const buf = buffers.get(node) ?? [];
    buf[inputNr] = buf[inputNr] ? add(buf[inputNr]!, g) : g;
    buffers.set(node, buf);
  };
  edges.forEach((e, i) => deliver(e.node, e.inputNr, grads[i]!));

  const ready = new ReadyQueue();
  for (const n of new Set(edges.map((e) => e.node))) if (!dependencies.get(n)) ready.push(n);
  const capturing = options.inputs && !options.accumulate;
  const task = {
    id: nextTaskId++, reached: seen, needed: needed && new Set([...needed, ...inputNodes]),
    capturedLeaves: new Set(capturing ? inputNodes.filter((n) => n instanceof AccumulateGrad) : []),
  };
  return drain({ roots, options, dependencies, wanted, captured, buffers, ready, deliver, needed, task });
}

/** What PyTorch calls a graph task: one backward call's nodes, for hooks that ask about the pass running them. */
interface GraphTask {
  readonly id: number;
  /** The nodes the roots reach. */
  readonly reached: ReadonlySet<Node>;
  /** With inputs: the nodes that run or capture an input's gradient; null where every reached node runs. */
  readonly needed: ReadonlySet<Node> | null;
  /** autograd.grad's leaf inputs' nodes, where it captures gradients. */
  readonly capturedLeaves: ReadonlySet<Node>;
}

let nextTaskId = 0;
/** The passes running, innermost last: a hook may run a backward of its own. */
const running: GraphTask[] = [];

/** torch._C._current_graph_task_id: the running pass's number, -1 outside backward. */
export const currentGraphTaskId = (): number => running.at(-1)?.id ?? -1;

/** torch._C._will_engine_execute_node: whether the running pass runs the node (or captures a gradient there). */
export function willExecute(node: Node): boolean {
  const task = running.at(-1);
  if (!task) throw runtimeError('_will_engine_execute_node should only be called during the backward pass');
  if (!task.reached.has(node) || (task.needed && !task.needed.has(node))) return false;
  if (task.capturedLeaves.has(node)) {
    throw runtimeError('A leaf node was passed to _will_engine_execute_node but we are currently running ' +
      'autograd.grad(). This is currently not supported.');
  }
  return true;
}

/**
 * For autograd.grad, the nodes on a path to an input's node: only they run, as in PyTorch's engine, so the graph
 * past a non-leaf input (perhaps freed already) is never touched; an input's own node runs only if another input
 * lies beyond it.
 */
function neededFor(inputNodes: readonly Node[], parents: ReadonlyMap<Node, readonly Node[]>): Set<Node> {
  const needed = new Set<Node>();
  const stack = inputNodes.flatMap((n) => parents.get(n) ?? []);
  while (stack.length) {
    const node = stack.pop()!;
    if (needed.has(node)) continue;
    needed.add(node);
    stack.push(...parents.get(node) ?? []);
  }
  return needed;
}

/** A backward pass in progress: what drain needs to go on, and so to go on again after a HostRead. */
interface Pass {
  readonly roots: readonly Tensor[];
  readonly options: BackwardOptions;
  readonly dependencies: Map<Node, number>;
  readonly wanted: Map<string, number>;
  readonly captured: (Tensor | null)[];
  readonly buffers: Map<Node, (Tensor | null)[]>;
  readonly ready: ReadyQueue;
  readonly deliver: (node: Node, inputNr: number, g: Tensor) => void;
  /** autograd.grad's nodes that lead to an input (neededFor); null for backward, which runs them all. */
  readonly needed: Set<Node> | null;
  readonly task: GraphTask;
}

/**
 * The pass a HostRead interrupted (a node read device bytes on the host): the binding fetches them and calls
 * backward again with the same roots, which goes on from the node that was interrupted.
 */
let interrupted: Pass | null = null;
/** The gradients an interrupted pass has buffered: owned meanwhile, so the engine's sweep between calls keeps them. */
let held: Tensor[] = [];

function interrupt(pass: Pass): void {
  interrupted = pass;
  held = [...pass.buffers.values()].flat().filter((g): g is Tensor => g !== null);
  held.forEach(own);
}

/** The interrupted pass over these roots, if any, taken so it resumes once. */
export function resumable(roots: readonly Tensor[]): Pass | null {
  const pass = interrupted;
  interrupted = null;
  held.forEach(disown);
  held = [];
  return pass && pass.roots.length === roots.length && pass.roots.every((t, i) => t === roots[i]) ? pass : null;
}

export function drain(pass: Pass): (Tensor | null)[] {
  const { options, dependencies, wanted, captured, buffers, ready, deliver, needed } = pass;
  running.push(pass.task);
  try {
    withGradMode(options.createGraph, drainReady);
  } finally {
    running.pop();
  }

  function drainReady(): void {
    while (ready.length) {
      const node = ready.pop()!;
      const raw = buffers.get(node) ?? [];
      try {
        process(node, raw);
      } catch (e) {
        if (anomaly.enabled) noteFailure(node);
        if (isHostRead(e)) {
          // the node runs again from its incoming gradients once the bytes are in
          ready.push(node);
          buffers.set(node, raw);
          interrupt(pass);
        }
        throw e;
      }
    }
  }

  function process(node: Node, raw: (Tensor | null)[]): void {
    // outputs with hooks or retained grads are few, and wanted gradients exist only for autograd.grad: most nodes
    // skip both lookups
    const buf = node.outputs.size ? raw.map((g, i) => (g ? applyHooks(node.outputs.get(i), g) : g)) : raw;
    buffers.delete(node);
    if (node.outputs.size || wanted.size) {
      // an input whose node runs (another input lies beyond it) is captured before its tensor hooks, which run
      // with the node, as PyTorch's engine does; one whose node does not run, after them
      const capturing = needed?.has(node) ? raw : buf;
      buf.forEach((g, i) => {
        const out = node.outputs.get(i);
        if (g && out?.retainsGrad) out.grad = retained(out.grad, options.createGraph ? g : detached(g));
        const slot = wanted.size ? wanted.get(keyOf(node, i)) : undefined;
        if (capturing[i] && slot !== undefined) captured[slot] = capturing[i]!;
      });
    }
    const outs = node.preHooks ? node.preHooks.reduce((g, hook) => hook(g) ?? g, buf) : buf;
    if (node instanceof AccumulateGrad) {
      if (outs[0] && (!options.inputs || (options.accumulate && wanted.has(keyOf(node, 0))))) {
        accumulate(node.variable, applyHooks(node.variable, outs[0]), options.createGraph, (s) => buffered(buffers, s));
        node.variable.postAccumulateHooks?.forEach((hook) => hook());
      }
      node.postHooks?.forEach((hook) => hook([], outs));
    } else if ((node.runsWithoutGrads || outs.some((g) => g)) && (!needed || needed.has(node))) {
      const applied = node.apply(outs);
      const inputGrads = node.postHooks ? node.postHooks.reduce((g, hook) => hook(g, outs) ?? g, applied) : applied;
      if (anomaly.enabled && anomaly.checkNan) checkNan(node, inputGrads);
      node.next.forEach((e, i) => {
        const g = inputGrads[i];
        // a gradient takes its input's dtype, as PyTorch's engine casts it (an autocast region's float16 ops
        // hand float32 parameters float32 gradients)
        if (!e || !g) return;
        deliver(e.node, e.inputNr, g.dtype === e.dtype ? g : run('_to_copy', { self: g, dtype: e.dtype }) as Tensor);
      });
      if (!options.retainGraph && isReleasable(node)) node.release();
    }
    for (const e of node.next) {
      if (!e) continue;
      const left = dependencies.get(e.node)! - 1;
      dependencies.set(e.node, left);
      if (left === 0) ready.push(e.node);
    }
  }

  if (options.inputs && !options.allowUnused && captured.some((g) => g === null)) {
    throw runtimeError('One of the differentiated Tensors appears to not have been used in the graph. ' +
      'Set allow_unused=True if this is the desired behavior.');
  }
  return captured;
}

const keyOf = (node: Node, inputNr: number) => `${nodeIds(node)}:${inputNr}`;
const ids = new WeakMap<Node, number>();
let nextId = 0;
function nodeIds(node: Node): number {
  let id = ids.get(node);
  if (id === undefined) ids.set(node, (id = nextId++));
  return id;
}

function accumulate(variable: Tensor, grad: Tensor, createGraph: boolean, isBuffered: (s: Storage) => boolean): void {
  if (!variable.grad) {
    if (createGraph) variable.grad = contractCopy(grad, variable);
    else variable.grad = stealable(grad, variable, isBuffered) ? detached(grad) : detachedCopy(grad, variable);
  } else if (createGraph) {
    variable.grad = add(variable.grad, grad);
  } else {
    run('add_', { self: variable.grad, other: grad });
  }
}

/**
 * A non-leaf's .grad after another gradient reached it, as PyTorch's retain_grad hook keeps it (after the tensor's
 * other hooks): a contiguous copy of the first, then the sum with each later one.
 */
function retained(previous: Tensor | null, grad: Tensor): Tensor {
  return previous ? add(previous, grad) : contiguousClone(grad);
}

const contiguousClone = (t: Tensor) => run('clone', { self: t, memory_format: 'contiguous_format' }) as Tensor;

/**
 * A copy of a leaf's gradient laid out by the gradient layout contract, as PyTorch's clone_obey_contract makes it:
 * copied into a tensor laid out as the leaf where the leaf is dense (by a copy_, which create_graph records as
 * CopyBackwards), else a contiguous clone.
 */
function contractCopy(grad: Tensor, variable: Tensor): Tensor {
  if (!isNonOverlappingAndDense(variable)) return contiguousClone(grad);
  const blank = withGradMode(false, () => run('clone', { self: detached(variable) }) as Tensor);
  return run('copy_', { self: blank, src: grad }) as Tensor;
}

/** Whether a gradient still waiting in some node's buffer views `storage`. */
const buffered = (buffers: ReadonlyMap<Node, readonly (Tensor | null)[]>, storage: Storage): boolean => {
  for (const buf of buffers.values()) if (buf.some((g) => g?.storage === storage)) return true;
  return false;
};

/**
 * Whether the leaf may take `grad` itself as its .grad, as PyTorch's AccumulateGrad takes a gradient nothing else
 * refers to instead of copying it: made during this pass and owned by nothing (no Python object holds it, no node
 * saved it, no .grad is it), the whole of its storage, which no gradient still buffered views, and laid out by the
 * gradient layout contract (below).
 */
function stealable(grad: Tensor, variable: Tensor, isBuffered: (s: Storage) => boolean): boolean {
  const s = grad.storage;
  return s.managed && s.refs === 0 && grad.offset === 0 && grad.numel === s.length && isNonOverlappingAndDense(variable)
    && isNonOverlappingAndDense(grad) && grad.strides.every((st, i) => st === variable.strides[i] || grad.shape[i]! < 2)
    && !isBuffered(s);
}

/**
 * A gradient the leaf owns, a fresh tensor that no graph refers to, laid out by the gradient layout contract: in the
 * leaf's own strides where the leaf is dense (so a weight used transposed still gets a row-major gradient, and
 * what later reduces over it folds in PyTorch's order), else row-major.
 */
function detachedCopy(t: Tensor, variable: Tensor): Tensor {
  const g = detached(t);
  // where a clone is laid out so already, no copy of the leaf is needed for its strides
  if (isNonOverlappingAndDense(variable) && t.strides.every((s, i) => s === variable.strides[i] || t.shape[i]! < 2)) {
    return run('clone', { self: g }) as Tensor;
  }
  return variable.isContiguous() ? contiguousClone(g) : contractCopy(g, variable);
}
