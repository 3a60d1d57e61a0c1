/**
 * The IR compiled to WebAssembly computes what the JS reference computes, bit for bit: every kind of node, every
 * storage dtype on load and store, strided and broadcast loops, the vectorised body/tail split, and the f32x4 and f64x2 lanes.
 */
import { describe, expect, test } from 'vitest';
import { DTYPES, type DTypeName } from '../../engine/src/dtype.ts';
import type { Expr } from '../../engine/src/ir/expr.ts';
import {
  abs, add, and, arg, asNumber, bitwise, call, cast, ceil, constant, div, eq, floor, floordiv, ge, gt, input, ipow, isNaN,
  le, lt, max, min, mod, mul, ne, neg, not, or, pow2i, rem, rint, round32, select, sqrt, sub, trunc,
} from '../../engine/src/ir/build.ts';
import * as sleef from '../../engine/src/numerics/sleef-ir.ts';
import { compilePointwise } from '../../engine/src/backends/js/compile.ts';
import { compileWasmPointwise } from '../../engine/src/backends/wasm/pointwise.ts';

const memory = new WebAssembly.Memory({ initial: 16, maximum: 64 });
let next = 64;
const ARRAYS: Record<DTypeName, new (b: ArrayBuffer, o: number, n: number) => ArrayLike<number | bigint>> = {
  float32: Float32Array, float64: Float64Array, float16: Uint16Array, bfloat16: Uint16Array, int64: BigInt64Array,
  int32: Int32Array, int16: Int16Array, int8: Int8Array, uint8: Uint8Array, bool: Uint8Array,
};
/** A typed-array view of `n` elements of `dtype` in the test memory, 16-byte aligned. */
function place(dtype: DTypeName, n: number) {
  const d = DTYPES[dtype];
  const offset = next;
  next = Math.ceil((next + n * d.itemsize) / 16) * 16 + 16;
  return { offset, view: () => new ARRAYS[dtype](memory.buffer, offset, n) };
}

/** Awkward values: signed zeros, NaN, infinities, halves (rounding ties), int limits, large magnitudes. */
const SPECIAL = [0, -0, 1, -1, 0.5, -0.5, 1.5, 2.5, -2.5, 3, 1e-40, 65504, 65520, 2 ** 31, -(2 ** 31) - 1, 3e38, 1e300,
  NaN, Infinity, -Infinity, 7, -7, 100, 0.1];
function fill(dtype: DTypeName, view: ArrayLike<number | bigint> & { [i: number]: number | bigint }, seed: number) {
  const d = DTYPES[dtype];
  let s = seed;
  for (let i = 0; i < view.length; i++) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const v = i % 3 === 0 ? SPECIAL[(i / 3 + seed) % SPECIAL.length]! : (s / 2147483648 - 0.5) * 20;
    if (dtype === 'int64') (view as BigInt64Array)[i] = BigInt(Number.isFinite(v) ? Math.trunc(v) : 3);
    else d.store(view as never, i, dtype === 'bool' ? Math.round(Math.abs(v)) % 2 : Number.isFinite(v) || d.category === 'float' ? v : 5);
  }
}

const x0 = input(0), x1 = input(1);
/** x0 as float32 lanes, and float32 constants: kernels mixing f32x4 and f64x2 lanes. */
const a32 = cast(x0, 'f32');
const c32 = (v: number) => constant(Math.fround(v), 'f32');
const KERNELS: Record<string, { body: Expr; tail?: Expr; big?: boolean; args?: number[] }> = {
  add: { body: add(x0, x1) },
  fusedScaled: { body: add(x0, mul(arg(0), x1)), args: [0.1] },
  steps: { body: round32(div(round32(mul(x0, x1)), sub(x1, 3))) },
  unary: { body: add(add(neg(abs(x0)), sqrt(abs(x1))), add(floor(x0), add(ceil(x1), add(trunc(x0), rint(x1))))) },
  minmax: { body: sub(min(x0, x1), max(x0, 0.5)) },
  compare: { body: and(or(lt(x0, x1), ge(x0, 2)), not(eq(x1, x0))) },
  compareNumbers: { body: add(asNumber(le(x0, x1)), asNumber(ne(x0, 0))) },
  select: { body: select(gt(x0, 0), x0, mul(x1, 0.01)) },
  nan: { body: select(isNaN(x0), constant(7), x1) },
  remainder: { body: rem(x0, x1) },
  intrinsic: { body: call('atan2', x0, x1) },
  sleef: { body: call('expf', x0), tail: call('exp', x0) },
  sleefInIR: { body: sleef.sigmoidf(x0), tail: sleef.expf(x1) },
  bitwise: { body: cast(bitwise('xor', cast(x0, 'i64'), cast(x1, 'i64')), 'f64') },
  float32Steps: { body: cast(div(sub(mul(a32, a32), c32(0.3)), add(abs(a32), c32(1.5))), 'f64') },
  mixedWidths: {
    body: select(and(lt(a32, c32(2)), gt(x0, -3)), cast(floor(a32), 'f64'),
      cast(add(cast(round32(mul(x0, 0.7)), 'f32'), pow2i(rint(min(max(a32, c32(-20)), c32(20))))), 'f64')),
  },
  float32Masks: { body: or(lt(a32, c32(0.5)), isNaN(cast(select(isNaN(a32), c32(1), neg(a32)), 'f64'))) },
  int64: { body: add(mul(input(0, 'i64'), input(1, 'i64')), min(input(0, 'i64'), constant(3n))), big: true },
  int64Division: { body: add(floordiv(input(0, 'i64'), constant(3n)), mod(input(1, 'i64'), constant(-5n))), big: true },
  int64Power: { body: ipow(input(0, 'i64'), constant(3n)), big: true },
};

type Layout = { name: string; shape: number[]; strides: number[][]; vectorised: boolean };
const LAYOUTS: Layout[] = [
  { name: 'contiguous', shape: [37], strides: [[1], [1], [1]], vectorised: true },
  { name: 'broadcast scalar', shape: [37], strides: [[1], [1], [0]], vectorised: true },
  { name: 'strided 2-d', shape: [5, 7], strides: [[7, 1], [1, 5], [0, 1]], vectorised: false },
  { name: 'rows of a broadcast column', shape: [5, 7], strides: [[7, 1], [7, 1], [1, 0]], vectorised: false },
  { name: 'rank 0', shape: [], strides: [[], [], []], vectorised: false },
];

const FLOAT_DTYPES: DTypeName[] = ['float32', 'float64', 'float16', 'bfloat16', 'int32', 'int8', 'uint8', 'bool', 'int64', 'int16'];

function run(kernel: typeof KERNELS[string], layout: Layout, out: DTypeName, ins: DTypeName[]) {
  const n = layout.shape.reduce((a, b) => a * b, 1);
  const span = (o: number) => 1 + layout.shape.reduce((acc, size, d) => acc + (size - 1) * layout.strides[o]![d]!, 0);
  const operands = [out, ...ins].map((dtype, o) => ({ dtype, ...place(dtype, span(o)) }));
  operands.slice(1).forEach((op, i) => fill(op.dtype, op.view() as never, i + 1));
  const rank = layout.shape.length;
  const split = layout.vectorised && kernel.tail ? n - (n % 16) : 0;
  const args = kernel.args ?? [];
  const js = compilePointwise(kernel.body, layout.vectorised ? kernel.tail : undefined, out, ins, rank);
  js(operands.map((o) => o.view()), operands.map(() => 0), layout.strides.flat(), layout.shape, args, split);
  const expected = Array.from(operands[0]!.view() as ArrayLike<number | bigint>, (v) => String(v));
  const o = operands[0]!;
  new Uint8Array(memory.buffer, o.offset, span(0) * DTYPES[o.dtype].itemsize).fill(0xa5);
  const inner = layout.strides.map((s) => s[s.length - 1]);
  const broadcast = inner.length && inner[0] === 1 && inner.every((s) => s === 0 || s === 1) ? inner.map((s) => s === 0) : null;
  const { run: wasm } = compileWasmPointwise(memory, false, kernel.body, layout.vectorised ? kernel.tail : undefined, out, ins,
    rank, args.length, broadcast);
  const byteStrides = layout.strides.flatMap((s, o) => s.map((v) => v * DTYPES[[out, ...ins][o]!].itemsize));
  wasm(...operands.map((o) => o.offset), ...layout.shape, ...byteStrides, ...args, split);
  const got = Array.from(operands[0]!.view() as ArrayLike<number | bigint>, (v) => String(v));
  next = 64;
  return { expected, got };
}

describe('wasm pointwise kernels match the JS reference', () => {
  for (const [name, kernel] of Object.entries(KERNELS)) {
    for (const layout of LAYOUTS) {
      test(`${name}, ${layout.name}`, () => {
        const dtypes: DTypeName[] = kernel.big ? ['int64'] : FLOAT_DTYPES;
        for (const out of dtypes) {
          for (const a of dtypes) {
            const b = kernel.big ? 'int64' : FLOAT_DTYPES[(FLOAT_DTYPES.indexOf(a) + 3) % FLOAT_DTYPES.length]!;
            const { expected, got } = run(kernel, layout, out, [a, b]);
            expect(got, `${out} <- ${a}, ${b}`).toEqual(expected);
          }
        }
      });
    }
  }
});
