/**
 * Exact int64 arithmetic that JS and wasm lack as single operations, on BigInts wrapped to 64 bits: Python's floor
 * division and modulo, and integer powers. The JS backend calls these, and the WebAssembly backend imports them.
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
