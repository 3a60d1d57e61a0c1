/**
 * Pointwise ops. Each is one declaration: schema, dtype rule, and its kernel as IR (engine/src/ir) over the compute
 * dtype. The helper derives the in-place method (`add_`) from the same declaration, broadcasts inputs and casts them
 * to the compute dtype the promotion rule picked, exactly as TensorIterator does, and hands the kernel to the backend.
 */
import { DEFAULT_FLOAT, DTYPES, FLOAT32_ROUNDED, canCast, cppTypeName, resultType, type DType } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import type { Expr, Intrinsic, PointwiseKernel } from '../ir/expr.ts';
import {
  abs, add, and, arg, bitwise, call, cast, ceil, constant, div, eq, floor, floordiv, ge, gt, input, ipow, isNaN, le, lt, max, min, mod,
  mul, ne, neg, not, or, rem, rint, round32, select, sqrt, sub, trunc, compareBy, xor,
} from '../ir/build.ts';
import * as sleef from '../numerics/sleef-ir.ts';
import { expd } from '../numerics/sleef-f64-ir.ts';
import { int64ToFloat32 } from '../numerics/int64.ts';
import { fusedMulAdd } from '../ir/fused.ts';
import { outputStrides } from '../memory-format.ts';
import { broadcastShapes, sameShape, type Shape } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { assertNoPartialOverlap } from './mem-overlap.ts';
import { defineOp, type Fusable } from './registry.ts';
import { elementOf, parseSchema, PyScalar, type BoundArgs, type Param } from './schema.ts';
import { argOf } from './kernel-args.ts';
import { cLibrary } from './c-library.ts';
import { checkConvertible } from './checked-convert.ts';
import { broadcastTo, cast as castTensor } from './util.ts';

/**
 * promote: compute and return in the promoted dtype. float: integral and bool results become the default float
 * dtype (true division, exp, ...). compare: compute promoted, return bool. self: keep self's dtype (masked_fill).
 */
type DTypeRule = 'promote' | 'float' | 'compare' | 'self';

/**
 * What a kernel is written against: the tensor inputs' elements (`x`, in the order the op's tensor arguments
 * appear), the op's other arguments and the compute dtype. Float and narrow-integer kernels see f64 values, as
 * arithmetic on JS numbers; int64 kernels (`big`) see exact i64 values.
 */
export interface KernelContext {
  readonly x: readonly Expr[];
  readonly args: BoundArgs;
  readonly compute: DType;
  /**
   * A number the kernel needs (alpha, a fill value) as a run-time argument, so one compiled kernel serves all; an
   * int64 kernel takes a bigint exactly.
   */
  scalar(value: number | bigint): Expr;
  /** Rounds one step to the compute dtype, as PyTorch's float32 kernels round each operation. */
  r(e: Expr): Expr;
}

interface PointwiseSpec {
  readonly schema: string;
  readonly dtype: DTypeRule;
  /** The kernel: each output element from the inputs' elements. */
  readonly kernel: (k: KernelContext) => Expr;
  /** Rejects dtypes (or values) PyTorch rejects for this op, in PyTorch's words; `inplace` for the `name_` form. */
  readonly check?: (compute: DType, inputs: readonly Tensor[], inplace: boolean) => void;
  /** Rejects scalar arguments for the compute dtype (add's alpha), after TensorIterator's own checks. */
  readonly checkScalars?: (compute: DType, args: Readonly<Record<string, unknown>>) => void;
  /** Whether `name_` exists; comparison ops return bool and have none. */
  readonly inplace?: boolean;
  /** The in-place form's schema where its arguments are not the op's (polygamma_ takes self first). */
  readonly inplaceSchema?: string;
  /** The same function on exact 64-bit integers, used when computing in int64. */
  readonly big?: (k: KernelContext) => Expr;
  /** The tensor arguments that take part in type promotion (default: all); where's condition does not. */
  readonly promoted?: readonly string[];
  /**
   * PyTorch's vectorised form, when it differs from `kernel` (the scalar form): see PointwiseKernel.tail. Returns
   * undefined where the compute dtype has no separate vectorised form.
   */
  readonly vec?: (k: KernelContext) => Expr | undefined;
  /** torch.nn and torch.special ops (silu, special_i0e, ...) live in torch._C._nn and torch._C._special: neither
   * torch.name nor a Tensor method. */
  readonly nn?: boolean;
  /** Whether the inputs are a complex tensor's real and imaginary parts: see PointwiseKernel.pairs. */
  readonly pairs?: boolean;
}

/** The dtype the kernel computes in. */
function computeDtype(rule: DTypeRule, inputs: readonly Tensor[]): DType {
  if (rule === 'self') return inputs[0]!.dtype;
  const promoted = resultType(inputs);
  if (rule === 'float' && promoted.category !== 'float') return DEFAULT_FLOAT;
  return promoted;
}

/** The result's dtype: the compute dtype's, except for a comparison. */
const outDtypeOf = (rule: DTypeRule, compute: DType) => (rule === 'compare' ? DTYPES.bool : compute);

/** Rounds one step of a kernel to the compute dtype: float32 and the 16-bit floats compute in float32. */
const stepRound = (compute: DType) => (e: Expr) =>
  (compute.name === 'float64' || compute.category !== 'float' ? e : round32(e));
/**
 * A Scalar argument as the kernel sees it: converted to the compute dtype first, as PyTorch's kernels do (a Python
 * int past 2^53 rounds once on its way to a float32-based dtype, see PyScalar.valueIn).
 */
export function scalarIn(v: number | PyScalar, compute: DType): number {
  const n = typeof v === 'number' ? v : compute.category === 'float' ? Number(v.valueIn(compute)) : v.value;
  return compute.name === 'float32' ? Math.fround(n) : n;
}

const cells = new Map<DType, ReturnType<DType['view']>>();
/** A value converted to `dtype` as storing it in a tensor of that dtype would (rounding or wrapping). */
export function convertTo(dtype: DType, value: number): number {
  let cell = cells.get(dtype);
  if (!cell) cells.set(dtype, cell = dtype.view(new ArrayBuffer(8), 0, 1));
  dtype.store(cell, 0, value);
  return dtype.load(cell, 0);
}

/** A kernel operand: a tensor to load, or a Python number's value in the compute dtype (a bigint for int64). */
type KernelOperand = Tensor | number | bigint;

/**
 * A Python number (a wrapped 0-d tensor) converted to the compute dtype, as TensorIterator casts it: an integer
 * keeps its low bits exactly, so int64 values past 2^53 stay bigints.
 */
function wrappedValue(t: Tensor, compute: DType): number | bigint {
  const v = elementOf(t);
  if (typeof v === 'number') return convertTo(compute, v);
  if (compute.name === 'int64') return v;
  if (compute.category === 'int') return convertTo(compute, Number(BigInt.asIntN(32, v)));
  return convertTo(compute, FLOAT32_ROUNDED.has(compute.name) ? int64ToFloat32(v) : Number(v));
}

/**
 * Builds the IR of `spec` for one call: the kernel forms and the values of their run-time arguments. `operands` are
 * the tensor inputs in order, except that a Python number (a wrapped 0-d tensor) comes as its value already
 * converted to the compute dtype: it enters the kernel as a run-time argument rather than as a tensor to load.
 */
function kernelOf(spec: PointwiseSpec, args: BoundArgs, compute: DType, operands: readonly KernelOperand[],
  exact: boolean): PointwiseKernel {
  const values: number[] = [];
  const context = (type: 'f64' | 'i64'): KernelContext => {
    const scalar = (value: number | bigint) => argOf(values, value, type);
    let next = 0;
    const x = operands.map((o) => (o instanceof Tensor ? input(next++, type) : scalar(o)));
    return { x, args, compute, r: stepRound(compute), scalar };
  };
  if (exact) return { body: spec.big!(context('i64')), args: values };
  const scalar = spec.kernel(context('f64'));
  const vectorised = spec.vec?.(context('f64'));
  if (!vectorised) return { body: scalar, args: values };
  // Vectorized<double> holds 4 elements and Vectorized<float> 8, a complex vector half as many, and the loop takes
  // two vectors at a time
  const lanes = (compute.name === 'float64' ? 8 : 16) / (spec.pairs ? 2 : 1);
  const kernel = { body: vectorised, tail: scalar, args: values, ...(lanes === 16 ? {} : { lanes }) };
  return spec.pairs ? { ...kernel, pairs: true } : kernel;
}

/**
 * The tensors among `names` in args, in order (optional tensor arguments may be None). Counted first, so that the
 * array is made at its size: one grown by pushes allocates several times what it holds, on every op.
 */
function tensorsOf(args: BoundArgs, names: readonly string[]): Tensor[] {
  let n = 0;
  for (let i = 0; i < names.length; i++) if (args[names[i]!] instanceof Tensor) n++;
  const out = new Array<Tensor>(n);
  for (let i = 0, k = 0; k < n; i++) {
    const v = args[names[i]!];
    if (v instanceof Tensor) out[k++] = v;
  }
  return out;
}

/**
 * The shape every tensor the kernel loads has already (the usual case: no views to build), or null when their shapes
 * differ. Python numbers are left out: they ride as kernel arguments, and a 0-d shape never changes a broadcast one.
 */
function sharedShape(inputs: readonly Tensor[]): Shape | null {
  let first: Shape | null = null;
  for (const t of inputs) {
    if (t.wrappedNumber) continue;
    if (first === null) first = t.shape;
    else if (!sameShape(t.shape, first)) return null;
  }
  return first ?? [];
}

/** The inputs' common shape: the one they share, else the one they broadcast to. */
const broadcastShape = (inputs: readonly Tensor[], shared: Shape | null): Shape =>
  shared ?? inputs.map((t) => t.shape).reduce((a, b) => broadcastShapes(a, b));

/**
 * The op's new output: row-major unless TensorIterator lays it out as its inputs are. When every tensor it loads has
 * its shape (`same`), such an input lends its own shape and strides arrays (Tensor.outputLike).
 */
function newOutput(dtype: DType, shape: Shape, same: boolean, inputs: readonly Tensor[]): Tensor {
  const strides = outputStrides(shape, inputs);
  if (same && strides === undefined) {
    for (const t of inputs) if (!t.wrappedNumber) return Tensor.outputLike(dtype, t);
  }
  return Tensor.output(dtype, shape, strides);
}

/** Whether every input enters a kernel computing in `compute` as it is: none is a Python number, none needs a cast. */
function plainOperands(inputs: readonly Tensor[], compute: DType): boolean {
  for (const t of inputs) if (t.wrappedNumber || t.dtype !== compute) return false;
  return true;
}

/** A given tensor argument, in an argument signature (see `signatureMatches`). */
const TENSOR = Symbol('tensor');

/**
 * Whether `args` have the signature `seen`: everything a kernel's IR may depend on besides the compute dtype, as two
 * slots per parameter: which tensor arguments are given, the value of a Python number among them (pow specialises
 * on its exponent), and the kind and value of every other argument; never a tensor's contents. With `seen` empty,
 * records the signature into it instead.
 */
function signatureMatches(params: readonly Param[], args: BoundArgs, seen: unknown[]): boolean {
  const record = seen.length === 0;
  for (let i = 0; i < params.length; i++) {
    const v = args[params[i]!.name];
    let a: unknown = v, b: unknown = undefined;
    if (v instanceof Tensor) a = v.wrappedNumber ? elementOf(v) : TENSOR;
    else if (v instanceof PyScalar) { a = v.exact ?? v.value; b = v.kind; }
    else if (v !== null && typeof v === 'object') throw new Error(`pointwise kernels take no list or object arguments`);
    if (record) seen.push(a, b);
    else if (!Object.is(seen[2 * i], a) || seen[2 * i + 1] !== b) return false;
  }
  return true;
}

/**
 * Kernels one op keeps, most recent first. Building a kernel's IR costs more than the rest of a small op, and a
 * program calls an op the same few ways many times; a loop over many scalar values rebuilds rather than grows.
 */
const KERNELS_PER_OP = 16;
interface CachedKernel { readonly compute: DType; readonly exact: boolean; readonly seen: unknown[]; readonly kernel: PointwiseKernel }

export function pointwise(spec: PointwiseSpec): void {
  const params = parseSchema(spec.schema).params;
  const tensorNames = params.filter((p) => p.type === 'Tensor').map((p) => p.name);
  const promotedNames = spec.promoted ?? tensorNames;
  const kernels: CachedKernel[] = [];
  const kernel = (args: BoundArgs, compute: DType, operands: readonly KernelOperand[], exact: boolean) => {
    for (const c of kernels) {
      if (c.compute === compute && c.exact === exact && signatureMatches(params, args, c.seen)) return c.kernel;
    }
    const made: CachedKernel = { compute, exact, seen: [], kernel: kernelOf(spec, args, compute, operands, exact) };
    signatureMatches(params, args, made.seen);
    if (kernels.unshift(made) > KERNELS_PER_OP) kernels.pop();
    return made.kernel;
  };
  const launch = (args: BoundArgs, inputs: readonly Tensor[], compute: DType, out: Tensor, same: boolean,
    backend: Parameters<OpImpl>[1]) => {
    // integers as exact int64 (past 2^53 a double rounds, and a narrower type's result wraps from its int64 value
    // as PyTorch's two's-complement arithmetic does)
    const exact = spec.big !== undefined && compute.category === 'int' &&
      (out.dtype.category === 'int' || spec.dtype === 'compare');
    if (same && plainOperands(inputs, compute)) {
      // the common call (tensors of one shape, all in the compute dtype): the inputs are the kernel's operands as
      // they are, so nothing is cast or broadcast
      backend.pointwise(kernel(args, compute, inputs, exact), inputs, out);
      return;
    }
    // a Python number rides along as a kernel argument; only tensors are cast, broadcast and loaded
    const operands: KernelOperand[] = [], ready: Tensor[] = [];
    for (const t of inputs) {
      if (t.wrappedNumber) {
        operands.push(wrappedValue(t, compute));
        continue;
      }
      operands.push(t);
      const cast = castTensor(t, compute, backend);
      ready.push(same ? cast : broadcastTo(cast, out.shape));
    }
    backend.pointwise(kernel(args, compute, operands, exact), ready, out);
  };
  const computeOf = (args: BoundArgs, inputs: readonly Tensor[]) =>
    computeDtype(spec.dtype, promotedNames === tensorNames ? inputs : tensorsOf(args, promotedNames));

  /** The call as a float32 kernel on float32 tensors (broadcasting to one shape), when it is one (Fusable). */
  const fusable = (args: BoundArgs): Fusable | null => {
    const inputs = tensorsOf(args, tensorNames);
    if (inputs.length === 0) return null;
    const compute = computeOf(args, inputs);
    if (compute !== DTYPES.float32 || outDtypeOf(spec.dtype, compute) !== DTYPES.float32) return null;
    const tensors = inputs.filter((t) => !t.wrappedNumber);
    if (tensors.length === 0 || tensors.some((t) => t.dtype !== DTYPES.float32)) return null;
    const shape = broadcastShape(tensors, sharedShape(tensors));
    const operands = inputs.map((t) => (t.wrappedNumber ? convertTo(compute, t.dtype.load(t.storage.data, t.offset)) : t));
    return { kernel: kernel(args, compute, operands, false), tensors, shape };
  };

  defineOp({
    schema: spec.schema,
    ...(spec.nn ? { variants: [] } : {}),
    fusable,
    elementwise: true,
    impl(args, backend) {
      const inputs = tensorsOf(args, tensorNames);
      const compute = computeOf(args, inputs);
      spec.check?.(compute, inputs, false);
      spec.checkScalars?.(compute, args);
      const shared = sharedShape(inputs);
      const shape = broadcastShape(inputs, shared);
      const out = newOutput(outDtypeOf(spec.dtype, compute), shape, shared !== null, inputs);
      launch(args, inputs, compute, out, shared !== null, backend);
      return out;
    },
  });

  if (spec.inplace === false) return;
  defineOp({
    schema: spec.inplaceSchema ?? spec.schema.replace(/^(\w+)\(/, '$1_('),
    variants: spec.nn ? [] : ['method'],
    elementwise: true,
    impl(args, backend) {
      const inputs = tensorsOf(args, tensorNames);
      const self = args['self'] as Tensor;
      const compute = computeOf(args, inputs);
      const outDtype = outDtypeOf(spec.dtype, compute);
      spec.check?.(compute, inputs, true);
      if (!canCast(outDtype, self.dtype)) {
        throw runtimeError(
          `result type ${outDtype.scalarName} can't be cast to the desired output type ${self.dtype.scalarName}`);
      }
      spec.checkScalars?.(compute, args);
      const shared = sharedShape(inputs);
      const shape = broadcastShape(inputs, shared);
      if (shape.length !== self.ndim || shape.some((d, i) => d !== self.shape[i])) {
        throw runtimeError(
          `output with shape [${self.shape.join(', ')}] doesn't match the broadcast shape [${shape.join(', ')}]`);
      }
      inputs.forEach((t) => assertNoPartialOverlap(self, t));
      launch(args, inputs, compute, self, shared !== null, backend);
      return self;
    },
  });
}
type OpImpl = Parameters<typeof defineOp>[0]['impl'];

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
export const noBool = (kernelName: string) => (compute: DType) => {
  if (compute.category === 'bool') throw runtimeError(`"${kernelName}" not implemented for '${compute.scalarName}'`);
};

/** Integer division by zero raises (float division gives inf or nan); PyTorch checks before it divides. */
const integerDivision = (kernelName: string) => (compute: DType, [, divisor]: readonly Tensor[]) => {
  noBool(kernelName)(compute);
  if (compute.category !== 'float' && divisor!.values().includes(0)) throw runtimeError('ZeroDivisionError');
};

/** Python's floor division and modulo on the integers computed as numbers (the narrow integer dtypes). */
const numberFloorDiv = (a: Expr, b: Expr) => floor(div(a, b));
const pythonMod = (a: Expr, b: Expr) => {
  const m = rem(a, b);
  return select(and(ne(m, 0), ne(lt(b, 0), lt(m, 0))), add(m, b), m);
};

/** alpha in the compute dtype: an integer op's exactly (truncated, as an int64 holds it). */
const alphaIn = (k: KernelContext): number | bigint => {
  const alpha = k.args['alpha'] as PyScalar;
  return k.compute.category === 'int' ? alpha.int64 : scalarIn(alpha, k.compute);
};
/** ATen's alpha_check: alpha must be representable in the dtype the op computes in. */
const alphaCheck = (compute: DType, args: Readonly<Record<string, unknown>>) => {
  const kind = (args['alpha'] as PyScalar).kind;
  if (kind === 'bool' && compute.category !== 'bool') {
    throw runtimeError('Boolean alpha only supported for Boolean results.');
  }
  if (kind === 'float' && compute.category !== 'float') {
    throw runtimeError('For integral input tensors, argument alpha must not be a floating point number.');
  }
  checkConvertible((args['alpha'] as PyScalar).value, kind === 'int', compute);
};
/**
 * self + alpha * other (sign -1: self - alpha * other), with PyTorch's shortcut for alpha = 1. ATen computes it as
 * vec::fmadd(other, alpha, self), one rounding: float64 needs the fused form; float32's evaluation in float64 rounds
 * once to float32 already.
 */
const plusScaled = (k: KernelContext, a: Expr, b: Expr, sign: 1 | -1) => {
  const v = alphaIn(k);
  if (v === 1 || v === 1n) return sign === 1 ? add(a, b) : sub(a, b);
  if (k.compute.name === 'float64') return fusedMulAdd(k.scalar(sign * (v as number)), b, a, false);
  return (sign === 1 ? add : sub)(a, mul(k.scalar(v), b));
};

pointwise({
  schema: 'add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor', dtype: 'promote', checkScalars: alphaCheck,
  kernel: (k) => plusScaled(k, k.x[0]!, k.x[1]!, 1), big: (k) => plusScaled(k, k.x[0]!, k.x[1]!, 1),
});
pointwise({
  schema: 'sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor', dtype: 'promote', check: noBoolSub,
  checkScalars: alphaCheck,
  kernel: (k) => plusScaled(k, k.x[0]!, k.x[1]!, -1), big: (k) => plusScaled(k, k.x[0]!, k.x[1]!, -1),
});
// other - alpha * self: Python's reflected subtraction (2 - x)
const reflected = (k: KernelContext) => plusScaled(k, k.x[1]!, k.x[0]!, -1);
pointwise({
  schema: 'rsub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor', dtype: 'promote', check: noBoolSub,
  checkScalars: alphaCheck, inplace: false, kernel: reflected, big: reflected,
});
pointwise({
  schema: 'mul(Tensor self, Tensor other) -> Tensor', dtype: 'promote',
  kernel: ({ x: [a, b] }) => mul(a!, b!), big: ({ x: [a, b] }) => mul(a!, b!),
});
pointwise({ schema: 'div(Tensor self, Tensor other) -> Tensor', dtype: 'float', kernel: ({ x: [a, b] }) => div(a!, b!) });
pointwise({
  schema: 'floor_divide(Tensor self, Tensor other) -> Tensor', dtype: 'promote', check: integerDivision('div_floor_cpu'),
  kernel: ({ x: [a, b], compute }) => (compute.category === 'float' ? call('floorDivFloat', a!, b!) : numberFloorDiv(a!, b!)),
  big: ({ x: [a, b] }) => floordiv(a!, b!),
});
pointwise({
  schema: 'remainder(Tensor self, Tensor other) -> Tensor', dtype: 'promote', check: integerDivision('remainder_cpu'),
  kernel: ({ x: [a, b] }) => pythonMod(a!, b!), big: ({ x: [a, b] }) => mod(a!, b!),
});
pointwise({
  // C's fmod: the result takes the dividend's sign
  schema: 'fmod(Tensor self, Tensor other) -> Tensor', dtype: 'promote', check: integerDivision('fmod_cpu'),
  kernel: ({ x: [a, b] }) => rem(a!, b!), big: ({ x: [a, b] }) => rem(a!, b!),
});
/**
 * pow with a Python-number exponent: PyTorch's kernel turns 0.5, -0.5 and -1 into sqrt, rsqrt and reciprocal, and
 * 2, 3 and -2 into products; other exponents (and tensor exponents) take the general pow.
 */
function scalarExponentForm(k: KernelContext): Expr | undefined {
  const exponent = k.args['exponent'] as Tensor;
  if (!exponent.wrappedNumber) return undefined;
  const e = exponent.dtype.load(exponent.storage.data, exponent.offset);
  const a = k.x[0]!;
  switch (e) {
    case 0.5: return sqrt(a);
    case -0.5: return k.compute.name === 'float32' ? call('rsqrtf', a) : div(1, sqrt(a));
    case -1: return div(1, a);
    case 2: return mul(a, a);
    case 3: return mul(k.r(mul(a, a)), a);
    case -2: return div(1, k.r(mul(a, a)));
    default: return undefined;
  }
}
/** Integer pow: negative exponents give 1, -1 or 0, as integer arithmetic does. */
const integerPow = (a: Expr, b: Expr, power: Expr) => {
  const n = (v: number) => constant(a.type === 'i64' ? BigInt(v) : v);
  return select(ge(b, n(0)), power,
    select(eq(a, n(1)), n(1), select(eq(a, n(-1)), select(eq(rem(b, n(2)), n(0)), n(1), n(-1)), n(0))));
};
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
  kernel: (k) => {
    const [a, b] = k.x as [Expr, Expr];
    if (k.compute.category !== 'float') return integerPow(a, b, call('pow', a, b));
    return scalarExponentForm(k) ?? k.r(call('pow', a, b));
  },
  // the vectorised body runs SLEEF's powf or pow (the scalar tail keeps the C library's pow)
  vec: (k) => {
    const sleefPow = k.compute.name === 'float32' ? 'powf' : k.compute.name === 'float64' ? 'powd' : undefined;
    return sleefPow && (scalarExponentForm(k) ?? call(sleefPow, k.x[0]!, k.x[1]!));
  },
  big: ({ x: [a, b] }) => integerPow(a!, b!, ipow(a!, b!)),
});
pointwise({ schema: 'maximum(Tensor self, Tensor other) -> Tensor', dtype: 'promote', inplace: false,
  kernel: ({ x: [a, b] }) => max(a!, b!), big: ({ x: [a, b] }) => max(a!, b!) });
pointwise({ schema: 'minimum(Tensor self, Tensor other) -> Tensor', dtype: 'promote', inplace: false,
  kernel: ({ x: [a, b] }) => min(a!, b!), big: ({ x: [a, b] }) => min(a!, b!) });
// fmax/fmin: like maximum/minimum, but a NaN loses to a number
const nanLoses = (a: Expr, b: Expr, pick: (p: Expr, q: Expr) => Expr) =>
  (a.type === 'i64' ? pick(a, b) : select(isNaN(a), b, select(isNaN(b), a, pick(a, b))));
pointwise({ schema: 'fmax(Tensor self, Tensor other) -> Tensor', dtype: 'promote', inplace: false,
  kernel: ({ x: [a, b] }) => nanLoses(a!, b!, max), big: ({ x: [a, b] }) => max(a!, b!) });
pointwise({ schema: 'fmin(Tensor self, Tensor other) -> Tensor', dtype: 'promote', inplace: false,
  kernel: ({ x: [a, b] }) => nanLoses(a!, b!, min), big: ({ x: [a, b] }) => min(a!, b!) });
pointwise({ schema: 'hypot(Tensor self, Tensor other) -> Tensor', dtype: 'promote', check: floatOnly('hypot_cpu'),
  kernel: ({ x: [a, b] }) => call('hypot', a!, b!),
  // the vectorised body runs SLEEF's hypot, the scalar tail the C library's
  vec: ({ x: [a, b], compute }) => {
    const sleef = compute.name === 'float64' ? 'hypotd' : compute.name === 'float32' ? 'hypotf' : undefined;
    return sleef && call(sleef, a!, b!);
  } });
// |re + i im| of a complex tensor given as its parts, as abs and sgn compute it over the complex elements: SLEEF's
// hypot in the vectorised body, the C library's (cabs) in the tail. Internal: neither torch.name nor a method.
pointwise({ schema: '_complex_abs(Tensor real, Tensor imag) -> Tensor', dtype: 'promote', inplace: false, nn: true,
  pairs: true, kernel: ({ x: [a, b] }) => call('hypot', a!, b!),
  vec: ({ x: [a, b], compute }) => call(compute.name === 'float64' ? 'hypotd' : 'hypotf', a!, b!) });
// log|re + i im|, the real part of complex log: Vectorized<complex>::log maps the C library's clog (clogf for
// complex64) over every element. Internal, as _complex_abs.
pointwise({ schema: '_complex_log_abs(Tensor real, Tensor imag) -> Tensor', dtype: 'promote', inplace: false,
  nn: true, kernel: ({ x: [a, b], compute, r }) => r(call(compute.name === 'float64' ? 'clogRe' : 'clogfRe', a!, b!)) });
// arg(re + i im), the imaginary part of complex log: clog's atan2 on every element (glibc's atan2, or its fdlibm
// atan2f for complex64). Internal, as _complex_abs.
pointwise({ schema: '_complex_log_arg(Tensor real, Tensor imag) -> Tensor', dtype: 'promote', inplace: false,
  nn: true, kernel: ({ x: [a, b], r, compute }) => r(call(compute.name === 'float64' ? 'glibcAtan2' : 'glibcAtan2f', b!, a!)) });
/** log(e^a + e^b) from the larger side, so large inputs do not overflow, with the kernel's exp and log1p. */
const logaddexp = (a: Expr, b: Expr, r: (e: Expr) => Expr, exp: Form, log1p: Form) =>
  select(and(eq(a, b), eq(abs(a), Infinity)), a, r(add(max(a, b), r(log1p(r(exp(r(neg(abs(r(sub(a, b))))))))))));
pointwise({
  // the vectorised body runs SLEEF's expf and log1pf, the scalar tail the C library's
  schema: 'logaddexp(Tensor self, Tensor other) -> Tensor', dtype: 'promote', inplace: false,
  check: floatOnly('logaddexp_cpu'),
  kernel: ({ x: [a, b], r, compute }) =>
    logaddexp(a!, b!, r, (v) => cLibrary(compute, 'exp', v), (v) => cLibrary(compute, 'log1p', v)),
  vec: ({ x: [a, b], r, compute }) =>
    (compute.name === 'float32' ? logaddexp(a!, b!, r, sleef.expf, (v) => call('log1pf', v)) : undefined),
});
pointwise({
  schema: 'nextafter(Tensor self, Tensor other) -> Tensor', dtype: 'promote', check: floatOnly('nextafter_cpu'),
  kernel: ({ x: [a, b], compute }) => call(compute.name === 'float64' ? 'nextafter64' : 'nextafter32', a!, b!),
});
pointwise({
  // 1 above zero, 0 below (and for NaN), `values` at zero; the two must share a dtype, as ATen checks
  schema: 'heaviside(Tensor self, Tensor values) -> Tensor', dtype: 'promote',
  check: (_, [input, values]) => {
    if (input!.dtype !== values!.dtype) {
      throw runtimeError('heaviside is not yet implemented for tensors with different dtypes.');
    }
  },
  kernel: ({ x: [a, v] }) => select(eq(a!, 0), v!, select(gt(a!, 0), 1, 0)),
});
pointwise({
  // float32: SLEEF's atan2f in the vectorised body, the C library's in the scalar tail
  schema: 'atan2(Tensor self, Tensor other) -> Tensor', dtype: 'float',
  kernel: ({ x: [a, b] }) => call('atan2', a!, b!),
  vec: ({ x: [a, b], compute }) => (compute.name === 'float32' ? call('atan2f', a!, b!) : undefined),
});
pointwise({
  schema: 'digamma(Tensor self) -> Tensor', dtype: 'float',
  kernel: ({ x: [v], compute }) => call(compute.name === 'float64' ? 'digamma64' : 'digamma32', v!),
});
pointwise({
  // x * log(y), defined as 0 where x is 0 (unless y is NaN)
  schema: 'xlogy(Tensor self, Tensor other) -> Tensor', dtype: 'float',
  kernel: ({ x: [a, b], r, compute }) =>
    select(isNaN(b!), NaN, select(eq(a!, 0), 0, r(mul(a!, r(cLibrary(compute, 'log', b!)))))),
});
/** Whether the sign bit of x is set (negative numbers and -0). */
const signbit = (x: Expr) => or(lt(x, 0), and(eq(x, 0), lt(div(1, x), 0)));
pointwise({
  schema: 'copysign(Tensor self, Tensor other) -> Tensor', dtype: 'float',
  kernel: ({ x: [a, b] }) => select(signbit(b!), neg(abs(a!)), abs(a!)),
});

/** Lerp.h's is_lerp_weight_small: interpolating from the nearer end keeps weights 0 and 1 exact. */
const smallWeight = (w: Expr) => lt(abs(w), 0.5);
pointwise({
  // a Python-number weight is lerp.Scalar, whose kernel converts it to the compute dtype as a wrapped number is
  schema: 'lerp(Tensor self, Tensor end, Tensor weight) -> Tensor', dtype: 'promote',
  check: (compute, [self, end, weight]) => {
    for (const [name, t] of [['end', end!], ['weight', weight!]] as const) {
      if (!t.wrappedNumber && t.dtype !== self!.dtype) {
        throw runtimeError(`expected dtype ${cppTypeName(self!.dtype)} for \`${name}\` but got dtype ${cppTypeName(t.dtype)}`);
      }
    }
    // the kernel dispatches on self's dtype, which a Python-number weight leaves as it is
    floatOnly(weight!.wrappedNumber ? 'lerp_kernel_scalar' : 'lerp_kernel_tensor')(self!.dtype);
  },
  // Lerp.h's scalar form compiles to one fused multiply-add (as LerpKernel.cpp's lerp_vec spells it): the rounded
  // span times the weight from whichever end is nearer, added to that end
  kernel: ({ x: [a, b, w], r, compute }) => {
    const small = smallWeight(w!);
    const coeff = select(small, w!, r(sub(w!, 1)));
    return fusedMulAdd(coeff, r(sub(b!, a!)), select(small, a!, b!), compute.name !== 'float64');
  },
});
pointwise({
  schema: 'leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor', dtype: 'promote', check: floatOnly('leaky_relu_cpu'),
  kernel: (k) => {
    const x = k.x[0]!;
    return select(gt(x, 0), x, mul(x, k.scalar(scalarIn(k.args['negative_slope'] as PyScalar, k.compute))));
  },
});
pointwise({ schema: 'erf(Tensor self) -> Tensor', dtype: 'float', kernel: ({ x: [v] }) => call('erf', v!) });
pointwise({
  // calc_erfinv (Math.h): a rational first guess, in y^2 on the central range |y| <= 0.7 and in sqrt(-log((1 - |y|) / 2))
  // beyond it, then two Newton steps on erf; every operation rounds in the compute dtype, each Horner step a fused
  // multiply-add as GCC contracts them in PyTorch's AVX2 build
  schema: 'erfinv(Tensor self) -> Tensor', dtype: 'float',
  kernel: ({ x: [v], r, compute }) => {
    const y = v!;
    const c = (n: number) => (compute.name === 'float64' ? n : Math.fround(n));
    const horner = (z: Expr, coefficients: readonly number[]) => coefficients.slice(0, -1).reduceRight(
      (acc, k) => fusedMulAdd(acc, z, c(k), compute.name !== 'float64'), constant(c(coefficients.at(-1)!)));
    const ay = abs(y);
    const zc = r(mul(y, y));
    const central = r(div(r(mul(y, horner(zc, [0.886226899, -1.645349621, 0.914624893, -0.140543331]))),
      fusedMulAdd(horner(zc, [-2.118377725, 1.442710462, -0.329097515, 0.012229801]), zc, c(1), compute.name !== 'float64')));
    const zt = r(sqrt(r(neg(r(cLibrary(compute, 'log', r(div(r(sub(c(1), ay)), c(2)))))))));
    const numTail = horner(zt, [-1.970840454, -1.624906493, 3.429567803, 1.641345311]);
    const tail = r(div(select(signbit(y), neg(abs(numTail)), abs(numTail)), horner(zt, [1, 3.543889200, 1.637067800])));
    const newton = (x: Expr) => {
      const slope = r(mul(c(c(2) / c(Math.sqrt(Math.PI))), r(cLibrary(compute, 'exp', r(neg(r(mul(x, x))))))));
      return r(sub(x, r(div(r(sub(r(cLibrary(compute, 'erf', x)), y)), slope))));
    };
    const refined = newton(newton(select(le(ay, c(0.7)), central, tail)));
    return select(gt(ay, 1), NaN, select(eq(ay, 1), select(signbit(y), -Infinity, Infinity), refined));
  },
});
pointwise({
  // grad * (1 - y^2): GCC contracts 1 - y*y into one fused multiply-add in PyTorch's AVX2 kernel (for float32 the
  // float64 difference of the exact square, rounded once, is that)
  schema: 'tanh_backward(Tensor grad_output, Tensor output) -> Tensor', dtype: 'promote', inplace: false, nn: true,
  kernel: ({ x: [g, y], r, compute }) =>
    r(mul(g!, compute.name === 'float64' ? fusedMulAdd(neg(y!), y!, 1, false) : r(sub(1, mul(y!, y!))))),
});
pointwise({
  // grad * (1 - y) * y, associated as PyTorch's kernel writes it
  schema: 'sigmoid_backward(Tensor grad_output, Tensor output) -> Tensor', dtype: 'promote', inplace: false, nn: true,
  kernel: ({ x: [g, y], r }) => r(mul(r(mul(g!, r(sub(1, y!)))), y!)),
});
pointwise({
  // relu's backward: the gradient where self is above the threshold, else 0 (a selection, so a masked negative or nan
  // gradient gives 0, not -0 or nan, and a nan self passes the gradient)
  schema: 'threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor', dtype: 'promote',
  inplace: false, nn: true,
  kernel: (k) => {
    const [g, x] = k.x as [Expr, Expr];
    return select(le(x, k.scalar(scalarIn(k.args['threshold'] as PyScalar, k.compute))), 0, g);
  },
});

// self + value * tensor1 (* or /) tensor2, rounding each step in the compute dtype as PyTorch's kernel does
const valueOf = (k: KernelContext) => k.scalar(scalarIn(k.args['value'] as PyScalar, k.compute));
// the last multiply-add fuses into one rounding, as on AVX2 (float32's evaluation in float64 rounds once already);
// integers wrap as int64 (stepRound leaves them alone)
const addcmulForm = (k: KernelContext) => {
  const [a, b, c] = k.x as Expr[];
  const scaled = k.r(mul(valueOf(k), b!));
  return k.compute.name === 'float64' ? fusedMulAdd(scaled, c!, a!, false) : add(a!, mul(scaled, c!));
};
pointwise({
  schema: 'addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor', dtype: 'promote',
  kernel: addcmulForm, big: addcmulForm,
});
pointwise({
  schema: 'addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor', dtype: 'promote',
  check: (_, [, tensor1, tensor2]) => {
    if (tensor1!.dtype.category !== 'float' && tensor2!.dtype.category !== 'float') {
      throw runtimeError('Integer division with addcdiv is no longer supported, and in a future  release addcdiv ' +
        'will perform a true division of tensor1 and tensor2. The historic addcdiv behavior can be implemented as ' +
        '(input + value * torch.trunc(tensor1 / tensor2)).to(input.dtype) for integer inputs and as (input + value * ' +
        'tensor1 / tensor2) for float inputs. The future addcdiv behavior is just the latter implementation: (input ' +
        '+ value * tensor1 / tensor2), for all dtypes.');
    }
  },
  kernel: (k) => { const [a, b, c] = k.x as Expr[]; return add(a!, k.r(div(k.r(mul(valueOf(k), b!)), c!))); },
});

for (const name of ['eq', 'ne', 'lt', 'le', 'gt', 'ge'] as const) {
  const compareForm = ({ x: [a, b] }: KernelContext) => compareBy(name, a!, b!);
  pointwise({
    schema: `${name}(Tensor self, Tensor other) -> Tensor`, dtype: 'compare',
    kernel: compareForm, big: compareForm,
  });
}

const logical = { logical_and: and, logical_or: or, logical_xor: xor } as const;
for (const [name, combine] of Object.entries(logical)) {
  pointwise({
    schema: `${name}(Tensor self, Tensor other) -> Tensor`, dtype: 'compare',
    kernel: ({ x: [a, b] }) => combine(ne(a!, 0), ne(b!, 0)),
  });
}

// Bitwise ops exist for integers and bool only; on bool they are the logical ops.
const bitwiseOps = [
  ['bitwise_and', 'bitwise_and_cpu', 'and'], ['bitwise_or', 'bitwise_or_cpu', 'or'],
  ['bitwise_xor', 'bitwise_xor_cpu', 'xor'], ['bitwise_left_shift', 'lshift_cpu', 'shl'],
  ['bitwise_right_shift', 'rshift_cpu', 'shr'],
] as const;
for (const [name, kernelName, op] of bitwiseOps) {
  pointwise({
    schema: `${name}(Tensor self, Tensor other) -> Tensor`, dtype: 'promote', check: floatNot(kernelName),
    kernel: ({ x: [a, b] }) => cast(bitwise(op, cast(a!, 'i64'), cast(b!, 'i64')), 'f64'),
    big: ({ x: [a, b] }) => bitwise(op, a!, b!),
  });
}
function floatNot(kernelName: string) {
  return (compute: DType) => {
    if (compute.category === 'float') throw runtimeError(`"${kernelName}" not implemented for '${compute.scalarName}'`);
  };
}

/** x limited by `limit` from one side; a NaN on either side gives NaN. */
/** x kept on `keep`'s side of limit; NaN where either is NaN (integers have none). */
const clampTo = (x: Expr, limit: Expr, keep: typeof ge) => (x.type === 'i64' ? select(keep(x, limit), x, limit)
  : select(or(isNaN(x), isNaN(limit)), NaN, select(keep(x, limit), x, limit)));
const clamp = ({ x, args }: KernelContext) => {
  const lo = args['min'] !== null, hi = args['max'] !== null;
  if (!lo && !hi) throw runtimeError("torch.clamp: At least one of 'min' or 'max' must not be None");
  if (lo && hi) return clampTo(clampTo(x[0]!, x[1]!, ge), x[2]!, le);
  return lo ? clampTo(x[0]!, x[1]!, ge) : clampTo(x[0]!, x[1]!, le);
};
/**
 * clamp's, clamp_min's and clamp_max's meta functions promote number bounds by hand and refuse any in-place
 * promotion of a non-float self, naming self's dtype as TypeMeta prints it ("long int").
 */
const clampNumberBounds = (compute: DType, [self, ...bounds]: readonly Tensor[], inplace: boolean) => {
  if (inplace && self!.dtype.category !== 'float' && compute !== self!.dtype && bounds.every((t) => t.wrappedNumber)) {
    throw runtimeError(`result type ${compute.scalarName} can't be cast to the desired output type ` +
      cppTypeName(self!.dtype));
  }
};
pointwise({
  schema: 'clamp(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor', dtype: 'promote',
  check: clampNumberBounds, kernel: clamp, big: clamp,
});
const clampMin = ({ x }: KernelContext) => clampTo(x[0]!, x[1]!, ge);
pointwise({
  schema: 'clamp_min(Tensor self, Tensor min) -> Tensor', dtype: 'promote', check: clampNumberBounds,
  kernel: clampMin, big: clampMin,
});
const clampMax = ({ x }: KernelContext) => clampTo(x[0]!, x[1]!, le);
pointwise({
  schema: 'clamp_max(Tensor self, Tensor max) -> Tensor', dtype: 'promote', check: clampNumberBounds,
  kernel: clampMax, big: clampMax,
});
const whereForm = ({ x: [c, a, b] }: KernelContext) => select(c!, a!, b!);
pointwise({
  schema: 'where(Tensor condition, Tensor self, Tensor other) -> Tensor', dtype: 'promote', inplace: false,
  promoted: ['self', 'other'],
  check: (_, [condition]) => {
    if (condition!.dtype.category !== 'bool') {
      throw runtimeError('where expected condition to be a boolean tensor, but got a tensor with dtype ' +
        condition!.dtype.scalarName);
    }
  },
  kernel: whereForm, big: whereForm,
});
const maskedFill = (k: KernelContext) => select(k.x[1]!, k.scalar((k.args['value'] as PyScalar).valueIn(k.compute)), k.x[0]!);
pointwise({
  schema: 'masked_fill(Tensor self, Tensor mask, Scalar value) -> Tensor', dtype: 'self',
  checkScalars: (compute, args) => {
    const value = args['value'] as PyScalar;
    checkConvertible(value.value, value.kind === 'int', compute);
  },
  check: (_, [self, mask], inplace) => {
    if (mask!.dtype.category !== 'bool') {
      throw runtimeError(`masked_fill_ only supports boolean masks, but got mask with dtype ${cppTypeName(mask!.dtype)}`);
    }
    // out of place, ATen broadcasts with expand_outplace(mask, self): a mismatch names the mask as tensor a
    if (!inplace) broadcastShapes(mask!.shape, self!.shape);
  },
  kernel: maskedFill, big: maskedFill,
});
pointwise({
  schema: 'nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor', dtype: 'promote',
  kernel: (k) => {
    const c = k.compute.name;
    const largest = c === 'float64' ? Number.MAX_VALUE : c === 'float16' ? 65504
      : c === 'bfloat16' ? 3.3895313892515355e38 : 3.4028234663852886e38;
    const nan = (k.args['nan'] as number | null) ?? 0;
    const pos = (k.args['posinf'] as number | null) ?? largest, negative = (k.args['neginf'] as number | null) ?? -largest;
    const x = k.x[0]!;
    return select(isNaN(x), k.scalar(nan), select(eq(x, Infinity), k.scalar(pos), select(eq(x, -Infinity), k.scalar(negative), x)));
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

type Form = (x: Expr) => Expr;
type Unary = [string, DTypeRule, Form, ((c: DType) => void)?, Form?];
const libm = (fn: Intrinsic): Form => (x) => call(fn, x);
const identity: Form = (x) => x;
// ATen's (0 < x) - (x < 0): NaN and both zeros give +0
const sign: Form = (x) => {
  const n = (v: number) => constant(x.type === 'i64' ? BigInt(v) : v);
  return select(gt(x, n(0)), n(1), select(lt(x, n(0)), n(-1), n(0)));
};
const relu: Form = (x) => (x.type === 'i64' ? max(x, constant(0n)) : select(or(gt(x, 0), isNaN(x)), x, 0));

/**
 * The float32 forms of PyTorch's x86 kernels, where they differ from a correctly rounded result: `all` for every
 * element (SLEEF for ops that run it throughout), and `vec` where the vectorised body differs from the scalar tail.
 */
const FLOAT32_FORMS: Readonly<Record<string, { all: Form; vec?: Form }>> = {
  exp: { all: sleef.expf }, expm1: { all: libm('expm1f') }, log: { all: libm('logf') }, log1p: { all: libm('log1pf') },
  log2: { all: libm('log2f') }, log10: { all: libm('log10f') }, sin: { all: libm('sinf') }, cos: { all: libm('cosf') },
  tan: { all: libm('tanf') }, tanh: { all: sleef.tanhf }, asin: { all: libm('asinf') }, acos: { all: libm('acosf') },
  atan: { all: libm('atanf') }, rsqrt: { all: libm('rsqrtf') }, lgamma: { all: libm('lgammaf') },
  // glibc's float functions: asinh and the inverse ones on every element (their Vectorized forms map std::asinh over
  // the lanes), sinh and cosh in the scalar tail (SLEEF's u10 in the body, correctly rounded but rarely)
  asinh: { all: libm('glibcAsinhf') }, acosh: { all: libm('glibcAcoshf') }, atanh: { all: libm('glibcAtanhf') },
  sinh: { all: libm('glibcSinhf'), vec: libm('sinh') }, cosh: { all: libm('glibcCoshf'), vec: libm('cosh') },
  // scalar tail: 1 / (1 + std::exp(-x)) (glibc's expf) with each step rounded to float32; vectorised body: SLEEF's
  sigmoid: { all: (x) => div(1, round32(add(1, round32(call('glibcExpf', neg(x)))))), vec: sleef.sigmoidf },
};
const isFloat32Compute = (c: DType) => c.name === 'float32' || c.name === 'float16' || c.name === 'bfloat16';
/** The float64 forms that differ from the C library's: Vectorized<double>'s SLEEF, on every element (vml's map). */
const FLOAT64_FORMS: Readonly<Record<string, Form>> = {
  exp: expd, log: libm('logd'), log1p: libm('log1pd'), log2: libm('log2d'), log10: libm('log10d'),
  lgamma: libm('lgammad'),
};
const unary: readonly Unary[] = [
  ['neg', 'promote', neg, noBoolNeg, neg],
  ['abs', 'promote', abs, noBool('abs_cpu'), abs],
  ['sign', 'promote', sign, undefined, sign],
  // sgn on real numbers is sign (complex tensors have their own, in Python)
  ['sgn', 'promote', sign, undefined, sign],
  ['relu', 'promote', relu, noBoolRelu, relu],
  ['floor', 'promote', floor, noBool('floor_vml_cpu'), identity],
  ['ceil', 'promote', ceil, noBool('ceil_vml_cpu'), identity],
  ['trunc', 'promote', trunc, noBool('trunc_vml_cpu'), identity],
  ['frac', 'promote', (x) => sub(x, trunc(x)), floatOnly('frac_cpu')],
  ['round', 'promote', rint, noBool('round_vml_cpu'), identity],
  ['exp', 'float', libm('exp')],
  ['expm1', 'float', libm('expm1')],
  ['exp2', 'float', libm('exp2')],
  ['log', 'float', libm('log')],
  ['log1p', 'float', libm('log1p')],
  ['log2', 'float', libm('log2')],
  ['log10', 'float', libm('log10')],
  ['sqrt', 'float', sqrt],
  ['rsqrt', 'float', (x) => div(1, sqrt(x))],
  ['reciprocal', 'float', (x) => div(1, x)],
  ['sigmoid', 'float', (x) => div(1, add(1, call('exp', neg(x))))],
  ['tanh', 'float', libm('tanh')],
  ['sin', 'float', libm('sin')],
  ['cos', 'float', libm('cos')],
  ['tan', 'float', libm('tan')],
  ['asin', 'float', libm('asin')],
  ['acos', 'float', libm('acos')],
  ['atan', 'float', libm('atan')],
  ['sinh', 'float', libm('sinh')],
  ['cosh', 'float', libm('cosh')],
  ['asinh', 'float', libm('asinh')],
  ['acosh', 'float', libm('acosh')],
  ['atanh', 'float', libm('atanh')],
  ['erfc', 'float', libm('erfc')],
  ['lgamma', 'float', libm('lgamma')],
];
for (const [name, rule, form, check, big] of unary) {
  const single = FLOAT32_FORMS[name];
  pointwise({
    schema: `${name}(Tensor self) -> Tensor`, dtype: rule, check, big: big && (({ x: [v] }) => big(v!)),
    kernel: ({ x: [v], compute }) =>
      (single && isFloat32Compute(compute) ? single.all : compute.name === 'float64' && FLOAT64_FORMS[name] || form)(v!),
    vec: single?.vec && (({ x: [v], compute }) => (isFloat32Compute(compute) ? single.vec!(v!) : undefined)),
  });
}

// degrees and radians: ATen multiplies by the double constant as a Python number, which a float32 or 16-bit kernel
// takes in float32; integers convert to the default float dtype first
for (const [name, factor] of [['deg2rad', Math.PI / 180], ['rad2deg', 180 / Math.PI]] as const) {
  pointwise({
    schema: `${name}(Tensor self) -> Tensor`, dtype: 'float',
    kernel: ({ x: [v], compute, r }) => r(mul(v!, compute.name === 'float64' ? factor : Math.fround(factor))),
  });
}

pointwise({
  // torch.round(decimals=): ATen's round_decimals_kernel scales by 10^|decimals| in the compute dtype, rounds half to
  // even and scales back (a negative count divides first); the overload of its own records RoundBackward1
  schema: 'round_decimals(Tensor self, *, int decimals) -> Tensor', dtype: 'promote', nn: true,
  check: floatOnly('round_cpu'),
  kernel: ({ x: [v], args, compute, scalar, r }) => {
    const decimals = args['decimals'] as number;
    const ten = scalar(scalarIn(10 ** Math.abs(decimals), compute));
    return decimals < 0 ? r(mul(rint(r(div(v!, ten))), ten)) : r(div(rint(r(mul(v!, ten))), ten));
  },
});

const predicates: ReadonlyArray<[string, Form]> = [
  ['isnan', isNaN],
  ['isinf', (x) => eq(abs(x), Infinity)],
  ['isfinite', (x) => lt(abs(x), Infinity)],
  ['signbit', signbit],
  ['logical_not', (x) => eq(x, 0)],
];
for (const [name, test] of predicates) {
  pointwise({
    schema: `${name}(Tensor self) -> Tensor`, dtype: 'compare', inplace: name === 'logical_not',
    kernel: ({ x: [v] }) => test(v!),
  });
}

pointwise({
  schema: 'bitwise_not(Tensor self) -> Tensor', dtype: 'promote', check: floatNot('bitwise_not_cpu'),
  kernel: ({ x: [v], compute }) => (compute.category === 'bool' ? eq(v!, 0) : sub(neg(v!), 1)),
  big: ({ x: [v] }) => not(v!),
});
