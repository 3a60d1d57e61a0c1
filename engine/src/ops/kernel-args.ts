/**
 * Run-time kernel arguments travel as JS numbers, which hold integers exactly only up to 2^53. An int64 argument past
 * that travels as two, its high and low 32-bit halves, and the kernel joins them back in exact int64 arithmetic.
 */
import type { Expr, ValueType } from '../ir/expr.ts';
import { add, arg, constant, mul } from '../ir/build.ts';

/** `value` as argument(s) appended to `values`, and the kernel's expression of it as `type`. */
export function argOf(values: number[], value: number | bigint, type: ValueType): Expr {
  const n = Number(value);
  if (type !== 'i64' || typeof value === 'number' || Number.isSafeInteger(n)) {
    values.push(n);
    return arg(values.length - 1, type);
  }
  const v = BigInt.asIntN(64, value);
  values.push(Number(v >> 32n), Number(BigInt.asUintN(32, v)));
  return add(mul(arg(values.length - 2, 'i64'), constant(2n ** 32n)), arg(values.length - 1, 'i64'));
}
