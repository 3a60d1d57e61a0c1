/**
 * The JS routines a kernel module may import as `host.<name>`, beside the intrinsics: the ones wasm has no
 * instruction for, computed exactly as the JS reference computes them.
 */
import { floatToHalfBits, halfBitsToFloat } from '../../dtype.ts';
import { floorDiv64, mod64, pow64 } from '../../numerics/int64.ts';
import type { ValType } from './module-builder.ts';

export const HOST: Record<string, { fn: (...xs: never[]) => unknown; params: ValType[]; result: ValType }> = {
  fmod: { fn: (a: number, b: number) => a % b, params: ['f64', 'f64'], result: 'f64' },
  h2f: { fn: halfBitsToFloat, params: ['i32'], result: 'f64' },
  f2h: { fn: (v: number) => floatToHalfBits(Math.fround(v)), params: ['f64'], result: 'i32' },
  shl: { fn: (a: bigint, b: bigint) => BigInt.asIntN(64, a << b), params: ['i64', 'i64'], result: 'i64' },
  shr: { fn: (a: bigint, b: bigint) => BigInt.asIntN(64, a >> b), params: ['i64', 'i64'], result: 'i64' },
  irem: { fn: (a: bigint, b: bigint) => BigInt.asIntN(64, a % b), params: ['i64', 'i64'], result: 'i64' },
  floordiv: { fn: floorDiv64, params: ['i64', 'i64'], result: 'i64' },
  mod: { fn: mod64, params: ['i64', 'i64'], result: 'i64' },
  ipow: { fn: pow64, params: ['i64', 'i64'], result: 'i64' },
};
