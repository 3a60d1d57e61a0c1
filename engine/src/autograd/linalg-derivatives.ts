/**
 * Derivatives of the linalg factorizations and solvers (derivatives.yaml's entries, with FunctionsManual's formulas
 * for real inputs), written with differentiable ops so that they differentiate again.
 */
import { deviceOf } from '../device.ts';
import { runtimeError } from '../errors.ts';
import { getOp, run } from '../ops/registry.ts';
import type { BoundArgs } from '../ops/schema.ts';
import { luUnpack } from '../ops/lu-unpack.ts';
import type { Tensor } from '../tensor.ts';
import type { Derivative } from './record.ts';
import { gradMode } from './graph.ts';
import { op, num, add, sub, mul, div, neg, once, notImplemented, tensorArg as arg } from './formula-ops.ts';

type T = Tensor;
const ops = (name: string, args: BoundArgs) => run(name, args) as unknown as T[];
const scale = (a: T, k: number) => mul(a, num(k));
const mm = (a: T, b: T) => op('matmul', { self: a, other: b });
const mT = (a: T) => op('transpose', { self: a, dim0: -2, dim1: -1 });
const unsqueeze = (a: T, dim: number) => op('unsqueeze', { self: a, dim });
const tril = (a: T, diagonal = 0) => op('tril', { self: a, diagonal });
const triu = (a: T, diagonal = 0) => op('triu', { self: a, diagonal });
const narrow = (a: T, dim: number, length: number) => op('narrow', { self: a, dim, start: 0, length });
const eye = (n: number, like: T) => op('eye', { n, dtype: like.dtype, device: deviceOf(like) });
const diagEmbed = (v: T) => mul(unsqueeze(v, -1), eye(v.shape.at(-1)!, v));
const diagonalOf = (a: T) => op('sum', { self: mul(a, eye(a.shape.at(-1)!, a)), dim: [-1] });
const solve = (a: T, b: T, left: boolean) => ops('linalg_solve_ex', { A: a, B: b, left })[0]!;
const solveTriangular = (a: T, b: T, upper: boolean, left: boolean, unitriangular = false) =>
  op('linalg_solve_triangular', { A: a, B: b, upper, left, unitriangular });
const isZero = (t: T) => t.values().every((x) => x === 0);

const DERIVATIVES: Record<string, Derivative> = {};

/**
 * The determinants' gradient without a graph to build, as linalg_det_backward and slogdet_backward take it: the
 * scaled identity diag(g) solved against the forward's LU factors (of A^T for a contiguous A, so solved as they are;
 * else of A, solved with the adjoint), each zero of U's diagonal first moved to epsilon when `perturb`.
 */
/** diag(g) for a batch of scalars g: each one times the n by n identity, zeros elsewhere. */
const scaledIdentity = (g: T, n: number) =>
  op('diag_embed', { self: op('expand', { self: unsqueeze(g, -1), size: [...g.shape, n] }) });

function solveWithFactors(a: T, g: T, perturb: boolean): T {
  const contiguous = a.isContiguous();
  const [lu, pivots] = ops('linalg_lu_factor_ex', { A: contiguous ? mT(a) : a, pivot: true });
  let factors = lu!;
  if (perturb) {
    const eps = a.dtype.name === 'float64' ? 2 ** -52 : 2 ** -23;
    const diagonal = op('diagonal', { self: factors, offset: 0, dim1: -2, dim2: -1 });
    const zero = op('eq', { self: diagonal, other: num(0) });
    factors = add(factors, op('diag_embed', { self: op('where', { condition: zero, self: num(eps), other: num(0) }) }));
  }
  return op('linalg_lu_solve', { LU: factors, pivots: pivots!, B: scaledIdentity(g, a.shape.at(-1)!), left: true,
    adjoint: !contiguous });
}

/**
 * linalg_det_backward: d det / dA = det * A^{-T}. Without create_graph, (grad * det) I solved with the LU factors,
 * a singular U nudged off zero; with it, A^T X = (grad * det) I, or where det is 0 the SVD, A = U S V^T:
 * det = det(U) det(V^T) prod(S), each S_i's share being the product of the others.
 */
DERIVATIVES['linalg_det'] = {
  name: 'LinalgDetBackward0', saves: ['A', 'result'],
  grads: ({ grad, args, result }) => {
    const a = arg(args, 'A');
    if (!gradMode.enabled) return { A: solveWithFactors(a, mul(grad, result), true) };
    if (!result.values().some((d) => d === 0)) return { A: solve(mT(a), scaledIdentity(mul(grad, result), a.shape.at(-1)!), true) };
    const [u, s, vh] = ops('_linalg_svd', { A: a, full_matrices: false, compute_uv: true });
    const k = s!.shape.at(-1)!;
    const others = op('where', { condition: op('eq', { self: eye(k, s!), other: num(1) }), self: num(1), other: unsqueeze(s!, -2) });
    const alpha = mul(op('linalg_det', { A: u! }), op('linalg_det', { A: vh! }));
    const d = mul(unsqueeze(mul(alpha, grad), -1), op('prod', { self: others, dim: -1 }));
    return { A: mm(mul(u!, unsqueeze(d, -2)), vh!) };
  },
};

DERIVATIVES['linalg_slogdet'] = {
  name: 'LinalgSlogdetBackward0', saves: ['A'],
  grads: ({ grads, args }) => {
    const a = arg(args, 'A'), g = grads[1]!;
    return { A: gradMode.enabled ? solve(mT(a), scaledIdentity(g, a.shape.at(-1)!), true) : solveWithFactors(a, g, false) };
  },
};

DERIVATIVES['linalg_inv_ex'] = {
  name: 'LinalgInvExBackward0',
  grads: ({ grad, result }) => {
    const invT = mT(result);
    return { A: neg(mm(invT, mm(grad, invT))) };
  },
};

/** linalg_solve_backward: gB = A^{-H} gX (left) or gX A^{-H} (right); gA = -gB X^H or -X^H gB. */
DERIVATIVES['linalg_solve_ex'] = {
  name: 'LinalgSolveExBackward0', saves: ['A', 'result'],
  grads: ({ grad, args, result }) => {
    const left = args['left'] as boolean;
    const gB = once(() => solve(mT(arg(args, 'A')), grad, left));
    return { A: () => neg(left ? mm(gB(), mT(result)) : mm(mT(result), gB())), B: gB };
  },
};

DERIVATIVES['linalg_solve_triangular'] = {
  name: 'LinalgSolveTriangularBackward0', saves: ['A', 'result'],
  grads: ({ grad, args, result }) => {
    const upper = args['upper'] as boolean, left = args['left'] as boolean, unit = args['unitriangular'] as boolean;
    const gB = once(() => solveTriangular(mT(arg(args, 'A')), grad, !upper, left, unit));
    const gA = () => neg(left ? mm(gB(), mT(result)) : mm(mT(result), gB()));
    return { A: () => (upper ? triu(gA(), unit ? 1 : 0) : tril(gA(), unit ? -1 : 0)), B: gB };
  },
};

/** cholesky_backward: gA = L^{-H} Φ(L^H gL) L^{-1}, Φ taking the lower triangle with the diagonal halved, symmetrised. */
DERIVATIVES['linalg_cholesky_ex'] = {
  name: 'LinalgCholeskyExBackward0', saves: ['result'],
  grads: ({ grad, args, result }) => {
    const upper = args['upper'] as boolean;
    const l = upper ? mT(result) : result, gL = upper ? mT(grad) : grad;
    let gA = tril(mm(mT(l), gL));
    gA = scale(add(gA, mT(tril(gA, -1))), 0.5);
    gA = solveTriangular(mT(l), gA, true, true);
    return { A: solveTriangular(l, gA, false, false) };
  },
};

/**
 * linalg_qr_backward for A = QR with m >= rows: gA = [gQ + Q syminvadj(triu(gR R^H - Q^H gQ))] R^{-H}. A wide
 * A = [X | Y] is X = Q R_1 and R_2 = Q^T Y: Y's share is Q gR_2, and X's that of a square QR whose Q also carries
 * Y gR_2^T.
 */
function qrBackward(gQ: T, gR: T, q: T, r: T): T {
  const [m, n] = r.shape.slice(-2) as [number, number];
  if (m < n) {
    const x = r.shape.length, gR1 = narrow(gR, x - 1, m), gR2 = op('narrow', { self: gR, dim: x - 1, start: m, length: n - m });
    const r2 = op('narrow', { self: r, dim: x - 1, start: m, length: n - m });
    const y = mm(q, r2);
    const gX = qrBackward(add(gQ, mm(y, mT(gR2))), gR1, q, narrow(r, x - 1, m));
    return op('cat', { tensors: [gX, mm(q, gR2)], dim: -1 });
  }
  let gA = sub(mm(gR, mT(r)), mm(mT(q), gQ));
  gA = triu(gA);
  gA = add(gA, mT(gA));
  gA = sub(gA, scale(diagEmbed(diagonalOf(gA)), 0.5));
  gA = add(mm(q, gA), gQ);
  return solveTriangular(mT(r), gA, false, false);
}

DERIVATIVES['linalg_qr'] = {
  name: 'LinalgQrBackward0', saves: ['A'],
  grads: ({ grads, args, results }) => {
    const mode = args['mode'] as string;
    const [q, r] = results as [T, T];
    if (mode === 'r') {
      throw runtimeError("The derivative of linalg.qr depends on Q, which is not computed when mode='r'. Please use " +
        "linalg.qr(A, mode='reduced') if you are going to differentiate through linalg.qr.");
    }
    if (mode === 'complete' && q.shape.at(-2)! > r.shape.at(-1)!) {
      throw runtimeError("The QR decomposition is not differentiable when mode='complete' and nrows > ncols.");
    }
    return { A: qrBackward(grads[0]!, grads[1]!, q, r) };
  },
};

/** geqrf's outputs take part in the graph, but PyTorch has no derivative for them. */
DERIVATIVES['geqrf'] = {
  name: 'GeqrfBackward0',
  grads: () => { throw notImplemented('geqrf'); },
};

const slice = (a: T, dim: number, start: number, length: number) => op('narrow', { self: a, dim, start, length });
const cat = (tensors: T[], dim: number) => op('cat', { tensors, dim });

/**
 * householder_product: Q = H_1 ... H_k E, E the identity's first n columns and H_i = I - tau_i v_i v_i^T, v_i input's
 * column i below the diagonal and 1 on it. With G_i = (H_1 ... H_{i-1})^T gQ (H_{i+1} ... H_k E)^T the gradient as
 * to H_i, tau_i's is -v_i^T G_i v_i and v_i's -tau_i (G_i + G_i^T) v_i, of which input takes what lies below the
 * diagonal (the rest of input is not read).
 */
function householderProductBackward(grad: T, input: T, tau: T): { input: T; tau: T } {
  const d = input.ndim, [m, n] = input.shape.slice(-2) as [number, number], k = tau.shape.at(-1)!;
  const id = eye(m, input);
  const v = add(tril(input, -1), slice(id, 1, 0, n));
  const vs = Array.from({ length: k }, (_, i) => slice(v, d - 1, i, 1));
  const taus = Array.from({ length: k }, (_, i) => unsqueeze(slice(tau, d - 2, i, 1), -1));
  const hs = vs.map((vi, i) => sub(id, mul(taus[i]!, mm(vi, mT(vi)))));
  const prefixes = [id];
  for (let i = 0; i < k - 1; i++) prefixes.push(mm(prefixes[i]!, hs[i]!));
  const suffixes: T[] = [slice(id, 1, 0, n)];
  for (let i = k - 1; i > 0; i--) suffixes.unshift(mm(hs[i]!, suffixes[0]!));
  const gTau: T[] = [], gV: T[] = [];
  vs.forEach((vi, i) => {
    const g = mm(mT(prefixes[i]!), mm(grad, mT(suffixes[i]!)));
    gTau.push(op('squeeze', { self: neg(mm(mT(vi), mm(g, vi))), dim: [-1] }));
    gV.push(neg(mul(taus[i]!, mm(add(g, mT(g)), vi))));
  });
  if (k < n) gV.push(op('zeros_like', { self: slice(input, d - 1, k, n - k) }));
  return { input: tril(cat(gV, -1), -1), tau: cat(gTau, -1) };
}

DERIVATIVES['linalg_householder_product'] = {
  name: 'LinalgHouseholderProductBackward0', saves: ['input', 'tau'],
  grads: ({ grad, args }) => {
    const input = arg(args, 'input'), tau = arg(args, 'tau');
    if (tau.shape.at(-1) === 0) return { input: () => op('zeros_like', { self: input }), tau: () => op('zeros_like', { self: tau }) };
    // both gradients come out of one sweep over the reflectors
    const both = once(() => householderProductBackward(grad, input, tau));
    return { input: () => both().input, tau: () => both().tau };
  },
};

/** linalg_matrix_exp_differential: exp([[A^T, G], [0, A^T]]) holds the gradient as its upper right block. */
DERIVATIVES['linalg_matrix_exp'] = {
  name: 'LinalgMatrixExpBackward0', saves: ['self'],
  grads: ({ grad, args }) => {
    const aT = mT(arg(args, 'self')), d = aT.ndim, n = aT.shape.at(-1)!;
    const block = cat([cat([aT, grad], -1), cat([op('zeros_like', { self: aT }), aT], -1)], -2);
    const e = op('linalg_matrix_exp', { self: block });
    return { self: slice(slice(e, d - 2, 0, n), d - 1, n, n) };
  },
};

/** linalg_eig_backward for Hermitian A: gA = V (gL on the diagonal, skew(V^H gV) / E off it) V^H, E_ij = L_j - L_i. */
DERIVATIVES['linalg_eigh'] = {
  name: 'LinalgEighBackward0',
  grads: ({ grads, results }) => {
    const [gL, gV] = grads as [T, T];
    const [l, v] = results as [T, T];
    if (isZero(gV)) return { A: mm(v, mm(diagEmbed(gL), mT(v))) };
    const vhgv = mm(mT(v), gV);
    const skew = scale(sub(vhgv, mT(vhgv)), 0.5);
    const e = add(sub(unsqueeze(l, -2), unsqueeze(l, -1)), eye(l.shape.at(-1)!, l));
    let gA = div(skew, e);
    gA = add(sub(gA, diagEmbed(diagonalOf(gA))), diagEmbed(gL));
    return { A: mm(v, mm(gA, mT(v))) };
  },
};

/** svd_backward (real), on the thin factors (full_matrices narrows U and Vh to min(m, n) first). */
function svdBackward(gU: T | null, gS: T, gVh: T | null, u: T, s: T, vh: T): T {
  const [m, n] = [u.shape.at(-2)!, vh.shape.at(-1)!];
  if (!gU && !gVh) return m >= n ? mm(u, mul(unsqueeze(gS, -1), vh)) : mm(mul(u, unsqueeze(gS, -2)), vh);
  const v = mT(vh), gV = gVh && mT(gVh);
  const skew = (x: T) => sub(x, mT(x));
  const s2 = mul(s, s);
  const e = add(sub(unsqueeze(s2, -2), unsqueeze(s2, -1)), eye(s.shape.at(-1)!, s));
  const uhgu = gU && skew(mm(mT(u), gU)), vhgv = gV && skew(mm(mT(v), gV));
  let gA: T;
  if (uhgu && vhgv) gA = div(add(mul(uhgu, unsqueeze(s, -2)), mul(unsqueeze(s, -1), vhgv)), e);
  else if (uhgu) gA = mul(div(uhgu, e), unsqueeze(s, -2));
  else gA = mul(unsqueeze(s, -1), div(vhgv!, e));
  gA = add(gA, diagEmbed(gS));
  if (m > n && gU) {
    gA = mm(u, gA);
    const gUSinv = div(gU, unsqueeze(s, -2));
    gA = sub(add(gA, gUSinv), mm(u, mm(mT(u), gUSinv)));
    return mm(gA, vh);
  }
  if (m < n && gV) {
    gA = mm(gA, vh);
    const sinvgVh = div(mT(gV), unsqueeze(s, -1));
    gA = sub(add(gA, sinvgVh), mm(mm(sinvgVh, v), vh));
    return mm(u, gA);
  }
  return mm(u, mm(gA, vh));
}

DERIVATIVES['_linalg_svd'] = {
  name: 'LinalgSvdBackward0',
  // the Python layer asks for U and V whenever A requires grad (as linalg_svdvals does)
  grads: ({ grads, args, results }) => {
    const k = results[1]!.shape.at(-1)!;
    const full = args['full_matrices'] as boolean;
    const thinU = (x: T) => (full ? narrow(x, x.ndim - 1, k) : x), thinVh = (x: T) => (full ? narrow(x, x.ndim - 2, k) : x);
    const [gU, gS, gVh] = grads as [T, T, T];
    const [u, s, vh] = results as [T, T, T];
    return {
      A: svdBackward(isZero(gU) ? null : thinU(gU), gS, isZero(gVh) ? null : thinVh(gVh), thinU(u), s, thinVh(vh)),
    };
  },
};

const tail = (a: T, dim: number, start: number) =>
  op('narrow', { self: a, dim, start, length: a.shape.at(dim)! - start });

/**
 * linalg_lu_backward: for square A, gA = P L^{-H} [L^H gL o 1_L + gU U^H o 1_U] U^{-H}. A wide A = [A1 | A2] (U =
 * [U1 | U2]) or a tall one (L = [L1; L2]) adds the share of the part beyond the square, as FunctionsManual does.
 */
function luBackward(gL: T, gU: T, P: T, L: T, U: T, pivot: boolean): T {
  const m = L.shape.at(-2)!, n = U.shape.at(-1)!, k = Math.min(m, n);
  const x = L.ndim;
  let gA: T;
  if (m === n) {
    gA = add(tril(mm(mT(L), gL), -1), triu(mm(gU, mT(U))));
    gA = solveTriangular(mT(L), solveTriangular(mT(U), gA, false, false), true, true, true);
  } else if (m < n) {
    gA = sub(mm(mT(L), gL), mm(triu(gU), mT(U)));
    gA = solveTriangular(mT(narrow(U, x - 1, k)), tril(gA, -1), false, false);
    gA = op('cat', { tensors: [add(gA, triu(narrow(gU, x - 1, k))), tail(gU, x - 1, k)], dim: -1 });
    gA = solveTriangular(mT(L), gA, true, true, true);
  } else {
    gA = sub(mm(gU, mT(U)), mm(mT(L), tril(gL, -1)));
    gA = solveTriangular(mT(narrow(L, x - 2, k)), triu(gA), true, true, true);
    gA = op('cat', { tensors: [add(gA, tril(narrow(gL, x - 2, k), -1)), tail(gL, x - 2, k)], dim: -2 });
    gA = solveTriangular(mT(U), gA, false, false);
  }
  return pivot ? mm(P, gA) : gA;
}

DERIVATIVES['linalg_lu_factor_ex'] = {
  name: 'LinalgLuFactorExBackward0', saves: ['result'], outputs: [true, false, false],
  grads: ({ grad, args, results }) => {
    const [lu, pivots] = results as [T, T];
    const { P, L, U } = luUnpack(lu, pivots);
    const k = Math.min(...lu.shape.slice(-2)), x = lu.ndim;
    return { A: luBackward(narrow(grad, x - 1, k), narrow(grad, x - 2, k), P, L, U, args['pivot'] as boolean) };
  },
};

DERIVATIVES['linalg_lu'] = {
  name: 'LinalgLuBackward0', outputs: [false, true, true],
  grads: ({ grads, args, results }) => {
    const [P, L, U] = results as [T, T, T];
    return { A: luBackward(grads[1]!, grads[2]!, P, L, U, args['pivot'] as boolean) };
  },
};

/**
 * linalg_lu_solve_LU: with gR = U^{-H} (-gX X^H) (a left solve; a right one takes the adjoints), gLU = (L^{-H} gR
 * U^H).tril(-1) + gR.triu(); with the adjoint solve, gR = -P^T X gX^H P L^{-H}, gLU = gR.tril(-1) + (L^H gR
 * U^{-H}).triu(). B's gradient is the solve with the other adjointness.
 */
DERIVATIVES['linalg_lu_solve'] = {
  name: 'LinalgLuSolveBackward0', saves: ['LU', 'pivots', 'result'],
  grads: ({ grad, args, result }) => {
    const lu = arg(args, 'LU'), pivots = arg(args, 'pivots');
    const left = args['left'] as boolean, adjoint = args['adjoint'] as boolean;
    const gLU = () => {
      const { P, L, U } = luUnpack(lu, pivots);
      if (left !== adjoint) {
        const gR = solveTriangular(mT(U), neg(left ? mm(grad, mT(result)) : mm(mT(grad), result)), false, true);
        return add(tril(solveTriangular(mT(L), mm(gR, mT(U)), true, true, true), -1), triu(gR));
      }
      let gR = neg(mm(mm(mm(mT(P), left ? result : mT(result)), left ? mT(grad) : grad), P));
      gR = solveTriangular(mT(L), gR, true, false, true);
      return add(tril(gR, -1), triu(solveTriangular(mT(U), mm(mT(L), gR), false, false)));
    };
    return { LU: gLU, B: () => op('linalg_lu_solve', { LU: lu, pivots, B: grad, left, adjoint: !adjoint }) };
  },
};

/** Fills the linalg ops' derivative slots. */
export function installLinalgDerivatives(): void {
  for (const [name, d] of Object.entries(DERIVATIVES)) getOp(name).derivative = d;
}
