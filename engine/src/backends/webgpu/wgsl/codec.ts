/**
 * Elements of every dtype in WGSL storage buffers, which hold only 32-bit words: loads and stores laid out exactly as
 * the heap lays out the dtype (8- and 16-bit dtypes packed little-endian in words, float64 and int64 as two words),
 * so uploads and downloads copy bytes unchanged. A load yields the dtype's natural WGSL value (f32, i32, or int64's
 * vec2<u32>), which `convert` turns into an IR value type; a store converts an IR value as dtype.store does.
 * Stores into 8- and 16-bit dtypes update their bits of a shared word with atomics, since neighbouring elements
 * may be written by other invocations.
 */
import type { DTypeName } from '../../../dtype.ts';
import type { ValueType } from '../../../ir/expr.ts';

/** What a load yields: f32, i32, int64's (lo, hi), or float64's bits (lo, hi), converted exactly where they go. */
export type Natural = 'f32' | 'i32' | 'i64' | 'f64';

/** The WGSL type of each IR value type: no f64 in WGSL, so f64 computes in f32; int64 is (lo, hi) words. */
export const WGSL_TYPE: Record<ValueType, string> = { f32: 'f32', f64: 'f32', i64: 'vec2<u32>', bool: 'bool' };

export const itemsize = (d: DTypeName): number =>
  ({ float32: 4, float64: 8, float16: 2, bfloat16: 2, int64: 8, int32: 4, int16: 2, int8: 1, uint8: 1, bool: 1 })[d];

/** Whether stores into this dtype share words with neighbours, so the output binding must be atomic. */
export const packed = (d: DTypeName): boolean => itemsize(d) < 4;

export const naturalOf = (d: DTypeName): Natural =>
  (d === 'int64' ? 'i64' : d === 'float64' ? 'f64' : d.startsWith('float') || d === 'bfloat16' ? 'f32' : 'i32');

const NATURAL_WGSL: Record<Natural, string> = { f32: 'f32', i32: 'i32', i64: 'vec2<u32>', f64: 'vec2<u32>' };

/** Helpers (wgsl/library.ts) a load or store of this dtype needs. */
export function codecHelpers(d: DTypeName, store: boolean): string[] {
  if (d === 'float64') return store ? ['f32_to_f64bits'] : ['f64bits_to_f32', 'f64bits_to_i64'];
  if (!store) return [];
  if (d === 'float16') return ['f32_to_f16bits'];
  if (d === 'bfloat16') return ['f32_to_bf16bits'];
  if (d === 'int64') return ['f32_to_i64', 'i64_to_i32'];
  return ['f32_to_i32', 'i64_to_i32'];
}

/**
 * `fn name(p: u32) -> natural` reading element p of dtype `d` through `word(i)`, a WGSL expression of word i
 * (written with `I` for the index).
 */
export function loadFunction(name: string, d: DTypeName, word: (i: string) => string): string {
  const sub = (bits: number) => {
    const per = 32 / bits;
    return `(${word(`p / ${per}u`)} >> ((p % ${per}u) * ${bits}u))`;
  };
  const body: Record<DTypeName, string> = {
    float32: `bitcast<f32>(${word('p')})`,
    int32: `bitcast<i32>(${word('p')})`,
    float64: `vec2<u32>(${word('2u * p')}, ${word('2u * p + 1u')})`,
    int64: `vec2<u32>(${word('2u * p')}, ${word('2u * p + 1u')})`,
    float16: `unpack2x16float(${sub(16)}).x`,
    bfloat16: `bitcast<f32>(${sub(16)} << 16u)`,
    int16: `bitcast<i32>(${sub(16)} << 16u) >> 16u`,
    int8: `bitcast<i32>(${sub(8)} << 24u) >> 24u`,
    uint8: `i32(${sub(8)} & 0xffu)`,
    bool: `i32(${sub(8)} & 0xffu)`,
  };
  return `fn ${name}(p: u32) -> ${NATURAL_WGSL[naturalOf(d)]} { return ${body[d]}; }`;
}

/** Whether f32 `x` is not zero, NaN included: by its bits, since drivers may fold `x != 0.0` as if NaN were not. */
export const nonzero = (x: string) => `((bitcast<u32>(${x}) & 0x7fffffffu) != 0u)`;

/** A natural value `x` as IR type `to`, converting as the JS reference's loads do. */
export function convert(from: Natural, to: ValueType, x: string): string {
  switch (to) {
    case 'f32': case 'f64':
      return from === 'f32' ? x : from === 'i32' ? `f32(${x})` : from === 'i64' ? `i64_to_f32(${x})` : `f64bits_to_f32(${x})`;
    case 'bool':
      if (from === 'f32') return nonzero(x);
      if (from === 'i32') return `(${x} != 0)`;
      // float64 by its bits too, so a subnormal double is true as on the CPU
      return from === 'i64' ? `any(${x} != vec2<u32>(0u))` : `((${x}.y & 0x7fffffffu) != 0u || ${x}.x != 0u)`;
    case 'i64':
      return from === 'f32' ? `f32_to_i64(${x})` : from === 'i32' ? `i64_from_i32(${x})` : from === 'i64' ? x : `f64bits_to_i64(${x})`;
  }
}

/** Helpers `convert(from, to, ...)` calls. */
export function convertHelpers(from: Natural, to: ValueType): string[] {
  if (from === 'f64') return to === 'i64' ? ['f64bits_to_i64'] : to === 'bool' ? [] : ['f64bits_to_f32'];
  if (to === 'i64') return from === 'f32' ? ['f32_to_i64'] : from === 'i32' ? ['i64_from_i32'] : [];
  return from === 'i64' && to !== 'bool' ? ['i64_to_f32'] : [];
}

/** The WGSL expression of IR value `v` of type `type` as dtype `d`'s bits: one word (the low bits for packed dtypes) or two. */
function bitsOf(d: DTypeName, type: ValueType): string {
  const asF32 = type === 'bool' ? 'select(0.0, 1.0, v)' : type === 'i64' ? 'i64_to_f32(v)' : 'v';
  const asI32 = type === 'i64' ? 'i64_to_i32(v)' : `f32_to_i32(${asF32})`;
  switch (d) {
    case 'float32': return `bitcast<u32>(${asF32})`;
    case 'float64': return type === 'i64' ? 'i64_to_f64bits(v)' : `f32_to_f64bits(${asF32})`;
    case 'float16': return `f32_to_f16bits(${asF32})`;
    case 'bfloat16': return `f32_to_bf16bits(${asF32})`;
    case 'int64': return type === 'i64' ? 'v' : type === 'bool' ? 'vec2<u32>(select(0u, 1u, v), 0u)' : 'f32_to_i64(v)';
    case 'bool': return type === 'bool' ? 'select(0u, 1u, v)' : type === 'i64' ? 'select(0u, 1u, any(v != vec2<u32>(0u)))' : `select(0u, 1u, ${nonzero('v')})`;
    default: return `bitcast<u32>(${asI32})`;
  }
}

/**
 * `fn name(v: T) -> u32` (vec2<u32> for 8-byte dtypes): IR value type `type` as dtype `d`'s bits, rounding or
 * wrapping as dtype.store does; a packed dtype's bits are masked to its width, ready to shift into a word.
 */
export function bitsFunction(name: string, d: DTypeName, type: ValueType): string {
  const size = itemsize(d);
  const bits = size < 4 ? `(${bitsOf(d, type)}) & ${size === 1 ? '0xffu' : '0xffffu'}` : bitsOf(d, type);
  return `fn ${name}(v: ${WGSL_TYPE[type]}) -> ${size === 8 ? 'vec2<u32>' : 'u32'} { return ${bits}; }`;
}

/**
 * `fn name(p: u32, v: T)` storing IR value type `type` as element p of dtype `d` into binding `buf` (atomic for
 * packed dtypes; of vec4<u32> with `vec4`), through a bits function `${name}_bits` (bitsFunction) it declares too.
 */
export function storeFunction(name: string, d: DTypeName, type: ValueType, buf: string, vec4 = false): string {
  const size = itemsize(d), bits = `${name}_bits`;
  const word = (i: string) => (vec4 ? `${buf}[(${i}) / 4u][(${i}) % 4u]` : `${buf}[${i}]`);
  let body: string;
  if (size === 4) body = `${word('p')} = ${bits}(v);`;
  else if (size === 8) body = `let w = ${bits}(v); ${word('2u * p')} = w.x; ${word('2u * p + 1u')} = w.y;`;
  else {
    const per = 4 / size, mask = size === 1 ? '0xffu' : '0xffffu';
    body = `let shift = (p % ${per}u) * ${size * 8}u; let i = p / ${per}u; ` +
      `atomicAnd(&${buf}[i], ~(${mask} << shift)); atomicOr(&${buf}[i], ${bits}(v) << shift);`;
  }
  return `${bitsFunction(bits, d, type)}\nfn ${name}(p: u32, v: ${WGSL_TYPE[type]}) { ${body} }`;
}

/** Helpers `storeFunction(..., d, type, ...)` calls. */
export function storeHelpers(d: DTypeName, type: ValueType): string[] {
  const needs = codecHelpers(d, true).filter((h) => h !== 'i64_to_i32' || type === 'i64');
  if (type === 'i64' && d !== 'int64') needs.push(d === 'float64' ? 'i64_to_f64bits' : 'i64_to_f32');
  return needs;
}
