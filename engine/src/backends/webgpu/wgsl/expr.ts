/**
 * Kernel IR expressions to WGSL statements: one `let` per interior node in topological order (shared nodes stay
 * shared), through one switch over node kinds so new kinds (indexed loads, coordinates) slot in beside the rest.
 * Types follow codec.ts: f32 and f64 nodes are f32, bool is bool, i64 is (lo, hi) in a vec2<u32>. Leaves come from
 * the caller: how an input is loaded and where args and fold values live depend on the kernel form.
 */
import type { Expr, Intrinsic, ValueType } from '../../../ir/expr.ts';
import { topoOrder } from '../../../ir/print.ts';
import { nonzero, WGSL_TYPE } from './codec.ts';

export interface Leaves {
  /** A WGSL expression of input `index` as IR type `type` at the current element. */
  input(index: number, type: ValueType): string;
  /** A WGSL expression of run-time argument `index` as IR type `type`. */
  arg(index: number, type: ValueType): string;
  /** Reduction combines: the names of the accumulator and the value folded into it. */
  readonly fold?: { readonly acc: string; readonly next: string };
  /** Pointwise and scatter kernels: the output element's coordinate along `dim`, as an i64 (vec2<u32>). */
  coord?(dim: number): string;
  /** Pointwise and scatter kernels: input `index` as `type`, `offset` (an i64 expression) elements past its element. */
  load?(index: number, type: ValueType, offset: string): string;
}

/** WGSL builtins and library helpers (wgsl/library.ts) behind each intrinsic, all computed in f32. */
const INTRINSIC: Record<Intrinsic, { fn: string; helper?: string }> = {
  exp: { fn: 'exp' }, expf: { fn: 'exp' }, exp2: { fn: 'exp2' },
  expm1: { fn: 'expm1', helper: 'expm1' }, expm1f: { fn: 'expm1', helper: 'expm1' },
  log: { fn: 'flog', helper: 'flog' }, logf: { fn: 'flog', helper: 'flog' }, log2: { fn: 'flog2', helper: 'flog2' }, log2f: { fn: 'flog2', helper: 'flog2' },
  log1p: { fn: 'log1p', helper: 'log1p' }, log1pf: { fn: 'log1p', helper: 'log1p' },
  log1pd: { fn: 'log1p', helper: 'log1p' }, logd: { fn: 'flog', helper: 'flog' }, log2d: { fn: 'flog2', helper: 'flog2' },
  log10d: { fn: 'log10', helper: 'log10' }, powd: { fn: 'fpow', helper: 'fpow' }, hypotd: { fn: 'hypot', helper: 'hypot' },
  hypotf: { fn: 'hypot', helper: 'hypot' }, lgammad: { fn: 'lgamma', helper: 'lgamma' },
  lgammaf: { fn: 'lgamma', helper: 'lgamma' },
  log10: { fn: 'log10', helper: 'log10' }, log10f: { fn: 'log10', helper: 'log10' },
  pow: { fn: 'fpow', helper: 'fpow' }, powf: { fn: 'fpow', helper: 'fpow' },
  sin: { fn: 'fsin', helper: 'fsin' }, sinf: { fn: 'fsin', helper: 'fsin' }, cos: { fn: 'fcos', helper: 'fcos' },
  cosf: { fn: 'fcos', helper: 'fcos' }, tan: { fn: 'ftan', helper: 'ftan' }, tanf: { fn: 'ftan', helper: 'ftan' },
  asin: { fn: 'fasin', helper: 'fasin' }, asinf: { fn: 'fasin', helper: 'fasin' }, acos: { fn: 'facos', helper: 'facos' }, acosf: { fn: 'facos', helper: 'facos' },
  atan: { fn: 'atan' }, atanf: { fn: 'atan' }, atan2: { fn: 'atan2' }, atan2f: { fn: 'atan2' },
  hypot: { fn: 'hypot', helper: 'hypot' },
  sinh: { fn: 'sinh' }, cosh: { fn: 'cosh' }, tanh: { fn: 'ftanh', helper: 'ftanh' }, tanhf: { fn: 'ftanh', helper: 'ftanh' },
  asinh: { fn: 'asinh' }, acosh: { fn: 'facosh', helper: 'facosh' }, atanh: { fn: 'fatanh', helper: 'fatanh' },
  erf: { fn: 'erf', helper: 'erf' }, erfc: { fn: 'erfc', helper: 'erfc' }, lgamma: { fn: 'lgamma', helper: 'lgamma' },
  digamma32: { fn: 'digamma', helper: 'digamma' }, digamma64: { fn: 'digamma', helper: 'digamma' },
  erfcxY100: { fn: 'erfcx_y100', helper: 'erfcx_y100' }, zeta: { fn: 'zeta', helper: 'zeta' },
  rsqrtf: { fn: 'frsqrt', helper: 'frsqrt' }, sigmoidf: { fn: 'sigmoid', helper: 'sigmoid' },
  geluErf: { fn: 'gelu_erf', helper: 'gelu_erf' }, geluErfDerivative: { fn: 'gelu_erf_derivative', helper: 'gelu_erf_derivative' },
  nextafter32: { fn: 'nextafter', helper: 'nextafter' }, nextafter64: { fn: 'nextafter', helper: 'nextafter' },
  floorDivFloat: { fn: 'floor_div_float', helper: 'floor_div_float' },
  glibcExpf: { fn: 'exp' }, glibcLogf: { fn: 'flog', helper: 'flog' }, glibcExpm1f: { fn: 'expm1', helper: 'expm1' },
  glibcLog1pf: { fn: 'log1p', helper: 'log1p' }, glibcErff: { fn: 'erf', helper: 'erf' },
  glibcErfcf: { fn: 'erfc', helper: 'erfc' }, glibcTanhf: { fn: 'ftanh', helper: 'ftanh' }, glibcSinhf: { fn: 'sinh' },
  glibcCoshf: { fn: 'cosh' }, glibcAsinhf: { fn: 'asinh' }, glibcAcoshf: { fn: 'facosh', helper: 'facosh' },
  glibcAtanhf: { fn: 'fatanh', helper: 'fatanh' }, glibcSinf: { fn: 'fsin', helper: 'fsin' },
  glibcSin: { fn: 'fsin', helper: 'fsin' }, glibcErf: { fn: 'erf', helper: 'erf' },
  clogRe: { fn: 'clog_re', helper: 'clog_re' }, clogfRe: { fn: 'clog_re', helper: 'clog_re' },
  glibcAtan2: { fn: 'atan2' }, glibcAtan2f: { fn: 'atan2' },
};

/** An f32 constant exactly: small integers as literals, anything else by its bits. */
export function f32Literal(v: number): string {
  const r = Math.fround(v);
  if (Number.isInteger(r) && Math.abs(r) < 2 ** 24 && !Object.is(r, -0)) return `${r}.0`;
  if (Number.isNaN(r)) return 'bitcast<f32>(NAN_BITS)';
  if (!Number.isFinite(r)) return r > 0 ? 'bitcast<f32>(INF_BITS)' : '(-bitcast<f32>(INF_BITS))';
  const bits = new Uint32Array(new Float32Array([r]).buffer)[0]!;
  return `bitcast<f32>(0x${bits.toString(16)}u)`;
}

export function i64Literal(v: bigint): string {
  const u = BigInt.asUintN(64, v);
  return `vec2<u32>(${u & 0xffffffffn}u, ${u >> 32n}u)`;
}

function literal(e: Extract<Expr, { kind: 'const' }>): string {
  if (e.type === 'i64') return i64Literal(BigInt(e.value));
  if (e.type === 'bool') return e.value ? 'true' : 'false';
  return f32Literal(Number(e.value));
}

export class UnsupportedKernel extends Error {}

/** WGSL for a cast between IR value types, as the JS reference casts. */
function castSource(from: ValueType, to: ValueType, x: string, helpers: Set<string>): string {
  const f = from === 'f64' ? 'f32' : from, t = to === 'f64' ? 'f32' : to;
  if (f === t) return x;
  if (t === 'bool') return f === 'i64' ? `any(${x} != vec2<u32>(0u))` : nonzero(x);
  if (f === 'bool') return t === 'i64' ? `vec2<u32>(select(0u, 1u, ${x}), 0u)` : `select(0.0, 1.0, ${x})`;
  if (t === 'i64') { helpers.add('f32_to_i64'); return `f32_to_i64(${x})`; }
  helpers.add('i64_to_f32');
  return `i64_to_f32(${x})`;
}

const ARITH: Record<string, string> = { add: '+', sub: '-', mul: '*', div: '/' };
const COMPARE: Record<string, string> = { eq: '==', ne: '!=', lt: '<', le: '<=', gt: '>', ge: '>=' };

function nodeSource(e: Expr, ref: (x: Expr) => string, helpers: Set<string>): string {
  const use = (h: string, call: string) => { helpers.add(h); return call; };
  switch (e.kind) {
    case 'input': case 'arg': case 'const': case 'fold': case 'coord': case 'load':
      throw new Error('leaves and loads are named by the caller');
    case 'cast': return castSource(e.x.type, e.type, ref(e.x), helpers);
    case 'unary': {
      const x = ref(e.x);
      if (e.type === 'i64') {
        switch (e.op) {
          case 'neg': return use('i64_neg', `i64_neg(${x})`);
          case 'abs': helpers.add('i64_neg'); return `select(${x}, i64_neg(${x}), bitcast<i32>(${x}.y) < 0)`;
          case 'not': return `(~${x})`;
          case 'sqrt': case 'floor': case 'ceil': case 'trunc': case 'rint': return x;
          default: throw new UnsupportedKernel(`WebGPU: int64 ${e.op} is not supported yet`);
        }
      }
      switch (e.op) {
        case 'neg': return `(-${x})`;
        case 'abs': case 'floor': case 'ceil': case 'trunc': return `${e.op}(${x})`;
        case 'sqrt': return use('fsqrt', `fsqrt(${x})`);
        case 'rint': return `round(${x})`;
        case 'round32': return x;
        case 'not': return `(!${x})`;
        case 'isnan': return e.x.type === 'i64' ? 'false' : use('is_nan', `is_nan(${x})`);
        case 'pow2i': return `ldexp(1.0, i32(${x}))`;
      }
      break;
    }
    case 'binary': {
      const a = ref(e.a), b = ref(e.b);
      if (e.type === 'bool') return e.op === 'and' ? `(${a} && ${b})` : e.op === 'or' ? `(${a} || ${b})` : `(${a} != ${b})`;
      if (e.type === 'i64') {
        switch (e.op) {
          case 'add': case 'sub': case 'mul': case 'shl': case 'shr': case 'rem': case 'floordiv': case 'mod': case 'ipow':
            return use(`i64_${e.op}`, `i64_${e.op}(${a}, ${b})`);
          case 'and': return `(${a} & ${b})`;
          case 'or': return `(${a} | ${b})`;
          case 'xor': return `(${a} ^ ${b})`;
          case 'min': return use('i64_lt', `select(${b}, ${a}, i64_lt(${a}, ${b}))`);
          case 'max': return use('i64_lt', `select(${a}, ${b}, i64_lt(${a}, ${b}))`);
          default: throw new UnsupportedKernel(`WebGPU: int64 ${e.op} is not supported yet`);
        }
      }
      switch (e.op) {
        case 'add': case 'sub': case 'mul': case 'div': return `(${a} ${ARITH[e.op]} ${b})`;
        case 'rem': return use('fmod', `fmod(${a}, ${b})`);
        case 'min': case 'max': return use(`f${e.op}`, `f${e.op}(${a}, ${b})`);
        default: throw new UnsupportedKernel(`WebGPU: ${e.op} on ${e.type} has no WGSL form`);
      }
    }
    case 'compare': {
      const a = ref(e.a), b = ref(e.b);
      if (e.a.type === 'bool') return `(${a} ${COMPARE[e.op]} ${b})`;
      if (e.a.type !== 'i64') {
        // IEEE's answers with a NaN operand spelled out: drivers may compare as if NaN did not exist
        helpers.add('is_nan');
        const nan = `is_nan(${a}) || is_nan(${b})`;
        return e.op === 'ne' ? `(${a} != ${b} || ${nan})` : `(${a} ${COMPARE[e.op]} ${b} && !(${nan}))`;
      }
      helpers.add('i64_lt');
      switch (e.op) {
        case 'eq': return `all(${a} == ${b})`;
        case 'ne': return `any(${a} != ${b})`;
        case 'lt': return `i64_lt(${a}, ${b})`;
        case 'gt': return `i64_lt(${b}, ${a})`;
        case 'le': return `(!i64_lt(${b}, ${a}))`;
        case 'ge': return `(!i64_lt(${a}, ${b}))`;
      }
      break;
    }
    case 'select': return `select(${ref(e.b)}, ${ref(e.a)}, ${ref(e.cond)})`;
    case 'call': {
      const { fn, helper } = INTRINSIC[e.fn];
      const args = e.args.map(ref);
      if (helper) {
        helpers.add(helper);
        return `${fn}(${args.join(', ')})`;
      }
      // WGSL builtins need not propagate NaN (SwiftShader's exp(NaN) is not NaN); a sum with a NaN arg is NaN
      helpers.add('is_nan');
      return `select(${fn}(${args.join(', ')}), ${args.join(' + ')}, ${args.map((a) => `is_nan(${a})`).join(' || ')})`;
    }
  }
  throw new UnsupportedKernel(`WebGPU: IR node ${(e as Expr).kind} has no WGSL form`);
}

/**
 * Statements computing `root` (each a `let` named `${tag}N`) and the WGSL expression of its value; helper names the
 * statements call are added to `helpers`.
 */
export function renderExpr(root: Expr, leaves: Leaves, tag: string, helpers: Set<string>) {
  const names = new Map<Expr, string>();
  const lines: string[] = [];
  for (const e of topoOrder([root])) {
    switch (e.kind) {
      case 'input': names.set(e, leaves.input(e.index, e.type)); continue;
      case 'arg': names.set(e, leaves.arg(e.index, e.type)); continue;
      case 'const': names.set(e, literal(e)); continue;
      case 'fold': names.set(e, leaves.fold![e.role]); continue;
      case 'coord': names.set(e, leaves.coord!(e.dim)); continue;
    }
    const name = `${tag}${lines.length}`;
    const source = e.kind === 'load'
      ? leaves.load!(e.index, e.type, names.get(e.offset)!)
      : nodeSource(e, (x) => names.get(x)!, helpers);
    lines.push(`let ${name}: ${WGSL_TYPE[e.type]} = ${source};`);
    names.set(e, name);
  }
  return { lines, value: names.get(root)! };
}
