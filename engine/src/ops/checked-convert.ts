/**
 * c10::checked_convert: a Python number written into an integer tensor (a fill value, alpha) must fit the dtype, or
 * PyTorch refuses it; an int may wrap into uint8 from as far down as -255, as two's complement.
 */
import type { DType, DTypeName } from '../dtype.ts';
import { runtimeError } from '../errors.ts';

/** Lowest and highest value, and the C++ type name c10 reports. */
const LIMITS: Partial<Record<DTypeName, readonly [number, number, string]>> = {
  int8: [-128, 127, 'int8_t'], uint8: [0, 255, 'uint8_t'], int16: [-32768, 32767, 'int16_t'],
  int32: [-2147483648, 2147483647, 'int'],
};

export function checkConvertible(value: number | bigint, isInt: boolean, dtype: DType): void {
  const limits = LIMITS[dtype.name];
  if (!limits) return;
  const [lowest, highest, name] = limits;
  const v = Number(value);
  const low = isInt && dtype.name === 'uint8' ? -highest : lowest;
  if (!(v >= low && v <= highest)) throw runtimeError(`value cannot be converted to type ${name} without overflow`);
}
