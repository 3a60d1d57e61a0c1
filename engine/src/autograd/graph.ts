/**
 * The autograd graph. Every differentiable op run while grad mode is on records a node whose edges lead to the
 * nodes of its inputs (a leaf's edge leads to its AccumulateGrad node). Derivative formulas are written with the
 * engine's own ops, so running them with grad mode on records a graph too: that is how create_graph gives
 * higher-order gradients.
 */
import { tensorTypeName } from '../device.ts';
import { runtimeError } from '../errors.ts';
import { disown, insideEngineCall, own, release, retain, track, type Counted } from '../memory/ownership.ts';
import type { DType } from '../dtype.ts';
import { noteCreation } from './anomaly.ts';
import type { Tensor } from '../tensor.ts';

export interface Edge {
  readonly node: Node;
  readonly inputNr: number;
  /** The dtype of the input the edge leads from: its gradient is cast to it (PyTorch's validate_outputs). */
  readonly dtype: DType;
}

/** A node hook's view of gradients: one per slot, null where none flows; undefined from a hook changes nothing. */
type Grads = (Tensor | null)[];
export type NodePreHook = (gradOutputs: Grads) => Grads | undefined;
export type NodePostHook = (gradInputs: Grads, gradOutputs: Grads) => Grads | undefined;

let nextSequenceNr = 0;

/**
 * A node is counted (memory/ownership.ts): the tensors it produced and the nodes whose edges lead to it own it,
 * and it owns the nodes its own edges lead to. Subclasses call `adoptEdges` once `next` is set.
 */
export abstract class Node implements Counted {
  abstract readonly name: string;
  /** Where each input's gradient goes; null for inputs that need none. */
  abstract readonly next: readonly (Edge | null)[];
  /** Gradients w.r.t. each input, given the gradients w.r.t. each output. */
  abstract apply(grads: readonly (Tensor | null)[]): (Tensor | null)[];
  /**
   * Whether the node runs when no gradient reached it. A formula's node has nothing to do then (PyTorch's formulas
   * return undefined gradients for undefined ones); a custom Function's backward is called all the same.
   */
  readonly runsWithoutGrads: boolean = false;
  /** Hooks and retained grads of the tensors this node produced, by output number. */
  readonly outputs = new Map<number, Tensor>();
  /** grad_fn.register_prehook: each sees the gradients w.r.t. the node's outputs before it runs, and may replace them. */
  preHooks?: NodePreHook[];
  /** grad_fn.register_hook: each sees the gradients w.r.t. its inputs and outputs after it ran, and may replace the former. */
  postHooks?: NodePostHook[];
  /**
   * The order nodes were made in, which orders a backward pass (ready-queue.ts); a gradient accumulator's is
   * infinite, so a leaf's gradient is stored as soon as it is complete, as PyTorch's AccumulateGrad is.
   */
  readonly sequenceNr: number = this instanceof AccumulateGrad ? Infinity : nextSequenceNr++;
  refs = 0;
  readonly managed = insideEngineCall();
  disposed = false;

  /** Called once the subclass has set `next`: the node is complete (anomaly mode notes where it was made). */
  protected adoptEdges(): void {
    for (const e of this.next) if (e) retain(e.node);
    track(this);
    noteCreation(this);
  }

  /** No tensor or node refers to this one any more: let go of the nodes it leads to. */
  dispose(): void {
    for (const e of this.next) if (e) release(e.node);
  }
}

export const gradMode = { enabled: true };

/** Runs `fn` with grad mode set to `enabled`, restoring it afterwards. */
export function withGradMode<T>(enabled: boolean, fn: () => T): T {
  const prev = gradMode.enabled;
  gradMode.enabled = enabled;
  try {
    return fn();
  } finally {
    gradMode.enabled = prev;
  }
}

export class AccumulateGrad extends Node {
  readonly name = 'AccumulateGrad';
  readonly next: readonly (Edge | null)[] = [];
  readonly variable: Tensor;
  constructor(variable: Tensor) {
    super();
    this.variable = variable;
    // as in PyTorch, the accumulator keeps its variable alive while a graph leads to it, not the other way round
    own(variable);
    this.adoptEdges();
  }
  apply(): (Tensor | null)[] {
    return [];
  }
  override dispose(): void {
    if (this.variable.gradAccumulator === this) this.variable.gradAccumulator = null;
    disown(this.variable);
    super.dispose();
  }
}

/** The edge an input tensor's gradient flows along, or null when it needs none. */
export function edgeOf(t: Tensor): Edge | null {
  if (t.gradFn) return { node: t.gradFn as Node, inputNr: t.outputNr, dtype: t.dtype };
  // a view that inherits requires_grad from its base accumulates nothing itself (a view made in no_grad mode)
  if (!t.requiresOwnGrad) return null;
  t.gradAccumulator ??= new AccumulateGrad(t);
  return { node: t.gradAccumulator as Node, inputNr: 0, dtype: t.dtype };
}

export const FREED_MESSAGE = 'Trying to backward through the graph a second time (or directly access saved tensors ' +
  'after they have already been freed). Saved intermediate values of the graph are freed when you call .backward() ' +
  'or autograd.grad(). Specify retain_graph=True if you need to backward through the graph a second time or if you ' +
  'need to access saved tensors after calling backward.';

export const HOOKS_AFTER_FREE_MESSAGE = 'Calling register_hooks on a saved tensor after it has been freed. Saved ' +
  'intermediate values of the graph are freed when you call .backward() or autograd.grad(). Specify ' +
  'retain_graph=True if you need to backward through the graph a second time or if you need to access saved ' +
  'variables after calling backward.';

/**
 * saved_tensors_hooks: while a pair is pushed, a tensor being saved is handed to `pack` (whose result is kept in its
 * place) and backward reads it back through `unpack`; `release` lets go of what pack returned.
 */
export interface SavedTensorHooks {
  pack(t: Tensor): unknown;
  unpack(packed: unknown): Tensor;
  release(packed: unknown): void;
}
const savedTensorHooks: SavedTensorHooks[] = [];
export function pushSavedTensorHooks(hooks: SavedTensorHooks): void { savedTensorHooks.push(hooks); }
export function popSavedTensorHooks(): void { savedTensorHooks.pop(); }

/**
 * A tensor a derivative formula needs, with the version it had when saved. It owns the tensor's storage, not the
 * tensor: a saved output owning its grad_fn would be a cycle (PyTorch's SavedVariable avoids it the same way). Under
 * saved_tensors_hooks it keeps only what the pack hook returned, and, as PyTorch, no longer checks the version: what
 * the hooks return need not be the tensor that was saved.
 */
/** Nodes written by hand in PyTorch's C++, whose name() is their namespaced class name (generated ones are bare). */
const CPP_NODES = new Set(['AccumulateGrad', 'Error', 'CopySlices', 'CopyBackwards', 'NotImplemented']);

export class SavedTensor {
  private tensor: Tensor | null = null;
  private packed: { readonly hooks: SavedTensorHooks; readonly value: unknown } | null = null;
  private freed = false;
  private readonly storage: Tensor['storage'];
  private readonly version: number;
  private readonly producer: string;
  private readonly isOutput: boolean;
  private readonly wasLeaf: boolean;
  /** `producer` names the node saving the tensor; `isOutput`, whether the tensor is that node's own result. */
  constructor(tensor: Tensor, producer: string, isOutput: boolean) {
    this.storage = tensor.storage;
    this.version = tensor.storage.mutations;
    this.producer = producer;
    this.isOutput = isOutput;
    this.wasLeaf = tensor.isLeaf;
    const hooks = savedTensorHooks.at(-1);
    if (hooks) {
      // the hook's own ops save plainly: packing what packing saves would never end
      savedTensorHooks.pop();
      try {
        this.packed = { hooks, value: hooks.pack(tensor) };
      } finally {
        savedTensorHooks.push(hooks);
      }
    } else {
      retain(tensor.storage);
      this.tensor = tensor;
    }
  }
  unpack(): Tensor {
    if (this.freed) throw runtimeError(FREED_MESSAGE);
    if (this.packed) return this.packed.hooks.unpack(this.packed.value);
    const t = this.tensor!;
    if (this.storage.mutations !== this.version) {
      throw runtimeError('one of the variables needed for gradient computation has been modified by an inplace ' +
        `operation: [${tensorTypeName(t)} [${t.shape.join(', ')}]]${this.culprit(t)} is at version ` +
        `${this.storage.mutations}; expected version ${this.version} instead. Hint: enable anomaly detection to ` +
        'find the operation that failed to compute its gradient, with torch.autograd.set_detect_anomaly(True).');
    }
    return t;
  }
  /**
   * The node the error names: a saved input names its grad_fn as it is now (the in-place op that changed it), a
   * leaf none; a saved output, or an input detached in place since, names the node that saved it, unless the output
   * took no node (integer indices are leaves to PyTorch too).
   */
  private culprit(t: Tensor): string {
    const now = this.isOutput ? null : t.gradFn;
    if (this.isOutput ? t.dtype.category !== 'float' : now === null && this.wasLeaf) return '';
    const name = now?.name ?? this.producer;
    return `, which is output 0 of ${CPP_NODES.has(name) ? `torch::autograd::${name}` : name},`;
  }
  /** The tensor kept unpacked, as saved: not an output, no hooks (it is the very tensor the op was given). */
  get input(): Tensor | null {
    return this.isOutput || this.freed ? null : this.tensor;
  }
  /** grad_fn._raw_saved_*.register_hooks: packs the kept tensor now; one pair of hooks per saved tensor. */
  registerHooks(hooks: SavedTensorHooks): void {
    if (this.packed) {
      throw runtimeError('Calling register_hooks on a saved tensor whose hooks have already been set. Hint: only one ' +
        'pair of hooks is allowed at a time.');
    }
    if (this.freed) throw runtimeError(HOOKS_AFTER_FREE_MESSAGE);
    const t = this.tensor!;
    this.packed = { hooks, value: hooks.pack(t) };
    this.tensor = null;
    release(t.storage);
  }
  release(): void {
    if (this.tensor) release(this.tensor.storage);
    if (this.packed) this.packed.hooks.release(this.packed.value);
    this.tensor = null;
    this.packed = null;
    this.freed = true;
  }
}
