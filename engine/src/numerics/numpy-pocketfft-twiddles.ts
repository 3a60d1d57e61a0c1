/**
 * The twiddle factors of numpy's pocketfft (the C pocketfft numpy 1.17 to 1.26 build, numpy/fft/_pocketfft.c):
 * sincos_2pibyn fills e^(2 pi i k / n) for k < n from one octant, computed by a polynomial in fma steps
 * (my_sincosm1pi) and by products of table entries, then mirrored. PyTorch's pocketfft computes them otherwise, so
 * numpy.fft's values need these to agree bit for bit. The steps run on one array as the C code's do, in place.
 */

const view = new DataView(new ArrayBuffer(8));

/** x as mantissa * 2^exponent, both integers (x finite). */
function parts(x: number): [bigint, number] {
  view.setFloat64(0, x);
  const hi = view.getUint32(0), lo = view.getUint32(4);
  const e = (hi >>> 20) & 0x7ff, sign = hi >>> 31 ? -1n : 1n;
  const fraction = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  return e === 0 ? [sign * fraction, -1074] : [sign * (fraction | (1n << 52n)), e - 1075];
}

/** C's fma: a * b + c rounded once, from the exact sum in integers. */
export function fma(a: number, b: number, c: number): number {
  if (!Number.isFinite(a) || !Number.isFinite(b) || !Number.isFinite(c) || a === 0 || b === 0 || c === 0) return a * b + c;
  const [ma, ea] = parts(a), [mb, eb] = parts(b), [mc, ec] = parts(c);
  const e = Math.min(ea + eb, ec);
  const sum = ((ma * mb) << BigInt(ea + eb - e)) + (mc << BigInt(ec - e));
  if (sum === 0n) return a * b + c;
  // Number() rounds to nearest even once; the power of two then scales exactly while the result stays normal
  return e < -1000 ? Number(sum) * 2 ** (e + 1000) * 2 ** -1000 : Number(sum) * 2 ** e;
}

/** cos(pi a) - 1 and sin(pi a) for |a| <= 1/4 (my_sincosm1pi), into res[at], res[at + 1]. */
function sincosm1pi(a: number, res: Float64Array, at: number): void {
  let s = a * a;
  let r = -1.0369917389758117e-4;
  r = fma(r, s, 1.9294935641298806e-3);
  r = fma(r, s, -2.5806887942825395e-2);
  r = fma(r, s, 2.3533063028328211e-1);
  r = fma(r, s, -1.3352627688538006e+0);
  r = fma(r, s, 4.0587121264167623e+0);
  r = fma(r, s, -4.9348022005446790e+0);
  const c = r * s;
  r = 4.6151442520157035e-4;
  r = fma(r, s, -7.3700183130883555e-3);
  r = fma(r, s, 8.2145868949323936e-2);
  r = fma(r, s, -5.9926452893214921e-1);
  r = fma(r, s, 2.5501640398732688e+0);
  r = fma(r, s, -5.1677127800499516e+0);
  s = s * a;
  r = r * s;
  res[at] = c;
  res[at + 1] = fma(a, 3.1415926535897931e+0, r);
}

/** The first octant of e^(2 pi i k / den), at res[p...]. */
function firstOctant(den: number, res: Float64Array, p: number): void {
  const n = (den + 4) >> 3;
  if (n === 0) return;
  res[p] = 1; res[p + 1] = 0;
  if (n === 1) return;
  const l1 = Math.floor(Math.sqrt(n));
  for (let i = 1; i < l1; i++) sincosm1pi((2 * i) / den, res, p + 2 * i);
  const cs = new Float64Array(2);
  for (let start = l1; start < n; start += l1) {
    sincosm1pi((2 * start) / den, cs, 0);
    const [c0, c1] = [cs[0]!, cs[1]!];
    res[p + 2 * start] = c0 + 1;
    res[p + 2 * start + 1] = c1;
    const end = start + l1 > n ? n - start : l1;
    for (let i = 1; i < end; i++) {
      const x0 = res[p + 2 * i]!, x1 = res[p + 2 * i + 1]!;
      res[p + 2 * (start + i)] = ((c0 * x0 - c1 * x1 + c0) + x0) + 1;
      res[p + 2 * (start + i) + 1] = (c0 * x1 + c1 * x0) + c1 + x1;
    }
  }
  for (let i = 1; i < l1; i++) res[p + 2 * i]! += 1;
}

function firstQuadrant(n: number, res: Float64Array): void {
  const p = n;
  firstOctant(n << 1, res, p);
  const ndone = (n + 2) >> 2;
  let i = 0, idx1 = 0, idx2 = 2 * ndone - 2;
  for (; i + 1 < ndone; i += 2, idx1 += 2, idx2 -= 2) {
    res[idx1] = res[p + 2 * i]!;
    res[idx1 + 1] = res[p + 2 * i + 1]!;
    res[idx2] = res[p + 2 * i + 3]!;
    res[idx2 + 1] = res[p + 2 * i + 2]!;
  }
  if (i !== ndone) {
    res[idx1] = res[p + 2 * i]!;
    res[idx1 + 1] = res[p + 2 * i + 1]!;
  }
}

function firstHalf(n: number, res: Float64Array): void {
  const ndone = (n + 1) >> 1, p = n - 1;
  firstOctant(n << 2, res, p);
  let i4 = 0, i = 0;
  const at = (k: number) => res[p + k]!;
  for (; i4 <= n - i4; i++, i4 += 4) { res[2 * i] = at(2 * i4); res[2 * i + 1] = at(2 * i4 + 1); }
  for (; i4 - n <= 0; i++, i4 += 4) { const xm = n - i4; res[2 * i] = at(2 * xm + 1); res[2 * i + 1] = at(2 * xm); }
  for (; i4 <= 3 * n - i4; i++, i4 += 4) { const xm = i4 - n; res[2 * i] = -at(2 * xm + 1); res[2 * i + 1] = at(2 * xm); }
  for (; i < ndone; i++, i4 += 4) { const xm = 2 * n - i4; res[2 * i] = -at(2 * xm); res[2 * i + 1] = at(2 * xm + 1); }
}

function fillFirstQuadrant(n: number, res: Float64Array): void {
  const quart = n >> 2;
  if ((n & 7) === 0) res[quart] = res[quart + 1] = 0.707106781186547524400844362104849;
  for (let i = 2, j = 2 * quart - 2; i < quart; i += 2, j -= 2) { res[j] = res[i + 1]!; res[j + 1] = res[i]!; }
}

function fillFirstHalf(n: number, res: Float64Array): void {
  const half = n >> 1;
  if ((n & 3) === 0) {
    for (let i = 0; i < half; i += 2) { res[i + half] = -res[i + 1]!; res[i + half + 1] = res[i]!; }
  } else {
    for (let i = 2, j = 2 * half - 2; i < half; i += 2, j -= 2) { res[j] = -res[i]!; res[j + 1] = res[i + 1]!; }
  }
}

function fillSecondHalf(n: number, res: Float64Array): void {
  if ((n & 1) === 0) {
    for (let i = 0; i < n; i++) res[i + n] = -res[i]!;
  } else {
    for (let i = 2, j = 2 * n - 2; i < n; i += 2, j -= 2) { res[j] = res[i]!; res[j + 1] = -res[i + 1]!; }
  }
}

/** sincos_2pibyn: (cos, sin) of 2 pi k / n for k < n, interleaved. */
export function sincos2PiByN(n: number): Float64Array {
  const res = new Float64Array(2 * n);
  if ((n & 3) === 0) {
    firstOctant(n, res, 0);
    fillFirstQuadrant(n, res);
    fillFirstHalf(n, res);
  } else if ((n & 1) === 0) {
    firstQuadrant(n, res);
    fillFirstHalf(n, res);
  } else {
    firstHalf(n, res);
  }
  fillSecondHalf(n, res);
  return res;
}
