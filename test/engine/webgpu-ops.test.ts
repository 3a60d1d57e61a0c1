/**
 * Engine ops on the WebGPU backend (SwiftShader where there is no GPU) agree with the JS reference within
 * PyTorch-CUDA-like float32 tolerances, kernel call by kernel call; skipped, with the reason, without an adapter.
 */
import { describe, expect, test } from 'vitest';
import { acquireGpu } from '../../engine/src/backends/webgpu/device.ts';
import { createWebGpuBackend } from '../../engine/src/backends/webgpu/index.ts';
import { scatterPlan } from '../../engine/src/backends/webgpu/scatter.ts';
import type { ScatterKernel } from '../../engine/src/ir/expr.ts';
import { add, foldAcc, foldNext, input, round32 } from '../../engine/src/ir/build.ts';
import { DTYPES, type DTypeName } from '../../engine/src/dtype.ts';
import { withGradMode } from '../../engine/src/autograd/graph.ts';
import { backward, call } from '../../engine/src/index.ts';
import { PyScalar, type Value } from '../../engine/src/ops/schema.ts';
import { fromValues, type Tensor } from '../../engine/src/tensor.ts';
import { describeCall, mismatches, operandsOnGpu, record, replay, type Tolerance } from './webgpu-harness.ts';

const gpu = await acquireGpu();
const backend = gpu.ok ? createWebGpuBackend(gpu) : null;

const FLOAT: Tolerance = { rtol: 2e-5, atol: 1e-5 };

/** Deterministic values of `dtype` in [-range, range], with a few awkward ones mixed in for floats. */
function tensor(dtype: DTypeName, shape: number[], seed = 1, range = 4): Tensor {
  const n = shape.reduce((a, b) => a * b, 1);
  let s = seed;
  const values = Array.from({ length: n }, (_, i) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    const v = (s / 2147483648 - 0.5) * 2 * range;
    if (dtype === 'bool') return v > 0 ? 1 : 0;
    if (DTYPES[dtype].category === 'int') return Math.round(v);
    return i === 5 ? 0 : i === 7 ? -0.5 : v;
  });
  return fromValues(values, shape, DTYPES[dtype]);
}

const int = (v: number) => new PyScalar(v, 'int');
const float = (v: number) => new PyScalar(v, 'float');

/** Ops as [label, body]: each body runs ops on CPU tensors; every kernel call it makes is replayed on the GPU. */
const CASES: [string, () => void][] = [
  ['add broadcast f32', () => call('add', [tensor('float32', [3, 5]), tensor('float32', [5], 2)])],
  ['mul f32 by python scalar', () => call('mul', [tensor('float32', [37]), float(0.3)])],
  ['div, strided transpose', () => call('div', [call('t', [tensor('float32', [4, 6])]) as Tensor, tensor('float32', [6, 4], 3)])],
  ['float16 and bfloat16 add', () => {
    call('add', [tensor('float16', [9]), tensor('float16', [9], 4)]);
    call('add', [tensor('bfloat16', [9]), tensor('bfloat16', [9], 4)]);
  }],
  ['float64 mul', () => call('mul', [tensor('float64', [10]), tensor('float64', [10], 5)])],
  ['int64 arithmetic', () => {
    const a = tensor('int64', [12], 1, 1000), b = tensor('int64', [12], 2, 1000);
    for (const op of ['add', 'sub', 'mul', 'maximum', 'minimum']) call(op, [a, b]);
    call('neg', [a]); call('abs', [a]);
    call('bitwise_and', [a, b]); call('bitwise_xor', [a, b]);
    const nonzero = call('where', [call('eq', [b, int(0)]) as Tensor, int(3), b]) as Tensor;
    call('floor_divide', [a, nonzero]); call('remainder', [a, nonzero]); call('fmod', [a, nonzero]);
    call('pow', [tensor('int64', [12], 3, 9), call('abs', [tensor('int64', [12], 4, 20)]) as Tensor]);
    call('bitwise_left_shift', [a, int(3)]); call('bitwise_right_shift', [a, int(2)]);
    const big = fromValues([2n ** 62n, -(2n ** 63n), 2n ** 40n + 7n, -5n], [4], DTYPES.int64);
    call('mul', [big, big]); call('floor_divide', [big, fromValues([3, -7, 2n ** 33n, 2], [4], DTYPES.int64)]);
  }],
  ['int32, int16, int8, uint8 add', () => {
    for (const d of ['int32', 'int16', 'int8', 'uint8'] as const) call('add', [tensor(d, [11], 1, 100), tensor(d, [11], 2, 100)]);
  }],
  ['four elements an invocation: unaligned offsets, short tails, packed words, same layouts, in place', () => {
    for (const d of ['float32', 'int32', 'float16', 'int8', 'bool', 'int64', 'float64'] as const) {
      const a = tensor(d, [23], 1, 100), b = tensor(d, [23], 2, 100);
      call('mul', [a, b]);
      // offsets 1, 2 and 3 into storage: no vec4, no whole words
      for (const at of [1, 2, 3]) call('add', [call('slice', [a, int(0), int(at)]) as Tensor, call('slice', [b, int(0), int(at)]) as Tensor]);
      call('add_', [call('slice', [call('clone', [a]) as Tensor, int(0), int(2)]) as Tensor, call('slice', [b, int(0), int(2)]) as Tensor]);
    }
    // channels-last alike: permuted operands of one layout walk flat
    const p = (t: Tensor) => call('permute', [t, [int(0), int(2), int(3), int(1)]]) as Tensor;
    call('sub', [p(tensor('float32', [2, 5, 3, 3])), p(tensor('float32', [2, 5, 3, 3], 2))]);
    call('mul', [call('t', [tensor('float32', [6, 9])]) as Tensor, float(2.5)]);
    call('add_', [tensor('uint8', [13], 1, 100), tensor('uint8', [13], 2, 100)]);
    call('relu', [tensor('float32', [3])]);
  }],
  ['comparisons and where', () => {
    const a = tensor('float32', [13]), b = tensor('float32', [13], 9);
    for (const op of ['eq', 'ne', 'lt', 'le', 'gt', 'ge']) call(op, [a, b]);
    call('where', [call('gt', [a, b]) as Tensor, a, b]);
    call('logical_and', [tensor('bool', [13]), tensor('bool', [13], 3)]);
    call('isnan', [call('log', [a]) as Tensor]);
  }],
  ['unary math', () => {
    const x = tensor('float32', [16]);
    const pos = call('add', [call('abs', [x]) as Tensor, float(0.25)]) as Tensor;
    const unit = call('mul', [call('tanh', [x]) as Tensor, float(0.9)]) as Tensor;
    for (const op of ['exp', 'expm1', 'exp2', 'sin', 'cos', 'atan', 'sinh', 'cosh', 'tanh', 'asinh', 'sigmoid', 'erf',
      'erfc', 'floor', 'ceil', 'trunc', 'round', 'frac', 'sign', 'relu', 'neg', 'abs', 'gelu', 'silu', 'softplus', 'elu']) {
      call(op, [x]);
    }
    for (const op of ['log', 'log1p', 'log2', 'log10', 'sqrt', 'rsqrt', 'reciprocal', 'lgamma', 'digamma', 'acosh']) call(op, [pos]);
    for (const op of ['asin', 'acos', 'atanh']) call(op, [unit]);
    call('tan', [unit]);
  }],
  ['binary math', () => {
    const a = tensor('float32', [14]), b = tensor('float32', [14], 6);
    for (const op of ['atan2', 'hypot', 'fmod', 'remainder', 'floor_divide', 'maximum', 'minimum', 'copysign', 'nextafter', 'logaddexp']) {
      call(op, [a, b]);
    }
    call('pow', [call('abs', [a]) as Tensor, b]);
    call('clamp', [a, float(-1), float(1)]);
  }],
  ['casts between dtypes', () => {
    const x = tensor('float32', [10], 1, 300);
    for (const d of ['float16', 'bfloat16', 'float64', 'int64', 'int32', 'int16', 'int8', 'uint8', 'bool'] as const) {
      const y = call('_to_copy', [x], { dtype: DTYPES[d] }) as Tensor;
      call('_to_copy', [y], { dtype: DTYPES.float32 });
    }
  }],
  ['reductions', () => {
    const x = tensor('float32', [6, 70]);
    call('sum', [x]);
    call('sum', [x, [int(1)]]);
    call('mean', [x, [int(0)]]);
    call('amax', [x, [int(1)]]);
    call('amin', [x, [int(0)]]);
    call('argmax', [x, int(1)]);
    call('argmin', [x]);
    call('prod', [tensor('float32', [3, 5], 4, 1.5), int(1)]);
    call('var', [x, [int(1)]]);
    call('logsumexp', [x, [int(1)]]);
    call('softmax', [x, int(1)]);
    call('log_softmax', [x, int(0)]);
    call('sum', [tensor('int64', [5, 7], 1, 1000), [int(0)]]);
    call('any', [tensor('bool', [4, 9])]);
  }],
  ['reductions over strided and several dims, ties and NaN', () => {
    const x = call('permute', [tensor('float32', [3, 4, 5]), [int(2), int(0), int(1)]]) as Tensor;
    call('sum', [x, [int(0), int(2)], new PyScalar(1, 'bool')]);
    call('amax', [x, [int(1)]]);
    // ties: the first index wins, as on the CPU
    const ties = fromValues([1, 3, 3, 0, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 9, 9, 9, 9], [70], DTYPES.float32);
    call('argmax', [ties]);
    call('argmin', [ties]);
    const nan = fromValues([1, NaN, 5, 2, 8, NaN], [2, 3], DTYPES.float32);
    call('amax', [nan, [int(1)]]);
    call('argmax', [nan, int(1)]);
    call('sum', [tensor('float16', [5, 40]), [int(1)]]);
    call('mean', [tensor('float64', [3, 100]), [int(1)]]);
  }],
  ['reductions split into slices merged by a second pass', () => {
    const big = tensor('float32', [20000]);
    call('sum', [big]);
    call('amax', [big, [int(0)]]);
    // ties and NaN in different slices: the first index of the best still wins
    const values = Array.from({ length: 20000 }, (_, i) => (i * 7919) % 1000 / 1000);
    for (const at of [19999, 15000, 3000]) values[at] = 9;
    call('argmax', [fromValues(values, [20000], DTYPES.float32)]);
    call('argmin', [fromValues(values, [20000], DTYPES.float32)]);
    values[17000] = NaN; values[12000] = NaN;
    call('argmax', [fromValues(values, [20000], DTYPES.float32)]);
    call('amax', [fromValues(values, [20000], DTYPES.float32), [int(0)]]);
    // BatchNorm's statistics: per channel over N, H, W of NCHW, strided reduced dims
    const x = tensor('float32', [8, 3, 32, 40], 3);
    call('mean', [x, [int(0), int(2), int(3)]]);
    call('var', [x, [int(0), int(2), int(3)]]);
    call('sum', [tensor('int64', [3, 9000], 2, 1000), [int(1)]]);
    call('any', [tensor('bool', [9000], 5)]);
    call('sum', [call('t', [tensor('float32', [9000, 2], 6)]) as Tensor, [int(1)]]);
  }],
  ['reductions over strided dims into contiguous outputs, several outputs a workgroup', () => {
    const x = tensor('float32', [300, 70], 7);
    call('sum', [x, [int(0)]]);
    call('amax', [x, [int(0)]]);
    const ties = fromValues(Array.from({ length: 300 * 70 }, (_, i) => (i % 7 === 3 ? 5 : (i * 31) % 5)), [300, 70], DTYPES.float32);
    call('argmax', [ties, int(0)]);
    call('argmin', [ties, int(0)]);
    const nan = fromValues(Array.from({ length: 40 * 6 }, (_, i) => (i === 100 || i === 200 ? NaN : i % 9)), [40, 6], DTYPES.float32);
    call('argmax', [nan, int(0)]);
    call('amax', [nan, [int(0)]]);
    // channels last: per-channel statistics over N, H, W with the channels contiguous
    const nhwc = call('permute', [tensor('float32', [8, 32, 40, 3], 8), [int(0), int(3), int(1), int(2)]]) as Tensor;
    call('mean', [nhwc, [int(0), int(2), int(3)]]);
    call('var', [nhwc, [int(0), int(2), int(3)]]);
    call('sum', [tensor('float32', [20000, 5], 9), [int(0)]]);
    call('sum', [tensor('int64', [3000, 3], 2, 1000), [int(0)]]);
  }],
  ['matmul', () => {
    call('mm', [tensor('float32', [7, 33]), tensor('float32', [33, 70], 2)]);
    call('bmm', [tensor('float32', [3, 5, 9]), tensor('float32', [3, 9, 4], 2)]);
    call('matmul', [tensor('float32', [2, 3, 4, 6]), tensor('float32', [6, 5], 3)]);
    call('mm', [call('t', [tensor('float32', [8, 5])]) as Tensor, tensor('float32', [8, 3], 2)]);
    call('mm', [tensor('float16', [4, 8]), tensor('float16', [8, 3], 2)]);
    // layouts that load four floats at once: k and m multiples of 4, rows aligned; partial tiles on every side
    call('mm', [tensor('float32', [70, 36]), tensor('float32', [36, 68], 2)]);
    call('bmm', [tensor('float32', [2, 5, 20]), tensor('float32', [2, 20, 8], 3)]);
    call('matmul', [tensor('float32', [3, 4, 8]), tensor('float32', [8, 12], 4)]);
  }],
  ['matmul tile forms, layouts and dtypes', () => {
    const t = (x: Tensor) => call('t', [x]) as Tensor;
    const tb = (x: Tensor) => call('transpose', [x, int(1), int(2)]) as Tensor;
    // enough workgroups for the 128x128 tile, then for 128x64; partial tiles on every side
    call('bmm', [tensor('float32', [32, 257, 4]), tensor('float32', [32, 4, 257], 2)]);
    call('bmm', [tensor('float32', [48, 130, 4]), tensor('float32', [48, 4, 130], 2)]);
    // transposed operands: four at once along a's rows and b's k, or one at a time where sizes are odd
    call('mm', [t(tensor('float32', [12, 8])), t(tensor('float32', [16, 12], 2))]);
    call('bmm', [tb(tensor('float32', [2, 13, 21])), tb(tensor('float32', [2, 17, 13], 2))]);
    // an offset into storage: no four-at-once loads or stores
    call('mm', [call('slice', [tensor('float32', [17, 16]), int(0), int(1)]) as Tensor, tensor('float32', [16, 16], 2)]);
    // 16-bit operands eight at once (four words) or two (one word), results stored two to a word where rows allow
    for (const d of ['float16', 'bfloat16'] as const) {
      call('bmm', [tensor(d, [2, 12, 10], 1, 2), tensor(d, [2, 10, 8], 2, 2)]);
      call('bmm', [tensor(d, [2, 12, 16], 1, 2), tb(tensor(d, [2, 24, 16], 2, 2))]);
      call('bmm', [tensor(d, [2, 13, 11], 1, 2), tb(tensor(d, [2, 9, 11], 2, 2))]);
    }
    call('mm', [tensor('float64', [6, 10]), tensor('float64', [10, 5], 2)]);
  }],
  ['matmul with few outputs and a long k: chunks of k, then their sum', () => {
    call('mm', [tensor('float32', [20, 1100], 1, 1), tensor('float32', [1100, 24], 2, 1)]);
    call('bmm', [tensor('float16', [2, 9, 1024], 1, 1), call('transpose', [tensor('float16', [2, 10, 1024], 2, 1), int(1), int(2)]) as Tensor]);
  }],
  ['special values', () => {
    // no subnormals: GPUs may flush them to zero (SwiftShader does), which PyTorch's CPU build does not
    const x = fromValues([NaN, Infinity, -Infinity, 0, -0, 1e-30, 65520, 3e38, -3e38, 0.5, 2.5, -2.5, 1e10], [13], DTYPES.float32);
    for (const op of ['exp', 'log', 'sqrt', 'tanh', 'sigmoid', 'abs', 'neg', 'floor', 'round', 'sign', 'relu', 'isnan',
      'isinf', 'isfinite', 'nan_to_num', 'atan', 'erf', 'expm1']) {
      call(op, [x]);
    }
    // SLEEF's log1pf (the CPU's) says inf above 1e38, where CUDA's and ours say ~88.6
    call('log1p', [fromValues([NaN, Infinity, -1, -2, 0, -0, 1e30], [7], DTYPES.float32)]);
    // past 1e5 the GPU's sin reduces its argument inexactly (PyTorch CUDA's does not)
    call('sin', [fromValues([NaN, Infinity, -Infinity, 0, -0, 1e4, -3e4], [7], DTYPES.float32)]);
    for (const d of ['float16', 'bfloat16', 'float64', 'int64', 'int32', 'int8', 'uint8', 'bool'] as const) call('_to_copy', [x], { dtype: DTYPES[d] });
    const y = call('flip', [x, [int(0)]]) as Tensor;
    for (const op of ['maximum', 'minimum', 'eq', 'ne', 'lt', 'ge']) call(op, [x, y]);
  }],
  ['network layers', () => {
    const x = tensor('float32', [2, 3, 6, 6]);
    call('conv2d', [x, tensor('float32', [4, 3, 3, 3], 2), tensor('float32', [4], 3), [int(1), int(1)], [int(1), int(1)]]);
    call('batch_norm', [x, tensor('float32', [3], 4), tensor('float32', [3], 5), null, null, new PyScalar(1, 'bool'),
      float(0.1), float(1e-5), new PyScalar(1, 'bool')]);
    call('max_pool2d_with_indices', [x, [int(2), int(2)]]);
    call('avg_pool2d', [x, [int(2), int(2)]]);
    call('linear', [tensor('float32', [5, 8]), tensor('float32', [3, 8], 2), tensor('float32', [3], 3)]);
    call('mse_loss', [tensor('float32', [4, 5]), tensor('float32', [4, 5], 2)]);
    call('cumsum', [tensor('float32', [3, 7]), int(1)]);
  }],
  ['a training step: forward, backward, SGD update', () => {
    const w = tensor('float32', [4, 6], 2), x = tensor('float32', [5, 6]), target = tensor('float32', [5, 4], 3);
    w.requiresGrad = true;
    const h = call('gelu', [call('linear', [x, w]) as Tensor]) as Tensor;
    const loss = call('mse_loss', [call('log_softmax', [h, int(1)]) as Tensor, target]) as Tensor;
    backward([loss], [null], { retainGraph: false, createGraph: false });
    withGradMode(false, () => call('add_', [w, w.grad!], { alpha: float(-0.1) }));
  }],
  ['gathers, ordered scatters and positional kernels', () => {
    const x = tensor('float32', [4, 5]);
    const rows = fromValues([2, 0, 3, 2], [4], DTYPES.int64);
    const index = fromValues([0, 4, 4, 1, 2, 2, 3, 0, 1, 1, 1, 1], [4, 3], DTYPES.int64);
    call('index_select', [x, int(0), rows]);
    call('gather', [x, int(1), index]);
    call('scatter', [x, int(1), index, tensor('float32', [4, 3], 2)]);
    call('scatter', [x, int(1), index, tensor('float32', [4, 3], 3)], { reduce: 'add' });
    call('index_put_', [call('clone', [x]) as Tensor, [rows], tensor('float32', [4, 5], 4), new PyScalar(1, 'bool')]);
    call('index', [x, [fromValues([3, 1, 3, 0, 2, 3], [2, 3], DTYPES.int64)]]);
    call('cumsum', [x, int(0)]); call('cumprod', [tensor('float32', [3, 6], 5, 1.5), int(1)]);
    call('cumsum', [tensor('int64', [2, 5], 6, 50), int(1)]);
    call('masked_select', [x, call('gt', [x, float(0)]) as Tensor]);
    call('allclose', [x, call('add', [x, float(1e-7)]) as Tensor]);
    call('arange', [int(2), int(17), int(3)]); call('eye', [int(4), int(6)]);
    call('tril', [x, int(1)]);
    call('nll_loss', [call('log_softmax', [x, int(1)]) as Tensor, fromValues([1, 4, 0, 2], [4], DTYPES.int64)]);
  }],
  ['index ops and their gradients: embedding, take, index_add, scatter_add, gather', () => {
    const weight = tensor('float32', [6, 4]);
    weight.requiresGrad = true;
    const ids = fromValues([5, 0, 5, 2, 2, 5], [2, 3], DTYPES.int64);
    // embedding is index_select over the flattened ids; its backward accumulates repeated rows in order
    const rows = call('index_select', [weight, int(0), call('reshape', [ids, [int(-1)]]) as Tensor]) as Tensor;
    const x = tensor('float32', [4, 5], 3);
    x.requiresGrad = true;
    const index = fromValues([0, 4, 4, 1, 2, 2, 3, 0, 1, 1, 1, 1], [4, 3], DTYPES.int64);
    const picked = call('gather', [x, int(1), index]) as Tensor;
    const taken = call('index', [call('reshape', [x, [int(-1)]]) as Tensor, [fromValues([19, 0, 7, 7, -1], [5], DTYPES.int64)]]) as Tensor;
    const loss = call('add', [call('add', [call('sum', [call('mul', [rows, rows]) as Tensor]) as Tensor,
      call('sum', [call('exp', [picked]) as Tensor]) as Tensor]) as Tensor, call('sum', [taken]) as Tensor]) as Tensor;
    backward([loss], [null], { retainGraph: false, createGraph: false });
    const target = tensor('float32', [4, 5], 4);
    // index_add_ along dim 1 and scatter_add_ as the Python layer spells them: accumulating index_put_
    const cols = fromValues([4, 1, 4], [3], DTYPES.int64);
    call('index_put_', [call('clone', [target]) as Tensor, [call('unsqueeze', [fromValues([0, 1, 2, 3], [4], DTYPES.int64), int(1)]) as Tensor, cols],
      tensor('float32', [4, 3], 5), new PyScalar(1, 'bool')] as Value[]);
    call('scatter', [target, int(1), index, tensor('float32', [4, 3], 6)], { reduce: 'multiply' });
    call('scatter', [target, int(0), fromValues([3, 3, 0, 1, 3], [1, 5], DTYPES.int64)], { value: float(2.5) });
    call('index_put_', [tensor('int64', [7], 1, 1000), [fromValues([6, 0, 6, -1], [4], DTYPES.int64)],
      tensor('int64', [4], 2, 1000), new PyScalar(1, 'bool')]);
    call('index_put_', [tensor('float16', [7]), [fromValues([6, 0, 6, 2, 3], [5], DTYPES.int64)], tensor('float16', [5], 2),
      new PyScalar(0, 'bool')]);
    call('index_put_', [tensor('uint8', [9], 1, 100), [fromValues([8, 0, 8, 1, 2], [5], DTYPES.int64)], tensor('uint8', [5], 2, 100),
      new PyScalar(0, 'bool')]);
  }],
  ['many colliding stores: later writes win, accumulations in order', () => {
    const n = 3000;
    const places = fromValues(Array.from({ length: n }, (_, i) => (i * 7919) % 11), [n], DTYPES.int64);
    const values = tensor('float32', [n], 8, 1000);
    call('index_put_', [tensor('float32', [11]), [places], values, new PyScalar(0, 'bool')]);
    call('index_put_', [tensor('float32', [11]), [places], values, new PyScalar(1, 'bool')]);
  }],
  ['pooling forward and backward', () => {
    const x = tensor('float32', [2, 2, 7, 6]);
    x.requiresGrad = true;
    // overlapping windows and padding: backward passes add several gradients into one input element
    const [m] = call('max_pool2d_with_indices', [x, [int(3), int(3)], [int(2), int(1)], [int(1), int(1)]]) as Tensor[];
    const a = call('avg_pool2d', [x, [int(3), int(2)], [int(2), int(1)], [int(1), int(1)], new PyScalar(1, 'bool'),
      new PyScalar(0, 'bool')]) as Tensor;
    const g = call('adaptive_avg_pool2d', [x, [int(3), int(4)]]) as Tensor;
    const loss = call('add', [call('add', [call('sum', [call('mul', [m!, m!]) as Tensor]) as Tensor,
      call('sum', [call('exp', [a]) as Tensor]) as Tensor]) as Tensor, call('sum', [call('mul', [g, g]) as Tensor]) as Tensor]) as Tensor;
    backward([loss], [null], { retainGraph: false, createGraph: false });
  }],
  ['losses and their gradients', () => {
    const logits = tensor('float32', [5, 4]);
    logits.requiresGrad = true;
    const target = fromValues([1, 3, 0, 3, -100], [5], DTYPES.int64);
    const logp = call('log_softmax', [logits, int(1)]) as Tensor;
    const mean = call('nll_loss', [logp, target]) as Tensor;
    const weighted = call('nll_loss', [logp, target, tensor('float32', [4], 2, 1), int(2)]) as Tensor;
    const none = call('nll_loss', [logp, target, null, int(0)]) as Tensor;
    const loss = call('add', [call('add', [mean, weighted]) as Tensor, call('sum', [call('mul', [none, none]) as Tensor]) as Tensor]) as Tensor;
    backward([loss], [null], { retainGraph: false, createGraph: false });
  }],
  ['factories and triangles', () => {
    call('arange', [float(-1.5), float(2.25), float(0.25)]); call('arange', [int(7)], { dtype: DTYPES.int32 });
    call('linspace', [float(-3), float(5), int(17)]);
    call('eye', [int(5)]); call('eye', [int(3), int(5)], { dtype: DTYPES.bool });
    call('full', [[int(2), int(3)], float(-0.75)]);
    const x = tensor('float32', [5, 6]);
    call('tril', [x, int(-1)]); call('triu', [x, int(2)]); call('triu', [tensor('int64', [3, 4, 4], 2, 50)]);
  }],
  ['copies into views and in place', () => {
    const x = tensor('float32', [4, 6]);
    call('copy_', [call('t', [tensor('float32', [6, 4], 2)]) as Tensor, x] as Value[]);
    call('add_', [x, tensor('float32', [6], 3)]);
    call('contiguous', [call('permute', [tensor('float64', [2, 3, 4]), [int(2), int(0), int(1)]]) as Tensor]);
    call('fill_', [call('select', [tensor('uint8', [3, 5]), int(0), int(1)]) as Tensor, int(7)]);
    call('mul_', [tensor('int16', [9], 1, 50), int(3)]);
  }],
];

/** Values around every rounding boundary of float16, bfloat16 and float32 (ties, overflow, subnormals). */
function boundaries(): number[] {
  const out = [0, -0, NaN, Infinity, -Infinity, 65504, 65519.99, 65520, -65520, 2 ** -14, 2 ** -24, 2 ** -25, 3 * 2 ** -26,
    2 ** -25 * 1.0001, 1 + 2 ** -11, 1 + 3 * 2 ** -11, 1 + 2 ** -8, 1 + 3 * 2 ** -8, 1 + 2 ** -24, 1 + 3 * 2 ** -24,
    3.4028235677973366e38, 3.5e38, 1e-39, 1e-46, 1e300, -1e-310, 2 ** 31, -(2 ** 31), 2 ** 31 - 0.5, -(2 ** 63), 2 ** 63,
    255.9, -128.5, 2.5, -3.5];
  for (let i = 0; i < 40; i++) out.push((i % 2 ? -1 : 1) * (1 + i / 7) * 2 ** (i - 20) / 3);
  return out;
}

describe.skipIf(!backend)('WebGPU conversions are exact', () => {
  test.each(['float16', 'bfloat16', 'float32', 'int32', 'int64', 'int8', 'uint8', 'bool'] as const)('float64 to %s and float32 to it', async (to) => {
    const calls = record(() => {
      const x = fromValues(boundaries(), [boundaries().length], DTYPES.float64);
      call('_to_copy', [x], { dtype: DTYPES[to] });
      call('_to_copy', [call('_to_copy', [x], { dtype: DTYPES.float32 }) as Tensor], { dtype: DTYPES[to] });
    });
    for (const c of calls) {
      expect(mismatches(c.before.t, await replay(backend!, c), c.after, { rtol: 0, atol: 0 }), describeCall(c)).toEqual([]);
    }
  });

  test.each(['int64', 'int32', 'uint8'] as const)('%s to float64, float32 and float16', async (from) => {
    // as BigInts: JS numbers would round the ties before the test could
    const values = [0n, 1n, -1n, 2n ** 24n + 1n, 2n ** 53n + 1n, 2n ** 62n + 2n ** 10n + 1n, -(2n ** 63n), 2n ** 31n - 1n,
      -(2n ** 31n), 127n, 255n, 2n ** 54n + 4n, 2n ** 54n + 2n, 2n ** 54n + 6n, 3n * 2n ** 53n + 1n, -(2n ** 54n) - 2n];
    const calls = record(() => {
      const x = fromValues(from === 'int64' ? values : values.map(Number), [values.length], DTYPES[from]);
      for (const to of ['float64', 'float32', 'float16'] as const) call('_to_copy', [x], { dtype: DTYPES[to] });
    });
    for (const c of calls) {
      expect(mismatches(c.before.t, await replay(backend!, c), c.after, { rtol: 0, atol: 0 }), describeCall(c)).toEqual([]);
    }
  });
});

describe.skipIf(!backend)('WebGPU backend vs the JS reference', () => {
  test.each(CASES)('%s', async (_, body) => {
    const calls = record(body);
    expect(calls.length).toBeGreaterThan(0);
    for (const c of calls) {
      const got = await replay(backend!, c);
      const bad = mismatches(c.before.t, got, c.after, FLOAT);
      expect(bad, describeCall(c)).toEqual([]);
    }
  });
});

describe.skipIf(!backend)('WebGPU scatters', () => {
  test('run in parallel passes where no element reads the output, by place where each reads its own, else in order', () => {
    const calls = record(() => {
      const x = tensor('float32', [4, 5]), rows = fromValues([2, 0, 2], [3], DTYPES.int64), v = tensor('float32', [3, 5], 2);
      call('index_put_', [call('clone', [x]) as Tensor, [rows], v, new PyScalar(0, 'bool')]);
      call('index_put_', [call('clone', [x]) as Tensor, [rows], v, new PyScalar(1, 'bool')]);
      call('cumsum', [x, int(1)]);
    }, true).filter((c) => c.method === 'scatter');
    expect(calls.map((c) => scatterPlan(c.kernel as ScatterKernel, operandsOnGpu(backend!, c))))
      .toEqual(['independent', 'by place', 'in order']);
  });

  test('accumulating by place sums in the CPU order exactly: long runs across blocks, keys of several digits', async () => {
    const calls = record(() => {
      // 11 places: runs of about 270 elements crossing blocks of 256, one digit pass; 2003 and 65521 places: three and
      // four digit passes (the sorted pairs end in either buffer)
      for (const [n, places] of [[3000, 11], [20000, 2003], [20000, 65521]] as const) {
        const at = fromValues(Array.from({ length: n }, (_, i) => (i * 7919) % places), [n], DTYPES.int64);
        call('index_put_', [tensor('float32', [places]), [at], tensor('float32', [n], 8, 1000), new PyScalar(1, 'bool')]);
      }
      const weight = tensor('float32', [50, 3]);
      weight.requiresGrad = true;
      const ids = fromValues(Array.from({ length: 900 }, (_, i) => (i * i) % 50), [900], DTYPES.int64);
      const rows = call('index_select', [weight, int(0), ids]) as Tensor;
      backward([call('sum', [call('mul', [rows, rows]) as Tensor]) as Tensor], [null], { retainGraph: false, createGraph: false });
    }).filter((c) => c.method === 'scatter');
    expect(calls.length).toBe(4);
    for (const c of calls) {
      expect(scatterPlan(c.kernel as ScatterKernel, operandsOnGpu(backend!, c))).toBe('by place');
      expect(mismatches(c.before.t, await replay(backend!, c), c.after, { rtol: 0, atol: 0 }), describeCall(c)).toEqual([]);
    }
  });
});

/** PyTorch CUDA's float32 inclusive sum of one lane along the last dim: chunks of 2 * nx, each a Sklansky tree. */
function cudaInnermostSum(lane: readonly number[], logx: number): number[] {
  const nx = 1 << logx, out: number[] = [];
  let total = 0;
  for (let c = 0; c < lane.length; c += 2 * nx) {
    const buf = Array.from({ length: 2 * nx }, (_, k) => (c + k < lane.length ? lane[c + k]! : 0));
    buf[0] = Math.fround(buf[0]! + total);
    for (let m = 0; m <= logx; m++) {
      const s = 1 << m;
      for (let k = 0; k < nx; k++) {
        const a = ((k >> m) << (m + 1)) | s;
        buf[a + (k % s)] = Math.fround(buf[a + (k % s)]! + buf[a - 1]!);
      }
    }
    out.push(...buf.slice(0, Math.min(2 * nx, lane.length - c)));
    total = buf[2 * nx - 1]!;
  }
  return out;
}

describe.skipIf(!backend)('WebGPU scans', () => {
  test('along every dim, strided, of every dtype, empty and of length 1, past a chunk and past a block', async () => {
    const calls = record(() => {
      for (const [shape, dim] of [[[3, 1100], 1], [[40, 37], 1], [[5, 6, 7], 1], [[5, 6, 7], 0], [[2500], 0], [[4, 1], 1],
        [[0, 5], 1], [[3, 0], 1], [[1, 1300, 1], 1]] as const) {
        call('cumsum', [tensor('float32', [...shape]), int(dim)]);
      }
      const t = call('t', [tensor('float32', [6, 9])]) as Tensor;
      call('cumsum', [t, int(1)]); call('cumsum', [t, int(0)]);
      call('cumsum', [tensor('int64', [2, 300], 2, 2 ** 40), int(1)]); call('cumsum', [tensor('int64', [2100], 3, 1000), int(0)]);
      call('cumsum', [tensor('int32', [4, 50], 4, 100), int(1)]); call('cumsum', [tensor('bool', [3, 70], 5), int(1)]);
      call('cumsum', [tensor('float16', [4, 33], 6), int(1)]); call('cumsum', [tensor('float16', [4, 33], 6), int(0)]);
      call('cumprod', [call('add', [tensor('float32', [3, 600], 7, 0.01), float(1)]) as Tensor, int(1)]);
      call('logcumsumexp', [tensor('float32', [2, 1500], 9), int(1)]); call('logcumsumexp', [tensor('float32', [1500], 10), int(0)]);
    });
    expect(calls.filter((c) => c.method === 'scan').length).toBe(20);
    // a running float32 value against the CPU's double, over lanes of up to 2500 terms taken in another order
    const tol = { rtol: 1e-4, atol: 1e-4 };
    for (const c of calls) expect(mismatches(c.before.t, await replay(backend!, c), c.after, tol), describeCall(c)).toEqual([]);
  });

  test('float32 sums along the last dim round as PyTorch CUDA\'s chunked Sklansky trees do', async () => {
    // cumsum's kernel on the device: a float32 running value
    const kernel = { dim: 1, acc: 'f64', init: 0, map: input(0), combine: round32(add(foldAcc('f64'), foldNext('f64'))), args: [] } as const;
    // nx = 512 for 3 lanes of 1100 (two chunks), 16 for 40 lanes of 37 (get_log_num_threads_x_inner_scan)
    for (const [rows, size, logx] of [[3, 1100, 9], [40, 37, 4]] as const) {
      const x = tensor('float32', [rows, size], rows);
      const out = backend!.empty(DTYPES.float32, [rows, size], false);
      backend!.scan!(kernel, [backend!.upload(x)], out);
      const got = Array.from(await backend!.download(out) as Float32Array), values = x.values();
      const want = Array.from({ length: rows }, (_, r) => cudaInnermostSum(values.slice(r * size, (r + 1) * size), logx)).flat();
      expect(got.findIndex((g, i) => g !== want[i])).toBe(-1);
    }
  });
});

if (!gpu.ok) test.skip(`no WebGPU here: ${gpu.reason}`, () => {});
