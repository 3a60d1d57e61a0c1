/**
 * Whole-tensor comparisons that answer with one Python bool: an elementwise kernel marks the elements that fail,
 * and a reduction says whether any did; only that answer comes back.
 */
import type { Backend } from '../backend.ts';
import { DTYPES } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import type { Expr } from '../ir/expr.ts';
import { abs, add, and, arg, constant, eq, input, isNaN, le, mul, ne, not, or, select, sub } from '../ir/build.ts';
import { broadcastShapes } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { anyElement } from './indexed.ts';
import { defineOp } from './registry.ts';
import { asTensor, broadcastTo } from './util.ts';

/** Whether `fails` (a bool over inputs 0 and 1, broadcast together, and `args`) holds for no element. */
function everyElement(a: Tensor, b: Tensor, fails: Expr, args: readonly number[], backend: Backend): boolean {
  const shape = broadcastShapes(a.shape, b.shape);
  const marks = Tensor.output(DTYPES.bool, shape);
  backend.pointwise({ body: fails, args }, [broadcastTo(a, shape), broadcastTo(b, shape)], marks);
  return !anyElement(marks, input(0, 'bool'), [], backend);
}

defineOp({
  schema: 'allclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> bool',
  impl: (args, backend) => {
    const x = input(0), y = input(1);
    const nan = or(isNaN(x), isNaN(y));
    const bothNan = and(isNaN(x), isNaN(y));
    const close = or(eq(x, y), le(abs(sub(x, y)), add(arg(1), mul(arg(0), abs(y)))));
    const ok = select(nan, args['equal_nan'] ? bothNan : constant(0, 'bool'), close);
    const self = asTensor(args['self']), other = asTensor(args['other']);
    // allclose is isclose(...).all(), whose first check is this one
    if (self.dtype !== other.dtype) throw runtimeError(`${self.dtype.scalarName} did not match ${other.dtype.scalarName}`);
    return everyElement(self, other, not(ok),
      [args['rtol'] as number, args['atol'] as number], backend);
  },
});

defineOp({
  schema: 'equal(Tensor self, Tensor other) -> bool',
  impl: (args, backend) => {
    const a = asTensor(args['self']), b = asTensor(args['other']);
    if (a.shape.length !== b.shape.length || a.shape.some((d, i) => d !== b.shape[i])) return false;
    const exact = a.dtype === DTYPES.int64 && b.dtype === DTYPES.int64 ? 'i64' : 'f64';
    return everyElement(a, b, ne(input(0, exact), input(1, exact)), [], backend);
  },
});
