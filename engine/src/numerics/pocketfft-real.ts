/**
 * Real FFTs of one row as PyTorch's CPU FFT computes them: pocketfft's rfftp (FFTPACK's radix 4, 2, 3, 5 and
 * generic passes over a halfcomplex array), every operation rounded to the row's precision in pocketfft's order, so
 * that float32 results carry the same rounding as PyTorch's. Twiddle factors come from pocketfft's sincos_2pibyn:
 * cosines and sines of octant-reduced angles in double, combined from two tables and rounded once.
 */

export type Round = (x: number) => number;

// pocketfft's long double constants, each rounded straight to the working precision
const HALF_SQRT3 = 0.8660254037844386467637231707529362;
const SQRT2 = 1.414213562373095048801688724209698;
const HALF_SQRT2 = 0.707106781186547524400844362104849;
const TR11 = 0.3090169943749474241022934171828191, TI11 = 0.9510565162951535721164393333793821;
const TR12 = -0.8090169943749474241022934171828191, TI12 = 0.5877852522924731291687059546390728;

/** angle / 8 of a full turn / n, as pocketfft takes 0.25 * pi / n in long double and rounds it to double. */
function eighthStep(n: number): number {
  // pi to 64 bits, exactly: 0xC90FDAA22168C235 / 2^62; divided by 4n and rounded to 64 bits, then to 53
  const num = 0xC90FDAA22168C235n;
  const den = BigInt(n) * 4n;
  let exp = -62;
  let q = num / den, rem = num % den;
  while (q < 1n << 63n) { q = (q << 1n) | ((rem << 1n) >= den ? 1n : 0n); rem = (rem << 1n) % den; exp--; }
  while (q >= 1n << 64n) { rem = (q & 1n) * den + rem; q >>= 1n; exp++; }
  const twice = rem * 2n;
  if (twice > den || (twice === den && (q & 1n) === 1n)) q += 1n;
  // to 53 bits (round half to even on the 11 dropped bits)
  const dropped = q & 0x7FFn, kept = q >> 11n;
  const up = dropped > 0x400n || (dropped === 0x400n && (kept & 1n) === 1n);
  return Number(kept + (up ? 1n : 0n)) * 2 ** (exp + 11);
}

// Double-double arithmetic (a value as an unevaluated sum hi + lo) for correctly rounded sines and cosines: the
// platform's Math.sin and Math.cos may be an ulp off where the C library pocketfft calls is not.
type DD = readonly [number, number];
const SPLIT = 134217729;  // 2^27 + 1, Dekker's splitter

function twoProd(a: number, b: number): DD {
  const p = a * b;
  const ca = SPLIT * a, ah = ca - (ca - a), al = a - ah;
  const cb = SPLIT * b, bh = cb - (cb - b), bl = b - bh;
  return [p, ((ah * bh - p) + ah * bl + al * bh) + al * bl];
}

function quickTwoSum(a: number, b: number): DD {
  const s = a + b;
  return [s, b - (s - a)];
}

function ddAdd(x: DD, y: DD): DD {
  const s = x[0] + y[0], bb = s - x[0];
  return quickTwoSum(s, (x[0] - (s - bb)) + (y[0] - bb) + x[1] + y[1]);
}

function ddMul(x: DD, y: DD): DD {
  const [p, e] = twoProd(x[0], y[0]);
  return quickTwoSum(p, e + x[0] * y[1] + x[1] * y[0]);
}

function ddDivInt(x: DD, d: number): DD {
  const q1 = x[0] / d, [p, e] = twoProd(q1, d);
  return quickTwoSum(q1, (((x[0] - p) - e) + x[1]) / d);
}

/** sin a (odd) or cos a, |a| <= pi / 4, by its Taylor series in double-double, rounded once. */
function trig(a: number, odd: boolean): number {
  const a2 = ddMul([a, 0], [a, 0]);
  let term: DD = odd ? [a, 0] : [1, 0], sum = term;
  for (let k = 1; k < 40 && term[0] !== 0 && Math.abs(term[0]) > 1e-40; k++) {
    const d = odd ? 2 * k * (2 * k + 1) : (2 * k - 1) * 2 * k;
    term = ddDivInt(ddMul(term, a2), d);
    sum = ddAdd(sum, k % 2 ? [-term[0], -term[1]] : term);
  }
  return sum[0] + sum[1];
}

const sin = (a: number) => trig(a, true), cos = (a: number) => trig(a, false);

/** e^(2 pi i k / n) for k < n, as sincos_2pibyn's operator[] gives it, rounded by `round`. */
export function twiddles(n: number, round: Round): (k: number) => [number, number] {
  const ang = eighthStep(n);
  const calc = (x0: number): [number, number] => {
    let x = x0 * 8;
    if (x < 4 * n) {
      if (x < 2 * n) {
        if (x < n) return [cos(x * ang), sin(x * ang)];
        return [sin((2 * n - x) * ang), cos((2 * n - x) * ang)];
      }
      x -= 2 * n;
      if (x < n) return [-sin(x * ang), cos(x * ang)];
      return [-cos((2 * n - x) * ang), sin((2 * n - x) * ang)];
    }
    x = 8 * n - x;
    if (x < 2 * n) {
      if (x < n) return [cos(x * ang), -sin(x * ang)];
      return [sin((2 * n - x) * ang), -cos((2 * n - x) * ang)];
    }
    x -= 2 * n;
    if (x < n) return [-sin(x * ang), -cos(x * ang)];
    return [-cos((2 * n - x) * ang), -sin((2 * n - x) * ang)];
  };
  const nval = Math.floor((n + 2) / 2);
  let shift = 1;
  while (2 ** shift * 2 ** shift < nval) shift++;
  const mask = 2 ** shift - 1;
  const v1: [number, number][] = [[1, 0]];
  for (let i = 1; i <= mask; i++) v1.push(calc(i));
  const v2: [number, number][] = [[1, 0]];
  for (let i = 1; i < Math.floor((nval + mask) / (mask + 1)); i++) v2.push(calc(i * (mask + 1)));
  return (k) => {
    const idx = 2 * k <= n ? k : n - k;
    const [a, b] = v1[idx & mask]!, [c, d] = v2[Math.floor(idx / (mask + 1))]!;
    const re = round(a * c - b * d), im = round(a * d + b * c);
    return [re, 2 * k <= n ? im : -im];
  };
}

interface Factor { ip: number; tw: Float64Array; tws: Float64Array }

/** FFTPACK's factorisation: 4s first, a 2 moved to the front, then odd divisors, then what remains. */
function factorize(n: number): number[] {
  const fact: number[] = [];
  let len = n;
  while (len % 4 === 0) { fact.push(4); len /= 4; }
  if (len % 2 === 0) {
    len /= 2;
    fact.push(2);
    [fact[0], fact[fact.length - 1]] = [fact[fact.length - 1]!, fact[0]!];
  }
  for (let d = 3; d * d <= len; d += 2) while (len % d === 0) { fact.push(d); len /= d; }
  if (len > 1) fact.push(len);
  return fact;
}

/** A length's plan: its factors with their twiddles (the last factor needs none; generic ones also a cos/sin row). */
export interface RealPlan { readonly n: number; readonly factors: readonly Factor[]; readonly round: Round }

/** The plan of a length, its twiddles from `tw` (by default PyTorch's pocketfft's): e^(2 pi i k / n) as (cos, sin). */
export function realPlan(n: number, round: Round, tw: (k: number) => readonly [number, number] = twiddles(n, round)): RealPlan {
  if (n === 1) return { n, factors: [], round };
  const factors: Factor[] = [];
  let l1 = 1;
  const ips = factorize(n);
  ips.forEach((ip, k) => {
    const ido = n / (l1 * ip);
    const w = new Float64Array(k < ips.length - 1 ? (ip - 1) * (ido - 1) : 0);
    if (k < ips.length - 1) {
      for (let j = 1; j < ip; j++) {
        for (let i = 1; i <= (ido - 1) >> 1; i++) {
          const [re, im] = tw(j * l1 * i);
          w[(j - 1) * (ido - 1) + 2 * i - 2] = re;
          w[(j - 1) * (ido - 1) + 2 * i - 1] = im;
        }
      }
    }
    const ws = new Float64Array(ip > 5 ? 2 * ip : 0);
    if (ip > 5) {
      ws[0] = 1; ws[1] = 0;
      for (let i = 2, ic = 2 * ip - 2; i <= ic; i += 2, ic -= 2) {
        const [re, im] = tw((i / 2) * (n / ip));
        ws[i] = re; ws[i + 1] = im; ws[ic] = re; ws[ic + 1] = -im;
      }
    }
    factors.push({ ip, tw: w, tws: ws });
    l1 *= ip;
  });
  return { n, factors, round };
}

type Pass = (ido: number, l1: number, cc: Float64Array, ch: Float64Array, f: Factor, r: Round) => void;

const radf2: Pass = (ido, l1, cc, ch, f, r) => {
  const wa = f.tw;
  const CC = (a: number, b: number, c: number) => a + ido * (b + l1 * c);
  const CH = (a: number, b: number, c: number) => a + ido * (b + 2 * c);
  for (let k = 0; k < l1; k++) {
    const a = cc[CC(0, k, 0)]!, b = cc[CC(0, k, 1)]!;
    ch[CH(0, 0, k)] = r(a + b); ch[CH(ido - 1, 1, k)] = r(a - b);
  }
  if ((ido & 1) === 0) {
    for (let k = 0; k < l1; k++) {
      ch[CH(0, 1, k)] = -cc[CC(ido - 1, k, 1)]!;
      ch[CH(ido - 1, 0, k)] = cc[CC(ido - 1, k, 0)]!;
    }
  }
  if (ido <= 2) return;
  for (let k = 0; k < l1; k++) {
    for (let i = 2; i < ido; i += 2) {
      const ic = ido - i;
      const [tr2, ti2] = mulpm(wa[i - 2]!, wa[i - 1]!, cc[CC(i - 1, k, 1)]!, cc[CC(i, k, 1)]!, r);
      const a = cc[CC(i - 1, k, 0)]!, b = cc[CC(i, k, 0)]!;
      ch[CH(i - 1, 0, k)] = r(a + tr2); ch[CH(ic - 1, 1, k)] = r(a - tr2);
      ch[CH(i, 0, k)] = r(ti2 + b); ch[CH(ic, 1, k)] = r(ti2 - b);
    }
  }
};

/** (a, b) = conj(c + id) * (e + if) */
function mulpm(c: number, d: number, e: number, f: number, r: Round): [number, number] {
  return [r(r(c * e) + r(d * f)), r(r(c * f) - r(d * e))];
}

/** a2 = a + b, b2 = i (b - a) on the pairs (rx, ix), (ry, iy) */
function rearrange(rx: number, ix: number, ry: number, iy: number, r: Round): [number, number, number, number] {
  return [r(rx + ry), r(ix + iy), r(ix - iy), r(ry - rx)];
}

const radf3: Pass = (ido, l1, cc, ch, f, r) => {
  const wa = f.tw, taur = -0.5, taui = r(HALF_SQRT3);
  const WA = (x: number, i: number) => wa[i + x * (ido - 1)]!;
  const CC = (a: number, b: number, c: number) => cc[a + ido * (b + l1 * c)]!;
  const CH = (a: number, b: number, c: number) => a + ido * (b + 3 * c);
  for (let k = 0; k < l1; k++) {
    const cr2 = r(CC(0, k, 1) + CC(0, k, 2));
    ch[CH(0, 0, k)] = r(CC(0, k, 0) + cr2);
    ch[CH(0, 2, k)] = r(taui * r(CC(0, k, 2) - CC(0, k, 1)));
    ch[CH(ido - 1, 1, k)] = r(CC(0, k, 0) + r(taur * cr2));
  }
  if (ido === 1) return;
  for (let k = 0; k < l1; k++) {
    for (let i = 2; i < ido; i += 2) {
      const ic = ido - i;
      let [dr2, di2] = mulpm(WA(0, i - 2), WA(0, i - 1), CC(i - 1, k, 1), CC(i, k, 1), r);
      let [dr3, di3] = mulpm(WA(1, i - 2), WA(1, i - 1), CC(i - 1, k, 2), CC(i, k, 2), r);
      [dr2, di2, dr3, di3] = rearrange(dr2, di2, dr3, di3, r);
      ch[CH(i - 1, 0, k)] = r(CC(i - 1, k, 0) + dr2);
      ch[CH(i, 0, k)] = r(CC(i, k, 0) + di2);
      const tr2 = r(CC(i - 1, k, 0) + r(taur * dr2)), ti2 = r(CC(i, k, 0) + r(taur * di2));
      const tr3 = r(taui * dr3), ti3 = r(taui * di3);
      ch[CH(i - 1, 2, k)] = r(tr2 + tr3); ch[CH(ic - 1, 1, k)] = r(tr2 - tr3);
      ch[CH(i, 2, k)] = r(ti3 + ti2); ch[CH(ic, 1, k)] = r(ti3 - ti2);
    }
  }
};

const radf4: Pass = (ido, l1, cc, ch, f, r) => {
  const wa = f.tw, hsqt2 = r(HALF_SQRT2);
  const WA = (x: number, i: number) => wa[i + x * (ido - 1)]!;
  const CC = (a: number, b: number, c: number) => cc[a + ido * (b + l1 * c)]!;
  const CH = (a: number, b: number, c: number) => a + ido * (b + 4 * c);
  for (let k = 0; k < l1; k++) {
    const tr1 = r(CC(0, k, 3) + CC(0, k, 1));
    ch[CH(0, 2, k)] = r(CC(0, k, 3) - CC(0, k, 1));
    const tr2 = r(CC(0, k, 0) + CC(0, k, 2));
    ch[CH(ido - 1, 1, k)] = r(CC(0, k, 0) - CC(0, k, 2));
    ch[CH(0, 0, k)] = r(tr2 + tr1); ch[CH(ido - 1, 3, k)] = r(tr2 - tr1);
  }
  if ((ido & 1) === 0) {
    for (let k = 0; k < l1; k++) {
      const ti1 = r(-hsqt2 * r(CC(ido - 1, k, 1) + CC(ido - 1, k, 3)));
      const tr1 = r(hsqt2 * r(CC(ido - 1, k, 1) - CC(ido - 1, k, 3)));
      ch[CH(ido - 1, 0, k)] = r(CC(ido - 1, k, 0) + tr1); ch[CH(ido - 1, 2, k)] = r(CC(ido - 1, k, 0) - tr1);
      ch[CH(0, 3, k)] = r(ti1 + CC(ido - 1, k, 2)); ch[CH(0, 1, k)] = r(ti1 - CC(ido - 1, k, 2));
    }
  }
  if (ido <= 2) return;
  for (let k = 0; k < l1; k++) {
    for (let i = 2; i < ido; i += 2) {
      const ic = ido - i;
      const [cr2, ci2] = mulpm(WA(0, i - 2), WA(0, i - 1), CC(i - 1, k, 1), CC(i, k, 1), r);
      const [cr3, ci3] = mulpm(WA(1, i - 2), WA(1, i - 1), CC(i - 1, k, 2), CC(i, k, 2), r);
      const [cr4, ci4] = mulpm(WA(2, i - 2), WA(2, i - 1), CC(i - 1, k, 3), CC(i, k, 3), r);
      const tr1 = r(cr4 + cr2), tr4 = r(cr4 - cr2);
      const ti1 = r(ci2 + ci4), ti4 = r(ci2 - ci4);
      const tr2 = r(CC(i - 1, k, 0) + cr3), tr3 = r(CC(i - 1, k, 0) - cr3);
      const ti2 = r(CC(i, k, 0) + ci3), ti3 = r(CC(i, k, 0) - ci3);
      ch[CH(i - 1, 0, k)] = r(tr2 + tr1); ch[CH(ic - 1, 3, k)] = r(tr2 - tr1);
      ch[CH(i, 0, k)] = r(ti1 + ti2); ch[CH(ic, 3, k)] = r(ti1 - ti2);
      ch[CH(i - 1, 2, k)] = r(tr3 + ti4); ch[CH(ic - 1, 1, k)] = r(tr3 - ti4);
      ch[CH(i, 2, k)] = r(tr4 + ti3); ch[CH(ic, 1, k)] = r(tr4 - ti3);
    }
  }
};

const radf5: Pass = (ido, l1, cc, ch, f, r) => {
  const wa = f.tw, tr11 = r(TR11), ti11 = r(TI11), tr12 = r(TR12), ti12 = r(TI12);
  const WA = (x: number, i: number) => wa[i + x * (ido - 1)]!;
  const CC = (a: number, b: number, c: number) => cc[a + ido * (b + l1 * c)]!;
  const CH = (a: number, b: number, c: number) => a + ido * (b + 5 * c);
  for (let k = 0; k < l1; k++) {
    const cr2 = r(CC(0, k, 4) + CC(0, k, 1)), ci5 = r(CC(0, k, 4) - CC(0, k, 1));
    const cr3 = r(CC(0, k, 3) + CC(0, k, 2)), ci4 = r(CC(0, k, 3) - CC(0, k, 2));
    const c0 = CC(0, k, 0);
    ch[CH(0, 0, k)] = r(r(c0 + cr2) + cr3);
    ch[CH(ido - 1, 1, k)] = r(r(c0 + r(tr11 * cr2)) + r(tr12 * cr3));
    ch[CH(0, 2, k)] = r(r(ti11 * ci5) + r(ti12 * ci4));
    ch[CH(ido - 1, 3, k)] = r(r(c0 + r(tr12 * cr2)) + r(tr11 * cr3));
    ch[CH(0, 4, k)] = r(r(ti12 * ci5) - r(ti11 * ci4));
  }
  if (ido === 1) return;
  for (let k = 0; k < l1; k++) {
    for (let i = 2, ic = ido - 2; i < ido; i += 2, ic -= 2) {
      let [dr2, di2] = mulpm(WA(0, i - 2), WA(0, i - 1), CC(i - 1, k, 1), CC(i, k, 1), r);
      let [dr3, di3] = mulpm(WA(1, i - 2), WA(1, i - 1), CC(i - 1, k, 2), CC(i, k, 2), r);
      let [dr4, di4] = mulpm(WA(2, i - 2), WA(2, i - 1), CC(i - 1, k, 3), CC(i, k, 3), r);
      let [dr5, di5] = mulpm(WA(3, i - 2), WA(3, i - 1), CC(i - 1, k, 4), CC(i, k, 4), r);
      [dr2, di2, dr5, di5] = rearrange(dr2, di2, dr5, di5, r);
      [dr3, di3, dr4, di4] = rearrange(dr3, di3, dr4, di4, r);
      const a = CC(i - 1, k, 0), b = CC(i, k, 0);
      ch[CH(i - 1, 0, k)] = r(r(a + dr2) + dr3);
      ch[CH(i, 0, k)] = r(r(b + di2) + di3);
      const tr2 = r(r(a + r(tr11 * dr2)) + r(tr12 * dr3)), ti2 = r(r(b + r(tr11 * di2)) + r(tr12 * di3));
      const tr3 = r(r(a + r(tr12 * dr2)) + r(tr11 * dr3)), ti3 = r(r(b + r(tr12 * di2)) + r(tr11 * di3));
      const tr5 = r(r(ti11 * dr5) + r(ti12 * dr4)), ti5 = r(r(ti11 * di5) + r(ti12 * di4));
      const tr4 = r(r(ti12 * dr5) - r(ti11 * dr4)), ti4 = r(r(ti12 * di5) - r(ti11 * di4));
      ch[CH(i - 1, 2, k)] = r(tr2 + tr5); ch[CH(ic - 1, 1, k)] = r(tr2 - tr5);
      ch[CH(i, 2, k)] = r(ti5 + ti2); ch[CH(ic, 1, k)] = r(ti5 - ti2);
      ch[CH(i - 1, 4, k)] = r(tr3 + tr4); ch[CH(ic - 1, 3, k)] = r(tr3 - tr4);
      ch[CH(i, 4, k)] = r(ti4 + ti3); ch[CH(ic, 3, k)] = r(ti4 - ti3);
    }
  }
};

/** The generic odd-radix forward pass (radfg); it leaves its result in cc. */
function radfg(ido: number, ip: number, l1: number, cc: Float64Array, ch: Float64Array, f: Factor, r: Round): void {
  const wa = f.tw, csarr = f.tws;
  const ipph = (ip + 1) >> 1, idl1 = ido * l1;
  const CC = (a: number, b: number, c: number) => a + ido * (b + ip * c);
  const CH = (a: number, b: number, c: number) => a + ido * (b + l1 * c);
  const C1 = CH;
  const C2 = (a: number, b: number) => a + idl1 * b;
  if (ido > 1) {
    for (let j = 1, jc = ip - 1; j < ipph; j++, jc--) {
      const is = (j - 1) * (ido - 1), is2 = (jc - 1) * (ido - 1);
      for (let k = 0; k < l1; k++) {
        let idij = is, idij2 = is2;
        for (let i = 1; i <= ido - 2; i += 2) {
          const t1 = cc[C1(i, k, j)]!, t2 = cc[C1(i + 1, k, j)]!, t3 = cc[C1(i, k, jc)]!, t4 = cc[C1(i + 1, k, jc)]!;
          const x1 = r(r(wa[idij]! * t1) + r(wa[idij + 1]! * t2)), x2 = r(r(wa[idij]! * t2) - r(wa[idij + 1]! * t1));
          const x3 = r(r(wa[idij2]! * t3) + r(wa[idij2 + 1]! * t4));
          const x4 = r(r(wa[idij2]! * t4) - r(wa[idij2 + 1]! * t3));
          cc[C1(i, k, j)] = r(x3 + x1); cc[C1(i + 1, k, jc)] = r(x3 - x1);
          cc[C1(i + 1, k, j)] = r(x2 + x4); cc[C1(i, k, jc)] = r(x2 - x4);
          idij += 2; idij2 += 2;
        }
      }
    }
  }
  for (let j = 1, jc = ip - 1; j < ipph; j++, jc--) {
    for (let k = 0; k < l1; k++) {  // MPINPLACE(C1(0,k,jc), C1(0,k,j))
      const a = cc[C1(0, k, jc)]!, b = cc[C1(0, k, j)]!;
      cc[C1(0, k, jc)] = r(a - b); cc[C1(0, k, j)] = r(a + b);
    }
  }
  for (let l = 1, lc = ip - 1; l < ipph; l++, lc--) {
    for (let ik = 0; ik < idl1; ik++) {
      ch[C2(ik, l)] = r(r(cc[C2(ik, 0)]! + r(csarr[2 * l]! * cc[C2(ik, 1)]!)) + r(csarr[4 * l]! * cc[C2(ik, 2)]!));
      ch[C2(ik, lc)] = r(r(csarr[2 * l + 1]! * cc[C2(ik, ip - 1)]!) + r(csarr[4 * l + 1]! * cc[C2(ik, ip - 2)]!));
    }
    let iang = 2 * l;
    let j = 3, jc = ip - 3;
    const next = () => {
      iang += l;
      if (iang >= ip) iang -= ip;
      return [csarr[2 * iang]!, csarr[2 * iang + 1]!] as const;
    };
    for (; j < ipph - 3; j += 4, jc -= 4) {
      const [ar1, ai1] = next(), [ar2, ai2] = next(), [ar3, ai3] = next(), [ar4, ai4] = next();
      for (let ik = 0; ik < idl1; ik++) {
        const sr = r(r(r(r(ar1 * cc[C2(ik, j)]!) + r(ar2 * cc[C2(ik, j + 1)]!)) + r(ar3 * cc[C2(ik, j + 2)]!)) +
          r(ar4 * cc[C2(ik, j + 3)]!));
        const si = r(r(r(r(ai1 * cc[C2(ik, jc)]!) + r(ai2 * cc[C2(ik, jc - 1)]!)) + r(ai3 * cc[C2(ik, jc - 2)]!)) +
          r(ai4 * cc[C2(ik, jc - 3)]!));
        ch[C2(ik, l)] = r(ch[C2(ik, l)]! + sr); ch[C2(ik, lc)] = r(ch[C2(ik, lc)]! + si);
      }
    }
    for (; j < ipph - 1; j += 2, jc -= 2) {
      const [ar1, ai1] = next(), [ar2, ai2] = next();
      for (let ik = 0; ik < idl1; ik++) {
        ch[C2(ik, l)] = r(ch[C2(ik, l)]! + r(r(ar1 * cc[C2(ik, j)]!) + r(ar2 * cc[C2(ik, j + 1)]!)));
        ch[C2(ik, lc)] = r(ch[C2(ik, lc)]! + r(r(ai1 * cc[C2(ik, jc)]!) + r(ai2 * cc[C2(ik, jc - 1)]!)));
      }
    }
    for (; j < ipph; j++, jc--) {
      const [ar, ai] = next();
      for (let ik = 0; ik < idl1; ik++) {
        ch[C2(ik, l)] = r(ch[C2(ik, l)]! + r(ar * cc[C2(ik, j)]!));
        ch[C2(ik, lc)] = r(ch[C2(ik, lc)]! + r(ai * cc[C2(ik, jc)]!));
      }
    }
  }
  for (let ik = 0; ik < idl1; ik++) ch[C2(ik, 0)] = cc[C2(ik, 0)]!;
  for (let j = 1; j < ipph; j++) for (let ik = 0; ik < idl1; ik++) ch[C2(ik, 0)] = r(ch[C2(ik, 0)]! + cc[C2(ik, j)]!);
  for (let k = 0; k < l1; k++) for (let i = 0; i < ido; i++) cc[CC(i, 0, k)] = ch[CH(i, k, 0)]!;
  for (let j = 1, jc = ip - 1; j < ipph; j++, jc--) {
    const j2 = 2 * j - 1;
    for (let k = 0; k < l1; k++) {
      cc[CC(ido - 1, j2, k)] = ch[CH(0, k, j)]!;
      cc[CC(0, j2 + 1, k)] = ch[CH(0, k, jc)]!;
    }
  }
  if (ido === 1) return;
  for (let j = 1, jc = ip - 1; j < ipph; j++, jc--) {
    const j2 = 2 * j - 1;
    for (let k = 0; k < l1; k++) {
      for (let i = 1, ic = ido - i - 2; i <= ido - 2; i += 2, ic -= 2) {
        cc[CC(i, j2 + 1, k)] = r(ch[CH(i, k, j)]! + ch[CH(i, k, jc)]!);
        cc[CC(ic, j2, k)] = r(ch[CH(i, k, j)]! - ch[CH(i, k, jc)]!);
        cc[CC(i + 1, j2 + 1, k)] = r(ch[CH(i + 1, k, j)]! + ch[CH(i + 1, k, jc)]!);
        cc[CC(ic + 1, j2, k)] = r(ch[CH(i + 1, k, jc)]! - ch[CH(i + 1, k, j)]!);
      }
    }
  }
}

const radb2: Pass = (ido, l1, cc, ch, f, r) => {
  const wa = f.tw;
  const CC = (a: number, b: number, c: number) => cc[a + ido * (b + 2 * c)]!;
  const CH = (a: number, b: number, c: number) => a + ido * (b + l1 * c);
  for (let k = 0; k < l1; k++) {
    ch[CH(0, k, 0)] = r(CC(0, 0, k) + CC(ido - 1, 1, k)); ch[CH(0, k, 1)] = r(CC(0, 0, k) - CC(ido - 1, 1, k));
  }
  if ((ido & 1) === 0) {
    for (let k = 0; k < l1; k++) {
      ch[CH(ido - 1, k, 0)] = r(2 * CC(ido - 1, 0, k));
      ch[CH(ido - 1, k, 1)] = r(-2 * CC(0, 1, k));
    }
  }
  if (ido <= 2) return;
  for (let k = 0; k < l1; k++) {
    for (let i = 2; i < ido; i += 2) {
      const ic = ido - i;
      ch[CH(i - 1, k, 0)] = r(CC(i - 1, 0, k) + CC(ic - 1, 1, k));
      const tr2 = r(CC(i - 1, 0, k) - CC(ic - 1, 1, k));
      const ti2 = r(CC(i, 0, k) + CC(ic, 1, k));
      ch[CH(i, k, 0)] = r(CC(i, 0, k) - CC(ic, 1, k));
      [ch[CH(i, k, 1)], ch[CH(i - 1, k, 1)]] = mulpm(wa[i - 2]!, wa[i - 1]!, ti2, tr2, r);
    }
  }
};

const radb3: Pass = (ido, l1, cc, ch, f, r) => {
  const wa = f.tw, taur = -0.5, taui = r(HALF_SQRT3);
  const WA = (x: number, i: number) => wa[i + x * (ido - 1)]!;
  const CC = (a: number, b: number, c: number) => cc[a + ido * (b + 3 * c)]!;
  const CH = (a: number, b: number, c: number) => a + ido * (b + l1 * c);
  for (let k = 0; k < l1; k++) {
    const tr2 = r(2 * CC(ido - 1, 1, k));
    const cr2 = r(CC(0, 0, k) + r(taur * tr2));
    ch[CH(0, k, 0)] = r(CC(0, 0, k) + tr2);
    const ci3 = r(r(2 * taui) * CC(0, 2, k));
    ch[CH(0, k, 2)] = r(cr2 + ci3); ch[CH(0, k, 1)] = r(cr2 - ci3);
  }
  if (ido === 1) return;
  for (let k = 0; k < l1; k++) {
    for (let i = 2, ic = ido - 2; i < ido; i += 2, ic -= 2) {
      const tr2 = r(CC(i - 1, 2, k) + CC(ic - 1, 1, k)), ti2 = r(CC(i, 2, k) - CC(ic, 1, k));
      const cr2 = r(CC(i - 1, 0, k) + r(taur * tr2)), ci2 = r(CC(i, 0, k) + r(taur * ti2));
      ch[CH(i - 1, k, 0)] = r(CC(i - 1, 0, k) + tr2);
      ch[CH(i, k, 0)] = r(CC(i, 0, k) + ti2);
      const cr3 = r(taui * r(CC(i - 1, 2, k) - CC(ic - 1, 1, k))), ci3 = r(taui * r(CC(i, 2, k) + CC(ic, 1, k)));
      const dr3 = r(cr2 + ci3), dr2 = r(cr2 - ci3), di2 = r(ci2 + cr3), di3 = r(ci2 - cr3);
      [ch[CH(i, k, 1)], ch[CH(i - 1, k, 1)]] = mulpm(WA(0, i - 2), WA(0, i - 1), di2, dr2, r);
      [ch[CH(i, k, 2)], ch[CH(i - 1, k, 2)]] = mulpm(WA(1, i - 2), WA(1, i - 1), di3, dr3, r);
    }
  }
};

const radb4: Pass = (ido, l1, cc, ch, f, r) => {
  const wa = f.tw, sqrt2 = r(SQRT2);
  const WA = (x: number, i: number) => wa[i + x * (ido - 1)]!;
  const CC = (a: number, b: number, c: number) => cc[a + ido * (b + 4 * c)]!;
  const CH = (a: number, b: number, c: number) => a + ido * (b + l1 * c);
  for (let k = 0; k < l1; k++) {
    const tr2 = r(CC(0, 0, k) + CC(ido - 1, 3, k)), tr1 = r(CC(0, 0, k) - CC(ido - 1, 3, k));
    const tr3 = r(2 * CC(ido - 1, 1, k)), tr4 = r(2 * CC(0, 2, k));
    ch[CH(0, k, 0)] = r(tr2 + tr3); ch[CH(0, k, 2)] = r(tr2 - tr3);
    ch[CH(0, k, 3)] = r(tr1 + tr4); ch[CH(0, k, 1)] = r(tr1 - tr4);
  }
  if ((ido & 1) === 0) {
    for (let k = 0; k < l1; k++) {
      const ti1 = r(CC(0, 3, k) + CC(0, 1, k)), ti2 = r(CC(0, 3, k) - CC(0, 1, k));
      const tr2 = r(CC(ido - 1, 0, k) + CC(ido - 1, 2, k)), tr1 = r(CC(ido - 1, 0, k) - CC(ido - 1, 2, k));
      ch[CH(ido - 1, k, 0)] = r(tr2 + tr2);
      ch[CH(ido - 1, k, 1)] = r(sqrt2 * r(tr1 - ti1));
      ch[CH(ido - 1, k, 2)] = r(ti2 + ti2);
      ch[CH(ido - 1, k, 3)] = r(-sqrt2 * r(tr1 + ti1));
    }
  }
  if (ido <= 2) return;
  for (let k = 0; k < l1; k++) {
    for (let i = 2; i < ido; i += 2) {
      const ic = ido - i;
      const tr2 = r(CC(i - 1, 0, k) + CC(ic - 1, 3, k)), tr1 = r(CC(i - 1, 0, k) - CC(ic - 1, 3, k));
      const ti1 = r(CC(i, 0, k) + CC(ic, 3, k)), ti2 = r(CC(i, 0, k) - CC(ic, 3, k));
      const tr4 = r(CC(i, 2, k) + CC(ic, 1, k)), ti3 = r(CC(i, 2, k) - CC(ic, 1, k));
      const tr3 = r(CC(i - 1, 2, k) + CC(ic - 1, 1, k)), ti4 = r(CC(i - 1, 2, k) - CC(ic - 1, 1, k));
      ch[CH(i - 1, k, 0)] = r(tr2 + tr3); const cr3 = r(tr2 - tr3);
      ch[CH(i, k, 0)] = r(ti2 + ti3); const ci3 = r(ti2 - ti3);
      const cr4 = r(tr1 + tr4), cr2 = r(tr1 - tr4);
      const ci2 = r(ti1 + ti4), ci4 = r(ti1 - ti4);
      [ch[CH(i, k, 1)], ch[CH(i - 1, k, 1)]] = mulpm(WA(0, i - 2), WA(0, i - 1), ci2, cr2, r);
      [ch[CH(i, k, 2)], ch[CH(i - 1, k, 2)]] = mulpm(WA(1, i - 2), WA(1, i - 1), ci3, cr3, r);
      [ch[CH(i, k, 3)], ch[CH(i - 1, k, 3)]] = mulpm(WA(2, i - 2), WA(2, i - 1), ci4, cr4, r);
    }
  }
};

const radb5: Pass = (ido, l1, cc, ch, f, r) => {
  const wa = f.tw, tr11 = r(TR11), ti11 = r(TI11), tr12 = r(TR12), ti12 = r(TI12);
  const WA = (x: number, i: number) => wa[i + x * (ido - 1)]!;
  const CC = (a: number, b: number, c: number) => cc[a + ido * (b + 5 * c)]!;
  const CH = (a: number, b: number, c: number) => a + ido * (b + l1 * c);
  for (let k = 0; k < l1; k++) {
    const ti5 = r(CC(0, 2, k) + CC(0, 2, k)), ti4 = r(CC(0, 4, k) + CC(0, 4, k));
    const tr2 = r(CC(ido - 1, 1, k) + CC(ido - 1, 1, k)), tr3 = r(CC(ido - 1, 3, k) + CC(ido - 1, 3, k));
    const c0 = CC(0, 0, k);
    ch[CH(0, k, 0)] = r(r(c0 + tr2) + tr3);
    const cr2 = r(r(c0 + r(tr11 * tr2)) + r(tr12 * tr3)), cr3 = r(r(c0 + r(tr12 * tr2)) + r(tr11 * tr3));
    const [ci5, ci4] = mulpm(ti5, ti4, ti11, ti12, r);
    ch[CH(0, k, 4)] = r(cr2 + ci5); ch[CH(0, k, 1)] = r(cr2 - ci5);
    ch[CH(0, k, 3)] = r(cr3 + ci4); ch[CH(0, k, 2)] = r(cr3 - ci4);
  }
  if (ido === 1) return;
  for (let k = 0; k < l1; k++) {
    for (let i = 2, ic = ido - 2; i < ido; i += 2, ic -= 2) {
      const tr2 = r(CC(i - 1, 2, k) + CC(ic - 1, 1, k)), tr5 = r(CC(i - 1, 2, k) - CC(ic - 1, 1, k));
      const ti5 = r(CC(i, 2, k) + CC(ic, 1, k)), ti2 = r(CC(i, 2, k) - CC(ic, 1, k));
      const tr3 = r(CC(i - 1, 4, k) + CC(ic - 1, 3, k)), tr4 = r(CC(i - 1, 4, k) - CC(ic - 1, 3, k));
      const ti4 = r(CC(i, 4, k) + CC(ic, 3, k)), ti3 = r(CC(i, 4, k) - CC(ic, 3, k));
      const a = CC(i - 1, 0, k), b = CC(i, 0, k);
      ch[CH(i - 1, k, 0)] = r(r(a + tr2) + tr3);
      ch[CH(i, k, 0)] = r(r(b + ti2) + ti3);
      const cr2 = r(r(a + r(tr11 * tr2)) + r(tr12 * tr3)), ci2 = r(r(b + r(tr11 * ti2)) + r(tr12 * ti3));
      const cr3 = r(r(a + r(tr12 * tr2)) + r(tr11 * tr3)), ci3 = r(r(b + r(tr12 * ti2)) + r(tr11 * ti3));
      const [cr5, cr4] = mulpm(tr5, tr4, ti11, ti12, r);
      const [ci5, ci4] = mulpm(ti5, ti4, ti11, ti12, r);
      const dr4 = r(cr3 + ci4), dr3 = r(cr3 - ci4), di3 = r(ci3 + cr4), di4 = r(ci3 - cr4);
      const dr5 = r(cr2 + ci5), dr2 = r(cr2 - ci5), di2 = r(ci2 + cr5), di5 = r(ci2 - cr5);
      [ch[CH(i, k, 1)], ch[CH(i - 1, k, 1)]] = mulpm(WA(0, i - 2), WA(0, i - 1), di2, dr2, r);
      [ch[CH(i, k, 2)], ch[CH(i - 1, k, 2)]] = mulpm(WA(1, i - 2), WA(1, i - 1), di3, dr3, r);
      [ch[CH(i, k, 3)], ch[CH(i - 1, k, 3)]] = mulpm(WA(2, i - 2), WA(2, i - 1), di4, dr4, r);
      [ch[CH(i, k, 4)], ch[CH(i - 1, k, 4)]] = mulpm(WA(3, i - 2), WA(3, i - 1), di5, dr5, r);
    }
  }
};

/** The generic odd-radix backward pass (radbg); its result is in ch. */
function radbg(ido: number, ip: number, l1: number, cc: Float64Array, ch: Float64Array, f: Factor, r: Round): void {
  const wa = f.tw, csarr = f.tws;
  const ipph = (ip + 1) >> 1, idl1 = ido * l1;
  const CC = (a: number, b: number, c: number) => a + ido * (b + ip * c);
  const CH = (a: number, b: number, c: number) => a + ido * (b + l1 * c);
  const C1 = CH;
  const C2 = (a: number, b: number) => a + idl1 * b;
  for (let k = 0; k < l1; k++) for (let i = 0; i < ido; i++) ch[CH(i, k, 0)] = cc[CC(i, 0, k)]!;
  for (let j = 1, jc = ip - 1; j < ipph; j++, jc--) {
    const j2 = 2 * j - 1;
    for (let k = 0; k < l1; k++) {
      ch[CH(0, k, j)] = r(2 * cc[CC(ido - 1, j2, k)]!);
      ch[CH(0, k, jc)] = r(2 * cc[CC(0, j2 + 1, k)]!);
    }
  }
  if (ido !== 1) {
    for (let j = 1, jc = ip - 1; j < ipph; j++, jc--) {
      const j2 = 2 * j - 1;
      for (let k = 0; k < l1; k++) {
        for (let i = 1, ic = ido - i - 2; i <= ido - 2; i += 2, ic -= 2) {
          ch[CH(i, k, j)] = r(cc[CC(i, j2 + 1, k)]! + cc[CC(ic, j2, k)]!);
          ch[CH(i, k, jc)] = r(cc[CC(i, j2 + 1, k)]! - cc[CC(ic, j2, k)]!);
          ch[CH(i + 1, k, j)] = r(cc[CC(i + 1, j2 + 1, k)]! - cc[CC(ic + 1, j2, k)]!);
          ch[CH(i + 1, k, jc)] = r(cc[CC(i + 1, j2 + 1, k)]! + cc[CC(ic + 1, j2, k)]!);
        }
      }
    }
  }
  for (let l = 1, lc = ip - 1; l < ipph; l++, lc--) {
    for (let ik = 0; ik < idl1; ik++) {
      cc[C2(ik, l)] = r(r(ch[C2(ik, 0)]! + r(csarr[2 * l]! * ch[C2(ik, 1)]!)) + r(csarr[4 * l]! * ch[C2(ik, 2)]!));
      cc[C2(ik, lc)] = r(r(csarr[2 * l + 1]! * ch[C2(ik, ip - 1)]!) + r(csarr[4 * l + 1]! * ch[C2(ik, ip - 2)]!));
    }
    let iang = 2 * l;
    let j = 3, jc = ip - 3;
    // unlike radfg, the angle wraps only past ip
    const next = () => {
      iang += l;
      if (iang > ip) iang -= ip;
      return [csarr[2 * iang]!, csarr[2 * iang + 1]!] as const;
    };
    for (; j < ipph - 3; j += 4, jc -= 4) {
      const [ar1, ai1] = next(), [ar2, ai2] = next(), [ar3, ai3] = next(), [ar4, ai4] = next();
      for (let ik = 0; ik < idl1; ik++) {
        const sr = r(r(r(r(ar1 * ch[C2(ik, j)]!) + r(ar2 * ch[C2(ik, j + 1)]!)) + r(ar3 * ch[C2(ik, j + 2)]!)) +
          r(ar4 * ch[C2(ik, j + 3)]!));
        const si = r(r(r(r(ai1 * ch[C2(ik, jc)]!) + r(ai2 * ch[C2(ik, jc - 1)]!)) + r(ai3 * ch[C2(ik, jc - 2)]!)) +
          r(ai4 * ch[C2(ik, jc - 3)]!));
        cc[C2(ik, l)] = r(cc[C2(ik, l)]! + sr); cc[C2(ik, lc)] = r(cc[C2(ik, lc)]! + si);
      }
    }
    for (; j < ipph - 1; j += 2, jc -= 2) {
      const [ar1, ai1] = next(), [ar2, ai2] = next();
      for (let ik = 0; ik < idl1; ik++) {
        cc[C2(ik, l)] = r(cc[C2(ik, l)]! + r(r(ar1 * ch[C2(ik, j)]!) + r(ar2 * ch[C2(ik, j + 1)]!)));
        cc[C2(ik, lc)] = r(cc[C2(ik, lc)]! + r(r(ai1 * ch[C2(ik, jc)]!) + r(ai2 * ch[C2(ik, jc - 1)]!)));
      }
    }
    for (; j < ipph; j++, jc--) {
      const [war, wai] = next();
      for (let ik = 0; ik < idl1; ik++) {
        cc[C2(ik, l)] = r(cc[C2(ik, l)]! + r(war * ch[C2(ik, j)]!));
        cc[C2(ik, lc)] = r(cc[C2(ik, lc)]! + r(wai * ch[C2(ik, jc)]!));
      }
    }
  }
  for (let j = 1; j < ipph; j++) for (let ik = 0; ik < idl1; ik++) ch[C2(ik, 0)] = r(ch[C2(ik, 0)]! + ch[C2(ik, j)]!);
  for (let j = 1, jc = ip - 1; j < ipph; j++, jc--) {
    for (let k = 0; k < l1; k++) {
      const a = cc[C1(0, k, j)]!, b = cc[C1(0, k, jc)]!;
      ch[CH(0, k, jc)] = r(a + b); ch[CH(0, k, j)] = r(a - b);
    }
  }
  if (ido === 1) return;
  for (let j = 1, jc = ip - 1; j < ipph; j++, jc--) {
    for (let k = 0; k < l1; k++) {
      for (let i = 1; i <= ido - 2; i += 2) {
        ch[CH(i, k, j)] = r(cc[C1(i, k, j)]! - cc[C1(i + 1, k, jc)]!);
        ch[CH(i, k, jc)] = r(cc[C1(i, k, j)]! + cc[C1(i + 1, k, jc)]!);
        ch[CH(i + 1, k, j)] = r(cc[C1(i + 1, k, j)]! + cc[C1(i, k, jc)]!);
        ch[CH(i + 1, k, jc)] = r(cc[C1(i + 1, k, j)]! - cc[C1(i, k, jc)]!);
      }
    }
  }
  for (let j = 1; j < ip; j++) {
    const is = (j - 1) * (ido - 1);
    for (let k = 0; k < l1; k++) {
      let idij = is;
      for (let i = 1; i <= ido - 2; i += 2) {
        const t1 = ch[CH(i, k, j)]!, t2 = ch[CH(i + 1, k, j)]!;
        ch[CH(i, k, j)] = r(r(wa[idij]! * t1) - r(wa[idij + 1]! * t2));
        ch[CH(i + 1, k, j)] = r(r(wa[idij]! * t2) + r(wa[idij + 1]! * t1));
        idij += 2;
      }
    }
  }
}

const FORWARD: Record<number, Pass> = { 2: radf2, 3: radf3, 4: radf4, 5: radf5 };
const BACKWARD: Record<number, Pass> = { 2: radb2, 3: radb3, 4: radb4, 5: radb5 };

/** rfftp::exec: the row c transformed in place (to halfcomplex order forward, from it backward), times fct. */
export function execReal(plan: RealPlan, c: Float64Array, fct: number, forward: boolean): void {
  const { n, factors, round: r } = plan;
  if (n === 1) { c[0] = r(c[0]! * fct); return; }
  let p1: Float64Array = c, p2: Float64Array = new Float64Array(n);
  const nf = factors.length;
  if (forward) {
    for (let k1 = 0, l1 = n; k1 < nf; k1++) {
      const f = factors[nf - k1 - 1]!;
      const ido = n / l1;
      l1 /= f.ip;
      const pass = FORWARD[f.ip];
      if (pass) pass(ido, l1, p1, p2, f, r);
      else { radfg(ido, f.ip, l1, p1, p2, f, r); [p1, p2] = [p2, p1]; }
      [p1, p2] = [p2, p1];
    }
  } else {
    for (let k = 0, l1 = 1; k < nf; k++) {
      const f = factors[k]!;
      const ido = n / (f.ip * l1);
      const pass = BACKWARD[f.ip];
      if (pass) pass(ido, l1, p1, p2, f, r);
      else radbg(ido, f.ip, l1, p1, p2, f, r);
      [p1, p2] = [p2, p1];
      l1 *= f.ip;
    }
  }
  if (p1 !== c) {
    for (let i = 0; i < n; i++) c[i] = fct !== 1 ? r(fct * p1[i]!) : p1[i]!;
  } else if (fct !== 1) {
    for (let i = 0; i < n; i++) c[i] = r(c[i]! * fct);
  }
}
