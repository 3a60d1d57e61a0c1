/**
 * Kernel IR to JavaScript: each distinct (kernel, dtypes, loop rank) becomes one specialised function, made once with
 * `new Function` and cached by the ids of its (interned) IR roots. JS numbers are float64, so `f64` nodes are plain arithmetic, `f32`
 * nodes round with Math.fround and `i64` nodes are BigInts wrapped to 64 bits: this is the bit-exact reference every
 * other backend is tested against.
 */
import {
  FLOAT32_ROUNDED, NARROW_INTS, bfloat16BitsToFloat, floatToBFloat16Bits, floatToHalfBits, halfBitsToFloat, toInt32, toInt64, type DTypeName,
} from '../../dtype.ts';
import type { Expr, ValueType } from '../../ir/expr.ts';
import { topoOrder } from '../../ir/print.ts';
import { floorDiv64, int64ToFloat32, mod64, pow64 } from '../../numerics/int64.ts';
import { INTRINSICS } from '../../numerics/intrinsics.ts';

/** What the generated source may call: dtype conversions and the intrinsic routines. */
export const HELPERS = {
  h2f: halfBitsToFloat, f2h: floatToHalfBits, b2f: bfloat16BitsToFloat, f2b: floatToBFloat16Bits, toInt32, toInt64,
  toBig: (v: number) => toInt64(v), i2f: int64ToFloat32,
  rint: (x: number) => (Math.abs(x % 1) === 0.5 ? 2 * Math.round(x / 2) : Math.round(x)),
  floordiv: floorDiv64, mod: mod64, ipow: pow64,
  F: INTRINSICS,
};

/** Source reading element `p` of typed array `d` (of dtype `dtype`) as a value of IR type `type`. */
function loadSource(dtype: DTypeName, type: ValueType, d: string, p: string): string {
  const raw = `${d}[${p}]`;
  if (dtype === 'int64') return castSource('i64', type, raw);
  const num = dtype === 'float16' ? `h.h2f(${raw})` : dtype === 'bfloat16' ? `h.b2f(${raw})` : raw;
  if (type === 'i64') return `h.toBig(${num})`;
  if (type === 'bool') return `(${num} !== 0)`;
  return num;
}

/** Source storing `v` (of IR type `type`) into element `p` of `d`, rounding or wrapping as dtype.store does. */
export function storeSource(dtype: DTypeName, type: ValueType, d: string, p: string, v: string): string {
  const target = `${d}[${p}]`;
  if (type === 'i64') {
    if (dtype === 'int64') return `${target} = BigInt.asIntN(64, ${v});`;
    // the typed array keeps the low bits of the low 32, as C++'s conversion of an int64 does
    if (NARROW_INTS.has(dtype)) return `${target} = Number(BigInt.asIntN(32, ${v}));`;
    return FLOAT32_ROUNDED.has(dtype) ? storeSource(dtype, 'f32', d, p, `h.i2f(${v})`) : storeSource(dtype, 'f64', d, p, `Number(${v})`);
  }
  const num = type === 'bool' ? `(${v} ? 1 : 0)` : v;
  switch (dtype) {
    case 'float32': case 'float64': return `${target} = ${num};`;
    case 'float16': return `${target} = h.f2h(Math.fround(${num}));`;
    case 'bfloat16': return `${target} = h.f2b(${num});`;
    case 'int64': return `${target} = h.toInt64(${num});`;
    case 'bool': return `${target} = ${num} !== 0 ? 1 : 0;`;
    default: return `${target} = h.toInt32(${num});`;
  }
}

export function literal(e: Extract<Expr, { kind: 'const' }>): string {
  if (e.type === 'i64') return `${e.value}n`;
  if (e.type === 'bool') return e.value ? 'true' : 'false';
  const v = Number(e.value);
  return Object.is(v, -0) ? '(-0)' : Number.isNaN(v) ? 'NaN' : v === Infinity ? 'Infinity' : v === -Infinity ? '(-Infinity)' : `(${v})`;
}

function castSource(from: ValueType, to: ValueType, x: string): string {
  if (from === to) return x;
  if (to === 'bool') return from === 'i64' ? `(${x} !== 0n)` : `(${x} !== 0)`;
  if (from === 'bool') return to === 'i64' ? `(${x} ? 1n : 0n)` : `(${x} ? 1 : 0)`;
  if (to === 'i64') return `h.toBig(${x})`;
  if (from === 'i64') return to === 'f32' ? `h.i2f(${x})` : `Number(${x})`;
  return to === 'f32' ? `Math.fround(${x})` : x;
}

const JS_BINARY: Record<string, string> = { add: '+', sub: '-', mul: '*', div: '/', rem: '%', and: '&', or: '|', xor: '^', shl: '<<', shr: '>>' };
const JS_COMPARE: Record<string, string> = { eq: '===', ne: '!==', lt: '<', le: '<=', gt: '>', ge: '>=' };

function nodeSource(e: Expr, ref: (x: Expr) => string): string {
  switch (e.kind) {
    case 'input': case 'arg': case 'const': case 'fold': case 'coord': case 'load': throw new Error('leaf or load');
    case 'cast': return castSource(e.x.type, e.type, ref(e.x));
    case 'unary': {
      const x = ref(e.x);
      switch (e.op) {
        case 'neg': return e.type === 'i64' ? `BigInt.asIntN(64, -${x})` : `(-${x})`;
        case 'abs': return e.type === 'i64' ? `(${x} < 0n ? BigInt.asIntN(64, -${x}) : ${x})` : `Math.abs(${x})`;
        case 'sqrt': case 'floor': case 'ceil': case 'trunc': return e.type === 'i64' ? x : `Math.${e.op}(${x})`;
        case 'rint': return e.type === 'i64' ? x : `h.rint(${x})`;
        case 'round32': return `Math.fround(${x})`;
        case 'not': return e.type === 'bool' ? `(!${x})` : `(~${x})`;
        case 'isnan': return `(${x} !== ${x})`;
        case 'pow2i': return `(2 ** ${x})`;
      }
      break;
    }
    case 'binary': {
      const a = ref(e.a), b = ref(e.b);
      if (e.type === 'bool') return e.op === 'and' ? `(${a} && ${b})` : e.op === 'or' ? `(${a} || ${b})` : `(${a} !== ${b})`;
      if (e.type === 'i64') {
        if (e.op === 'min') return `(${a} < ${b} ? ${a} : ${b})`;
        if (e.op === 'max') return `(${a} > ${b} ? ${a} : ${b})`;
        if (e.op === 'floordiv' || e.op === 'mod' || e.op === 'ipow') return `h.${e.op}(${a}, ${b})`;
        return `BigInt.asIntN(64, ${a} ${JS_BINARY[e.op]} ${b})`;
      }
      const v = e.op === 'min' || e.op === 'max' ? `Math.${e.op}(${a}, ${b})` : `(${a} ${JS_BINARY[e.op]} ${b})`;
      return e.type === 'f32' ? `Math.fround(${v})` : v;
    }
    case 'compare': return `(${ref(e.a)} ${JS_COMPARE[e.op]} ${ref(e.b)})`;
    case 'select': return `(${ref(e.cond)} ? ${ref(e.a)} : ${ref(e.b)})`;
    case 'call': return `h.F.${e.fn}(${e.args.map(ref).join(', ')})`;
  }
  throw new Error(`IR node ${JSON.stringify(e)} has no JS form`);
}

/** Names a reduction combine's fold nodes stand for in generated source. */
export interface FoldNames { readonly acc: string; readonly next: string }

/**
 * Statements computing `root` for the element at pointers p[i] (operand i + 1 is input i, and operand
 * inputs.length + 1 + d the output's coordinate d); returns its name. Fold nodes, in a reduction's combine, read the
 * variables `fold` names.
 */
export function expressionSource(root: Expr, inputs: readonly DTypeName[], pointer: (operand: number) => string,
  tag: string, fold?: FoldNames) {
  const names = new Map<Expr, string>();
  const lines: string[] = [];
  for (const e of topoOrder([root])) {
    switch (e.kind) {
      case 'input': names.set(e, loadSource(inputs[e.index]!, e.type, `D${e.index + 1}`, pointer(e.index + 1))); continue;
      case 'arg': names.set(e, castSource('f64', e.type, `a${e.index}`)); continue;
      case 'const': names.set(e, literal(e)); continue;
      case 'fold': names.set(e, fold![e.role]); continue;
      case 'coord': names.set(e, `BigInt(${pointer(inputs.length + 1 + e.dim)})`); continue;
    }
    const name = `${tag}${lines.length}`;
    const source = e.kind === 'load'
      ? loadSource(inputs[e.index]!, e.type, `D${e.index + 1}`, `${pointer(e.index + 1)} + Number(${names.get(e.offset)!})`)
      : nodeSource(e, (x) => names.get(x)!);
    lines.push(`const ${name} = ${source};`);
    names.set(e, name);
  }
  return { lines, value: names.get(root)! };
}

/**
 * A compiled pointwise kernel: fn(datas, offsets, strides, shape, args, split). Operand 0 is the output; strides are
 * operand-major (`strides[o * rank + d]`), and after the tensors' come the coordinate operands' (layout.ts), which
 * have no data. With `split`, each innermost row's elements before `split` take the body and the rest the tail.
 */
export type CompiledPointwise = (
  datas: readonly ArrayLike<unknown>[], offsets: readonly number[], strides: readonly number[], shape: readonly number[],
  args: readonly number[], split: number,
) => void;

/** Where a scatter's elements go and how many output coordinates a kernel reads (layout.ts pointwisePlan). */
export interface Placement {
  /** How many coordinate operands follow the tensors. */
  readonly coords: number;
  /** A scatter's displacement of each element's store (ScatterKernel.at). */
  readonly at?: Expr | undefined;
}

const PLAIN: Placement = { coords: 0 };

const cache = new Map<string, CompiledPointwise>();

export function compilePointwise(body: Expr, tail: Expr | undefined, out: DTypeName, inputs: readonly DTypeName[],
  rank: number, placement = PLAIN): CompiledPointwise {
  const key = `${body.id} ${tail?.id} ${out} ${inputs.join(' ')} ${rank} ${placement.coords} ${placement.at?.id}`;
  let fn = cache.get(key);
  if (!fn) {
    const source = pointwiseSource(body, tail, out, inputs, rank, placement);
    fn = new Function('h', `return ${source}`)(HELPERS) as CompiledPointwise;
    cache.set(key, fn);
  }
  return fn;
}

function pointwiseSource(body: Expr, tail: Expr | undefined, out: DTypeName, inputs: readonly DTypeName[],
  rank: number, { coords, at }: Placement): string {
  const tensors = inputs.length + 1;
  const ops = Array.from({ length: tensors + coords }, (_, o) => o);
  const args = new Set<number>();
  for (const e of topoOrder([body, ...(tail ? [tail] : []), ...(at ? [at] : [])])) if (e.kind === 'arg') args.add(e.index);
  const head = [
    ...ops.slice(0, tensors).map((o) => `const D${o} = datas[${o}];`),
    ...[...args].map((i) => `const a${i} = args[${i}];`),
    ...Array.from({ length: rank }, (_, d) => `const n${d} = shape[${d}];`),
    ...ops.flatMap((o) => Array.from({ length: rank }, (_, d) => `const s${o}_${d} = strides[${o * rank + d}];`)),
    ...ops.map((o) => `let p${o}_0 = offsets[${o}];`),
  ];
  const element = (root: Expr, depth: number, tag: string) => {
    const pointer = (o: number) => `p${o}_${depth}`;
    const { lines, value } = expressionSource(root, inputs, pointer, tag);
    if (!at) return [...lines, storeSource(out, root.type, 'D0', pointer(0), value)].join('\n');
    const place = expressionSource(at, inputs, pointer, `${tag}at`);
    return [...lines, ...place.lines, storeSource(out, root.type, 'D0', `${pointer(0)} + Number(${place.value})`, value)].join('\n');
  };
  if (rank === 0) return `function (datas, offsets, strides, shape, args) {\n${head.join('\n')}\n${element(body, 0, 't')}\n}`;
  const step = (d: number) => ops.map((o) => `p${o}_${d} += s${o}_${d};`).join(' ');
  const nest = (d: number, inner: string): string => {
    if (d === rank - 1) return inner;
    return `for (let i${d} = 0; i${d} < n${d}; i${d}++) {\n${ops.map((o) => `let p${o}_${d + 1} = p${o}_${d};`).join(' ')}\n` +
      `${nest(d + 1, inner)}\n${step(d)}\n}`;
  };
  const last = rank - 1;
  const loop = (from: string, to: string, root: Expr, tag: string) =>
    `for (let i = ${from}; i < ${to}; i++) {\n${element(root, last, tag)}\n${step(last)}\n}`;
  const inner = tail
    ? `${loop('0', 'split', body, 'b')}\n${loop('split', `n${last}`, tail, 't')}`
    : loop('0', `n${last}`, body, 't');
  return `function (datas, offsets, strides, shape, args, split) {\n${head.join('\n')}\n${nest(0, inner)}\n}`;
}
