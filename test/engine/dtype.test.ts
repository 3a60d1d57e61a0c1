import { describe, expect, it } from 'vitest';
import {
  DTYPES, bfloat16BitsToFloat, floatToBFloat16Bits, floatToHalfBits, halfBitsToFloat, promoteTypes, resultType,
} from '../../engine/src/dtype.ts';

const half = (v: number) => halfBitsToFloat(floatToHalfBits(v));
const bf16 = (v: number) => bfloat16BitsToFloat(floatToBFloat16Bits(v));

describe('float16', () => {
  it('rounds to nearest, ties to even', () => {
    expect(half(0.1)).toBe(0.0999755859375);
    expect(half(2049)).toBe(2048); // tie between 2048 and 2050 goes to the even mantissa
    expect(half(2051)).toBe(2052);
  });
  it('overflows to inf past 65504 and keeps subnormals', () => {
    expect(half(65504)).toBe(65504);
    expect(half(65520)).toBe(Infinity);
    expect(half(-70000)).toBe(-Infinity);
    expect(half(2 ** -24)).toBe(2 ** -24);
    expect(half(2 ** -26)).toBe(0);
    expect(Number.isNaN(half(NaN))).toBe(true);
  });
});

describe('bfloat16', () => {
  it('keeps float32 range with 8 bits of mantissa', () => {
    expect(bf16(0.1)).toBe(0.10009765625);
    expect(bf16(1e38)).toBeCloseTo(9.969209968386869e37, -30);
    expect(bf16(1 + 2 ** -8)).toBe(1); // tie to even
  });
});

describe('type promotion', () => {
  const t = (name: keyof typeof DTYPES, ndim = 1, wrappedNumber = false) => ({ dtype: DTYPES[name], ndim, wrappedNumber });
  it('follows the promotion lattice', () => {
    expect(promoteTypes(DTYPES.uint8, DTYPES.int8)).toBe(DTYPES.int16);
    expect(promoteTypes(DTYPES.float16, DTYPES.bfloat16)).toBe(DTYPES.float32);
    expect(promoteTypes(DTYPES.bool, DTYPES.int32)).toBe(DTYPES.int32);
    expect(promoteTypes(DTYPES.int64, DTYPES.float16)).toBe(DTYPES.float16);
  });
  it('lets dimensioned tensors win over 0-d tensors and Python numbers within a category', () => {
    expect(resultType([t('float16'), t('float32', 0)])).toBe(DTYPES.float16);
    expect(resultType([t('int32'), t('float64', 0, true)])).toBe(DTYPES.float32);
    expect(resultType([t('uint8'), t('int64', 0, true)])).toBe(DTYPES.uint8);
    expect(resultType([t('bool'), t('int64', 0, true)])).toBe(DTYPES.int64);
    expect(resultType([t('int8', 0), t('float64', 0, true)])).toBe(DTYPES.float32);
  });
});
