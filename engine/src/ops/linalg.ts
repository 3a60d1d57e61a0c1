/** Matrix products: matmul's dimension rules (at::matmul) over one batched backend kernel. */
import type { Backend } from '../backend.ts';
import { CPU, deviceOf } from '../device.ts';
import { canCast, cppTypeName, DTYPES, promoteTypes, type DType } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { broadcastShapes, numel } from '../shape.ts';
import { fromValues, Tensor } from '../tensor.ts';
import { defineOp, run } from './registry.ts';
import { PyScalar, wrapScalar, type BoundArgs } from './schema.ts';
import { asTensor, broadcastTo, cast } from './util.ts';

/** The kernels matmul reduces to, with the name PyTorch's dtype dispatch reports for them. */
type Product = 'mv' | 'mm' | 'bmm';
const KERNEL_NAMES: Record<Product, string> = { mv: 'addmv_impl_cpu', mm: 'addmm_impl_cpu_', bmm: 'bmm' };

/** Dtype checks in PyTorch's order: bool input rejected by dispatch on self, then both must agree. */
function checkDtypes(kind: Product, a: Tensor, b: Tensor): void {
  if (a.dtype.category === 'bool') throw runtimeError(`"${KERNEL_NAMES[kind]}" not implemented for 'Bool'`);
  if (a.dtype === b.dtype) return;
  if (kind === 'mm') {
    throw runtimeError(`expected m1 and m2 to have the same dtype, but got: ${cppTypeName(a.dtype)} != ` +
      cppTypeName(b.dtype));
  }
  throw runtimeError(`expected scalar type ${a.dtype.scalarName} but found ${b.dtype.scalarName}`);
}

/** [B, n, k] @ [B, k, m] on the backend; a and b are already 3-D with matching batch and inner sizes. */
function bmmKernel(a: Tensor, b: Tensor, backend: Backend): Tensor {
  const out = Tensor.output(a.dtype, [a.shape[0]!, a.shape[1]!, b.shape[2]!]);
  backend.matmul(a, b, out);
  return out;
}

const asBatch = (t: Tensor) => t.view([1, ...t.shape], [0, ...t.strides]);
const unbatch = (t: Tensor) => t.view(t.shape.slice(1), t.strides.slice(1));
const column = (t: Tensor) => t.view([t.shape[0]!, 1], [t.strides[0]!, 0]);
const row = (t: Tensor) => t.view([1, t.shape[0]!], [0, t.strides[0]!]);

function dot(a: Tensor, b: Tensor, backend: Backend): Tensor {
  if (a.dtype !== b.dtype) {
    throw runtimeError(`dot : expected both vectors to have same dtype, but found ${a.dtype.scalarName} and ` +
      b.dtype.scalarName);
  }
  if (a.shape[0] !== b.shape[0]) {
    throw runtimeError(`inconsistent tensor size, expected tensor [${a.shape[0]}] and src [${b.shape[0]}] to have ` +
      `the same number of elements, but got ${a.shape[0]} and ${b.shape[0]} elements respectively`);
  }
  if (a.dtype.category === 'bool') throw runtimeError(`"dot" not implemented for 'Bool'`);
  return unbatch(unbatch(bmmKernel(asBatch(row(a)), asBatch(column(b)), backend))).view([], []);
}

function mv(a: Tensor, b: Tensor, backend: Backend): Tensor {
  if (a.shape[1] !== b.shape[0]) {
    throw runtimeError(`size mismatch, got input (${a.shape[0]}), mat (${a.shape[0]}x${a.shape[1]}), ` +
      `vec (${b.shape[0]})`);
  }
  checkDtypes('mv', a, b);
  const r = unbatch(bmmKernel(asBatch(a), asBatch(column(b)), backend));
  return r.view([a.shape[0]!], [r.strides[0]!]);
}

function mm(a: Tensor, b: Tensor, backend: Backend): Tensor {
  if (a.shape[1] !== b.shape[0]) {
    throw runtimeError(`mat1 and mat2 shapes cannot be multiplied (${a.shape[0]}x${a.shape[1]} and ` +
      `${b.shape[0]}x${b.shape[1]})`);
  }
  checkDtypes('mm', a, b);
  return unbatch(bmmKernel(asBatch(a), asBatch(b), backend));
}

const reshape = (t: Tensor, shape: readonly number[]) => asTensor(run('_unsafe_view', { self: t, size: shape }));
const product = (name: string, args: Readonly<Record<string, Tensor>>) => asTensor(run(name, args));
const unsqueeze = (t: Tensor, dim: number) => asTensor(run('unsqueeze', { self: t, dim }));
// at::matmul squeezes the product it made in place, so the result's grad_fn is the in-place squeeze's
const squeezeInPlace = (t: Tensor, dim: number) => asTensor(run('squeeze_', { self: t, dim: [dim] }));
const swapLast = (t: Tensor) => asTensor(run('transpose', { self: t, dim0: -1, dim1: -2 }));

/**
 * at::matmul: which product each pair of ranks reduces to decides the result, the error messages and the autograd
 * node the result carries. Composite: every step is an op that records itself.
 */
function matmul(a: Tensor, b: Tensor, backend: Backend): Tensor {
  const da = a.ndim, db = b.ndim;
  if (da === 0 || db === 0) {
    throw runtimeError(`both arguments to matmul need to be at least 1D, but they are ${da}D and ${db}D`);
  }
  if (da === 1 && db === 1) return product('dot', { self: a, tensor: b });
  if (da === 2 && db === 1) return product('mv', { self: a, vec: b });
  if (da === 1 && db === 2) return squeezeInPlace(product('mm', { self: unsqueeze(a, 0), mat2: b }), 0);
  if (da === 2 && db === 2) return product('mm', { self: a, mat2: b });
  if (da >= 3 && db <= 2) {
    // fold a's batch dims into its rows: one matrix product
    const lead = a.shape.slice(0, -1);
    const folded = asTensor(run('reshape', { self: a, shape: [numel(lead), a.shape[da - 1]!] }));
    return db === 2
      ? reshape(product('mm', { self: folded, mat2: b }), [...lead, b.shape[1]!])
      : reshape(product('mv', { self: folded, vec: b }), lead);
  }
  if (da <= 2) {
    // (a @ b) = (b^T @ a^T)^T, which folds b's batch dims instead
    const rT = matmul(swapLast(b), da === 2 ? swapLast(a) : a, backend);
    return da === 2 ? swapLast(rT) : rT;
  }
  // both batched: broadcast the batch dims, then one bmm
  const [n, k] = a.shape.slice(-2) as [number, number];
  const [k2, m] = b.shape.slice(-2) as [number, number];
  const batch = broadcastShapes(a.shape.slice(0, -2), b.shape.slice(0, -2));
  const B = numel(batch);
  if (k !== k2) {
    throw runtimeError(`Expected size for first two dimensions of batch2 tensor to be: [${B}, ${k}] but got: ` +
      `[${B}, ${k2}].`);
  }
  checkDtypes('bmm', a, b);
  const flat = (t: Tensor, r: number, c: number) =>
    asTensor(run('reshape', { self: asTensor(run('expand', { self: t, size: [...batch, r, c] })), shape: [B, r, c] }));
  return reshape(product('bmm', { self: flat(a, n, k), mat2: flat(b, k2, m) }), [...batch, n, m]);
}

defineOp({
  schema: 'matmul(Tensor self, Tensor other) -> Tensor',
  composite: true,
  impl: (args, backend) => matmul(asTensor(args['self']), asTensor(args['other']), backend),
});

defineOp({
  schema: 'mm(Tensor self, Tensor mat2) -> Tensor',
  impl: (args, backend) => {
    const a = asTensor(args['self']), b = asTensor(args['mat2']);
    if (a.ndim !== 2) throw runtimeError('self must be a matrix');
    if (b.ndim !== 2) throw runtimeError('mat2 must be a matrix');
    return mm(a, b, backend);
  },
});

/**
 * beta * self + alpha * product, rounded as BLAS does when it accumulates the product from zero (the form linear's
 * transposed weight takes): the product scaled, then the scaled self added. With beta 0, self is not read at all
 * (its nan and inf included), but must still broadcast.
 */
function blended(product: Tensor, self: Tensor, beta: PyScalar, alpha: PyScalar): Tensor {
  const term = broadcastTo(self, product.shape);
  const scaled = alpha.value === 1 ? product : asTensor(run('mul', { self: product, other: wrapScalar(alpha) }));
  if (beta.value === 0) return scaled;
  return asTensor(run('add', { self: scaled, other: beta.value === 1 ? term : asTensor(run('mul', { self: term, other: wrapScalar(beta) })) }));
}

const BLEND = '*, Scalar beta=1, Scalar alpha=1) -> Tensor';
const blendArgs = (args: BoundArgs) => [args['beta'] as PyScalar, args['alpha'] as PyScalar] as const;

/**
 * beta * self + alpha * (a times b): on the CPU, 16-bit floating operands blend in float32 and round once, as
 * PyTorch's CPU kernels keep the accumulator and the blend in float32 (its in-place addbmm_ loop is the exception,
 * below). A device's product of 16-bit operands accumulates in float32 and rounds once in its own kernel, as cuBLAS
 * does; the blend then adds in the 16-bit type, which rounds at most once more (within CUDA's half tolerances) and
 * keeps the operands and the product 16-bit, with no float32 copies of them.
 */
function fused(args: BoundArgs, a: string, b: string, times: (a: Tensor, b: Tensor) => Tensor, backend: Backend): Tensor {
  const self = asTensor(args['self']), x = asTensor(args[a]), y = asTensor(args[b]);
  const narrow = x.dtype.category === 'float' && x.dtype.itemsize === 2 && self.dtype === x.dtype && y.dtype === x.dtype;
  if (!narrow || deviceOf(x) !== CPU) return blended(times(x, y), self, ...blendArgs(args));
  const wide = (t: Tensor) => cast(t, DTYPES.float32, backend);
  return cast(blended(times(wide(x), wide(y)), wide(self), ...blendArgs(args)), x.dtype, backend);
}

/** bias + mat1 @ mat2: the fused form linear uses for a batch of vectors. */
defineOp({
  schema: `addmm(Tensor self, Tensor mat1, Tensor mat2, ${BLEND}`, inPlace: true,
  impl: (args, backend) => {
    const self = asTensor(args['self']), mat1 = asTensor(args['mat1']), mat2 = asTensor(args['mat2']);
    // ADDMM_META's order: the dtypes, then the ranks
    for (const [name, t] of [['self', self], ['mat1', mat1]] as const) {
      if (t.dtype !== mat2.dtype) {
        throw runtimeError(`${name} and mat2 must have the same dtype, but got ${t.dtype.scalarName} and ` +
          mat2.dtype.scalarName);
      }
    }
    if (mat1.ndim !== 2) throw runtimeError(`mat1 must be a matrix, got ${mat1.ndim}-D tensor`);
    if (mat2.ndim !== 2) throw runtimeError(`mat2 must be a matrix, got ${mat2.ndim}-D tensor`);
    return fused(args, 'mat1', 'mat2', (a, b) => mm(a, b, backend), backend);
  },
});

defineOp({
  schema: `addmv(Tensor self, Tensor mat, Tensor vec, ${BLEND}`, inPlace: true,
  impl: (args, backend) => fused(args, 'mat', 'vec', (a, b) => product('mv', { self: a, vec: b }), backend),
});

defineOp({
  schema: `baddbmm(Tensor self, Tensor batch1, Tensor batch2, ${BLEND}`, inPlace: true,
  impl: (args, backend) => fused(args, 'batch1', 'batch2', (a, b) => product('bmm', { self: a, mat2: b }), backend),
});

/** A Scalar argument of addr as the kernel takes it: a 0-d tensor of the op's dtype (check_addr_scalar first). */
function addrScalar(s: PyScalar, dtype: DType, name: string): Tensor {
  if (s.kind === 'bool' && dtype !== DTYPES.bool) {
    throw runtimeError(`Boolean ${name} only supported for Boolean results.`);
  }
  if (dtype.category !== 'float' && s.kind === 'float') {
    throw runtimeError(`For integral input tensors, argument ${name} must not be a floating point number.`);
  }
  return fromValues([s.value], [], dtype);
}

const checkVector = (t: Tensor, name: string) => {
  if (t.ndim !== 1) throw runtimeError(`addr: Expected 1-D argument ${name}, but got ${t.ndim}-D`);
};

/**
 * beta * term + alpha * outer(vec1, vec2), as ATen's addr kernel: a TensorIterator op over term (self at the product's
 * sizes), vec1 as a column and vec2 as a row, all in their promoted dtype, with alpha and beta converted to it. Each
 * product and the sum round in that dtype, as the kernel's `beta * self + alpha * vec1 * vec2`; with beta zero (false
 * for bool, where * is and and + is or) self is not read, so its nan and inf do not propagate.
 */
function addr(term: Tensor, vec1: Tensor, vec2: Tensor, args: BoundArgs, into: Tensor | null,
  backend: Backend): Tensor {
  const dtype = promoteTypes(promoteTypes(term.dtype, vec1.dtype), vec2.dtype);
  if (into !== null && !canCast(dtype, into.dtype)) {
    throw runtimeError(`result type ${dtype.scalarName} can't be cast to the desired output type ` +
      into.dtype.scalarName);
  }
  const [betaArg, alphaArg] = blendArgs(args);
  const beta = addrScalar(betaArg, dtype, 'beta'), alpha = addrScalar(alphaArg, dtype, 'alpha');
  const mul = (a: Tensor, b: Tensor) => asTensor(run('mul', { self: a, other: b }));
  const product = mul(mul(cast(column(vec1), dtype, backend), alpha), cast(row(vec2), dtype, backend));
  if (Number(dtype.load(beta.storage.data, 0)) === 0) return product;
  return asTensor(run('add', { self: mul(cast(term, dtype, backend), beta), other: product }));
}

defineOp({
  schema: `addr(Tensor self, Tensor vec1, Tensor vec2, ${BLEND}`,
  impl: (args, backend) => {
    const self = asTensor(args['self']), vec1 = asTensor(args['vec1']), vec2 = asTensor(args['vec2']);
    checkVector(vec1, 'vec1');
    checkVector(vec2, 'vec2');
    const term = asTensor(run('expand', { self, size: [vec1.shape[0]!, vec2.shape[0]!] }));
    return addr(term, vec1, vec2, args, null, backend);
  },
});

defineOp({
  // self is the output: not expanded, so it must have the product's sizes
  schema: `addr_(Tensor self, Tensor vec1, Tensor vec2, ${BLEND}`, variants: ['method'],
  impl: (args, backend) => {
    const self = asTensor(args['self']), vec1 = asTensor(args['vec1']), vec2 = asTensor(args['vec2']);
    checkVector(vec1, 'vec1');
    checkVector(vec2, 'vec2');
    if (self.ndim !== 2) throw runtimeError(`2D tensor expected, got ${self.ndim}D tensor for input`);
    if (self.shape[0] !== vec1.shape[0] || self.shape[1] !== vec2.shape[0]) {
      throw runtimeError(`size mismatch, input: [${self.shape.join(', ')}], v1: [${vec1.shape.join(', ')}], ` +
        `v2: [${vec2.shape.join(', ')}]`);
    }
    backend.copy(addr(self, vec1, vec2, args, self, backend), self);
    return self;
  },
});

defineOp({
  // the batch's products summed: PyTorch adds them one addmm at a time, so the last bits may differ
  schema: `addbmm(Tensor self, Tensor batch1, Tensor batch2, ${BLEND}`, inPlace: true,
  impl: (args) => {
    const products = product('bmm', { self: asTensor(args['batch1']), mat2: asTensor(args['batch2']) });
    const sum = asTensor(run('sum', { self: products, dim: [0], keepdim: false }));
    return blended(sum, asTensor(args['self']), ...blendArgs(args));
  },
});

/** torch.nn.functional.linear: input @ weight.T + bias (composite: its steps record themselves). */
defineOp({
  schema: 'linear(Tensor input, Tensor weight, Tensor? bias=None) -> Tensor', variants: [],
  impl: (args, backend) => {
    const input = asTensor(args['input']), weight = asTensor(args['weight']);
    const wt = weight.ndim === 2 ? asTensor(run('t', { self: weight })) : weight;
    const bias = args['bias'] as Tensor | null;
    if (bias && input.ndim === 2 && weight.ndim === 2) return asTensor(run('addmm', { self: bias, mat1: input, mat2: wt }));
    if (bias && input.ndim === 3 && weight.ndim === 2 && input.isContiguous()) {
      // PyTorch folds a contiguous batch of matrices into one fused addmm (the bias seeds the accumulation)
      const [a, b, k] = input.shape as [number, number, number];
      const flat = asTensor(run('view', { self: input, size: [a * b, k] }));
      const out = asTensor(run('addmm', { self: bias, mat1: flat, mat2: wt }));
      return asTensor(run('view', { self: out, size: [a, b, out.shape[1]!] }));
    }
    const y = matmul(input, wt, backend);
    return bias ? asTensor(run('add', { self: y, other: bias })) : y;
  },
});

defineOp({
  schema: 'bmm(Tensor self, Tensor mat2) -> Tensor',
  impl: (args, backend) => {
    const a = asTensor(args['self']), b = asTensor(args['mat2']);
    if (a.ndim !== 3) throw runtimeError('batch1 must be a 3D tensor');
    if (b.ndim !== 3) throw runtimeError('batch2 must be a 3D tensor');
    const [B, , k] = a.shape as [number, number, number];
    if (b.shape[0] !== B || b.shape[1] !== k) {
      throw runtimeError(`Expected size for first two dimensions of batch2 tensor to be: [${B}, ${k}] but got: ` +
        `[${b.shape[0]}, ${b.shape[1]}].`);
    }
    checkDtypes('bmm', a, b);
    return bmmKernel(a, b, backend);
  },
});

defineOp({
  schema: 'mv(Tensor self, Tensor vec) -> Tensor',
  impl: (args, backend) => {
    const a = asTensor(args['self']), v = asTensor(args['vec']);
    if (a.ndim !== 2 || v.ndim !== 1) {
      throw runtimeError(`vector + matrix @ vector expected, got 1, ${a.ndim}, ${v.ndim}`);
    }
    return mv(a, v, backend);
  },
});

defineOp({
  schema: 'dot(Tensor self, Tensor tensor) -> Tensor',
  impl: (args, backend) => {
    const a = asTensor(args['self']), b = asTensor(args['tensor']);
    if (a.ndim !== 1 || b.ndim !== 1) throw runtimeError(`1D tensors expected, but got ${a.ndim}D and ${b.ndim}D tensors`);
    return dot(a, b, backend);
  },
});

for (const name of ['outer', 'ger']) {
  defineOp({
    // as ATen's: a column (self reshaped) times the row vec2, broadcast, each step an op autograd records
    schema: `${name}(Tensor self, Tensor vec2) -> Tensor`, composite: true,
    impl: (args) => {
      const a = asTensor(args['self']), b = asTensor(args['vec2']);
      if (a.ndim !== 1) throw runtimeError(`outer: Expected 1-D argument self, but got ${a.ndim}-D`);
      if (b.ndim !== 1) throw runtimeError(`outer: Expected 1-D argument vec2, but got ${b.ndim}-D`);
      return asTensor(run('mul', { self: run('reshape', { self: a, shape: [a.shape[0]!, 1] }), other: b }));
    },
  });
}
