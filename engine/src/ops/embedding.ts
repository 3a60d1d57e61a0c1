/**
 * embedding: rows of a weight matrix picked by an index tensor, one node (EmbeddingBackward0) as in PyTorch; and the
 * gradient kernels of embedding_bag, whose forward is composed in Python.
 */
import type { Backend } from '../backend.ts';
import { tensorTypeName } from '../device.ts';
import { DTYPES } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { add } from '../ir/build.ts';
import { fusedMulAdd } from '../ir/fused.ts';
import { fromValues, Tensor } from '../tensor.ts';
import { scatterUpdate } from './indexed.ts';
import { defineOp, run } from './registry.ts';
import { PyScalar, wrapScalar } from './schema.ts';
import { asTensor, cast, contiguous, stepRound } from './util.ts';

const T = (name: string, args: Readonly<Record<string, unknown>>) => asTensor(run(name, args as never));

defineOp({
  schema: 'embedding(Tensor weight, Tensor indices, int padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False) -> Tensor',
  variants: ['function'],
  impl: (args) => {
    const weight = asTensor(args['weight']), indices = asTensor(args['indices']);
    if (indices.dtype !== DTYPES.int64 && indices.dtype !== DTYPES.int32) {
      throw runtimeError("Expected tensor for argument #1 'indices' to have one of the following scalar types: " +
        `Long, Int; but got ${tensorTypeName(indices)} instead (while checking arguments for embedding)`);
    }
    const rows = T('index_select', { self: weight, dim: 0, index: T('reshape', { self: indices, shape: [-1] }) });
    return T('reshape', { self: rows, shape: [...indices.shape, weight.shape[1]!] });
  },
});

/**
 * PyTorch's embedding_dense_backward: each index's gradient row added into its weight row, none for padding_idx,
 * and with scale_grad_by_freq each divided by how often its index occurs.
 */
export function embeddingBackward(grad: Tensor, weight: Tensor, indices: Tensor, paddingIdx: number,
  scaleByFreq: boolean): Tensor {
  const flat = T('reshape', { self: indices, shape: [-1] });
  let rows = T('reshape', { self: grad, shape: [-1, weight.shape[1]!] });
  if (paddingIdx >= 0) {
    const padding = T('eq', { self: flat, other: wrapScalar(new PyScalar(paddingIdx, 'int')) });
    rows = T('where', { condition: T('unsqueeze', { self: padding, dim: 1 }), self: wrapScalar(new PyScalar(0, 'float')), other: rows });
  }
  if (scaleByFreq) {
    const ones = T('ones_like', { self: flat, dtype: grad.dtype });
    const counts = T('_index_backward', { self: ones, base: T('select', { self: weight, dim: 1, index: 0 }), indices: [flat] });
    rows = T('div', { self: rows, other: T('unsqueeze', { self: T('index_select', { self: counts, dim: 0, index: flat }), dim: 1 }) });
  }
  return T('_index_backward', { self: rows, base: weight, indices: [flat] });
}

const MEAN = 1, MAX = 2;

/**
 * _embedding_bag_dense_backward_cpu_max: each non-empty bag's gradient added, feature by feature, onto the weight row
 * that gave that feature's maximum, bags in order.
 */
function maxBackward(grad: Tensor, bagSize: Tensor, maxIndices: Tensor, numWeights: number, backend: Backend): Tensor {
  const sizes = Array.from(bagSize.values(), Number);
  const bags = sizes.flatMap((n, b) => (n === 0 ? [] : [b]));
  const nonempty = fromValues(bags, [bags.length], DTYPES.int64);
  const pick = (t: Tensor) => run('index_select', { self: t, dim: 0, index: nonempty }) as Tensor;
  const D = grad.shape[1]!, rows = pick(cast(grad, DTYPES.float64, backend));
  const acc = Tensor.empty(DTYPES.float64, [numWeights, D]);
  const r = stepRound(grad.dtype);
  scatterUpdate(acc.view(rows.shape, [0, 1]), [{ index: pick(maxIndices), size: numWeights, stride: D }], [rows],
    (old, [row]) => r(add(old, row!)), backend);
  return cast(acc, grad.dtype, backend);
}

/**
 * embedding_bag's weight gradient. Sum and mean modes, as ATen's _embedding_bag_dense_backward_cpu_sum_mean:
 * the samples in the order of their sorted indices (a sort that keeps equal indices in place, as the CPU sort does
 * for short inputs), each adding its bag's gradient row times its scale onto its index's row with BLAS axpy's fused
 * multiply-add per element. The scale (the per-sample weight, over the index's count with scale_grad_by_freq, over
 * the bag's size for a mean) is worked in double and taken to the gradient's dtype.
 */
defineOp({
  schema: '_embedding_bag_dense_backward(Tensor grad, Tensor indices, Tensor offset2bag, Tensor bag_size, ' +
    'Tensor maximum_indices, int num_weights, bool scale_grad_by_freq, int mode, Tensor? per_sample_weights, ' +
    'int padding_idx=-1) -> Tensor',
  variants: [],
  impl(args, backend) {
    const grad = contiguous(asTensor(args['grad']), backend);
    const mode = args['mode'] as number;
    if (mode === MAX) return maxBackward(grad, asTensor(args['bag_size']), asTensor(args['maximum_indices']),
      args['num_weights'] as number, backend);
    const indices = Array.from(asTensor(args['indices']).values(), Number);
    const bagOf = Array.from(asTensor(args['offset2bag']).values(), Number);
    const bagSize = Array.from(asTensor(args['bag_size']).values(), Number);
    const perSample = args['per_sample_weights'] as Tensor | null;
    const weights = perSample && Array.from(perSample.values(), Number);
    const numWeights = args['num_weights'] as number, padding = args['padding_idx'] as number;
    const byFreq = args['scale_grad_by_freq'] as boolean;
    const single = grad.dtype !== DTYPES.float64;
    const counts = new Map<number, number>();
    for (const i of indices) counts.set(i, (counts.get(i) ?? 0) + 1);
    const sorted = indices.map((_, j) => j).sort((a, b) => indices[a]! - indices[b]! || a - b);
    // ATen divides by counts[indices_data[i]], i counting runs of equal indices: the count of the index at the run's
    // number as a position in the sorted indices, not always the run's own
    let runs = -1;
    const freq = sorted.map((j, k) => {
      if (k === 0 || indices[j] !== indices[sorted[k - 1]!]) runs++;
      return counts.get(indices[sorted[runs]!]!)!;
    });
    const kept = sorted.map((j, k) => ({ j, k })).filter(({ j }) => indices[j] !== padding);
    const samples = kept.map(({ j }) => j);
    const scales = kept.map(({ j, k }) => {
      let scale = weights ? weights[j]! : 1;
      if (byFreq) scale /= freq[k]!;
      if (mode === MEAN && bagSize[bagOf[j]!] !== 0) scale /= bagSize[bagOf[j]!]!;
      return single ? Math.fround(scale) : scale;
    });
    const D = grad.shape[1]!, n = samples.length;
    const acc = Tensor.empty(DTYPES.float64, [numWeights, D]);
    const rows = run('index_select', {
      self: cast(grad, DTYPES.float64, backend), dim: 0, index: fromValues(samples.map((j) => bagOf[j]!), [n], DTYPES.int64),
    }) as Tensor;
    const across = (t: Tensor) => t.view([n, D], [1, 0]);
    scatterUpdate(acc.view([n, D], [0, 1]),
      [{ index: across(fromValues(samples.map((j) => indices[j]!), [n], DTYPES.int64)), size: numWeights, stride: D }],
      [rows, across(fromValues(scales, [n], DTYPES.float64))],
      (old, [row, scale]) => fusedMulAdd(scale!, row!, old, single), backend);
    return cast(acc, grad.dtype, backend);
  },
});
