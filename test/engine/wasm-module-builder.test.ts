import { describe, expect, it } from 'vitest';
import {
  type FunctionBuilder, type Local, ModuleBuilder, type ValType, sleb, uleb,
} from '../../engine/src/backends/wasm/module-builder.ts';

/** Compiles one exported function `f` over a fresh one-page memory; returns it and the memory. */
function build(params: ValType[], results: ValType[], body: (f: FunctionBuilder, p: readonly Local[]) => void) {
  const mb = new ModuleBuilder();
  mb.importMemory('env', 'memory', { min: 1 });
  const f = mb.function(params, results);
  body(f, f.params);
  mb.exportFunction('f', f);
  const memory = new WebAssembly.Memory({ initial: 1 });
  const instance = new WebAssembly.Instance(new WebAssembly.Module(mb.finish()), { env: { memory } });
  return { call: instance.exports['f'] as (...args: unknown[]) => unknown, memory };
}

describe('LEB128', () => {
  it('encodes unsigned u32', () => {
    expect(uleb(0)).toEqual([0]);
    expect(uleb(127)).toEqual([0x7f]);
    expect(uleb(128)).toEqual([0x80, 0x01]);
    expect(uleb(2 ** 32 - 1)).toEqual([0xff, 0xff, 0xff, 0xff, 0x0f]);
    expect(() => uleb(-1)).toThrow(RangeError);
  });
  it('encodes signed values, sign-extending from bit 6 of the last byte', () => {
    expect(sleb(63)).toEqual([0x3f]);
    expect(sleb(64)).toEqual([0xc0, 0x00]);
    expect(sleb(-1)).toEqual([0x7f]);
    expect(sleb(-64)).toEqual([0x40]);
    expect(sleb(-65)).toEqual([0xbf, 0x7f]);
    expect(sleb(-(2n ** 63n))).toHaveLength(10);
  });
});

describe('scalar instructions', () => {
  it('integer arithmetic, constants and conversions', () => {
    const i32 = (op: (f: FunctionBuilder) => void) =>
      build(['i32', 'i32'], ['i32'], (f, [x, y]) => { f.get(x!); f.get(y!); op(f); }).call;
    expect(i32((f) => f.i32.div_s())(-7, 2)).toBe(-3);
    expect(i32((f) => f.i32.rem_u())(-1, 10)).toBe(5); // 4294967295 % 10
    expect(i32((f) => f.i32.shr_u())(-8, 1)).toBe(0x7ffffffc);
    expect(i32((f) => f.i32.rotl())(0x80000001 | 0, 1)).toBe(3);
    expect(i32((f) => f.i32.lt_u())(-1, 1)).toBe(0);
    const big = build([], ['i64'], (f) => { f.i64.const(-(2n ** 62n)); f.i64.const(2n ** 62n - 1n); f.i64.sub(); });
    expect(big.call()).toBe(-(2n ** 63n) + 1n);
    const wide = build([], ['i32'], (f) => { f.i32.const(0xffffffff); });
    expect(wide.call()).toBe(-1);
  });

  it('float conversions: demote/promote, trunc_sat, reinterpret', () => {
    const demote = build(['f64'], ['f64'], (f, [x]) => { f.get(x!); f.f32.demote_f64(); f.f64.promote_f32(); });
    expect(demote.call(0.1)).toBe(Math.fround(0.1));
    const sat = build(['f32'], ['i32'], (f, [x]) => { f.get(x!); f.i32.trunc_sat_f32_s(); });
    expect([sat.call(NaN), sat.call(1e20), sat.call(-2.7)]).toEqual([0, 2 ** 31 - 1, -2]);
    const bits = build(['f32'], ['i32'], (f, [x]) => { f.get(x!); f.i32.reinterpret_f32(); });
    expect(bits.call(-1)).toBe(0xbf800000 | 0);
    const c = build([], ['f64'], (f) => { f.f32.const(0.1); f.f64.promote_f32(); f.f64.const(1e300); f.f64.add(); });
    expect(c.call()).toBe(Math.fround(0.1) + 1e300);
  });

  it('loads and stores of every width, with memarg offsets', () => {
    const { call, memory } = build(['i32'], ['i64'], (f, [p]) => {
      f.get(p!); f.get(p!); f.i32.load8_s({ offset: 1 }); f.i32.store({ offset: 8 });
      f.get(p!); f.get(p!); f.i32.load16_u({ offset: 2, align: 1 }); f.i32.store16({ offset: 12 });
      f.get(p!); f.i64.load32_u();
    });
    const bytes = new Uint8Array(memory.buffer);
    bytes.set([0x01, 0xff, 0x34, 0x92], 16);
    expect(call(16)).toBe(0x9234ff01n);
    const view = new DataView(memory.buffer);
    expect(view.getInt32(24, true)).toBe(-1);
    expect(view.getUint16(28, true)).toBe(0x9234);
  });
});

describe('control flow', () => {
  it('loops with labelled branches', () => {
    // sum of 0..n-1
    const { call } = build(['i32'], ['i32'], (f, [n]) => {
      const i = f.local('i32'), sum = f.local('i32');
      f.block((exit) => f.loop((top) => {
        f.get(i); f.get(n!); f.i32.ge_s(); f.br_if(exit);
        f.get(sum); f.get(i); f.i32.add(); f.set(sum);
        f.get(i); f.i32.const(1); f.i32.add(); f.set(i);
        f.br(top);
      }));
      f.get(sum);
    });
    expect(call(10)).toBe(45);
    expect(call(0)).toBe(0);
  });

  it('if/else and select produce values', () => {
    const sign = build(['i32'], ['i32'], (f, [x]) => {
      f.get(x!); f.i32.const(0); f.i32.lt_s();
      f.if(() => f.i32.const(-1), () => f.i32.const(1), ['i32']);
    });
    expect([sign.call(-5), sign.call(5)]).toEqual([-1, 1]);
    const max = build(['f64', 'f64'], ['f64'], (f, [x, y]) => {
      f.get(x!); f.get(y!); f.get(x!); f.get(y!); f.f64.gt(); f.select();
    });
    expect(max.call(2, 3)).toBe(3);
  });

  it('refuses branches out of scope and foreign locals', () => {
    const mb = new ModuleBuilder();
    const f = mb.function([]), g = mb.function(['i32']);
    let closed: Parameters<FunctionBuilder['br']>[0] | undefined;
    f.block((label) => { closed = label; });
    expect(() => f.br(closed!)).toThrow(/not open/);
    expect(() => f.get(g.params[0]!)).toThrow(/another function/);
    expect(() => f.f32x4.extract_lane(4)).toThrow(RangeError);
    expect(() => f.v128.load({ align: 32 })).toThrow(RangeError);
  });
});

describe('SIMD128', () => {
  /** Applies a vector op to two 16-byte inputs in memory and returns the 16-byte result. */
  function simd(op: (f: FunctionBuilder) => void, binary = true) {
    const { call, memory } = build([], [], (f) => {
      f.i32.const(32);
      f.i32.const(0); f.v128.load();
      if (binary) { f.i32.const(16); f.v128.load(); }
      op(f);
      f.v128.store();
    });
    type View = Float32ArrayConstructor | Float64ArrayConstructor | Int32ArrayConstructor;
    return (x: ArrayLike<number>, y: ArrayLike<number>, In: View, Out: View = In) => {
      const lanes = 16 / In.BYTES_PER_ELEMENT;
      new In(memory.buffer, 0, lanes).set(Array.from(x).slice(0, lanes));
      new In(memory.buffer, 16, lanes).set(Array.from(y).slice(0, lanes));
      call();
      return Array.from(new Out(memory.buffer, 32, 16 / Out.BYTES_PER_ELEMENT));
    };
  }
  const xs = [1.5, -2.25, 3e-3, 7], ys = [0.3, 4, -1e5, 7];
  const lanewise = (fn: (x: number, y: number) => number, n: number) =>
    Array.from({ length: n }, (_, i) => fn(xs[i]!, ys[i]!));
  const f32 = Math.fround;

  it('f32x4 arithmetic rounds each lane as float32', () => {
    const cases: [keyof FunctionBuilder['f32x4'], (x: number, y: number) => number][] = [
      ['add', (x, y) => x + y], ['sub', (x, y) => x - y], ['mul', (x, y) => x * y], ['div', (x, y) => x / y],
      ['min', Math.min], ['max', Math.max], ['pmin', (x, y) => (y < x ? y : x)], ['pmax', (x, y) => (x < y ? y : x)],
    ];
    for (const [name, fn] of cases) {
      const run = simd((f) => (f.f32x4[name] as () => void)());
      expect(run(xs, ys, Float32Array), name).toEqual(lanewise((x, y) => f32(fn(f32(x), f32(y))), 4));
    }
    expect(simd((f) => f.f32x4.sqrt(), false)([4, 2, 0, 9], [], Float32Array)).toEqual([2, f32(Math.SQRT2), 0, 3]);
    expect(simd((f) => f.f32x4.neg(), false)(xs, [], Float32Array)).toEqual(xs.map((x) => -f32(x)));
    expect(simd((f) => f.f32x4.abs(), false)(xs, [], Float32Array)).toEqual(xs.map((x) => Math.abs(f32(x))));
    expect(simd((f) => f.f32x4.lt())(xs, ys, Float32Array, Int32Array)).toEqual(lanewise((x, y) => (f32(x) < f32(y) ? -1 : 0), 4));
    expect(simd((f) => f.f32x4.eq())(xs, ys, Float32Array, Int32Array)).toEqual([0, 0, 0, -1]);
  });

  it('f64x2 arithmetic and comparisons', () => {
    expect(simd((f) => f.f64x2.mul())(xs, ys, Float64Array)).toEqual(lanewise((x, y) => x * y, 2));
    expect(simd((f) => f.f64x2.div())(xs, ys, Float64Array)).toEqual(lanewise((x, y) => x / y, 2));
    expect(simd((f) => f.f64x2.sub())(xs, ys, Float64Array)).toEqual(lanewise((x, y) => x - y, 2));
    expect(simd((f) => f.f64x2.sqrt(), false)([2, 0.25], [], Float64Array)).toEqual([Math.SQRT2, 0.5]);
    expect(simd((f) => f.f64x2.ge())(xs, ys, Float64Array, Int32Array)).toEqual([-1, -1, 0, 0]);
  });

  it('rounds lanes: ceil, floor, trunc, nearest (ties to even)', () => {
    const roundings = { ceil: Math.ceil, floor: Math.floor, trunc: Math.trunc, nearest: (x: number) => {
      const r = Math.round(x);
      return r - x === 0.5 && r % 2 !== 0 ? r - 1 : r;
    } } as const;
    for (const [name, fn] of Object.entries(roundings) as [keyof typeof roundings, (x: number) => number][]) {
      expect(simd((f) => f.f32x4[name](), false)([2.5, -1.5, 0.7, -3.2], [], Float32Array), name)
        .toEqual([2.5, -1.5, 0.7, -3.2].map((x) => fn(f32(x))));
      expect(simd((f) => f.f64x2[name](), false)([3.5, -0.4], [], Float64Array), name)
        .toEqual([3.5, -0.4].map(fn));
    }
  });

  it('converts between float widths and to and from i32 lanes', () => {
    expect(simd((f) => f.f32x4.demote_f64x2_zero(), false)([0.1, 1e300], [], Float64Array, Float32Array))
      .toEqual([f32(0.1), Infinity, 0, 0]);
    const promote = simd((f) => { f.f32x4.demote_f64x2_zero(); f.f64x2.promote_low_f32x4(); }, false);
    // round trip through float32: each lane rounded once
    expect(promote([0.1, 3], [], Float64Array)).toEqual([f32(0.1), 3]);
    expect(simd((f) => f.f32x4.convert_i32x4_s(), false)([-3, 16777217, 0, 5], [], Int32Array, Float32Array))
      .toEqual([-3, 16777216, 0, 5]);
    expect(simd((f) => f.i32x4.trunc_sat_f32x4_s(), false)([-2.5, NaN, 3e10, 7.9], [], Float32Array, Int32Array))
      .toEqual([-2, 0, 2 ** 31 - 1, 7]);
    expect(simd((f) => f.f64x2.convert_low_i32x4_s(), false)([-7, 2 ** 31 - 1, 0, 0], [], Int32Array, Float64Array))
      .toEqual([-7, 2 ** 31 - 1]);
  });

  it('lanes, splats, bitwise ops and i32x4 arithmetic', () => {
    const lanes = simd((f) => { f.f32x4.extract_lane(2); f.f32x4.splat(); f.f32.const(9); f.f32x4.replace_lane(0); },
      false);
    expect(lanes(xs, [], Float32Array)).toEqual([9, f32(3e-3), f32(3e-3), f32(3e-3)]);
    // bitselect(x, y, mask): bits of x where mask is set; the mask here is x < y
    const pickSmaller = build([], [], (f) => {
      f.i32.const(32);
      f.i32.const(0); f.v128.load(); f.i32.const(16); f.v128.load();
      f.i32.const(0); f.v128.load(); f.i32.const(16); f.v128.load(); f.f32x4.lt();
      f.v128.bitselect(); f.v128.store();
    });
    new Float32Array(pickSmaller.memory.buffer, 0, 8).set([...xs, ...ys]);
    pickSmaller.call();
    expect(Array.from(new Float32Array(pickSmaller.memory.buffer, 32, 4))).toEqual(lanewise((x, y) => f32(Math.min(x, y)), 4));
    expect(simd((f) => f.i32x4.mul())([3, -4, 5, 2 ** 30], [7, 7, -1, 4], Int32Array)).toEqual([21, -28, -5, 0]);
    expect(simd((f) => f.v128.xor())([1, 2, 3, 4], [3, 3, 3, 3], Int32Array)).toEqual([2, 1, 0, 7]);
    expect(simd((f) => { f.i32.const(2); f.i32x4.shl(); }, false)([1, -1, 3, 4], [], Int32Array)).toEqual([4, -4, 12, 16]);
    const splat = simd((f) => { f.drop(); f.i32.const(0); f.v128.load32_splat({ offset: 4 }); }, false);
    expect(splat(xs, [], Float32Array)).toEqual([f32(-2.25), f32(-2.25), f32(-2.25), f32(-2.25)]);
  });
});

describe('modules', () => {
  it('import a shared memory', () => {
    const mb = new ModuleBuilder();
    mb.importMemory('env', 'memory', { min: 1, max: 4, shared: true });
    const f = mb.function([], ['i32']);
    f.memory_size();
    mb.exportFunction('pages', f);
    const memory = new WebAssembly.Memory({ initial: 2, maximum: 4, shared: true });
    const instance = new WebAssembly.Instance(new WebAssembly.Module(mb.finish()), { env: { memory } });
    expect((instance.exports['pages'] as () => number)()).toBe(2);
    expect(() => new ModuleBuilder().importMemory('env', 'memory', { min: 1, shared: true })).toThrow(/max/);
  });
});
