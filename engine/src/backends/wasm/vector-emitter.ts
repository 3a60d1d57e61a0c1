/**
 * The vectorised inner loop of a pointwise kernel: four elements a group, every node in the SIMD lanes its IR type
 * calls for. An `f32` node is one f32x4 (float32 steps run four wide, as PyTorch's kernels do); an `f64` node is two
 * f64x2 (elements 0-1, then 2-3); a bool is a lane mask (all ones or all zeros) in the width of what produced it,
 * i32x4 beside f32 values, two i64x2 beside f64 ones. Lanes perform exactly the scalar operations, so results are the
 * scalar kernel's, bit for bit; values change width only where the IR converts them, or where a value is exactly a
 * float32 (a float32 input, a `round32`) and an f32 node reads it.
 */
import { DTYPES, type DTypeName } from '../../dtype.ts';
import type { Expr, ValueType } from '../../ir/expr.ts';
import { topoOrder } from '../../ir/print.ts';
import type { FunctionBuilder, Local } from './module-builder.ts';

/** Elements one group computes. */
export const GROUP = 4;

/** What the vector loop needs of the scalar emitter: a broadcast operand is the scalar kernel's own load. */
export interface ScalarLoads {
  /** [address] on the stack -> the element of dtype there, as IR type `type`. */
  loadTop(dtype: DTypeName, type: ValueType): void;
}

/** Dtypes an input is read from as f64 lanes (a float32 one is also its own f32 lanes). */
const LOADS: ReadonlySet<DTypeName> = new Set(['float32', 'float64', 'int32']);
const STORES: ReadonlySet<DTypeName> = new Set(['float32', 'float64', 'bool']);
const FLOAT_UNARY: ReadonlySet<string> = new Set(['neg', 'abs', 'sqrt', 'floor', 'ceil', 'trunc', 'rint', 'round32', 'pow2i']);
const FLOAT_BINARY: ReadonlySet<string> = new Set(['add', 'sub', 'mul', 'div', 'min', 'max']);
const isFloat = (t: ValueType) => t === 'f32' || t === 'f64';

/** Whether every node of `body` has a lane form for these dtypes (`broadcast[o]`: operand o holds still). */
export function vectorisable(body: Expr, out: DTypeName, inputs: readonly DTypeName[], broadcast: readonly boolean[]): boolean {
  if (!STORES.has(out) || body.type === 'i64') return false;
  return topoOrder([body]).every((e) => {
    switch (e.kind) {
      case 'input': return broadcast[e.index + 1] ? e.type !== 'i64' : e.type === 'f64' && LOADS.has(inputs[e.index]!);
      case 'arg': return e.type === 'f64';
      case 'const': return e.type !== 'i64';
      case 'cast': return e.type !== 'i64' && e.x.type !== 'i64';
      case 'unary': return e.type === 'bool' ? e.op === 'not' || e.op === 'isnan' : isFloat(e.type) && FLOAT_UNARY.has(e.op);
      case 'binary': return isFloat(e.type) ? FLOAT_BINARY.has(e.op) : e.type === 'bool' && ['and', 'or', 'xor'].includes(e.op);
      case 'compare': return isFloat(e.a.type) || (e.a.type === 'bool' && (e.op === 'eq' || e.op === 'ne'));
      case 'select': return e.type !== 'i64';
    }
    return false;
  });
}

/** Shuffle lanes (bytes of the two vectors on the stack, 16-31 being the second's). */
const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
const HIGH_HALF = [...range(8, 8), ...range(8, 8)];
const LOW_HALVES = [...range(0, 8), ...range(16, 8)];
const LOW_WORDS = [0, 8, 16, 24].flatMap((b) => range(b, 4));
const BYTE_PER_WORD = [0, 4, 8, 12, ...Array(12).fill(0)];

/** A group's value of one node: one vector (f32x4, i32x4 mask) and/or a pair (f64x2, i64x2 masks). */
interface Lanes { narrow?: Local; wide?: readonly [Local, Local] }

export class VectorEmitter {
  readonly #f: FunctionBuilder;
  readonly #scalar: ScalarLoads;
  readonly #args: readonly Local[];
  readonly #dtypes: readonly DTypeName[];
  readonly #broadcast: readonly boolean[];
  readonly #pointers: readonly Local[];
  /** Values computed once before the loop (constants, args, broadcast inputs), by key and width. */
  readonly #hoisted = new Map<string, Lanes>();

  constructor(f: FunctionBuilder, scalar: ScalarLoads, args: readonly Local[], dtypes: readonly DTypeName[],
    broadcast: readonly boolean[], pointers: readonly Local[]) {
    this.#f = f;
    this.#scalar = scalar;
    this.#args = args;
    this.#dtypes = dtypes;
    this.#broadcast = broadcast;
    this.#pointers = pointers;
  }

  /** Emits, before the loop, what every group shares: each constant, arg and broadcast input of `root`, splatted. */
  hoist(root: Expr): void {
    const f = this.#f;
    const splat = (key: string, emit: () => void, width: 'f32' | 'f64') => {
      const l = f.local('v128');
      emit();
      if (width === 'f32') f.f32x4.splat(); else f.f64x2.splat();
      f.set(l);
      const lanes = this.#hoisted.get(key) ?? {};
      this.#hoisted.set(key, width === 'f32' ? { ...lanes, narrow: l } : { ...lanes, wide: [l, l] });
    };
    splat('one', () => f.f32.const(1), 'f32');
    splat('one', () => f.f64.const(1), 'f64');
    for (const e of topoOrder([root])) {
      if (!this.#hoistable(e) || this.#hoisted.has(this.#keyOf(e))) continue;
      const key = this.#keyOf(e);
      if (e.type === 'bool') {
        // a mask is all ones or all zeros whatever its width
        const l = f.local('v128');
        if (e.kind === 'const') f.v128.const(new Uint8Array(16).fill(e.value ? 0xff : 0));
        else { f.i32.const(0); this.#scalarOf(e, 'bool'); f.i32.sub(); f.i32x4.splat(); }
        f.set(l);
        this.#hoisted.set(key, { narrow: l, wide: [l, l] });
        continue;
      }
      // both widths hold the same value: it is the scalar kernel's, exactly a float32 when the node is f32
      if (e.type === 'f32') splat(key, () => this.#scalarOf(e, 'f32'), 'f32');
      else {
        splat(key, () => this.#scalarOf(e, 'f64'), 'f64');
        if (this.#isFloat32(e)) splat(key, () => { this.#scalarOf(e, 'f64'); f.f32.demote_f64(); }, 'f32');
      }
    }
  }

  /** A hoistable node's scalar value as `type`. */
  #scalarOf(e: Expr, type: ValueType): void {
    const f = this.#f;
    if (e.kind === 'arg') {
      f.get(this.#args[e.index]!);
      if (type === 'f32') f.f32.demote_f64();
    } else if (e.kind === 'const') {
      if (type === 'f32') f.f32.const(Number(e.value)); else if (type === 'f64') f.f64.const(Number(e.value));
      else f.i32.const(e.value ? 1 : 0);
    } else if (e.kind === 'input') {
      f.get(this.#pointers[e.index + 1]!);
      this.#scalar.loadTop(this.#dtypes[e.index + 1]!, type === 'bool' ? 'bool' : e.type);
      if (type === 'f32' && e.type === 'f64') f.f32.demote_f64();
    }
  }

  #hoistable(e: Expr): boolean {
    return e.kind === 'arg' || e.kind === 'const' || (e.kind === 'input' && this.#broadcast[e.index + 1]!);
  }

  #keyOf(e: Expr): string {
    if (e.kind === 'arg') return `arg${e.index}`;
    if (e.kind === 'const') return `const ${e.type} ${Object.is(e.value, -0) ? '-0' : String(e.value)}`;
    if (e.kind === 'input') return `input${e.index} ${e.type}`;
    throw new Error('not hoistable');
  }

  /**
   * Whether an f64 node's value is always exactly a float32, so it may be read four wide without rounding: a load
   * of a float32 tensor, a `round32`, a widened f32, or a constant that is a float32.
   */
  #isFloat32(e: Expr): boolean {
    if (e.type === 'f32') return true;
    switch (e.kind) {
      case 'input': return this.#dtypes[e.index + 1] === 'float32';
      case 'const': return Object.is(Math.fround(Number(e.value)), Number(e.value));
      case 'unary': return e.op === 'round32';
      case 'cast': return e.x.type === 'f32';
    }
    return false;
  }

  /** Computes `root` for `groups` groups of elements, stores them, and advances every contiguous operand's pointer. */
  store(root: Expr, groups: number): void {
    const f = this.#f;
    const order = topoOrder([root]).filter((e) => !this.#hoistable(e));
    const values = Array.from({ length: groups }, () => new Map<Expr, Lanes>());
    // node by node across the groups, so their independent chains sit side by side in the instruction stream
    for (const e of order) for (let g = 0; g < groups; g++) values[g]!.set(e, this.#node(e, values[g]!, g));
    for (let g = 0; g < groups; g++) this.#storeGroup(root, values[g]!, g);
    this.#pointers.forEach((p, o) => {
      if (this.#broadcast[o]) return;
      f.get(p); f.i32.const(groups * GROUP * DTYPES[this.#dtypes[o]!].itemsize); f.i32.add(); f.set(p);
    });
  }

  /**
   * A node's lanes. A hoisted value has every form it can be read in from the start: one converted inside the loop
   * would be stale in the next loop, which reuses the locals.
   */
  #lanes(e: Expr, values: Map<Expr, Lanes>): Lanes {
    return values.get(e) ?? this.#hoisted.get(this.#keyOf(e))!;
  }

  #keep(): Local {
    const l = this.#f.local('v128');
    this.#f.set(l);
    return l;
  }

  /** `e`'s four lanes as one vector: an f32x4 (of an f32 node, or an f64 one that is exactly float32) or an i32x4 mask. */
  #narrow(e: Expr, values: Map<Expr, Lanes>): Local {
    const lanes = this.#lanes(e, values);
    if (lanes.narrow) return lanes.narrow;
    if (!values.has(e)) throw new Error('a hoisted value lacks its f32x4 form');
    const f = this.#f, [lo, hi] = lanes.wide!;
    if (e.type === 'bool') {
      f.get(lo); f.get(hi); f.i8x16.shuffle(LOW_WORDS);
    } else {
      if (!this.#isFloat32(e)) throw new Error('an f64 value read as f32 lanes must be exactly a float32');
      f.get(lo); f.f32x4.demote_f64x2_zero(); f.get(hi); f.f32x4.demote_f64x2_zero(); f.i8x16.shuffle(LOW_HALVES);
    }
    lanes.narrow = this.#keep();
    return lanes.narrow;
  }

  /** `e`'s four lanes as a pair: f64x2 values or i64x2 masks. */
  #wide(e: Expr, values: Map<Expr, Lanes>): readonly [Local, Local] {
    const lanes = this.#lanes(e, values);
    if (lanes.wide) return lanes.wide;
    if (!values.has(e)) throw new Error('a hoisted value lacks its f64x2 form');
    const f = this.#f, v = lanes.narrow!;
    if (e.type === 'bool') {
      f.get(v); f.i64x2.extend_low_i32x4_s(); const lo = this.#keep();
      f.get(v); f.i64x2.extend_high_i32x4_s(); const hi = this.#keep();
      return lanes.wide = [lo, hi];
    }
    f.get(v); f.f64x2.promote_low_f32x4(); const lo = this.#keep();
    f.get(v); f.get(v); f.i8x16.shuffle(HIGH_HALF); f.f64x2.promote_low_f32x4(); const hi = this.#keep();
    return lanes.wide = [lo, hi];
  }

  /** Emits node `e` of group `group` (elements `GROUP * group` past the pointers). */
  #node(e: Expr, values: Map<Expr, Lanes>, group: number): Lanes {
    const f = this.#f;
    // an op on f32 nodes (or the masks they give) runs once four wide; on f64 ones once per half
    const narrow = (x: Expr) => this.#narrow(x, values);
    const wide = (x: Expr) => this.#wide(x, values);
    const one = (emit: () => void): Lanes => { emit(); return { narrow: this.#keep() }; };
    const pair = (emit: (half: 0 | 1) => void): Lanes => {
      emit(0); const lo = this.#keep();
      emit(1); const hi = this.#keep();
      return { wide: [lo, hi] };
    };
    const inWidth = (narrowed: boolean, emit: (get: (x: Expr) => void, half?: 0 | 1) => void): Lanes => (narrowed
      ? one(() => emit((x) => f.get(narrow(x))))
      : pair((half) => emit((x) => f.get(wide(x)[half]), half)));
    switch (e.kind) {
      case 'input': {
        const dtype = this.#dtypes[e.index + 1]!, p = this.#pointers[e.index + 1]!;
        const size = DTYPES[dtype].itemsize, offset = group * GROUP * size;
        if (dtype === 'float32') {
          f.get(p); f.v128.load({ align: 4, offset });
          return { narrow: this.#keep() }; // widened where an f64 node reads it
        }
        return pair((half) => {
          f.get(p);
          if (dtype === 'float64') { f.v128.load({ align: 8, offset: offset + 16 * half }); return; }
          f.v128.load64_zero({ align: 4, offset: offset + 8 * half }); f.f64x2.convert_low_i32x4_s();
        });
      }
      case 'cast': {
        const from = e.x.type, to = e.type;
        if (to === 'f64' && from === 'f32') return { narrow: narrow(e.x) }; // widened where an f64 node reads it
        if (to === 'f32' && from === 'f64') {
          if (this.#isFloat32(e.x)) return { narrow: narrow(e.x) };
          return one(() => {
            const [lo, hi] = wide(e.x);
            f.get(lo); f.f32x4.demote_f64x2_zero(); f.get(hi); f.f32x4.demote_f64x2_zero(); f.i8x16.shuffle(LOW_HALVES);
          });
        }
        if (to === 'bool') {
          return inWidth(from === 'f32', (get) => {
            get(e.x);
            if (from === 'f32') { f.f32.const(0); f.f32x4.splat(); f.f32x4.ne(); } else { f.f64.const(0); f.f64x2.splat(); f.f64x2.ne(); }
          });
        }
        // a mask as the number 1 or 0
        const ones = this.#hoisted.get('one')!;
        return inWidth(to === 'f32', (get, half) => {
          get(e.x); f.get(to === 'f32' ? ones.narrow! : ones.wide![half!]); f.v128.and();
        });
      }
      case 'unary': {
        if (e.op === 'not') return inWidth(this.#isNarrow(e.x, values), (get) => { get(e.x); f.v128.not(); });
        if (e.op === 'isnan') {
          return inWidth(e.x.type === 'f32', (get) => {
            get(e.x); get(e.x);
            if (e.x.type === 'f32') f.f32x4.ne(); else f.f64x2.ne();
          });
        }
        if (e.type === 'f32') {
          if (e.op === 'round32') return { narrow: narrow(e.x) };
          return one(() => {
            f.get(narrow(e.x));
            if (e.op === 'pow2i') {
              // 2^23 + 127 + x holds x + 127 in its low mantissa bits; shifted into the exponent field it is 2^x
              f.f32.const(2 ** 23 + 127); f.f32x4.splat(); f.f32x4.add(); f.i32.const(23); f.i32x4.shl();
              return;
            }
            (f.f32x4 as unknown as Record<string, () => void>)[e.op === 'rint' ? 'nearest' : e.op]!();
          });
        }
        return pair((half) => {
          f.get(wide(e.x)[half]);
          switch (e.op) {
            case 'round32': f.f32x4.demote_f64x2_zero(); f.f64x2.promote_low_f32x4(); return;
            case 'rint': f.f64x2.nearest(); return;
            case 'pow2i':
              // 2^52 + 1023 + x holds x + 1023 in its low mantissa bits; shifted into the exponent field it is 2^x
              f.f64.const(2 ** 52 + 1023); f.f64x2.splat(); f.f64x2.add();
              f.i32.const(52); f.i64x2.shl();
              return;
            default: (f.f64x2 as unknown as Record<string, () => void>)[e.op]!();
          }
        });
      }
      case 'binary': {
        if (e.type === 'bool') {
          const narrowed = this.#isNarrow(e.a, values) && this.#isNarrow(e.b, values);
          return inWidth(narrowed, (get) => { get(e.a); get(e.b); (f.v128 as unknown as Record<string, () => void>)[e.op]!(); });
        }
        const ops = (e.type === 'f32' ? f.f32x4 : f.f64x2) as unknown as Record<string, () => void>;
        return inWidth(e.type === 'f32', (get) => { get(e.a); get(e.b); ops[e.op]!(); });
      }
      case 'compare': {
        const t = e.a.type;
        const narrowed = t === 'f32' || (t === 'bool' && this.#isNarrow(e.a, values) && this.#isNarrow(e.b, values));
        return inWidth(narrowed, (get) => {
          get(e.a); get(e.b);
          if (t === 'bool') {
            if (narrowed) { if (e.op === 'eq') f.i32x4.eq(); else f.i32x4.ne(); } else if (e.op === 'eq') f.i64x2.eq(); else f.i64x2.ne();
            return;
          }
          ((t === 'f32' ? f.f32x4 : f.f64x2) as unknown as Record<string, () => void>)[e.op]!();
        });
      }
      case 'select': {
        const narrowed = e.type === 'f32' || (e.type === 'bool' && this.#isNarrow(e.a, values) && this.#isNarrow(e.b, values));
        return inWidth(narrowed, (get) => { get(e.a); get(e.b); get(e.cond); f.v128.bitselect(); });
      }
    }
    throw new Error(`no lane form for ${e.kind}`);
  }

  /** Whether `e` already has its one-vector form (so a bool op on it stays four wide). */
  #isNarrow(e: Expr, values: Map<Expr, Lanes>): boolean {
    return this.#lanes(e, values).narrow !== undefined;
  }

  /** Stores group `group` of `root` into operand 0's dtype, as the scalar store does for each element. */
  #storeGroup(root: Expr, values: Map<Expr, Lanes>, group: number): void {
    const f = this.#f, out = this.#dtypes[0]!, p = this.#pointers[0]!;
    const offset = group * GROUP * DTYPES[out].itemsize;
    if (out === 'bool') {
        const mask = root.type === 'bool' ? this.#narrow(root, values) : this.#nonzero(root, values);
      // the low byte of each lane's mask, as 0 or 1, four bytes in one store
      f.get(p); f.get(mask); f.get(mask); f.i8x16.shuffle(BYTE_PER_WORD);
      f.v128.const(new Uint8Array(16).fill(1)); f.v128.and(); f.i32x4.extract_lane(0); f.i32.store({ align: 1, offset });
      return;
    }
    const ones = this.#hoisted.get('one')!;
    if (out === 'float32') {
      if (root.type === 'bool') {
        f.get(p); f.get(this.#narrow(root, values)); f.get(ones.narrow!); f.v128.and();
      } else {
        const v = root.type === 'f32' || this.#isFloat32(root) ? this.#narrow(root, values) : null;
        f.get(p);
        if (v) f.get(v);
        else {
          const [lo, hi] = this.#wide(root, values);
          f.get(lo); f.f32x4.demote_f64x2_zero(); f.get(hi); f.f32x4.demote_f64x2_zero(); f.i8x16.shuffle(LOW_HALVES);
        }
      }
      f.v128.store({ align: 4, offset });
      return;
    }
    const [lo, hi] = this.#wide(root, values);
    for (const half of [0, 1] as const) {
      f.get(p); f.get(half ? hi : lo);
      if (root.type === 'bool') { f.get(ones.wide![half]); f.v128.and(); }
      f.v128.store({ align: 8, offset: offset + 16 * half });
    }
  }

  /** A float root's `!= 0` as an i32x4 mask, for a bool output. */
  #nonzero(root: Expr, values: Map<Expr, Lanes>): Local {
    const f = this.#f;
    if (root.type === 'f32') {
      f.get(this.#narrow(root, values)); f.f32.const(0); f.f32x4.splat(); f.f32x4.ne();
    } else {
      for (const half of this.#wide(root, values)) { f.get(half); f.f64.const(0); f.f64x2.splat(); f.f64x2.ne(); }
      f.i8x16.shuffle(LOW_WORDS);
    }
    return this.#keep();
  }
}
