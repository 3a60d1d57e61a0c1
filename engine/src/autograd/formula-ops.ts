/**
 * The arithmetic derivative formulas are written in: each a differentiable engine op, so a backward pass built from
 * them differentiates again (create_graph). Shared by the derivative tables (derivatives.ts and its kin).
 */
import { TorchError } from '../errors.ts';
import { run } from '../ops/registry.ts';
import { PyScalar, wrapScalar, type BoundArgs } from '../ops/schema.ts';
import type { Tensor } from '../tensor.ts';

type T = Tensor;
export const op = (name: string, args: BoundArgs): T => run(name, args) as T;
/** A float constant as a formula's operand (a wrapped number, so it promotes as a Python float). */
export const num = (v: number): T => wrapScalar(new PyScalar(v, 'float'));
export const add = (a: T, b: T): T => op('add', { self: a, other: b });
export const sub = (a: T, b: T): T => op('sub', { self: a, other: b });
export const mul = (a: T, b: T): T => op('mul', { self: a, other: b });
export const div = (a: T, b: T): T => op('div', { self: a, other: b });
export const neg = (a: T): T => op('neg', { self: a });
export const when = (condition: T, a: T, b: T): T => op('where', { condition, self: a, other: b });
/** A tensor argument of the op being differentiated. */
export const tensorArg = (args: BoundArgs, name: string): T => args[name] as T;
/** A value made the first time it is asked for: work lazy gradients share, done only if one of them runs. */
export function once<V>(make: () => V): () => V {
  let made: { readonly value: V } | null = null;
  return () => (made ??= { value: make() }).value;
}
/** derivatives.yaml's not_implemented(name): what backward raises for a gradient PyTorch has no formula for. */
export const notImplemented = (name: string): TorchError =>
  new TorchError('NotImplementedError', `the derivative for '${name}' is not implemented.`);
