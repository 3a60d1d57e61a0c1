/**
 * Traces (torch.jit.trace, torch.compile): the ops a program ran on example inputs, recorded as data, and run again
 * on new inputs. A tensor an op used that neither an input nor an earlier op made (a module's parameter, a constant)
 * is used by reference on every run, as PyTorch's traces capture module state; Python's control flow is not
 * recorded, so a branch taken while tracing is the branch every run takes.
 *
 * A call of compiled code (a scripted function, which has control flow of its own) is kept as a call: its ops are
 * recorded for describing the trace, and runs call the code again on their tensors instead of running those ops.
 *
 * A fusing trace (torch.compile's) also finds chains of float32 pointwise ops in which each result feeds only the
 * next op, and runs each chain as one kernel spliced from the ops' own kernels: one pass over memory instead of one
 * per op, with every element computed by the very same IR, so the results are the same bits. A chain runs fused
 * when no gradient has to flow through it; otherwise its ops run one by one and autograd records them.
 */
import { gradMode } from './autograd/graph.ts';
import { CPU, META, deviceOf } from './device.ts';
import { DTYPES } from './dtype.ts';
import { add, arg, cast, div, input, mul, round32, sub, substitute, substituteChildren } from './ir/build.ts';
import type { Expr, PointwiseKernel } from './ir/expr.ts';
import { own } from './memory/ownership.ts';
import { runBound, runPointwise, setOpRecorder, type Fusable, type OpDef, type Result } from './ops/registry.ts';
import { noteIntsTaken, type Bound, type BoundArgs, type IntTaken } from './ops/schema.ts';
import { broadcastTo } from './ops/util.ts';
import { broadcastShapes, sameShape } from './shape.ts';
import { Tensor } from './tensor.ts';
import { scalarOverload } from './trace-scalars.ts';

/**
 * What the program that traced said about a moment of the recording (where an op was called from, which module it
 * entered), with the tensors it named: kept for describing the trace, never read by its runs.
 */
export interface Note { readonly text: string; readonly tensors: readonly Tensor[] }

/** `ints`: the tensors the op took as ints, each taken again from its value on every run (retake). */
interface Step {
  readonly op: OpDef; readonly args: BoundArgs; readonly outputs: readonly Tensor[]; readonly note?: Note;
  readonly ints?: readonly IntTaken[];
}

/**
 * A call runs make again in place of the steps from `from` up to (not including) `to`: `run` takes the tensors now
 * standing for `inputs` and gives those standing for `outputs`.
 */
export interface Call {
  readonly from: number; readonly to: number; readonly inputs: readonly Tensor[]; readonly outputs: readonly Tensor[];
  readonly run: (inputs: readonly Tensor[]) => readonly Tensor[];
}

/** A note made between ops: `at` is how many steps were recorded before it. */
export interface Mark { readonly at: number; readonly note: Note }

/**
 * Consecutive steps, from the one it is kept under to `last`, run as one kernel reading `inputs` (recorded tensors)
 * into `output`'s place.
 */
interface Chain {
  readonly last: number;
  readonly kernel: PointwiseKernel;
  readonly inputs: readonly Tensor[];
  readonly output: Tensor;
  readonly shape: readonly number[];
}

const BINARY = { add, sub, mul, div } as const;
const binaryOf = (op: string, a: Expr, b: Expr): Expr => BINARY[op as keyof typeof BINARY](a, b);

export const tensorsOf = (r: Result): readonly Tensor[] => (r instanceof Tensor ? [r] : Array.isArray(r) ? r : []);

export function* tensorArgs(args: BoundArgs): Generator<Tensor> {
  for (const v of Object.values(args)) {
    if (v instanceof Tensor) yield v;
    else if (Array.isArray(v)) for (const x of v) if (x instanceof Tensor) yield x;
  }
}

export class Trace {
  readonly inputs: readonly Tensor[];
  readonly steps: readonly Step[];
  readonly outputs: readonly Tensor[];
  readonly marks: readonly Mark[];
  /** The calls kept as calls, in order, none inside another. */
  readonly calls: readonly Call[];
  private readonly chains: ReadonlyMap<number, Chain>;
  private chainsRun = 0;
  /** Whether runs take the Scalar overloads for recorded numbers, as a jit trace's runs do (trace-scalars.ts). */
  private readonly scalars: boolean;

  constructor(inputs: readonly Tensor[], steps: readonly Step[], outputs: readonly Tensor[], fuse: boolean,
    marks: readonly Mark[] = [], calls: readonly Call[] = [], scalars = false) {
    this.inputs = inputs;
    this.scalars = scalars;
    this.steps = steps;
    this.outputs = outputs;
    this.marks = marks;
    this.calls = calls;
    // the tensors every run uses as they are (parameters, constants) live as long as the trace
    const made = new Set<Tensor>(inputs);
    for (const step of steps) {
      for (const t of tensorArgs(step.args)) {
        if (!made.has(t)) {
          made.add(t);
          own(t);
        }
      }
      step.outputs.forEach((t) => made.add(t));
    }
    calls.forEach((c) => c.inputs.forEach(own));
    this.chains = fuse ? findChains(steps, outputs, calls) : new Map();
  }

  /** The recorded ops on new inputs (one per recorded input, in order); the outputs in their recorded order. */
  run(inputs: readonly Tensor[]): Tensor[] {
    const now = new Map<Tensor, Tensor>();
    this.inputs.forEach((t, i) => now.set(t, inputs[i]!));
    const swap = (v: Bound): Bound => {
      if (v instanceof Tensor) return now.get(v) ?? v;
      if (Array.isArray(v)) return v.map((x) => (x instanceof Tensor ? now.get(x) ?? x : x)) as Bound;
      return v;
    };
    let call = 0;
    for (let i = 0; ; i++) {
      for (let c = this.calls[call]; c?.from === i; c = this.calls[++call]) {
        const result = c.run(c.inputs.map((t) => now.get(t) ?? t));
        c.outputs.forEach((t, j) => now.set(t, result[j]!));
        i = c.to;
      }
      if (i >= this.steps.length) break;
      const chain = this.chains.get(i);
      if (chain) {
        const fused = runChain(chain, chain.inputs.map((t) => now.get(t) ?? t));
        if (fused) {
          this.chainsRun++;
          now.set(chain.output, fused);
          i = chain.last;
          continue;
        }
      }
      const step = this.steps[i]!;
      const args: Record<string, Bound> = {};
      for (const [k, v] of Object.entries(step.args)) args[k] = swap(v);
      for (const taken of step.ints ?? []) retake(args, taken, now);
      const result = tensorsOf(runBound(...(this.scalars ? scalarOverload(step.op, args) : [step.op, args] as const)));
      step.outputs.forEach((t, j) => now.set(t, result[j]!));
    }
    return this.outputs.map((t) => now.get(t) ?? t);
  }

  /** How many chains of ops run as one kernel. */
  get fusedChains(): number { return this.chains.size; }

  /** How many times, over every run so far, a chain ran as one kernel. */
  get fusedRuns(): number { return this.chainsRun; }
}

/**
 * An int the step took from a tensor the trace made (a size it read) taken again from that tensor's value on this
 * run, so an op given a size of the input follows the input's shape.
 */
function retake(args: Record<string, Bound>, taken: IntTaken, now: ReadonlyMap<Tensor, Tensor>): void {
  const t = now.get(taken.tensor);
  if (t === undefined) return;
  const value = Number(t.dtype.load(t.storage.data, t.offset));
  if (taken.index === null) {
    args[taken.param] = value;
  } else {
    const list = [...(args[taken.param] as readonly number[])];
    list[taken.index] = value;
    args[taken.param] = list;
  }
}

/**
 * The chain's kernel on these tensors, or null when it must run op by op: a gradient to record, tensors on two
 * devices, or, on the CPU, an input that is not a contiguous tensor of the result's shape when the kernel has a
 * vectorised body and a scalar tail (which PyTorch's CPU loops choose by layout). Other kernels, and every kernel on
 * a GPU (one form there, as PyTorch's CUDA kernels), compute the same everywhere and take broadcasts.
 */
function runChain(chain: Chain, inputs: readonly Tensor[]): Tensor | null {
  if (gradMode.enabled && inputs.some((t) => t.requiresGrad)) return null;
  const device = inputs.length ? deviceOf(inputs[0]!) : CPU;
  if (device === META) return null;
  const layoutMatters = chain.kernel.tail !== undefined && device === CPU;
  const ready: Tensor[] = [];
  for (const t of inputs) {
    if (t.dtype !== DTYPES.float32 || deviceOf(t) !== device) return null;
    const exact = sameShape(t.shape, chain.shape);
    if (layoutMatters && !(exact && t.isContiguous())) return null;
    if (!exact && !sameShape(broadcastShapes(t.shape, chain.shape), chain.shape)) return null;
    ready.push(exact ? t : broadcastTo(t, chain.shape));
  }
  return runPointwise(chain.kernel, ready, chain.shape);
}

/**
 * Chains of two or more fusable steps, each result used by the next step alone and by nothing else, none reaching
 * into a kept call.
 */
function findChains(steps: readonly Step[], outputs: readonly Tensor[], calls: readonly Call[]): Map<number, Chain> {
  const called = new Set<number>();
  for (const c of calls) for (let k = c.from; k < c.to; k++) called.add(k);
  const uses = new Map<Tensor, number>();
  const use = (t: Tensor) => uses.set(t, (uses.get(t) ?? 0) + 1);
  for (const step of steps) for (const t of tensorArgs(step.args)) use(t);
  outputs.forEach(use);
  const chains = new Map<number, Chain>();
  let i = 0;
  while (i < steps.length) {
    const parts: Fusable[] = [];
    let j = i;
    for (; j < steps.length; j++) {
      const step = steps[j]!;
      const part = step.outputs.length === 1 && !called.has(j) ? step.op.fusable?.(step.args) ?? null : null;
      if (!part) break;
      if (parts.length) {
        const previous = steps[j - 1]!.outputs[0]!;
        if (!sameShape(part.shape, parts[0]!.shape) || uses.get(previous) !== 1 || !part.tensors.includes(previous)) break;
      }
      parts.push(part);
    }
    if (parts.length >= 2) {
      const first = i, last = i + parts.length - 1;
      chains.set(first, splice(parts, steps.slice(first, last + 1), last));
      i = last + 1;
    } else {
      i = Math.max(j, i + 1);
    }
  }
  return chains;
}

const EXACT_IN_F64: ReadonlySet<string> = new Set(['add', 'sub', 'mul', 'div']);

/**
 * The kernel with each float32 step of + - * / done in float32 (`round32(a op b)` in f64 on two float32 values is
 * the float32 operation's own result: f64 carries more than twice float32's precision, so rounding twice is exact).
 * The float32 form runs four lanes to a SIMD vector instead of two, which is most of what fusing long chains gains.
 * Every input of a fused kernel is float32, and its arguments were converted to float32 by their ops.
 */
function float32Steps(args: readonly number[]): (e: Expr) => Expr {
  const memo = new Map<Expr, Expr>();
  const isFloat32 = (e: Expr): boolean => {
    switch (e.kind) {
      case 'input': return true;
      case 'arg': return Object.is(Math.fround(args[e.index]!), args[e.index]!);
      case 'const': return typeof e.value === 'number' && Object.is(Math.fround(e.value), e.value);
      case 'unary': return e.op === 'round32';
      case 'cast': return e.x.type === 'f32';
      default: return e.type === 'f32';
    }
  };
  const asFloat32 = (e: Expr): Expr => {
    if (e.type === 'f32') return e;
    if (e.kind === 'cast' && e.x.type === 'f32') return e.x;
    if (e.kind === 'unary' && e.op === 'round32') return cast(e.x, 'f32');
    return cast(e, 'f32');
  };
  const rewrite = (e: Expr): Expr => {
    const done = memo.get(e);
    if (done) return done;
    let out = substituteChildren(e, rewrite);
    if (out.kind === 'unary' && out.op === 'round32' && out.x.kind === 'binary' && out.x.type === 'f64'
      && EXACT_IN_F64.has(out.x.op) && isFloat32(out.x.a) && isFloat32(out.x.b)) {
      const { op, a, b } = out.x;
      out = cast(binaryOf(op, asFloat32(a), asFloat32(b)), 'f64');
    }
    memo.set(e, out);
    return out;
  };
  return rewrite;
}

/** A kernel's result as its float32 output holds it, read back as `type` (what the next kernel's input loads). */
function asStored(result: Expr, type: Expr['type']): Expr {
  const stored = result.type === 'f32' ? result : round32(cast(result, 'f64'));
  return cast(stored, type);
}

/** One kernel computing the last step's result from the chain's outside tensors: each body spliced into the next. */
function splice(parts: readonly Fusable[], steps: readonly Step[], last: number): Chain {
  const inputs: Tensor[] = [];
  const args: number[] = [];
  let body: Expr | null = null, tail: Expr | null = null;
  const vectorised = parts.some((p) => p.kernel.tail !== undefined);
  parts.forEach((part, k) => {
    const previous = k > 0 ? steps[k - 1]!.outputs[0]! : null;
    const argBase = args.length;
    args.push(...part.kernel.args);
    const spliced = (e: Expr, before: Expr | null) => substitute(e, (leaf) => {
      if (leaf.kind === 'arg') return arg(leaf.index + argBase, leaf.type);
      if (leaf.kind !== 'input') return undefined;
      const t = part.tensors[leaf.index]!;
      if (t === previous && before) return asStored(before, leaf.type);
      let at = inputs.indexOf(t);
      if (at < 0) at = inputs.push(t) - 1;
      return input(at, leaf.type);
    });
    const nextTail = vectorised ? spliced(part.kernel.tail ?? part.kernel.body, tail) : null;
    body = spliced(part.kernel.body, body);
    tail = nextTail;
  });
  const steps32 = float32Steps(args);
  // the float32 store rounds the last step as a round32 would, so it too can run in float32
  const narrow = (e: Expr) => {
    if (e.type !== 'f64') return steps32(e);
    const stored = steps32(round32(e));
    return stored.kind === 'cast' ? stored : steps32(e);
  };
  const kernel: PointwiseKernel = vectorised ? { body: narrow(body!), tail: narrow(tail!), args } : { body: narrow(body!), args };
  const output = steps[steps.length - 1]!.outputs[0]!;
  return { last, kernel, inputs, output, shape: parts[0]!.shape };
}

let recorded: Step[] | null = null;
let marks: Mark[] = [];
let calls: Call[] = [];
/** For each call begun and not yet returned: its first step, and how many calls had returned before it began. */
const callsBegun: { readonly from: number; readonly before: number }[] = [];

/** Starts recording every op a program calls; `observe`, when given, notes the moment of each op as it is recorded. */
export function beginTrace(observe?: () => Note): void {
  recorded = [];
  marks = [];
  calls = [];
  callsBegun.length = 0;
  const taken: IntTaken[] = [];
  noteIntsTaken(taken);
  setOpRecorder((op, args, result) => recorded!.push(
    { op, args, outputs: tensorsOf(result), note: observe?.(), ints: taken.splice(0) }));
}

/** Notes a moment between the ops of the recording under way. */
export function markTrace(note: Note): void {
  if (recorded !== null) marks.push({ at: recorded.length, note });
}

/** A call to keep as a call begins in the recording under way (see endCall). */
export function beginCall(): void {
  if (recorded !== null) callsBegun.push({ from: recorded.length, before: calls.length });
}

/**
 * The call begun last returns: runs of the trace call `run` in place of the ops it ran since (a call inside it is
 * the outer call's to make). A call that raised (no `run`) is not kept.
 */
export function endCall(inputs: readonly Tensor[], outputs: readonly Tensor[],
  run?: (inputs: readonly Tensor[]) => readonly Tensor[]): void {
  const begun = callsBegun.pop();
  if (recorded === null || begun === undefined || run === undefined) return;
  calls.length = begun.before;
  calls.push({ from: begun.from, to: recorded.length, inputs, outputs, run });
}

/**
 * Stops recording: the trace from `inputs` to `outputs` (with fused chains when `fuse`, running Scalar overloads for
 * recorded numbers when `scalars`), or just stops (`inputs` null, when tracing failed).
 */
export function endTrace(inputs: readonly Tensor[] | null, outputs: readonly Tensor[] = [], fuse = false,
  scalars = false): Trace | null {
  setOpRecorder(null);
  noteIntsTaken(null);
  const steps = recorded ?? [];
  recorded = null;
  const made = marks, kept = calls;
  marks = [];
  calls = [];
  return inputs === null ? null : new Trace(inputs, steps, outputs, fuse, made, kept, scalars);
}
