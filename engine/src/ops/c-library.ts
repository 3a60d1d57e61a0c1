/**
 * std::exp, std::erf and the rest as PyTorch's scalar CPU code calls them: on a float (a float32, or a half type's
 * value widened to one) they are the C library's float functions, glibc's, whose results are not always correctly
 * rounded; on a double they are its double functions (evaluated here correctly rounded, as glibc's are but rarely).
 */
import type { Expr, Intrinsic } from '../ir/expr.ts';
import { call } from '../ir/build.ts';
import type { DType } from '../dtype.ts';

type Libm = 'exp' | 'log' | 'expm1' | 'log1p' | 'erf' | 'erfc' | 'tanh' | 'sinh' | 'cosh' | 'asinh' | 'acosh' | 'atanh'
  | 'sin';
const FLOAT: Readonly<Record<Libm, Intrinsic>> = {
  exp: 'glibcExpf', log: 'glibcLogf', expm1: 'glibcExpm1f', log1p: 'glibcLog1pf', erf: 'glibcErff', erfc: 'glibcErfcf',
  tanh: 'glibcTanhf', sinh: 'glibcSinhf', cosh: 'glibcCoshf', asinh: 'glibcAsinhf', acosh: 'glibcAcoshf',
  atanh: 'glibcAtanhf', sin: 'glibcSinf',
};
/**
 * The double functions whose intrinsic of the same name is not glibc's: V8's fdlibm sin is not correctly rounded, and
 * the erf intrinsic is Cody's.
 */
const DOUBLE: Readonly<Partial<Record<Intrinsic, Intrinsic>>> = { sin: 'glibcSin', erf: 'glibcErf' };
const hasFloatForm = (fn: Intrinsic): fn is Libm => fn in FLOAT;

/** The C library's `fn` of x, in the compute dtype's precision (float64 or one evaluated in float). */
export function cLibrary(compute: DType, fn: Intrinsic, x: Expr): Expr {
  if (compute.name !== 'float64') return call(hasFloatForm(fn) ? FLOAT[fn] : fn, x);
  return call(DOUBLE[fn] ?? fn, x);
}
