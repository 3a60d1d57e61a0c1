/**
 * The dtype table. Every dtype PyTorch's CPU backend offers for real numbers is here, so later kernels only
 * add rows of behaviour, never new columns. Storage is viewed as a typed array per dtype; float16 and bfloat16 keep
 * their raw 16-bit patterns and convert on load and store.
 */

export type DTypeName =
  | 'float32' | 'float64' | 'float16' | 'bfloat16'
  | 'int64' | 'int32' | 'int16' | 'int8' | 'uint8' | 'bool';

export type Category = 'bool' | 'int' | 'float';

/** The integer dtypes narrower than int64: an int64 value converts to one by keeping its low bits. */
export const NARROW_INTS: ReadonlySet<DTypeName> = new Set(['int32', 'int16', 'int8', 'uint8']);

/**
 * The dtypes an int64 converts to through one rounding to float32: C++ converts it to float directly, and to Half and
 * BFloat16 through their float constructors.
 */
export const FLOAT32_ROUNDED: ReadonlySet<DTypeName> = new Set(['float32', 'float16', 'bfloat16']);

export type TypedArray =
  | Float32Array | Float64Array | Uint16Array | BigInt64Array | Int32Array | Int16Array | Int8Array | Uint8Array;

export interface DType {
  readonly name: DTypeName;
  readonly category: Category;
  readonly itemsize: number;
  /** PyTorch's C++ scalar type name, used in error messages ("Float", "Long", ...). */
  readonly scalarName: string;
  /** A view of `length` elements at `byteOffset` in `buffer` (the heap's memory, for storages). */
  readonly view: (buffer: ArrayBufferLike, byteOffset: number, length: number) => TypedArray;
  /** Reads element i as a JS number (int64 is exact within +-2^53). */
  readonly load: (data: TypedArray, i: number) => number;
  /** Writes v with this dtype's rounding or wrapping. */
  readonly store: (data: TypedArray, i: number, v: number) => void;
}

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** float32 -> float16 bits, round to nearest even, overflow to inf, subnormals kept. */
export function floatToHalfBits(v: number): number {
  if (Number.isNaN(v)) return 0x7e00;
  const sign = v < 0 || Object.is(v, -0) ? 0x8000 : 0;
  const a = Math.abs(v);
  if (a >= 65520) return sign | 0x7c00; // rounds past the largest half, 65504
  if (a < 2 ** -24 * 0.5) return sign; // below half the smallest subnormal
  if (a < 2 ** -14) {
    // subnormal: units of 2^-24, ties to even
    return sign | roundHalfEven(a / 2 ** -24);
  }
  const e = Math.floor(Math.log2(a));
  let exp = e;
  let m = roundHalfEven((a / 2 ** e - 1) * 1024);
  if (m === 1024) { m = 0; exp += 1; }
  return sign | ((exp + 15) << 10) | m;
}

export function halfBitsToFloat(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const exp = (h >> 10) & 0x1f;
  const m = h & 0x3ff;
  if (exp === 0) return sign * m * 2 ** -24;
  if (exp === 31) return m ? NaN : sign * Infinity;
  return sign * (1 + m / 1024) * 2 ** (exp - 15);
}

/** float32 -> bfloat16 bits: the top half of the float32 pattern, round to nearest even. */
export function floatToBFloat16Bits(v: number): number {
  f32[0] = v;
  const bits = u32[0]!;
  if (Number.isNaN(f32[0])) return 0x7fc0;
  const rounded = bits + 0x7fff + ((bits >>> 16) & 1);
  return (rounded >>> 16) & 0xffff;
}

export function bfloat16BitsToFloat(h: number): number {
  u32[0] = h << 16;
  return f32[0]!;
}

/** Rounds a JS number to `dtype`, as a kernel's scalar_t arithmetic rounds each step. */
export function rounder(dtype: DType): (v: number) => number {
  const cell = dtype.view(new ArrayBuffer(8), 0, 1);
  return (v) => { dtype.store(cell, 0, v); return dtype.load(cell, 0); };
}

function roundHalfEven(x: number): number {
  const r = Math.round(x);
  return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

const plain = (data: TypedArray, i: number) => data[i] as number;

function make(
  name: DTypeName, category: Category, itemsize: number, scalarName: string,
  view: DType['view'],
  load: DType['load'] = plain,
  store: DType['store'] = (data, i, v) => { (data as Float64Array)[i] = v; },
): DType {
  return Object.freeze({ name, category, itemsize, scalarName, view, load, store });
}

/**
 * C++'s float-to-int conversion as x86 performs it: truncation toward zero, and the "integer indefinite" value
 * (the most negative int) for NaN, infinities and anything out of range. Narrower types convert through int32 and
 * keep its low bits, which the typed array's wrapping does.
 */
export const toInt32 = (v: number) => {
  const t = Math.trunc(v);
  return t >= -2147483648 && t <= 2147483647 ? t : -2147483648;
};
const truncStore: DType['store'] = (data, i, v) => { (data as Int32Array)[i] = toInt32(v); };
const INT64_MIN = -(2n ** 63n);
export const toInt64 = (v: number) => (Number.isFinite(v) && Math.abs(v) < 2 ** 63 ? BigInt(Math.trunc(v)) : INT64_MIN);

export const DTYPES: Readonly<Record<DTypeName, DType>> = {
  float32: make('float32', 'float', 4, 'Float', (b, o, n) => new Float32Array(b, o, n)),
  float64: make('float64', 'float', 8, 'Double', (b, o, n) => new Float64Array(b, o, n)),
  float16: make('float16', 'float', 2, 'Half', (b, o, n) => new Uint16Array(b, o, n),
    (d, i) => halfBitsToFloat(d[i] as number),
    (d, i, v) => { (d as Uint16Array)[i] = floatToHalfBits(Math.fround(v)); }),
  bfloat16: make('bfloat16', 'float', 2, 'BFloat16', (b, o, n) => new Uint16Array(b, o, n),
    (d, i) => bfloat16BitsToFloat(d[i] as number),
    (d, i, v) => { (d as Uint16Array)[i] = floatToBFloat16Bits(v); }),
  int64: make('int64', 'int', 8, 'Long', (b, o, n) => new BigInt64Array(b, o, n),
    (d, i) => Number(d[i] as bigint),
    (d, i, v) => { (d as BigInt64Array)[i] = toInt64(v); }),
  int32: make('int32', 'int', 4, 'Int', (b, o, n) => new Int32Array(b, o, n), plain, truncStore),
  int16: make('int16', 'int', 2, 'Short', (b, o, n) => new Int16Array(b, o, n), plain, truncStore),
  int8: make('int8', 'int', 1, 'Char', (b, o, n) => new Int8Array(b, o, n), plain, truncStore),
  uint8: make('uint8', 'int', 1, 'Byte', (b, o, n) => new Uint8Array(b, o, n), plain, truncStore),
  bool: make('bool', 'bool', 1, 'Bool', (b, o, n) => new Uint8Array(b, o, n), plain,
    (d, i, v) => { (d as Uint8Array)[i] = v !== 0 ? 1 : 0; }),
};

/** The names c10's TypeMeta gives the C++ types, which some of PyTorch's messages print ("Input type (float)"). */
const CPP_TYPE_NAMES: Readonly<Record<DTypeName, string>> = {
  float32: 'float', float64: 'double', float16: 'c10::Half', bfloat16: 'c10::BFloat16', int64: 'long int',
  int32: 'int', int16: 'short int', int8: 'signed char', uint8: 'unsigned char', bool: 'bool',
};
export const cppTypeName = (d: DType): string => CPP_TYPE_NAMES[d.name];

/** std::numeric_limits<T>::max() of a floating dtype. */
export function largestFinite(d: DType): number {
  switch (d.name) {
    case 'float64': return Number.MAX_VALUE;
    case 'float16': return 65504;
    case 'bfloat16': return 3.3895313892515355e38;
    default: return 3.4028234663852886e38;
  }
}

export function dtypeOf(name: string): DType {
  const d = DTYPES[name as DTypeName];
  if (!d) throw new TypeError(`unknown dtype ${name}`);
  return d;
}

/**
 * The default floating dtype (torch.get_default_dtype()): what float factories, Python floats and integer inputs of
 * float ops become. A live binding: torch.set_default_dtype changes it for every importer.
 */
export let DEFAULT_FLOAT: DType = DTYPES.float32;

export function setDefaultFloat(dtype: DType): void {
  DEFAULT_FLOAT = dtype;
}

const FLOAT_RANK: Partial<Record<DTypeName, number>> = { float16: 1, bfloat16: 1, float32: 2, float64: 3 };
const SIGNED_INT_RANK: Partial<Record<DTypeName, number>> = { int8: 1, int16: 2, int32: 3, int64: 4 };

/** c10::promoteTypes for the real dtypes. */
export function promoteTypes(a: DType, b: DType): DType {
  if (a === b) return a;
  if (a.category === 'bool') return b;
  if (b.category === 'bool') return a;
  if (a.category === 'float' && b.category === 'float') {
    const ra = FLOAT_RANK[a.name]!, rb = FLOAT_RANK[b.name]!;
    if (ra === rb) return DTYPES.float32; // float16 with bfloat16
    return ra > rb ? a : b;
  }
  if (a.category === 'float') return a;
  if (b.category === 'float') return b;
  // both integral
  if (a.name === 'uint8') return b.name === 'int8' ? DTYPES.int16 : b;
  if (b.name === 'uint8') return a.name === 'int8' ? DTYPES.int16 : a;
  return SIGNED_INT_RANK[a.name]! > SIGNED_INT_RANK[b.name]! ? a : b;
}

/** Whether a value of dtype `from` may be written into `to` in place (c10::canCast). */
export function canCast(from: DType, to: DType): boolean {
  const order = { bool: 0, int: 1, float: 2 } as const;
  return order[from.category] <= order[to.category];
}

/** An operand as type promotion sees it: dimensioned tensors beat 0-d tensors, which beat Python scalars. */
export interface PromotionOperand {
  readonly dtype: DType;
  readonly ndim: number;
  readonly wrappedNumber: boolean;
}

function combineCategories(higher: DType | null, lower: DType | null): DType | null {
  if (!higher) return lower;
  if (!lower) return higher;
  if (higher.category === 'float') return higher;
  if (higher.category === 'bool' || lower.category === 'float') return promoteTypes(higher, lower);
  return higher;
}

/** `d` joined to the dtype an operand category has so far (null for none yet). */
const join = (acc: DType | null, d: DType) => (acc ? promoteTypes(acc, d) : d);

/** at::result_type: the dtype an elementwise op computes in. */
export function resultType(operands: readonly PromotionOperand[]): DType {
  let dim: DType | null = null, zero: DType | null = null, wrapped: DType | null = null;
  for (const t of operands) {
    if (t.wrappedNumber) wrapped = join(wrapped, t.dtype.category === 'float' ? DEFAULT_FLOAT : t.dtype);
    else if (t.ndim === 0) zero = join(zero, t.dtype);
    else dim = join(dim, t.dtype);
  }
  return combineCategories(dim, combineCategories(zero, wrapped))!;
}
