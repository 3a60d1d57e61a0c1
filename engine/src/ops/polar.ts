/**
 * torch.polar's real and imaginary parts, which the Python layer stacks into the complex result: ATen's polar_kernel
 * maps abs * std::cos(angle) and abs * std::sin(angle) over the elements with the C library's functions (correctly
 * rounded here), not the SLEEF forms torch.cos and torch.sin run, so RoPE-style tables match PyTorch's to the bit.
 */
import { call, mul } from '../ir/build.ts';
import { pointwise } from './pointwise.ts';

for (const part of ['cos', 'sin'] as const) {
  // nn: reached only through torch.polar, never as torch._polar_cos or a Tensor method
  pointwise({
    schema: `_polar_${part}(Tensor abs, Tensor angle) -> Tensor`, dtype: 'promote', inplace: false, nn: true,
    kernel: ({ x: [a, t], r }) => r(mul(a!, r(call(part, t!)))),
  });
}
