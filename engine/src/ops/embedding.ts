/** embedding: rows of a weight matrix picked by an index tensor, one node (EmbeddingBackward0) as in PyTorch. */
import { tensorTypeName } from '../device.ts';
import { DTYPES } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { defineOp, run } from './registry.ts';
import { PyScalar, wrapScalar } from './schema.ts';
import { asTensor } from './util.ts';
import type { Tensor } from '../tensor.ts';

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
