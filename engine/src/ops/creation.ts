/** Factory ops: tensors from sizes, fill values, ranges and the default random generator. */
import { DEFAULT_FLOAT, DTYPES, type DType } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { defaultGenerator, normalFill } from '../random.ts';
import { numel } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { defineOp } from './registry.ts';
import type { BoundArgs, PyScalar } from './schema.ts';
import { asShape } from './util.ts';

const FACTORY_KW = '*, ScalarType? dtype=None, bool requires_grad=False';

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

function randomTensor(args: BoundArgs, sample: (n: number, dtype: DType) => ArrayLike<number>): Tensor {
  const shape = asShape(args['size']);
  checkSize(shape);
  const dtype = dtypeArg(args, DEFAULT_FLOAT);
  if (dtype.category !== 'float') {
    throw runtimeError(`"check_uniform_bounds" not implemented for '${dtype.scalarName}'`);
  }
  const t = Tensor.empty(dtype, shape);
  const values = sample(numel(shape), dtype);
  for (let i = 0; i < t.numel; i++) dtype.store(t.storage.data, i, values[i]!);
  return made(t, args);
}

defineOp({
  schema: `rand(int[] size, ${FACTORY_KW}) -> Tensor`, variants: ['function'],
  impl: (args) => randomTensor(args, (n, dtype) => Array.from({ length: n }, () =>
    dtype === DTYPES.float64 ? defaultGenerator.uniformDouble() : defaultGenerator.uniformFloat())),
});

defineOp({
  schema: `randn(int[] size, ${FACTORY_KW}) -> Tensor`, variants: ['function'],
  impl: (args) => randomTensor(args, (n, dtype) => normalFill(defaultGenerator, n, 0, 1, dtype !== DTYPES.float64)),
});

defineOp({
  schema: 'uniform_(Tensor self, float from=0, float to=1) -> Tensor', variants: ['method'],
  impl: (args, backend) => {
    const self = args['self'] as Tensor;
    const from = args['from'] as number, to = args['to'] as number;
    const draw = self.dtype === DTYPES.float64
      ? () => defaultGenerator.uniformDouble(from, to)
      : () => defaultGenerator.uniformFloat(Math.fround(from), Math.fround(to));
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
    for (let i = 0; i < n; i++) dtype.store(t.storage.data, i, start.value + step.value * i);
    return made(t, args);
  },
});

defineOp({
  schema: 'fill_(Tensor self, Scalar value) -> Tensor', variants: ['method'],
  impl: (args, backend) => {
    const self = args['self'] as Tensor;
    backend.write(self, new Float64Array(self.numel).fill((args['value'] as PyScalar).value));
    return self;
  },
});
