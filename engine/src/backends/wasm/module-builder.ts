/**
 * A small WebAssembly binary builder, for kernels emitted at run time (hand-tuned routines such as gemm, and the
 * IR compiler's output). Written by hand rather than taken from binaryen.js: binaryen weighs about 10 MB, and the
 * part we need (one imported memory, functions, exports, the scalar and SIMD128 instruction set) is a few hundred
 * lines of encoding tables.
 *
 * What the typed surface guarantees: immediates are encoded for the caller (LEB128, IEEE bytes, memarg alignment
 * as a log2 exponent), locals are handles that carry their type, branches name a `Label` of an enclosing block
 * rather than a depth, lane indices and alignments are range-checked, and every instruction is a named method.
 * What it leaves to the engine: operand-stack typing. `WebAssembly.validate` / `new WebAssembly.Module` report a
 * mistyped sequence with the function index and byte offset.
 *
 * Usage:
 *   const mb = new ModuleBuilder();
 *   mb.importMemory('env', 'memory', { min: 1 });
 *   const f = mb.function(['i32', 'i32'], ['i32']);
 *   f.get(f.params[0]!); f.get(f.params[1]!); f.i32.add();
 *   mb.exportFunction('add', f);
 *   const module = new WebAssembly.Module(mb.finish());
 */

export type ValType = 'i32' | 'i64' | 'f32' | 'f64' | 'v128';

const VALTYPE_CODE: Record<ValType, number> = { i32: 0x7f, i64: 0x7e, f32: 0x7d, f64: 0x7c, v128: 0x7b };

/** A parameter or local of one function; only that function's emitter accepts it. */
export interface Local {
  readonly index: number;
  readonly type: ValType;
  readonly owner: FunctionBuilder;
}

/** The target of `br`/`br_if`: valid only while its block, loop or if is open. */
export interface Label {
  readonly kind: 'block' | 'loop' | 'if';
}

/** A load/store immediate: a constant byte offset added to the address, and the alignment hint in bytes. */
export interface MemArg {
  readonly offset?: number;
  /** A power of two no larger than the access width; defaults to the access width (natural alignment). */
  readonly align?: number;
}

export interface MemoryLimits {
  /** In 64 KiB pages. */
  readonly min: number;
  readonly max?: number;
  /** A shared memory (for threads) must declare `max`. */
  readonly shared?: boolean;
}

// ---------------------------------------------------------------------------------------------------- encoders

/** Unsigned LEB128 of a u32. */
export function uleb(value: number): number[] {
  if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) throw new RangeError(`not a u32: ${value}`);
  const out: number[] = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value !== 0) byte |= 0x80;
    out.push(byte);
  } while (value !== 0);
  return out;
}

/** Signed LEB128 of an i32 or i64 (bigint for the full 64-bit range). */
export function sleb(value: number | bigint): number[] {
  let v = BigInt(value);
  const out: number[] = [];
  for (;;) {
    const byte = Number(v & 0x7fn);
    v >>= 7n;
    if ((v === 0n && (byte & 0x40) === 0) || (v === -1n && (byte & 0x40) !== 0)) {
      out.push(byte);
      return out;
    }
    out.push(byte | 0x80);
  }
}

function utf8Name(s: string): number[] {
  const bytes = new TextEncoder().encode(s);
  return [...uleb(bytes.length), ...bytes];
}

function pushSized(out: number[], body: readonly number[]): void {
  out.push(...uleb(body.length));
  for (const b of body) out.push(b); // no spread: a function body can exceed the argument-count limit
}

// ----------------------------------------------------------------------------------------------- opcode tables

// Operand-free instructions by name. Scalar opcodes are one byte; 0xfc-prefixed ones are [0xfc, sub].
type Op = number | readonly [number, number];
type Ops<T> = { readonly [K in keyof T]: () => void };

const INT_COMPARE = ['eqz', 'eq', 'ne', 'lt_s', 'lt_u', 'gt_s', 'gt_u', 'le_s', 'le_u', 'ge_s', 'ge_u'] as const;
const INT_ARITH = ['clz', 'ctz', 'popcnt', 'add', 'sub', 'mul', 'div_s', 'div_u', 'rem_s', 'rem_u', 'and', 'or',
  'xor', 'shl', 'shr_s', 'shr_u', 'rotl', 'rotr'] as const;
const FLOAT_COMPARE = ['eq', 'ne', 'lt', 'gt', 'le', 'ge'] as const;
const FLOAT_ARITH = ['abs', 'neg', 'ceil', 'floor', 'trunc', 'nearest', 'sqrt', 'add', 'sub', 'mul', 'div', 'min',
  'max', 'copysign'] as const;

/** Names in spec order starting at `first`, as the MVP opcode space lays out each type's block. */
function run<const N extends readonly string[]>(names: N, first: number): { readonly [K in N[number]]: number } {
  return Object.fromEntries(names.map((n, i) => [n, first + i])) as { readonly [K in N[number]]: number };
}

const I32_OPS = {
  ...run(INT_COMPARE, 0x45), ...run(INT_ARITH, 0x67),
  wrap_i64: 0xa7, trunc_f32_s: 0xa8, trunc_f32_u: 0xa9, trunc_f64_s: 0xaa, trunc_f64_u: 0xab,
  reinterpret_f32: 0xbc, extend8_s: 0xc0, extend16_s: 0xc1,
  trunc_sat_f32_s: [0xfc, 0], trunc_sat_f32_u: [0xfc, 1], trunc_sat_f64_s: [0xfc, 2], trunc_sat_f64_u: [0xfc, 3],
} as const satisfies Record<string, Op>;
const I64_OPS = {
  ...run(INT_COMPARE, 0x50), ...run(INT_ARITH, 0x79),
  extend_i32_s: 0xac, extend_i32_u: 0xad, trunc_f32_s: 0xae, trunc_f32_u: 0xaf, trunc_f64_s: 0xb0, trunc_f64_u: 0xb1,
  reinterpret_f64: 0xbd, extend8_s: 0xc2, extend16_s: 0xc3, extend32_s: 0xc4,
  trunc_sat_f32_s: [0xfc, 4], trunc_sat_f32_u: [0xfc, 5], trunc_sat_f64_s: [0xfc, 6], trunc_sat_f64_u: [0xfc, 7],
} as const satisfies Record<string, Op>;
const F32_OPS = {
  ...run(FLOAT_COMPARE, 0x5b), ...run(FLOAT_ARITH, 0x8b),
  convert_i32_s: 0xb2, convert_i32_u: 0xb3, convert_i64_s: 0xb4, convert_i64_u: 0xb5, demote_f64: 0xb6,
  reinterpret_i32: 0xbe,
} as const satisfies Record<string, Op>;
const F64_OPS = {
  ...run(FLOAT_COMPARE, 0x61), ...run(FLOAT_ARITH, 0x99),
  convert_i32_s: 0xb7, convert_i32_u: 0xb8, convert_i64_s: 0xb9, convert_i64_u: 0xba, promote_f32: 0xbb,
  reinterpret_i64: 0xbf,
} as const satisfies Record<string, Op>;

// SIMD128 instructions (prefix 0xfd, then the LEB128 sub-opcode) that take no immediate.
const V128_OPS = {
  not: 0x4d, and: 0x4e, andnot: 0x4f, or: 0x50, xor: 0x51, bitselect: 0x52, any_true: 0x53,
} as const;
const I32X4_OPS = {
  splat: 0x11, eq: 0x37, ne: 0x38, lt_s: 0x39, lt_u: 0x3a, gt_s: 0x3b, gt_u: 0x3c, le_s: 0x3d, le_u: 0x3e,
  ge_s: 0x3f, ge_u: 0x40, abs: 0xa0, neg: 0xa1, all_true: 0xa3, bitmask: 0xa4, shl: 0xab, shr_s: 0xac,
  shr_u: 0xad, add: 0xae, sub: 0xb1, mul: 0xb5, min_s: 0xb6, min_u: 0xb7, max_s: 0xb8, max_u: 0xb9,
  trunc_sat_f32x4_s: 0xf8, trunc_sat_f32x4_u: 0xf9, trunc_sat_f64x2_s_zero: 0xfc, trunc_sat_f64x2_u_zero: 0xfd,
} as const;
const I64X2_OPS = {
  splat: 0x12, abs: 0xc0, neg: 0xc1, all_true: 0xc3, bitmask: 0xc4, extend_low_i32x4_s: 0xc7,
  extend_high_i32x4_s: 0xc8, shl: 0xcb, shr_s: 0xcc, shr_u: 0xcd,
  add: 0xce, sub: 0xd1, mul: 0xd5, eq: 0xd6, ne: 0xd7, lt_s: 0xd8, gt_s: 0xd9, le_s: 0xda, ge_s: 0xdb,
} as const;
const F32X4_OPS = {
  splat: 0x13, eq: 0x41, ne: 0x42, lt: 0x43, gt: 0x44, le: 0x45, ge: 0x46, demote_f64x2_zero: 0x5e,
  ceil: 0x67, floor: 0x68, trunc: 0x69, nearest: 0x6a, abs: 0xe0, neg: 0xe1, sqrt: 0xe3, add: 0xe4, sub: 0xe5,
  mul: 0xe6, div: 0xe7, min: 0xe8, max: 0xe9, pmin: 0xea, pmax: 0xeb, convert_i32x4_s: 0xfa, convert_i32x4_u: 0xfb,
} as const;
const F64X2_OPS = {
  splat: 0x14, eq: 0x47, ne: 0x48, lt: 0x49, gt: 0x4a, le: 0x4b, ge: 0x4c, promote_low_f32x4: 0x5f,
  ceil: 0x74, floor: 0x75, trunc: 0x7a, nearest: 0x94, abs: 0xec, neg: 0xed, sqrt: 0xef, add: 0xf0, sub: 0xf1,
  mul: 0xf2, div: 0xf3, min: 0xf4, max: 0xf5, pmin: 0xf6, pmax: 0xf7, convert_low_i32x4_s: 0xfe,
  convert_low_i32x4_u: 0xff,
} as const;

// Loads and stores: opcode and access width in bytes (the natural alignment).
type Access = readonly [op: Op, width: number];
const I32_MEM = {
  load: [0x28, 4], load8_s: [0x2c, 1], load8_u: [0x2d, 1], load16_s: [0x2e, 2], load16_u: [0x2f, 2],
  store: [0x36, 4], store8: [0x3a, 1], store16: [0x3b, 2],
} as const satisfies Record<string, Access>;
const I64_MEM = {
  load: [0x29, 8], load8_s: [0x30, 1], load8_u: [0x31, 1], load16_s: [0x32, 2], load16_u: [0x33, 2],
  load32_s: [0x34, 4], load32_u: [0x35, 4], store: [0x37, 8], store8: [0x3c, 1], store16: [0x3d, 2],
  store32: [0x3e, 4],
} as const satisfies Record<string, Access>;
const F32_MEM = { load: [0x2a, 4], store: [0x38, 4] } as const satisfies Record<string, Access>;
const F64_MEM = { load: [0x2b, 8], store: [0x39, 8] } as const satisfies Record<string, Access>;
const V128_MEM = {
  load: [0x00, 16], load8x8_s: [0x01, 8], load8x8_u: [0x02, 8], load16x4_s: [0x03, 8], load16x4_u: [0x04, 8],
  load32x2_s: [0x05, 8], load32x2_u: [0x06, 8], load8_splat: [0x07, 1], load16_splat: [0x08, 2],
  load32_splat: [0x09, 4], load64_splat: [0x0a, 8], store: [0x0b, 16], load32_zero: [0x5c, 4],
  load64_zero: [0x5d, 8],
} as const satisfies Record<string, Access>;

type MemOps<T> = { readonly [K in keyof T]: (arg?: MemArg) => void };
type LaneOps = {
  /** Pushes lane `lane` of the vector on the stack as a scalar. */
  extract_lane(lane: number): void;
  /** Replaces lane `lane` of the vector under the scalar on top of the stack. */
  replace_lane(lane: number): void;
};

// ------------------------------------------------------------------------------------------- function builder

/** The body of one function: its locals and an instruction emitter. Instructions append in call order. */
export class FunctionBuilder {
  readonly params: readonly Local[];
  readonly #locals: ValType[] = [];
  readonly #code: number[] = [];
  readonly #labels: Label[] = [];

  readonly i32: Ops<typeof I32_OPS> & MemOps<typeof I32_MEM> & { const(value: number): void };
  readonly i64: Ops<typeof I64_OPS> & MemOps<typeof I64_MEM> & { const(value: bigint | number): void };
  readonly f32: Ops<typeof F32_OPS> & MemOps<typeof F32_MEM> & { const(value: number): void };
  readonly f64: Ops<typeof F64_OPS> & MemOps<typeof F64_MEM> & { const(value: number): void };
  readonly v128: Ops<typeof V128_OPS> & MemOps<typeof V128_MEM> & { const(bytes: ArrayLike<number>): void };
  readonly i8x16: {
    /** Byte `i` of the result is byte `lanes[i]` of the two vectors on the stack (16-31: the second's). */
    shuffle(lanes: readonly number[]): void;
  };
  readonly i32x4: Ops<typeof I32X4_OPS> & LaneOps;
  readonly i64x2: Ops<typeof I64X2_OPS> & LaneOps;
  readonly f32x4: Ops<typeof F32X4_OPS> & LaneOps;
  readonly f64x2: Ops<typeof F64X2_OPS> & LaneOps;

  readonly index: number;
  readonly paramTypes: readonly ValType[];
  readonly resultTypes: readonly ValType[];

  constructor(index: number, paramTypes: readonly ValType[], resultTypes: readonly ValType[]) {
    this.index = index;
    this.paramTypes = paramTypes;
    this.resultTypes = resultTypes;
    this.params = paramTypes.map((type, index) => ({ index, type, owner: this }));
    const ieee = (bytes: number, write: (v: DataView) => void) => {
      const view = new DataView(new ArrayBuffer(bytes));
      write(view);
      this.#code.push(...new Uint8Array(view.buffer));
    };
    this.i32 = {
      ...this.#ops(I32_OPS), ...this.#mem(I32_MEM, (op) => [op]),
      const: (v: number) => {
        if (!Number.isInteger(v) || v < -(2 ** 31) || v >= 2 ** 32) throw new RangeError(`not an i32: ${v}`);
        this.#code.push(0x41, ...sleb(v | 0));
      },
    };
    this.i64 = {
      ...this.#ops(I64_OPS), ...this.#mem(I64_MEM, (op) => [op]),
      const: (v: bigint | number) => this.#code.push(0x42, ...sleb(BigInt.asIntN(64, BigInt(v)))),
    };
    this.f32 = {
      ...this.#ops(F32_OPS), ...this.#mem(F32_MEM, (op) => [op]),
      const: (v: number) => { this.#code.push(0x43); ieee(4, (d) => d.setFloat32(0, v, true)); },
    };
    this.f64 = {
      ...this.#ops(F64_OPS), ...this.#mem(F64_MEM, (op) => [op]),
      const: (v: number) => { this.#code.push(0x44); ieee(8, (d) => d.setFloat64(0, v, true)); },
    };
    this.v128 = {
      ...this.#simdOps(V128_OPS), ...this.#mem(V128_MEM, (op) => [0xfd, ...uleb(op)]),
      const: (bytes: ArrayLike<number>) => {
        if (bytes.length !== 16) throw new RangeError('v128.const takes 16 bytes');
        this.#code.push(0xfd, ...uleb(0x0c), ...Array.from(bytes, (b) => b & 0xff));
      },
    };
    this.i8x16 = {
      shuffle: (lanes: readonly number[]) => {
        if (lanes.length !== 16 || lanes.some((l) => !Number.isInteger(l) || l < 0 || l > 31)) {
          throw new RangeError('i8x16.shuffle takes 16 lane indices below 32');
        }
        this.#code.push(0xfd, ...uleb(0x0d), ...lanes);
      },
    };
    this.i32x4 = { ...this.#simdOps(I32X4_OPS), ...this.#lanes(4, 0x1b) };
    this.i64x2 = { ...this.#simdOps(I64X2_OPS), ...this.#lanes(2, 0x1d) };
    this.f32x4 = { ...this.#simdOps(F32X4_OPS), ...this.#lanes(4, 0x1f) };
    this.f64x2 = { ...this.#simdOps(F64X2_OPS), ...this.#lanes(2, 0x21) };
  }

  /** Declares a new local, zero-initialised on entry. */
  local(type: ValType): Local {
    this.#locals.push(type);
    return { index: this.params.length + this.#locals.length - 1, type, owner: this };
  }

  get(local: Local): void { this.#emitLocal(0x20, local); }
  set(local: Local): void { this.#emitLocal(0x21, local); }
  tee(local: Local): void { this.#emitLocal(0x22, local); }

  // Control flow. Each structured instruction runs `body` with the new label in scope; `results` types the
  // values the block leaves on the stack (none by default).
  block(body: (label: Label) => void, results: readonly ValType[] = []): void {
    this.#structured(0x02, 'block', results, body);
  }
  /** A branch to a loop's label jumps back to its start. */
  loop(body: (label: Label) => void, results: readonly ValType[] = []): void {
    this.#structured(0x03, 'loop', results, body);
  }
  /** Pops an i32 condition; runs `then` if it is non-zero, else `otherwise`. */
  if(then: (label: Label) => void, otherwise?: (label: Label) => void, results: readonly ValType[] = []): void {
    this.#structured(0x04, 'if', results, (label) => {
      then(label);
      if (otherwise) {
        this.#code.push(0x05);
        otherwise(label);
      }
    });
  }
  br(label: Label): void { this.#code.push(0x0c, ...uleb(this.#depth(label))); }
  /** Pops an i32; branches if it is non-zero. */
  br_if(label: Label): void { this.#code.push(0x0d, ...uleb(this.#depth(label))); }
  return(): void { this.#code.push(0x0f); }
  unreachable(): void { this.#code.push(0x00); }
  nop(): void { this.#code.push(0x01); }
  drop(): void { this.#code.push(0x1a); }
  /** Pops a condition and two values of one type; keeps the first if the condition is non-zero. */
  select(): void { this.#code.push(0x1b); }
  call(fn: Callee): void { this.#code.push(0x10, ...uleb(fn.index)); }

  memory_size(): void { this.#code.push(0x3f, 0x00); }
  memory_grow(): void { this.#code.push(0x40, 0x00); }
  /** Pops dst, src, n (bytes). */
  memory_copy(): void { this.#code.push(0xfc, ...uleb(10), 0x00, 0x00); }
  /** Pops dst, value (i32, low byte used), n. */
  memory_fill(): void { this.#code.push(0xfc, ...uleb(11), 0x00); }

  /** The function's code-section entry: local declarations, then the body and its closing `end`. */
  encode(): number[] {
    if (this.#labels.length !== 0) throw new Error('function finished inside an open block');
    const groups: [number, ValType][] = [];
    for (const t of this.#locals) {
      const last = groups[groups.length - 1];
      if (last && last[1] === t) last[0]++;
      else groups.push([1, t]);
    }
    const body = [...uleb(groups.length)];
    for (const [count, t] of groups) body.push(...uleb(count), VALTYPE_CODE[t]);
    for (const b of this.#code) body.push(b);
    body.push(0x0b);
    return body;
  }

  #emitLocal(op: number, local: Local): void {
    if (local.owner !== this) throw new Error('local belongs to another function');
    this.#code.push(op, ...uleb(local.index));
  }

  #structured(op: number, kind: Label['kind'], results: readonly ValType[], body: (label: Label) => void): void {
    if (results.length > 1) throw new Error('multi-value blocks need a type index; not supported');
    this.#code.push(op, results.length === 0 ? 0x40 : VALTYPE_CODE[results[0]!]);
    const label: Label = { kind };
    this.#labels.push(label);
    body(label);
    if (this.#labels.pop() !== label) throw new Error('unbalanced blocks');
    this.#code.push(0x0b);
  }

  #depth(label: Label): number {
    const at = this.#labels.lastIndexOf(label);
    if (at < 0) throw new Error(`branch to a ${label.kind} that is not open`);
    return this.#labels.length - 1 - at;
  }

  #ops<T extends Record<string, Op>>(table: T): Ops<T> {
    const emit = (op: Op) => () => {
      if (typeof op === 'number') this.#code.push(op);
      else this.#code.push(op[0], ...uleb(op[1]));
    };
    return Object.fromEntries(Object.entries(table).map(([name, op]) => [name, emit(op)])) as Ops<T>;
  }

  #simdOps<T extends Record<string, number>>(table: T): Ops<T> {
    return Object.fromEntries(
      Object.entries(table).map(([name, op]) => [name, () => { this.#code.push(0xfd, ...uleb(op)); }]),
    ) as Ops<T>;
  }

  #mem<T extends Record<string, Access>>(table: T, prefix: (op: number) => number[]): MemOps<T> {
    const emit = ([op, width]: Access) => (arg: MemArg = {}) => {
      const align = arg.align ?? width;
      if (!Number.isInteger(Math.log2(align)) || align > width) {
        throw new RangeError(`alignment ${align} is not a power of two up to ${width}`);
      }
      this.#code.push(...prefix(op as number), ...uleb(Math.log2(align)), ...uleb(arg.offset ?? 0));
    };
    return Object.fromEntries(Object.entries(table).map(([name, access]) => [name, emit(access)])) as MemOps<T>;
  }

  #lanes(count: number, extract: number): LaneOps {
    const lane = (op: number) => (i: number) => {
      if (!Number.isInteger(i) || i < 0 || i >= count) throw new RangeError(`lane ${i} of ${count}`);
      this.#code.push(0xfd, ...uleb(op), i);
    };
    return { extract_lane: lane(extract), replace_lane: lane(extract + 1) };
  }
}

// --------------------------------------------------------------------------------------------- module builder

/** A function `call` can name: one of the module's own, or an imported one. */
export interface Callee {
  readonly index: number;
}

interface ImportedFunction extends Callee {
  readonly module: string;
  readonly name: string;
  readonly params: readonly ValType[];
  readonly results: readonly ValType[];
}

/**
 * A module: imported functions, at most one imported memory, functions (each with its own type entry) and exports.
 * Imports come first in the function index space, so they are declared before any function.
 */
export class ModuleBuilder {
  readonly #imports: ImportedFunction[] = [];
  readonly #functions: FunctionBuilder[] = [];
  readonly #exports: [string, FunctionBuilder][] = [];
  #memory: { module: string; name: string; limits: MemoryLimits } | undefined;

  importMemory(module: string, name: string, limits: MemoryLimits): void {
    if (limits.shared && limits.max === undefined) throw new Error('a shared memory must declare max');
    this.#memory = { module, name, limits };
  }

  /** Imports a host function (e.g. a JS routine a kernel calls per element). */
  importFunction(module: string, name: string, params: readonly ValType[], results: readonly ValType[] = []): Callee {
    if (this.#functions.length > 0) throw new Error('declare imported functions before the module\'s own');
    const f = { index: this.#imports.length, module, name, params, results };
    this.#imports.push(f);
    return f;
  }

  /** Adds a function; emit its body through the returned builder before `finish`. */
  function(params: readonly ValType[], results: readonly ValType[] = []): FunctionBuilder {
    const f = new FunctionBuilder(this.#imports.length + this.#functions.length, params, results);
    this.#functions.push(f);
    return f;
  }

  exportFunction(name: string, fn: FunctionBuilder): void {
    this.#exports.push([name, fn]);
  }

  /** The binary module. */
  finish(): Uint8Array<ArrayBuffer> {
    const out = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];
    const section = (id: number, entries: readonly number[][]) => {
      if (entries.length === 0) return;
      const body = [...uleb(entries.length)];
      for (const e of entries) for (const b of e) body.push(b);
      out.push(id);
      pushSized(out, body);
    };
    const valtypes = (ts: readonly ValType[]) => [...uleb(ts.length), ...ts.map((t) => VALTYPE_CODE[t])];
    // one type entry per function, imports first, so a function's type index is its function index
    section(1, [
      ...this.#imports.map((f) => [0x60, ...valtypes(f.params), ...valtypes(f.results)]),
      ...this.#functions.map((f) => [0x60, ...valtypes(f.paramTypes), ...valtypes(f.resultTypes)]),
    ]);
    const imports = this.#imports.map((f) => [...utf8Name(f.module), ...utf8Name(f.name), 0x00, ...uleb(f.index)]);
    if (this.#memory) {
      const { module, name, limits } = this.#memory;
      const flags = (limits.max === undefined ? 0 : 1) | (limits.shared ? 2 : 0);
      const bounds = [...uleb(limits.min), ...(limits.max === undefined ? [] : uleb(limits.max))];
      imports.push([...utf8Name(module), ...utf8Name(name), 0x02, flags, ...bounds]);
    }
    section(2, imports);
    section(3, this.#functions.map((f) => uleb(f.index)));
    section(7, this.#exports.map(([name, f]) => [...utf8Name(name), 0x00, ...uleb(f.index)]));
    section(10, this.#functions.map((f) => {
      const entry: number[] = [];
      pushSized(entry, f.encode());
      return entry;
    }));
    return new Uint8Array(out);
  }
}
