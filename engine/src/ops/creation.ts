/** Factory ops: tensors from sizes, fill values, ranges and the default random generator. */
import { DEFAULT_FLOAT, DTYPES, type DType } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { Generator, defaultGenerator, normalFill } from '../random.ts';
import { numel } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { defineOp, run } from './registry.ts';
import type { BoundArgs, PyScalar } from './schema.ts';
import { asShape } from './util.ts';

const FACTORY_KW = '*, ScalarType? dtype=None, bool requires_grad=False';
/** Random factories also take a generator (the default one when None). */
const RANDOM_KW = '*, Generator? generator=None, ScalarType? dtype=None, bool requires_grad=False';
const generatorOf = (args: BoundArgs): Generator => (args['generator'] as Generator | null) ?? defaultGenerator;

function checkSize(size: readonly number[]): void {
  const bad = size.find((d) => d < 0);
  if (bad !== undefined) {
    throw runtimeError(`Trying to create tensor with negative dimension ${bad}: [${size.join(', ')}]`);
  }
}

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

function filled(shape: readonly number[], dtype: DType, value: number): Tensor {
  checkSize(shape);
  const t = Tensor.empty(dtype, shape);
  for (let i = 0; i < t.numel; i++) dtype.store(t.storage.data, i, value);
  return t;
}

for (const [name, value] of [['zeros', 0], ['ones', 1]] as const) {
  defineOp({
    schema: `${name}(int[] size, ${FACTORY_KW}) -> Tensor`, variants: ['function'],
    impl: (args) => made(filled(asShape(args['size']), dtypeArg(args, DEFAULT_FLOAT), value), args),
  });
  defineOp({
    schema: `${name}_like(Tensor self, ${FACTORY_KW}) -> Tensor`, variants: ['function'],
    impl: (args) => {
      const self = args['self'] as Tensor;
      return made(filled(self.shape, dtypeArg(args, self.dtype), value), args);
    },
  });
}

defineOp({
  schema: `empty(int[] size, ${FACTORY_KW}) -> Tensor`, variants: ['function'],
  impl: (args) => made(filled(asShape(args['size']), dtypeArg(args, DEFAULT_FLOAT), 0), args),
});

defineOp({
  schema: `full(int[] size, Scalar fill_value, ${FACTORY_KW}) -> Tensor`, variants: ['function'],
  impl: (args) => {
    const fill = args['fill_value'] as PyScalar;
    return made(filled(asShape(args['size']), dtypeArg(args, scalarDtype(fill)), fill.value), args);
  },
});

function randomTensor(args: BoundArgs, kernelName: string, sample: (n: number, dtype: DType) => ArrayLike<number>): Tensor {
  const shape = asShape(args['size']);
  checkSize(shape);
  const dtype = dtypeArg(args, DEFAULT_FLOAT);
  if (dtype.category !== 'float') {
    throw runtimeError(`"${kernelName}" not implemented for '${dtype.scalarName}'`);
  }
  const t = Tensor.empty(dtype, shape);
  const values = sample(numel(shape), dtype);
  for (let i = 0; i < t.numel; i++) dtype.store(t.storage.data, i, values[i]!);
  return made(t, args);
}

defineOp({
  schema: `rand(int[] size, ${RANDOM_KW}) -> Tensor`, variants: ['function'],
  impl: (args) => randomTensor(args, 'check_uniform_bounds', (n, dtype) => Array.from({ length: n }, () =>
    dtype === DTYPES.float64 ? generatorOf(args).uniformDouble() : generatorOf(args).uniformFloat())),
});

defineOp({
  schema: `randn(int[] size, ${RANDOM_KW}) -> Tensor`, variants: ['function'],
  impl: (args) => randomTensor(args, 'normal_kernel_cpu', (n, dtype) => normalFill(generatorOf(args), n, 0, 1, dtype !== DTYPES.float64)),
});

defineOp({
  schema: 'uniform_(Tensor self, float from=0, float to=1, *, Generator? generator=None) -> Tensor', variants: ['method'],
  impl: (args, backend) => {
    const self = args['self'] as Tensor;
    const from = args['from'] as number, to = args['to'] as number;
    const gen = generatorOf(args);
    const draw = self.dtype === DTYPES.float64
      ? () => gen.uniformDouble(from, to)
      : () => gen.uniformFloat(Math.fround(from), Math.fround(to));
    backend.write(self, Array.from({ length: self.numel }, draw));
    return self;
  },
});

defineOp({
  schema: `arange(Scalar start, Scalar? end=None, Scalar step=1, ${FACTORY_KW}) -> Tensor`, variants: ['function'],
  impl: (args) => {
    let start = args['start'] as PyScalar, end = args['end'] as PyScalar | null;
    const step = args['step'] as PyScalar;
    if (end === null) { end = start; start = { value: 0, kind: 'int' } as PyScalar; }
    const anyFloat = [start, end, step].some((s) => s.kind === 'float');
    const dtype = dtypeArg(args, anyFloat ? DEFAULT_FLOAT : DTYPES.int64);
    if (step.value === 0) throw runtimeError('step must be nonzero');
    if ((step.value > 0 && end.value < start.value) || (step.value < 0 && end.value > start.value)) {
      throw runtimeError('upper bound and larger bound inconsistent with step sign');
    }
    const n = Math.ceil((end.value - start.value) / step.value);
    const t = Tensor.empty(dtype, [n]);
    // in double, one rounding per element; float32 runs vectorised over whole 16-element steps, each 8-lane chunk
    // as its float32 first value plus k * step
    const body = dtype.name === 'float32' ? n - (n % 16) : 0;
    for (let c = 0; c < body; c += 8) {
      const base = Math.fround(start.value + step.value * c);
      for (let k = 0; k < 8; k++) dtype.store(t.storage.data, c + k, base + k * step.value);
    }
    for (let i = body; i < n; i++) dtype.store(t.storage.data, i, start.value + step.value * i);
    return made(t, args);
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
    backend.write(self, new Float64Array(self.numel).fill(value.dtype.load(value.storage.data, value.offset)));
    return self;
  },
});

for (const [name, fill] of [['full_like', null], ['empty_like', 0]] as const) {
  defineOp({
    schema: name === 'full_like'
      ? `full_like(Tensor self, Scalar fill_value, ${FACTORY_KW}) -> Tensor`
      : `empty_like(Tensor self, ${FACTORY_KW}) -> Tensor`,
    variants: ['function'],
    impl: (args) => {
      const self = args['self'] as Tensor;
      const value = fill ?? (args['fill_value'] as PyScalar).value;
      return made(filled(self.shape, dtypeArg(args, self.dtype), value), args);
    },
  });
}

for (const [name, base] of [['rand_like', 'rand'], ['randn_like', 'randn']] as const) {
  defineOp({
    schema: `${name}(Tensor self, ${FACTORY_KW}) -> Tensor`, variants: ['function'],
    impl: (args) => {
      const self = args['self'] as Tensor;
      return run(base, { size: self.shape, dtype: dtypeArg(args, self.dtype), requires_grad: args['requires_grad']! });
    },
  });
}

defineOp({
  schema: `linspace(Scalar start, Scalar end, int steps, ${FACTORY_KW}) -> Tensor`, variants: ['function'],
  impl: (args) => {
    const steps = args['steps'] as number;
    if (steps < 0) throw runtimeError('number of steps must be non-negative');
    const dtype = dtypeArg(args, DEFAULT_FLOAT);
    const t = Tensor.empty(dtype, [steps]);
    // PyTorch's kernel: start + step * i for the first half, end - step * (steps - 1 - i) for the second, in the
    // output dtype (one rounding, as its fused multiply-add gives)
    const round = dtype.name === 'float64' || dtype.category !== 'float' ? (x: number) => x : Math.fround;
    const start = round((args['start'] as PyScalar).value), end = round((args['end'] as PyScalar).value);
    const step = steps > 1 ? round((end - start) / (steps - 1)) : 0;
    const half = Math.floor(steps / 2);
    const at = (idx: number) => (steps === 1 ? start : idx < half ? round(start + step * idx) : round(end - step * (steps - idx - 1)));
    // float32 runs vectorised: each 8-lane chunk is base + round(k * step) from the chunk's first value, over whole
    // 16-element steps; the remainder is computed element by element
    const body = dtype.name === 'float32' ? steps - (steps % 16) : 0;
    for (let c = 0; c < body; c += 8) {
      const base = at(c);
      for (let k = 0; k < 8; k++) dtype.store(t.storage.data, c + k, base + round(k * step));
    }
    for (let i = body; i < steps; i++) dtype.store(t.storage.data, i, at(i));
    return made(t, args);
  },
});

defineOp({
  schema: `eye(int n, int? m=None, ${FACTORY_KW}) -> Tensor`, variants: ['function'],
  impl: (args) => {
    const n = args['n'] as number, m = (args['m'] as number | null) ?? n;
    if (n < 0) throw runtimeError(`n must be greater or equal to 0, got ${n}`);
    if (m < 0) throw runtimeError(`m must be greater or equal to 0, got ${m}`);
    const t = filled([n, m], dtypeArg(args, DEFAULT_FLOAT), 0);
    for (let i = 0; i < Math.min(n, m); i++) t.dtype.store(t.storage.data, i * m + i, 1);
    return made(t, args);
  },
});

defineOp({
  schema: `randint(int low, int high, int[] size, ${RANDOM_KW}) -> Tensor`,
  variants: [],
  impl: (args) => {
    const low = args['low'] as number, high = args['high'] as number;
    if (low >= high) {
      throw runtimeError(`random_ expects 'from' to be less than 'to', but got from=${low} >= to=${high}`);
    }
    const shape = asShape(args['size']);
    checkSize(shape);
    const dtype = dtypeArg(args, DTYPES.int64);
    const t = Tensor.empty(dtype, shape);
    const range = high - low;
    const gen = generatorOf(args);
    for (let i = 0; i < t.numel; i++) dtype.store(t.storage.data, i, (gen.next32() % range) + low);
    return made(t, args);
  },
});

defineOp({
  schema: `randperm(int n, ${RANDOM_KW}) -> Tensor`, variants: ['function'],
  impl: (args) => {
    const n = args['n'] as number;
    if (n < 0) throw runtimeError(`n must be non-negative, got${n}`);
    const perm = Array.from({ length: n }, (_, i) => i);
    // Fisher-Yates with PyTorch's draws: swap i with i + random() % (n - i)
    const gen = generatorOf(args);
    for (let i = 0; i < n - 1; i++) {
      const z = gen.next32() % (n - i);
      [perm[i], perm[z + i]] = [perm[z + i]!, perm[i]!];
    }
    const dtype = dtypeArg(args, DTYPES.int64);
    const t = Tensor.empty(dtype, [n]);
    perm.forEach((v, i) => dtype.store(t.storage.data, i, v));
    return made(t, args);
  },
});

defineOp({
  schema: 'normal_(Tensor self, float mean=0, float std=1, *, Generator? generator=None) -> Tensor', variants: ['method'],
  impl: (args, backend) => {
    const self = args['self'] as Tensor;
    const std = args['std'] as number;
    if (std < 0) throw runtimeError(`normal expects std >= 0.0, but found std ${std}`);
    backend.write(self, normalFill(generatorOf(args), self.numel, args['mean'] as number, std, self.dtype !== DTYPES.float64));
    return self;
  },
});

defineOp({
  // PyTorch's CPU kernel: a double uniform per element (two 32-bit draws), 1 where it falls below p
  schema: 'bernoulli_(Tensor self, float p=0.5, *, Generator? generator=None) -> Tensor', variants: ['method'],
  impl: (args, backend) => {
    const self = args['self'] as Tensor;
    const p = args['p'] as number;
    if (!(p >= 0 && p <= 1)) throw runtimeError(`bernoulli_ expects p to be in [0, 1], but got p=${p}`);
    const gen = generatorOf(args);
    backend.write(self, Array.from({ length: self.numel }, () => (gen.uniformDouble() < p ? 1 : 0)));
    return self;
  },
});

defineOp({
  // integers drawn over the dtype's whole non-negative range: int64 from 64 random bits, others from 32
  schema: 'random_(Tensor self, *, Generator? generator=None) -> Tensor', variants: ['method'],
  impl: (args) => {
    const self = args['self'] as Tensor;
    const gen = generatorOf(args);
    const offsets = self.offsets();
    if (self.dtype === DTYPES.int64) {
      const data = self.storage.data as BigInt64Array;
      offsets.forEach((o) => { data[o] = gen.random64() % (2n ** 63n); });
    } else {
      const range = self.dtype.category === 'float'
        ? 2 ** (self.dtype.name === 'float64' ? 53 : self.dtype.name === 'float32' ? 24 : self.dtype.name === 'float16' ? 11 : 8) + 1
        : self.dtype.category === 'bool' ? 2 : 2 ** (self.dtype.itemsize * 8 - (self.dtype.name === 'uint8' ? 0 : 1));
      offsets.forEach((o) => self.dtype.store(self.storage.data, o, self.dtype.name === 'float64'
        ? Number(gen.random64() % BigInt(range)) : gen.next32() % range));
    }
    self.storage.version++;
    return self;
  },
});
