/**
 * PyTorch's multi_row_sum (the heart of its float sum cascade, ../js/cascade-sum.ts) in WebAssembly SIMD: 4 rows
 * of accumulators through 4 levels, each accumulator an AVX2 register's worth of lanes held as two v128 (8 float32
 * lanes as two f32x4, or 4 float64 lanes as two f64x2), or one scalar lane. Lane-wise adds of float32 values in
 * f32x4 round exactly as the reference's Math.fround(a + b) does, so results are identical.
 */
import { levelPowerFor, type MultiRowSum, type Vectors } from '../js/cascade-sum.ts';
import { heap } from '../../memory/heap.ts';
import { ModuleBuilder, type FunctionBuilder, type Local } from './module-builder.ts';

const ROWS = 4;
const LEVELS = 4;

type Kind = 'float32' | 'float64';
/** fn(base, size, step, rowStep, levelPower, dst): addresses and strides in bytes; dst receives 4 rows x 32 bytes. */
type Compiled = (base: number, size: number, step: number, rowStep: number, levelPower: number, dst: number) => void;

function emit(kind: Kind, shared: boolean, scalar: boolean): Uint8Array<ArrayBuffer> {
  const mb = new ModuleBuilder();
  mb.importMemory('env', 'memory', { min: 1, max: 65536, shared });
  const f = mb.function(['i32', 'i32', 'i32', 'i32', 'i32', 'i32']);
  const [base, size, step, rowStep, levelPower, dst] = f.params as [Local, Local, Local, Local, Local, Local];
  const ops = kind === 'float32' ? f.f32x4 : f.f64x2;
  const halves = scalar ? 1 : 2;
  const acc = Array.from({ length: LEVELS }, () => Array.from({ length: ROWS }, () =>
    Array.from({ length: halves }, () => f.local('v128'))));
  const zero = () => f.v128.const(new Uint8Array(16));
  for (const level of acc) for (const row of level) for (const h of row) { zero(); f.set(h); }
  const addInto = (to: Local, from: () => void) => { f.get(to); from(); ops.add(); f.set(to); };
  const rows = Array.from({ length: ROWS }, () => f.local('i32'));
  // row pointers of vector i
  for (let r = 0; r < ROWS; r++) {
    f.get(base);
    if (r > 0) { f.get(rowStep); f.i32.const(r); f.i32.mul(); f.i32.add(); }
    f.set(rows[r]!);
  }
  const load = (ptr: Local, h: number) => {
    f.get(ptr);
    if (!scalar) f.v128.load({ offset: 16 * h, align: kind === 'float32' ? 4 : 8 });
    else if (kind === 'float32') f.v128.load32_zero({ align: 4 });
    else f.v128.load64_zero({ align: 8 });
  };
  const add = () => {
    for (let r = 0; r < ROWS; r++) {
      for (let h = 0; h < halves; h++) addInto(acc[0]![r]![h]!, () => load(rows[r]!, h));
      f.get(rows[r]!); f.get(step); f.i32.add(); f.set(rows[r]!);
    }
  };
  const i = f.local('i32'), levelStep = f.local('i32'), mask = f.local('i32');
  f.i32.const(1); f.get(levelPower); f.i32.shl(); f.set(levelStep);
  f.get(levelStep); f.i32.const(1); f.i32.sub(); f.set(mask);
  const loopWhile = (cond: () => void, body: () => void) => f.block((exit) => f.loop((again) => {
    cond(); f.i32.eqz(); f.br_if(exit);
    body();
    f.br(again);
  }));
  const increment = (l: Local) => { f.get(l); f.i32.const(1); f.i32.add(); f.set(l); };
  loopWhile(() => { f.get(i); f.get(levelStep); f.i32.add(); f.get(size); f.i32.le_s(); }, () => {
    const j = f.local('i32');
    f.i32.const(0); f.set(j);
    loopWhile(() => { f.get(j); f.get(levelStep); f.i32.lt_s(); }, () => { add(); increment(j); increment(i); });
    f.block((done) => {
      for (let level = 1; level < LEVELS; level++) {
        for (let r = 0; r < ROWS; r++) {
          for (let h = 0; h < halves; h++) {
            addInto(acc[level]![r]![h]!, () => f.get(acc[level - 1]![r]![h]!));
            zero(); f.set(acc[level - 1]![r]![h]!);
          }
        }
        // i & (mask << level * levelPower)
        f.get(i); f.get(mask); f.get(levelPower); f.i32.const(level); f.i32.mul(); f.i32.shl(); f.i32.and();
        f.br_if(done);
      }
    });
  });
  loopWhile(() => { f.get(i); f.get(size); f.i32.lt_s(); }, () => { add(); increment(i); });
  for (let level = 1; level < LEVELS; level++) {
    for (let r = 0; r < ROWS; r++) for (let h = 0; h < halves; h++) addInto(acc[0]![r]![h]!, () => f.get(acc[level]![r]![h]!));
  }
  for (let r = 0; r < ROWS; r++) {
    for (let h = 0; h < halves; h++) {
      f.get(dst); f.get(acc[0]![r]![h]!); f.v128.store({ offset: 32 * r + 16 * h, align: 4 });
    }
  }
  mb.exportFunction('kernel', f);
  return mb.finish();
}

const compiled = new Map<string, Compiled>();

function kernelFor(kind: Kind, scalar: boolean): Compiled {
  const key = scalar ? `${kind} scalar` : kind;
  let fn = compiled.get(key);
  if (!fn) {
    const memory = heap.memory;
    const instance = new WebAssembly.Instance(new WebAssembly.Module(emit(kind, heap.isShared, scalar)), { env: { memory } });
    fn = instance.exports['kernel'] as Compiled;
    compiled.set(key, fn);
  }
  return fn;
}

let results: { buffer: ArrayBufferLike; f32: Float32Array; f64: Float64Array } | null = null;
/** The scratch block as float32 and float64 views, re-made only when the heap's buffer changes. */
function resultViews(scratch: number) {
  if (results?.buffer !== heap.buffer) {
    const buffer = heap.buffer;
    results = { buffer, f32: new Float32Array(buffer, scratch, 32), f64: new Float64Array(buffer, scratch, 16) };
  }
  return results;
}

/**
 * multi_row_sum over a float32 or float64 input whose element 0 lies at byte `origin` of the heap, with results
 * passed back through `scratch`, a 128-byte block of the heap.
 */
export function wasmMultiRowSum(kind: Kind, origin: number, scratch: number): MultiRowSum {
  const itemsize = kind === 'float32' ? 4 : 8;
  const lanes = 32 / itemsize;
  return (size: number, v: Vectors) => {
    const fn = kernelFor(kind, v.width === 1);
    fn(origin + v.base * itemsize, size, v.step * itemsize, v.rowStep * itemsize, levelPowerFor(size), scratch);
    const views = resultViews(scratch);
    const view = kind === 'float32' ? views.f32 : views.f64;
    const rows = new Array<Float64Array>(ROWS);
    for (let r = 0; r < ROWS; r++) {
      const row = rows[r] = new Float64Array(v.width);
      for (let l = 0; l < v.width; l++) row[l] = view[r * lanes + l]!;
    }
    return rows;
  };
}
