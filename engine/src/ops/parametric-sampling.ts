/**
 * Samplers whose parameters are tensors: torch.bernoulli, poisson, binomial, _standard_gamma and _sample_dirichlet.
 * PyTorch's CPU kernels walk a fresh contiguous result element by element (a serial TensorIterator loop), each
 * element drawing what ATen's scalar sampler draws, so a seed gives PyTorch's samples.
 */
import type { Backend } from '../backend.ts';
import { DTYPES } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { exact, sampleBinomial, sampleGamma, samplePoisson, standardGammaGrad, type Draws } from '../numerics/samplers.ts';
import { applyUniforms, CudaGenerator } from '../philox.ts';
import type { Generator } from '../random.ts';
import { broadcastShapes } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { generatorOf } from './creation.ts';
import { defineOp } from './registry.ts';
import type { BoundArgs } from './schema.ts';
import { broadcastTo } from './util.ts';

const FLOAT32_MIN = 2 ** -126;
const FLOAT64_MIN = 2 ** -1022;

/** AT_DISPATCH_FLOATING_TYPES: float and double only, else PyTorch's dispatch error naming the kernel. */
function checkFloatOrDouble(t: Tensor, kernel: string): void {
  if (t.dtype !== DTYPES.float32 && t.dtype !== DTYPES.float64) {
    throw runtimeError(`"${kernel}" not implemented for '${t.dtype.scalarName}'`);
  }
}

const roundingOf = (t: Tensor) => (t.dtype === DTYPES.float64 ? exact : Math.fround);

const drawsOf = (gen: Generator): Draws => ({ uniform: () => gen.uniformDouble(), normal: () => gen.normalDouble(0, 1) });

/**
 * A contiguous result of `like`'s dtype and `shape`, one value per element from `sample`, in row-major order; on the
 * meta device only its layout, with no parameters read and no draws taken (so `sample` reads the parameters).
 */
function sampled(args: BoundArgs, backend: Backend, like: Tensor, shape: readonly number[],
  sample: (gen: Generator) => (i: number) => number): Tensor {
  const out = Tensor.output(like.dtype, shape);
  if (out.storage.device === 'meta') return out;
  const next = sample(generatorOf(args, out));
  backend.write(out, Array.from({ length: out.numel }, (_, i) => next(i)));
  return out;
}

/**
 * bernoulli_tensor_cpu_kernel's draws, one per element of `probs` in row-major order: a double parameter compares a
 * double uniform, any other a float one; each parameter must lie in [0, 1].
 */
function bernoulliDraws(probs: Tensor): (gen: Generator) => (i: number) => number {
  if (probs.dtype.category !== 'float') {
    throw runtimeError(`"bernoulli_tensor_cpu_p_" not implemented for '${probs.dtype.scalarName}'`);
  }
  return (gen) => {
    const p = probs.values();
    const inRange = (v: number) => {
      if (!(v >= 0 && v <= 1)) {
        throw runtimeError('Expected p_in >= 0 && p_in <= 1 to be true, but got false.  (Could this error message ' +
          'be improved?  If so, please report an enhancement request to PyTorch.)');
      }
      return v;
    };
    if (gen instanceof CudaGenerator) {
      // bernoulli_tensor_cuda_kernel: a float uniform at or below p, four elements a thread, 10 numbers reserved
      const { seed, offset } = gen.reserve(10);
      const uniforms = applyUniforms(seed, offset, probs.numel);
      return (i) => (uniforms[i]! <= inRange(p[i]!) ? 1 : 0);
    }
    const uniform = probs.dtype === DTYPES.float64 ? () => gen.uniformDouble() : () => gen.uniformFloat();
    return (i) => (uniform() < inRange(p[i]!) ? 1 : 0);
  };
}

defineOp({
  schema: 'bernoulli(Tensor self, *, Generator? generator=None) -> Tensor', variants: ['function', 'method'],
  impl: (args, backend) => {
    const self = args['self'] as Tensor;
    const draws = bernoulliDraws(self);
    return sampled(args, backend, self, self.shape, draws);
  },
});

defineOp({
  // Tensor.bernoulli_(p) with a tensor p, expanded to self's shape; its 0s and 1s take self's dtype
  schema: '_bernoulli_tensor_(Tensor self, Tensor p, *, Generator? generator=None) -> Tensor', variants: [],
  impl: (args, backend) => {
    const self = args['self'] as Tensor;
    const draws = bernoulliDraws(broadcastTo(args['p'] as Tensor, self.shape));
    if (self.storage.device === 'meta') return self;
    const next = draws(generatorOf(args, self));
    backend.write(self, Array.from({ length: self.numel }, (_, i) => next(i)));
    return self;
  },
});

defineOp({
  schema: 'poisson(Tensor self, Generator? generator=None) -> Tensor', variants: ['function'],
  impl: (args, backend) => {
    const self = args['self'] as Tensor;
    checkFloatOrDouble(self, 'poisson_cpu');
    return sampled(args, backend, self, self.shape, (gen) => {
      const rates = self.values();
      return (i) => {
        const lambda = rates[i]!;
        if (!(lambda >= 0)) throw runtimeError('invalid Poisson rate, expected rate to be non-negative');
        return samplePoisson(lambda, () => gen.uniformDouble());
      };
    });
  },
});

defineOp({
  schema: 'binomial(Tensor count, Tensor prob, Generator? generator=None) -> Tensor', variants: ['function'],
  impl: (args, backend) => {
    const count = args['count'] as Tensor, prob = args['prob'] as Tensor;
    if (prob.dtype !== count.dtype) {
      throw runtimeError(`Found dtype ${prob.dtype.scalarName} but expected ${count.dtype.scalarName}`);
    }
    checkFloatOrDouble(count, 'binomial_cpu');
    const shape = broadcastShapes(count.shape, prob.shape);
    const r = roundingOf(count);
    return sampled(args, backend, count, shape, (gen) => {
      const counts = broadcastTo(count, shape).values(), probs = broadcastTo(prob, shape).values();
      return (i) => sampleBinomial(counts[i]!, probs[i]!, () => gen.uniformDouble(), r);
    });
  },
});

defineOp({
  // the sample is computed in double and kept above the scalar type's smallest normal number
  schema: '_standard_gamma(Tensor self, Generator? generator=None) -> Tensor', variants: ['function'],
  impl: (args, backend) => {
    const self = args['self'] as Tensor;
    checkFloatOrDouble(self, 'gamma_cpu');
    const [r, min] = self.dtype === DTYPES.float64 ? [exact, FLOAT64_MIN] : [Math.fround, FLOAT32_MIN];
    return sampled(args, backend, self, self.shape, (gen) => {
      const alphas = self.values();
      const draws = drawsOf(gen);
      return (i) => {
        const sample = sampleGamma(alphas[i]!, draws, r);
        return min < sample ? sample : min;
      };
    });
  },
});

defineOp({
  // gamma samples in double (from the parameters cast up, against underflow), normalised over the last dim and cast
  // back into [smallest normal, largest number below 1]
  schema: '_sample_dirichlet(Tensor self, Generator? generator=None) -> Tensor', variants: ['function'],
  impl: (args, backend) => {
    const self = args['self'] as Tensor;
    checkFloatOrDouble(self, 'dirichlet');
    const alphas = self.values();
    const k = self.shape[self.ndim - 1] ?? 1;
    const [r, min, max] = self.dtype === DTYPES.float64
      ? [exact, FLOAT64_MIN, 1 - 2 ** -53] : [Math.fround, FLOAT32_MIN, 1 - 2 ** -24];
    const out = Tensor.output(self.dtype, self.shape);
    const draws = drawsOf(generatorOf(args, out));
    const gammas = alphas.map((a) => {
      const sample = sampleGamma(a, draws, exact);
      return FLOAT64_MIN < sample ? sample : FLOAT64_MIN;
    });
    const values = gammas.map((g, i) => {
      const row = i - (i % k);
      let total = 0;
      for (let j = row; j < row + k; j++) total += gammas[j]!;
      return Math.min(max, Math.max(min, r(g / total)));
    });
    backend.write(out, values);
    return out;
  },
});

defineOp({
  schema: '_standard_gamma_grad(Tensor self, Tensor output) -> Tensor', variants: ['function'],
  impl: (args, backend) => {
    const self = args['self'] as Tensor, output = args['output'] as Tensor;
    checkFloatOrDouble(self, '_standard_gamma_grad_cpu');
    const shape = broadcastShapes(self.shape, output.shape);
    const alphas = broadcastTo(self, shape).values(), xs = broadcastTo(output, shape).values();
    const r = roundingOf(self);
    const out = Tensor.output(self.dtype, shape);
    backend.write(out, alphas.map((a, i) => standardGammaGrad(r(a), r(xs[i]!))));
    return out;
  },
});
