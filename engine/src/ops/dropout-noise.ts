/**
 * Dropout's noise, the tensor the input is multiplied by: the keep mask over 1 - p. From the cuda generator it is
 * native_dropout_cuda's (Dropout.cu): fused_dropout_kernel(_vec)'s mask from that launch's draws, scaled in the
 * input's opmath type, so a seed drops what PyTorch CUDA drops; from other generators, what ATen's composite dropout
 * makes (bernoulli_(1 - p), then div_(1 - p)), as on the CPU.
 */
import { DTYPES } from '../dtype.ts';
import { isNonOverlappingAndDense, stridesLike } from '../memory-format.ts';
import { CudaGenerator, distributionLaunch, dropoutMask } from '../philox.ts';
import { Tensor } from '../tensor.ts';
import { generatorOf } from './creation.ts';
import { inMemoryOrder, rounding } from './philox-fill.ts';
import { defineOp } from './registry.ts';

/**
 * get_vector_size: up to 16 bytes of elements a thread where the input is dense, its data aligned to them, and
 * its size a multiple of them; 1 (the grid-stride kernel) otherwise.
 */
function vectorSize(self: Tensor): number {
  if (!isNonOverlappingAndDense(self)) return 1;
  let vec = 16 / self.dtype.itemsize;
  while (vec > 1 && ((self.offset % vec) !== 0 || self.numel % vec !== 0)) vec /= 2;
  return Math.max(vec, 1);
}

defineOp({
  schema: '_dropout_noise(Tensor self, float p) -> Tensor', variants: [],
  impl: (args, backend) => {
    const self = args['self'] as Tensor;
    const keep = 1 - (args['p'] as number);
    const gen = generatorOf(args, self);
    const wide = self.dtype === DTYPES.float64;
    // empty_like's layout, as the noise (or native_dropout's result) has
    const layout = stridesLike(self, 'preserve_format');
    if (!(gen instanceof CudaGenerator)) {
      const noise = Tensor.output(self.dtype, self.shape, layout);
      const scale = rounding(self.dtype)(wide ? 1 / keep : Math.fround(1 / Math.fround(keep)));
      backend.write(noise, Array.from({ length: self.numel }, () => (gen.uniformDouble() < keep ? scale : 0)));
      return noise;
    }
    // the opmath type: the kernel compares and scales in float for every type but double
    const opmath = wide ? (x: number) => x : Math.fround;
    const p = opmath(keep), scale = opmath(1 / p);
    const launch = distributionLaunch(self.numel, 4);
    const { seed, offset } = gen.reserve(launch.increment);
    const vec = vectorSize(self);
    const mask = dropoutMask(seed, offset, launch, self.numel, vec, p);
    const noise = Tensor.output(wide ? DTYPES.float64 : DTYPES.float32, self.shape, layout);
    // the vectorised kernel walks memory, the grid-stride one the logical order
    backend.write(vec > 1 ? inMemoryOrder(noise) : noise, Array.from(mask, (m) => m * scale));
    return noise;
  },
});
