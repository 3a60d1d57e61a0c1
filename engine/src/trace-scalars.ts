/**
 * How TorchScript runs binary ops on a Python number. Scripted code calls the Scalar overload (add.Scalar,
 * mul.Scalar...), as its schema matching finds it for a number; and a jit trace records the number as a 0-d tensor
 * constant, which PyTorch's graph executor passes as the number it was, so a replay runs the Scalar overload too.
 * Either records the overload's backward, which has no edge for the number: MulBackward1 for `x * 2`, where eager
 * Python records mul.Tensor with a wrapped number, MulBackward0.
 */
import { callOp, getOp, recordingOps, runBound, type OpDef, type Result } from './ops/registry.ts';
import { bind, PyScalar, type BoundArgs, type Value } from './ops/schema.ts';
import { Tensor } from './tensor.ts';

const OVERLOADS: Readonly<Record<string, string>> = {
  add: '_add_scalar', sub: '_sub_scalar', mul: '_mul_scalar', div: '_div_scalar',
};
const KINDS: Readonly<Record<string, PyScalar['kind']>> = { float64: 'float', int64: 'int', bool: 'bool' };
const TAKEN = new Set(['self', 'other', 'alpha']);

/** The op and arguments a replay runs for a recorded step: its Scalar overload where it was given a number. */
export function scalarOverload(op: OpDef, args: BoundArgs): [OpDef, BoundArgs] {
  const overload = OVERLOADS[op.schema.name];
  const other = args['other'];
  if (overload === undefined || !(other instanceof Tensor) || !other.wrappedNumber
    || !Object.keys(args).every((k) => TAKEN.has(k))) return [op, args];
  const kind = KINDS[other.dtype.name];
  if (kind === undefined) return [op, args];
  const value = new PyScalar(Number(other.dtype.load(other.storage.data, other.offset)), kind);
  return [getOp(overload), { ...args, other: value }];
}

let compiled = false;

/** Sets whether the ops Python calls are scripted code's (torch.jit's running_compiled); gives what it was. */
export function setCompiledCalls(on: boolean): boolean {
  const was = compiled;
  compiled = on;
  return was;
}

/**
 * An op Python calls: as scripted code calls it while scripted code runs. Not while a trace records, whose steps
 * are described as the ops the program named.
 */
export function callFromPython(op: OpDef, args: readonly Value[], kwargs?: Readonly<Record<string, Value>>,
  method = false): Result {
  if (!compiled || recordingOps()) return callOp(op, args, kwargs, method);
  return runBound(...scalarOverload(op, bind(op.schema, args, kwargs ?? {}, method)));
}
