/**
 * glibc's double lgamma (__ieee754_lgamma_r, fdlibm's e_lgamma_r.c), what PyTorch's scalar code gets from
 * std::lgamma (igamma's and the samplers'); torch.lgamma's kernel runs SLEEF's lgamma instead, which this stands in
 * for until that is ported (they agree on about two thirds of doubles). Rational approximations on [0, 2), a shifted one with log of the shift's product
 * up to 8, Stirling's series beyond; negative arguments by reflection through sin(pi x). glibc computes
 * -28 < x < -2 by a separate routine near lgamma's zeros (lgamma_neg.c), not ported: reflection serves there.
 */
import { logCorrect as log } from './correctly-rounded.ts';

const A = [7.72156649015328655494e-02, 3.22467033424113591611e-01, 6.73523010531292681824e-02,
  2.05808084325167332806e-02, 7.38555086081402883957e-03, 2.89051383673415629091e-03, 1.19270763183362067845e-03,
  5.10069792153511336608e-04, 2.20862790713908385557e-04, 1.08011567247583939954e-04, 2.52144565451257326939e-05,
  4.48640949618915160150e-05];
const TC = 1.46163214496836224576e+00, TF = -1.21486290535849611461e-01, TT = -3.63867699703950536541e-18;
const T = [4.83836122723810047042e-01, -1.47587722994593911752e-01, 6.46249402391333854778e-02,
  -3.27885410759859649565e-02, 1.79706750811820387126e-02, -1.03142241298341437450e-02, 6.10053870246291332635e-03,
  -3.68452016781138256760e-03, 2.25964780900612472250e-03, -1.40346469989232843813e-03, 8.81081882437654011382e-04,
  -5.38595305356740546715e-04, 3.15632070903625950361e-04, -3.12754168375120860518e-04, 3.35529192635519073543e-04];
const U = [-7.72156649015328655494e-02, 6.32827064025093366517e-01, 1.45492250137234768737e+00,
  9.77717527963372745603e-01, 2.28963728064692451092e-01, 1.33810918536787660377e-02];
const V = [1, 2.45597793713041134822e+00, 2.12848976379893395361e+00, 7.69285150456672783825e-01,
  1.04222645593369134254e-01, 3.21709242282423911810e-03];
const S = [-7.72156649015328655494e-02, 2.14982415960608852501e-01, 3.25778796408930981787e-01,
  1.46350472652464452805e-01, 2.66422703033638609560e-02, 1.84028451407337715652e-03, 3.19475326584100867617e-05];
const R = [1, 1.39200533467621045958e+00, 7.21935547567138069525e-01, 1.71933865632803078993e-01,
  1.86459191715652901344e-02, 7.77942496381893596434e-04, 7.32668430744625636189e-06];
const W = [4.18938533204672725052e-01, 8.33333333333329678849e-02, -2.77777777728775536470e-03,
  7.93650558643019558500e-04, -5.95187557450339963135e-04, 8.36339918996282139126e-04, -1.63092934096575273989e-03];

/** c[0] + y (c[1] + y (...)): Horner's rule from the highest coefficient, as the C source nests it. */
function horner(c: readonly number[], y: number): number {
  let p = c[c.length - 1]!;
  for (let i = c.length - 2; i >= 0; i--) p = c[i]! + y * p;
  return p;
}
/** The coefficients at even (`from` 0) or odd (1) places, every `by`th from `from`. */
const every = (c: readonly number[], from: number, by: number) => c.filter((_, i) => i % by === from);
const A_EVEN = every(A, 0, 2), A_ODD = every(A, 1, 2);
const T_PARTS = [every(T, 0, 3), every(T, 1, 3), every(T, 2, 3)] as const;

/** -sin(pi x) for negative x, reduced modulo 2 so that the argument of sin or cos stays within a quarter turn. */
function sinPi(x: number): number {
  if (Math.abs(x) < 0.25) return Math.sin(Math.PI * x);
  let y = -x;
  let n: number;
  if (Math.floor(y) !== y) {
    y *= 0.5;
    y = 2 * (y - Math.floor(y));
    n = Math.trunc(y * 4);
  } else {
    // an integer: sin is 0, its sign from the parity
    y = y >= 2 ** 53 ? 0 : y % 2;
    n = y * 4;
  }
  switch (n) {
    case 0: y = Math.sin(Math.PI * y); break;
    case 1: case 2: y = Math.cos(Math.PI * (0.5 - y)); break;
    case 3: case 4: y = Math.sin(Math.PI * (1 - y)); break;
    case 5: case 6: y = -Math.cos(Math.PI * (y - 1.5)); break;
    default: y = Math.sin(Math.PI * (y - 2)); break;
  }
  return -y;
}

const words = new DataView(new ArrayBuffer(8));
/** The high 32 bits of x's encoding, which the C source compares against its interval bounds. */
function high(x: number): number {
  words.setFloat64(0, x);
  return words.getUint32(0);
}

/** lgamma on [0, 2) about its nearest anchor: 1 and 2 (the zeros), or tc, where lgamma is least. */
function nearOneOrTwo(x: number): number {
  const ix = high(x);
  let r: number, y: number, i: number;
  if (ix <= 0x3feccccc) {
    // lgamma(x) = lgamma(x + 1) - log(x)
    r = -log(x);
    if (ix >= 0x3fe76944) { y = 1 - x; i = 0; } else if (ix >= 0x3fcda661) { y = x - (TC - 1); i = 1; } else { y = x; i = 2; }
  } else {
    r = 0;
    if (ix >= 0x3ffbb4c3) { y = 2 - x; i = 0; } else if (ix >= 0x3ff3b4c4) { y = x - TC; i = 1; } else { y = x - 1; i = 2; }
  }
  if (i === 0) {
    const z = y * y;
    const p = y * horner(A_EVEN, z) + z * horner(A_ODD, z);
    return r + (p - 0.5 * y);
  }
  if (i === 1) {
    const z = y * y, w = z * y;
    const [p1, p2, p3] = T_PARTS.map((c) => horner(c, w)) as [number, number, number];
    return r + (TF + (z * p1 - (TT - w * (p2 + y * p3))));
  }
  return r + (-0.5 * y + (y * horner(U, y)) / horner(V, y));
}

function positive(x: number): number {
  if (x === 1 || x === 2) return 0;
  if (x < 2) return nearOneOrTwo(x);
  if (x < 8) {
    const i = Math.trunc(x), y = x - i;
    let r = 0.5 * y + (y * horner(S, y)) / horner(R, y);
    // lgamma(1 + s) = log(s) + lgamma(s)
    if (i >= 3) {
      let z = 1;
      for (let k = i - 1; k >= 2; k--) z *= y + k;
      r += log(z);
    }
    return r;
  }
  if (x < 2 ** 58) {
    const t = log(x), z = 1 / x, y = z * z;
    return (x - 0.5) * (t - 1) + (W[0]! + z * horner(W.slice(1), y));
  }
  return x * (log(x) - 1);
}

export function lgamma(x: number): number {
  if (!Number.isFinite(x)) return x * x;
  if (x === 0) return Infinity;
  if (Math.abs(x) < 2 ** -70) return -log(Math.abs(x));
  if (x >= 0) return positive(x);
  if (x <= -(2 ** 52)) return Infinity;
  const t = sinPi(x);
  if (t === 0) return Infinity;
  return log(Math.PI / Math.abs(t * x)) - positive(-x);
}
