/**
 * The scalar routines behind the IR's `call` nodes, as JS functions: the JS backend calls them directly and the
 * WebAssembly backend imports the ones it does not compile itself. Each takes and returns float64 numbers.
 */
import type { Intrinsic } from '../ir/expr.ts';
import { erf, erfc } from './erf.ts';
import { erfcxY100 } from './erfcx.ts';
import { erf as glibcErf } from './glibc-erf.ts';
import { clogfRe, clogRe } from './glibc-clog.ts';
import { digamma } from './gamma.ts';
import { lgamma } from './glibc-lgamma.ts';
import { geluErf, geluErfDerivative } from './onednn-gelu.ts';
import {
  acosf, asinf, atan2f, atanf, cosf, expf, expm1f, hypotf, lgammaf, log10f, log1pf, log2f, logf, powf, rsqrtf, sigmoidf,
  sinf, tanf, tanhf,
} from './sleef-f32.ts';
import { hypotd, lgammad, log10d, log1pd, log2d, logd, powd } from './sleef-f64.ts';
import * as glibc from './glibc-f32.ts';
import { hypot } from './glibc-f64.ts';
import { zeta } from './zeta.ts';
import { atan2Correct, expCorrect, log1pCorrect, logCorrect, powCorrect, sinCosCorrect } from './correctly-rounded.ts';

/** Python's floor division on floats, as PyTorch's div_floor_floating computes it. */
function floorDivFloat(a: number, b: number): number {
  if (b === 0) return a / b;
  const mod = a % b;
  let div = (a - mod) / b;
  if (mod !== 0 && (b < 0) !== (mod < 0)) div -= 1;
  if (div === 0) return Math.sign(a / b) * 0;
  let floordiv = Math.floor(div);
  if (div - floordiv > 0.5) floordiv += 1;
  return floordiv;
}

const f32 = new Float32Array(1);
const i32 = new Int32Array(f32.buffer);
const f64 = new Float64Array(1);
const i64 = new BigInt64Array(f64.buffer);
/** The next representable value after a toward b, in float32 or float64. */
function nextafter(a: number, b: number, single: boolean): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return NaN;
  if (a === b) return b;
  if (a === 0) return (b > 0 ? 1 : -1) * (single ? 2 ** -149 : 5e-324);
  const up = (b > a) === (a > 0);
  if (single) {
    f32[0] = a;
    i32[0] = i32[0]! + (up ? 1 : -1);
    return f32[0]!;
  }
  f64[0] = a;
  i64[0] = i64[0]! + (up ? 1n : -1n);
  return f64[0]!;
}

export const INTRINSICS: Readonly<Record<Intrinsic, (...xs: number[]) => number>> = {
  // exp, log, log1p and pow are glibc's double ones, correctly rounded but for their rare misroundings (V8's
  // fdlibm Math.log differs on ~5%); hypot is glibc's
  exp: expCorrect, expm1: Math.expm1, log: logCorrect, log1p: log1pCorrect, log2: Math.log2, log10: Math.log10,
  pow: powCorrect, exp2: (x) => 2 ** x,
  sin: Math.sin, cos: Math.cos, tan: Math.tan, asin: Math.asin, acos: Math.acos, atan: Math.atan,
  atan2: Math.atan2, hypot,
  sinh: Math.sinh, cosh: Math.cosh, tanh: Math.tanh, asinh: Math.asinh, acosh: Math.acosh, atanh: Math.atanh,
  erf, erfc, lgamma, digamma32: (x) => digamma(x, true), digamma64: (x) => digamma(x), erfcxY100, zeta,
  expf, expm1f, logf, log1pf, log2f, log10f, powf, sinf, cosf, tanf, asinf, acosf, atanf, atan2f, tanhf, rsqrtf, sigmoidf,
  log1pd, logd, log2d, log10d, powd, hypotd, hypotf, lgammad, lgammaf,
  glibcExpf: glibc.expf, glibcLogf: glibc.logf, glibcExpm1f: glibc.expm1f, glibcLog1pf: glibc.log1pf,
  glibcErff: glibc.erff, glibcErfcf: glibc.erfcf, glibcTanhf: glibc.tanhf, glibcSinhf: glibc.sinhf,
  glibcCoshf: glibc.coshf, glibcAsinhf: glibc.asinhf, glibcAcoshf: glibc.acoshf, glibcAtanhf: glibc.atanhf,
  glibcSinf: glibc.sinf, glibcSin: (x) => sinCosCorrect(x)[0]!, glibcErf, clogRe, clogfRe,
  glibcAtan2: atan2Correct, glibcAtan2f: glibc.atan2f,
  geluErf, geluErfDerivative,
  nextafter32: (a, b) => nextafter(a, b, true), nextafter64: (a, b) => nextafter(a, b, false),
  floorDivFloat,
};
