/**
 * pocketfft's Bluestein transform (fftblue), which it uses for lengths whose large prime factors FFTPACK would
 * handle slowly: the row times a chirp, convolved with the chirp through a complex FFT of a composite length n2 at
 * least 2n - 1, times the chirp again; every operation rounded to the row's precision in pocketfft's order.
 */
import { complexPlan, execComplex, twiddled, type ComplexPlan } from './pocketfft-complex.ts';
import { goodSizeComplex } from './pocketfft-cost.ts';
import { twiddles, type Round } from './pocketfft-real.ts';

export interface BluePlan {
  readonly n: number; readonly n2: number; readonly plan: ComplexPlan;
  readonly bk: Float64Array; readonly bkf: Float64Array; readonly round: Round;
}

export function bluePlan(n: number, round: Round): BluePlan {
  const n2 = goodSizeComplex(2 * n - 1), plan = complexPlan(n2, round), tw = twiddles(2 * n, round);
  const bk = new Float64Array(2 * n);
  bk[0] = 1;
  for (let m = 1, coeff = 0; m < n; m++) {
    coeff += 2 * m - 1;
    if (coeff >= 2 * n) coeff -= 2 * n;
    [bk[2 * m], bk[2 * m + 1]] = tw(coeff);
  }
  const xn2 = round(1 / round(n2)), tbkf = new Float64Array(2 * n2);
  const scaled = (m: number, at: number) => {
    tbkf[2 * at] = round(bk[2 * m]! * xn2);
    tbkf[2 * at + 1] = round(bk[2 * m + 1]! * xn2);
  };
  scaled(0, 0);
  for (let m = 1; m < n; m++) { scaled(m, m); scaled(m, n2 - m); }
  execComplex(plan, tbkf, 1, true);
  return { n, n2, plan, bk, bkf: tbkf.slice(0, 2 * (Math.floor(n2 / 2) + 1)), round };
}

/** fftblue::fft: the interleaved row c transformed in place, times fct. */
export function execBlue(p: BluePlan, c: Float64Array, fct: number, fwd: boolean): void {
  const { n, n2, bk, bkf, round: r } = p;
  const akf = new Float64Array(2 * n2);
  for (let m = 0; m < n; m++) [akf[2 * m], akf[2 * m + 1]] = twiddled([c[2 * m]!, c[2 * m + 1]!], bk, 2 * m, fwd, r);
  const zr = akf[0]! * 0, zi = akf[1]! * 0;  // zeros carrying the first value's signs
  for (let m = n; m < n2; m++) { akf[2 * m] = zr; akf[2 * m + 1] = zi; }
  execComplex(p.plan, akf, 1, true);
  const convolve = (m: number, k: number) => {
    [akf[2 * m], akf[2 * m + 1]] = twiddled([akf[2 * m]!, akf[2 * m + 1]!], bkf, 2 * k, !fwd, r);
  };
  convolve(0, 0);
  for (let m = 1; m < (n2 + 1) >> 1; m++) { convolve(m, m); convolve(n2 - m, m); }
  if ((n2 & 1) === 0) convolve(n2 / 2, n2 / 2);
  execComplex(p.plan, akf, 1, false);
  for (let m = 0; m < n; m++) {
    const [vr, vi] = twiddled([akf[2 * m]!, akf[2 * m + 1]!], bk, 2 * m, fwd, r);
    c[2 * m] = r(vr * fct); c[2 * m + 1] = r(vi * fct);
  }
}

/** fftblue::exec_r: a real row to halfcomplex order (forward) or back, through the complex transform. */
export function execBlueReal(p: BluePlan, c: Float64Array, fct: number, fwd: boolean): void {
  const n = p.n, tmp = new Float64Array(2 * n);
  if (fwd) {
    const zero = 0 * c[0]!;
    for (let m = 0; m < n; m++) { tmp[2 * m] = c[m]!; tmp[2 * m + 1] = zero; }
    execBlue(p, tmp, fct, true);
    c[0] = tmp[0]!;
    for (let i = 1; i < n; i++) c[i] = tmp[i + 1]!;  // tmp[1].r, tmp[1].i, tmp[2].r, ...
    return;
  }
  tmp[0] = c[0]!; tmp[1] = c[0]! * 0;
  for (let i = 1; i < n; i++) tmp[i + 1] = c[i]!;
  if ((n & 1) === 0) tmp[n + 1] = 0 * c[0]!;
  for (let m = 1; 2 * m < n; m++) { tmp[2 * (n - m)] = tmp[2 * m]!; tmp[2 * (n - m) + 1] = -tmp[2 * m + 1]!; }
  execBlue(p, tmp, fct, false);
  for (let m = 0; m < n; m++) c[m] = tmp[2 * m]!;
}
