/** Whole-tensor comparisons that answer with one Python bool. */
import { broadcastShapes } from '../shape.ts';
import { defineOp } from './registry.ts';
import { asTensor, broadcastTo } from './util.ts';

defineOp({
  schema: 'allclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> bool',
  impl: (args) => {
    const a = asTensor(args['self']), b = asTensor(args['other']);
    const rtol = args['rtol'] as number, atol = args['atol'] as number, equalNan = args['equal_nan'] as boolean;
    const shape = broadcastShapes(a.shape, b.shape);
    const av = broadcastTo(a, shape).values(), bv = broadcastTo(b, shape).values();
    return av.every((x, i) => {
      const y = bv[i]!;
      if (Number.isNaN(x) || Number.isNaN(y)) return equalNan && Number.isNaN(x) && Number.isNaN(y);
      if (x === y) return true;
      return Math.abs(x - y) <= atol + rtol * Math.abs(y);
    });
  },
});

defineOp({
  schema: 'equal(Tensor self, Tensor other) -> bool',
  impl: (args) => {
    const a = asTensor(args['self']), b = asTensor(args['other']);
    if (a.shape.length !== b.shape.length || a.shape.some((d, i) => d !== b.shape[i])) return false;
    const bv = b.values();
    return a.values().every((x, i) => x === bv[i]);
  },
});
