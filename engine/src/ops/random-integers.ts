/**
 * Integer draws on the CPU generator as ATen's random_ family takes them (native/DistributionTemplates.h,
 * core/DistributionsHelper.h): the bounds checked and, for a float dtype, moved to values the dtype holds; then each
 * element 32 random bits (or 64, for the wide dtypes once the range reaches 2^32) modulo the range, plus the base, in
 * uint64 arithmetic, converted to the dtype as C++ converts an int64. Bounds and values are BigInts throughout: int64
 * ranges reach far past a double's 2^53.
 */
import { cppTypeName, rounder, type DType } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import type { Generator } from '../generator.ts';
import { int64ToFloat32 } from '../numerics/int64.ts';

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** std::numeric_limits<T>::digits of the float dtypes. */
const FLOAT_DIGITS: Readonly<Record<string, number>> = { float64: 53, float32: 24, float16: 11, bfloat16: 8 };

/** What the kernel draws: `range` values from `base` on, or (`range` null) the whole int64 range. */
export interface IntegerDraw { readonly range: bigint | null; readonly base: bigint }

/** An int64 as C++'s static_cast to the dtype gives it, for the dtype's store: exact for int64, else a number. */
export function int64As(dtype: DType, v: bigint): number | bigint {
  switch (dtype.name) {
    case 'int64': return v;
    case 'float64': return Number(v);
    case 'float32': case 'float16': case 'bfloat16': return int64ToFloat32(v);
    case 'bool': return v !== 0n ? 1 : 0;
    default: return Number(BigInt.asIntN(32, v));
  }
}

/** static_cast<int64_t>(static_cast<scalar_t>(v)) for a float dtype, as x86 converts back (INT64_MIN out of range). */
function throughFloat(dtype: DType, v: bigint): bigint {
  const f = dtype.itemsize === 2 ? rounder(dtype)(int64ToFloat32(v)) : Number(int64As(dtype, v));
  return Number.isFinite(f) && Math.abs(f) < 2 ** 63 ? BigInt(f) : INT64_MIN;
}

const floorLog2 = (v: bigint) => v.toString(2).length - 1;

/** ATen's update_from: `from` moved right until it survives the cast to the float dtype, so draws stay >= from. */
function updateFrom(dtype: DType, from: bigint): bigint {
  const plusOne = throughFloat(dtype, BigInt.asIntN(64, from + 1n));
  if (plusOne >= from) return from;
  const magnitude = from + 1n < 0n ? -(from + 1n) : from + 1n;
  return BigInt.asIntN(64, plusOne + (1n << BigInt(floorLog2(magnitude) - FLOAT_DIGITS[dtype.name]! + 1)));
}

/** ATen's update_to: `to` moved left until to - 1 survives the cast to the float dtype, so draws stay < to. */
function updateTo(dtype: DType, to: bigint): bigint {
  const minusOne = throughFloat(dtype, BigInt.asIntN(64, to - 1n));
  if (minusOne < to) return to;
  const magnitude = to - 1n < 0n ? -(to - 1n) : to - 1n;
  return BigInt.asIntN(64, minusOne - (1n << BigInt(floorLog2(magnitude) - FLOAT_DIGITS[dtype.name]! + 1)));
}

/** The dtype's lowest and highest values, as check_from_to_in_range compares the bounds with them. */
function dtypeLimits(dtype: DType): [number, number] {
  switch (dtype.name) {
    case 'float64': return [-Number.MAX_VALUE, Number.MAX_VALUE];
    case 'float32': case 'bfloat16': return [-3.4028234663852886e38, 3.4028234663852886e38];
    case 'float16': return [-65504, 65504];
    case 'bool': return [0, 1];
    case 'uint8': return [0, 255];
    default: {
      const max = 2 ** (dtype.itemsize * 8 - 1);
      return [-max, max - 1];
    }
  }
}

/** check_from_to_in_range: both bounds within what the dtype holds (a float's bounds compare as doubles). */
function checkInRange(dtype: DType, from: bigint, toInclusive: bigint): void {
  const [min, max] = dtypeLimits(dtype);
  const within = (v: bigint) => (dtype.category === 'float'
    ? Number(v) >= min && Number(v) <= max
    : v >= BigInt(min) && (dtype.name === 'int64' || v <= BigInt(max)));
  if (!within(from)) throw runtimeError(`from is out of bounds for ${cppTypeName(dtype)}`);
  if (!within(toInclusive)) throw runtimeError(`to - 1 is out of bounds for ${cppTypeName(dtype)}`);
}

/** random_from_to_impl's checks and range for random_(from, to), randint(low, high) and random_(from) (`to` null). */
export function fromToDraw(dtype: DType, from: bigint, to: bigint | null): IntegerDraw {
  const float = dtype.category === 'float';
  if (to !== null) {
    if (from >= to) throw runtimeError(`random_ expects 'from' to be less than 'to', but got from=${from} >= to=${to}`);
    if (float) {
      from = updateFrom(dtype, from);
      to = updateTo(dtype, to);
      if (from >= to) {
        throw runtimeError("random_ expects 'from' casted to dtype to be less than 'to' casted to dtype, but got " +
          `from=${from} >= to=${to}`);
      }
    }
    checkInRange(dtype, from, to - 1n);
    return { range: BigInt.asUintN(64, to - from), base: from };
  }
  if (from === INT64_MIN) {
    if (dtype.name === 'float16' || dtype.name === 'bool') {
      throw runtimeError(`"random_full_64_bits_range_kernel_cpu" not implemented for '${dtype.scalarName}'`);
    }
    if (!['int64', 'float64', 'float32', 'bfloat16'].includes(dtype.name)) {
      throw runtimeError('random_full_64_bits_range_kernel_cpu handles only int64, double, float and bfloat16');
    }
    return { range: null, base: 0n };
  }
  let toInclusive: bigint;
  if (float) {
    toInclusive = 1n << BigInt(FLOAT_DIGITS[dtype.name]!);
    from = updateFrom(dtype, from);
    if (from >= toInclusive) {
      throw runtimeError("random_ expects 'from' casted to dtype to be less than or equal to 'to_inc' casted to " +
        `dtype, but got from=${from} > to_inc=${toInclusive}`);
    }
  } else {
    toInclusive = dtype.name === 'int64' ? INT64_MAX : BigInt(dtypeLimits(dtype)[1]);
  }
  checkInRange(dtype, from, toInclusive);
  return { range: BigInt.asUintN(64, toInclusive - from + 1n), base: from };
}

/** The dtypes whose draws take 64 bits once the range reaches 2^32 (uniform_int_from_to_distribution). */
const WIDE = new Set(['int64', 'float64', 'float32', 'bfloat16']);

/** `n` draws of `draw` converted to `dtype` (for its store). */
export function integerDraws(gen: Generator, n: number, dtype: DType, draw: IntegerDraw): (number | bigint)[] {
  const { range, base } = draw;
  if (range === null) return Array.from({ length: n }, () => int64As(dtype, BigInt.asIntN(64, gen.random64())));
  if (range < 2n ** 32n || !WIDE.has(dtype.name)) {
    // 32 bits modulo the range: exact in doubles, as long as the sum with the base is too
    const r = Number(range), b = Number(base);
    if (Number.isSafeInteger(b + r)) return Array.from({ length: n }, () => int64As(dtype, BigInt((gen.next32() % r) + b)));
    return Array.from({ length: n }, () => int64As(dtype, BigInt.asIntN(64, BigInt(gen.next32() % r) + base)));
  }
  return Array.from({ length: n }, () => int64As(dtype, BigInt.asIntN(64, gen.random64() % range + base)));
}

/** uniform_int_distribution, random_() without bounds: an int's whole non-negative range, a float's 0..2^digits. */
export function unboundedDraws(gen: Generator, n: number, dtype: DType): (number | bigint)[] {
  if (dtype.name === 'int64') return Array.from({ length: n }, () => gen.random64() % 2n ** 63n);
  if (dtype.name === 'float64') return Array.from({ length: n }, () => Number(gen.random64() % (2n ** 53n + 1n)));
  const range = dtype.category === 'float' ? 2 ** FLOAT_DIGITS[dtype.name]! + 1
    : dtype.category === 'bool' ? 2 : dtypeLimits(dtype)[1] + 1;
  return Array.from({ length: n }, () => gen.next32() % range);
}
