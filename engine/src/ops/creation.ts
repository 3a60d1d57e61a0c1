/** Factory ops: tensors from sizes, fill values, ranges and the default random generator. */
import type { Backend } from '../backend.ts';
import { cppTypeName, DEFAULT_FLOAT, DTYPES, largestFinite, rounder, type DType } from '../dtype.ts';
import type { Expr } from '../ir/expr.ts';
import { add, arg, asNumber, cast, coord, div, eq, floor, input, lt, mul, round32, select, sub } from '../ir/build.ts';
import { fusedMulAdd } from '../ir/fused.ts';
import { runtimeError } from '../errors.ts';
import { CPU, deviceOf, moveTo } from '../device.ts';
import { Generator, cudaGenerator, defaultGenerator, normalFill, uniformFill } from '../random.ts';
import { CudaGenerator, type Distribution } from '../philox.ts';
import { cudaPermutation } from '../philox-randperm.ts';
import { bernoulliOf, inMemoryOrder, integersOf, normalOf, philoxFill, uniformOf } from './philox-fill.ts';
import { emptyStrides, stridesLike, type MemoryFormat } from '../memory-format.ts';
import { checkSizeNonnegative, numel } from '../shape.ts';
import { Tensor, fromValues } from '../tensor.ts';
import { defineOp, run } from './registry.ts';
import { elementOf, PyScalar, type BoundArgs } from './schema.ts';
import { argOf } from './kernel-args.ts';
import { checkConvertible } from './checked-convert.ts';
import { valueType } from './indexed.ts';
import { asShape, broadcastTo } from './util.ts';
import { fromToDraw, integerDraws, unboundedDraws, type IntegerDraw } from './random-integers.ts';

const FACTORY_KW = '*, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False';
/** The *_like factories also take their result's memory format: by default they keep their input's layout. */
const LIKE_KW = `${FACTORY_KW}, MemoryFormat? memory_format=None`;
const likeStrides = (args: BoundArgs) =>
  stridesLike(args['self'] as Tensor, (args['memory_format'] as MemoryFormat | null) ?? 'preserve_format');
/** Random factories also take a generator (the default one when None). */
const RANDOM_KW = '*, Generator? generator=None, ScalarType? dtype=None, Device? device=None, bool requires_grad=False';
/** The generator a random op draws from: its `generator` argument, else the default one of the device it fills. */
export const generatorOf = (args: BoundArgs, filled: Tensor): Generator =>
  (args['generator'] as Generator | null) ?? (deviceOf(filled) === CPU ? defaultGenerator : cudaGenerator);

function made(t: Tensor, args: BoundArgs): Tensor {
  t.requiresGrad = args['requires_grad'] as boolean;
  if (t.requiresGrad && t.dtype.category !== 'float') {
    throw runtimeError('Only Tensors of floating point and complex dtype can require gradients');
  }
  return t;
}

const dtypeArg = (args: BoundArgs, fallback: DType): DType => (args['dtype'] as DType | null) ?? fallback;

const scalarDtype = (s: PyScalar): DType =>
  s.kind === 'float' ? DEFAULT_FLOAT : s.kind === 'int' ? DTYPES.int64 : DTYPES.bool;

/** A new tensor whose every element is `body` (over the output's coordinates and `args`, no inputs). */
function generated(shape: readonly number[], dtype: DType, body: Expr, args: readonly number[], backend: Backend,
  strides?: readonly number[]): Tensor {
  const t = Tensor.output(dtype, shape, strides);
  backend.pointwise({ body, args }, [], t);
  return t;
}

function filled(shape: readonly number[], dtype: DType, value: number | bigint, backend: Backend,
  strides?: readonly number[]): Tensor {
  checkSizeNonnegative(shape);
  // fresh storage is zeroed already
  if (value === 0 || value === 0n) return Tensor.empty(dtype, shape, strides);
  const args: number[] = [];
  return generated(shape, dtype, argOf(args, value, valueType(dtype)), args, backend, strides);
}

/** A fill value for `dtype`: refused where it does not fit, exact for int64. */
function fillValue(fill: PyScalar, dtype: DType): number | bigint {
  checkConvertible(fill.value, fill.kind === 'int', dtype);
  return fill.valueIn(dtype);
}

for (const [name, value] of [['zeros', 0], ['ones', 1]] as const) {
  defineOp({
    schema: `${name}(int[] size, ${FACTORY_KW}) -> Tensor`, variants: ['function'],
    impl: (args, backend) => made(filled(asShape(args['size']), dtypeArg(args, DEFAULT_FLOAT), value, backend), args),
  });
  defineOp({
    schema: `${name}_like(Tensor self, ${LIKE_KW}) -> Tensor`, variants: ['function'],
    impl: (args, backend) => {
      const self = args['self'] as Tensor;
      return made(filled(self.shape, dtypeArg(args, self.dtype), value, backend, likeStrides(args)), args);
    },
  });
}

defineOp({
  schema: `empty(int[] size, ${FACTORY_KW}, MemoryFormat? memory_format=None) -> Tensor`, variants: ['function'],
  impl: (args, backend) => {
    const shape = asShape(args['size']);
    const strides = emptyStrides(shape, args['memory_format'] as MemoryFormat | null);
    return made(filled(shape, dtypeArg(args, DEFAULT_FLOAT), 0, backend, strides), args);
  },
});

defineOp({
  schema: `full(int[] size, Scalar fill_value, ${FACTORY_KW}) -> Tensor`, variants: ['function'],
  impl: (args, backend) => {
    const fill = args['fill_value'] as PyScalar;
    const dtype = dtypeArg(args, scalarDtype(fill));
    return made(filled(asShape(args['size']), dtype, fillValue(fill, dtype), backend), args);
  },
});

/** Writes a random factory's draws into `t`, except on the meta device: it holds no values and takes no draws. */
function writeDraws(t: Tensor, backend: Backend, draws: (gen: Generator) => ArrayLike<number>, args: BoundArgs): void {
  if (t.storage.device !== 'meta') backend.write(t, draws(generatorOf(args, t)));
}

/** How rand or randn fills: the kernel its dtype errors name, its cuda distribution, its host sampler. */
interface RandomFill {
  readonly kernelName: string;
  readonly dist: (dtype: DType) => Distribution;
  readonly sample: (n: number, dtype: DType, gen: Generator) => ArrayLike<number>;
}

/**
 * rand and randn: a fresh float tensor, filled by a cuda generator's kernel for `dist` (philox-fill.ts) or with the
 * host's `sample`.
 */
function randomTensor(args: BoundArgs, backend: Backend, { kernelName, dist, sample }: RandomFill): Tensor {
  const shape = asShape(args['size']);
  checkSizeNonnegative(shape);
  const dtype = dtypeArg(args, DEFAULT_FLOAT);
  if (dtype.category !== 'float') {
    throw runtimeError(`"${kernelName}" not implemented for '${dtype.scalarName}'`);
  }
  const t = Tensor.output(dtype, shape);
  if (t.storage.device !== 'meta' && !philoxFill(t, generatorOf(args, t), dist(dtype), backend)) {
    backend.write(t, sample(numel(shape), dtype, generatorOf(args, t)));
  }
  return made(t, args);
}

const RANDOM_FILLS: Readonly<Record<'rand' | 'randn', RandomFill>> = {
  rand: { kernelName: 'check_uniform_bounds', dist: (dtype) => uniformOf(0, 1, dtype),
    sample: (n, dtype, gen) => uniformFill(gen, n, 0, 1, dtype !== DTYPES.float64) },
  randn: { kernelName: 'normal_kernel_cpu', dist: (dtype) => normalOf(0, 1, dtype),
    sample: (n, dtype, gen) => normalFill(gen, n, 0, 1, dtype !== DTYPES.float64) },
};

for (const name of ['rand', 'randn'] as const) {
  defineOp({
    schema: `${name}(int[] size, ${RANDOM_KW}) -> Tensor`, variants: ['function'],
    impl: (args, backend) => randomTensor(args, backend, RANDOM_FILLS[name]),
  });
}

/** ATen's check_uniform_bounds, which runs before the fill (an empty tensor included). */
function checkUniformBounds(self: Tensor, from: number, to: number): void {
  if (self.dtype.category !== 'float') {
    throw runtimeError(`"check_uniform_bounds" not implemented for '${self.dtype.scalarName}'`);
  }
  const max = largestFinite(self.dtype);
  for (const [name, v] of [['from', from], ['to', to]] as const) {
    if (!(v >= -max && v <= max)) throw runtimeError(`${name} is out of bounds for ${cppTypeName(self.dtype)}`);
  }
  if (from > to) {
    throw runtimeError(`uniform_ expects to return a [from, to) range, but found from=${streamed(from)} > ` +
      `to=${streamed(to)}`);
  }
}

defineOp({
  schema: 'uniform_(Tensor self, float from=0, float to=1, *, Generator? generator=None) -> Tensor', variants: ['method'],
  impl: (args, backend) => {
    const self = args['self'] as Tensor;
    const from = args['from'] as number, to = args['to'] as number;
    checkUniformBounds(self, from, to);
    const gen = generatorOf(args, self);
    if (!philoxFill(self, gen, uniformOf(from, to, self.dtype), backend)) {
      backend.write(self, uniformFill(gen, self.numel, from, to, self.dtype !== DTYPES.float64));
    }
    return self;
  },
});

/**
 * arange's kernels, element i from args (first, step, end of the vectorised part): in double, one rounding per
 * element; float32 runs vectorised over whole 16-element steps, each 8-lane chunk as its float32 first value plus
 * k * step. Built once: a small arange costs less than building its IR.
 */
const ARANGE = (() => {
  const i = cast(coord(0), 'f64'), first = arg(0), by = arg(1);
  const scalar = add(first, mul(by, i));
  const chunk = mul(floor(div(i, 8)), 8);
  const lanes = add(round32(add(first, mul(by, chunk))), mul(sub(i, chunk), by));
  return { scalar, float32: select(lt(i, arg(2)), lanes, scalar) };
})();

/** A double as C++'s ostream prints it (%g: six significant digits, trailing zeros dropped, inf and nan). */
function streamed(v: number): string {
  if (Number.isNaN(v)) return 'nan';
  if (!Number.isFinite(v)) return v > 0 ? 'inf' : '-inf';
  if (v === 0) return '0';
  const exponent = Math.floor(Math.log10(Math.abs(Number(v.toPrecision(6)))));
  const trim = (digits: string) => (digits.includes('.') ? digits.replace(/\.?0+$/, '') : digits);
  if (exponent < -4 || exponent >= 6) {
    const [mantissa, power] = v.toExponential(5).split('e');
    const p = Number(power);
    return `${trim(mantissa!)}e${p < 0 ? '-' : '+'}${String(Math.abs(p)).padStart(2, '0')}`;
  }
  return trim(v.toFixed(Math.max(0, 5 - exponent)));
}

/** RangeFactories.cpp's checks; arange and range word the sign check differently. */
function checkRange<T extends number | bigint>(step: T, start: T, end: T, bounds = 'larger'): void {
  if (step === 0 || step === 0n) throw runtimeError('step must be nonzero');
  if (typeof start === 'number' && !(Number.isFinite(start) && Number.isFinite(end))) {
    throw runtimeError(`unsupported range: ${streamed(start)} -> ${streamed(end as number)}`);
  }
  if ((step > 0 && end < start) || (step < 0 && end > start)) {
    throw runtimeError(`upper bound and ${bounds} bound inconsistent with step sign`);
  }
}

/**
 * arange of an integer dtype as RangeFactories.cpp computes it: start and step as int64 (a float truncated), element i
 * start + step * i in int64 wrapped to the dtype; the length from the int64 bounds exactly for int64, else in double.
 */
function integerArange(start: PyScalar, end: PyScalar, step: PyScalar, dtype: DType, backend: Backend): Tensor {
  const [first, last, by] = [start.int64, end.int64, step.int64];
  checkRange(by, first, last);
  const sign = by > 0n ? 1n : -1n;
  const n = dtype.name === 'int64' ? Number((last - first + by - sign) / by)
    : Math.ceil((end.value - start.value) / step.value);
  const values: number[] = [];
  const body = add(argOf(values, first, 'i64'), mul(argOf(values, by, 'i64'), coord(0)));
  return generated([n], dtype, body, values, backend);
}

defineOp({
  schema: `arange(Scalar start, Scalar? end=None, Scalar step=1, ${FACTORY_KW}) -> Tensor`, variants: ['function'],
  impl: (args, backend) => {
    let start = args['start'] as PyScalar, end = args['end'] as PyScalar | null;
    const step = args['step'] as PyScalar;
    if (end === null) { end = start; start = new PyScalar(0, 'int'); }
    const anyFloat = [start, end, step].some((s) => s.kind === 'float');
    const dtype = dtypeArg(args, anyFloat ? DEFAULT_FLOAT : DTYPES.int64);
    if (dtype.category === 'int') return made(integerArange(start, end, step, dtype, backend), args);
    checkRange(step.value, start.value, end.value);
    const n = Math.ceil((end.value - start.value) / step.value);
    const body = dtype.name === 'float32' ? ARANGE.float32 : ARANGE.scalar;
    return made(generated([n], dtype, body, [start.value, step.value, n - (n % 16)], backend), args);
  },
});

/**
 * The deprecated torch.range: end included, the default float dtype whatever the scalars, and range_out's
 * arithmetic (start + i * step in double, or in int64 for an integer dtype; (end - start) / step + 1 elements).
 */
defineOp({
  schema: `range(Scalar start, Scalar end, Scalar step=1, ${FACTORY_KW}) -> Tensor`, variants: ['function'],
  impl: (args, backend) => {
    const [start, end, step] = (['start', 'end', 'step'] as const).map((k) => args[k] as PyScalar) as
      [PyScalar, PyScalar, PyScalar];
    const dtype = dtypeArg(args, DEFAULT_FLOAT);
    if (dtype.category === 'int') {
      const [first, last, by] = [start.int64, end.int64, step.int64];
      checkRange(by, first, last, 'lower');
      const values: number[] = [];
      const body = add(argOf(values, first, 'i64'), mul(argOf(values, by, 'i64'), coord(0)));
      return made(generated([Number((last - first) / by) + 1], dtype, body, values, backend), args);
    }
    checkRange(step.value, start.value, end.value, 'lower');
    const n = Math.trunc((end.value - start.value) / step.value + 1);
    return made(generated([n], dtype, ARANGE.scalar, [start.value, step.value, 0], backend), args);
  },
});

defineOp({
  schema: 'fill_(Tensor self, Tensor value) -> Tensor', variants: ['method'],
  impl: (args, backend) => {
    const self = args['self'] as Tensor;
    const value = args['value'] as Tensor;
    if (value.ndim !== 0) {
      throw runtimeError(`fill_ only supports 0-dimension value tensor but got tensor with ${value.ndim} dimensions.`);
    }
    if (value.wrappedNumber) checkConvertible(Number(elementOf(value)), value.dtype.category === 'int', self.dtype);
    backend.pointwise({ body: input(0, valueType(value.dtype)), args: [] }, [broadcastTo(value, self.shape)], self);
    return self;
  },
});

// fill.Scalar and fill.Tensor, as Fill.cpp has them: fill_ on empty_like(self)
defineOp({
  schema: 'fill(Tensor self, Tensor value) -> Tensor', variants: ['function'],
  impl: (args) => run('fill_', { self: run('empty_like', { self: args['self']! }), value: args['value']! }),
});

// its own op, not fill_(0), for the ZeroBackward0 node PyTorch records
defineOp({
  schema: 'zero_(Tensor self) -> Tensor', variants: ['function', 'method'],
  impl: (args, backend) => {
    const self = args['self'] as Tensor;
    backend.pointwise({ body: arg(0, valueType(self.dtype)), args: [0] }, [], self);
    return self;
  },
});

for (const [name, fill] of [['full_like', null], ['empty_like', 0]] as const) {
  defineOp({
    schema: name === 'full_like'
      ? `full_like(Tensor self, Scalar fill_value, ${LIKE_KW}) -> Tensor`
      : `empty_like(Tensor self, ${LIKE_KW}) -> Tensor`,
    variants: ['function'],
    impl: (args, backend) => {
      const self = args['self'] as Tensor;
      const dtype = dtypeArg(args, self.dtype);
      const value = fill ?? fillValue(args['fill_value'] as PyScalar, dtype);
      return made(filled(self.shape, dtype, value, backend, likeStrides(args)), args);
    },
  });
}

for (const [name, base] of [['rand_like', 'rand'], ['randn_like', 'randn']] as const) {
  defineOp({
    schema: `${name}(Tensor self, ${LIKE_KW}) -> Tensor`, variants: ['function'],
    impl: (args, backend) => {
      const self = args['self'] as Tensor;
      const dtype = dtypeArg(args, self.dtype);
      // a device's generator fills its own tensors row-major
      const strides = deviceOf(self) === CPU ? likeStrides(args) : undefined;
      // drawn here rather than through run(base): with no tensor argument, that would run on the CPU backend
      if (!strides) {
        return randomTensor({ size: self.shape, dtype, generator: null, requires_grad: args['requires_grad']! }, backend,
          RANDOM_FILLS[base]);
      }
      // another layout is drawn in memory order, and normal_ samples one double per element there: its vectorised
      // fill is for contiguous tensors only
      const flat = base === 'rand' ? run(base, { size: [self.numel], dtype }) as Tensor : Tensor.output(dtype, [self.numel]);
      if (base === 'randn') {
        if (dtype.category !== 'float') throw runtimeError(`"normal_kernel_cpu" not implemented for '${dtype.scalarName}'`);
        backend.write(flat, Float64Array.from({ length: self.numel }, () => defaultGenerator.normalDouble(0, 1)));
      }
      return made(flat.view(self.shape, strides), args);
    },
  });
}

/**
 * linspace in float16 or bfloat16: the kernel's step and every term are that type, and each operation on it runs in
 * float and rounds back, so start + step * i rounds twice (i itself once, past 2048 or 256).
 */
function reducedLinspace(args: BoundArgs, steps: number, dtype: DType, backend: Backend): Tensor {
  const r = rounder(dtype);
  const op = (v: number) => r(Math.fround(v));
  const start = op((args['start'] as PyScalar).value), end = op((args['end'] as PyScalar).value);
  const step = steps > 1 ? op(op(end - start) / r(steps - 1)) : 0;
  const half = Math.floor(steps / 2);
  const values = Float64Array.from({ length: steps }, (_, i) =>
    i < half ? op(start + op(step * r(i))) : op(end - op(step * r(steps - i - 1))));
  const t = Tensor.output(dtype, [steps]);
  backend.write(t, values);
  return t;
}

defineOp({
  schema: `linspace(Scalar start, Scalar end, int steps, ${FACTORY_KW}) -> Tensor`, variants: ['function'],
  impl: (args, backend) => {
    const steps = args['steps'] as number;
    if (steps < 0) throw runtimeError('number of steps must be non-negative');
    const dtype = dtypeArg(args, DEFAULT_FLOAT);
    if (dtype.itemsize === 2 && dtype.category === 'float') return made(reducedLinspace(args, steps, dtype, backend), args);
    // PyTorch's kernel: start + step * i for the first half, end - step * (steps - 1 - i) for the second, in the
    // output dtype (one rounding: GCC fuses the multiply-add)
    const round = dtype.name === 'float64' || dtype.category !== 'float' ? (x: number) => x : Math.fround;
    const r = dtype.name === 'float64' || dtype.category !== 'float' ? (x: Expr) => x : round32;
    const start = round((args['start'] as PyScalar).value), end = round((args['end'] as PyScalar).value);
    const step = steps > 1 ? round(round(end - start) / (steps - 1)) : 0;  // the difference rounds first
    const [first, last, by, half, lastIndex] = [0, 1, 2, 3, 4].map((a) => arg(a)) as [Expr, Expr, Expr, Expr, Expr];
    const fma = (a: Expr, b: Expr, c: Expr) => (dtype.name === 'float64' ? fusedMulAdd(a, b, c, false) : r(add(mul(a, b), c)));
    const at = (x: Expr) => select(lt(x, half), fma(by, x, first), fma(by, sub(x, lastIndex), last));
    // float32 and float64 run vectorised: each chunk of a vector's lanes (8 floats, 4 doubles) is base + round(k *
    // step) from the chunk's first value, over whole two-vector steps; the remainder is computed element by element
    const width = dtype.name === 'float32' ? 8 : dtype.name === 'float64' ? 4 : 0;
    const i = cast(coord(0), 'f64');
    const lanes = () => {
      const chunk = mul(floor(div(i, width)), width);
      return add(at(chunk), r(mul(sub(i, chunk), by)));
    };
    const body = steps === 1 ? first : width ? select(lt(i, arg(5)), lanes(), at(i)) : at(i);
    const values = [start, end, step, Math.floor(steps / 2), steps - 1, width ? steps - (steps % (2 * width)) : 0];
    return made(generated([steps], dtype, body, values, backend), args);
  },
});

defineOp({
  schema: `eye(int n, int? m=None, ${FACTORY_KW}) -> Tensor`, variants: ['function'],
  impl: (args, backend) => {
    const n = args['n'] as number, m = (args['m'] as number | null) ?? n;
    if (n < 0) throw runtimeError(`n must be greater or equal to 0, got ${n}`);
    if (m < 0) throw runtimeError(`m must be greater or equal to 0, got ${m}`);
    return made(generated([n, m], dtypeArg(args, DEFAULT_FLOAT), asNumber(eq(coord(0), coord(1))), [], backend), args);
  },
});

defineOp({
  schema: `randint(int low, int high, int[] size, ${RANDOM_KW}) -> Tensor`,
  variants: [],
  impl: (args, backend) => {
    const low = BigInt(args['low'] as number | bigint), high = BigInt(args['high'] as number | bigint);
    const shape = asShape(args['size']);
    checkSizeNonnegative(shape);
    const dtype = dtypeArg(args, DTYPES.int64);
    // at::randint is empty(size).random_(low, high): random_'s checks, on the empty tensor's dtype
    const draw = fromToDraw(dtype, low, high);
    const t = Tensor.output(dtype, shape);
    if (t.storage.device !== 'meta') drawIntegers(t, generatorOf(args, t), draw, backend);
    return made(t, args);
  },
});

/** Fills `t` with `draw`: on a cuda generator by its kernel, else with the CPU generator's draws. */
function drawIntegers(t: Tensor, gen: Generator, draw: IntegerDraw, backend: Backend): void {
  if (t.numel === 0) return;
  const cuda = draw.range !== null && integersOf(Number(draw.base), Number(draw.base + draw.range));
  if (cuda && philoxFill(t, gen, cuda, backend)) return;
  fillFromHost(t, integerDraws(gen, t.numel, t.dtype, draw), backend);
}

/** Writes host values (BigInts for int64) into `t` wherever it lives, in memory order as a serial CPU kernel does. */
function fillFromHost(t: Tensor, values: readonly (number | bigint)[], backend: Backend): void {
  const order = inMemoryOrder(t);
  backend.copy(moveTo(fromValues(values, order.shape, t.dtype), deviceOf(t)), order);
}

defineOp({
  // random_(from, to) and random_(to): integers in [from, to), or up to the dtype's bound when `to` is None
  schema: 'random_from_to_(Tensor self, int from, int? to, *, Generator? generator=None) -> Tensor', variants: [],
  impl: (args, backend) => {
    const self = args['self'] as Tensor;
    const to = args['to'] as number | bigint | null;
    const draw = fromToDraw(self.dtype, BigInt(args['from'] as number | bigint), to === null ? null : BigInt(to));
    drawIntegers(self, generatorOf(args, self), draw, backend);
    return self;
  },
});

defineOp({
  schema: `randperm(int n, ${RANDOM_KW}) -> Tensor`, variants: ['function'],
  impl: (args, backend) => {
    const n = args['n'] as number;
    if (n < 0) throw runtimeError(`n must be non-negative, got${n}`);
    const dtype = dtypeArg(args, DTYPES.int64);
    const t = Tensor.output(dtype, [n]);
    writeDraws(t, backend, (gen) => {
      if (gen instanceof CudaGenerator) return cudaPermutation(gen, n);
      // Fisher-Yates with PyTorch's CPU draws: swap i with i + random() % (n - i)
      const perm = Array.from({ length: n }, (_, i) => i);
      for (let i = 0; i < n - 1; i++) {
        const z = gen.next32() % (n - i);
        [perm[i], perm[z + i]] = [perm[z + i]!, perm[i]!];
      }
      return perm;
    }, args);
    return made(t, args);
  },
});

defineOp({
  // PyTorch's CPU kernel: a double uniform per element (two 32-bit draws), 1 where it falls below p
  schema: 'bernoulli_(Tensor self, float p=0.5, *, Generator? generator=None) -> Tensor', variants: ['method'],
  impl: (args, backend) => {
    const self = args['self'] as Tensor;
    const p = args['p'] as number;
    if (!(p >= 0 && p <= 1)) throw runtimeError(`bernoulli_ expects p to be in [0, 1], but got p=${p}`);
    const gen = generatorOf(args, self);
    if (!philoxFill(self, gen, bernoulliOf(p, self.dtype), backend)) {
      backend.write(self, Array.from({ length: self.numel }, () => (gen.uniformDouble() < p ? 1 : 0)));
    }
    return self;
  },
});

defineOp({
  // integers drawn over the dtype's whole non-negative range: int64 and float64 from 64 random bits, others from 32
  schema: 'random_(Tensor self, *, Generator? generator=None) -> Tensor', variants: ['method'],
  impl: (args, backend) => {
    const self = args['self'] as Tensor;
    if (self.numel > 0) fillFromHost(self, unboundedDraws(generatorOf(args, self), self.numel, self.dtype), backend);
    return self;
  },
});
