/**
 * Reduction kernels (ir/expr.ts ReductionKernel) to WebAssembly, bit for bit what the JS reference
 * (../js/reduce.ts) computes: each distinct (kernel, dtypes, loop ranks) becomes one module, cached by the same key.
 * `sequential` and index reductions fold in a loop over the reduced dims; `lanes-tree`, `quad-lanes` and `lanes-chain`
 * keep their lanes in locals (over one reduced dim: softmax's rows; more dims are left to the caller's fallback).
 */
import type { Backend } from '../../backend.ts';
import { DTYPES, type DTypeName } from '../../dtype.ts';
import type { Expr, ReductionKernel } from '../../ir/expr.ts';
import { heap } from '../../memory/heap.ts';
import { sessionBlock } from '../../memory/storage.ts';
import type { Tensor } from '../../tensor.ts';
import { jsBackend } from '../js/index.ts';
import { checkCascade, reductionKey, runCascade } from '../js/reduce.ts';
import { reductionLoop, type ReductionLoop } from '../layout.ts';
import { wasmMultiRowSum } from './cascade.ts';
import { ModuleBuilder, type FunctionBuilder, type Local, type ValType } from './module-builder.ts';
import { instantiateKernel } from './kernel-module.ts';
import { hostNeeds, importHost, KernelEmitter, WASM_TYPE } from './pointwise.ts';

type WasmReduction = (...params: number[]) => void;

const cache = new Map<string, WasmReduction>();

/** Byte address of tensor `t`'s first element in the heap. */
const address = (t: Tensor) => t.storage.byteOffset + t.offset * t.dtype.itemsize;

let scratchBlock = -1;
/** 128 bytes of the heap, 16-byte aligned and owned for the session, through which the cascade returns its rows. */
function scratch(): number {
  if (scratchBlock < 0) {
    scratchBlock = sessionBlock(128);
  }
  return scratchBlock;
}

/**
 * The wasm backend's reduce: float32 and float64 sum cascades through the SIMD multi_row_sum, sequential and
 * single-dim lanes reductions compiled here; the rest (a lanes-tree over several dims, nll_loss's level cascade over
 * its one output, numpy's pairwise sums, prod's vector blocks) by the JS reference, which reads the same memory.
 */
export const wasmReduce: Backend['reduce'] = (kernel, inputs, out) => {
  const input = inputs[0]!;
  if (kernel.order === 'sum-cascade') {
    checkCascade(kernel);
    const kind = input.dtype.name;
    const fast = kind === 'float32' || kind === 'float64'
      ? wasmMultiRowSum(kind, input.storage.byteOffset, scratch()) : undefined;
    jsBackend.write(out, runCascade(input, out, fast));
    return;
  }
  const loop = reductionLoop(out, input, inputs.slice(1));
  const laned = kernel.order === 'lanes-tree' || kernel.order === 'quad-lanes';
  if ((laned && loop.reduced.length > 1) || kernel.order === 'level-cascade' || kernel.order === 'pairwise' ||
    kernel.order === 'vector-blocks') {
    jsBackend.reduce(kernel, inputs, out);
    return;
  }
  if (out.numel > 0) run(kernel, [out, ...inputs], loop);
  out.storage.version++;
};

function run(kernel: ReductionKernel, operands: readonly Tensor[], loop: ReductionLoop): void {
  const memory = heap.memory, shared = heap.isShared;
  const dtypes = operands.map((t) => t.dtype.name);
  const key = reductionKey(kernel, dtypes, loop);
  let fn = cache.get(key);
  if (!fn) {
    const roots = [kernel.map, kernel.combine, ...(kernel.merge ? [kernel.merge] : []),
      ...(kernel.finalize ? [kernel.finalize] : [])];
    const needs = hostNeeds(roots, dtypes[0]!, dtypes.slice(1));
    const bytes = emitReduction(needs, shared, kernel, dtypes, loop.kept.length, loop.reduced.length);
    fn = instantiateKernel(new WebAssembly.Module(bytes), memory).exports['kernel'] as WasmReduction;
    cache.set(key, fn);
  }
  const size = (o: number) => operands[o]!.dtype.itemsize;
  const k = loop.kept.length;
  fn(...operands.map(address), ...loop.kept, ...loop.keptStrides.map((s, i) => s * size(Math.floor(i / k))),
    ...loop.reduced, ...loop.reducedStrides.map((s) => s * size(1)), ...kernel.args);
}

/** Pushes a constant of IR type `type`. */
function pushConstant(f: FunctionBuilder, type: Expr['type'], value: number | bigint): void {
  if (type === 'i64') f.i64.const(BigInt(value));
  else if (type === 'bool') f.i32.const(value ? 1 : 0);
  else if (type === 'f32') f.f32.const(Number(value));
  else f.f64.const(Number(value));
}

/** for (i = 0; i < n; i++) { body(i) } */
function counted(f: FunctionBuilder, n: () => void, body: (i: Local) => void): void {
  const i = f.local('i32'), end = f.local('i32');
  f.i32.const(0); f.set(i); n(); f.set(end);
  f.block((exit) => {
    f.loop((again) => {
      f.get(i); f.get(end); f.i32.ge_s(); f.br_if(exit);
      body(i);
      f.get(i); f.i32.const(1); f.i32.add(); f.set(i);
      f.br(again);
    });
  });
}

/** local += step */
function bump(f: FunctionBuilder, local: Local, step: Local | number): void {
  f.get(local);
  if (typeof step === 'number') f.i32.const(step); else f.get(step);
  f.i32.add(); f.set(local);
}

function emitReduction(needs: readonly string[], shared: boolean, kernel: ReductionKernel, dtypes: readonly DTypeName[],
  keptRank: number, reducedRank: number): Uint8Array<ArrayBuffer> {
  const mb = new ModuleBuilder();
  const imports = importHost(mb, needs, shared);
  const operands = dtypes.length;
  const params: ValType[] = [
    ...Array(operands).fill('i32'), ...Array(keptRank).fill('i32'), ...Array(operands * keptRank).fill('i32'),
    ...Array(reducedRank * 2).fill('i32'), ...Array(kernel.args.length).fill('f64'),
  ];
  const f = mb.function(params);
  let at = 0;
  const take = (n: number) => f.params.slice(at, (at += n));
  const ptr0 = take(operands), kept = take(keptRank), keptStrides = take(operands * keptRank);
  const reduced = take(reducedRank), reducedStrides = take(reducedRank), args = take(kernel.args.length);
  const k = new KernelEmitter(f, imports, args, dtypes);
  const accType = WASM_TYPE[kernel.acc];

  /** The fold for one output, whose operands are at `p` (input 0 at p[1], walked over the reduced dims). */
  const output = (p: readonly Local[]) => {
    const acc = f.local(accType), idx = f.local('i64'), t = f.local('i64');
    pushConstant(f, kernel.acc, kernel.init); f.set(acc);
    f.i64.const(0n); f.set(idx);
    f.i64.const(0n); f.set(t);
    /** one more element (at pointers `at`, index t) folded into `into` */
    const step = (into: Local, at: readonly Local[], rounded = false) => {
      const next = rounded ? roundedTo32(f, kernel.map.type, k.value(kernel.map, at)) : k.value(kernel.map, at);
      const c = k.value(kernel.combine, at, { acc: into, next });
      if (kernel.result === 'index') {
        f.get(next); f.get(into); f.get(c); f.select(); f.set(into);
        f.get(t); f.get(idx); f.get(c); f.select(); f.set(idx);
      } else {
        f.get(c); f.set(into);
      }
      f.get(t); f.i64.const(1n); f.i64.add(); f.set(t);
    };
    const q = f.local('i32');
    f.get(p[1]!); f.set(q);
    const at = [p[0]!, q, ...p.slice(2)];
    if ((kernel.order === 'lanes-tree' || kernel.order === 'quad-lanes') && reducedRank === 1) {
      lanesTree(f, k, kernel, acc, q, reduced[0]!, reducedStrides[0]!, at, step);
    }
    else if (kernel.order === 'lanes-chain' && reducedRank === 1) {
      lanesChain(f, k, kernel, acc, q, reduced[0]!, reducedStrides[0]!, DTYPES[dtypes[1]!].itemsize, at, step);
    }
    else overReduced(f, q, reduced, reducedStrides, () => step(acc, at));
    f.get(p[0]!);
    if (kernel.result === 'index') {
      f.get(idx);
      k.storeTop(dtypes[0]!, 'i64');
    } else if (kernel.finalize) {
      const v = k.value(kernel.finalize, at, { acc, next: acc });
      f.get(v);
      k.storeTop(dtypes[0]!, kernel.finalize.type);
    } else {
      f.get(acc);
      k.storeTop(dtypes[0]!, kernel.acc);
    }
  };

  // pointers of every operand at every kept depth
  const p: Local[][] = [ptr0];
  for (let d = 1; d <= keptRank; d++) p.push(Array.from({ length: operands }, () => f.local('i32')));
  const nest = (d: number) => {
    if (d === keptRank) { output(p[d]!); return; }
    for (let o = 0; o < operands; o++) { f.get(p[d]![o]!); f.set(p[d + 1]![o]!); }
    counted(f, () => f.get(kept[d]!), () => {
      nest(d + 1);
      for (let o = 0; o < operands; o++) bump(f, p[d + 1]![o]!, keptStrides[o * keptRank + d]!);
    });
  };
  nest(0);
  mb.exportFunction('kernel', f);
  return mb.finish();
}

/** Runs `body` for every element of the reduced dims in row-major order, with `q` at its address. */
function overReduced(f: FunctionBuilder, q: Local, sizes: readonly Local[], strides: readonly Local[], body: () => void) {
  const walk = (d: number) => {
    if (d === sizes.length) { body(); return; }
    const start = f.local('i32');
    f.get(q); f.set(start);
    counted(f, () => f.get(sizes[d]!), () => {
      walk(d + 1);
      bump(f, start, strides[d]!);
      f.get(start); f.set(q);
    });
  };
  walk(0);
}

/**
 * The lanes-tree order over one reduced dim of `n` elements: fewer than 8 fold in order into `acc`; otherwise lane j
 * of 8 (each a local) folds elements j, j+8, ..., and the lanes merge as a halving tree into `acc`. The quad-lanes
 * order is the same 4 lanes wide, its lanes merging one after another into lane 0.
 */
function lanesTree(f: FunctionBuilder, k: KernelEmitter, kernel: ReductionKernel, acc: Local, q: Local, n: Local,
  stride: Local, at: readonly Local[], step: (into: Local, at: readonly Local[]) => void): void {
  const accType = WASM_TYPE[kernel.acc];
  const width = kernel.order === 'lanes-tree' ? 8 : 4;
  f.get(n); f.i32.const(width); f.i32.lt_s();
  f.if(() => {
    counted(f, () => f.get(n), () => { step(acc, at); bump(f, q, stride); });
  }, () => {
    const lanes = Array.from({ length: width }, () => {
      const l = f.local(accType);
      f.get(acc); f.set(l);
      return l;
    });
    const lane = (j: number) => {
      step(lanes[j]!, at);
      bump(f, q, stride);
    };
    const merge = (into: number, from: number) => {
      const c = k.value(kernel.merge ?? kernel.combine, at, { acc: lanes[into]!, next: lanes[from]! });
      f.get(c); f.set(lanes[into]!);
    };
    counted(f, () => { f.get(n); f.i32.const(Math.log2(width)); f.i32.shr_u(); }, () => {
      for (let j = 0; j < width; j++) lane(j);
    });
    // the partial last group
    for (let j = 0; j < width - 1; j++) {
      f.get(n); f.i32.const(width - 1); f.i32.and(); f.i32.const(j); f.i32.gt_s();
      f.if(() => lane(j));
    }
    if (width === 8) for (let half = 4; half >= 1; half /= 2) for (let j = 0; j < half; j++) merge(j, j + half);
    else for (let j = 1; j < width; j++) merge(0, j);
    f.get(lanes[0]!); f.set(acc);
  });
}

/** A local holding `value` (of IR type `type`) rounded to float32. */
function roundedTo32(f: FunctionBuilder, type: Expr['type'], value: Local): Local {
  if (type !== 'f64') return value;
  const r = f.local('f64');
  f.get(value); f.f32.demote_f64(); f.f64.promote_f32(); f.set(r);
  return r;
}

/**
 * The lanes-chain order over one reduced dim of `n` elements: with stride 1, lane j of 8 (each a local) folds
 * elements j, j+8, ... of the leading multiple of 8, the lanes merge in order into `acc`, and the rest fold in order
 * (whole groups of 4 with their mapped values rounded to float32); with another stride (in bytes) every element
 * folds in order.
 */
function lanesChain(f: FunctionBuilder, k: KernelEmitter, kernel: ReductionKernel, acc: Local, q: Local, n: Local,
  stride: Local, itemsize: number, at: readonly Local[], step: (into: Local, at: readonly Local[], rounded?: boolean) => void): void {
  const accType = WASM_TYPE[kernel.acc];
  const rest = f.local('i32');
  f.get(n); f.set(rest);
  f.get(stride); f.i32.const(itemsize); f.i32.eq();
  f.if(() => {
    const lanes = Array.from({ length: 8 }, () => {
      const l = f.local(accType);
      f.get(acc); f.set(l);
      return l;
    });
    counted(f, () => { f.get(n); f.i32.const(3); f.i32.shr_u(); }, () => {
      for (const lane of lanes) { step(lane, at); bump(f, q, stride); }
    });
    f.get(lanes[0]!); f.set(acc);
    for (const lane of lanes.slice(1)) {
      const c = k.value(kernel.merge ?? kernel.combine, at, { acc, next: lane });
      f.get(c); f.set(acc);
    }
    counted(f, () => { f.get(n); f.i32.const(7); f.i32.and(); f.i32.const(2); f.i32.shr_u(); }, () => {
      for (let j = 0; j < 4; j++) { step(acc, at, true); bump(f, q, stride); }
    });
    f.get(n); f.i32.const(3); f.i32.and(); f.set(rest);
  });
  counted(f, () => f.get(rest), () => { step(acc, at); bump(f, q, stride); });
}
