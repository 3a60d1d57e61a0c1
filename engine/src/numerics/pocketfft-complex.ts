/**
 * Complex FFTs of one row as PyTorch's CPU FFT computes them: pocketfft's cfftp (radix 8, 4, 2, the hard-coded
 * odd radices 3, 5, 7 and 11, and a generic pass), over interleaved (real, imag) values, every operation rounded to
 * the row's precision in pocketfft's order.
 */
import { twiddles, type Round } from './pocketfft-real.ts';

// cos and sin of 2 pi m / p for the hard-coded odd radices, as pocketfft's long double constants
const ODD: Record<number, readonly (readonly [number, number])[]> = {
  3: [[-0.5, 0.8660254037844386467637231707529362]],
  5: [[0.3090169943749474241022934171828191, 0.9510565162951535721164393333793821],
    [-0.8090169943749474241022934171828191, 0.5877852522924731291687059546390728]],
  7: [[0.6234898018587335305250048840042398, 0.7818314824680298087084445266740578],
    [-0.2225209339563144042889025644967948, 0.9749279121818236070181316829939312],
    [-0.9009688679024191262361023195074451, 0.433883739117558120475768332848359]],
  11: [[0.8412535328311811688618116489193677, 0.5406408174555975821076359543186917],
    [0.4154150130018864255292741492296232, 0.9096319953545183714117153830790285],
    [-0.1423148382732851404437926686163697, 0.9898214418809327323760920377767188],
    [-0.6548607339452850640569250724662936, 0.7557495743542582837740358439723444],
    [-0.9594929736144973898903680570663277, 0.2817325568414296977114179153466169]],
};
const HALF_SQRT2 = 0.707106781186547524400844362104849;

interface Factor { ip: number; tw: Float64Array; tws: Float64Array }

export interface ComplexPlan { readonly n: number; readonly factors: readonly Factor[]; readonly round: Round }

/** The radices of a length, as pocketfft's cfftp factorises it: 8s (unless `eights` is false), 4s, a 2 moved first. */
export function factorize(n: number, eights = true): number[] {
  const fact: number[] = [];
  let len = n;
  while (eights && len % 8 === 0) { fact.push(8); len /= 8; }
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

/** Twiddle factor k of a length: e^(2 pi i k / n) as (cos, sin). */
export type Twiddles = (k: number) => readonly [number, number];

/** The plan of a length: its radices (by default PyTorch's pocketfft's) with their twiddles, from `tw`. */
export function complexPlan(n: number, round: Round, radices?: readonly number[], tw: Twiddles = twiddles(n, round)): ComplexPlan {
  if (n === 1) return { n, factors: [], round };
  const factors: Factor[] = [];
  let l1 = 1;
  for (const ip of radices ?? factorize(n)) {
    const ido = n / (l1 * ip);
    const w = new Float64Array(2 * (ip - 1) * (ido - 1));
    for (let j = 1; j < ip; j++) {
      for (let i = 1; i < ido; i++) {
        const [re, im] = tw(j * l1 * i), at = 2 * ((j - 1) * (ido - 1) + i - 1);
        w[at] = re; w[at + 1] = im;
      }
    }
    const ws = new Float64Array(ip > 11 ? 2 * ip : 0);
    if (ip > 11) for (let j = 0; j < ip; j++) { const [re, im] = tw(j * l1 * ido); ws[2 * j] = re; ws[2 * j + 1] = im; }
    factors.push({ ip, tw: w, tws: ws });
    l1 *= ip;
  }
  return { n, factors, round };
}

export type C = [number, number];

/** special_mul<fwd>: v times the twiddle w (its conjugate forward). */
export function twiddled(v: C, w: Float64Array, at: number, fwd: boolean, r: Round): C {
  const wr = w[at]!, wi = w[at + 1]!;
  return fwd ? [r(r(v[0] * wr) + r(v[1] * wi)), r(r(v[1] * wr) - r(v[0] * wi))]
    : [r(r(v[0] * wr) - r(v[1] * wi)), r(r(v[0] * wi) + r(v[1] * wr))];
}

const add = (a: C, b: C, r: Round): C => [r(a[0] + b[0]), r(a[1] + b[1])];
const sub = (a: C, b: C, r: Round): C => [r(a[0] - b[0]), r(a[1] - b[1])];
const rotx90 = (a: C, fwd: boolean): C => (fwd ? [a[1], -a[0]] : [-a[1], a[0]]);

/** A butterfly: ip outputs from ip inputs (in, by j). */
type Butterfly = (x: readonly C[], fwd: boolean, r: Round) => C[];

const butterfly2: Butterfly = (x, _fwd, r) => [add(x[0]!, x[1]!, r), sub(x[0]!, x[1]!, r)];

const butterfly4: Butterfly = (x, fwd, r) => {
  const t2 = add(x[0]!, x[2]!, r), t1 = sub(x[0]!, x[2]!, r);
  const t3 = add(x[1]!, x[3]!, r), t4 = rotx90(sub(x[1]!, x[3]!, r), fwd);
  return [add(t2, t3, r), add(t1, t4, r), sub(t2, t3, r), sub(t1, t4, r)];
};

function butterfly8(x: readonly C[], fwd: boolean, r: Round): C[] {
  const h = r(HALF_SQRT2);
  const rot45 = (a: C): C => (fwd ? [r(h * r(a[0] + a[1])), r(h * r(a[1] - a[0]))]
    : [r(h * r(a[0] - a[1])), r(h * r(a[1] + a[0]))]);
  const rot135 = (a: C): C => (fwd ? [r(h * r(a[1] - a[0])), r(h * r(-a[0] - a[1]))]
    : [r(h * r(-a[0] - a[1])), r(h * r(a[0] - a[1]))]);
  let a1 = add(x[1]!, x[5]!, r), a5 = sub(x[1]!, x[5]!, r);
  let a3 = add(x[3]!, x[7]!, r), a7 = sub(x[3]!, x[7]!, r);
  [a1, a3] = [add(a1, a3, r), sub(a1, a3, r)];
  a3 = rotx90(a3, fwd);
  a7 = rotx90(a7, fwd);
  [a5, a7] = [add(a5, a7, r), sub(a5, a7, r)];
  a5 = rot45(a5); a7 = rot135(a7);
  const a0 = add(x[0]!, x[4]!, r), a4 = sub(x[0]!, x[4]!, r);
  const a2 = add(x[2]!, x[6]!, r), a6 = rotx90(sub(x[2]!, x[6]!, r), fwd);
  const s02 = add(a0, a2, r), d02 = sub(a0, a2, r), s46 = add(a4, a6, r), d46 = sub(a4, a6, r);
  return [add(s02, a1, r), add(s46, a5, r), add(d02, a3, r), add(d46, a7, r),
    sub(s02, a1, r), sub(s46, a5, r), sub(d02, a3, r), sub(d46, a7, r)];
}

/** pass3, pass5, pass7, pass11: sums and differences of mirrored inputs against the radix's cosines and sines. */
function oddButterfly(p: number): Butterfly {
  const consts = ODD[p]!, half = (p - 1) / 2;
  return (x, fwd, r) => {
    const cos = consts.map(([c]) => r(c)), sin = consts.map(([, s]) => (fwd ? -1 : 1) * r(s));
    const plus: C[] = [], minus: C[] = [];
    for (let j = 1; j <= half; j++) { plus.push(add(x[j]!, x[p - j]!, r)); minus.push(sub(x[j]!, x[p - j]!, r)); }
    const out: C[] = new Array(p);
    let sr = x[0]![0], si = x[0]![1];
    for (const t of plus) { sr = r(sr + t[0]); si = r(si + t[1]); }
    out[0] = [sr, si];
    for (let u = 1; u <= half; u++) {
      let car = x[0]![0], cai = x[0]![1], cbi = 0, cbr = 0;
      for (let j = 1; j <= half; j++) {
        const m = (u * j) % p, k = m <= half ? m : p - m, sign = m <= half ? 1 : -1;
        const c = cos[k - 1]!, s = sign * sin[k - 1]!, tp = plus[j - 1]!, tm = minus[j - 1]!;
        car = r(car + r(c * tp[0])); cai = r(cai + r(c * tp[1]));
        cbi = j === 1 ? r(s * tm[0]) : r(cbi + r(s * tm[0]));
        cbr = j === 1 ? r(s * tm[1]) : r(cbr + r(s * tm[1]));
      }
      const ca: C = [car, cai], cb: C = [-cbr, cbi];
      out[u] = add(ca, cb, r); out[p - u] = sub(ca, cb, r);
    }
    return out;
  };
}

const BUTTERFLIES: Record<number, Butterfly> = {
  2: butterfly2, 4: butterfly4, 8: butterfly8, 3: oddButterfly(3), 5: oddButterfly(5), 7: oddButterfly(7),
  11: oddButterfly(11),
};

/** pass2 ... pass11: the butterfly on every (i, k), the outputs of i > 0 twiddled. */
function hardPass(ip: number, ido: number, l1: number, cc: Float64Array, ch: Float64Array, f: Factor, fwd: boolean,
  r: Round): void {
  const fly = BUTTERFLIES[ip]!;
  const x: C[] = new Array(ip);
  for (let k = 0; k < l1; k++) {
    for (let i = 0; i < ido; i++) {
      for (let j = 0; j < ip; j++) {
        const at = 2 * (i + ido * (j + ip * k));
        x[j] = [cc[at]!, cc[at + 1]!];
      }
      const y = fly(x, fwd, r);
      for (let u = 0; u < ip; u++) {
        const v = i === 0 || u === 0 ? y[u]! : twiddled(y[u]!, f.tw, 2 * (i - 1 + (u - 1) * (ido - 1)), fwd, r);
        const at = 2 * (i + ido * (k + l1 * u));
        ch[at] = v[0]; ch[at + 1] = v[1];
      }
    }
  }
}

/** passg, the generic radix; it leaves its result in cc. */
function passg(ido: number, ip: number, l1: number, cc: Float64Array, ch: Float64Array, f: Factor, fwd: boolean,
  r: Round): void {
  const ipph = (ip + 1) >> 1, idl1 = ido * l1;
  const CH = (a: number, b: number, c: number) => 2 * (a + ido * (b + l1 * c));
  const CC = (a: number, b: number, c: number) => 2 * (a + ido * (b + ip * c));
  const CX = CH;
  const X2 = (a: number, b: number) => 2 * (a + idl1 * b);
  const wal = new Float64Array(2 * ip);
  wal[0] = 1;
  for (let i = 1; i < ip; i++) {
    wal[2 * i] = f.tws[2 * i]!;
    wal[2 * i + 1] = fwd ? -f.tws[2 * i + 1]! : f.tws[2 * i + 1]!;
  }
  for (let k = 0; k < l1; k++) {
    for (let i = 0; i < ido; i++) { ch[CH(i, k, 0)] = cc[CC(i, 0, k)]!; ch[CH(i, k, 0) + 1] = cc[CC(i, 0, k) + 1]!; }
  }
  for (let j = 1, jc = ip - 1; j < ipph; j++, jc--) {
    for (let k = 0; k < l1; k++) {
      for (let i = 0; i < ido; i++) {
        const a = CC(i, j, k), b = CC(i, jc, k);
        ch[CH(i, k, j)] = r(cc[a]! + cc[b]!); ch[CH(i, k, j) + 1] = r(cc[a + 1]! + cc[b + 1]!);
        ch[CH(i, k, jc)] = r(cc[a]! - cc[b]!); ch[CH(i, k, jc) + 1] = r(cc[a + 1]! - cc[b + 1]!);
      }
    }
  }
  for (let k = 0; k < l1; k++) {
    for (let i = 0; i < ido; i++) {
      let tr = ch[CH(i, k, 0)]!, ti = ch[CH(i, k, 0) + 1]!;
      for (let j = 1; j < ipph; j++) { tr = r(tr + ch[CH(i, k, j)]!); ti = r(ti + ch[CH(i, k, j) + 1]!); }
      cc[CX(i, k, 0)] = tr; cc[CX(i, k, 0) + 1] = ti;
    }
  }
  for (let l = 1, lc = ip - 1; l < ipph; l++, lc--) {
    for (let ik = 0; ik < idl1; ik++) {
      const h0 = X2(ik, 0), h1 = X2(ik, 1), h2 = X2(ik, 2), hl = X2(ik, ip - 1), hm = X2(ik, ip - 2);
      cc[X2(ik, l)] = r(r(ch[h0]! + r(wal[2 * l]! * ch[h1]!)) + r(wal[4 * l]! * ch[h2]!));
      cc[X2(ik, l) + 1] = r(r(ch[h0 + 1]! + r(wal[2 * l]! * ch[h1 + 1]!)) + r(wal[4 * l]! * ch[h2 + 1]!));
      cc[X2(ik, lc)] = r(r(-wal[2 * l + 1]! * ch[hl + 1]!) - r(wal[4 * l + 1]! * ch[hm + 1]!));
      cc[X2(ik, lc) + 1] = r(r(wal[2 * l + 1]! * ch[hl]!) + r(wal[4 * l + 1]! * ch[hm]!));
    }
    let iwal = 2 * l;
    let j = 3, jc = ip - 3;
    const next = () => { iwal += l; if (iwal > ip) iwal -= ip; return [wal[2 * iwal]!, wal[2 * iwal + 1]!] as const; };
    for (; j < ipph - 1; j += 2, jc -= 2) {
      const [xr, xi] = next(), [x2r, x2i] = next();
      for (let ik = 0; ik < idl1; ik++) {
        const a = X2(ik, j), b = X2(ik, j + 1), c = X2(ik, jc), d = X2(ik, jc - 1), o = X2(ik, l), oc = X2(ik, lc);
        cc[o] = r(cc[o]! + r(r(ch[a]! * xr) + r(ch[b]! * x2r)));
        cc[o + 1] = r(cc[o + 1]! + r(r(ch[a + 1]! * xr) + r(ch[b + 1]! * x2r)));
        cc[oc] = r(cc[oc]! - r(r(ch[c + 1]! * xi) + r(ch[d + 1]! * x2i)));
        cc[oc + 1] = r(cc[oc + 1]! + r(r(ch[c]! * xi) + r(ch[d]! * x2i)));
      }
    }
    for (; j < ipph; j++, jc--) {
      const [xr, xi] = next();
      for (let ik = 0; ik < idl1; ik++) {
        const a = X2(ik, j), c = X2(ik, jc), o = X2(ik, l), oc = X2(ik, lc);
        cc[o] = r(cc[o]! + r(ch[a]! * xr)); cc[o + 1] = r(cc[o + 1]! + r(ch[a + 1]! * xr));
        cc[oc] = r(cc[oc]! - r(ch[c + 1]! * xi)); cc[oc + 1] = r(cc[oc + 1]! + r(ch[c]! * xi));
      }
    }
  }
  const pm = (a: number, b: number): [C, C] => {
    const t1: C = [cc[a]!, cc[a + 1]!], t2: C = [cc[b]!, cc[b + 1]!];
    return [add(t1, t2, r), sub(t1, t2, r)];
  };
  const put = (at: number, v: C) => { cc[at] = v[0]; cc[at + 1] = v[1]; };
  if (ido === 1) {
    for (let j = 1, jc = ip - 1; j < ipph; j++, jc--) {
      for (let ik = 0; ik < idl1; ik++) {
        const [s, d] = pm(X2(ik, j), X2(ik, jc));
        put(X2(ik, j), s); put(X2(ik, jc), d);
      }
    }
    return;
  }
  for (let j = 1, jc = ip - 1; j < ipph; j++, jc--) {
    for (let k = 0; k < l1; k++) {
      const [s, d] = pm(CX(0, k, j), CX(0, k, jc));
      put(CX(0, k, j), s); put(CX(0, k, jc), d);
      for (let i = 1; i < ido; i++) {
        const [x1, x2] = pm(CX(i, k, j), CX(i, k, jc));
        put(CX(i, k, j), twiddled(x1, f.tw, 2 * ((j - 1) * (ido - 1) + i - 1), fwd, r));
        put(CX(i, k, jc), twiddled(x2, f.tw, 2 * ((jc - 1) * (ido - 1) + i - 1), fwd, r));
      }
    }
  }
}

/** cfftp::pass_all: the interleaved row c transformed in place, times fct. */
export function execComplex(plan: ComplexPlan, c: Float64Array, fct: number, fwd: boolean): void {
  const { n, factors, round: r } = plan;
  if (n === 1) { c[0] = r(c[0]! * fct); c[1] = r(c[1]! * fct); return; }
  let p1: Float64Array = c, p2: Float64Array = new Float64Array(2 * n);
  let l1 = 1;
  for (const f of factors) {
    const l2 = f.ip * l1, ido = n / l2;
    if (BUTTERFLIES[f.ip]) hardPass(f.ip, ido, l1, p1, p2, f, fwd, r);
    else { passg(ido, f.ip, l1, p1, p2, f, fwd, r); [p1, p2] = [p2, p1]; }
    [p1, p2] = [p2, p1];
    l1 = l2;
  }
  if (p1 !== c) {
    for (let i = 0; i < 2 * n; i++) c[i] = fct !== 1 ? r(p1[i]! * fct) : p1[i]!;
  } else if (fct !== 1) {
    for (let i = 0; i < 2 * n; i++) c[i] = r(c[i]! * fct);
  }
}
