/**
 * glibc's double erf (sysdeps/ieee754/dbl-64/s_erf.c before 2.40, fdlibm's rational approximations evaluated in
 * split form, no fused multiply-adds), what std::erf(double) gives PyTorch's scalar code: not correctly rounded, and
 * erfinv's Newton steps see its last bits.
 */
import { expCorrect } from './correctly-rounded.ts';

const ERX = 8.45062911510467529297e-01, EFX = 1.28379167095512586316e-01;
const PP = [1.28379167095512558561e-01, -3.25042107247001499370e-01, -2.84817495755985104766e-02,
  -5.77027029648944159157e-03, -2.37630166566501626084e-05];
const QQ = [0, 3.97917223959155352819e-01, 6.50222499887672944485e-02, 5.08130628187576562776e-03,
  1.32494738004321644526e-04, -3.96022827877536812320e-06];
const PA = [-2.36211856075265944077e-03, 4.14856118683748331666e-01, -3.72207876035701323847e-01,
  3.18346619901161753674e-01, -1.10894694282396677476e-01, 3.54783043256182359371e-02, -2.16637559486879084300e-03];
const QA = [0, 1.06420880400844228286e-01, 5.40397917702171048937e-01, 7.18286544141962662868e-02,
  1.26171219808761642112e-01, 1.36370839120290507362e-02, 1.19844998467991074170e-02];
const RA = [-9.86494403484714822705e-03, -6.93858572707181764372e-01, -1.05586262253232909814e+01,
  -6.23753324503260060396e+01, -1.62396669462573470355e+02, -1.84605092906711035994e+02,
  -8.12874355063065934246e+01, -9.81432934416914548592e+00];
const SA = [0, 1.96512716674392571292e+01, 1.37657754143519042600e+02, 4.34565877475229228821e+02,
  6.45387271733267880336e+02, 4.29008140027567833386e+02, 1.08635005541779435134e+02, 6.57024977031928170135e+00,
  -6.04244152148580987438e-02];
const RB = [-9.86494292470009928597e-03, -7.99283237680523006574e-01, -1.77579549177547519889e+01,
  -1.60636384855821916062e+02, -6.37566443368389627722e+02, -1.02509513161107724954e+03,
  -4.83519191608651397019e+02];
const SB = [0, 3.03380607434824582924e+01, 3.25792512996573918826e+02, 1.53672958608443695994e+03,
  3.19985821950859553908e+03, 2.55305040643316442583e+03, 4.74528541206955367215e+02, -2.24409524465858183362e+01];

const word = new Float64Array(1);
const halves = new Int32Array(word.buffer);
/** The high 32 bits of x's representation with the sign cleared. */
function highWord(x: number): number {
  word[0] = x;
  return halves[1]! & 0x7fffffff;
}
/** x with the low 32 bits of its representation cleared (SET_LOW_WORD(x, 0)). */
function truncated(x: number): number {
  word[0] = x;
  halves[0] = 0;
  return word[0]!;
}

/** The pairs c[i] + s c[i + 1] of a split evaluation, from i = `from` on. */
const pair = (c: readonly number[], i: number, s: number) => c[i]! + s * c[i + 1]!;

/** glibc's erf(x). */
export function erf(x: number): number {
  if (Number.isNaN(x)) return x;
  if (!Number.isFinite(x)) return x > 0 ? 1 : -1;
  const ix = highWord(x);
  if (ix < 0x3feb0000) {
    // |x| < 0.84375: x + x r(x^2) / s(x^2)
    if (ix < 0x3e300000) return ix < 0x00800000 ? 0.0625 * (16 * x + (16 * EFX) * x) : x + EFX * x;
    const z = x * x, z2 = z * z, z4 = z2 * z2;
    const r = pair(PP, 0, z) + z2 * pair(PP, 2, z) + z4 * PP[4]!;
    const s = (1 + z * QQ[1]!) + z2 * pair(QQ, 2, z) + z4 * pair(QQ, 4, z);
    return x + x * (r / s);
  }
  if (ix < 0x3ff40000) {
    // 0.84375 <= |x| < 1.25: erx + P(s) / Q(s) with s = |x| - 1
    const s = Math.abs(x) - 1, s2 = s * s, s4 = s2 * s2, s6 = s4 * s2;
    const p = pair(PA, 0, s) + s2 * pair(PA, 2, s) + s4 * pair(PA, 4, s) + s6 * PA[6]!;
    const q = (1 + s * QA[1]!) + s2 * pair(QA, 2, s) + s4 * pair(QA, 4, s) + s6 * QA[6]!;
    return x >= 0 ? ERX + p / q : -ERX - p / q;
  }
  if (ix >= 0x40180000) return x >= 0 ? 1 - 1e-300 : 1e-300 - 1;
  // 1.25 <= |x| < 6: 1 - exp(-x^2 - 0.5625 + R(1/x^2) / S(1/x^2)) / |x|, x^2 split so its head squares exactly
  const ax = Math.abs(x), s = 1 / (ax * ax), s2 = s * s, s4 = s2 * s2, s6 = s4 * s2;
  let R: number, S: number;
  if (ix < 0x4006db6e) {
    R = pair(RA, 0, s) + s2 * pair(RA, 2, s) + s4 * pair(RA, 4, s) + s6 * pair(RA, 6, s);
    S = (1 + s * SA[1]!) + s2 * pair(SA, 2, s) + s4 * pair(SA, 4, s) + s6 * pair(SA, 6, s) + s4 * s4 * SA[8]!;
  } else {
    R = pair(RB, 0, s) + s2 * pair(RB, 2, s) + s4 * pair(RB, 4, s) + s6 * RB[6]!;
    S = (1 + s * SB[1]!) + s2 * pair(SB, 2, s) + s4 * pair(SB, 4, s) + s6 * pair(SB, 6, s);
  }
  const z = truncated(ax);
  const r = expCorrect(-z * z - 0.5625) * expCorrect((z - ax) * (z + ax) + R / S);
  return x >= 0 ? 1 - r / ax : r / ax - 1;
}
