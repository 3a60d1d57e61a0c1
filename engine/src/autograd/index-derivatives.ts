/**
 * Derivatives of the ops that update or read at indexed places (ops/index-along.ts) and of roll: derivatives.yaml's
 * entries, with FunctionsManual's index_reduce_backward and scatter_reduce_backward, written with differentiable ops
 * so that they differentiate again.
 */
import { getOp } from '../ops/registry.ts';
import { PyScalar, wrapScalar } from '../ops/schema.ts';
import type { Tensor } from '../tensor.ts';
import type { Derivative } from './record.ts';
import { op, mul, div, once, tensorArg as arg } from './formula-ops.ts';

type T = Tensor;
const eq = (a: T, b: T) => op('eq', { self: a, other: b });
const zero = new PyScalar(0, 'int');
const number = (v: number) => wrapScalar(new PyScalar(v, 'int'));

const DERIVATIVES: Record<string, Derivative> = {};
function define(names: readonly string[], d: Derivative): void {
  for (const n of names) DERIVATIVES[n] = d;
}

/** The gradient a slice-wise source gets: grad's slices at index (a 0-d source's one element). */
function sourceSlices(grad: T, dim: number, index: T, source: T): T {
  const picked = op('index_select', { self: grad, dim, index });
  return source.ndim > 0 ? op('expand', { self: picked, size: source.shape }) : op('reshape', { self: picked, shape: [] });
}

define(['index_add', 'index_add_'], {
  name: 'IndexAddBackward0', saves: ['index'],
  grads: ({ grad, args }) => {
    const dim = args['dim'] as number;
    const alpha = args['alpha'] as PyScalar;
    const source = () => sourceSlices(grad, dim, arg(args, 'index'), arg(args, 'source'));
    return { self: grad, source: () => (alpha.value === 1 ? source() : op('mul', { self: source(), other: wrapScalar(alpha) })) };
  },
});
define(['index_copy', 'index_copy_'], {
  name: 'IndexCopyBackward0', saves: ['index'],
  grads: ({ grad, args }) => {
    const dim = args['dim'] as number;
    const index = arg(args, 'index');
    return {
      self: () => op('index_fill', { self: grad, dim, index, value: zero }),
      source: () => sourceSlices(grad, dim, index, arg(args, 'source')),
    };
  },
});
define(['index_fill', 'index_fill_'], {
  name: 'IndexFillBackward0', saves: ['index'],
  grads: ({ grad, args }) => ({ self: op('index_fill', { self: grad, dim: args['dim']!, index: arg(args, 'index'), value: zero }) }),
});

/**
 * The two reductions' shared backward (FunctionsManual's index_reduce_backward and scatter_reduce_backward): `into`
 * reduces a source into a self-shaped tensor, `at` reads a self-shaped tensor at the source's places, `add`
 * accumulates a source into one, `clear` zeroes the places the source reached.
 */
interface Along {
  readonly into: (self: T, source: T) => T;
  readonly at: (t: T) => T;
  readonly add: (t: T, source: T) => T;
  readonly clear: (t: T) => T;
}

function reduceBackward(grad: T, self: T, source: T, result: T, reduce: string, includeSelf: boolean,
  along: Along): { self: () => T; source: () => T } {
  const grads = reductionGrads(grad, self, source, result, reduce, includeSelf, along);
  return { self: () => (includeSelf ? grads.self() : along.clear(grads.self())), source: grads.source };
}

/** The gradients of reduceBackward before the places self did not take part in are cleared, each made lazily. */
function reductionGrads(grad: T, self: T, source: T, result: T, reduce: string, includeSelf: boolean,
  along: Along): { self: () => T; source: () => T } {
  if (reduce === 'sum') return { self: () => grad, source: () => along.at(grad) };
  if (reduce === 'prod') {
    return {
      self: () => {
        // products without the zeros: a single zero's gradient is the product of the rest, not zero
        const maskedSelf = op('masked_fill', { self, mask: op('eq', { self, other: number(0) }), value: new PyScalar(1, 'int') });
        return div(mul(grad, along.into(maskedSelf, source)), maskedSelf);
      },
      source: () => {
        const sourceZero = op('eq', { self: source, other: number(0) });
        const zeros = along.at(along.add(op('zeros_like', { self }), op('_to_copy', { self: sourceZero, dtype: self.dtype })));
        const singleZero = op('bitwise_and', { self: sourceZero, other: op('eq', { self: zeros, other: number(1) }) });
        const maskedSource = op('masked_fill', { self: source, mask: singleZero, value: new PyScalar(1, 'int') });
        return op('where', {
          condition: singleZero,
          self: along.at(mul(grad, along.into(self, maskedSource))),
          other: div(along.at(mul(grad, result)), op('masked_fill', { self: source, mask: sourceZero, value: new PyScalar(1, 'int') })),
        });
      },
    };
  }
  if (reduce === 'mean') {
    const n = once(() => {
      const count = along.add(op(includeSelf ? 'ones_like' : 'zeros_like', { self: grad }), op('ones_like', { self: source }));
      return op('masked_fill', { self: count, mask: op('eq', { self: count, other: number(0) }), value: new PyScalar(1, 'int') });
    });
    return { self: () => div(grad, n()), source: () => div(along.at(grad), along.at(n())) };
  }
  // amax and amin: the gradient shared evenly among the elements equal to the result
  const shared = once(() => {
    const selfIsResult = op('_to_copy', { self: eq(self, result), dtype: self.dtype });
    const sourceIsResult = op('_to_copy', { self: eq(source, along.at(result)), dtype: self.dtype });
    return { selfIsResult, sourceIsResult, distributed: div(grad, along.add(selfIsResult, sourceIsResult)) };
  });
  return {
    self: () => mul(shared().selfIsResult, shared().distributed),
    source: () => mul(shared().sourceIsResult, along.at(shared().distributed)),
  };
}

define(['index_reduce', 'index_reduce_'], {
  name: 'IndexReduceBackward0', saves: ['self', 'index', 'source', 'result'],
  grads: ({ grad, args, result }) => {
    const dim = args['dim'] as number;
    const index = arg(args, 'index');
    const reduce = args['reduce'] as string;
    const includeSelf = args['include_self'] as boolean;
    const grads = reduceBackward(grad, arg(args, 'self'), arg(args, 'source'), result as T, reduce, includeSelf, {
      into: (self, source) => op('index_reduce', { self, dim, index, source, reduce, include_self: includeSelf }),
      at: (t) => op('index_select', { self: t, dim, index }),
      add: (t, source) => op('index_add', { self: t, dim, index, source }),
      clear: (t) => op('index_fill', { self: t, dim, index, value: zero }),
    });
    return { self: grads.self, source: grads.source };
  },
});
define(['scatter_reduce', 'scatter_reduce_'], {
  name: 'ScatterReduceBackward0', saves: ['self', 'index', 'src', 'result'],
  grads: ({ grad, args, result }) => {
    const dim = args['dim'] as number;
    const index = arg(args, 'index');
    const reduce = args['reduce'] as string;
    const includeSelf = args['include_self'] as boolean;
    const grads = reduceBackward(grad, arg(args, 'self'), arg(args, 'src'), result as T, reduce, includeSelf, {
      into: (self, src) => op('scatter_reduce', { self, dim, index, src, reduce, include_self: includeSelf }),
      at: (t) => op('gather', { self: t, dim, index }),
      add: (t, src) => op('scatter', { self: t, dim, index, src, reduce: 'add' }),
      clear: (t) => op('scatter', { self: t, dim, index, value: zero }),
    });
    return { self: grads.self, src: grads.source };
  },
});

define(['take'], {
  name: 'TakeBackward0', saves: ['self', 'index'],
  grads: ({ grad, args }) => ({
    self: op('put', { self: op('zeros_like', { self: arg(args, 'self') }), index: arg(args, 'index'), source: grad, accumulate: true }),
  }),
});
define(['put', 'put_'], {
  name: 'PutBackward0', saves: ['index', 'source'],
  grads: ({ grad, args }) => {
    const index = arg(args, 'index');
    const source = arg(args, 'source');
    return {
      self: () => op('put', { self: grad, index, source: op('zeros_like', { self: source }), accumulate: args['accumulate']! }),
      source: () => op('reshape', { self: op('take', { self: grad, index }), shape: source.shape }),
    };
  },
});
define(['roll'], {
  name: 'RollBackward0',
  grads: ({ grad, args }) => ({
    self: op('roll', {
      self: grad,
      shifts: (args['shifts'] as number[]).map((s) => -s).reverse(),
      dims: [...(args['dims'] as number[])].reverse(),
    }),
  }),
});

/** Fills the indexed ops' derivative slots. */
export function installIndexDerivatives(): void {
  for (const [name, d] of Object.entries(DERIVATIVES)) getOp(name).derivative = d;
}
