/**
 * The JS routines a kernel module may import as `host.<name>`, beside the intrinsics: the ones wasm has no
 * instruction for, computed exactly as the JS reference computes them.
 */
import { floatToHalfBits, halfBitsToFloat } from '../../dtype.ts';
import type { ValType } from './module-builder.ts';

export const HOST: Record<string, { fn: (...xs: never[]) => unknown; params: ValType[]; result: ValType }> = {
  fmod: { fn: (a: number, b: number) => a % b, params: ['f64', 'f64'], result: 'f64' },
  h2f: { fn: halfBitsToFloat, params: ['i32'], result: 'f64' },
  f2h: { fn: (v: number) => floatToHalfBits(Math.fround(v)), params: ['f64'], result: 'i32' },
  shl: { fn: (a: bigint, b: bigint) => BigInt.asIntN(64, a << b), params: ['i64', 'i64'], result: 'i64' },
  shr: { fn: (a: bigint, b: bigint) => BigInt.asIntN(64, a >> b), params: ['i64', 'i64'], result: 'i64' },
  irem: { fn: (a: bigint, b: bigint) => BigInt.asIntN(64, a % b), params: ['i64', 'i64'], result: 'i64' },
  floordiv: {
    fn: (a: bigint, b: bigint) => { const q = a / b; return BigInt.asIntN(64, (a % b !== 0n) && ((a < 0n) !== (b < 0n)) ? q - 1n : q); },
    params: ['i64', 'i64'], result: 'i64',
  },
  mod: {
    fn: (a: bigint, b: bigint) => { const m = a % b; return m !== 0n && (m < 0n) !== (b < 0n) ? m + b : m; },
    params: ['i64', 'i64'], result: 'i64',
  },
  ipow: {
    fn: (a: bigint, b: bigint) => {
      let result = 1n, base = a;
      for (let e = b; e > 0n; e >>= 1n) {
        if (e & 1n) result = BigInt.asIntN(64, result * base);
        base = BigInt.asIntN(64, base * base);
      }
      return result;
    },
    params: ['i64', 'i64'], result: 'i64',
  },
};
