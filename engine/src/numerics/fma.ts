/** The float64 fused multiply-add a C compiler forms on x86 (FMA3), as a scalar JS routine. */

const SPLIT = 134217729; // 2^27 + 1, Dekker's splitter for float64

/** a * b - p exactly, for p the rounded product a * b (Dekker's exact product, without overflow in its halves). */
export function productError(a: number, b: number, p: number): number {
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
