/**
 * Pointwise ops. Each is one declaration: schema, dtype rule, scalar kernel. The helper derives the in-place
 * method (`add_`) from the same declaration, broadcasts inputs and casts them to the compute dtype the promotion
 * rule picked, exactly as TensorIterator does.
 */
import { DEFAULT_FLOAT, DTYPES, resultType, type DType } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { broadcastShapes } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { defineOp } from './registry.ts';
import type { BoundArgs, PyScalar } from './schema.ts';
import { broadcastTo, cast } from './util.ts';

/**
 * promote: compute and return in the promoted dtype. float: integral and bool results become the default float
 * dtype (true division, exp, ...). compare: compute promoted, return bool.
 */
type DTypeRule = 'promote' | 'float' | 'compare';

interface PointwiseSpec {
  readonly schema: string;
  readonly dtype: DTypeRule;
  /** The scalar function, given the op's non-tensor arguments (alpha, ...) and the compute dtype. */
  readonly kernel: (args: BoundArgs, compute: DType) => (...xs: number[]) => number;
  /** Rejects dtypes PyTorch rejects for this op, in PyTorch's words. */
  readonly check?: (compute: DType, inputs: readonly Tensor[]) => void;
  /** Whether `name_` exists; comparison ops return bool and have none. */
  readonly inplace?: boolean;
  readonly derivatives?: Readonly<Record<string, string>>;
}

function computeDtypes(rule: DTypeRule, inputs: readonly Tensor[]): { compute: DType; out: DType } {
  const promoted = resultType(inputs);
  if (rule === 'compare') return { compute: promoted, out: DTYPES.bool };
  if (rule === 'float' && promoted.category !== 'float') return { compute: DEFAULT_FLOAT, out: DEFAULT_FLOAT };
  return { compute: promoted, out: promoted };
}

/** Whether a value of dtype `from` may be written into `to` in place (c10::canCast). */
function canCast(from: DType, to: DType): boolean {
  const order = { bool: 0, int: 1, float: 2 } as const;
  return order[from.category] <= order[to.category];
}

function pointwise(spec: PointwiseSpec): void {
  const tensorParams = (args: BoundArgs) =>
    Object.entries(args).filter(([, v]) => v instanceof Tensor).map(([, v]) => v as Tensor);

  defineOp({
    schema: spec.schema,
    derivatives: spec.derivatives,
    impl(args, backend) {
      const inputs = tensorParams(args);
      const { compute, out: outDtype } = computeDtypes(spec.dtype, inputs);
      spec.check?.(compute, inputs);
      const shape = inputs.map((t) => t.shape).reduce((a, b) => broadcastShapes(a, b));
      const out = Tensor.empty(outDtype, shape);
      const ready = inputs.map((t) => broadcastTo(cast(t, compute, backend), shape));
      backend.pointwise({ name: spec.schema, fn: spec.kernel(args, compute) }, ready, out);
      return out;
    },
  });

  if (spec.inplace === false) return;
  defineOp({
    schema: spec.schema.replace(/^(\w+)\(/, '$1_('),
    variants: ['method'],
    impl(args, backend) {
      const inputs = tensorParams(args);
      const self = args['self'] as Tensor;
      const { compute, out: outDtype } = computeDtypes(spec.dtype, inputs);
      spec.check?.(compute, inputs);
      if (!canCast(outDtype, self.dtype)) {
        throw runtimeError(
          `result type ${outDtype.scalarName} can't be cast to the desired output type ${self.dtype.scalarName}`);
      }
      const shape = inputs.map((t) => t.shape).reduce((a, b) => broadcastShapes(a, b));
      if (shape.length !== self.ndim || shape.some((d, i) => d !== self.shape[i])) {
        throw runtimeError(
          `output with shape [${self.shape.join(', ')}] doesn't match the broadcast shape [${shape.join(', ')}]`);
      }
      const ready = inputs.map((t) => broadcastTo(cast(t, compute, backend), shape));
      backend.pointwise({ name: spec.schema, fn: spec.kernel(args, compute) }, ready, self);
      return self;
    },
  });
}

const noBoolSub = (_: DType, inputs: readonly Tensor[]) => {
  const bools = inputs.filter((t) => t.dtype.category === 'bool').length;
  if (bools === inputs.length) {
    throw runtimeError('Subtraction, the `-` operator, with two bool tensors is not supported. ' +
      'Use the `^` or `logical_xor()` operator instead.');
  }
  if (bools > 0) {
    throw runtimeError('Subtraction, the `-` operator, with a bool tensor is not supported. ' +
      'If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.');
  }
};

/** Integer-only kernels PyTorch does not dispatch for bool. */
const noBool = (kernelName: string) => (compute: DType) => {
  if (compute.category === 'bool') throw runtimeError(`"${kernelName}" not implemented for 'Bool'`);
};

const intDivisor = (compute: DType, b: number) => {
  if (compute.category !== 'float' && b === 0) throw runtimeError('ZeroDivisionError');
};

/** Python's floor division on floats, as PyTorch's div_floor_floating computes it. */
function floorDivFloat(a: number, b: number): number {
  if (b === 0) return a / b;
  const mod = a % b;
  let div = (a - mod) / b;
  if (mod !== 0 && (b < 0) !== (mod < 0)) div -= 1;
  if (div === 0) return Math.sign(a / b) * 0;
  let floordiv = Math.floor(div);
  if (div - floordiv > 0.5) floordiv += 1;
  return floordiv;
}

const alpha = (args: BoundArgs) => (args['alpha'] as PyScalar).value;

pointwise({
  schema: 'add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor', dtype: 'promote',
  kernel: (args) => { const k = alpha(args); return k === 1 ? (a, b) => a + b : (a, b) => a + k * b; },
});
pointwise({
  schema: 'sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor', dtype: 'promote', check: noBoolSub,
  kernel: (args) => { const k = alpha(args); return k === 1 ? (a, b) => a - b : (a, b) => a - k * b; },
});
pointwise({
  // other - alpha * self: Python's reflected subtraction (2 - x)
  schema: 'rsub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor', dtype: 'promote', check: noBoolSub,
  inplace: false,
  kernel: (args) => { const k = alpha(args); return (a, b) => b - k * a; },
});
pointwise({ schema: 'mul(Tensor self, Tensor other) -> Tensor', dtype: 'promote', kernel: () => (a, b) => a * b });
pointwise({ schema: 'div(Tensor self, Tensor other) -> Tensor', dtype: 'float', kernel: () => (a, b) => a / b });
pointwise({
  schema: 'floor_divide(Tensor self, Tensor other) -> Tensor', dtype: 'promote', check: noBool('div_floor_cpu'),
  kernel: (_, compute) => compute.category === 'float'
    ? floorDivFloat
    : (a, b) => { intDivisor(compute, b); return Math.floor(a / b); },
});
pointwise({
  schema: 'remainder(Tensor self, Tensor other) -> Tensor', dtype: 'promote', check: noBool('remainder_cpu'),
  kernel: (_, compute) => (a, b) => {
    intDivisor(compute, b);
    const mod = a % b;
    return mod !== 0 && (b < 0) !== (mod < 0) ? mod + b : mod;
  },
});
pointwise({
  schema: 'pow(Tensor self, Tensor exponent) -> Tensor', dtype: 'promote',
  check: (compute, [base, exponent]) => {
    noBool('pow')(compute);
    // only a Python-number exponent is rejected; tensor exponents follow integer pow (1, -1 or 0)
    if (compute.category === 'int' && exponent!.wrappedNumber && exponent!.dtype.load(exponent!.storage.data, 0) < 0 &&
        base!.dtype.category !== 'float') {
      throw runtimeError('Integers to negative integer powers are not allowed.');
    }
  },
  kernel: (_, compute) => (a, b) => {
    if (compute.category !== 'float' && b < 0) {
      if (a === 1) return 1;
      if (a === -1) return b % 2 === 0 ? 1 : -1;
      return 0;
    }
    return b === 2 ? a * a : a ** b;
  },
});
pointwise({ schema: 'maximum(Tensor self, Tensor other) -> Tensor', dtype: 'promote', inplace: false,
  kernel: () => (a, b) => (Number.isNaN(a) || Number.isNaN(b) ? NaN : Math.max(a, b)) });
pointwise({ schema: 'minimum(Tensor self, Tensor other) -> Tensor', dtype: 'promote', inplace: false,
  kernel: () => (a, b) => (Number.isNaN(a) || Number.isNaN(b) ? NaN : Math.min(a, b)) });

const comparisons: Record<string, (a: number, b: number) => boolean> = {
  eq: (a, b) => a === b, ne: (a, b) => a !== b, lt: (a, b) => a < b,
  le: (a, b) => a <= b, gt: (a, b) => a > b, ge: (a, b) => a >= b,
};
for (const [name, test] of Object.entries(comparisons)) {
  pointwise({
    schema: `${name}(Tensor self, Tensor other) -> Tensor`, dtype: 'compare', inplace: false,
    kernel: () => (a, b) => (test(a, b) ? 1 : 0),
  });
}

// Unary ops. 'float' ones turn integer input into the default float dtype, as torch.exp(int_tensor) does.
const noBoolNeg = (compute: DType) => {
  if (compute.category === 'bool') {
    throw runtimeError('Negation, the `-` operator, on a bool tensor is not supported. ' +
      'If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.');
  }
};
const noBoolRelu = (compute: DType) => {
  if (compute.category === 'bool') throw runtimeError('Boolean inputs not supported for relu');
};
const unary: ReadonlyArray<[string, DTypeRule, (x: number) => number, ((c: DType) => void)?]> = [
  ['neg', 'promote', (x) => -x, noBoolNeg],
  ['abs', 'promote', Math.abs, noBool('abs_cpu')],
  ['relu', 'promote', (x) => (x > 0 || Number.isNaN(x) ? x : 0), noBoolRelu],
  ['exp', 'float', Math.exp],
  ['log', 'float', Math.log],
  ['sqrt', 'float', Math.sqrt],
  ['reciprocal', 'float', (x) => 1 / x],
  ['sigmoid', 'float', (x) => 1 / (1 + Math.exp(-x))],
  ['tanh', 'float', Math.tanh],
  ['sin', 'float', Math.sin],
  ['cos', 'float', Math.cos],
];
for (const [name, rule, fn, check] of unary) {
  pointwise({ schema: `${name}(Tensor self) -> Tensor`, dtype: rule, kernel: () => fn, check });
}
