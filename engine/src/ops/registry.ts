/**
 * The op registry. Each op is declared once: its schema (signature and defaults), its dtype and shape rules and
 * the kernel primitive it runs, and a slot for its derivative. The Python layer builds `torch.<op>` and
 * `Tensor.<op>` from this table, so adding an op here is all it takes to reach Python.
 */
import type { Backend } from '../backend.ts';
import { jsBackend } from '../backends/js/index.ts';
import { typeError } from '../errors.ts';
import type { Tensor } from '../tensor.ts';
import { bind, parseSchema, type BoundArgs, type Schema, type Value } from './schema.ts';

export type Variant = 'function' | 'method';
export type Result = Tensor | readonly Tensor[] | number | boolean;

export interface OpDef {
  readonly schema: Schema;
  /** `function`: torch.name(...); `method`: tensor.name(...). */
  readonly variants: readonly Variant[];
  readonly impl: (args: BoundArgs, backend: Backend) => Result;
  /**
   * Derivative formulas per differentiable input, in differentiable ops (derivatives.yaml style, e.g.
   * { self: 'grad', other: 'grad * alpha' }). Autograd reads this slot; ops without it are not differentiable.
   */
  readonly derivatives?: Readonly<Record<string, string>>;
}

export interface OpSpec {
  readonly schema: string;
  readonly variants?: readonly Variant[];
  readonly impl: (args: BoundArgs, backend: Backend) => Result;
  readonly derivatives?: Readonly<Record<string, string>>;
}

const registry = new Map<string, OpDef>();
let backend: Backend = jsBackend;

export function defineOp(spec: OpSpec): OpDef {
  const schema = parseSchema(spec.schema);
  if (registry.has(schema.name)) throw new Error(`op ${schema.name} defined twice`);
  const def: OpDef = { ...spec, schema, variants: spec.variants ?? ['function', 'method'] };
  registry.set(schema.name, def);
  return def;
}

export function getOp(name: string): OpDef {
  const op = registry.get(name);
  if (!op) throw typeError(`unknown op ${name}`);
  return op;
}

export const allOps = (): readonly OpDef[] => [...registry.values()];

/** Binds arguments to the op's schema and runs it on the active backend. */
export function call(name: string, args: readonly Value[], kwargs: Readonly<Record<string, Value>> = {}): Result {
  const op = getOp(name);
  return op.impl(bind(op.schema, args, kwargs), backend);
}

/** Runs an op from inside another op's implementation; arguments left out take the schema's defaults. */
export function run(name: string, args: BoundArgs): Result {
  const op = getOp(name);
  const full: Record<string, BoundArgs[string]> = {};
  for (const p of op.schema.params) full[p.name] = p.name in args ? args[p.name]! : p.default;
  return op.impl(full, backend);
}

export function setBackend(b: Backend): void {
  backend = b;
}
