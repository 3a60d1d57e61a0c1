/**
 * torch.special.airy_ai as PyTorch's Math.h computes it from Cephes' airy: asymptotic forms below -2.09 (rational
 * functions of 1/zeta^2 under a phase) and from 2.09 up (a rational function of 1/zeta times exp(-zeta)), the
 * Maclaurin series of its two parts between, in the dtype's arithmetic. The series runs until its term is below the
 * dtype's epsilon: unrolled here to a bound that covers (-2.09, 2.09), each element stopping where the loop would.
 * Not differentiable.
 */
import type { Expr } from '../ir/expr.ts';
import { abs, add, call, constant, div, eq, ge, gt, lt, mul, neg, select, sqrt } from '../ir/build.ts';
import { pointwise, type KernelContext } from './pointwise.ts';
import { coefficient, fma, polevl } from './special-series.ts';

const AIRY_AN = [3.46538101525629032477e-01, 1.20075952739645805542e+01, 7.62796053615234516538e+01,
  1.68089224934630576269e+02, 1.59756391350164413639e+02, 7.05360906840444183113e+01, 1.40264691163389668864e+01,
  9.99999999999999995305e-01];
const AIRY_AD = [5.67594532638770212846e-01, 1.47562562584847203173e+01, 8.45138970141474626562e+01,
  1.77318088145400459522e+02, 1.64234692871529701831e+02, 7.14778400825575695274e+01, 1.40959135607834029598e+01,
  1.00000000000000000470e+00];
const AIRY_AFN = [-1.31696323418331795333e-01, -6.26456544431912369773e-01, -6.93158036036933542233e-01,
  -2.79779981545119124951e-01, -4.91900132609500318020e-02, -4.06265923594885404393e-03, -1.59276496239262096340e-04,
  -2.77649108155232920844e-06, -1.67787698489114633780e-08];
const AIRY_AFD = [1.33560420706553243746e+01, 3.26825032795224613948e+01, 2.67367040941499554804e+01,
  9.18707402907259625840e+00, 1.47529146771666414581e+00, 1.15687173795188044134e-01, 4.40291641615211203805e-03,
  7.54720348287414296618e-05, 4.51850092970580378464e-07];
const AIRY_AGN = [1.97339932091685679179e-02, 3.91103029615688277255e-01, 1.06579897599595591108e+00,
  9.39169229816650230044e-01, 3.51465656105547619242e-01, 6.33888919628925490927e-02, 5.85804113048388458567e-03,
  2.82851600836737019778e-04, 6.98793669997260967291e-06, 8.11789239554389293311e-08, 3.41551784765923618484e-10];
const AIRY_AGD = [9.30892908077441974853e+00, 1.98352928718312140417e+01, 1.55646628932864612953e+01,
  5.47686069422975497931e+00, 9.54293611618961883998e-01, 8.64580826352392193095e-02, 4.12656523824222607191e-03,
  1.01259085116509135510e-04, 1.17166733214413521882e-06, 4.91834570062930015649e-09];

const INV_SQRT_PI = 5.64189583547756286948e-01;
/** The series' iterations to converge to epsilon on (-2.09, 2.09): at most 21 in float32, 30 in float64. */
const SERIES_STEPS = 34;

const libm = (k: KernelContext, fn: 'sin' | 'cos' | 'exp', x: Expr) => k.r(call(fn, x));

/** Below -2.09: (sin(t) (1 + z^2 f(z^2)) - cos(t) z g(z^2)) / (sqrt(pi) |x|^(1/4)), z = 1/zeta, t = zeta + pi/4. */
function oscillating(k: KernelContext, x: Expr): Expr {
  const { r } = k;
  const root = r(sqrt(neg(x)));
  const zeta = r(div(r(mul(r(mul(-2, x)), root)), 3));
  const z = r(div(1, zeta));
  const zz = r(mul(z, z));
  // pi/4 is a double (M_PI), so the phase is summed in double and rounded once
  const t = r(add(zeta, 0.25 * Math.PI));
  const amplitude = r(add(1, r(div(r(mul(zz, polevl(k, zz, AIRY_AFN))), polevl(k, zz, AIRY_AFD)))));
  const phase = r(div(r(mul(z, polevl(k, zz, AIRY_AGN))), polevl(k, zz, AIRY_AGD)));
  const wave = fma(k, libm(k, 'sin', t), amplitude, neg(r(mul(libm(k, 'cos', t), phase))));
  return r(mul(r(div(coefficient(k, INV_SQRT_PI), r(sqrt(root)))), wave));
}

/** From 2.09 up: f(1/zeta) / (2 sqrt(pi) x^(1/4) exp(zeta)), zeta = 2 x^(3/2) / 3. */
function decaying(k: KernelContext, x: Expr): Expr {
  const { r } = k;
  const root = r(sqrt(x));
  const zeta = r(div(r(mul(r(mul(2, x)), root)), 3));
  const iz = r(div(1, zeta));
  const ratio = r(mul(coefficient(k, INV_SQRT_PI), r(div(polevl(k, iz, AIRY_AN), polevl(k, iz, AIRY_AD)))));
  return r(div(ratio, r(mul(r(mul(2, r(sqrt(root)))), libm(k, 'exp', zeta)))));
}

/** Between: c1 f(x) - c2 g(x) from the series f = sum x^3k / ..., g = x sum x^3k / ..., until |m / f| <= eps. */
function series(k: KernelContext, x: Expr): Expr {
  const { r } = k;
  const epsilon = k.compute.name === 'float64' ? 2 ** -52 : 2 ** -23;
  const z = r(mul(r(mul(x, x)), x));
  let f = constant(1), g = x, m = constant(1), n = x, t = constant(1);
  for (let i = 1; i <= SERIES_STEPS; i++) {
    const active = gt(t, epsilon);
    const m1 = r(div(r(div(r(mul(m, z)), 3 * i - 1)), 3 * i));
    const n1 = r(div(r(div(r(mul(n, z)), 3 * i)), 3 * i + 1));
    const f1 = r(add(f, m1));
    g = select(active, r(add(g, n1)), g);
    t = select(active, abs(r(div(m1, f1))), t);
    [f, m, n] = [select(active, f1, f), select(active, m1, m), select(active, n1, n)];
  }
  return fma(k, coefficient(k, 0.355028053887817239260), f, neg(r(mul(coefficient(k, 0.258819403792806798405), g))));
}

pointwise({
  schema: 'special_airy_ai(Tensor x) -> Tensor', dtype: 'float', inplace: false, nn: true,
  kernel: (k) => {
    const x = k.x[0]!;
    const value = select(lt(x, coefficient(k, -2.09)), oscillating(k, x),
      select(ge(x, coefficient(k, 2.09)), decaying(k, x), series(k, x)));
    return select(eq(abs(x), Infinity), NaN, select(gt(x, coefficient(k, 103.892)), 0, value));
  },
});
