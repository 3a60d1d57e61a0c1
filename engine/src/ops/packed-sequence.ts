/**
 * The engine half of torch.nn.utils.rnn: _pack_padded_sequence and _pad_packed_sequence, which move the rows of a
 * time-major padded batch to and from a PackedSequence's order (step by step, the sequences still running at that
 * step), and pad_sequence. Each is one node here; PyTorch builds the padding ones from a filled tensor and copies
 * into its slices, so their node takes the name PyTorch's last node has (CopySlices, or the batch-first transpose).
 * They are composite in ATen, so lengths and batch sizes (always on the CPU) go with data on any device.
 */
import { sumTo } from '../autograd/derivatives.ts';
import { CPU, deviceOf, formatDevice } from '../device.ts';
import { DTYPES } from '../dtype.ts';
import { indexError, runtimeError } from '../errors.ts';
import { fromValues, Tensor } from '../tensor.ts';
import { defineOp, run } from './registry.ts';
import { PyScalar, type BoundArgs } from './schema.ts';

const T = (name: string, args: BoundArgs) => run(name, args) as Tensor;
const transposed = (t: Tensor) => T('transpose', { self: t, dim0: 0, dim1: 1 });
const longs = (values: readonly number[]) => fromValues(values, [values.length], DTYPES.int64);

/** ATen's checkLongTensor: lengths and batch sizes are read on the host. */
function hostLongs(t: Tensor): number[] {
  if (t.ndim !== 1 || deviceOf(t) !== CPU || t.dtype !== DTYPES.int64) {
    throw runtimeError(`'lengths' argument should be a 1D CPU int64 tensor, but got ${t.ndim}D ` +
      `${formatDevice(deviceOf(t))} ${t.dtype.scalarName} tensor`);
  }
  return t.values();
}

/** Where each packed row sits in the padded batch flattened to [steps * batch, *]. */
function packedRows(batchSizes: readonly number[], batch: number, like: Tensor): Tensor {
  const rows: number[] = [];
  batchSizes.forEach((size, t) => {
    for (let b = 0; b < size; b++) rows.push(t * batch + b);
  });
  const index = longs(rows);
  return deviceOf(like) === CPU ? index : T('_to_copy', { self: index, device: deviceOf(like) });
}

const flattened = (t: Tensor) => T('reshape', { self: t, shape: [-1, ...t.shape.slice(2)] });

/** The number of sequences running at each step, from lengths sorted longest first. */
function batchSizesOf(lengths: readonly number[]): number[] {
  return Array.from({ length: lengths[0]! }, (_, t) => lengths.filter((l) => l > t).length);
}

defineOp({
  schema: '_pack_padded_sequence(Tensor input, Tensor lengths, bool batch_first) -> Tensor[]', variants: ['function'], composite: true,
  impl: (args) => {
    const given = args['input'] as Tensor;
    if (given.numel === 0) throw runtimeError('Cannot pack empty tensors.');
    const input = args['batch_first'] ? transposed(given) : given;
    const lengths = hostLongs(args['lengths'] as Tensor);
    const batch = input.shape[1]!;
    if (lengths.length !== batch) {
      throw runtimeError(`Expected \`len(lengths)\` to be equal to batch_size, but got ${lengths.length} ` +
        `(batch_size=${batch})`);
    }
    if (lengths[batch - 1]! <= 0) {
      throw runtimeError("Length of all samples has to be greater than 0, but found an element in 'lengths' that " +
        'is <= 0');
    }
    if (lengths.some((l, i) => i > 0 && l > lengths[i - 1]!)) {
      throw runtimeError('`lengths` array must be sorted in decreasing order when `enforce_sorted` is True. You can ' +
        'pass `enforce_sorted=False` to pack_padded_sequence and/or pack_sequence to sidestep this requirement if ' +
        'you do not need ONNX exportability.');
    }
    const batchSizes = batchSizesOf(lengths);
    // steps past the input's length have no rows (PyTorch's slices stop at its end), though they keep a batch size
    const rows = packedRows(batchSizes.slice(0, input.shape[0]), batch, input);
    return [T('index_select', { self: flattened(input), dim: 0, index: rows }), longs(batchSizes)];
  },
}).derivative = {
  name: 'PackPaddedSequenceBackward0', inputs: ['input'],
  grads: ({ grad, args, results }) => ({
    input: T('_pack_padded_sequence_backward', {
      grad, input_size: (args['input'] as Tensor).shape, batch_sizes: results[1]!, batch_first: args['batch_first']!,
    }),
  }),
};

defineOp({
  schema: '_pack_padded_sequence_backward(Tensor grad, int[] input_size, Tensor batch_sizes, bool batch_first) -> Tensor',
  variants: ['function'], composite: true,
  impl: (args) => {
    const grad = args['grad'] as Tensor, batchFirst = args['batch_first'] as boolean;
    const size = [...args['input_size'] as number[]];
    if (batchFirst) [size[0], size[1]] = [size[1]!, size[0]!];
    const rows = packedRows(hostLongs(args['batch_sizes'] as Tensor), size[1]!, grad);
    const base = T('zeros', { size: [size[0]! * size[1]!, ...size.slice(2)], dtype: grad.dtype, device: deviceOf(grad) });
    const padded = T('reshape', { self: T('_index_backward', { self: grad, base, indices: [rows] }), shape: size });
    return batchFirst ? transposed(padded) : padded;
  },
});

defineOp({
  schema: '_pad_packed_sequence(Tensor data, Tensor batch_sizes, bool batch_first, Scalar padding_value, int total_length) -> Tensor[]',
  variants: ['function'], composite: true,
  impl: (args) => {
    const data = args['data'] as Tensor, batchSizes = hostLongs(args['batch_sizes'] as Tensor);
    const totalLength = args['total_length'] as number, batch = batchSizes[0]!;
    let steps = batchSizes.length;
    if (totalLength > 0) {
      if (totalLength < steps) {
        throw runtimeError('Expected total_length to be at least the length of the longest sequence in input, but ' +
          `got total_length=${totalLength} and max sequence length being ${steps}`);
      }
      steps = totalLength;
    }
    const rest = data.shape.slice(1);
    const out = T('full', {
      size: [steps * batch, ...rest], fill_value: args['padding_value']!, dtype: data.dtype, device: deviceOf(data),
    });
    run('index_put_', { self: out, indices: [packedRows(batchSizes, batch, data)], values: data, accumulate: false });
    const padded = T('reshape', { self: out, shape: [steps, batch, ...rest] });
    const lengths = Array.from({ length: batch }, (_, b) => batchSizes.filter((size) => size > b).length);
    return [args['batch_first'] ? transposed(padded) : padded, longs(lengths)];
  },
}).derivative = {
  name: (args) => (args['batch_first'] ? 'TransposeBackward0' : 'CopySlices'), inputs: ['data'],
  grads: ({ grad, args }) => {
    const timeMajor = args['batch_first'] ? transposed(grad) : grad;
    const batchSizes = hostLongs(args['batch_sizes'] as Tensor);
    return { data: T('index_select', { self: flattened(timeMajor), dim: 0, index: packedRows(batchSizes, batchSizes[0]!, grad) }) };
  },
};

/** Where sequence i sits in pad_sequence's output: its rows, before or after its padding. */
function slot(out: Tensor, i: number, length: number, batchFirst: boolean, left: boolean): Tensor {
  const start = left ? out.shape[batchFirst ? 1 : 0]! - length : 0;
  return batchFirst
    ? T('narrow', { self: T('select', { self: out, dim: 0, index: i }), dim: 0, start, length })
    : T('select', { self: T('narrow', { self: out, dim: 0, start, length }), dim: 1, index: i });
}

function length(t: Tensor): number {
  if (t.ndim === 0) throw indexError('Dimension specified as 0 but tensor has no dimensions');
  return t.shape[0]!;
}

defineOp({
  schema: 'pad_sequence(Tensor[] sequences, bool batch_first=False, float padding_value=0.0, str padding_side="right") -> Tensor',
  variants: [],
  impl: (args) => {
    const sequences = args['sequences'] as Tensor[], batchFirst = args['batch_first'] as boolean;
    if (sequences.length === 0) throw runtimeError('received an empty list of sequences');
    const first = sequences[0]!;
    const longest = Math.max(...sequences.map(length));
    const size = batchFirst ? [sequences.length, longest] : [longest, sequences.length];
    const out = T('full', {
      size: [...size, ...first.shape.slice(1)], fill_value: new PyScalar(args['padding_value'] as number, 'float'),
      dtype: first.dtype,
      device: deviceOf(first),
    });
    const side = args['padding_side'] as string;
    if (side !== 'left' && side !== 'right') {
      throw runtimeError(`Expected padding_side to be one of left or right, but got ${side}.`);
    }
    sequences.forEach((s, i) => run('copy_', { self: slot(out, i, s.shape[0]!, batchFirst, side === 'left'), src: s }));
    return out;
  },
}).derivative = {
  name: 'CopySlices',
  grads: ({ grad, args }) => ({
    sequences: (args['sequences'] as Tensor[]).map((s, i) => {
      const g = sumTo(slot(grad, i, s.shape[0]!, args['batch_first'] as boolean, args['padding_side'] === 'left'), s.shape);
      return g.dtype === s.dtype ? g : T('_to_copy', { self: g, dtype: s.dtype });
    }),
  }),
};
