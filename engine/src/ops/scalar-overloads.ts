/**
 * The Scalar overloads of add, sub, mul and div: what PyTorch's C++ composites (cross_entropy's label smoothing, its
 * probability-target mean) reach when they scale by a plain number, and what a replayed jit trace runs for a number
 * it recorded (see trace-scalars.ts), recording AddBackward1, SubBackward1, MulBackward1 and DivBackward1; Python's
 * operators reach the Tensor overloads with a wrapped number instead.
 */
import { defineOp, run } from './registry.ts';
import { wrapScalar, type PyScalar } from './schema.ts';

for (const name of ['mul', 'div']) {
  defineOp({
    schema: `_${name}_scalar(Tensor self, Scalar other) -> Tensor`, variants: [],
    impl: (args) => run(name, { self: args['self']!, other: wrapScalar(args['other'] as PyScalar) }),
  });
}
for (const name of ['add', 'sub']) {
  defineOp({
    schema: `_${name}_scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor`, variants: [],
    impl: (args) => run(name, { ...args, other: wrapScalar(args['other'] as PyScalar) }),
  });
}
