/**
 * The transforms numpy.fft runs, along the last dim of float64 tensors (a complex row as its (real, imag) pairs), as
 * numpy 1.24's C module executes them (numpy-pocketfft.ts): numpy's own numbers, not PyTorch's. Private ops of our
 * numpy package, without gradients.
 */
import { numpyComplexFft, numpyRealFft } from '../numerics/numpy-pocketfft.ts';
import { fromValues, type Tensor } from '../tensor.ts';
import { defineOp } from './registry.ts';
import { asTensor } from './util.ts';

/** Each of the tensor's rows of `width` values, transformed by `row` into one of `outWidth`. */
function eachRow(self: Tensor, width: number, outWidth: number, row: (values: Float64Array) => Float64Array): Float64Array {
  const values = Float64Array.from(self.values()), count = width ? values.length / width : 0;
  const out = new Float64Array(count * outWidth);
  for (let b = 0; b < count; b++) out.set(row(values.subarray(b * width, (b + 1) * width)), b * outWidth);
  return out;
}

defineOp({
  // execute_complex: each row of complex points transformed in place
  schema: '_numpy_fft_c2c(Tensor self, bool forward, float fct) -> Tensor', variants: [],
  impl: (args) => {
    const self = asTensor(args['self']), n = self.shape[self.ndim - 2]!;
    const out = eachRow(self, 2 * n, 2 * n, (values) => {
      const row = values.slice();
      numpyComplexFft(row, args['forward'] as boolean, args['fct'] as number);
      return row;
    });
    return fromValues(out, self.shape, self.dtype);
  },
});

defineOp({
  // execute_real_forward: a real row to its n // 2 + 1 complex points
  schema: '_numpy_fft_r2c(Tensor self, float fct) -> Tensor', variants: [],
  impl: (args) => {
    const self = asTensor(args['self']), n = self.shape[self.ndim - 1]!, h = (n >> 1) + 1;
    const out = eachRow(self, n, 2 * h, (values) => {
      // the halfcomplex row lands one place on, so (r0, 0, r1, i1, ...) needs only r0 moved back
      const row = new Float64Array(2 * h);
      row.set(values, 1);
      numpyRealFft(row.subarray(1, n + 1), true, args['fct'] as number);
      row[0] = row[1]!;
      row[1] = 0;
      return row;
    });
    return fromValues(out, [...self.shape.slice(0, -1), h, 2], self.dtype);
  },
});

defineOp({
  // execute_real_backward: n complex points (of which the first n // 2 + 1 are read) to a real row of n
  schema: '_numpy_fft_c2r(Tensor self, float fct) -> Tensor', variants: [],
  impl: (args) => {
    const self = asTensor(args['self']), n = self.shape[self.ndim - 2]!;
    const out = eachRow(self, 2 * n, n, (values) => {
      const row = new Float64Array(n);
      row[0] = values[0]!;
      row.set(values.subarray(2, n + 1), 1);
      numpyRealFft(row, false, args['fct'] as number);
      return row;
    });
    return fromValues(out, self.shape.slice(0, -1), self.dtype);
  },
});
