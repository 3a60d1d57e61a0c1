/**
 * Traces (torch.jit.trace): the ops a program ran on example inputs, recorded as data, and run again on new inputs.
 * A tensor an op used that neither an input nor an earlier op made (a module's parameter, a constant) is used by
 * reference on every run, as PyTorch's traces capture module state; Python's control flow is not recorded, so a
 * branch taken while tracing is the branch every run takes.
 */
import { runBound, setOpRecorder, type OpDef, type Result } from './ops/registry.ts';
import type { Bound, BoundArgs } from './ops/schema.ts';
import { own } from './memory/ownership.ts';
import { Tensor } from './tensor.ts';

interface Step { readonly op: OpDef; readonly args: BoundArgs; readonly outputs: readonly Tensor[] }

export class Trace {
  readonly inputs: readonly Tensor[];
  readonly steps: readonly Step[];
  readonly outputs: readonly Tensor[];

  constructor(inputs: readonly Tensor[], steps: readonly Step[], outputs: readonly Tensor[]) {
    this.inputs = inputs;
    this.steps = steps;
    this.outputs = outputs;
    // the tensors every run uses as they are (parameters, constants) live as long as the trace
    const made = new Set<Tensor>(inputs);
    const keep = (t: Tensor) => {
      if (!made.has(t)) {
        made.add(t);
        own(t);
      }
    };
    for (const step of steps) {
      for (const v of Object.values(step.args)) {
        if (v instanceof Tensor) keep(v);
        else if (Array.isArray(v)) v.forEach((x) => { if (x instanceof Tensor) keep(x); });
      }
      step.outputs.forEach((t) => made.add(t));
    }
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
    for (const step of this.steps) {
      const args: Record<string, Bound> = {};
      for (const [k, v] of Object.entries(step.args)) args[k] = swap(v);
      const result = tensorsOf(runBound(step.op, args));
      step.outputs.forEach((t, i) => now.set(t, result[i]!));
    }
    return this.outputs.map((t) => now.get(t) ?? t);
  }

  /** How many ops a run replays. */
  get size(): number { return this.steps.length; }
}

const tensorsOf = (r: Result): readonly Tensor[] => (r instanceof Tensor ? [r] : Array.isArray(r) ? r : []);

let steps: Step[] | null = null;

/** Starts recording every op a program calls. */
export function beginTrace(): void {
  steps = [];
  setOpRecorder((op, args, result) => steps!.push({ op, args, outputs: tensorsOf(result) }));
}

/** Stops recording: the trace from `inputs` to `outputs`, or just stops (`inputs` null, when tracing failed). */
export function endTrace(inputs: readonly Tensor[] | null, outputs: readonly Tensor[] = []): Trace | null {
  setOpRecorder(null);
  const recorded = steps ?? [];
  steps = null;
  return inputs === null ? null : new Trace(inputs, recorded, outputs);
}
