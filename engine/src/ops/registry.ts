/**
 * The op registry. Each op is declared once: its schema (signature and defaults), its dtype and shape rules and
 * the kernel primitive it runs, and a slot for its derivative. The Python layer builds `torch.<op>` and
 * `Tensor.<op>` from this table, so adding an op here is all it takes to reach Python.
 */
import type { Backend } from '../backend.ts';
import { backendNamed, initialBackend } from '../backends/select.ts';
import { CPU, deviceOf, usableDevice, type Device } from '../device.ts';
import { typeError } from '../errors.ts';
import type { Tensor } from '../tensor.ts';
import { checkInplace, needsGrad, record, type Derivative } from '../autograd/record.ts';
import { gradMode, withGradMode } from '../autograd/graph.ts';
import { bind, parseSchema, type BoundArgs, type Schema, type Value } from './schema.ts';

export type Variant = 'function' | 'method';
export type Result = Tensor | readonly Tensor[] | number | boolean;

export interface OpDef {
  readonly schema: Schema;
  /** `function`: torch.name(...); `method`: tensor.name(...). */
  readonly variants: readonly Variant[];
  readonly impl: (args: BoundArgs, backend: Backend) => Result;
  /**
   * The derivative slot (filled from autograd/derivatives.ts, PyTorch's derivatives.yaml): formulas written in
   * differentiable ops. An op without one is either composite (built from other ops via `run`, which record
   * themselves) or not differentiable.
   */
  derivative?: Derivative;
  /** Whether the op makes its result on the device its `device` argument names (factories, _to_copy). */
  readonly placed: boolean;
}

export interface OpSpec {
  readonly schema: string;
  readonly variants?: readonly Variant[];
  readonly impl: (args: BoundArgs, backend: Backend) => Result;
}

const registry = new Map<string, OpDef>();
let backend: Backend = initialBackend();

export function defineOp(spec: OpSpec): OpDef {
  const schema = parseSchema(spec.schema);
  if (registry.has(schema.name)) throw new Error(`op ${schema.name} defined twice`);
  const placed = schema.params.some((p) => p.name === 'device' && p.type === 'Device');
  const def: OpDef = { ...spec, schema, variants: spec.variants ?? ['function', 'method'], placed };
  registry.set(schema.name, def);
  return def;
}

export function getOp(name: string): OpDef {
  const op = registry.get(name);
  if (!op) throw typeError(`unknown op ${name}`);
  return op;
}

export const allOps = (): readonly OpDef[] => [...registry.values()];

const NO_KWARGS: Readonly<Record<string, Value>> = Object.freeze({});

/** Binds arguments to the op's schema and runs it on the active backend. */
export function call(name: string, args: readonly Value[], kwargs = NO_KWARGS): Result {
  return callOp(getOp(name), args, kwargs);
}

/** `call` for a caller that has already looked the op up (the Python binding keeps the table). */
export function callOp(op: OpDef, args: readonly Value[], kwargs = NO_KWARGS): Result {
  return dispatch(op, bind(op.schema, args, kwargs));
}

/** Runs an op from inside another op's implementation; arguments left out take the schema's defaults. */
export function run(name: string, args: BoundArgs): Result {
  const op = getOp(name);
  const full: Record<string, BoundArgs[string]> = {};
  for (const p of op.schema.params) full[p.name] = p.name in args ? args[p.name]! : p.default;
  return dispatch(op, full);
}

/** Where a placed op makes its result: its `device` argument, else the device of the tensor it copies or is like. */
function placement(args: BoundArgs): Device {
  const like = args['self'];
  return usableDevice((args['device'] as Device | null) ?? (like ? deviceOf(like as Tensor) : CPU));
}

/** Runs the op, recording an autograd node when it has a derivative and an input requires grad. */
function dispatch(op: OpDef, args: BoundArgs): Result {
  if (op.placed) placement(args);
  if (!op.derivative || !gradMode.enabled || !needsGrad(args)) return op.impl(args, backend);
  checkInplace(op, args);
  const result = withGradMode(false, () => op.impl(args, backend));
  record(op.derivative, args, result);
  return result;
}

/** Switches every later op to a backend: one by name ('wasm' or 'js'), or a given one (tools measuring the path). */
export function setBackend(b: string | Backend): void {
  backend = typeof b === 'string' ? backendNamed(b) : b;
}

export const backendName = (): string => backend.name;
