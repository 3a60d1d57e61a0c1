/** Matrix products: matmul's dimension rules (at::matmul) over one batched backend kernel. */
import type { Backend } from '../backend.ts';
import { CPU, deviceOf } from '../device.ts';
import { canCast, cppTypeName, DTYPES, promoteTypes, type DType } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { broadcastShapes, numel } from '../shape.ts';
import { fromValues, Tensor } from '../tensor.ts';
import { defineOp, run } from './registry.ts';
import { PyScalar, wrapScalar, type BoundArgs } from './schema.ts';
import { asTensor, broadcastTo, cast, contiguous } from './util.ts';

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

/**
 * The operand whose rows alpha scales where addmm_impl_cpu_'s BLAS call accumulates into its (row-major) result, or
 * null where it takes each dot product from zero and blends it (the form linear's transposed weight takes). PyTorch
 * picks the gemm's layout from the strides: the result row-major swaps the operands (C^T = B^T A^T), and an A that is
 * not transposed sends the reference sgemm down its accumulating loop: C = beta * C, then for each l in order
 * C += (alpha * B[l]) * A[l], rounding each step.
 */
function accumulatingOperand(mat1: Tensor, mat2: Tensor): 'mat1' | 'mat2' | null {
  const [M, K] = mat1.shape as [number, number], N = mat2.shape[1]!;
  const [r0, r1] = [N, 1];
  // a result that is not column-major swaps the operands (a fresh result is row-major)
  const transposeC = !(r0 === 1 && (N === 1 || r1 >= Math.max(1, M))) && r1 === 1 && (M === 1 || r0 >= Math.max(1, N));
  const [a, m] = transposeC ? [mat2, N] : [mat1, M];
  const [along, across] = transposeC ? [a.strides[1]!, a.strides[0]!] : [a.strides[0]!, a.strides[1]!];
  const transposeA = along === 1 && across >= Math.max(1, m) ? false
    : across === 1 && along >= Math.max(1, K) ? true : !transposeC;
  if (transposeA) return null;
  return transposeC ? 'mat1' : 'mat2';
}

/**
 * addmm as the reference BLAS computes it where it accumulates into the result (accumulatingOperand): the result
 * starts as beta * self (self itself for 1, zeros for 0, so self's nan and inf are not read), and each k step adds
 * (alpha * one operand) times the other, in float32 for float32. mat1 and mat2 may be batches (baddbmm's loop).
 */
function accumulatedAddmm(self: Tensor, mat1: Tensor, mat2: Tensor, scaled: 'mat1' | 'mat2', beta: PyScalar,
  alpha: PyScalar, backend: Backend): Tensor {
  const shape = [...mat1.shape.slice(0, -1), mat2.shape[mat2.ndim - 1]!];
  const start = beta.value === 0 ? asTensor(run('zeros', { size: shape, dtype: self.dtype }))
    : beta.value === 1 ? broadcastTo(self, shape) : asTensor(run('mul', { self: broadcastTo(self, shape), other: wrapScalar(beta) }));
  const out = contiguous(asTensor(run('clone', { self: start })), backend);
  const times = (t: Tensor) => (alpha.value === 1 ? t : asTensor(run('mul', { self: t, other: wrapScalar(alpha) })));
  const [x, y] = scaled === 'mat1' ? [times(mat1), mat2] : [mat1, times(mat2)];
  const batch = (t: Tensor) => (t.ndim === 2 ? asBatch(t) : t);
  backend.matmul(batch(x), batch(y), batch(out), { fused: false, accumulate: true });
  return out;
}

/** Whether a CPU product of these operands goes through the reference BLAS (float32 and float64, k > 0). */
const throughBlas = (a: Tensor, k: number) =>
  deviceOf(a) === CPU && (a.dtype === DTYPES.float32 || a.dtype === DTYPES.float64) && k > 0;
const first = (batch: Tensor) => asTensor(run('select', { self: batch, dim: 0, index: 0 }));

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
    const k = mat1.shape[1]!;
    const scaled = throughBlas(mat1, k) && k === mat2.shape[0] ? accumulatingOperand(mat1, mat2) : null;
    if (scaled) return accumulatedAddmm(self, mat1, mat2, scaled, ...blendArgs(args), backend);
    return fused(args, 'mat1', 'mat2', (a, b) => mm(a, b, backend), backend);
  },
});

defineOp({
  schema: `addmv(Tensor self, Tensor mat, Tensor vec, ${BLEND}`, inPlace: true,
  impl: (args, backend) => {
    const self = asTensor(args['self']), mat = asTensor(args['mat']), vec = asTensor(args['vec']);
    const [M, K] = mat.shape as [number, number];
    // a column-major matrix takes gemv's non-transposed loop, which accumulates alpha * vec[j] * column j into
    // beta * self; any other layout takes dot products and blends them
    const columnMajor = mat.ndim === 2 && mat.strides[0] === 1 && (K === 1 || mat.strides[1]! >= Math.max(1, M));
    if (columnMajor && throughBlas(mat, K) && vec.ndim === 1 && vec.shape[0] === K) {
      const sum = accumulatedAddmm(column(broadcastTo(self, [M])), mat, column(vec), 'mat2', ...blendArgs(args), backend);
      return sum.view([M], [sum.strides[0]!]);
    }
    return fused(args, 'mat', 'vec', (a, b) => product('mv', { self: a, vec: b }), backend);
  },
});

defineOp({
  schema: `baddbmm(Tensor self, Tensor batch1, Tensor batch2, ${BLEND}`, inPlace: true,
  impl: (args, backend) => {
    const self = asTensor(args['self']), b1 = asTensor(args['batch1']), b2 = asTensor(args['batch2']);
    // products of 400 multiply-adds or more go batch by batch through addmm_ (below that a naive loop blends)
    const [B, n, k] = b1.shape as [number, number, number], m = b2.shape[2]!;
    const large = B > 0 && k * n * m >= 400 && throughBlas(b1, k) && b2.shape[1] === k && b2.shape[0] === B;
    const scaled = large ? accumulatingOperand(first(b1), first(b2)) : null;
    if (scaled) return accumulatedAddmm(self, b1, b2, scaled, ...blendArgs(args), backend);
    return fused(args, 'batch1', 'batch2', (a, b) => product('bmm', { self: a, mat2: b }), backend);
  },
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

/** addbmm_out_cpu's checks: self expands to the product's size, then addbmm_impl_ checks the batches. */
function checkAddbmmCpu(self: Tensor, b1: Tensor, b2: Tensor): void {
  if (b1.ndim >= 2 && b2.ndim >= 3) run('expand', { self, size: [b1.shape[1]!, b2.shape[2]!] });
  if (b1.ndim !== 3) throw runtimeError('batch1 must be a 3D tensor');
  if (b2.ndim !== 3) throw runtimeError('batch2 must be a 3D tensor');
  const [B, n, k] = b1.shape as [number, number, number];
  if (B !== b2.shape[0]) throw runtimeError(`batch1 and batch2 must have same number of batches, got ${B} and ${b2.shape[0]}`);
  if (k !== b2.shape[1]) throw runtimeError(`Incompatible matrix sizes for bmm (${n}x${k} and ${b2.shape[1]}x${b2.shape[2]})`);
}

defineOp({
  // one addmm_ per batch into the result, beta only the first time
  schema: `addbmm(Tensor self, Tensor batch1, Tensor batch2, ${BLEND}`, inPlace: true,
  impl: (args, backend) => {
    const self = asTensor(args['self']), b1 = asTensor(args['batch1']), b2 = asTensor(args['batch2']);
    const [beta, alpha] = blendArgs(args);
    const [B, n, k] = b1.shape as [number, number, number];
    if (deviceOf(b1) === CPU) checkAddbmmCpu(self, b1, b2);
    if (deviceOf(b1) === CPU && b1.dtype.category === 'float' && b1.dtype.itemsize === 2 && B > 0) {
      // PyTorch's CPU loop of addmm_ into the 16-bit result: each batch blends in float32 and rounds once
      let out = self;
      for (let b = 0; b < B; b++) {
        const at = (t: Tensor) => asTensor(run('select', { self: t, dim: 0, index: b }));
        out = asTensor(run('addmm', { self: out, mat1: at(b1), mat2: at(b2), beta: b === 0 ? beta : new PyScalar(1, 'int'),
          alpha }));
      }
      return out;
    }
    const products = product('bmm', { self: b1, mat2: b2 });
    if (!throughBlas(b1, k) || B === 0 || b2.shape[1] !== k) {
      return blended(asTensor(run('sum', { self: products, dim: [0], keepdim: false })), self, beta, alpha);
    }
    const scaled = accumulatingOperand(first(b1), first(b2));
    if (scaled) {
      // the batches' accumulations run on into one another: one over (batch, k) in order
      const x = asTensor(run('reshape', { self: asTensor(run('permute', { self: b1, dims: [1, 0, 2] })), shape: [n, B * k] }));
      const y = asTensor(run('reshape', { self: b2, shape: [B * k, b2.shape[2]!] }));
      return accumulatedAddmm(self, x, y, scaled, beta, alpha, backend);
    }
    const each = (b: number) => asTensor(run('select', { self: products, dim: 0, index: b }));
    let out = blended(each(0), self, beta, alpha);
    for (let b = 1; b < B; b++) out = blended(each(b), out, new PyScalar(1, 'int'), alpha);
    return out;
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
