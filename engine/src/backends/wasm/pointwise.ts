/**
 * Kernel IR to WebAssembly: each distinct (kernel, dtypes, loop rank) becomes one module, emitted at run time with
 * the module builder and cached by the ids of its (interned) IR roots, computing over the heap memory in place. Every node means what the
 * JS reference (../js/compile.ts) makes of it, bit for bit: loads and stores convert exactly as the dtype table does,
 * `f64` arithmetic is wasm's IEEE f64, and the routines wasm lacks (the intrinsics, fmod, float16 conversion, BigInt
 * shifts and divisions) are imported from the same JS functions the reference calls.
 */
import { FLOAT32_ROUNDED, NARROW_INTS, type DTypeName } from '../../dtype.ts';
import type { Expr, ValueType } from '../../ir/expr.ts';
import { topoOrder } from '../../ir/print.ts';
import type { Placement } from '../js/compile.ts';
import { INTRINSICS } from '../../numerics/intrinsics.ts';
import { HOST } from './host.ts';
import { compileKernel, instantiateKernel, type KernelModule } from './kernel-module.ts';
import { ModuleBuilder, type Callee, type FunctionBuilder, type Local, type ValType } from './module-builder.ts';
import { GROUP, VectorEmitter, vectorisable } from './vector-emitter.ts';

/** Groups of elements a step of the vectorised loop computes side by side (a power of two). */
const UNROLL = 4;

export const WASM_TYPE: Record<ValueType, ValType> = { f32: 'f32', f64: 'f64', i64: 'i64', bool: 'i32' };
const ITEMSIZE: Record<DTypeName, number> = {
  float32: 4, float64: 8, float16: 2, bfloat16: 2, int64: 8, int32: 4, int16: 2, int8: 1, uint8: 1, bool: 1,
};

/** The host routines `roots` need: intrinsics by name, the rest by their HOST key. */
export function hostNeeds(roots: readonly Expr[], out: DTypeName, inputs: readonly DTypeName[]): string[] {
  const needs = new Set<string>();
  for (const e of topoOrder(roots)) {
    if (e.kind === 'call') needs.add(e.fn);
    if (e.kind === 'binary' && e.op === 'rem') needs.add(e.type === 'i64' ? 'irem' : 'fmod');
    if (e.kind === 'binary' && ['shl', 'shr', 'floordiv', 'mod', 'ipow'].includes(e.op)) needs.add(e.op);
  }
  if (inputs.includes('float16')) needs.add('h2f');
  if (out === 'float16') needs.add('f2h');
  return [...needs].sort();
}

/**
 * A compiled kernel: fn(pointers..., sizes..., byte strides (operand-major)..., args..., split). Operand 0 is the
 * output; pointers and strides are in bytes of the heap memory, except the coordinate operands' after the tensors
 * (layout.ts), which count elements from 0.
 */
export type WasmPointwise = (...params: number[]) => void;

/** A kernel as this thread runs it, and its module, which worker threads instantiate for themselves. */
export interface CompiledPointwise {
  readonly run: WasmPointwise;
  readonly kernel: KernelModule;
}

/** What besides its body a compiled kernel was made for. */
interface Variant {
  readonly tail: Expr | undefined;
  readonly out: DTypeName;
  readonly inputs: readonly DTypeName[];
  readonly rank: number;
  readonly argCount: number;
  /** Bit o set: operand o holds still in the SIMD inner loop; -1: no SIMD inner loop. */
  readonly broadcast: number;
  readonly coords: number;
  readonly at: Expr | undefined;
  readonly compiled: CompiledPointwise;
}

/** Compiled kernels by their (interned, so identical) body: a cache hit compares a few fields, builds no key. */
const cache = new Map<Expr, Variant[]>();

const sameNames = (a: readonly DTypeName[], b: readonly DTypeName[]) => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/**
 * `broadcast`, given when every operand walks the innermost loop contiguously or not at all, says which operands hold
 * still in it; such a loop runs groups of elements in SIMD lanes (vector-emitter.ts) where every node of the kernel has
 * a lane form (what an operand holds still at is loaded once per pass of the inner loop).
 */
export function compileWasmPointwise(memory: WebAssembly.Memory, shared: boolean, body: Expr, tail: Expr | undefined,
  out: DTypeName, inputs: readonly DTypeName[], rank: number, argCount: number,
  broadcast: readonly boolean[] | null, placement: Placement = { coords: 0 }): CompiledPointwise {
  const bits = broadcast ? broadcast.reduce((acc, still, o) => (still ? acc | (1 << o) : acc), 0) : -1;
  let variants = cache.get(body);
  if (!variants) cache.set(body, variants = []);
  for (const v of variants) {
    if (v.tail === tail && v.out === out && v.rank === rank && v.argCount === argCount && v.broadcast === bits &&
        v.coords === placement.coords && v.at === placement.at && sameNames(v.inputs, inputs)) return v.compiled;
  }
  const roots = [body, ...(tail ? [tail] : []), ...(placement.at ? [placement.at] : [])];
  const simd = broadcast !== null && vectorisable(body, out, inputs, broadcast) ? broadcast : null;
  const kernel = compileKernel(emitPointwise(hostNeeds(roots, out, inputs), shared, body, tail, out, inputs, rank,
    argCount, simd, placement));
  const compiled = { run: instantiateKernel(kernel.module, memory).exports['kernel'] as WasmPointwise, kernel };
  variants.push({
    tail, out, inputs: [...inputs], rank, argCount, broadcast: bits, coords: placement.coords, at: placement.at, compiled,
  });
  return compiled;
}

/** Declares the host routines `needs` names as imports of `mb`, and the heap memory. */
export function importHost(mb: ModuleBuilder, needs: readonly string[], shared: boolean): Map<string, Callee> {
  const imports = new Map<string, Callee>();
  for (const name of needs) {
    const spec = HOST[name];
    const params: ValType[] = spec ? spec.params : Array(INTRINSICS[name as keyof typeof INTRINSICS].length).fill('f64');
    imports.set(name, mb.importFunction('host', name, params, [spec ? spec.result : 'f64']));
  }
  mb.importMemory('env', 'memory', { min: 1, max: 65536, shared });
  return imports;
}

function emitPointwise(needs: readonly string[], shared: boolean, body: Expr, tail: Expr | undefined, out: DTypeName,
  inputs: readonly DTypeName[], rank: number, argCount: number, simd: readonly boolean[] | null,
  placement: Placement): Uint8Array<ArrayBuffer> {
  const mb = new ModuleBuilder();
  const imports = importHost(mb, needs, shared);
  const operands = inputs.length + 1 + placement.coords;
  const params: ValType[] = [
    ...Array(operands).fill('i32'), ...Array(rank).fill('i32'), ...Array(operands * rank).fill('i32'),
    ...Array(argCount).fill('f64'), 'i32',
  ];
  const f = mb.function(params);
  const ptr0 = f.params.slice(0, operands);
  const size = f.params.slice(operands, operands + rank);
  const stride = (o: number, d: number) => f.params[operands + rank + o * rank + d]!;
  const args = f.params.slice(operands + rank + operands * rank, operands + rank + operands * rank + argCount);
  const split = f.params[params.length - 1]!;
  const k = new KernelEmitter(f, imports, args, [out, ...inputs]);

  // pointers of every operand at every loop depth: p[d][o]
  const p: Local[][] = [ptr0];
  for (let d = 1; d < Math.max(rank, 1); d++) p.push(Array.from({ length: operands }, () => f.local('i32')));
  const advance = (d: number) => {
    for (let o = 0; o < operands; o++) {
      f.get(p[d]![o]!); f.get(stride(o, d)); f.i32.add(); f.set(p[d]![o]!);
    }
  };
  /** for (i = from; i < to; i++) { inner; advance pointers of depth d } */
  const countedLoop = (from: () => void, to: () => void, d: number, inner: () => void) => {
    const i = f.local('i32'), end = f.local('i32');
    from(); f.set(i); to(); f.set(end);
    f.block((exit) => {
      f.loop((again) => {
        f.get(i); f.get(end); f.i32.ge_s(); f.br_if(exit);
        inner();
        advance(d);
        f.get(i); f.i32.const(1); f.i32.add(); f.set(i);
        f.br(again);
      });
    });
  };
  const element = (root: Expr, d: number) => k.store(root, p[d]!, placement.at);
  if (rank === 0) {
    element(body, 0);
  } else {
    const last = rank - 1;
    const innermost = () => {
      if (simd) {
        // UNROLL groups of GROUP elements a step, then one group a step, up to the last whole group the body covers;
        // the scalar loops finish. Independent groups side by side keep a long dependency chain (SLEEF's
        // polynomials) from stalling the pipeline.
        const v = new VectorEmitter(f, k, args, [out, ...inputs], simd, p[last]!);
        v.hoist(body);
        const i = f.local('i32');
        f.i32.const(0); f.set(i); // once per pass of the inner loop, not only on entry
        for (const groups of [UNROLL, 1]) {
          const end = f.local('i32');
          f.get(tail ? split : size[last]!); f.i32.const(-GROUP * groups); f.i32.and(); f.set(end);
          f.block((exit) => {
            f.loop((again) => {
              f.get(i); f.get(end); f.i32.ge_s(); f.br_if(exit);
              v.store(body, groups);
              f.get(i); f.i32.const(GROUP * groups); f.i32.add(); f.set(i);
              f.br(again);
            });
          });
        }
        countedLoop(() => f.get(i), () => f.get(tail ? split : size[last]!), last, () => element(body, last));
        if (tail) countedLoop(() => f.get(split), () => f.get(size[last]!), last, () => element(tail, last));
      } else if (tail) {
        countedLoop(() => f.i32.const(0), () => f.get(split), last, () => element(body, last));
        countedLoop(() => f.get(split), () => f.get(size[last]!), last, () => element(tail, last));
      } else {
        countedLoop(() => f.i32.const(0), () => f.get(size[last]!), last, () => element(body, last));
      }
    };
    const nest = (d: number) => {
      if (d === last) { innermost(); return; }
      countedLoop(() => f.i32.const(0), () => f.get(size[d]!), d, () => {
        for (let o = 0; o < operands; o++) { f.get(p[d]![o]!); f.set(p[d + 1]![o]!); }
        nest(d + 1);
      });
    };
    nest(0);
  }
  mb.exportFunction('kernel', f);
  return mb.finish();
}

/** Locals a reduction combine's fold nodes read. */
export interface FoldLocals { readonly acc: Local; readonly next: Local }

/** Emits one element of a kernel: loads, the expression DAG (each shared node once, into a local), the store. */
export class KernelEmitter {
  readonly #f: FunctionBuilder;
  readonly #imports: ReadonlyMap<string, Callee>;
  readonly #args: readonly Local[];
  readonly #dtypes: readonly DTypeName[];
  readonly #scratch = new Map<ValType, Local>();

  constructor(f: FunctionBuilder, imports: ReadonlyMap<string, Callee>, args: readonly Local[], dtypes: readonly DTypeName[]) {
    this.#f = f;
    this.#imports = imports;
    this.#args = args;
    this.#dtypes = dtypes;
  }

  /** A reusable temporary of one type, for conversions that read their operand twice. */
  #temp(type: ValType, slot = 0): Local {
    const key = `${type}${slot}` as ValType;
    let l = this.#scratch.get(key);
    if (!l) { l = this.#f.local(type); this.#scratch.set(key, l); }
    return l;
  }

  /** Computes `root` for the element at `pointers` and stores it into operand 0, `at` elements on when given. */
  store(root: Expr, pointers: readonly Local[], at?: Expr): void {
    const f = this.#f;
    const v = this.value(root, pointers);
    const place = at && this.value(at, pointers);
    f.get(pointers[0]!);
    if (place) this.#elementsOn(place, this.#dtypes[0]!);
    f.get(v);
    this.storeTop(this.#dtypes[0]!, root.type);
  }

  /** Address on the stack -> the address `count` (an i64 local) elements of `dtype` further. */
  #elementsOn(count: Local, dtype: DTypeName): void {
    const f = this.#f;
    f.get(count); f.i32.wrap_i64(); f.i32.const(ITEMSIZE[dtype]); f.i32.mul(); f.i32.add();
  }

  /** Computes `root` for the element at `pointers` (fold nodes reading `fold`) into a new local. */
  value(root: Expr, pointers: readonly Local[], fold?: FoldLocals): Local {
    const f = this.#f;
    const locals = new Map<Expr, Local>();
    const push = (e: Expr) => {
      const l = locals.get(e);
      if (l) f.get(l);
      else this.#leaf(e, pointers, fold);
    };
    for (const e of topoOrder([root])) {
      if (e.kind === 'arg' || e.kind === 'const' || e.kind === 'fold') continue;
      if (e.kind === 'input' || e.kind === 'coord') this.#leaf(e, pointers);
      else if (e.kind === 'load') {
        const dtype = this.#dtypes[e.index + 1]!;
        f.get(pointers[e.index + 1]!);
        push(e.offset); f.i32.wrap_i64(); f.i32.const(ITEMSIZE[dtype]); f.i32.mul(); f.i32.add();
        this.loadTop(dtype, e.type);
      } else this.#node(e, push);
      const l = f.local(WASM_TYPE[e.type]);
      f.set(l);
      locals.set(e, l);
    }
    const result = f.local(WASM_TYPE[root.type]);
    push(root);
    f.set(result);
    return result;
  }

  #leaf(e: Expr, pointers: readonly Local[], fold?: FoldLocals): void {
    const f = this.#f;
    switch (e.kind) {
      case 'fold': f.get(fold![e.role]); return;
      case 'input': {
        f.get(pointers[e.index + 1]!);
        this.loadTop(this.#dtypes[e.index + 1]!, e.type);
        return;
      }
      case 'arg': f.get(this.#args[e.index]!); this.#convert('f64', e.type); return;
      // coordinate operands follow the tensors (layout.ts)
      case 'coord': f.get(pointers[this.#dtypes.length + e.dim]!); f.i64.extend_i32_s(); return;
      case 'const': {
        if (e.type === 'i64') f.i64.const(BigInt(e.value));
        else if (e.type === 'bool') f.i32.const(e.value ? 1 : 0);
        else if (e.type === 'f32') f.f32.const(Number(e.value));
        else f.f64.const(Number(e.value));
        return;
      }
    }
    throw new Error(`not a leaf: ${e.kind}`);
  }

  /** Address on the stack -> the element, as IR type `type`. */
  loadTop(dtype: DTypeName, type: ValueType): void {
    const f = this.#f;
    switch (dtype) {
      case 'float32': f.f32.load({ align: 4 }); this.#convert('f32', type); return;
      case 'float64': f.f64.load({ align: 8 }); this.#convert('f64', type); return;
      case 'float16': f.i32.load16_u(); f.call(this.#imports.get('h2f')!); this.#convert('f64', type); return;
      case 'bfloat16': f.i32.load16_u(); f.i32.const(16); f.i32.shl(); f.f32.reinterpret_i32(); this.#convert('f32', type); return;
      case 'int64': f.i64.load({ align: 8 }); this.#convert('i64', type); return;
    }
    if (dtype === 'int32') f.i32.load();
    else if (dtype === 'int16') f.i32.load16_s();
    else if (dtype === 'int8') f.i32.load8_s();
    else f.i32.load8_u();
    // a narrow integer (or bool) as its exact value
    if (type === 'i64') { f.i64.extend_i32_s(); return; }
    if (type === 'bool') { f.i32.const(0); f.i32.ne(); return; }
    f.f64.convert_i32_s();
    this.#convert('f64', type);
  }

  /** [address, value of IR type `type`] on the stack -> stored into dtype, rounding or wrapping as dtype.store does. */
  storeTop(dtype: DTypeName, type: ValueType): void {
    const f = this.#f;
    if (type === 'i64' && dtype === 'int64') { f.i64.store({ align: 8 }); return; }
    if (type === 'i64' && NARROW_INTS.has(dtype)) {
      // an integer result wraps to the narrower type's low bits, as C++'s conversion of an int64 does
      f.i32.wrap_i64();
      this.#storeI32(dtype);
      return;
    }
    // an int64 reaches float32 (and the 16-bit floats) in one rounding, as C++ converts it
    const value = type === 'i64' && FLOAT32_ROUNDED.has(dtype) ? 'f32' : type;
    if (value !== type) f.f32.convert_i64_s();
    if (value === 'f32' && dtype === 'float32') { f.f32.store({ align: 4 }); return; }
    this.#convert(value, 'f64');
    switch (dtype) {
      case 'float32': f.f32.demote_f64(); f.f32.store({ align: 4 }); return;
      case 'float64': f.f64.store({ align: 8 }); return;
      case 'float16': f.call(this.#imports.get('f2h')!); f.i32.store16(); return;
      case 'bfloat16': this.#bfloat16Bits(); f.i32.store16(); return;
      case 'int64': this.#toInt64(); f.i64.store({ align: 8 }); return;
      case 'bool': f.f64.const(0); f.f64.ne(); f.i32.store8(); return;
    }
    this.#toInt32();
    this.#storeI32(dtype);
  }

  /** [address, i32] on the stack -> its low bits stored into the narrow integer dtype. */
  #storeI32(dtype: DTypeName): void {
    const f = this.#f;
    if (dtype === 'int32') f.i32.store();
    else if (dtype === 'int16') f.i32.store16();
    else f.i32.store8();
  }

  /** f64 -> the x86 conversion dtype.store uses: truncation, or INT32_MIN for NaN and anything out of range. */
  #toInt32(): void {
    const f = this.#f, x = this.#temp('f64');
    f.f64.trunc(); f.set(x);
    f.get(x); f.i32.trunc_sat_f64_s();
    f.i32.const(-2147483648);
    f.get(x); f.f64.const(-2147483648); f.f64.ge();
    f.get(x); f.f64.const(2147483647); f.f64.le();
    f.i32.and();
    f.select();
  }

  /** f64 -> int64 as dtype.store does: truncation, INT64_MIN for NaN, infinities and |v| >= 2^63. */
  #toInt64(): void {
    const f = this.#f, x = this.#temp('f64');
    f.set(x);
    f.get(x); f.i64.trunc_sat_f64_s();
    f.i64.const(-(2n ** 63n));
    f.get(x); f.f64.abs(); f.f64.const(2 ** 63); f.f64.lt();
    f.select();
  }

  /** f64 -> bfloat16 bits: round to float32, then to the top 16 bits, ties to even; NaN -> 0x7fc0. */
  #bfloat16Bits(): void {
    const f = this.#f, v = this.#temp('f32'), bits = this.#temp('i32');
    f.f32.demote_f64(); f.set(v);
    f.get(v); f.i32.reinterpret_f32(); f.set(bits);
    f.get(bits); f.i32.const(0x7fff); f.i32.add();
    f.get(bits); f.i32.const(16); f.i32.shr_u(); f.i32.const(1); f.i32.and();
    f.i32.add(); f.i32.const(16); f.i32.shr_u();
    f.i32.const(0x7fc0);
    f.get(v); f.get(v); f.f32.eq();
    f.select();
  }

  /** Converts the value on the stack from one IR type to another, as the JS reference's casts do. */
  #convert(from: ValueType, to: ValueType): void {
    const f = this.#f;
    if (from === to) return;
    if (to === 'bool') {
      if (from === 'i64') { f.i64.const(0); f.i64.ne(); } else if (from === 'f32') { f.f32.const(0); f.f32.ne(); } else { f.f64.const(0); f.f64.ne(); }
      return;
    }
    if (from === 'bool') {
      if (to === 'i64') f.i64.extend_i32_u(); else if (to === 'f32') f.f32.convert_i32_u(); else f.f64.convert_i32_u();
      return;
    }
    if (from === 'i64') {
      if (to === 'f32') f.f32.convert_i64_s(); else f.f64.convert_i64_s();
      return;
    }
    if (from === 'f32') f.f64.promote_f32();
    if (to === 'i64') this.#toInt64();
    else if (to === 'f32') f.f32.demote_f64();
  }

  #node(e: Expr, push: (e: Expr) => void): void {
    const f = this.#f;
    switch (e.kind) {
      case 'cast': push(e.x); this.#convert(e.x.type, e.type); return;
      case 'unary': return this.#unary(e, push);
      case 'binary': return this.#binary(e, push);
      case 'compare': {
        push(e.a); push(e.b);
        const t = e.a.type;
        if (t === 'i64') {
          const ops = { eq: f.i64.eq, ne: f.i64.ne, lt: f.i64.lt_s, le: f.i64.le_s, gt: f.i64.gt_s, ge: f.i64.ge_s };
          ops[e.op]();
        } else if (t === 'bool') {
          const ops = { eq: f.i32.eq, ne: f.i32.ne, lt: f.i32.lt_u, le: f.i32.le_u, gt: f.i32.gt_u, ge: f.i32.ge_u };
          ops[e.op]();
        } else {
          const ops = t === 'f32' ? f.f32 : f.f64;
          ops[e.op]();
        }
        return;
      }
      case 'select': push(e.a); push(e.b); push(e.cond); f.select(); return;
      case 'call': e.args.forEach(push); f.call(this.#imports.get(e.fn)!); return;
    }
  }

  #unary(e: Extract<Expr, { kind: 'unary' }>, push: (e: Expr) => void): void {
    const f = this.#f;
    if (e.op === 'isnan') {
      push(e.x); push(e.x);
      if (e.x.type === 'f32') f.f32.ne(); else f.f64.ne();
      return;
    }
    if (e.type === 'i64') {
      switch (e.op) {
        case 'neg': f.i64.const(0); push(e.x); f.i64.sub(); return;
        case 'abs': {
          f.i64.const(0); push(e.x); f.i64.sub(); push(e.x);
          push(e.x); f.i64.const(0); f.i64.lt_s();
          f.select();
          return;
        }
        case 'not': push(e.x); f.i64.const(-1); f.i64.xor(); return;
        default: push(e.x); return; // floor, ceil, trunc, rint, sqrt of an integer: itself
      }
    }
    if (e.type === 'bool') { push(e.x); f.i32.eqz(); return; }
    push(e.x);
    const ops = e.type === 'f32' ? f.f32 : f.f64;
    switch (e.op) {
      case 'neg': ops.neg(); return;
      case 'abs': ops.abs(); return;
      case 'sqrt': ops.sqrt(); return;
      case 'floor': ops.floor(); return;
      case 'ceil': ops.ceil(); return;
      case 'trunc': ops.trunc(); return;
      case 'rint': ops.nearest(); return;
      case 'round32': if (e.type === 'f64') { f.f32.demote_f64(); f.f64.promote_f32(); } return;
      case 'pow2i':
        if (e.type === 'f32') { f.i32.trunc_sat_f32_s(); f.i32.const(127); f.i32.add(); f.i32.const(23); f.i32.shl(); f.f32.reinterpret_i32(); return; }
        f.i64.trunc_sat_f64_s(); f.i64.const(1023); f.i64.add(); f.i64.const(52); f.i64.shl(); f.f64.reinterpret_i64(); return;
    }
    throw new Error(`IR unary ${e.op} on ${e.type} has no wasm form`);
  }

  /**
   * int64 floor division, floor modulo (mod) and truncated remainder (rem) in wasm's own division, corrected toward
   * floor as the host routines compute it. A divisor of 0 (whose error is the host routine's) or, but for rem, -1
   * (where i64.div_s traps on the smallest value, which must wrap) takes the host routine.
   */
  #division(op: 'floordiv' | 'mod' | 'rem', a: Expr, b: Expr, host: Callee, push: (e: Expr) => void): void {
    const f = this.#f;
    const x = f.local('i64'), y = f.local('i64'), r = f.local('i64');
    push(a); f.set(x);
    push(b); f.set(y);
    f.get(y);
    if (op === 'rem') f.i64.eqz();
    else { f.i64.const(1n); f.i64.add(); f.i64.const(1n); f.i64.le_u(); }
    f.if(() => { f.get(x); f.get(y); f.call(host); }, () => {
      if (op === 'rem') { f.get(x); f.get(y); f.i64.rem_s(); return; }
      // the remainder, and whether it is non-zero with the divisor's opposite sign: then floor is one below
      if (op === 'floordiv') { f.get(x); f.get(y); f.i64.div_s(); }
      f.get(x); f.get(y); f.i64.rem_s(); f.set(r);
      if (op === 'mod') { f.get(r); f.get(y); f.i64.add(); f.get(r); }
      f.get(r); f.i64.const(0n); f.i64.ne();
      f.get(r); f.get(y); f.i64.xor(); f.i64.const(0n); f.i64.lt_s();
      f.i32.and();
      if (op === 'mod') f.select();
      else { f.i64.extend_i32_u(); f.i64.sub(); }
    }, ['i64']);
  }

  #binary(e: Extract<Expr, { kind: 'binary' }>, push: (e: Expr) => void): void {
    const f = this.#f;
    const host = e.op === 'rem' ? (e.type === 'i64' ? 'irem' : 'fmod') : e.op;
    if (e.type === 'i64' && (e.op === 'floordiv' || e.op === 'mod' || e.op === 'rem')) {
      this.#division(e.op, e.a, e.b, this.#imports.get(host)!, push);
      return;
    }
    if (e.type === 'i64' && (e.op === 'shl' || e.op === 'shr')) {
      // a shift by 0 to 63 is wasm's own; the host routine gives the others their meaning
      const x = f.local('i64'), y = f.local('i64');
      push(e.a); f.set(x);
      push(e.b); f.set(y);
      f.get(y); f.i64.const(64n); f.i64.lt_u();
      f.if(() => { f.get(x); f.get(y); if (e.op === 'shl') f.i64.shl(); else f.i64.shr_s(); },
        () => { f.get(x); f.get(y); f.call(this.#imports.get(host)!); }, ['i64']);
      return;
    }
    if (this.#imports.has(host) && (e.op === 'rem' || e.type === 'i64')) {
      push(e.a); push(e.b); f.call(this.#imports.get(host)!);
      return;
    }
    if (e.type === 'i64' && (e.op === 'min' || e.op === 'max')) {
      push(e.a); push(e.b); push(e.a); push(e.b);
      if (e.op === 'min') f.i64.lt_s(); else f.i64.gt_s();
      f.select();
      return;
    }
    push(e.a); push(e.b);
    if (e.type === 'bool') {
      ({ and: f.i32.and, or: f.i32.or, xor: f.i32.xor } as Record<string, () => void>)[e.op]!();
      return;
    }
    if (e.type === 'i64') {
      ({ add: f.i64.add, sub: f.i64.sub, mul: f.i64.mul, and: f.i64.and, or: f.i64.or, xor: f.i64.xor } as Record<string, () => void>)[e.op]!();
      return;
    }
    const ops = e.type === 'f32' ? f.f32 : f.f64;
    ({ add: ops.add, sub: ops.sub, mul: ops.mul, div: ops.div, min: ops.min, max: ops.max } as Record<string, () => void>)[e.op]!();
  }
}
