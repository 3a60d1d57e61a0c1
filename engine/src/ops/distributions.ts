/**
 * Sampling in place (normal_, log_normal_, exponential_, cauchy_, geometric_) and torch.normal's tensor overloads,
 * drawing from the generator in the order PyTorch's CPU kernels do, so a seed gives PyTorch's numbers.
 */
import type { Backend } from '../backend.ts';
import { DTYPES } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { ge, input, not } from '../ir/build.ts';
import { normalFill, type Generator } from '../random.ts';
import { broadcastShapes } from '../shape.ts';
import { Tensor, fromValues } from '../tensor.ts';
import { generatorOf } from './creation.ts';
import { inMemoryOrder, normalOf, philoxFill } from './philox-fill.ts';
import { failsCheck } from './indexed.ts';
import { defineOp, run } from './registry.ts';
import type { BoundArgs } from './schema.ts';
import { asTensor } from './util.ts';

/** One draw per element, in TensorIterator's order (PyTorch's serial CPU kernel), each rounded to self's dtype. */
function drawEach(self: Tensor, draw: () => number, backend: Backend): void {
  backend.write(inMemoryOrder(self), Array.from({ length: self.numel }, draw));
}

/** PyTorch's dispatch error for a dtype the kernel has no instance for. */
function checkFloat(self: Tensor, kernel: string): void {
  if (self.dtype.category !== 'float') throw runtimeError(`"${kernel}" not implemented for '${self.dtype.scalarName}'`);
}

/** normal_'s kernel: the vectorised fill on a contiguous tensor of 16 elements or more, else a double per element. */
function fillNormal(self: Tensor, mean: number, std: number, gen: Generator, backend: Backend): void {
  if (std < 0) throw runtimeError(`normal expects std >= 0.0, but found std ${std}`);
  if (self.numel === 0) return;
  checkFloat(self, 'normal_kernel_cpu');
  if (philoxFill(self, gen, normalOf(mean, std, self.dtype), backend)) return;
  if (self.numel >= 16 && self.isContiguous()) {
    backend.write(self, normalFill(gen, self.numel, mean, std, self.dtype !== DTYPES.float64));
  } else {
    drawEach(self, () => gen.normalDouble(mean, std), backend);
  }
}

defineOp({
  schema: 'normal_(Tensor self, float mean=0, float std=1, *, Generator? generator=None) -> Tensor', variants: ['method'],
  impl: (args, backend) => {
    const self = asTensor(args['self']);
    fillNormal(self, args['mean'] as number, args['std'] as number, generatorOf(args, self), backend);
    return self;
  },
});

/** An in-place sampler: its parameter check (before the empty-tensor shortcut, as PyTorch's), then one draw each. */
function defineSampler(schema: string, kernel: string | null, check: (args: BoundArgs) => void,
  draw: (args: BoundArgs, gen: Generator) => () => number): void {
  defineOp({
    schema, variants: ['method'],
    impl: (args, backend) => {
      const self = asTensor(args['self']);
      check(args);
      if (self.numel === 0) return self;
      if (kernel !== null) checkFloat(self, kernel);
      else if (self.dtype.category === 'bool') throw runtimeError(`"geometric_cpu" not implemented for 'Bool'`);
      drawEach(self, draw(args, generatorOf(args, self)), backend);
      return self;
    },
  });
}

const float = (args: BoundArgs, name: string) => args[name] as number;

defineSampler('log_normal_(Tensor self, float mean=1, float std=2, *, Generator? generator=None) -> Tensor',
  'log_normal_cpu',
  (args) => {
    const std = float(args, 'std');
    if (!(std > 0)) throw runtimeError(`log_normal_ expects std > 0.0, but found std=${std}`);
  },
  (args, gen) => () => gen.logNormal(float(args, 'mean'), float(args, 'std')));

defineSampler('exponential_(Tensor self, float lambd=1, *, Generator? generator=None) -> Tensor', 'exponential_cpu',
  (args) => {
    const lambda = float(args, 'lambd');
    if (!(lambda > 0)) throw runtimeError(`exponential_ expects lambda > 0.0, but found lambda=${lambda}`);
  },
  (args, gen) => () => gen.exponential(float(args, 'lambd')));

defineSampler('cauchy_(Tensor self, float median=0, float sigma=1, *, Generator? generator=None) -> Tensor', 'cauchy_cpu',
  (args) => {
    const sigma = float(args, 'sigma');
    if (!(sigma > 0)) throw runtimeError(`cauchy_ expects sigma > 0.0, but found sigma=${sigma}`);
  },
  (args, gen) => () => gen.cauchy(float(args, 'median'), float(args, 'sigma')));

defineSampler('geometric_(Tensor self, float p, *, Generator? generator=None) -> Tensor', null,
  (args) => {
    const p = float(args, 'p');
    if (!(p > 0 && p < 1)) throw runtimeError(`geometric_ expects p to be in (0, 1), but got p=${p}`);
  },
  (args, gen) => () => gen.geometric(float(args, 'p')));

/** CHECK_NORMAL_TENSOR_STD: every std element >= 0 (a NaN fails too). */
function checkStdTensor(std: Tensor, backend: Backend): void {
  if (failsCheck(std, not(ge(input(0), 0)), [], backend)) {
    throw runtimeError('normal expects all elements of std >= 0.0');
  }
}

/**
 * torch.normal with a tensor mean or std, as ATen's normal_out_impl: standard normal draws into a fresh contiguous
 * tensor, scaled by std in place, then mean added in place (a float mean as a 0-d tensor of the result's dtype).
 */
function sampleNormal(args: BoundArgs, shape: readonly number[], like: Tensor, std: number | Tensor,
  mean: number | Tensor, backend: Backend): Tensor {
  const out = Tensor.output(like.dtype, shape);
  const gen = generatorOf(args, out);
  if (typeof std === 'number') {
    fillNormal(out, 0, std, gen, backend);
  } else {
    fillNormal(out, 0, 1, gen, backend);
    run('mul_', { self: out, other: std });
  }
  const shift = typeof mean === 'number' ? fromValues([mean], [], out.dtype) : mean;
  run('add_', { self: out, other: shift });
  return out;
}

defineOp({
  schema: 'normal_tensor_float(Tensor mean, float std=1, *, Generator? generator=None) -> Tensor', variants: [],
  impl: (args, backend) => {
    const mean = asTensor(args['mean']);
    return sampleNormal(args, mean.shape, mean, args['std'] as number, mean, backend);
  },
});

defineOp({
  schema: 'normal_float_tensor(float mean, Tensor std, *, Generator? generator=None) -> Tensor', variants: [],
  impl: (args, backend) => {
    const std = asTensor(args['std']);
    checkStdTensor(std, backend);
    return sampleNormal(args, std.shape, std, std, args['mean'] as number, backend);
  },
});

defineOp({
  schema: 'normal_tensor_tensor(Tensor mean, Tensor std, *, Generator? generator=None) -> Tensor', variants: [],
  impl: (args, backend) => {
    const mean = asTensor(args['mean']), std = asTensor(args['std']);
    checkStdTensor(std, backend);
    return sampleNormal(args, broadcastShapes(mean.shape, std.shape), mean, std, mean, backend);
  },
});
