/**
 * _softmax_backward_data and _log_softmax_backward_data as PyTorch's CPU kernels compute them (SoftMaxKernel.cpp),
 * on contiguous copies of the gradient and the forward's output, in the gradient's dtype.
 *
 * Along the last dim each row's sum is Vectorized reduce_all (8 float32 lanes, 4 float64 ones); along another dim it
 * runs in order along the dim for every inner position. The compiled kernels fuse what they can: softmax's sum of
 * grad * output adds each product unrounded (past the first vector, whose products start the lanes), and
 * log_softmax's grad - exp(output) * sum rounds once. float16 and bfloat16 compute in float32, but along the last
 * dim each row's sum rounds to their own type first. log_softmax's exp is SLEEF's on every element of a row, and,
 * along another dim, on the inner positions below the last multiple of the vector width (8 floats, 4 doubles), the
 * C library's beyond.
 */
import type { Backend } from '../backend.ts';
import type { Expr, ReductionKernel, ReductionOrder } from '../ir/expr.ts';
import { add, call, constant, foldAcc, foldNext, input, load, mul, neg, round32, sub } from '../ir/build.ts';
import { fusedMulAdd } from '../ir/fused.ts';
import { expf } from '../numerics/sleef-ir.ts';
import { expd } from '../numerics/sleef-f64-ir.ts';
import { contiguousStrides, wrapDim } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { defineOp } from './registry.ts';
import { computeOf, lanesOf, pointwiseInto, reduceDim, rowOrder } from './softmax.ts';
import { cast, contiguous } from './util.ts';

/** The dims around `dim` as the kernels walk them: [outer, size, inner]. */
function around(shape: readonly number[], dim: number): [number, number, number] {
  const count = (dims: readonly number[]) => dims.reduce((a, b) => a * b, 1);
  return [count(shape.slice(0, dim)), shape[dim]!, count(shape.slice(dim + 1))];
}

/**
 * `grad` with `output` interleaved, each element of grad followed by its output's (both contiguous, in the compute
 * dtype): the view of the grad elements, from which a fold reads the output as the element past each.
 */
function interleaved(backend: Backend, grad: Tensor, output: Tensor): Tensor {
  const pairs = Tensor.output(grad.dtype, [...grad.shape, 2]);
  const strides = contiguousStrides(grad.shape).map((s) => 2 * s);
  const [g, y] = [0, 1].map((k) => pairs.view(grad.shape, strides, pairs.offset + k)) as [Tensor, Tensor];
  pointwiseInto(backend, input(0), [grad], g);
  pointwiseInto(backend, input(0), [output], y);
  return g;
}

/**
 * Each position's sum over `dim`: of grad (log_softmax), or of grad * output, each product added unrounded (a fused
 * multiply-add) unless `roundedProducts`.
 */
function dimSum(backend: Backend, grad: Tensor, output: Tensor | null, dim: number, order: ReductionOrder,
  roundedProducts: boolean): Tensor {
  const single = grad.dtype.name === 'float32';
  const r = single ? round32 : (x: Expr) => x;
  const acc = foldAcc('f64'), next = foldNext('f64');
  const sum = r(add(acc, next));
  if (!output) {
    return reduceDim(backend, { acc: 'f64', init: 0, map: input(0), combine: sum, result: 'value', order, args: [] },
      [grad], dim, grad.dtype);
  }
  const y = load(0, constant(1n));
  const kernel: ReductionKernel = roundedProducts
    ? { acc: 'f64', init: 0, map: r(mul(input(0), y)), combine: sum, result: 'value', order, args: [] }
    : { acc: 'f64', init: 0, map: input(0), combine: fusedMulAdd(next, y, acc, single), merge: sum, result: 'value',
      order, args: [] };
  return reduceDim(backend, kernel, [interleaved(backend, grad, output)], dim, grad.dtype);
}

/** grad - exp(output) * sum (inputs 0, 1, 2) with one rounding, exp taken by `exp`. */
const logBody = (exp: (x: Expr) => Expr, single: boolean) =>
  fusedMulAdd(neg(exp(input(1))), input(2), input(0), single);

function backwardData(backend: Backend, grad: Tensor, output: Tensor, dim: number, log: boolean): Tensor {
  const dtype = grad.dtype;
  const compute = computeOf(dtype);
  const single = compute.name === 'float32';
  const r = single ? round32 : (x: Expr) => x;
  const out = Tensor.output(dtype, grad.shape);
  if (out.numel === 0) return out;
  // a 0-d gradient is one row of one element
  const shape = grad.ndim === 0 ? [1] : grad.shape;
  const rowMajor = (t: Tensor) => contiguous(cast(t, compute, backend), backend).view(shape, contiguousStrides(shape));
  const g = rowMajor(grad), y = rowMajor(output), flat = out.view(shape, contiguousStrides(shape));
  const [outer, size, inner] = around(shape, dim);
  const width = lanesOf(compute);
  const last = dim === shape.length - 1;
  const order: ReductionOrder = last ? rowOrder(compute) : 'sequential';
  // a row shorter than the vector is summed from its products rounded (the slow reduce_all adds them one by one)
  const wideSum = dimSum(backend, g, log ? null : y, dim, order, !log && last && size < width);
  // the last-dim kernel keeps a row's sum in scalar_t, so float16 and bfloat16 round it there
  const sum = last && compute !== dtype ? cast(wideSum, dtype, backend) : wideSum;
  if (!log) {
    pointwiseInto(backend, r(mul(r(sub(input(0), input(2))), input(1))), [g, y, sum], flat);
    return out;
  }
  const scalarExp = (x: Expr) => r(call('exp', x));
  const vectorExp = single ? expf : expd;
  const vectorised = last ? inner : inner - (inner % width);
  if (last || vectorised === inner || vectorised === 0) {
    pointwiseInto(backend, logBody(vectorised === 0 ? scalarExp : vectorExp, single), [g, y, sum], flat);
    return out;
  }
  // as [outer, size, inner], split along inner where the vector loop ends
  const part = (t: Tensor, from: number, to: number) => {
    const rows = t.shape[dim] === 1 ? 1 : size;
    return t.view([outer, rows, to - from], [rows * inner, rows === 1 ? 0 : inner, 1], t.offset + from);
  };
  for (const [from, to, exp] of [[0, vectorised, vectorExp], [vectorised, inner, scalarExp]] as const) {
    const operands = [g, y, sum].map((t) => part(t, from, to));
    pointwiseInto(backend, logBody(exp, single), operands, part(flat, from, to));
  }
  return out;
}

for (const [name, log] of [['_softmax_backward_data', false], ['_log_softmax_backward_data', true]] as const) {
  defineOp({
    schema: `${name}(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor`,
    variants: ['function'],
    impl(args, backend) {
      const grad = args['grad_output'] as Tensor;
      const dim = wrapDim(args['dim'] as number, Math.max(grad.ndim, 1));
      return backwardData(backend, grad, args['output'] as Tensor, dim, log);
    },
  });
}
