/** Recording: the node an op leaves behind when it runs on tensors that require grad. */
import { runtimeError } from '../errors.ts';
import type { Result } from '../ops/registry.ts';
import { PyScalar, type Bound, type BoundArgs } from '../ops/schema.ts';
import { release, retain } from '../memory/ownership.ts';
import { Tensor, type Storage } from '../tensor.ts';
import {
  FREED_MESSAGE, HOOKS_AFTER_FREE_MESSAGE, Node, SavedTensor, edgeOf, type Edge, type SavedTensorHooks,
} from './graph.ts';
import { savedAttribute, savedAttributeNames, type SavedAttribute } from './saved-values.ts';
import { checkInplaceOnView } from './views.ts';

/** What a derivative formula sees: the output gradient(s), the op's arguments (saved ones checked) and result. */
export interface GradContext {
  /** The gradient w.r.t. the (first) output. */
  readonly grad: Tensor;
  /** Gradients w.r.t. every output of a multi-output op. */
  readonly grads: readonly Tensor[];
  readonly args: BoundArgs;
  readonly result: Tensor;
  readonly results: readonly Tensor[];
}

/** A gradient w.r.t. one argument: a tensor, one per tensor of a list argument, or none. */
export type Grad = Tensor | readonly (Tensor | null)[] | null;
/**
 * Gradients by argument name. A function gives its gradient lazily: it runs only when an input of that argument
 * requires grad, as PyTorch computes no gradient nobody takes (and raises no error a formula for it would raise).
 */
export type GradResult = Readonly<Record<string, Grad | (() => Grad)>>;

export interface Derivative {
  /** The node's name, as printed in grad_fn=<...> (AddBackward0, SumBackward1, ...). */
  readonly name: string | ((args: BoundArgs) => string);
  /**
   * Arguments (or 'result') the formula reads values of, as grad_fn._saved_<name> shows them: tensors saved,
   * version-checked and freed after backward; other values kept as they are. A function of the arguments where the
   * overload PyTorch picks saves other values.
   */
  readonly saves?: readonly string[] | ((args: BoundArgs) => readonly string[]);
  /**
   * Outputs past the first that the formula saves, by the name the op's schema returns them under in PyTorch (max.dim's
   * `indices`) and their position: grad_fn._saved_<name> shows them, and the backward pass checks their version.
   */
  readonly savedOutputs?: Readonly<Record<string, number>>;
  /**
   * The arguments as the overload PyTorch picks keeps them, where one schema here folds several (var's `unbiased`
   * overloads pass their correction on as 0 or 1): what grad_fn._saved_<name> reads values other than tensors from.
   */
  readonly savedArgs?: (args: BoundArgs) => BoundArgs;
  /**
   * For a saved argument only some gradients read: those arguments. It is saved only when one of them requires grad,
   * as PyTorch's generated nodes save it, so changing it in place afterwards is no error.
   */
  readonly savedFor?: Readonly<Record<string, readonly string[]>>;
  /**
   * The differentiable arguments in the order of the node's edges, an optional one left out still taking its edge
   * (PyTorch's next_functions has None there); a function of the arguments where the overload PyTorch picks
   * depends on which operand is a Python number. Without it, every floating-point tensor argument that is not a
   * Python number, in order (a number goes to a Scalar parameter, which takes no edge).
   */
  readonly inputs?: readonly string[] | ((args: BoundArgs) => readonly string[]);
  /**
   * Which outputs are differentiable (derivatives.yaml's output_differentiability): the others get no grad_fn and do
   * not require grad, like lu's P or lu_factor's pivots. Without it, every floating-point output is.
   */
  readonly outputs?: readonly boolean[];
  /**
   * Floating-point arguments derivatives.yaml gives the op (named for the message) no formula for, as nll_loss_forward
   * its weight: one that requires grad is refused, as PyTorch's check_no_requires_grad refuses it.
   */
  readonly nonDifferentiable?: { readonly op: string; readonly args: readonly string[] };
  /** Gradients w.r.t. the differentiable arguments, by argument name. */
  readonly grads: (ctx: GradContext) => GradResult;
}

/** The names a derivative saves for these arguments. */
export function savesOf(derivative: Derivative, args: BoundArgs): readonly string[] {
  const saves = derivative.saves ?? [];
  return typeof saves === 'function' ? saves(args) : saves;
}

const isTensor = (v: Bound): v is Tensor => v instanceof Tensor;
const tensorList = (v: Bound): readonly Tensor[] | null =>
  Array.isArray(v) && v.length > 0 && v.every((x) => x instanceof Tensor) ? v as Tensor[] : null;

/**
 * Where each differentiable input sits: an argument, and an index into it for tensor lists; no tensor for an
 * optional argument left out.
 */
interface Slot { readonly param: string; readonly index: number | null; readonly tensor: Tensor | null }

function slotsOf(args: BoundArgs, inputs: Derivative['inputs']): Slot[] {
  if (inputs) {
    const names = typeof inputs === 'function' ? inputs(args) : inputs;
    return names.map((param) => ({ param, index: null, tensor: args[param] as Tensor | null }));
  }
  const slots: Slot[] = [];
  const take = (param: string, index: number | null, t: Tensor) => {
    if (t.dtype.category === 'float' && !t.wrappedNumber) slots.push({ param, index, tensor: t });
  };
  for (const param in args) {
    const v = args[param]!;
    if (isTensor(v)) take(param, null, v);
    else tensorList(v)?.forEach((t, index) => take(param, index, t));
  }
  return slots;
}

const isScalar = (kind: SavedAttribute['kind'] | undefined) => kind === 'scalar' || kind === 'scalar?';

const wantsGrad = (t: Tensor) => t.requiresGrad && t.dtype.category === 'float';

/** Whether any input slotsOf would find requires grad; checked on every op call, so it allocates nothing. */
export function needsGrad(args: BoundArgs): boolean {
  for (const k in args) {
    const v = args[k]!;
    if (isTensor(v)) {
      if (wantsGrad(v)) return true;
    } else if (tensorList(v)?.some(wantsGrad)) return true;
  }
  return false;
}

/** In-place ops may not overwrite a leaf that requires grad, or some views, while grad mode is on. */
export function checkInplace(op: { schema: { name: string } }, args: BoundArgs): void {
  const self = args['self'] ?? null;
  if (!op.schema.name.endsWith('_') || !isTensor(self)) return;
  if (self.viewOf) checkInplaceOnView(self);
  if (self.requiresGrad && self.isLeaf) {
    throw runtimeError('a leaf Variable that requires grad is being used in an in-place operation.');
  }
}

/** The distinct storages of every tensor argument and result, each retained once (every op with grad pays this). */
function heldStorages(args: BoundArgs, results: readonly Tensor[]): Storage[] {
  const seen = new Set<Storage>();
  const hold = (t: Tensor) => {
    if (seen.has(t.storage)) return;
    retain(t.storage);
    seen.add(t.storage);
  };
  for (const k in args) {
    const v = args[k]!;
    if (isTensor(v)) hold(v);
    else if (Array.isArray(v)) for (const x of v) if (x instanceof Tensor) hold(x);
  }
  results.forEach(hold);
  return [...seen];
}

class OpNode extends Node {
  readonly name: string;
  readonly next: readonly (Edge | null)[];
  private readonly slots: readonly Slot[];
  private readonly derivative: Derivative;
  private readonly args: BoundArgs;
  /** What saved values other than tensors are read from (see Derivative.savedArgs). */
  private readonly attributeArgs: BoundArgs;
  private saved: Map<string, SavedTensor> | null;
  private readonly savedList: readonly string[];
  private readonly results: readonly Tensor[];
  /**
   * The storages of every tensor argument and result. Formulas read some values they do not list in `saves`
   * (the indices a max returns, index arguments), so the node keeps them all until it can no longer run.
   */
  private held: Storage[] | null;

  constructor(name: string, derivative: Derivative, args: BoundArgs, results: readonly Tensor[],
    originals: Readonly<Record<string, Tensor>>) {
    super();
    this.name = name;
    this.derivative = derivative;
    this.args = args;
    this.attributeArgs = derivative.savedArgs?.(args) ?? args;
    this.results = results;
    this.slots = slotsOf(args, derivative.inputs);
    this.next = this.slots.map((s) => (s.tensor?.requiresGrad ? edgeOf(s.tensor) : null));
    // an optional argument left out (a BatchNorm without affine weight) has nothing to save
    this.saved = new Map();
    this.savedList = [
      ...savesOf(derivative, args).filter((k) => k === 'result' || k in args),
      ...Object.keys(derivative.savedOutputs ?? {}),
    ];
    for (const k of this.savedList) {
      const readers = derivative.savedFor?.[k];
      if (readers && !readers.some((r) => (args[r] as Tensor | null)?.requiresGrad)) continue;
      const output = this.outputIndex(k);
      const t = output !== undefined ? results[output]! : originals[k] ?? args[k];
      if (this.savesTensor(k)) this.saved.set(k, new SavedTensor(t as Tensor, name, output !== undefined));
    }
    this.held = heldStorages(args, results);
    this.adoptEdges();
  }

  apply(grads: readonly (Tensor | null)[]): (Tensor | null)[] {
    if (!this.saved) throw runtimeError(FREED_MESSAGE);
    const args: Record<string, Bound> = { ...this.args };
    const results = [...this.results];
    for (const [k, s] of this.saved) {
      const output = this.outputIndex(k);
      if (output !== undefined) results[output] = s.unpack();
      else args[k] = s.unpack();
    }
    // outputs nobody used get zero gradients (the buffer may be sparse: no hole may survive)
    const full = this.results.map((r, i) => grads[i] ?? Tensor.zerosLike(r));
    const out = this.derivative.grads({ grad: full[0]!, grads: full, args, result: results[0]!, results });
    // an argument's gradient is made once, at its first input that takes it (a list argument's inputs are adjacent)
    let param: string | null = null;
    let g: Grad = null;
    return this.slots.map((s, i) => {
      if (this.next[i] === null) return null;
      if (s.param !== param) {
        const given = out[s.param];
        g = typeof given === 'function' ? given() : given ?? null;
        param = s.param;
      }
      if (g === null) return null;
      return s.index === null ? g as Tensor : (g as readonly (Tensor | null)[])[s.index] ?? null;
    });
  }

  /** Which output a saved name is: 0 for `result`, a savedOutputs entry's position, else none (an argument). */
  private outputIndex(name: string): number | undefined {
    return name === 'result' ? 0 : this.derivative.savedOutputs?.[name];
  }

  /** The names a formula saved, as grad_fn._saved_<name> shows them (the result as `result`). */
  savedNames(): readonly string[] {
    return [...new Set([...this.savedList, ...savedAttributeNames(this.name, this.attributeArgs)])];
  }

  /**
   * Whether the name is a saved tensor (else a number or other value of the arguments). A Python number passed where
   * PyTorch's overload takes a Scalar (pow's exponent) is kept as it is, and no saved-tensor hook sees it; one passed
   * where the overload takes a Tensor (mul's other) is a tensor PyTorch saves like any other.
   */
  savesTensor(name: string): boolean {
    const output = this.outputIndex(name);
    const v = output !== undefined ? this.results[output] : this.args[name];
    return v instanceof Tensor && !(v.wrappedNumber && isScalar(savedAttribute(this.name, name, this.attributeArgs)?.kind));
  }

  /**
   * A saved tensor (null for an optional argument left out, or one saved only for gradients nobody needs), checked
   * as the backward pass would check it: freed after backward, or modified in place since.
   */
  savedValue(name: string): Tensor | null {
    if (!this.saved) throw runtimeError(FREED_MESSAGE);
    return this.saved.get(name)?.unpack() ?? null;
  }

  /** The saved tensor if it is the very tensor the op was given (not its result, not packed by hooks). */
  savedInput(name: string): Tensor | null {
    return this.saved?.get(name)?.input ?? null;
  }

  /** grad_fn._raw_saved_<name>.register_hooks: hooks for one saved tensor, set once. */
  registerHooks(name: string, hooks: SavedTensorHooks): void {
    if (!this.saved) throw runtimeError(HOOKS_AFTER_FREE_MESSAGE);
    const saved = this.saved.get(name);
    if (!saved) throw runtimeError('Calling register_hooks on a saved tensor with value None is forbidden');
    saved.registerHooks(hooks);
  }

  /**
   * A saved value that is no tensor, with the C++ type PyTorch keeps it as where its table names it: an argument as
   * it was passed (a Python number for a tensor becomes that number), or what was read off a tensor argument.
   */
  savedPlain(name: string): { value: Bound; kind: SavedAttribute['kind'] | null } {
    const attribute = savedAttribute(this.name, name, this.attributeArgs);
    const v = attribute?.value ?? this.args[name]!;
    const kind = attribute?.kind ?? null;
    if (!(v instanceof Tensor)) return { value: v, kind };
    const number = v.dtype.category === 'float' ? 'float' : v.dtype.category === 'bool' ? 'bool' : 'int';
    return { value: new PyScalar(Number(v.dtype.load(v.storage.data, v.offset)), number), kind };
  }

  /** Frees what the formulas saved; backward without retain_graph does this. */
  release(): void {
    if (this.saved && this.saved.size === 0) return; // nothing saved: PyTorch lets such nodes run again
    this.freeSaved();
  }

  override dispose(): void {
    this.freeSaved();
    super.dispose();
  }

  private freeSaved(): void {
    this.saved?.forEach((s) => s.release());
    this.saved = null;
    this.held?.forEach(release);
    this.held = null;
  }
}

/** A node whose saved tensors backward frees: an op's node, or a CopySlices around one. */
export function isReleasable(node: Node): node is Node & { release(): void } {
  return typeof (node as Partial<{ release: unknown }>).release === 'function';
}

/** A node whose formula saved tensors (custom and AccumulateGrad nodes save none). */
export function hasSaves(node: Node): node is OpNode {
  return node instanceof OpNode;
}

/**
 * Attaches a node to the op's floating-point outputs. `originals` holds what an in-place op's formula saves of its
 * arguments as they were before the write.
 */
export function record(derivative: Derivative, args: BoundArgs, result: Result,
  originals: Readonly<Record<string, Tensor>> = {}): void {
  const results = result instanceof Tensor ? [result] : Array.isArray(result) ? result as Tensor[] : [];
  if (!results.length) return;
  const refused = derivative.nonDifferentiable;
  const argument = refused?.args.find((k) => (args[k] as Tensor | null)?.requiresGrad);
  if (argument) {
    throw runtimeError(`The function '${refused!.op}' is not differentiable with respect to argument '${argument}'. ` +
      'This input cannot have requires_grad True.');
  }
  const name = typeof derivative.name === 'string' ? derivative.name : derivative.name(args);
  const node = new OpNode(name, derivative, args, results, originals);
  results.forEach((t, i) => {
    if (t.dtype.category !== 'float' || derivative.outputs?.[i] === false) return;
    t.gradFn = node;
    t.outputNr = i;
    t.requiresGrad = true;
  });
}

/** How a custom Function's outputs take part in backward (ctx.set_materialize_grads, mark_non_differentiable). */
export interface CustomOptions {
  /** whether an output that got no gradient reaches the backward function as zeros (else as null) */
  readonly materialize: boolean;
  /** per output: whether it gets this node as its grad_fn */
  readonly differentiable: readonly boolean[];
  /** the number Python knows the Function's ctx by (PyTorch hands the ctx out as the outputs' grad_fn) */
  readonly owner?: number;
  /** runs once no tensor refers to the node: it lets go of what the backward function holds */
  readonly onDispose?: () => void;
  /** runs once a backward pass without retain_graph has run the node: what the function saved is freed */
  readonly onRelease?: () => void;
}

/** A node whose backward is a user function (torch.autograd.Function), called with the output gradients. */
export class CustomNode extends Node {
  override readonly runsWithoutGrads = true;
  readonly name: string;
  readonly next: readonly (Edge | null)[];
  readonly owner: number | undefined;
  private readonly inputs: readonly Tensor[];
  private readonly results: readonly Tensor[];
  private readonly backwardFn: (grads: readonly (Tensor | null)[]) => readonly (Tensor | null | undefined)[];
  private readonly options: CustomOptions;

  constructor(name: string, inputs: readonly Tensor[], results: readonly Tensor[],
    backwardFn: (grads: readonly (Tensor | null)[]) => readonly (Tensor | null | undefined)[], options: CustomOptions) {
    super();
    this.name = name;
    this.inputs = inputs;
    this.results = results;
    this.backwardFn = backwardFn;
    this.options = options;
    this.owner = options.owner;
    this.next = inputs.map((t) => (t.requiresGrad ? edgeOf(t) : null));
    this.adoptEdges();
  }

  apply(grads: readonly (Tensor | null)[]): (Tensor | null)[] {
    const full = this.results.map((r, i) => grads[i] ?? (this.options.materialize ? Tensor.zerosLike(r) : null));
    const out = this.backwardFn(full);
    if (out.length !== this.inputs.length) {
      throw runtimeError(`function ${this.name} returned an incorrect number of gradients (expected ` +
        `${this.inputs.length}, got ${out.length})`);
    }
    return this.inputs.map((t, i) => (t.requiresGrad ? out[i] ?? null : null));
  }

  release(): void {
    this.options.onRelease?.();
  }

  override dispose(): void {
    this.options.onDispose?.();
    super.dispose();
  }
}

/**
 * Attaches a user-defined backward to `results`, computed from `inputs` (torch.autograd.Function.apply). An input
 * among the results (one the forward modified in place) has its history rebased onto the node.
 */
export function recordCustom(name: string, inputs: readonly Tensor[], results: readonly Tensor[],
  backwardFn: (grads: readonly (Tensor | null)[]) => readonly (Tensor | null | undefined)[],
  options: CustomOptions = { materialize: true, differentiable: results.map(() => true) }): void {
  const node = new CustomNode(name, inputs, results, backwardFn, options);
  results.forEach((t, i) => {
    if (t.dtype.category !== 'float' || !options.differentiable[i]) return;
    t.gradFn = node;
    t.outputNr = i;
    t.requiresGrad = true;
  });
}
