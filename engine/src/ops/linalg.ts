/** Matrix products: matmul's dimension rules (at::matmul) over one batched backend kernel. */
import type { Backend } from '../backend.ts';
import { runtimeError } from '../errors.ts';
import { broadcastShapes, numel } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { defineOp, run } from './registry.ts';
import { asTensor, broadcastTo, contiguous } from './util.ts';

const CPP_NAMES: Record<string, string> = {
  float32: 'float', float64: 'double', float16: 'c10::Half', bfloat16: 'c10::BFloat16', int64: 'long int',
  int32: 'int', int16: 'short int', int8: 'signed char', uint8: 'unsigned char', bool: 'bool',
};

function checkSameDtype(a: Tensor, b: Tensor): void {
  if (a.dtype !== b.dtype) {
    throw runtimeError(`expected m1 and m2 to have the same dtype, but got: ${CPP_NAMES[a.dtype.name]} != ` +
      CPP_NAMES[b.dtype.name]);
  }
  if (a.dtype.category === 'bool') throw runtimeError(`"addmm_impl_cpu_" not implemented for 'Bool'`);
}

/** [B, n, k] @ [B, k, m] on the backend; a and b are already 3-D with matching batch and inner sizes. */
function bmm(a: Tensor, b: Tensor, backend: Backend): Tensor {
  const out = Tensor.empty(a.dtype, [a.shape[0]!, a.shape[1]!, b.shape[2]!]);
  backend.matmul(a, b, out);
  return out;
}

/** 2-D @ 2-D with PyTorch's mm error. */
function mm(a: Tensor, b: Tensor, backend: Backend): Tensor {
  if (a.shape[1] !== b.shape[0]) {
    throw runtimeError(`mat1 and mat2 shapes cannot be multiplied (${a.shape[0]}x${a.shape[1]} and ` +
      `${b.shape[0]}x${b.shape[1]})`);
  }
  const out = bmm(a.view([1, ...a.shape], [0, ...a.strides]), b.view([1, ...b.shape], [0, ...b.strides]), backend);
  return out.view(out.shape.slice(1), out.strides.slice(1));
}

function matmul(a: Tensor, b: Tensor, backend: Backend): Tensor {
  const da = a.ndim, db = b.ndim;
  if (da === 0 || db === 0) {
    throw runtimeError(`both arguments to matmul need to be at least 1D, but they are ${da}D and ${db}D`);
  }
  checkSameDtype(a, b);
  if (da === 1 && db === 1) {
    if (a.shape[0] !== b.shape[0]) {
      throw runtimeError(`inconsistent tensor size, expected tensor [${a.shape[0]}] and src [${b.shape[0]}] to have ` +
        `the same number of elements, but got ${a.shape[0]} and ${b.shape[0]} elements respectively`);
    }
    const r = mm(a.view([1, a.shape[0]!], [0, a.strides[0]!]), b.view([b.shape[0]!, 1], [b.strides[0]!, 0]), backend);
    return r.view([], []);
  }
  if (da === 2 && db === 1) {
    if (a.shape[1] !== b.shape[0]) {
      throw runtimeError(`size mismatch, got input (${a.shape[0]}), mat (${a.shape[0]}x${a.shape[1]}), ` +
        `vec (${b.shape[0]})`);
    }
    const r = mm(a, b.view([b.shape[0]!, 1], [b.strides[0]!, 0]), backend);
    return r.view([a.shape[0]!], [r.strides[0]!]);
  }
  if (da === 1 && db === 2) {
    const r = mm(a.view([1, a.shape[0]!], [0, a.strides[0]!]), b, backend);
    return r.view([b.shape[1]!], [r.strides[1]!]);
  }
  if (da === 2 && db === 2) return mm(a, b, backend);
  if (da >= 3 && db <= 2) {
    // fold a's batch dims into its rows: one matrix product
    const lead = a.shape.slice(0, -1);
    const folded = asTensor(run('reshape', { self: a, shape: [numel(lead), a.shape[da - 1]!] }));
    const b2 = db === 2 ? b : b.view([b.shape[0]!, 1], [b.strides[0]!, 0]);
    const r = mm(folded, b2, backend);
    return asTensor(run('reshape', { self: r, shape: db === 2 ? [...lead, b.shape[1]!] : lead }));
  }
  // batched: broadcast the batch dims, then one bmm
  const a3 = da === 1 ? a.view([1, a.shape[0]!], [0, a.strides[0]!]) : a;
  const b3 = db === 1 ? b.view([b.shape[0]!, 1], [b.strides[0]!, 0]) : b;
  const [n, k] = a3.shape.slice(-2) as [number, number];
  const [k2, m] = b3.shape.slice(-2) as [number, number];
  const batch = broadcastShapes(a3.shape.slice(0, -2), b3.shape.slice(0, -2));
  const B = numel(batch);
  if (k !== k2) {
    throw runtimeError(`Expected size for first two dimensions of batch2 tensor to be: [${B}, ${k}] but got: ` +
      `[${B}, ${k2}].`);
  }
  const flat = (t: Tensor, r: number, c: number) =>
    contiguous(broadcastTo(t, [...batch, r, c]), backend).view([B, r, c], [r * c, c, 1]);
  const out = bmm(flat(a3, n, k), flat(b3, k2, m), backend);
  const shape = [...batch, ...(da === 1 ? [] : [n]), ...(db === 1 ? [] : [m])];
  return asTensor(run('reshape', { self: out, shape }));
}

defineOp({
  schema: 'matmul(Tensor self, Tensor other) -> Tensor',
  impl: (args, backend) => matmul(asTensor(args['self']), asTensor(args['other']), backend),
});

defineOp({
  schema: 'mm(Tensor self, Tensor mat2) -> Tensor',
  impl: (args, backend) => {
    const a = asTensor(args['self']), b = asTensor(args['mat2']);
    if (a.ndim !== 2) throw runtimeError('self must be a matrix');
    if (b.ndim !== 2) throw runtimeError('mat2 must be a matrix');
    checkSameDtype(a, b);
    return mm(a, b, backend);
  },
});

/** torch.nn.functional.linear: input @ weight.T + bias. */
defineOp({
  schema: 'linear(Tensor input, Tensor weight, Tensor? bias=None) -> Tensor', variants: [],
  impl: (args, backend) => {
    const input = asTensor(args['input']), weight = asTensor(args['weight']);
    const wt = weight.ndim === 2 ? weight.view([weight.shape[1]!, weight.shape[0]!], [weight.strides[1]!, weight.strides[0]!]) : weight;
    const y = matmul(input, wt, backend);
    const bias = args['bias'] as Tensor | null;
    return bias ? asTensor(run('add', { self: y, other: bias })) : y;
  },
});
