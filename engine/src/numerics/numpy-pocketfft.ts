/**
 * numpy.fft's transforms as numpy 1.24 computes them, in its C pocketfft (numpy/fft/_pocketfft.c), in double: the
 * FFTPACK passes are those of PyTorch's pocketfft (pocketfft-complex.ts, pocketfft-real.ts), run with numpy's
 * twiddles (numpy-pocketfft-twiddles.ts) and numpy's radices (no radix 8); Bluestein's algorithm, where numpy
 * chooses it, is numpy's own, which scales while transforming the chirped row and convolves with the whole
 * transformed chirp.
 */
import { complexPlan, execComplex, factorize, type ComplexPlan, type Twiddles } from './pocketfft-complex.ts';
import { goodSizeComplex, usesBluestein } from './pocketfft-cost.ts';
import { execReal, realPlan, type RealPlan } from './pocketfft-real.ts';
import { sincos2PiByN } from './numpy-pocketfft-twiddles.ts';

const exact = (x: number) => x;

function tableTwiddles(n: number): Twiddles {
  const table = sincos2PiByN(n);
  return (k) => [table[2 * k]!, table[2 * k + 1]!];
}

const complexPack = (n: number): ComplexPlan => complexPlan(n, exact, factorize(n, false), tableTwiddles(n));

interface BluePlan { readonly n: number; readonly n2: number; readonly plan: ComplexPlan; readonly bk: Float64Array; readonly bkf: Float64Array }

/** make_fftblue_plan: the chirp b_k and its zero-padded transform, scaled by 1 / n2. */
function bluePlan(n: number): BluePlan {
  const n2 = goodSizeComplex(2 * n - 1), plan = complexPack(n2), table = sincos2PiByN(2 * n);
  const bk = new Float64Array(2 * n);
  bk[0] = 1;
  for (let m = 1, coeff = 0; m < n; m++) {
    coeff += 2 * m - 1;
    if (coeff >= 2 * n) coeff -= 2 * n;
    bk[2 * m] = table[2 * coeff]!;
    bk[2 * m + 1] = table[2 * coeff + 1]!;
  }
  const xn2 = 1 / n2, bkf = new Float64Array(2 * n2);
  bkf[0] = bk[0]! * xn2;
  bkf[1] = bk[1]! * xn2;
  for (let m = 2; m < 2 * n; m += 2) {
    bkf[m] = bkf[2 * n2 - m] = bk[m]! * xn2;
    bkf[m + 1] = bkf[2 * n2 - m + 1] = bk[m + 1]! * xn2;
  }
  execComplex(plan, bkf, 1, true);
  return { n, n2, plan, bk, bkf };
}

/** fftblue_fft: the interleaved row c transformed in place (backward when `backward`), times fct. */
function execBlue(p: BluePlan, c: Float64Array, backward: boolean, fct: number): void {
  const { n, n2, bk, bkf } = p;
  const akf = new Float64Array(2 * n2);
  for (let m = 0; m < 2 * n; m += 2) {
    akf[m] = backward ? c[m]! * bk[m]! - c[m + 1]! * bk[m + 1]! : c[m]! * bk[m]! + c[m + 1]! * bk[m + 1]!;
    akf[m + 1] = backward ? c[m]! * bk[m + 1]! + c[m + 1]! * bk[m]! : -c[m]! * bk[m + 1]! + c[m + 1]! * bk[m]!;
  }
  execComplex(p.plan, akf, fct, true);
  for (let m = 0; m < 2 * n2; m += 2) {
    const re = akf[m]!, im = akf[m + 1]!;
    akf[m] = backward ? re * bkf[m]! + im * bkf[m + 1]! : re * bkf[m]! - im * bkf[m + 1]!;
    akf[m + 1] = backward ? -re * bkf[m + 1]! + im * bkf[m]! : re * bkf[m + 1]! + im * bkf[m]!;
  }
  execComplex(p.plan, akf, 1, false);
  for (let m = 0; m < 2 * n; m += 2) {
    c[m] = backward ? bk[m]! * akf[m]! - bk[m + 1]! * akf[m + 1]! : bk[m]! * akf[m]! + bk[m + 1]! * akf[m + 1]!;
    c[m + 1] = backward ? bk[m + 1]! * akf[m]! + bk[m]! * akf[m + 1]! : -bk[m + 1]! * akf[m]! + bk[m]! * akf[m + 1]!;
  }
}

const plans = new Map<string, ComplexPlan | RealPlan | BluePlan>();

function planOf<P extends ComplexPlan | RealPlan | BluePlan>(key: string, make: () => P): P {
  let plan = plans.get(key) as P | undefined;
  if (!plan) plans.set(key, plan = make());
  return plan;
}

/** make_cfft_plan's or make_rfft_plan's choice: FFTPACK unless Bluestein's algorithm is cheaper. */
const blueFor = (n: number, real: boolean): BluePlan | null =>
  (usesBluestein(n, real) ? planOf(`blue:${n}`, () => bluePlan(n)) : null);

/** cfft_forward / cfft_backward: the interleaved complex row c of n points, in place, times fct. */
export function numpyComplexFft(c: Float64Array, forward: boolean, fct: number): void {
  const n = c.length / 2;
  if (n === 1) return;
  const blue = blueFor(n, false);
  if (blue) execBlue(blue, c, !forward, fct);
  else execComplex(planOf(`c:${n}`, () => complexPack(n)), c, fct, forward);
}

/** rfft_forward / rfft_backward: the real row c to FFTPACK's halfcomplex order or back, in place, times fct. */
export function numpyRealFft(c: Float64Array, forward: boolean, fct: number): void {
  const n = c.length;
  if (n === 1) return;
  const blue = blueFor(n, true);
  if (!blue) {
    execReal(planOf(`r:${n}`, () => realPlan(n, exact, tableTwiddles(n))), c, fct, forward);
    return;
  }
  const tmp = new Float64Array(2 * n);
  if (forward) {
    for (let m = 0; m < n; m++) tmp[2 * m] = c[m]!;
    execBlue(blue, tmp, false, fct);
    c[0] = tmp[0]!;
    c.set(tmp.subarray(2, n + 1), 1);
    return;
  }
  tmp[0] = c[0]!;
  tmp.set(c.subarray(1, n), 2);
  if ((n & 1) === 0) tmp[n + 1] = 0;
  for (let m = 2; m < n; m += 2) { tmp[2 * n - m] = tmp[m]!; tmp[2 * n - m + 1] = -tmp[m + 1]!; }
  execBlue(blue, tmp, true, fct);
  for (let m = 0; m < n; m++) c[m] = tmp[2 * m]!;
}
