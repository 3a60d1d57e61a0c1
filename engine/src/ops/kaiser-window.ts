/**
 * kaiser_window's elements as UnaryOpsKernel's kaiser_window_kernel computes them from the window's arange, in its
 * dtype: i0(beta sqrt(|1 - ((k - alpha) / alpha)^2|)) / i0(beta) with alpha = (n - 1) / 2. The compiler turns
 * pow(t, 2) into t * t and contracts 1 - t * t into one fused multiply-add.
 */
import { abs, constant, div, mul, neg, sqrt, sub } from '../ir/build.ts';
import { pointwise } from './pointwise.ts';
import { i0 } from './special.ts';
import { fma } from './special-series.ts';

pointwise({
  schema: '_kaiser_window_elements(Tensor self, int window_length, float beta) -> Tensor', dtype: 'self',
  inplace: false, nn: true,
  kernel: (k) => {
    const { r } = k;
    const held = (v: number) => constant(k.compute.name === 'float64' ? v : Math.fround(v));
    const alpha = held(((k.args['window_length'] as number) - 1) / 2), beta = held(k.args['beta'] as number);
    const t = r(div(r(sub(k.x[0]!, alpha)), alpha));
    return r(div(i0(k, r(mul(beta, r(sqrt(abs(fma(k, neg(t), t, constant(1)))))))), i0(k, beta)));
  },
});
