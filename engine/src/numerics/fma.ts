/** The float64 fused multiply-add a C compiler forms on x86 (FMA3), as a scalar JS routine. */

const SPLIT = 134217729; // 2^27 + 1, Dekker's splitter for float64

const BIG = 2 ** 995, DOWN = 2 ** -53, UP = 2 ** 53;

/**
 * a * b - p exactly, for p the rounded product a * b (Dekker's exact product). An operand so large that splitting it
 * would overflow is scaled down first, with p, by a power of two.
 */
export function productError(a: number, b: number, p: number): number {
  if (Math.abs(a) > BIG && Number.isFinite(a)) return productError(a * DOWN, b, p * DOWN) * UP;
  if (Math.abs(b) > BIG && Number.isFinite(b)) return productError(a, b * DOWN, p * DOWN) * UP;
  const ah = a * SPLIT - (a * SPLIT - a), al = a - ah;
  const bh = b * SPLIT - (b * SPLIT - b), bl = b - bh;
  return ((ah * bh - p) + ah * bl + al * bh) + al * bl;
}

/** a * b + c correctly rounded in float64 but for double-rounding ties: the product's error term joins the sum. */
export function fma64(a: number, b: number, c: number): number {
  const p = a * b;
  if (!Number.isFinite(p) || !Number.isFinite(c)) return p + c;
  const pe = productError(a, b, p);
  const s = p + c, v = s - p;
  const se = (p - (s - v)) + (c - v);
  return s + (se + pe);
}

const bits = new Float64Array(1), words = new Uint32Array(bits.buffer);

/**
 * a * b + c rounded once to float32, as FMA3's vfmadd on floats: the product of two floats is exact in float64, the
 * sum is rounded to odd there (its TwoSum error breaks ties toward the odd neighbour), and float64's 29 spare bits
 * make that round to float32 as the exact sum would.
 */
export function fma32(a: number, b: number, c: number): number {
  const p = a * b, s = p + c;
  if (!Number.isFinite(s)) return Math.fround(s);
  const v = s - p, e = (p - (s - v)) + (c - v);
  bits[0] = s;
  if (e === 0 || (words[0]! & 1) === 1) return Math.fround(s);
  // s is even and inexact: its odd neighbour toward the exact sum (low word even, so +1 never carries)
  if ((e > 0) === (s > 0)) words[0] = words[0]! + 1;
  else if (words[0] === 0) { words[0] = 0xffffffff; words[1] = words[1]! - 1; }
  else words[0] = words[0]! - 1;
  return Math.fround(bits[0]);
}
