/**
 * torch.special's elementwise functions as pointwise kernels: each follows its Cephes-derived routine in PyTorch's
 * Math.h (Chebyshev series, rational approximations) step by step, every operation rounded to the compute dtype as
 * PyTorch's CPU kernel computes it in that dtype.
 */
import type { Expr } from '../ir/expr.ts';
import { abs, call, div, eq, gt, isNaN, le, lt, mul, neg, or, select, sqrt, sub } from '../ir/build.ts';
import { cLibrary } from './c-library.ts';
import { floatOnly, pointwise, type KernelContext } from './pointwise.ts';
import { chbevl, coefficient, fma, polevl } from './special-series.ts';

// Chebyshev coefficients of exp(-x) I0(x) on [0, 8] and of exp(-x) sqrt(x) I0(x) on the inverted interval [8, inf)
const I0E_A = [-4.41534164647933937950E-18, 3.33079451882223809783E-17, -2.43127984654795469359E-16,
  1.71539128555513303061E-15, -1.16853328779934516808E-14, 7.67618549860493561688E-14, -4.85644678311192946090E-13,
  2.95505266312963983461E-12, -1.72682629144155570723E-11, 9.67580903537323691224E-11, -5.18979560163526290666E-10,
  2.65982372468238665035E-9, -1.30002500998624804212E-8, 6.04699502254191894932E-8, -2.67079385394061173391E-7,
  1.11738753912010371815E-6, -4.41673835845875056359E-6, 1.64484480707288970893E-5, -5.75419501008210370398E-5,
  1.88502885095841655729E-4, -5.76375574538582365885E-4, 1.63947561694133579842E-3, -4.32430999505057594430E-3,
  1.05464603945949983183E-2, -2.37374148058994688156E-2, 4.93052842396707084878E-2, -9.49010970480476444210E-2,
  1.71620901522208775349E-1, -3.04682672343198398683E-1, 6.76795274409476084995E-1];
const I0E_B = [-7.23318048787475395456E-18, -4.83050448594418207126E-18, 4.46562142029675999901E-17,
  3.46122286769746109310E-17, -2.82762398051658348494E-16, -3.42548561967721913462E-16, 1.77256013305652638360E-15,
  3.81168066935262242075E-15, -9.55484669882830764870E-15, -4.15056934728722208663E-14, 1.54008621752140982691E-14,
  3.85277838274214270114E-13, 7.18012445138366623367E-13, -1.79417853150680611778E-12, -1.32158118404477131188E-11,
  -3.14991652796324136454E-11, 1.18891471078464383424E-11, 4.94060238822496958910E-10, 3.39623202570838634515E-9,
  2.26666899049817806459E-8, 2.04891858946906374183E-7, 2.89137052083475648297E-6, 6.88975834691682398426E-5,
  3.36911647825569408990E-3, 8.04490411014108831608E-1];
// the same for exp(-x) I1(x) / x and exp(-x) sqrt(x) I1(x); float32 keeps only the terms that matter in its precision
const I1E_A = [2.77791411276104639959E-18, -2.11142121435816608115E-17, 1.55363195773620046921E-16,
  -1.10559694773538630805E-15, 7.60068429473540693410E-15, -5.04218550472791168711E-14, 3.22379336594557470981E-13,
  -1.98397439776494371520E-12, 1.17361862988909016308E-11, -6.66348972350202774223E-11, 3.62559028155211703701E-10,
  -1.88724975172282928790E-9, 9.38153738649577178388E-9, -4.44505912879632808065E-8, 2.00329475355213526229E-7,
  -8.56872026469545474066E-7, 3.47025130813767847674E-6, -1.32731636560394358279E-5, 4.78156510755005422638E-5,
  -1.61760815825896745588E-4, 5.12285956168575772895E-4, -1.51357245063125314899E-3, 4.15642294431288815669E-3,
  -1.05640848946261981558E-2, 2.47264490306265168283E-2, -5.29459812080949914269E-2, 1.02643658689847095384E-1,
  -1.76416518357834055153E-1, 2.52587186443633654823E-1];
const I1E_B = [7.51729631084210481353E-18, 4.41434832307170791151E-18, -4.65030536848935832153E-17,
  -3.20952592199342395980E-17, 2.96262899764595013876E-16, 3.30820231092092828324E-16, -1.88035477551078244854E-15,
  -3.81440307243700780478E-15, 1.04202769841288027642E-14, 4.27244001671195135429E-14, -2.10154184277266431302E-14,
  -4.08355111109219731823E-13, -7.19855177624590851209E-13, 2.03562854414708950722E-12, 1.41258074366137813316E-11,
  3.25260358301548823856E-11, -1.89749581235054123450E-11, -5.58974346219658380687E-10, -3.83538038596423702205E-9,
  -2.63146884688951950684E-8, -2.51223623787020892529E-7, -3.88256480887769039346E-6, -1.10588938762623716291E-4,
  -9.76109749136146840777E-3, 7.78576235018280120474E-1];
const FLOAT32_I1E_TERMS = { a: 17, b: 7 };

/** The two series of a Bessel function: the table on [0, 8] and on the inverted interval, as the dtype keeps them. */
function besselTables(k: KernelContext, a: readonly number[], b: readonly number[], terms?: { a: number; b: number }) {
  if (k.compute.name === 'float64' || !terms) return { a, b };
  return { a: a.slice(-terms.a), b: b.slice(-terms.b) };
}

/**
 * The Cephes form shared by i0, i0e, i1 and i1e: `small(series, x)` on |x| <= 8 with the series at x/2 - 2, and
 * `large(series, x)` beyond with the series at 32/x - 2; `odd` gives the result the input's sign.
 */
function bessel(k: KernelContext, tables: { a: readonly number[]; b: readonly number[] }, odd: boolean,
  small: (series: Expr, x: Expr) => Expr, large: (series: Expr, x: Expr) => Expr, input: Expr = k.x[0]!): Expr {
  const x = abs(input);
  const near = small(chbevl(k, k.r(sub(k.r(div(x, 2)), 2)), tables.a), x);
  const far = large(chbevl(k, k.r(sub(k.r(div(32, x)), 2)), tables.b), x);
  const out = select(le(x, 8), near, far);
  return odd ? select(lt(input, 0), neg(out), out) : out;
}
const exp = (k: KernelContext, x: Expr) => k.r(cLibrary(k.compute, 'exp', x));
/** The C library's function, its result rounded to the compute dtype. */
const libm = (k: KernelContext, fn: 'log' | 'sin' | 'log1p', x: Expr) => k.r(cLibrary(k.compute, fn, x));

/** calc_i0 at `input`, for kernels that take the Bessel function of a value they computed (kaiser_window). */
export const i0 = (k: KernelContext, input: Expr) => bessel(k, { a: I0E_A, b: I0E_B }, false,
  (s, x) => k.r(mul(exp(k, x), s)), (s, x) => k.r(div(k.r(mul(exp(k, x), s)), k.r(sqrt(x)))), input);

pointwise({
  schema: 'i0(Tensor self) -> Tensor', dtype: 'float', check: floatOnly('i0_cpu'),
  kernel: (k) => i0(k, k.x[0]!),
});
/** modified_bessel_i1_forward at `input`: Math.h's own form of i1, its full series in every dtype. */
export const modifiedI1 = (k: KernelContext, input: Expr) => bessel(k, { a: I1E_A, b: I1E_B }, true,
  (s, x) => k.r(mul(k.r(mul(s, x)), exp(k, x))), (s, x) => k.r(div(k.r(mul(exp(k, x), s)), k.r(sqrt(x)))), input);

pointwise({
  // Math.h's modified_bessel_i0_forward is calc_i0 step for step
  schema: 'special_modified_bessel_i0(Tensor self) -> Tensor', dtype: 'float', inplace: false, nn: true,
  kernel: (k) => i0(k, k.x[0]!),
});
pointwise({
  schema: 'special_modified_bessel_i1(Tensor self) -> Tensor', dtype: 'float', inplace: false, nn: true,
  kernel: (k) => modifiedI1(k, k.x[0]!),
});
pointwise({
  schema: 'special_i0e(Tensor self) -> Tensor', dtype: 'float', inplace: false, nn: true,
  kernel: (k) => bessel(k, { a: I0E_A, b: I0E_B }, false, (s) => s, (s, x) => k.r(div(s, sqrt(x)))),
});
pointwise({
  schema: 'special_i1(Tensor self) -> Tensor', dtype: 'float', inplace: false, nn: true,
  kernel: (k) => bessel(k, besselTables(k, I1E_A, I1E_B, FLOAT32_I1E_TERMS), true,
    (s, x) => k.r(mul(k.r(mul(exp(k, x), x)), s)), (s, x) => k.r(div(k.r(mul(exp(k, x), s)), k.r(sqrt(x))))),
});
pointwise({
  schema: 'special_i1e(Tensor self) -> Tensor', dtype: 'float', inplace: false, nn: true,
  kernel: (k) => bessel(k, besselTables(k, I1E_A, I1E_B, FLOAT32_I1E_TERMS), true,
    (s, x) => k.r(mul(s, x)), (s, x) => k.r(div(s, k.r(sqrt(x))))),
});

// ndtri's rational approximations: in (y - 1/2)^2 for |y - 1/2| <= 3/8, and in 1/sqrt(-2 log y) for the tails
const NDTRI_P0 = [-5.99633501014107895267E1, 9.80010754185999661536E1, -5.66762857469070293439E1,
  1.39312609387279679503E1, -1.23916583867381258016E0];
const NDTRI_Q0 = [1, 1.95448858338141759834E0, 4.67627912898881538453E0, 8.63602421390890590575E1,
  -2.25462687854119370527E2, 2.00260212380060660359E2, -8.20372256168333339912E1, 1.59056225126211695515E1,
  -1.18331621121330003142E0];
const NDTRI_P1 = [4.05544892305962419923E0, 3.15251094599893866154E1, 5.71628192246421288162E1,
  4.40805073893200834700E1, 1.46849561928858024014E1, 2.18663306850790267539E0, -1.40256079171354495875E-1,
  -3.50424626827848203418E-2, -8.57456785154685413611E-4];
const NDTRI_Q1 = [1, 1.57799883256466749731E1, 4.53907635128879210584E1, 4.13172038254672030440E1,
  1.50425385692907503408E1, 2.50464946208309415979E0, -1.42182922854787788574E-1, -3.80806407691578277194E-2,
  -9.33259480895457427372E-4];
const NDTRI_P2 = [3.23774891776946035970E0, 6.91522889068984211695E0, 3.93881025292474443415E0,
  1.33303460815807542389E0, 2.01485389549179081538E-1, 1.23716634817820021358E-2, 3.01581553508235416007E-4,
  2.65806974686737550832E-6, 6.23974539184983293730E-9];
const NDTRI_Q2 = [1, 6.02427039364742014255E0, 3.67983563856160859403E0, 1.37702099489081330271E0,
  2.16236993594496635890E-1, 1.34204006088543189037E-2, 3.28014464682127739104E-4, 2.89247864745380683936E-6,
  6.79019408009981274425E-9];
const EXP_MINUS_2 = 0.13533528323661269189;

pointwise({
  // calc_ndtri: the inverse of the standard normal CDF
  schema: 'special_ndtri(Tensor self) -> Tensor', dtype: 'float', inplace: false, nn: true,
  kernel: (k) => {
    const { r } = k;
    const y0 = k.x[0]!;
    const c = (v: number) => coefficient(k, v);
    const upper = gt(y0, r(sub(1, c(EXP_MINUS_2))));
    const y = select(upper, r(sub(1, y0)), y0);
    const yc = r(sub(y, 0.5));
    const y2 = r(mul(yc, yc));
    const central = r(mul(fma(k, yc, r(div(r(mul(y2, polevl(k, y2, NDTRI_P0))), polevl(k, y2, NDTRI_Q0))), yc),
      c(2.50662827463100050242)));
    const x = r(sqrt(mul(-2, call('log', y))));
    const x0 = r(sub(x, div(call('log', x), x)));
    const z = r(div(1, x));
    const tail = (p: readonly number[], q: readonly number[]) => r(div(r(mul(z, polevl(k, z, p))), polevl(k, z, q)));
    const x1 = select(lt(x, 8), tail(NDTRI_P1, NDTRI_Q1), tail(NDTRI_P2, NDTRI_Q2));
    const outer = select(upper, r(sub(x0, x1)), r(sub(x1, x0)));
    const value = select(gt(y, c(EXP_MINUS_2)), central, outer);
    return select(eq(y0, 0), -Infinity, select(eq(y0, 1), Infinity, select(or(lt(y0, 0), gt(y0, 1)), NaN, value)));
  },
});

pointwise({
  // -x log(x): 0 at 0, -inf below it
  schema: 'special_entr(Tensor self) -> Tensor', dtype: 'float', inplace: false, nn: true,
  kernel: (k) => {
    const x = k.x[0]!;
    return select(isNaN(x), x, select(gt(x, 0), k.r(mul(k.r(sub(0, x)), libm(k, 'log', x))), select(eq(x, 0), 0, -Infinity)));
  },
});
pointwise({
  // sin(pi x) / (pi x), 1 at 0
  schema: 'sinc(Tensor self) -> Tensor', dtype: 'float',
  kernel: (k) => {
    const x = k.x[0]!;
    const product = k.r(mul(coefficient(k, Math.PI), x));
    return select(eq(x, 0), 1, k.r(div(libm(k, 'sin', product), product)));
  },
});
pointwise({
  // x * log1p(y), 0 where x is 0 unless y is NaN
  schema: 'special_xlog1py(Tensor self, Tensor other) -> Tensor', dtype: 'float', inplace: false, nn: true,
  kernel: (k) => {
    const [a, b] = k.x as Expr[];
    return select(isNaN(b!), NaN, select(eq(a!, 0), 0, k.r(mul(a!, libm(k, 'log1p', b!)))));
  },
});
