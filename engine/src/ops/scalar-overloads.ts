/**
 * mul.Scalar and div.Scalar: what PyTorch's C++ composites (cross_entropy's label smoothing, its probability-target
 * mean) reach when they scale by a plain number, recording MulBackward1 and DivBackward1; Python's operators reach
 * mul.Tensor and div.Tensor with a wrapped number instead.
 */
import { defineOp, run } from './registry.ts';
import { wrapScalar, type PyScalar } from './schema.ts';

for (const name of ['mul', 'div']) {
  defineOp({
    schema: `_${name}_scalar(Tensor self, Scalar other) -> Tensor`, variants: [],
    impl: (args) => run(name, { self: args['self']!, other: wrapScalar(args['other'] as PyScalar) }),
  });
}
