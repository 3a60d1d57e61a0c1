/**
 * Exact int64 arithmetic that JS and wasm lack as single operations, on BigInts wrapped to 64 bits: Python's floor
 * division and modulo, integer powers and the one-rounding conversion to float32. The JS backend calls these, and the
 * WebAssembly backend imports them.
 */
const wrap = (v: bigint) => BigInt.asIntN(64, v);

export function floorDiv64(a: bigint, b: bigint): bigint {
  const q = a / b;
  return wrap((a % b !== 0n) && ((a < 0n) !== (b < 0n)) ? q - 1n : q);
}

export function mod64(a: bigint, b: bigint): bigint {
  const m = a % b;
  return m !== 0n && (m < 0n) !== (b < 0n) ? m + b : m;
}

/** a ** b modulo 2^64 by squaring, so a huge exponent costs 64 steps, not a huge BigInt. */
export function pow64(a: bigint, b: bigint): bigint {
  let result = 1n, base = a;
  for (let e = b; e > 0n; e >>= 1n) {
    if (e & 1n) result = wrap(result * base);
    base = wrap(base * base);
  }
  return result;
}

/**
 * An int64 as the nearest float32, ties to even, in one rounding as C++'s conversion does: Number() then
 * Math.fround rounds twice, and past 2^53 the first rounding can land on a float32 midpoint (2^60 + 2^36 + 1 gave
 * 2^60, not 2^60 + 2^37). Rounding to float64 toward odd, keeping a sticky bit for what is dropped, makes the second
 * rounding the only one that counts.
 */
export function int64ToFloat32(v: bigint): number {
  const nearest = Number(v);
  if (Math.abs(nearest) < 2 ** 53) return Math.fround(nearest);
  const magnitude = v < 0n ? -v : v;
  const excess = magnitude.toString(2).length - 53;
  const kept = magnitude >> BigInt(excess);
  const odd = (kept << BigInt(excess)) === magnitude ? kept : kept | 1n;
  const rounded = Math.fround(Number(odd) * 2 ** excess);
  return v < 0n ? -rounded : rounded;
}
