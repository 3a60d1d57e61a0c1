/**
 * The Hurwitz zeta function sum_k (k + q)^-x as PyTorch's Math.h computes it (Cephes' zeta): direct summation
 * until the terms fall below machine epsilon or a reaches 9, then the Euler-Maclaurin tail. PyTorch's CPU build
 * accumulates in double for every dtype (float's acc_type), so this one routine serves float32 and float64.
 */

// (2k)! / B_2k: the Euler-Maclaurin tail's divisors
const A = [12.0, -720.0, 30240.0, -1209600.0, 47900160.0, -1.8924375803183791606e9, 7.47242496e10,
  -2.950130727918164224e12, 1.1646782814350067249e14, -4.5979787224074726105e15, 1.8152105401943546773e17,
  -7.1661652561756670113e18];
const MACHEP = 1.11022302462515654042e-16;

export function zeta(x: number, q: number): number {
  if (x === 1) return Infinity;
  if (x < 1) return NaN;
  if (q <= 0) {
    if (q === Math.floor(q)) return Infinity;
    if (x !== Math.floor(x)) return NaN;
  }
  let s = q ** -x, a = q, b = 0, i = 0;
  while (i < 9 || a <= 9) {
    i += 1;
    a += 1;
    b = a ** -x;
    s += b;
    if (-MACHEP * s < b && b < MACHEP * s) return s;
  }
  const w = a;
  s += (b * w) / (x - 1);
  s -= 0.5 * b;
  a = 1;
  let k = 0;
  for (let j = 0; j < 12; j++) {
    a *= x + k;
    b /= w;
    const t = (a * b) / A[j]!;
    s += t;
    if (Math.abs(t / s) < MACHEP) return s;
    k += 1;
    a *= x + k;
    b /= w;
    k += 1;
  }
  return s;
}
