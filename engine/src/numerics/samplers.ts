/**
 * ATen's scalar samplers (Distributions.h, Distributions.cpp): gamma by Marsaglia and Tsang, Poisson by Hörmann's
 * transformed rejection or multiplication of uniforms, binomial by BTRS or geometric inversion, and the reparameterised
 * gradient of a standard gamma sample. Each consumes the generator's draws exactly as PyTorch's CPU kernel does, so a
 * seed gives PyTorch's samples. `r` rounds to the kernel's scalar type (Math.fround for float32) where ATen computes
 * in it rather than in its double accumulator.
 */
import { digamma } from './gamma.ts';
import { lgamma } from './glibc-lgamma.ts';

export type Round = (x: number) => number;
export const exact: Round = (x) => x;

/** The draws a sampler takes: uniform doubles in [0, 1) and standard normal doubles (Box-Muller, cached halves). */
export interface Draws {
  uniform(): number;
  normal(): number;
}

/** sample_gamma: alpha below 1 is boosted by one and the result scaled by u^(1/alpha). */
export function sampleGamma(alphaIn: number, draws: Draws, r: Round): number {
  let alpha = alphaIn;
  let scale = 1;
  if (alpha < 1) {
    if (alpha === 0) return 0;
    scale *= Math.pow(1 - draws.uniform(), r(1 / alpha));
    alpha = r(alpha + 1);
  }
  // 1.0f / 3.0f is a float constant, subtracted in the scalar type
  const d = r(alpha - Math.fround(1 / 3));
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number, y: number;
    do {
      x = draws.normal();
      y = 1 + c * x;
    } while (y <= 0);
    const v = y * y * y;
    const u = 1 - draws.uniform();
    const xx = x * x;
    if (u < 1 - Math.fround(0.0331) * xx * xx) return r(scale * d * v);
    if (Math.log(u) < 0.5 * xx + d * (1 - v + Math.log(v))) return r(scale * d * v);
  }
}

/** sample_poisson on a double rate (the kernel casts the rate up and the count back). */
export function samplePoisson(lambda: number, uniform: () => number): number {
  if (lambda >= 10) {
    const slam = Math.sqrt(lambda);
    const loglam = Math.log(lambda);
    const b = 0.931 + 2.53 * slam;
    const a = -0.059 + 0.02483 * b;
    const invalpha = 1.1239 + 1.1328 / (b - 3.4);
    const vr = 0.9277 - 3.6224 / (b - 2);
    for (;;) {
      const U = uniform() - 0.5;
      const V = uniform();
      const us = 0.5 - Math.abs(U);
      const k = Math.floor((2 * a / us + b) * U + lambda + 0.43);
      if (us >= 0.07 && V <= vr) return k;
      if (k < 0 || (us < 0.013 && V > us)) continue;
      if (Math.log(V) + Math.log(invalpha) - Math.log(a / (us * us) + b) <= -lambda + k * loglam - lgamma(k + 1)) {
        return k;
      }
    }
  }
  if (lambda === 0) return 0;
  const enlam = Math.exp(-lambda);
  let x = 0, prod = 1;
  for (;;) {
    prod *= uniform();
    if (!(prod > enlam)) return x;
    x += 1;
  }
}

const STIRLING_TAIL = [0.0810614667953272, 0.0413406959554092, 0.0276779256849983, 0.02079067210376509,
  0.0166446911898211, 0.0138761288230707, 0.0118967099458917, 0.0104112652619720, 0.00925546218271273,
  0.00833056343336287];

function stirlingApproxTail(k: number): number {
  if (k <= 9) return STIRLING_TAIL[Math.trunc(k)]!;
  const kp1sq = (k + 1) * (k + 1);
  return (1 / 12 - (1 / 360 - 1 / 1260 / kp1sq) / kp1sq) / (k + 1);
}

/** Counts geometric waiting times until they pass `count` (small count * prob). */
function binomialInversion(count: number, prob: number, uniform: () => number, r: Round): number {
  // std::log1p on the scalar type: a float's overload returns a float
  const logprob = r(Math.log1p(-prob));
  let geomSum = 0, numGeom = 0;
  for (;;) {
    geomSum += Math.ceil(Math.log(uniform()) / logprob);
    if (geomSum > count) return numGeom;
    numGeom += 1;
  }
}

/** Hörmann's BTRS: transformed rejection with squeeze (count * prob at least 10). */
function btrs(count: number, prob: number, uniform: () => number, r: Round): number {
  const stddev = r(Math.sqrt(r(r(count * prob) * r(1 - prob))));
  const b = 1.15 + 2.53 * stddev;
  const a = -0.0873 + 0.0248 * b + 0.01 * prob;
  const c = r(count * prob) + 0.5;
  const vR = 0.92 - 4.2 / b;
  const ratio = r(prob / r(1 - prob));
  const alpha = (2.83 + 5.1 / b) * stddev;
  const m = Math.floor(r(r(count + 1) * prob));
  for (;;) {
    const U = uniform() - 0.5;
    let V = uniform();
    const us = 0.5 - Math.abs(U);
    const k = r(Math.floor((2 * a / us + b) * U + c));
    if (k < 0 || k > count) continue;
    if (us >= 0.07 && V <= vR) return k;
    V = Math.log(V * alpha / (a / (us * us) + b));
    const upperbound = (m + 0.5) * Math.log((m + 1) / (ratio * (count - m + 1))) +
      (count + 1) * Math.log((count - m + 1) / (count - k + 1)) +
      (k + 0.5) * Math.log(ratio * (count - k + 1) / (k + 1)) +
      stirlingApproxTail(m) + stirlingApproxTail(count - m) - stirlingApproxTail(k) - stirlingApproxTail(count - k);
    if (V <= upperbound) return k;
  }
}

/** sample_binomial: the smaller of prob and 1 - prob is sampled, by BTRS above a mean of 10. */
export function sampleBinomial(count: number, prob: number, uniform: () => number, r: Round): number {
  if (count <= 0 || prob <= 0) return 0;
  if (prob >= 1) return count;
  if (prob <= 0.5) {
    return r(count * prob) >= 10 ? btrs(count, prob, uniform, r) : binomialInversion(count, prob, uniform, r);
  }
  if (prob > 0.5) {
    const q = r(1 - prob);
    return r(count - (r(count * q) >= 10 ? btrs(count, q, uniform, r) : binomialInversion(count, q, uniform, r)));
  }
  return NaN;
}

const GAMMA_GRAD_UV = [
  [0.16009398, -0.094634809, 0.025146376, -0.0030648343, 1, 0.32668115, 0.10406089, 0.0014179084],
  [0.53487893, 0.1298071, 0.065735949, -0.0015649758, 0.16639465, 0.020070113, -0.0035938915, -0.00058392623],
  [0.040121004, -0.0065914022, -0.0026286047, -0.0013441777, 0.017050642, -0.0021309326, 0.00085092367,
    -1.5247877e-07],
];

/**
 * standard_gamma_grad_one in double: -(d/dalpha cdf(x; alpha)) / pdf(x; alpha), by a Taylor series for small x, a
 * Rice saddle point expansion for large alpha, else a bivariate rational approximation.
 */
export function standardGammaGrad(alpha: number, x: number): number {
  if (x < Math.fround(0.8)) {
    let numer = 1, denom = alpha;
    let series1 = numer / denom, series2 = numer / (denom * denom);
    for (let i = 1; i <= 5; i++) {
      numer *= -x / i;
      denom += 1;
      series1 += numer / denom;
      series2 += numer / (denom * denom);
    }
    const powXAlpha = Math.pow(x, alpha);
    const gammaPdf = Math.pow(x, alpha - 1) * Math.exp(-x);
    const gammaCdf = powXAlpha * series1;
    const gammaCdfAlpha = (Math.log(x) - digamma(alpha)) * gammaCdf - powXAlpha * series2;
    const result = -gammaCdfAlpha / gammaPdf;
    return Number.isNaN(result) ? 0 : result;
  }
  if (alpha > 8) {
    if (Math.fround(0.9) * alpha <= x && x <= Math.fround(1.1) * alpha) {
      const numer1 = 1 + 24 * alpha * (1 + 12 * alpha);
      const numer2 = 1440 * (alpha * alpha) + 6 * x * (53 - 120 * x) - 65 * x * x / alpha + alpha * (107 + 3600 * x);
      const denom = 1244160 * (alpha * alpha) * (alpha * alpha);
      return numer1 * numer2 / denom;
    }
    const denom = Math.sqrt(8 * alpha);
    const term2 = denom / (alpha - x);
    const term3 = Math.pow(x - alpha - alpha * Math.log(x / alpha), -1.5);
    const term23 = x < alpha ? term2 - term3 : term2 + term3;
    const term1 = Math.log(x / alpha) * term23 - Math.sqrt(2 / alpha) * (alpha + x) / ((alpha - x) * (alpha - x));
    const stirling = 1 + 1 / (12 * alpha) * (1 + 1 / (24 * alpha));
    return -stirling * (x * term1) / denom;
  }
  const u = Math.log(x / alpha);
  const v = Math.log(alpha);
  const [c0, c1, c2] = GAMMA_GRAD_UV as [number[], number[], number[]];
  const coef = c0.map((_, i) => c0[i]! + u * (c1[i]! + u * c2[i]!));
  const p = coef[0]! + v * (coef[1]! + v * (coef[2]! + v * coef[3]!));
  const q = coef[4]! + v * (coef[5]! + v * (coef[6]! + v * coef[7]!));
  return Math.exp(p / q);
}
