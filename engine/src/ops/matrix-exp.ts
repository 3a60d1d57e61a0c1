/**
 * at::native::mexp, the matrix exponential PyTorch computes: Bader, Blanes and Casas' optimised Taylor polynomials of
 * degree 1, 2, 4, 8, 12 or 18, the lowest whose bound theta the matrix's 1-norm is within; past the degree-12 bound
 * the degree-18 polynomial of A / 2^s, squared s times. Everything runs in the input's dtype, as PyTorch's does:
 * products through bmm (mm for the squarings), linear combinations as _compute_linear_combination's kernel forms
 * them, one fused multiply-add per term in order (the compiler contracts its `out += in * coeff`).
 */
import { DTYPES } from '../dtype.ts';
import { fma32, fma64 } from '../numerics/fma.ts';
import { numel } from '../shape.ts';
import { fromValues, Tensor } from '../tensor.ts';
import { run } from './registry.ts';

type Values = Float64Array<ArrayBufferLike>;

/** The arithmetic of mexp_impl<scalar_t>: the type's rounding, its fused multiply-add and its degrees' bounds. */
interface Arithmetic {
  readonly round: (x: number) => number;
  readonly fma: (a: number, b: number, c: number) => number;
  readonly thetas: readonly number[];
}

const SINGLE: Arithmetic = {
  round: Math.fround, fma: fma32,
  thetas: [1.192092800768788e-07, 5.978858893805233e-04, 5.116619363445086e-02, 5.800524627688768e-01,
    1.461661507209034e+00, 3.010066362817634e+00].map(Math.fround),
};
const DOUBLE: Arithmetic = {
  round: (x) => x, fma: fma64,
  thetas: [2.220446049250313e-16, 2.580956802971767e-08, 3.397168839976962e-04, 4.991228871115323e-02,
    2.996158913811580e-01, 1.090863719290036e+00],
};

// compute_T12's and compute_T18's coefficients of {I, A, A^2, A^3(, A^6)} for each intermediate matrix
const T12 = [
  [9.0198e-16, 0.46932117595418237389, -0.20099424927047284052, -0.04623946134063071740],
  [5.31597895759871264183, 1.19926790417132231573, 0.01179296240992997031, 0.01108844528519167989],
  [0.18188869982170434744, 0.05502798439925399070, 0.09351590770535414968, 0.00610700528898058230],
  [-2.0861320e-13, -0.13181061013830184015, -0.02027855540589259079, -0.00675951846863086359],
];
const T18 = [
  [0, -1.00365581030144618291e-01, -8.02924648241156932449e-03, -8.92138498045729985177e-04, 0],
  [0, 3.97849749499645077844e-01, 1.36783778460411720168e+00, 4.98289622525382669416e-01,
    -6.37898194594723280150e-04],
  [-1.09676396052962061844e+01, 1.68015813878906206114e+00, 5.71779846478865511061e-02,
    -6.98210122488052056106e-03, 3.34975017086070470649e-05],
  [-9.04316832390810593223e-02, -6.76404519071381882256e-02, 6.75961301770459654925e-02,
    2.95552570429315521194e-02, -1.39180257516060693404e-05],
  [0, 0, -9.23364619367118555360e-02, -1.69364939002081722752e-02, -1.40086798182036094347e-05],
];

/** One square matrix's polynomials, in one dtype's arithmetic, its products run as the op `product` names. */
class Exponential {
  private readonly n: number;
  private readonly dtype: Tensor['dtype'];
  private readonly ar: Arithmetic;

  constructor(n: number, dtype: Tensor['dtype'], ar: Arithmetic) {
    this.n = n;
    this.dtype = dtype;
    this.ar = ar;
  }

  private times(x: Values, y: Values, product: 'bmm' | 'mm'): Values {
    const shape = product === 'bmm' ? [1, this.n, this.n] : [this.n, this.n];
    const out = run(product, { self: fromValues(x, shape, this.dtype), mat2: fromValues(y, shape, this.dtype) });
    return Float64Array.from((out as Tensor).values() as ArrayLike<number>);
  }

  private mul = (x: Values, y: Values) => this.times(x, y, 'bmm');
  private add = (x: Values, y: Values) => x.map((v, i) => this.ar.round(v + y[i]!));

  /** _compute_linear_combination: from zero, out = fma(in_j, c_j, out) for each term in turn. */
  private combine(ms: readonly Values[], coefficients: readonly number[]): Values {
    const out = new Float64Array(this.n * this.n);
    ms.forEach((m, j) => {
      const c = this.ar.round(coefficients[j]!);
      for (let i = 0; i < out.length; i++) out[i] = this.ar.fma(m[i]!, c, out[i]!);
    });
    return out;
  }

  /** _fill_matrix_powers: the first `count` of I, A, A^2, A^3, A^6. */
  private powers(a: Values, count: number): Values[] {
    const id = new Float64Array(this.n * this.n);
    for (let i = 0; i < this.n; i++) id[i * this.n + i] = 1;
    const ps = [id, a];
    if (count > 2) ps.push(this.mul(a, a));
    if (count > 3) ps.push(this.mul(a, ps[2]!));
    if (count > 4) ps.push(this.mul(ps[3]!, ps[3]!));
    return ps;
  }

  /** compute_T1 .. compute_T12, in theta order. */
  readonly taylor: readonly ((a: Values) => Values)[] = [
    (a) => this.add(this.powers(a, 2)[0]!, a),
    (a) => {
      const [id, , a2] = this.powers(a, 3) as [Values, Values, Values];
      return this.add(this.add(id, a), a2.map((v) => this.ar.round(v / 2)));
    },
    (a) => {
      const ps = this.powers(a, 3);
      const a3 = this.mul(ps[2]!, this.combine(ps, [1 / 2, 1 / 6, 1 / 24]));
      return this.combine([...ps, a3], [1, 1, 0, 1]);
    },
    (a) => this.taylor8(a),
    (a) => {
      const [b0, b1, b2, b3] = this.polynomials(this.powers(a, 4), T12);
      const b2a6 = this.add(b2!, this.mul(b3!, b3!));
      return this.add(b0!, this.mul(this.add(b1!, b2a6), b2a6));
    },
  ];

  private taylor8(a: Values): Values {
    const r = this.ar.round, sqrt177 = r(0.1330413469565007072504e+2), x3 = r(2 / 3);
    const x1 = x3 * ((1 + sqrt177) / 88), x2 = x3 * ((1 + sqrt177) / 352);
    const x4 = (-271 + 29 * sqrt177) / (315 * x3), x5 = (-11 + 11 * sqrt177) / (1260 * x3);
    const x6 = (-99 + 11 * sqrt177) / (5040 * x3), x7 = (89 - sqrt177) / (5040 * x3);
    const y2 = (857 - 58 * sqrt177) / 630;
    const [id, , a2] = this.powers(a, 3) as [Values, Values, Values];
    const a4 = this.mul(a2, this.combine([a, a2], [x1, x2]));
    const a8 = this.mul(this.combine([a2, a4], [x3, 1]), this.combine([id, a, a2, a4], [x4, x5, x6, x7]));
    return this.combine([id, a, a2, a4, a8], [1, 1, y2, 0, 1]);
  }

  private polynomials(ps: readonly Values[], coefficients: readonly (readonly number[])[]): Values[] {
    return coefficients.slice(0, ps.length).map((row) => this.combine(ps, row.slice(0, ps.length)));
  }

  /** compute_T18_scale_square: s = max(0, ceil(log2(norm / theta))), then T18(A / 2^s) squared s times by mm. */
  scaleSquare(a: Values, norm: number): Values {
    const r = this.ar.round;
    const s = Math.max(0, Math.ceil(r(Math.log2(r(norm / this.ar.thetas[5]!)))));
    if (!Number.isFinite(s)) return a.map(() => NaN);
    const [b0, b1, b2, b3, b4] = this.polynomials(this.powers(a.map((v) => r(v / 2 ** s)), 5), T18);
    const a9 = this.add(b3!, this.mul(b0!, b4!));
    let e: Values = this.add(b1!, this.mul(this.add(b2!, a9), a9));
    for (let p = 0; p < s; p++) e = this.times(e, e, 'mm');
    return e;
  }
}

/** mexp on a batch of square matrices of at least 2 rows: each matrix's degree chosen from its 1-norm. */
export function matrixExp(a: Tensor): Tensor {
  const n = a.shape.at(-1)!, size = n * n, count = numel(a.shape) / size;
  const ar = a.dtype === DTYPES.float32 ? SINGLE : DOUBLE, thetas = ar.thetas;
  // operator_1_norm: the largest column sum of |A|, the sums taken in PyTorch's reduction order
  const sums = (run('sum', { self: run('abs', { self: a }) as Tensor, dim: [-2] }) as Tensor).values() as ArrayLike<number>;
  const values = Float64Array.from(a.values() as ArrayLike<number>), out = new Float64Array(values.length);
  const exp = new Exponential(n, a.dtype, ar);
  for (let b = 0; b < count; b++) {
    let norm = -Infinity;
    for (let j = 0; j < n; j++) norm = Number.isNaN(sums[b * n + j]!) ? NaN : Math.max(norm, sums[b * n + j]!);
    const m = values.subarray(b * size, (b + 1) * size);
    const degree = thetas.findIndex((t, i) => (i === 0 ? -1 : thetas[i - 1]!) < norm && norm <= t);
    const e = norm >= thetas[4]! ? exp.scaleSquare(m, norm)
      : degree >= 0 ? exp.taylor[degree]!(m) : m.map(() => NaN);
    out.set(e, b * size);
  }
  return fromValues(out, a.shape, a.dtype);
}
