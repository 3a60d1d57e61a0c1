/**
 * The factorizations and solvers torch.linalg is built from, one matrix of a batch (..., m, n) at a time in the
 * arithmetic of LAPACK's routine for the dtype where it is followed (numerics/), the results stored in the input's
 * dtype. Failures a LAPACK routine reports through `info`
 * come back as an int32 `info` tensor; the Python layer raises PyTorch's LinAlgError from it, with the message of
 * the function the user called.
 */
import { DTYPES } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import {
  cholesky, luFactor, luSolve, luSolveTransposed, matrix, transpose, triangularSolve, triangularSolveRight, type Matrix,
} from '../numerics/dense.ts';
import { cformQ, cmultiplyQ, cqr } from '../numerics/complex-householder.ts';
import { cblock, cmatrix, type Complex } from '../numerics/complex-kernels.ts';
import { complexGesdd } from '../numerics/complex-svd.ts';
import { hermitianEigen } from '../numerics/hermitian-eigen.ts';
import { geqrf, householderQR, orgqr, ormqr } from '../numerics/householder-qr.ts';
import { type Precision, ROUND } from '../numerics/lapack-kernels.ts';
import { singularValueDecomposition } from '../numerics/svd.ts';
import { symmetricEigen } from '../numerics/symmetric-eigen.ts';
import { isContiguous, numel } from '../shape.ts';
import { fromValues, Tensor } from '../tensor.ts';
import { luUnpack } from './lu-unpack.ts';
import { matrixExp } from './matrix-exp.ts';
import { defineOp, run } from './registry.ts';

/**
 * PyTorch's checks on a batch of matrices: at least 2-D, square where the routine needs it (squareCheckInputs), then
 * floating point (checkFloatingOrComplex).
 */
function checkMatrices(api: string, a: Tensor, square: boolean, name = 'A'): void {
  checkShape(api, a.shape, square, name);
  checkFloating(api, a);
}

function checkFloating(api: string, a: Tensor): void {
  if (a.dtype.category !== 'float') {
    throw runtimeError(`${api}: Expected a floating point or complex tensor as input. Got ${a.dtype.scalarName}`);
  }
}

/** The error of a CPU kernel's dtype dispatch (AT_DISPATCH_FLOATING_AND_COMPLEX_TYPES) given another dtype. */
function dispatchFloating(kernel: string, a: Tensor): void {
  if (a.dtype.category !== 'float') throw runtimeError(`"${kernel}" not implemented for '${a.dtype.scalarName}'`);
}

/** linalg_lu_factor_ex's and linalg_lu's meta check, before the kernel dispatches on the dtype. */
function checkLuInput(api: string, a: Tensor): void {
  if (a.ndim < 2) {
    throw runtimeError(`${api}: Expected tensor with 2 or more dimensions. Got size: [${a.shape.join(', ')}] instead`);
  }
  dispatchFloating('lu_cpu', a);
}

/** The shape checks of checkMatrices, for a complex matrix's shape (its pairs tensor's less the last dim). */
function checkShape(api: string, shape: readonly number[], square: boolean, name = 'A'): void {
  if (shape.length < 2) throw runtimeError(`${api}: The input tensor ${name} must have at least 2 dimensions.`);
  const [m, n] = shape.slice(-2) as [number, number];
  if (square && m !== n) {
    throw runtimeError(`${api}: ${name} must be batches of square matrices, but they are ${m} by ${n} matrices`);
  }
}

const batchOf = (t: Tensor) => t.shape.slice(0, -2);

/** The arithmetic LAPACK's routines for the dtype compute in: float32's (sgeqrf, ssyevd, ...) or float64's. */
const precisionOf = (t: Tensor): Precision => (t.dtype === DTYPES.float64 ? 'double' : 'single');

/** The matrices of a batch, read in float64. */
function matricesOf(t: Tensor): Matrix[] {
  const [m, n] = t.shape.slice(-2) as [number, number];
  const values = Float64Array.from(t.values());
  return Array.from({ length: numel(batchOf(t)) }, (_, b) => matrix(m, n, values.subarray(b * m * n, (b + 1) * m * n)));
}

/** A batch of equally shaped blocks (matrices, vectors or scalars) as one tensor of shape [...batch, ...shape]. */
function stacked(blocks: readonly ArrayLike<number>[], batch: readonly number[], shape: readonly number[], like: Tensor,
  dtype = like.dtype): Tensor {
  const size = numel(shape);
  const values = new Float64Array(blocks.length * size);
  blocks.forEach((b, i) => values.set(Array.from(b).slice(0, size), i * size));
  return fromValues(values, [...batch, ...shape], dtype);
}

const infos = (codes: readonly number[], batch: readonly number[], like: Tensor) =>
  stacked(codes.map((c) => [c]), batch, [], like, DTYPES.int32);

const same = (t: Tensor, mats: readonly Matrix[], rows: number, cols: number) =>
  stacked(mats.map((m) => m.data), batchOf(t), [rows, cols], t);

defineOp({
  schema: 'linalg_lu_factor_ex(Tensor A, *, bool pivot=True) -> Tensor[]', variants: [],
  impl(args) {
    const a = args['A'] as Tensor;
    checkLuInput('torch.lu_factor', a);
    if (!args['pivot']) throw runtimeError('linalg.lu_factor: LU without pivoting is not implemented on the CPU');
    const [m, n] = a.shape.slice(-2) as [number, number];
    const lus = matricesOf(a).map((x) => luFactor(x, precisionOf(a)));
    return [same(a, lus.map((f) => f.lu), m, n),
      stacked(lus.map((f) => f.pivots), batchOf(a), [Math.min(m, n)], a, DTYPES.int32),
      infos(lus.map((f) => f.info), batchOf(a), a)];
  },
});

defineOp({
  schema: 'linalg_lu(Tensor A, *, bool pivot=True) -> Tensor[]', variants: [],
  impl(args) {
    checkLuInput('linalg.lu', args['A'] as Tensor);
    const [lu, pivots] = run('linalg_lu_factor_ex', args) as Tensor[];
    const { P, L, U } = luUnpack(lu!, pivots!);
    return [P, L, U];
  },
});

/**
 * _linalg_det's and _linalg_slogdet's LU, in A's dtype: of A^T when A is contiguous (det(A^T) = det(A), and LAPACK
 * reads a row-major A as A^T without a copy). U's diagonal as a [..., n] view, and lu_det_P: -1 where the pivots
 * swap rows an odd number of times, else 1.
 */
function determinantFactors(a: Tensor): { diagonal: Tensor; swaps: Tensor } {
  const n = a.shape.at(-1)!, transposed = a.isContiguous();
  const lus = matricesOf(a).map((m) => luFactor(transposed ? transpose(m) : m, precisionOf(a)));
  const lu = same(a, lus.map((f) => f.lu), n, n);
  const swaps = lus.map((f) => [f.pivots.reduce((s, p, i) => (p !== i + 1 ? -s : s), 1)]);
  return { diagonal: run('diagonal', { self: lu, offset: 0, dim1: -2, dim2: -1 }) as Tensor, swaps: stacked(swaps, batchOf(a), [], a) };
}

defineOp({
  schema: 'linalg_det(Tensor A) -> Tensor', variants: [],
  impl(args) {
    const a = args['A'] as Tensor;
    checkMatrices('linalg.det', a, true);
    const { diagonal, swaps } = determinantFactors(a);
    return run('mul', { self: swaps, other: run('prod', { self: diagonal, dim: -1 }) as Tensor });
  },
});

defineOp({
  schema: 'linalg_slogdet(Tensor A) -> Tensor[]', variants: [],
  impl(args) {
    const a = args['A'] as Tensor;
    checkMatrices('linalg.slogdet', a, true);
    const { diagonal, swaps } = determinantFactors(a);
    const sign = run('mul', { self: run('prod', { self: run('sgn', { self: diagonal }) as Tensor, dim: -1 }) as Tensor, other: swaps });
    const logAbs = run('sum', { self: run('log', { self: run('abs', { self: diagonal }) as Tensor }) as Tensor, dim: [-1] });
    return [sign as Tensor, logAbs as Tensor];
  },
});

defineOp({
  schema: 'linalg_inv_ex(Tensor A) -> Tensor[]', variants: [],
  impl(args) {
    const a = args['A'] as Tensor;
    checkMatrices('linalg.inv', a, true);
    const n = a.shape.at(-1)!;
    const eye = matrix(n, n);
    for (let i = 0; i < n; i++) eye.data[i * n + i] = 1;
    // linalg_inv_ex solves A X = I through linalg_solve_ex
    const { xs, codes } = solveThroughLU(a, matricesOf(a).map(() => eye), true);
    return [same(a, xs, n, n), infos(codes, batchOf(a), a)];
  },
});

/** The batch dims of A and B must agree (the Python layer broadcasts them first). */
function checkBatches(api: string, a: Tensor, b: Tensor): void {
  const ba = batchOf(a), bb = batchOf(b);
  if (ba.length !== bb.length || ba.some((d, i) => d !== bb[i])) {
    throw runtimeError(`${api}: expected A and B to have the same batch dimensions, got [${ba}] and [${bb}]`);
  }
  if (b.dtype !== a.dtype) {
    throw runtimeError(`${api}: Expected A and B to have the same dtype, but found A of type ${a.dtype.scalarName} ` +
      `and B of type ${b.dtype.scalarName} instead`);
  }
}

/** Whether a batch of matrices is the transpose of a contiguous one (each matrix column-major, batches in order). */
function isColumnMajor(t: Tensor): boolean {
  const swap = <T>(xs: readonly T[]) => [...xs.slice(0, -2), xs.at(-1)!, xs.at(-2)!];
  return isContiguous(swap(t.shape), swap(t.strides));
}

/**
 * A X = B (left) or X A = B through getrf and getrs, as _linalg_solve_ex does it: a contiguous A is factored as A^T
 * (row-major A is the column-major A^T LAPACK reads without a copy) and solved with the adjoint, so the zero pivot
 * getrf meets first, the info reported, is A^T's; any other A is factored as it is. X A = B is A^T X^T = B^T.
 */
function solveThroughLU(a: Tensor, bs: readonly Matrix[], left: boolean): { xs: Matrix[]; codes: number[] } {
  const useTranspose = a.isContiguous(), precision = precisionOf(a);
  const codes: number[] = [];
  const xs = matricesOf(a).map((am, i) => {
    const f = luFactor(useTranspose ? transpose(am) : am, precision);
    codes.push(f.info);
    const rhs = left ? bs[i]! : transpose(bs[i]!);
    const x = useTranspose === left
      ? luSolveTransposed(f.lu, f.pivots, rhs, precision) : luSolve(f.lu, f.pivots, rhs, precision);
    return left ? x : transpose(x);
  });
  return { xs, codes };
}

defineOp({
  schema: 'linalg_solve_ex(Tensor A, Tensor B, *, bool left=True) -> Tensor[]', variants: [],
  impl(args) {
    const a = args['A'] as Tensor, b = args['B'] as Tensor;
    checkMatrices('linalg.solve', a, true);
    checkBatches('linalg.solve', a, b);
    const { xs, codes } = solveThroughLU(a, matricesOf(b), args['left'] as boolean);
    const [m, k] = b.shape.slice(-2) as [number, number];
    return [same(b, xs, m, k), infos(codes, batchOf(a), a)];
  },
});

defineOp({
  schema: 'linalg_lu_solve(Tensor LU, Tensor pivots, Tensor B, *, bool left=True, bool adjoint=False) -> Tensor',
  variants: [],
  impl(args) {
    const lu = args['LU'] as Tensor, pivots = args['pivots'] as Tensor, b = args['B'] as Tensor;
    checkMatrices('linalg.lu_solve', lu, true, 'LU');
    checkBatches('linalg.lu_solve', lu, b);
    const left = args['left'] as boolean, adjoint = args['adjoint'] as boolean;
    const n = lu.shape.at(-1)!;
    const piv = Int32Array.from(pivots.values());
    const bs = matricesOf(b), precision = precisionOf(lu);
    // X A = B is A^T X^T = B^T, and X A^T = B is A X^T = B^T: a solve with A or A^T either way
    const xs = matricesOf(lu).map((f, i) => {
      const p = piv.subarray(i * n, (i + 1) * n);
      const rhs = left ? bs[i]! : transpose(bs[i]!);
      const x = adjoint === left ? luSolveTransposed(f, p, rhs, precision) : luSolve(f, p, rhs, precision);
      return left ? x : transpose(x);
    });
    const [rows, cols] = b.shape.slice(-2) as [number, number];
    return same(b, xs, rows, cols);
  },
});

defineOp({
  schema: 'linalg_solve_triangular(Tensor A, Tensor B, *, bool upper, bool left=True, bool unitriangular=False) -> Tensor',
  variants: [],
  impl(args) {
    const a = args['A'] as Tensor, b = args['B'] as Tensor;
    checkMatrices('linalg.solve_triangular', a, true);
    checkBatches('linalg.solve_triangular', a, b);
    const upper = args['upper'] as boolean, left = args['left'] as boolean, unit = args['unitriangular'] as boolean;
    // trsm in A's precision into a column-major result; with one row, that result's rows are contiguous too and
    // PyTorch solves the transposed equation (X A = B as A^T X^T = B^T), with A^T, whose triangle is the other one.
    // The A trsm is given is row-major if it reads that A's memory as the column-major transpose (trsm's transposed
    // form); any other is copied column-major (its untransposed form).
    const q = ROUND[precisionOf(a)], flip = b.shape.at(-2) === 1;
    const transposed = flip ? !a.isContiguous() && isColumnMajor(a) : a.isContiguous();
    const side = left !== flip, triangle = upper !== flip;
    const solve = (am: Matrix, bm: Matrix) => (side
      ? triangularSolve(am, bm, triangle, unit, q, !transposed)
      : triangularSolveRight(am, bm, triangle, unit, q, transposed));
    const [m, k] = b.shape.slice(-2) as [number, number];
    const bs = matricesOf(b);
    const xs = matricesOf(a).map((am, i) => (flip ? transpose(solve(transpose(am), transpose(bs[i]!))) : solve(am, bs[i]!)));
    return same(b, xs, m, k);
  },
});

defineOp({
  schema: 'linalg_cholesky_ex(Tensor A, *, bool upper=False) -> Tensor[]', variants: [],
  impl(args) {
    const a = args['A'] as Tensor;
    checkMatrices('linalg.cholesky', a, true);
    const n = a.shape.at(-1)!;
    const fs = matricesOf(a).map(cholesky);
    const ls = fs.map((f) => (args['upper'] ? transpose(f.l) : f.l));
    return [same(a, ls, n, n), infos(fs.map((f) => f.info), batchOf(a), a)];
  },
});

function checkQRMode(mode: string): void {
  if (!['reduced', 'r', 'complete'].includes(mode)) {
    throw runtimeError(`qr received unrecognized mode '${mode}' but expected one of 'reduced' (default), 'r', or 'complete'`);
  }
}

defineOp({
  schema: 'linalg_qr(Tensor A, str mode="reduced") -> Tensor[]', variants: [],
  impl(args) {
    const a = args['A'] as Tensor, mode = args['mode'] as string;
    checkMatrices('linalg.qr', a, false);
    checkQRMode(mode);
    const [m, n] = a.shape.slice(-2) as [number, number];
    const k = mode === 'complete' ? m : Math.min(m, n);
    if (a.storage.device === 'meta') {
      // only the factors' layout (Q, or an empty one for mode 'r', and R), as PyTorch's meta kernel gives
      const batch = batchOf(a);
      return [Tensor.output(a.dtype, mode === 'r' ? [0] : [...batch, m, k]), Tensor.output(a.dtype, [...batch, k, n])];
    }
    const qrs = matricesOf(a).map((x) => householderQR(x, k, precisionOf(a)));
    const r = same(a, qrs.map((f) => f.r), k, n);
    return [mode === 'r' ? fromValues([], [0], a.dtype) : same(a, qrs.map((f) => f.q), m, k), r];
  },
});

defineOp({
  schema: 'geqrf(Tensor self) -> Tensor[]', variants: [],
  impl(args) {
    const a = args['self'] as Tensor;
    checkMatrices('torch.geqrf', a, false, 'input');
    const [m, n] = a.shape.slice(-2) as [number, number];
    const fs = matricesOf(a).map((x) => geqrf(x, precisionOf(a)));
    return [same(a, fs.map((f) => f.a), m, n), stacked(fs.map((f) => f.tau), batchOf(a), [Math.min(m, n)], a)];
  },
});

/**
 * PyTorch's checks on householder_product's reflectors (input) and their scales (tau), by their shapes and dtypes'
 * names (a complex pair's shapes less their last dim).
 */
function checkReflectors(input: readonly number[], tau: readonly number[], inputType: string, tauType: string): void {
  const api = 'torch.linalg.householder_product';
  if (input.length < 2) throw runtimeError(`${api}: input must have at least 2 dimensions.`);
  const [m, n] = input.slice(-2) as [number, number];
  if (m < n) throw runtimeError(`${api}: input.shape[-2] must be greater than or equal to input.shape[-1]`);
  if (n < (tau.at(-1) ?? 0)) {
    throw runtimeError(`${api}: input.shape[-1] must be greater than or equal to tau.shape[-1]`);
  }
  if (input.length - tau.length !== 1) {
    throw runtimeError(`${api}: Expected tau to have one dimension less than input, but got tau.ndim equal to ` +
      `${tau.length} and input.ndim is equal to ${input.length}`);
  }
  const batch = input.slice(0, -2), tauBatch = tau.slice(0, -1);
  if (tauBatch.some((d, i) => d !== batch[i])) {
    throw runtimeError(`${api}: Expected batch dimensions of tau to be equal to input.shape[:-2], but got ` +
      `[${tauBatch.join(', ')}]`);
  }
  if (tauType !== inputType) throw runtimeError(`${api}: tau dtype ${tauType} does not match input dtype ${inputType}`);
}

defineOp({
  schema: 'linalg_householder_product(Tensor input, Tensor tau) -> Tensor', variants: [],
  impl(args) {
    const input = args['input'] as Tensor, tau = args['tau'] as Tensor;
    checkReflectors(input.shape, tau.shape, input.dtype.scalarName, tau.dtype.scalarName);
    // no dtype check of its own: orgqr's kernel dispatches on float and double (and complex) only
    const type = input.dtype.scalarName;
    if (type !== 'Float' && type !== 'Double') throw runtimeError(`"orgqr_cpu" not implemented for '${type}'`);
    const [m, n] = input.shape.slice(-2) as [number, number];
    const k = tau.shape.at(-1)!;
    const taus = Float64Array.from(tau.values());
    const qs = matricesOf(input).map((a, b) => orgqr(a, taus.subarray(b * k, (b + 1) * k), n, precisionOf(input)));
    return same(input, qs, m, n);
  },
});

/** A batch of complex values (pairs) of equal length as one pairs tensor [...batch, length, 2]. */
const complexVectors = (vs: readonly Complex[][], batch: readonly number[], length: number, like: Tensor) =>
  fromValues(Float64Array.from(vs.flatMap((v) => v.flat())), [...batch, length, 2], like.dtype);

defineOp({
  // torch.linalg.qr of a complex matrix, on its pairs tensor: zgeqrf then zungqr
  schema: '_linalg_qr_pairs(Tensor A, str mode="reduced") -> Tensor[]', variants: [],
  impl(args) {
    const a = args['A'] as Tensor, mode = args['mode'] as string;
    checkShape('linalg.qr', a.shape.slice(0, -1), false);
    checkQRMode(mode);
    const [m, n] = a.shape.slice(-3, -1) as [number, number];
    const k = mode === 'complete' ? m : Math.min(m, n), batch = a.shape.slice(0, -3);
    const { mats, precision } = complexMatricesOf(a);
    const q = ROUND[precision], qs: Float64Array[] = [], rs: Float64Array[] = [];
    for (const x of mats) {
      const tau = cqr(cblock(x, m), m, n, precision, q);
      const r = cmatrix(k, n), w = cmatrix(m, k);
      // R: the triangle on and above the diagonal, k rows
      for (let j = 0; j < n; j++) {
        for (let i = 0; i <= Math.min(j, k - 1); i++) r.data.set(x.subarray(2 * (i + j * m), 2 * (i + j * m + 1)), 2 * (i + j * k));
      }
      w.data.set(x.subarray(0, 2 * m * Math.min(n, k)));
      cformQ(w, m, k, tau.length, tau, q);
      qs.push(w.data);
      rs.push(r.data);
    }
    const r = complexStacked(rs, batch, k, n, a);
    return [mode === 'r' ? fromValues([], [0, 2], a.dtype) : complexStacked(qs, batch, m, k, a), r];
  },
});

defineOp({
  // torch.geqrf of a complex matrix, on its pairs tensor
  schema: '_geqrf_pairs(Tensor A) -> Tensor[]', variants: [],
  impl(args) {
    const a = args['A'] as Tensor;
    checkShape('torch.geqrf', a.shape.slice(0, -1), false, 'input');
    const [m, n] = a.shape.slice(-3, -1) as [number, number];
    const { mats, precision } = complexMatricesOf(a), batch = a.shape.slice(0, -3);
    const taus = mats.map((x) => cqr(cblock(x, m), m, n, precision, ROUND[precision]));
    return [complexStacked(mats, batch, m, n, a), complexVectors(taus, batch, Math.min(m, n), a)];
  },
});

defineOp({
  // torch.linalg.householder_product of complex reflectors (zungqr), on pairs; the dtypes' names for the checks
  schema: '_householder_product_pairs(Tensor input, Tensor tau, str input_type, str tau_type) -> Tensor', variants: [],
  impl(args) {
    const input = args['input'] as Tensor, tau = args['tau'] as Tensor;
    checkReflectors(input.shape.slice(0, -1), tau.shape.slice(0, -1), args['input_type'] as string,
      args['tau_type'] as string);
    const [m, n] = input.shape.slice(-3, -1) as [number, number];
    const k = tau.shape.at(-2)!, values = Float64Array.from(tau.values());
    const { mats, precision } = complexMatricesOf(input);
    mats.forEach((x, b) => {
      const t = Array.from({ length: k }, (_, i): Complex => [values[2 * (b * k + i)]!, values[2 * (b * k + i) + 1]!]);
      cformQ(cblock(x, m), m, n, k, t, ROUND[precision]);
    });
    return complexStacked(mats, input.shape.slice(0, -3), m, n, input);
  },
});

/**
 * PyTorch's checks on ormqr's reflectors (input), their scales (tau) and the matrix they multiply (other), by their
 * shapes and dtypes' names (a complex pair's shapes less their last dim).
 */
function checkOrmqr(input: readonly number[], tau: readonly number[], other: readonly number[], left: boolean,
  types: { input: string; tau: string; other: string }): void {
  const api = 'torch.ormqr';
  if (input.length < 2) throw runtimeError(`${api}: input must have at least 2 dimensions.`);
  if (other.length < 2) throw runtimeError(`${api}: other must have at least 2 dimensions.`);
  const side = left ? -2 : -1, size = other.at(side)!, k = tau.at(-1) ?? 1;
  if (size < k) throw runtimeError(`${api}: other.shape[${side}] must be greater than or equal to tau.shape[-1]`);
  if (size !== input.at(-2)) throw runtimeError(`${api}: other.shape[${side}] must be equal to input.shape[-2]`);
  if (k > input.at(-1)!) throw runtimeError(`${api}: tau.shape[-1] must be less than or equal to input.shape[-1]`);
  if (input.length - tau.length !== 1) {
    throw runtimeError(`${api}: Expected tau to have one dimension less than input, but got tau.ndim equal to ` +
      `${tau.length} and input.ndim is equal to ${input.length}`);
  }
  if (input.length !== other.length) {
    throw runtimeError(`${api}: Expected other to have the same number of dimensions as input, but got other.ndim ` +
      `equal to ${other.length} and input.ndim is equal to ${input.length}`);
  }
  const batch = input.slice(0, -2).join(', ');
  for (const [name, shape] of [['tau', tau.slice(0, -1)], ['other', other.slice(0, -2)]] as const) {
    if (shape.join(', ') !== batch) {
      throw runtimeError(`${api}: Expected batch dimensions of ${name} to be equal to input.shape[:-2], but got ` +
        `[${shape.join(', ')}]`);
    }
  }
  for (const name of ['tau', 'other'] as const) {
    if (types[name] !== types.input) {
      throw runtimeError(`${api}: Expected input and ${name} to have the same dtype, but input has dtype` +
        `${types.input} and ${name} has dtype ${types[name]}`);
    }
  }
}

defineOp({
  schema: 'ormqr(Tensor self, Tensor input2, Tensor input3, bool left=True, bool transpose=False) -> Tensor',
  variants: ['function', 'method'],
  impl(args) {
    const input = args['self'] as Tensor, tau = args['input2'] as Tensor, other = args['input3'] as Tensor;
    const left = args['left'] as boolean;
    checkOrmqr(input.shape, tau.shape, other.shape, left,
      { input: input.dtype.scalarName, tau: tau.dtype.scalarName, other: other.dtype.scalarName });
    checkMatrices('torch.ormqr', input, false, 'input');
    const k = tau.shape.at(-1)!, taus = Float64Array.from(tau.values()), others = matricesOf(other);
    const [m, n] = other.shape.slice(-2) as [number, number];
    const out = matricesOf(input).map((a, b) => ormqr(a, taus.slice(b * k, (b + 1) * k), others[b]!, left,
      args['transpose'] as boolean, precisionOf(input)));
    return same(other, out, m, n);
  },
});

defineOp({
  // torch.ormqr on complex matrices (zunm2r), on pairs; the dtypes' names for the checks
  schema: '_ormqr_pairs(Tensor input, Tensor tau, Tensor other, bool left, bool transpose, str input_type, ' +
    'str tau_type, str other_type) -> Tensor', variants: [],
  impl(args) {
    const input = args['input'] as Tensor, tau = args['tau'] as Tensor, other = args['other'] as Tensor;
    const left = args['left'] as boolean;
    checkOrmqr(input.shape.slice(0, -1), tau.shape.slice(0, -1), other.shape.slice(0, -1), left,
      { input: args['input_type'] as string, tau: args['tau_type'] as string, other: args['other_type'] as string });
    const [rows] = input.shape.slice(-3, -1) as [number, number];
    const [m, n] = other.shape.slice(-3, -1) as [number, number];
    const k = tau.shape.at(-2)!, values = Float64Array.from(tau.values());
    const { mats, precision } = complexMatricesOf(input), cs = complexMatricesOf(other).mats;
    mats.forEach((x, b) => {
      const t = Array.from({ length: k }, (_, i): Complex => [values[2 * (b * k + i)]!, values[2 * (b * k + i) + 1]!]);
      cmultiplyQ(left, args['transpose'] as boolean, m, n, k, cblock(x, rows), t, cblock(cs[b]!, m), ROUND[precision]);
    });
    return complexStacked(cs, other.shape.slice(0, -3), m, n, other);
  },
});

defineOp({
  schema: 'linalg_matrix_exp(Tensor self) -> Tensor', variants: [],
  impl(args) {
    const a = args['self'] as Tensor;
    checkShape('linalg.matrix_exp', a.shape, true);
    checkFloating('matrix_exp', a);
    const n = a.shape.at(-1)!;
    if (n === 0) return run('clone', { self: a });
    return n === 1 ? run('exp', { self: a }) : matrixExp(a);
  },
});

/** syevd on each symmetric matrix of A, from the triangle UPLO names (LAPACK's steps differ with it). */
function eighEach(a: Tensor, uplo: string, vectors: boolean) {
  checkShape('linalg.eigh', a.shape, true);
  if (uplo !== 'L' && uplo !== 'U') throw runtimeError(`Expected UPLO argument to be 'L' or 'U', but got ${uplo}`);
  dispatchFloating('linalg_eigh_cpu', a);
  return matricesOf(a).map((x) => symmetricEigen(x, uplo === 'L', precisionOf(a), vectors));
}

defineOp({
  schema: 'linalg_eigh(Tensor A, str UPLO="L") -> Tensor[]', variants: [],
  impl(args) {
    const a = args['A'] as Tensor, n = a.shape.at(-1)!;
    const es = eighEach(a, args['UPLO'] as string, true);
    return [stacked(es.map((e) => e.values), batchOf(a), [n], a), same(a, es.map((e) => e.vectors), n, n)];
  },
});

defineOp({
  // the eigenvalues alone, by LAPACK's values-only path (JOBZ 'N'), as torch.linalg.eigvalsh takes them without grad
  schema: 'linalg_eigvalsh(Tensor A, str UPLO="L") -> Tensor', variants: [],
  impl(args) {
    const a = args['A'] as Tensor;
    return stacked(eighEach(a, args['UPLO'] as string, false).map((e) => e.values), batchOf(a), [a.shape.at(-1)!], a);
  },
});

/**
 * The complex matrices of a batch given as their (..., m, n, 2) pairs tensor, each column-major pairs as LAPACK
 * holds them, and the precision their dtype computes in (complex64 in float32).
 */
function complexMatricesOf(pairs: Tensor): { mats: Float64Array[]; precision: Precision } {
  const [m, n] = pairs.shape.slice(-3, -1) as [number, number];
  const values = Float64Array.from(pairs.values());
  const mats = Array.from({ length: numel(pairs.shape.slice(0, -3)) }, (_, b) => {
    const a = new Float64Array(2 * m * n), at = b * 2 * m * n;
    for (let i = 0; i < m; i++) {
      for (let j = 0; j < n; j++) {
        a[2 * (i + j * m)] = values[at + 2 * (i * n + j)]!;
        a[2 * (i + j * m) + 1] = values[at + 2 * (i * n + j) + 1]!;
      }
    }
    return a;
  });
  return { mats, precision: precisionOf(pairs) };
}

/** Column-major complex m x n matrices (pairs) as one row-major pairs tensor [...batch, m, n, 2]. */
function complexStacked(mats: readonly Float64Array[], batch: readonly number[], m: number, n: number, like: Tensor): Tensor {
  const values = new Float64Array(mats.length * 2 * m * n);
  mats.forEach((a, b) => {
    const at = b * 2 * m * n;
    for (let i = 0; i < m; i++) {
      for (let j = 0; j < n; j++) {
        values[at + 2 * (i * n + j)] = a[2 * (i + j * m)]!;
        values[at + 2 * (i * n + j) + 1] = a[2 * (i + j * m) + 1]!;
      }
    }
  });
  return fromValues(values, [...batch, m, n, 2], like.dtype);
}

defineOp({
  // torch.linalg.eigh of a complex matrix, on its pairs tensor: eigenvalues and the pairs of the eigenvectors
  schema: '_linalg_eigh_pairs(Tensor A, str UPLO="L", bool compute_v=True) -> Tensor[]', variants: [],
  impl(args) {
    const a = args['A'] as Tensor, lower = args['UPLO'] === 'L';
    const n = a.shape.at(-2)!, batch = a.shape.slice(0, -3);
    const { mats, precision } = complexMatricesOf(a);
    const es = mats.map((x) => hermitianEigen(x, n, lower, precision, args['compute_v'] as boolean));
    return [stacked(es.map((e) => e.values), batch, [n], a), complexStacked(es.map((e) => e.vectors), batch, n, n, a)];
  },
});

defineOp({
  // torch.linalg.svd of a complex matrix, on its pairs tensor: U and Vh as pairs, S real
  schema: '_linalg_svd_pairs(Tensor A, bool full_matrices=False, bool compute_uv=True) -> Tensor[]', variants: [],
  impl(args) {
    const a = args['A'] as Tensor, computeUV = args['compute_uv'] as boolean;
    const full = (args['full_matrices'] as boolean) && computeUV;
    const [m, n] = a.shape.slice(-3, -1) as [number, number];
    const k = Math.min(m, n), batch = a.shape.slice(0, -3);
    const { mats, precision } = complexMatricesOf(a);
    const fs = mats.map((x) => complexGesdd(x, m, n, full, precision));
    const s = stacked(fs.map((f) => f.s), batch, [k], a);
    if (!computeUV) return [fromValues([], [0], a.dtype), s, fromValues([], [0], a.dtype)];
    return [complexStacked(fs.map((f) => f.u), batch, m, full ? m : k, a), s,
      complexStacked(fs.map((f) => f.vt), batch, full ? n : k, n, a)];
  },
});

defineOp({
  schema: '_linalg_svd(Tensor A, bool full_matrices=False, bool compute_uv=True) -> Tensor[]', variants: [],
  impl(args) {
    const a = args['A'] as Tensor, full = args['full_matrices'] as boolean;
    checkMatrices('linalg.svd', a, false);
    const [m, n] = a.shape.slice(-2) as [number, number];
    const k = Math.min(m, n);
    const precision = precisionOf(a);
    // values alone come from the same steps: LAPACK's own values-only path (dqds) agrees with them to rounding
    const fs = matricesOf(a).map((x) => singularValueDecomposition(x, full && (args['compute_uv'] as boolean), precision));
    const s = stacked(fs.map((f) => f.s), batchOf(a), [k], a);
    if (!args['compute_uv']) return [fromValues([], [0], a.dtype), s, fromValues([], [0], a.dtype)];
    const uCols = full ? m : k, vRows = full ? n : k;
    return [same(a, fs.map((f) => f.u), m, uCols), s, same(a, fs.map((f) => f.vh), vRows, n)];
  },
});
