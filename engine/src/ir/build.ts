/**
 * Builders for kernel IR. Ops write kernels with these as they would write arithmetic on JS numbers: a plain number
 * operand becomes a constant of the other operand's type, and the result type follows the operands.
 */
import type { BinaryOp, CompareOp, Expr, Intrinsic, Node, UnaryOp, ValueType } from './expr.ts';

export type Operand = Expr | number;

const interned = new Map<string, Expr>();
/** The one node with this structure: made on first request, the same object ever after. */
function intern(node: Node): Expr {
  const parts: (string | number | bigint)[] = [node.kind, node.type];
  switch (node.kind) {
    case 'input': case 'arg': parts.push(node.index); break;
    case 'fold': parts.push(node.role); break;
    case 'const': parts.push(typeof node.value === 'bigint' ? `${node.value}n` : Object.is(node.value, -0) ? '-0' : node.value); break;
    case 'cast': parts.push(node.x.id); break;
    case 'unary': parts.push(node.op, node.x.id); break;
    case 'binary': case 'compare': parts.push(node.op, node.a.id, node.b.id); break;
    case 'select': parts.push(node.cond.id, node.a.id, node.b.id); break;
    case 'call': parts.push(node.fn, ...node.args.map((a) => a.id)); break;
    case 'coord': parts.push(node.dim); break;
    case 'load': parts.push(node.index, node.offset.id); break;
  }
  const key = parts.join(' ');
  let e = interned.get(key);
  if (!e) {
    e = { ...node, id: interned.size } as Expr;
    interned.set(key, e);
  }
  return e;
}

export const constant = (value: number | bigint, type: ValueType = typeof value === 'bigint' ? 'i64' : 'f64'): Expr =>
  intern({ kind: 'const', type, value: type === 'i64' ? BigInt(value) : Number(value) });
export const input = (index: number, type: ValueType = 'f64'): Expr => intern({ kind: 'input', type, index });
export const arg = (index: number, type: ValueType = 'f64'): Expr => intern({ kind: 'arg', type, index });
/** The output element's coordinate along `dim`, an i64. */
export const coord = (dim: number): Expr => intern({ kind: 'coord', type: 'i64', dim });
/** Element `offset` (an i64 count) past the one input `index` reads, as `type`. */
export const load = (index: number, offset: Expr, type: ValueType = 'f64'): Expr =>
  intern({ kind: 'load', type, index, offset: cast(offset, 'i64') });
/** A reduction combine's accumulator so far. */
export const foldAcc = (type: ValueType): Expr => intern({ kind: 'fold', type, role: 'acc' });
/** The value a reduction combine folds into its accumulator. */
export const foldNext = (type: ValueType): Expr => intern({ kind: 'fold', type, role: 'next' });

const lift = (x: Operand, like: ValueType): Expr => (typeof x === 'number' ? constant(x, like) : x);
const typeOf = (a: Operand, b: Operand): ValueType =>
  (typeof a !== 'number' ? a.type : typeof b !== 'number' ? b.type : 'f64');

export function cast(x: Expr, type: ValueType): Expr {
  return x.type === type ? x : intern({ kind: 'cast', type, x });
}

function unary(op: UnaryOp, x: Operand, type?: ValueType): Expr {
  const e = lift(x, 'f64');
  return intern({ kind: 'unary', type: type ?? e.type, op, x: e });
}

function binary(op: BinaryOp, a: Operand, b: Operand): Expr {
  const type = typeOf(a, b);
  const ea = lift(a, type), eb = lift(b, type);
  if (ea.type !== eb.type) throw new Error(`IR ${op}: operand types ${ea.type} and ${eb.type} differ`);
  return intern({ kind: 'binary', type, op, a: ea, b: eb });
}

function compare(op: CompareOp, a: Operand, b: Operand): Expr {
  const type = typeOf(a, b);
  return intern({ kind: 'compare', type: 'bool', op, a: lift(a, type), b: lift(b, type) });
}

export const neg = (x: Operand) => unary('neg', x);
export const abs = (x: Operand) => unary('abs', x);
export const sqrt = (x: Operand) => unary('sqrt', x);
export const floor = (x: Operand) => unary('floor', x);
export const ceil = (x: Operand) => unary('ceil', x);
export const trunc = (x: Operand) => unary('trunc', x);
export const rint = (x: Operand) => unary('rint', x);
/** One rounding of an f64 value to float32 (Math.fround). */
export const round32 = (x: Operand) => unary('round32', x);
export const not = (x: Expr) => unary('not', x);
export const isNaN = (x: Expr) => unary('isnan', x, 'bool');
/** 2^x, exact, for an integer-valued x in [-1022, 1023]. */
export const pow2i = (x: Operand) => unary('pow2i', x);

export const add = (a: Operand, b: Operand) => binary('add', a, b);
export const sub = (a: Operand, b: Operand) => binary('sub', a, b);
export const mul = (a: Operand, b: Operand) => binary('mul', a, b);
export const div = (a: Operand, b: Operand) => binary('div', a, b);
export const rem = (a: Operand, b: Operand) => binary('rem', a, b);
export const min = (a: Operand, b: Operand) => binary('min', a, b);
export const max = (a: Operand, b: Operand) => binary('max', a, b);
export const and = (a: Expr, b: Expr) => binary('and', a, b);
export const or = (a: Expr, b: Expr) => binary('or', a, b);
export const xor = (a: Expr, b: Expr) => binary('xor', a, b);
export const bitwise = (op: 'and' | 'or' | 'xor' | 'shl' | 'shr', a: Expr, b: Expr) => binary(op, a, b);
export const floordiv = (a: Expr, b: Expr) => binary('floordiv', a, b);
export const mod = (a: Expr, b: Expr) => binary('mod', a, b);
export const ipow = (a: Expr, b: Expr) => binary('ipow', a, b);

export const eq = (a: Operand, b: Operand) => compare('eq', a, b);
export const ne = (a: Operand, b: Operand) => compare('ne', a, b);
export const lt = (a: Operand, b: Operand) => compare('lt', a, b);
export const le = (a: Operand, b: Operand) => compare('le', a, b);
export const gt = (a: Operand, b: Operand) => compare('gt', a, b);
export const ge = (a: Operand, b: Operand) => compare('ge', a, b);
export const compareBy = compare;

export function select(cond: Expr, a: Operand, b: Operand): Expr {
  const type = typeOf(a, b);
  return intern({ kind: 'select', type, cond: cond.type === 'bool' ? cond : ne(cond, 0), a: lift(a, type), b: lift(b, type) });
}

export const call = (fn: Intrinsic, ...args: Operand[]): Expr =>
  intern({ kind: 'call', type: 'f64', fn, args: args.map((a) => lift(a, 'f64')) });

/** A bool as the number 1 or 0. */
export const asNumber = (b: Expr): Expr => cast(b, 'f64');

/** The node rebuilt over `f` of each of its children (itself when it has none). */
export function substituteChildren(e: Expr, f: (x: Expr) => Expr): Expr {
  switch (e.kind) {
    case 'input': case 'arg': case 'const': case 'fold': case 'coord': return e;
    case 'cast': return intern({ kind: 'cast', type: e.type, x: f(e.x) });
    case 'unary': return intern({ kind: 'unary', type: e.type, op: e.op, x: f(e.x) });
    case 'binary': return intern({ kind: 'binary', type: e.type, op: e.op, a: f(e.a), b: f(e.b) });
    case 'compare': return intern({ kind: 'compare', type: 'bool', op: e.op, a: f(e.a), b: f(e.b) });
    case 'select': return intern({ kind: 'select', type: e.type, cond: f(e.cond), a: f(e.a), b: f(e.b) });
    case 'call': return intern({ kind: 'call', type: 'f64', fn: e.fn, args: e.args.map(f) });
    case 'load': return intern({ kind: 'load', type: e.type, index: e.index, offset: f(e.offset) });
  }
}

/**
 * The expression with some leaves replaced: `leaf` gives the replacement of an input, arg or fold node (undefined
 * keeps it), and every node above is rebuilt over its new children. How a fused kernel splices one kernel's body
 * into the next one's input, and a scan's combine becomes a serial scatter's body.
 */
export function substitute(e: Expr, leaf: (e: Expr) => Expr | undefined, memo = new Map<Expr, Expr>()): Expr {
  const done = memo.get(e);
  if (done) return done;
  const out = e.kind === 'input' || e.kind === 'arg' || e.kind === 'fold'
    ? leaf(e) ?? e
    : substituteChildren(e, (x) => substitute(x, leaf, memo));
  memo.set(e, out);
  return out;
}
