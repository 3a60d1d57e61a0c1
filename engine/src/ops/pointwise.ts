/**
 * Pointwise ops. Each is one declaration: schema, dtype rule, scalar kernel. The helper derives the in-place
 * method (`add_`) from the same declaration, broadcasts inputs and casts them to the compute dtype the promotion
 * rule picked, exactly as TensorIterator does.
 */
import { DEFAULT_FLOAT, DTYPES, resultType, type DType } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import type { Backend } from '../backend.ts';
import { broadcastShapes, sameShape, type Shape } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { defineOp } from './registry.ts';
import { parseSchema, type BoundArgs, type PyScalar } from './schema.ts';
import { erf, erfc } from '../numerics/erf.ts';
import { geluErf, geluErfDerivative } from '../numerics/onednn-gelu.ts';
import { digamma, lgamma } from '../numerics/gamma.ts';
import { acosf, asinf, atan2f, atanf, cosf, expf, expm1f, log10f, log1pf, log2f, logf, powf, rsqrtf, sigmoidf, sinf, tanf, tanhf } from '../numerics/sleef-f32.ts';
import { broadcastTo, cast } from './util.ts';

/**
 * promote: compute and return in the promoted dtype. float: integral and bool results become the default float
 * dtype (true division, exp, ...). compare: compute promoted, return bool. self: keep self's dtype (masked_fill).
 */
type DTypeRule = 'promote' | 'float' | 'compare' | 'self';

interface PointwiseSpec {
  readonly schema: string;
  readonly dtype: DTypeRule;
  /** The scalar function, given the op's non-tensor arguments (alpha, ...) and the compute dtype. */
  readonly kernel: (args: BoundArgs, compute: DType) => (...xs: number[]) => number;
  /** Rejects dtypes PyTorch rejects for this op, in PyTorch's words. */
  readonly check?: (compute: DType, inputs: readonly Tensor[]) => void;
  /** Whether `name_` exists; comparison ops return bool and have none. */
  readonly inplace?: boolean;
  /** The same function on exact 64-bit integers, used when computing in int64 (the backend wraps results). */
  readonly big?: (args: BoundArgs) => (...xs: bigint[]) => bigint;
  /** The tensor arguments that take part in type promotion (default: all); where's condition does not. */
  readonly promoted?: readonly string[];
  /** PyTorch's vectorised form, when it differs from `kernel` (see PointwiseKernel.vec). */
  readonly vec?: (args: BoundArgs, compute: DType) => ((...xs: number[]) => number) | undefined;
  /** torch.nn ops (silu, elu, ...) live in torch._C._nn: neither torch.name nor a Tensor method. */
  readonly nn?: boolean;
}

function computeDtypes(rule: DTypeRule, inputs: readonly Tensor[]): { compute: DType; out: DType } {
  if (rule === 'self') return { compute: inputs[0]!.dtype, out: inputs[0]!.dtype };
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

/** The tensors among `names` in args, in order (optional tensor arguments may be None). */
function tensorsOf(args: BoundArgs, names: readonly string[]): Tensor[] {
  const out: Tensor[] = [];
  for (const name of names) {
    const v = args[name];
    if (v instanceof Tensor) out.push(v);
  }
  return out;
}

/** The inputs' common shape; when they already agree (the usual case) no view needs building. */
function sharedShape(inputs: readonly Tensor[]): { shape: Shape; same: boolean } {
  const first = inputs[0]!.shape;
  if (inputs.every((t) => sameShape(t.shape, first))) return { shape: first, same: true };
  return { shape: inputs.map((t) => t.shape).reduce((a, b) => broadcastShapes(a, b)), same: false };
}

/** Inputs cast to the compute dtype and broadcast to `shape`. */
function prepare(inputs: readonly Tensor[], compute: DType, shape: Shape, same: boolean, backend: Backend): Tensor[] {
  return inputs.map((t) => (same ? cast(t, compute, backend) : broadcastTo(cast(t, compute, backend), shape)));
}

export function pointwise(spec: PointwiseSpec): void {
  const tensorNames = parseSchema(spec.schema).params.filter((p) => p.type === 'Tensor').map((p) => p.name);
  const tensorParams = (args: BoundArgs) => tensorsOf(args, tensorNames);
  const promotedParams = (args: BoundArgs) => tensorsOf(args, spec.promoted ?? tensorNames);
  const kernelOf = (args: BoundArgs, compute: DType) => ({
    name: spec.schema, fn: spec.kernel(args, compute), big: spec.big?.(args), vec: spec.vec?.(args, compute),
  });

  defineOp({
    schema: spec.schema,
    ...(spec.nn ? { variants: [] } : {}),
    impl(args, backend) {
      const inputs = tensorParams(args);
      const { compute, out: outDtype } = computeDtypes(spec.dtype, promotedParams(args));
      spec.check?.(compute, inputs);
      const { shape, same } = sharedShape(inputs);
      const out = Tensor.empty(outDtype, shape);
      backend.pointwise(kernelOf(args, compute), prepare(inputs, compute, shape, same, backend), out);
      return out;
    },
  });

  if (spec.inplace === false) return;
  defineOp({
    schema: spec.schema.replace(/^(\w+)\(/, '$1_('),
    variants: spec.nn ? [] : ['method'],
    impl(args, backend) {
      const inputs = tensorParams(args);
      const self = args['self'] as Tensor;
      const { compute, out: outDtype } = computeDtypes(spec.dtype, promotedParams(args));
      spec.check?.(compute, inputs);
      if (!canCast(outDtype, self.dtype)) {
        throw runtimeError(
          `result type ${outDtype.scalarName} can't be cast to the desired output type ${self.dtype.scalarName}`);
      }
      const { shape, same } = sharedShape(inputs);
      if (shape.length !== self.ndim || shape.some((d, i) => d !== self.shape[i])) {
        throw runtimeError(
          `output with shape [${self.shape.join(', ')}] doesn't match the broadcast shape [${shape.join(', ')}]`);
      }
      backend.pointwise(kernelOf(args, compute), prepare(inputs, compute, shape, same, backend), self);
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
export const floatOnly = (kernelName: string) => (compute: DType) => {
  if (compute.category !== 'float') throw runtimeError(`"${kernelName}" not implemented for '${compute.scalarName}'`);
};
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
/** A Scalar argument as the kernel sees it: converted to the compute dtype first, as PyTorch's kernels do. */
/** Rounds one step of a kernel to the compute dtype, as PyTorch's float32 kernels round each operation. */
export const stepRound = (compute: DType) => (compute.name === 'float64' || compute.category !== 'float' ? (x: number) => x : Math.fround);
export const scalarIn = (v: number, compute: DType) => (compute.name === 'float32' ? Math.fround(v) : v);
const bigAlpha = (args: BoundArgs) => BigInt(Math.trunc(alpha(args)));

/** Floor division and Python's modulo on exact integers (BigInt division truncates). */
const bigFloorDiv = (a: bigint, b: bigint) => {
  if (b === 0n) throw runtimeError('ZeroDivisionError');
  const q = a / b;
  return (a % b !== 0n) && ((a < 0n) !== (b < 0n)) ? q - 1n : q;
};
const bigMod = (a: bigint, b: bigint) => {
  if (b === 0n) throw runtimeError('ZeroDivisionError');
  const m = a % b;
  return m !== 0n && (m < 0n) !== (b < 0n) ? m + b : m;
};

pointwise({
  schema: 'add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor', dtype: 'promote',
  kernel: (args, c) => { const k = scalarIn(alpha(args), c); return k === 1 ? (a, b) => a + b : (a, b) => a + k * b; },
  big: (args) => { const k = bigAlpha(args); return (a, b) => a + k * b; },
});
pointwise({
  schema: 'sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor', dtype: 'promote', check: noBoolSub,
  kernel: (args, c) => { const k = scalarIn(alpha(args), c); return k === 1 ? (a, b) => a - b : (a, b) => a - k * b; },
  big: (args) => { const k = bigAlpha(args); return (a, b) => a - k * b; },
});
pointwise({
  // other - alpha * self: Python's reflected subtraction (2 - x)
  schema: 'rsub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor', dtype: 'promote', check: noBoolSub,
  inplace: false,
  kernel: (args, c) => { const k = scalarIn(alpha(args), c); return (a, b) => b - k * a; },
  big: (args) => { const k = bigAlpha(args); return (a, b) => b - k * a; },
});
pointwise({
  schema: 'mul(Tensor self, Tensor other) -> Tensor', dtype: 'promote',
  kernel: () => (a, b) => a * b, big: () => (a, b) => a * b,
});
pointwise({ schema: 'div(Tensor self, Tensor other) -> Tensor', dtype: 'float', kernel: () => (a, b) => a / b });
pointwise({
  schema: 'floor_divide(Tensor self, Tensor other) -> Tensor', dtype: 'promote', check: noBool('div_floor_cpu'),
  kernel: (_, compute) => compute.category === 'float'
    ? floorDivFloat
    : (a, b) => { intDivisor(compute, b); return Math.floor(a / b); },
  big: () => bigFloorDiv,
});
pointwise({
  schema: 'remainder(Tensor self, Tensor other) -> Tensor', dtype: 'promote', check: noBool('remainder_cpu'),
  kernel: (_, compute) => (a, b) => {
    intDivisor(compute, b);
    const mod = a % b;
    return mod !== 0 && (b < 0) !== (mod < 0) ? mod + b : mod;
  },
  big: () => bigMod,
});
pointwise({
  // C's fmod: the result takes the dividend's sign
  schema: 'fmod(Tensor self, Tensor other) -> Tensor', dtype: 'promote', check: noBool('fmod_cpu'),
  kernel: (_, compute) => (a, b) => { intDivisor(compute, b); return a % b; },
  big: () => (a, b) => { if (b === 0n) throw runtimeError('ZeroDivisionError'); return a % b; },
});
/**
 * pow with a Python-number exponent: PyTorch's kernel turns 0.5, -0.5 and -1 into sqrt, rsqrt and reciprocal, and
 * 2, 3 and -2 into products; other exponents (and tensor exponents) take the general pow.
 */
function scalarExponentForm(args: BoundArgs, compute: DType): ((a: number) => number) | undefined {
  const exponent = args['exponent'] as Tensor;
  if (!exponent.wrappedNumber) return undefined;
  const e = exponent.dtype.load(exponent.storage.data, exponent.offset) as number;
  const r = stepRound(compute), single = compute.name === 'float32';
  switch (e) {
    case 0.5: return Math.sqrt;
    case -0.5: return single ? rsqrtf : (a) => 1 / Math.sqrt(a);
    case -1: return (a) => 1 / a;
    case 2: return (a) => a * a;
    case 3: return (a) => r(a * a) * a;
    case -2: return (a) => 1 / r(a * a);
    default: return undefined;
  }
}
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
  kernel: (args, compute) => {
    if (compute.category !== 'float') {
      return (a, b) => {
        if (b >= 0) return a ** b;
        if (a === 1) return 1;
        if (a === -1) return b % 2 === 0 ? 1 : -1;
        return 0;
      };
    }
    const r = stepRound(compute);
    return scalarExponentForm(args, compute) ?? ((a, b) => r(a ** b));
  },
  // float32 runs SLEEF's powf in the vectorised body (the scalar tail keeps the C library's pow)
  vec: (args, compute) => (compute.name === 'float32' ? scalarExponentForm(args, compute) ?? powf : undefined),
  big: () => (a, b) => {
    if (b >= 0n) return BigInt.asIntN(64, a ** b);
    if (a === 1n) return 1n;
    if (a === -1n) return b % 2n === 0n ? 1n : -1n;
    return 0n;
  },
});
pointwise({ schema: 'maximum(Tensor self, Tensor other) -> Tensor', dtype: 'promote', inplace: false,
  kernel: () => (a, b) => (Number.isNaN(a) || Number.isNaN(b) ? NaN : Math.max(a, b)),
  big: () => (a, b) => (a > b ? a : b) });
// fmax/fmin: like maximum/minimum, but a NaN loses to a number
pointwise({ schema: 'fmax(Tensor self, Tensor other) -> Tensor', dtype: 'promote', inplace: false,
  kernel: () => (a, b) => (Number.isNaN(a) ? b : Number.isNaN(b) ? a : Math.max(a, b)),
  big: () => (a, b) => (a > b ? a : b) });
pointwise({ schema: 'fmin(Tensor self, Tensor other) -> Tensor', dtype: 'promote', inplace: false,
  kernel: () => (a, b) => (Number.isNaN(a) ? b : Number.isNaN(b) ? a : Math.min(a, b)),
  big: () => (a, b) => (a < b ? a : b) });
pointwise({ schema: 'hypot(Tensor self, Tensor other) -> Tensor', dtype: 'promote', check: floatOnly('hypot_cpu'),
  kernel: () => Math.hypot });
pointwise({
  // log(e^a + e^b) from the larger side, so large inputs do not overflow
  schema: 'logaddexp(Tensor self, Tensor other) -> Tensor', dtype: 'promote', inplace: false,
  check: floatOnly('logaddexp_cpu'),
  kernel: (_, compute) => {
    const r = stepRound(compute);
    return (a, b) => {
      if (a === b && !Number.isFinite(a)) return a;
      const m = Math.max(a, b);
      return r(m + r(Math.log1p(r(Math.exp(r(-Math.abs(r(a - b))))))));
    };
  },
});
pointwise({ schema: 'minimum(Tensor self, Tensor other) -> Tensor', dtype: 'promote', inplace: false,
  kernel: () => (a, b) => (Number.isNaN(a) || Number.isNaN(b) ? NaN : Math.min(a, b)),
  big: () => (a, b) => (a < b ? a : b) });

const f32 = new Float32Array(1);
const i32 = new Int32Array(f32.buffer);
const f64 = new Float64Array(1);
const i64 = new BigInt64Array(f64.buffer);
/** The next representable value after a toward b, in float32 or float64. */
function nextafter(a: number, b: number, single: boolean): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return NaN;
  if (a === b) return b;
  if (a === 0) return (b > 0 ? 1 : -1) * (single ? 2 ** -149 : 5e-324);
  const up = (b > a) === (a > 0);
  if (single) {
    f32[0] = a;
    i32[0] = i32[0]! + (up ? 1 : -1);
    return f32[0]!;
  }
  f64[0] = a;
  i64[0] = i64[0]! + (up ? 1n : -1n);
  return f64[0]!;
}
pointwise({
  schema: 'nextafter(Tensor self, Tensor other) -> Tensor', dtype: 'promote', check: floatOnly('nextafter_cpu'),
  kernel: (_, compute) => (a, b) => nextafter(a, b, compute.name !== 'float64'),
});
pointwise({
  // float32: SLEEF's atan2f in the vectorised body, the C library's in the scalar tail
  schema: 'atan2(Tensor self, Tensor other) -> Tensor', dtype: 'float',
  kernel: () => Math.atan2, vec: (_, compute) => (compute.name === 'float32' ? atan2f : undefined),
});
pointwise({
  schema: 'digamma(Tensor self) -> Tensor', dtype: 'float', kernel: (_, compute) => (x) => digamma(x, stepRound(compute)),
});
pointwise({
  // x * log(y), defined as 0 where x is 0 (unless y is NaN)
  schema: 'xlogy(Tensor self, Tensor other) -> Tensor', dtype: 'float',
  kernel: (_, compute) => {
    const r = stepRound(compute);
    return (x, y) => (Number.isNaN(y) ? NaN : x === 0 ? 0 : r(x * r(Math.log(y))));
  },
});
pointwise({
  schema: 'copysign(Tensor self, Tensor other) -> Tensor', dtype: 'float',
  kernel: () => (a, b) => (b < 0 || Object.is(b, -0) ? -Math.abs(a) : Math.abs(a)),
});

pointwise({
  schema: 'leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor', dtype: 'promote', check: floatOnly('leaky_relu_cpu'),
  kernel: (args, compute) => {
    const k = scalarIn((args['negative_slope'] as PyScalar).value, compute);
    return (x) => (x > 0 ? x : x * k);
  },
});
pointwise({
  schema: 'erf(Tensor self) -> Tensor', dtype: 'float', kernel: () => erf,
});
pointwise({
  // x * Phi(x), Phi the standard normal CDF, as GELU(approximate='none'); float32 runs oneDNN's kernel, as PyTorch does
  schema: 'gelu(Tensor self, *, str approximate="none") -> Tensor', dtype: 'promote', check: floatOnly('GeluKernelImpl'),
  kernel: (args, compute) => {
    if (args['approximate'] === 'tanh') return (x) => 0.5 * x * (1 + Math.tanh(Math.sqrt(2 / Math.PI) * (x + 0.044715 * x ** 3)));
    return compute.name === 'float32' ? geluErf : (x) => x * 0.5 * (1 + erf(x * Math.SQRT1_2));
  },
});
pointwise({
  // grad * (1 - y^2): GCC contracts 1 - y*y into one fused multiply-add in PyTorch's AVX2 kernel
  schema: 'tanh_backward(Tensor grad_output, Tensor output) -> Tensor', dtype: 'promote', inplace: false, nn: true,
  kernel: (_, compute) => {
    const r = stepRound(compute);
    return (g, y) => r(g * r(1 - y * y));
  },
});
pointwise({
  // grad * (1 - y) * y, associated as PyTorch's kernel writes it
  schema: 'sigmoid_backward(Tensor grad_output, Tensor output) -> Tensor', dtype: 'promote', inplace: false, nn: true,
  kernel: (_, compute) => {
    const r = stepRound(compute);
    return (g, y) => r(r(g * r(1 - y)) * y);
  },
});
pointwise({
  // d gelu(x)/dx times the incoming gradient (the erf form), through oneDNN's backward kernel for float32
  schema: 'gelu_backward(Tensor grad_output, Tensor self, *, str approximate="none") -> Tensor', dtype: 'promote',
  inplace: false, nn: true,
  kernel: (_, compute) => (compute.name === 'float32'
    ? (g, x) => Math.fround(g * geluErfDerivative(x))
    : (g, x) => g * (0.5 * (1 + erf(x / Math.SQRT2)) + x * Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI))),
});

// self + value * tensor1 (* or /) tensor2, rounding each step in the compute dtype as PyTorch's kernel does
pointwise({
  schema: 'addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor', dtype: 'promote',
  kernel: (args, compute) => {
    const v = scalarIn((args['value'] as PyScalar).value, compute), r = stepRound(compute);
    return (a, b, c) => a + r(v * b) * c; // the last multiply-add fuses into one rounding, as on AVX2
  },
});
pointwise({
  schema: 'addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor', dtype: 'promote',
  kernel: (args, compute) => {
    const v = scalarIn((args['value'] as PyScalar).value, compute), r = stepRound(compute);
    return (a, b, c) => a + r(r(v * b) / c);
  },
});

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

const logical: Record<string, (a: boolean, b: boolean) => boolean> = {
  logical_and: (a, b) => a && b, logical_or: (a, b) => a || b, logical_xor: (a, b) => a !== b,
};
for (const [name, test] of Object.entries(logical)) {
  pointwise({
    schema: `${name}(Tensor self, Tensor other) -> Tensor`, dtype: 'compare', inplace: false,
    kernel: () => (a, b) => (test(a !== 0, b !== 0) ? 1 : 0),
  });
}

// Bitwise ops exist for integers and bool only; on bool they are the logical ops.
const bitwise: ReadonlyArray<[string, string, (a: bigint, b: bigint) => bigint]> = [
  ['bitwise_and', 'bitwise_and_cpu', (a, b) => a & b],
  ['bitwise_or', 'bitwise_or_cpu', (a, b) => a | b],
  ['bitwise_xor', 'bitwise_xor_cpu', (a, b) => a ^ b],
  ['bitwise_left_shift', 'lshift_cpu', (a, b) => a << b],
  ['bitwise_right_shift', 'rshift_cpu', (a, b) => a >> b],
];
for (const [name, kernelName, op] of bitwise) {
  pointwise({
    schema: `${name}(Tensor self, Tensor other) -> Tensor`, dtype: 'promote', check: floatNot(kernelName),
    kernel: () => (a, b) => Number(BigInt.asIntN(64, op(BigInt(a), BigInt(b)))),
    big: () => op,
  });
}
function floatNot(kernelName: string) {
  return (compute: DType) => {
    if (compute.category === 'float') throw runtimeError(`"${kernelName}" not implemented for '${compute.scalarName}'`);
  };
}

pointwise({
  schema: 'clamp(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor', dtype: 'promote',
  kernel: (args) => {
    const lo = args['min'] !== null, hi = args['max'] !== null;
    if (!lo && !hi) throw runtimeError("torch.clamp: At least one of 'min' or 'max' must not be None");
    const clampTo = (x: number, limit: number, keep: (a: number, b: number) => boolean) =>
      Number.isNaN(x) || Number.isNaN(limit) ? NaN : keep(x, limit) ? x : limit;
    if (lo && hi) return (x, a, b) => clampTo(clampTo(x, a, (p, q) => p >= q), b, (p, q) => p <= q);
    return lo ? (x, a) => clampTo(x, a, (p, q) => p >= q) : (x, b) => clampTo(x, b, (p, q) => p <= q);
  },
});
pointwise({
  schema: 'where(Tensor condition, Tensor self, Tensor other) -> Tensor', dtype: 'promote', inplace: false,
  promoted: ['self', 'other'],
  check: (_, [condition]) => {
    if (condition!.dtype.category !== 'bool') {
      throw runtimeError('where expected condition to be a boolean tensor, but got a tensor with dtype ' +
        condition!.dtype.scalarName);
    }
  },
  kernel: () => (c, a, b) => (c !== 0 ? a : b),
  big: () => (c, a, b) => (c !== 0n ? a : b),
});
pointwise({
  schema: 'masked_fill(Tensor self, Tensor mask, Scalar value) -> Tensor', dtype: 'self',
  check: (_, [, mask]) => {
    if (mask!.dtype.category !== 'bool') {
      throw runtimeError(`masked_fill_ only supports boolean masks, but got mask with dtype ${mask!.dtype.scalarName}`);
    }
  },
  kernel: (args) => { const v = (args['value'] as PyScalar).value; return (x, m) => (m !== 0 ? v : x); },
});
pointwise({
  schema: 'nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor', dtype: 'promote',
  kernel: (args, compute) => {
    const max = compute.name === 'float64' ? Number.MAX_VALUE : compute.name === 'float16' ? 65504
      : compute.name === 'bfloat16' ? 3.3895313892515355e38 : 3.4028234663852886e38;
    const nan = (args['nan'] as number | null) ?? 0;
    const pos = (args['posinf'] as number | null) ?? max, neg = (args['neginf'] as number | null) ?? -max;
    return (x) => (Number.isNaN(x) ? nan : x === Infinity ? pos : x === -Infinity ? neg : x);
  },
});

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
/** Rounds half to even, as C's nearbyint (torch.round). */
const roundHalfEven = (x: number) => (Math.abs(x % 1) === 0.5 ? 2 * Math.round(x / 2) : Math.round(x));

type Unary = [string, DTypeRule, (x: number) => number, ((c: DType) => void)?, ((x: bigint) => bigint)?];

/**
 * The float32 forms of PyTorch's x86 kernels, where they differ from a correctly rounded result: `all` for every
 * element (SLEEF for ops that run it throughout), and `vec` where the vectorised body differs from the scalar tail.
 */
const FLOAT32_FORMS: Readonly<Record<string, { all: (x: number) => number; vec?: (x: number) => number }>> = {
  exp: { all: expf }, expm1: { all: expm1f }, log: { all: logf }, log1p: { all: log1pf }, log2: { all: log2f },
  log10: { all: log10f }, sin: { all: sinf }, cos: { all: cosf }, tan: { all: tanf }, tanh: { all: tanhf },
  asin: { all: asinf }, acos: { all: acosf }, atan: { all: atanf }, rsqrt: { all: rsqrtf },
  // scalar tail: 1 / (1 + exp(-x)) with each step rounded to float32; vectorised body: SLEEF's exp
  sigmoid: { all: (x) => 1 / Math.fround(1 + Math.fround(Math.exp(-x))), vec: sigmoidf },
};
const isFloat32Compute = (c: DType) => c.name === 'float32' || c.name === 'float16' || c.name === 'bfloat16';
const unary: readonly Unary[] = [
  ['neg', 'promote', (x) => -x, noBoolNeg, (x) => -x],
  ['abs', 'promote', Math.abs, noBool('abs_cpu'), (x) => (x < 0n ? -x : x)],
  ['sign', 'promote', (x) => (Number.isNaN(x) ? 0 : Math.sign(x)), undefined, (x) => (x > 0n ? 1n : x < 0n ? -1n : 0n)],
  ['relu', 'promote', (x) => (x > 0 || Number.isNaN(x) ? x : 0), noBoolRelu, (x) => (x > 0n ? x : 0n)],
  ['floor', 'promote', Math.floor, noBool('floor_vml_cpu'), (x) => x],
  ['ceil', 'promote', Math.ceil, noBool('ceil_vml_cpu'), (x) => x],
  ['trunc', 'promote', Math.trunc, noBool('trunc_vml_cpu'), (x) => x],
  ['frac', 'promote', (x) => x - Math.trunc(x), floatOnly('frac_cpu')],
  ['round', 'promote', roundHalfEven, noBool('round_vml_cpu'), (x) => x],
  ['exp', 'float', Math.exp],
  ['expm1', 'float', Math.expm1],
  ['exp2', 'float', (x) => 2 ** x],
  ['log', 'float', Math.log],
  ['log1p', 'float', Math.log1p],
  ['log2', 'float', Math.log2],
  ['log10', 'float', Math.log10],
  ['sqrt', 'float', Math.sqrt],
  ['rsqrt', 'float', (x) => 1 / Math.sqrt(x)],
  ['reciprocal', 'float', (x) => 1 / x],
  ['sigmoid', 'float', (x) => 1 / (1 + Math.exp(-x))],
  ['tanh', 'float', Math.tanh],
  ['sin', 'float', Math.sin],
  ['cos', 'float', Math.cos],
  ['tan', 'float', Math.tan],
  ['asin', 'float', Math.asin],
  ['acos', 'float', Math.acos],
  ['atan', 'float', Math.atan],
  ['sinh', 'float', Math.sinh],
  ['cosh', 'float', Math.cosh],
  ['asinh', 'float', Math.asinh],
  ['acosh', 'float', Math.acosh],
  ['atanh', 'float', Math.atanh],
  ['erfc', 'float', erfc],
  ['lgamma', 'float', lgamma],
];
for (const [name, rule, fn, check, big] of unary) {
  const single = FLOAT32_FORMS[name];
  pointwise({
    schema: `${name}(Tensor self) -> Tensor`, dtype: rule, check, big: big && (() => big),
    kernel: (_, compute) => (single && isFloat32Compute(compute) ? single.all : fn),
    vec: single?.vec && ((_, compute) => (isFloat32Compute(compute) ? single.vec : undefined)),
  });
}

const predicates: ReadonlyArray<[string, (x: number) => boolean]> = [
  ['isnan', Number.isNaN],
  ['isinf', (x) => x === Infinity || x === -Infinity],
  ['isfinite', Number.isFinite],
  ['signbit', (x) => x < 0 || Object.is(x, -0)],
  ['logical_not', (x) => x === 0],
];
for (const [name, test] of predicates) {
  pointwise({
    schema: `${name}(Tensor self) -> Tensor`, dtype: 'compare', inplace: name === 'logical_not',
    kernel: () => (x) => (test(x) ? 1 : 0),
  });
}

pointwise({
  schema: 'bitwise_not(Tensor self) -> Tensor', dtype: 'promote', check: floatNot('bitwise_not_cpu'),
  kernel: (_, compute) => (compute.category === 'bool' ? (x) => (x === 0 ? 1 : 0) : (x) => -x - 1),
  big: () => (x) => ~x,
});
