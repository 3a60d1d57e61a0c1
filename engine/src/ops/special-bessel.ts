/**
 * The Bessel functions of the first and second kind (j0, j1, y0, y1), the modified ones of the second kind (k0, k1,
 * and their exp(x)-scaled forms) and the spherical j0, as PyTorch's Math.h computes them from Cephes: rational
 * approximations in x^2 up to 5 (2 for k0 and k1, as Chebyshev series) and asymptotic forms in 25 / x^2 beyond, in
 * the dtype's arithmetic step by step with the multiply-adds GCC contracts. None of them is differentiable.
 */
import type { Expr } from '../ir/expr.ts';
import { abs, call, div, eq, le, lt, mul, neg, select, sqrt, sub } from '../ir/build.ts';
import { cLibrary } from './c-library.ts';
import { pointwise, type KernelContext } from './pointwise.ts';
import { chbevl, coefficient, fma, polevl } from './special-series.ts';
import { i0, modifiedI1 } from './special.ts';

const J0_PP = [7.96936729297347051624e-04, 8.28352392107440799803e-02, 1.23953371646414299388e+00,
  5.44725003058768775090e+00, 8.74716500199817011941e+00, 5.30324038235394892183e+00, 9.99999999999999997821e-01];
const J0_PQ = [9.24408810558863637013e-04, 8.56288474354474431428e-02, 1.25352743901058953537e+00,
  5.47097740330417105182e+00, 8.76190883237069594232e+00, 5.30605288235394617618e+00, 1.00000000000000000218e+00];
const J0_QP = [-1.13663838898469149931e-02, -1.28252718670509318512e+00, -1.95539544257735972385e+01,
  -9.32060152123768231369e+01, -1.77681167980488050595e+02, -1.47077505154951170175e+02, -5.14105326766599330220e+01,
  -6.05014350600728481186e+00];
const J0_QQ = [6.43178256118178023184e+01, 8.56430025976980587198e+02, 3.88240183605401609683e+03,
  7.24046774195652478189e+03, 5.93072701187316984827e+03, 2.06209331660327847417e+03, 2.42005740240291393179e+02];
const J0_RP = [-4.79443220978201773821e+09, 1.95617491946556577543e+12, -2.49248344360967716204e+14,
  9.70862251047306323952e+15];
const J0_RQ = [4.99563147152651017219e+02, 1.73785401676374683123e+05, 4.84409658339962045305e+07,
  1.11855537045356834862e+10, 2.11277520115489217587e+12, 3.10518229857422583814e+14, 3.18121955943204943306e+16,
  1.71086294081043136091e+18];
const J1_PP = [7.62125616208173112003e-04, 7.31397056940917570436e-02, 1.12719608129684925192e+00,
  5.11207951146807644818e+00, 8.42404590141772420927e+00, 5.21451598682361504063e+00, 1.00000000000000000254e+00];
const J1_PQ = [5.71323128072548699714e-04, 6.88455908754495404082e-02, 1.10514232634061696926e+00,
  5.07386386128601488557e+00, 8.39985554327604159757e+00, 5.20982848682361821619e+00, 9.99999999999999997461e-01];
const J1_QP = [5.10862594750176621635e-02, 4.98213872951233449420e+00, 7.58238284132545283818e+01,
  3.66779609360150777800e+02, 7.10856304998926107277e+02, 5.97489612400613639965e+02, 2.11688757100572135698e+02,
  2.52070205858023719784e+01];
const J1_QQ = [7.42373277035675149943e+01, 1.05644886038262816351e+03, 4.98641058337653607651e+03,
  9.56231892404756170795e+03, 7.99704160447350683650e+03, 2.82619278517639096600e+03, 3.36093607810698293419e+02];
const J1_RP = [-8.99971225705559398224e+08, 4.52228297998194034323e+11, -7.27494245221818276015e+13,
  3.68295732863852883286e+15];
const J1_RQ = [6.20836478118054335476e+02, 2.56987256757748830383e+05, 8.35146791431949253037e+07,
  2.21511595479792499675e+10, 4.74914122079991414898e+12, 7.84369607876235854894e+14, 8.95222336184627338078e+16,
  5.32278620332680085395e+18];
const Y0_YP = [1.55924367855235737965e+04, -1.46639295903971606143e+07, 5.43526477051876500413e+09,
  -9.82136065717911466409e+11, 8.75906394395366999549e+13, -3.46628303384729719441e+15, 4.42733268572569800351e+16,
  -1.84950800436986690637e+16];
const Y0_YQ = [1.04128353664259848412e+03, 6.26107330137134956842e+05, 2.68919633393814121987e+08,
  8.64002487103935000337e+10, 2.02979612750105546709e+13, 3.17157752842975028269e+15, 2.50596256172653059228e+17];
const Y1_YP = [1.26320474790178026440e+09, -6.47355876379160291031e+11, 1.14509511541823727583e+14,
  -8.12770255501325109621e+15, 2.02439475713594898196e+17, -7.78877196265950026825e+17];
const Y1_YQ = [5.94301592346128195359e+02, 2.35564092943068577943e+05, 7.34811944459721705660e+07,
  1.87601316108706159478e+10, 3.88231277496238566008e+12, 6.20557727146953693363e+14, 6.87141087355300489866e+16,
  3.97270608116560655612e+18];
const K0_A = [1.37446543561352307156e-16, 4.25981614279661018399e-14, 1.03496952576338420167e-11,
  1.90451637722020886025e-09, 2.53479107902614945675e-07, 2.28621210311945178607e-05, 1.26461541144692592338e-03,
  3.59799365153615016266e-02, 3.44289899924628486886e-01, -5.35327393233902768720e-01];
const K0_B = [5.30043377268626276149e-18, -1.64758043015242134646e-17, 5.21039150503902756861e-17,
  -1.67823109680541210385e-16, 5.51205597852431940784e-16, -1.84859337734377901440e-15, 6.34007647740507060557e-15,
  -2.22751332699166985548e-14, 8.03289077536357521100e-14, -2.98009692317273043925e-13, 1.14034058820847496303e-12,
  -4.51459788337394416547e-12, 1.85594911495471785253e-11, -7.95748924447710747776e-11, 3.57739728140030116597e-10,
  -1.69753450938905987466e-09, 8.57403401741422608519e-09, -4.66048989768794782956e-08, 2.76681363944501510342e-07,
  -1.83175552271911948767e-06, 1.39498137188764993662e-05, -1.28495495816278026384e-04, 1.56988388573005337491e-03,
  -3.14481013119645005427e-02, 2.44030308206595545468e+00];
const K1_A = [-7.02386347938628759343e-18, -2.42744985051936593393e-15, -6.66690169419932900609e-13,
  -1.41148839263352776110e-10, -2.21338763073472585583e-08, -2.43340614156596823496e-06, -1.73028895751305206302e-04,
  -6.97572385963986435018e-03, -1.22611180822657148235e-01, -3.53155960776544875667e-01, 1.52530022733894777053e+00];
const K1_B = [-5.75674448366501715755e-18, 1.79405087314755922667e-17, -5.68946255844285935196e-17,
  1.83809354436663880070e-16, -6.05704724837331885336e-16, 2.03870316562433424052e-15, -7.01983709041831346144e-15,
  2.47715442448130437068e-14, -8.97670518232499435011e-14, 3.34841966607842919884e-13, -1.28917396095102890680e-12,
  5.13963967348173025100e-12, -2.12996783842756842877e-11, 9.21831518760500529508e-11, -4.19035475934189648750e-10,
  2.01504975519703286596e-09, -1.03457624656780970260e-08, 5.74108412545004946722e-08, -3.50196060308781257119e-07,
  2.40648494783721712015e-06, -1.93619797416608296024e-05, 1.95215518471351631108e-04, -2.85781685962277938680e-03,
  1.03923736576817238437e-01, 2.72062619048444266945e+00];

/** The two asymptotic factors' tables of j0 and y0 (PP/PQ for the amplitude, QP/QQ for the phase); j1's and y1's. */
const ORDER0 = { pp: J0_PP, pq: J0_PQ, qp: J0_QP, qq: J0_QQ, phase: 0.785398163397448309615660845819875721 };
const ORDER1 = { pp: J1_PP, pq: J1_PQ, qp: J1_QP, qq: J1_QQ, phase: 2.356194490192344928846982537459627163 };
const SQRT_2_OVER_PI = 0.797884560802865355879892119868763737;
const TWO_OVER_PI = 0.636619772367581343075535053490057448;

const libm = (k: KernelContext, fn: 'log' | 'sin' | 'cos' | 'exp', x: Expr) => k.r(cLibrary(k.compute, fn, x));

/**
 * The large-argument form shared by j0, j1, y0 and y1 at x > 5: with P = pp/pq and Q = (5/x) qp/qq in z, the
 * first kind is (P cos(x - phase) - Q sin(x - phase)) sqrt(2/(pi x)), the second kind (P sin + Q cos) the same.
 */
function asymptotic(k: KernelContext, x: Expr, z: Expr, order: typeof ORDER0, second: boolean): Expr {
  const { r } = k;
  const shifted = r(sub(x, coefficient(k, order.phase)));
  const [c, s] = [libm(k, 'cos', shifted), libm(k, 'sin', shifted)];
  const p = r(div(polevl(k, z, order.pp), polevl(k, z, order.pq)));
  const q = r(mul(r(div(5, x)), r(div(polevl(k, z, order.qp), polevl(k, z, order.qq)))));
  const sum = second ? fma(k, p, s, r(mul(q, c))) : fma(k, p, c, neg(r(mul(q, s))));
  return r(div(r(mul(sum, coefficient(k, SQRT_2_OVER_PI))), r(sqrt(x))));
}

/** 25 / x^2 as j0 and y0 compute it, and (5/x)^2 as j1 and y1 do. */
const inverseSquare0 = (k: KernelContext, x: Expr) => k.r(div(25, k.r(mul(x, x))));
const inverseSquare1 = (k: KernelContext, x: Expr) => { const w = k.r(div(5, x)); return k.r(mul(w, w)); };

/** bessel_j0_forward, for x >= 0 (it is even). */
function j0(k: KernelContext, x: Expr): Expr {
  const { r } = k;
  const xx = r(mul(x, x));
  const tiny = r(sub(1, r(div(xx, 4))));
  const ratio = r(div(r(mul(r(mul(r(sub(xx, coefficient(k, 5.78318596294678452118))),
    r(sub(xx, coefficient(k, 3.04712623436620863991e+01))))), polevl(k, xx, J0_RP))), polevl(k, xx, J0_RQ)));
  const small = select(lt(x, coefficient(k, 0.00001)), tiny, ratio);
  return select(le(x, 5), small, asymptotic(k, x, inverseSquare0(k, x), ORDER0, false));
}

/** bessel_j1_forward, for x >= 0 (it is odd). */
function j1(k: KernelContext, x: Expr): Expr {
  const { r } = k;
  const xx = r(mul(x, x));
  const small = r(mul(r(mul(r(mul(r(div(polevl(k, xx, J1_RP), polevl(k, xx, J1_RQ))), x)),
    r(sub(xx, coefficient(k, 1.46819706421238932572e+01))))), r(sub(xx, coefficient(k, 4.92184563216946036703e+01)))));
  return select(le(x, 5), small, asymptotic(k, x, inverseSquare1(k, x), ORDER1, false));
}

/** y0 and y1 below 5: -inf at 0, NaN for negative x, else `value` (the rational part plus (2/pi) log(x) j(x)). */
function secondKindSmall(x: Expr, value: Expr): Expr {
  return select(eq(x, 0), -Infinity, select(lt(x, 0), NaN, value));
}

pointwise({
  schema: 'special_bessel_j0(Tensor self) -> Tensor', dtype: 'float', inplace: false, nn: true,
  kernel: (k) => j0(k, abs(k.x[0]!)),
});
pointwise({
  schema: 'special_bessel_j1(Tensor self) -> Tensor', dtype: 'float', inplace: false, nn: true,
  kernel: (k) => {
    const x = k.x[0]!;
    const value = j1(k, abs(x));
    return select(lt(x, 0), neg(value), value);
  },
});
pointwise({
  schema: 'special_bessel_y0(Tensor self) -> Tensor', dtype: 'float', inplace: false, nn: true,
  kernel: (k) => {
    const { r } = k;
    const x = k.x[0]!;
    const xx = r(mul(x, x));
    const rational = r(div(polevl(k, xx, Y0_YP), polevl(k, xx, Y0_YQ)));
    const small = fma(k, r(mul(coefficient(k, TWO_OVER_PI), libm(k, 'log', x))), j0(k, x), rational);
    return select(le(x, 5), secondKindSmall(x, small), asymptotic(k, x, inverseSquare0(k, x), ORDER0, true));
  },
});
pointwise({
  schema: 'special_bessel_y1(Tensor self) -> Tensor', dtype: 'float', inplace: false, nn: true,
  kernel: (k) => {
    const { r } = k;
    const x = k.x[0]!;
    const xx = r(mul(x, x));
    const rational = r(div(polevl(k, xx, Y1_YP), polevl(k, xx, Y1_YQ)));
    // GCC fuses the (2/pi) product into the sum here, not x's
    const logTerm = fma(k, j1(k, x), libm(k, 'log', x), neg(r(div(1, x))));
    const small = fma(k, coefficient(k, TWO_OVER_PI), logTerm, r(mul(x, rational)));
    return select(le(x, 5), secondKindSmall(x, small), asymptotic(k, x, inverseSquare1(k, x), ORDER1, true));
  },
});

/**
 * k0 and k1 and their scaled forms: inf at 0, NaN below; up to 2 the Chebyshev series in x^2 - 2 (GCC fuses the
 * square into the subtraction) with the log(x/2) I(x) term, beyond it the series in 8/x - 2 over sqrt(x).
 */
function besselK(k: KernelContext, near: (series: Expr, x: Expr) => Expr, table: readonly number[],
  far: (series: Expr, x: Expr) => Expr, tail: readonly number[]): Expr {
  const { r } = k;
  const x = k.x[0]!;
  const value = select(le(x, 2), near(chbevl(k, r(sub(mul(x, x), 2)), table), x),
    far(chbevl(k, r(sub(r(div(8, x)), 2)), tail), x));
  return select(eq(x, 0), Infinity, select(lt(x, 0), NaN, value));
}
const overSqrt = (k: KernelContext, v: Expr, x: Expr) => k.r(div(v, k.r(sqrt(x))));
const expMinus = (k: KernelContext, x: Expr) => libm(k, 'exp', neg(x));
/** log(x/2) as k1 and the scaled forms take it, in the dtype. */
const logHalf = (k: KernelContext, x: Expr) => libm(k, 'log', k.r(mul(0.5, x)));
/** k1's series part below 2: log(x/2) I1(x) + series / x. */
const k1Near = (k: KernelContext, s: Expr, x: Expr) => fma(k, logHalf(k, x), modifiedI1(k, x), k.r(div(s, x)));
/** The scaled k0's series part below 2: series - log(x/2) I0(x). */
const k0Near = (k: KernelContext, s: Expr, x: Expr) => fma(k, neg(logHalf(k, x)), i0(k, x), s);

pointwise({
  // the unscaled k0 takes log(0.5 * x) in double (a double literal), and so the difference too
  schema: 'special_modified_bessel_k0(Tensor self) -> Tensor', dtype: 'float', inplace: false, nn: true,
  kernel: (k) => besselK(k, (s, x) => k.r(sub(s, mul(call('log', mul(0.5, x)), i0(k, x)))), K0_A,
    (s, x) => overSqrt(k, k.r(mul(expMinus(k, x), s)), x), K0_B),
});
pointwise({
  schema: 'special_modified_bessel_k1(Tensor self) -> Tensor', dtype: 'float', inplace: false, nn: true,
  kernel: (k) => besselK(k, (s, x) => k1Near(k, s, x), K1_A, (s, x) => overSqrt(k, k.r(mul(expMinus(k, x), s)), x), K1_B),
});
pointwise({
  schema: 'special_scaled_modified_bessel_k0(Tensor x) -> Tensor', dtype: 'float', inplace: false, nn: true,
  kernel: (k) => besselK(k, (s, x) => k.r(mul(k0Near(k, s, x), libm(k, 'exp', x))), K0_A, (s, x) => overSqrt(k, s, x), K0_B),
});
pointwise({
  schema: 'special_scaled_modified_bessel_k1(Tensor x) -> Tensor', dtype: 'float', inplace: false, nn: true,
  kernel: (k) => besselK(k, (s, x) => k.r(mul(k1Near(k, s, x), libm(k, 'exp', x))), K1_A, (s, x) => overSqrt(k, s, x), K1_B),
});

// sin(x)/x's Taylor coefficients -1/6, 1/120, ... as the dtype's divisions fold them, highest order first
const SPHERICAL_J0_SERIES = [1 / 6227020800, -1 / 39916800, 1 / 362880, -1 / 5040, 1 / 120, -1 / 6, 1];

pointwise({
  // sin(x) / x, by its Taylor series below 1/2 in magnitude; 0 at the infinities
  schema: 'special_spherical_bessel_j0(Tensor x) -> Tensor', dtype: 'float', inplace: false, nn: true,
  kernel: (k) => {
    const x = k.x[0]!;
    const xx = k.r(mul(x, x));
    const series = polevl(k, xx, SPHERICAL_J0_SERIES);
    const infinite = eq(abs(x), Infinity);
    return select(infinite, 0, select(lt(abs(x), 0.5), series, k.r(div(libm(k, 'sin', x), x))));
  },
});
