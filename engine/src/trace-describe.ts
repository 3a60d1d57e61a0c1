/**
 * A trace described as data for the Python side to build TorchScript's graph of it (torch.jit.trace's `.graph` and
 * `.code`): each op with its schema's arguments as bound, the tensors as numbered values with the type facts
 * TorchScript prints (sizes, strides, dtype, requires_grad, device), and the notes the tracing program made.
 */
import { deviceOf, formatDevice, type Device } from './device.ts';
import type { DType } from './dtype.ts';
import { PyScalar, type Bound } from './ops/schema.ts';
import { Tensor } from './tensor.ts';
import type { Note, Trace } from './trace.ts';

type Described = number | boolean | string | null | Described[] | { [key: string]: Described };

/** JSON has no infinities or NaN: such a number is described as its name. */
const num = (v: number): Described => (Number.isFinite(v) ? v : { nonfinite: String(v) });

const isDType = (v: object): v is DType => 'scalarName' in v && 'itemsize' in v;
const isDevice = (v: object): v is Device => 'type' in v && 'index' in v && Object.keys(v).length === 2;

/**
 * The trace as JSON. Tensors are numbered in order of appearance (the trace's inputs first); `named` numbers the
 * tensors the program holds by name (a module's parameters and buffers), and a tensor from outside the trace says
 * which of them it is (-1: a constant).
 */
export function describeTrace(trace: Trace, named: ReadonlyMap<Tensor, number>): string {
  const ids = new Map<Tensor, number>();
  const tensors: Described[] = [];
  const id = (t: Tensor): number => {
    let n = ids.get(t);
    if (n === undefined) {
      n = tensors.length;
      ids.set(t, n);
      tensors.push({
        shape: [...t.shape], strides: [...t.strides], dtype: t.dtype.scalarName, requiresGrad: t.requiresGrad,
        device: formatDevice(deviceOf(t)), wrapped: t.wrappedNumber, named: named.get(t) ?? -1,
        value: t.numel === 1 && t.storage.device === undefined ? num(t.dtype.load(t.storage.data, t.offset)) : null,
      });
    }
    return n;
  };
  const value = (v: Bound | undefined): Described => {
    if (v === undefined || v === null) return null;
    if (v instanceof Tensor) return { tensor: id(v) };
    if (v instanceof PyScalar) return { scalar: num(v.value), kind: v.kind };
    if (typeof v === 'number') return num(v);
    if (Array.isArray(v)) return v.map((x: Bound) => value(x));
    if (typeof v === 'object') {
      if (isDType(v)) return { dtype: v.name };
      if (isDevice(v)) return { device: formatDevice(v) };
      return null; // a generator: TorchScript's traces hold none
    }
    return v as number | boolean | string;
  };
  const note = (n: Note | undefined): Described => (n ? { text: n.text, tensors: n.tensors.map(id) } : null);
  const inputs = trace.inputs.map(id);
  const steps = trace.steps.map((step) => ({
    name: step.op.schema.name,
    returns: step.op.schema.returns,
    numbersAsTensors: step.op.schema.numbersAsTensors,
    args: step.op.schema.params.map((p) => ({
      name: p.name, type: p.type, size: p.size, optional: p.optional, keywordOnly: p.keywordOnly,
      default: p.hasDefault ? value(p.default) : { missing: true }, value: value(step.args[p.name]),
    })),
    outputs: step.outputs.map(id),
    note: note(step.note),
    ints: (step.ints ?? []).map((i) => ({ tensor: id(i.tensor), param: i.param, index: i.index })),
  }));
  const outputs = trace.outputs.map(id);
  const marks = trace.marks.map((m) => ({ at: m.at, note: note(m.note) }));
  return JSON.stringify({ tensors, inputs, steps, outputs, marks });
}
