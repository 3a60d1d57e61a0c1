/**
 * The WebAssembly backend, the default on CPU: kernels compiled from the same IR as the JS reference, run in place
 * on the heap memory that holds every storage (memory/heap.ts), plus hand-tuned routines (the SIMD gemm). Results are
 * bit-identical to the JS backend's; what it does not compile yet it hands to the JS backend, which reads the same
 * memory through the storages' views.
 */
import type { Backend } from '../../backend.ts';
import { input } from '../../ir/build.ts';
import { heap } from '../../memory/heap.ts';
import { sessionBlock } from '../../memory/storage.ts';
import type { PointwiseKernel } from '../../ir/expr.ts';
import { usesCoords } from '../../ir/print.ts';
import type { Tensor } from '../../tensor.ts';
import { jsBackend } from '../js/index.ts';
import { pointwisePlan, type Loop } from '../layout.ts';
import { DEFAULT_CONFIG, gemmParams, instantiateGemm, type Gemm, type GemmKind } from './gemm.ts';
import { compileWasmPointwise, type WasmPointwise } from './pointwise.ts';
import { plannedParts, runParallel } from './threads/pool.ts';
import { wasmReduce } from './reduce.ts';
import { rootOf } from '../../memory/alias.ts';

/** Byte address of element `offset` of tensor `t`'s storage. */
const address = (t: Tensor, offset = t.offset) => t.storage.byteOffset + offset * t.dtype.itemsize;

/**
 * A compiled loop's parameters: each operand's address, the sizes, and the byte strides (the coordinate operands
 * after the tensors, layout.ts, start at 0 and step by elements), then `extra` (the kernel's args and split). Plain
 * loops: this runs once per op, and small ops are dominated by such fixed costs.
 */
function loopParams(operands: readonly Tensor[], loop: Loop, extra: readonly number[]): number[] {
  const rank = loop.shape.length, count = loop.offsets.length;
  const params = new Array<number>(count * (rank + 1) + rank + extra.length);
  let p = 0;
  for (let o = 0; o < count; o++) {
    params[p++] = o < operands.length ? address(operands[o]!, loop.offsets[o]) : loop.offsets[o]!;
  }
  for (let d = 0; d < rank; d++) params[p++] = loop.shape[d]!;
  for (let o = 0; o < count; o++) {
    const itemsize = o < operands.length ? operands[o]!.dtype.itemsize : 1;
    for (let d = 0; d < rank; d++) params[p++] = loop.strides[o * rank + d]! * itemsize;
  }
  for (const v of extra) params[p++] = v;
  return params;
}

/**
 * Work a thread must get before a kernel call is cut into parts: enough to pay for waking a sleeping worker (tens of
 * microseconds) and the parts' own overheads (each gemm part packs its own copy of B). Either amount takes one
 * thread roughly 50 to 100 microseconds; they are estimates from noisy timings on a shared two-core machine, worth
 * re-measuring on a quiet one.
 */
const POINTWISE_ELEMENTS_PER_PART = 1 << 16;
const GEMM_MULTIPLY_ADDS_PER_PART = 1 << 20;

/** A gemm with 16-byte-aligned scratch blocks for `parts` threads in the heap, owned for the session. */
interface GemmSlot { readonly gemm: Gemm; readonly scratch: number; readonly stride: number; readonly parts: number }
const gemms = new Map<GemmKind, GemmSlot>();
function gemmFor(kind: GemmKind, parts: number): GemmSlot {
  const had = gemms.get(kind);
  if (had && had.parts >= parts) return had;
  const gemm = had?.gemm ?? instantiateGemm(heap.memory, DEFAULT_CONFIG[kind]);
  const stride = Math.ceil(gemm.scratchBytes / 16) * 16;
  const slot = { gemm, scratch: sessionBlock(stride * parts), stride, parts };
  gemms.set(kind, slot);
  return slot;
}

/**
 * A kernel compiled for one flat loop over contiguous operands of one size and these dtypes, with the parameter
 * array its calls reuse. Most ops in a program are such calls on small tensors, where planning the loop and looking
 * the compiled kernel up would cost more than the kernel itself; this is the plan made once, per kernel body (IR
 * nodes are interned, so an op that makes its kernel object anew on each call still finds its plan).
 */
interface FlatRun {
  readonly tail: PointwiseKernel['tail'];
  readonly argCount: number;
  readonly out: Tensor['dtype'];
  readonly inputs: readonly Tensor['dtype'][];
  /** Calls the kernel with `params`, which each call fills in first; null for a kernel with no flat form. */
  readonly run: (() => void) | null;
  readonly params: number[];
}
const flatRuns = new WeakMap<PointwiseKernel['body'], FlatRun[]>();

function flatRun(kernel: PointwiseKernel, inputs: readonly Tensor[], out: Tensor): FlatRun | null {
  let runs = flatRuns.get(kernel.body);
  if (runs === undefined) flatRuns.set(kernel.body, runs = []);
  search: for (const r of runs) {
    if (r.tail !== kernel.tail || r.argCount !== kernel.args.length || r.out !== out.dtype ||
        r.inputs.length !== inputs.length) continue;
    for (let i = 0; i < inputs.length; i++) if (r.inputs[i] !== inputs[i]!.dtype) continue search;
    return r.run ? r : null;
  }
  const known = { tail: kernel.tail, argCount: kernel.args.length, out: out.dtype, inputs: inputs.map((t) => t.dtype) };
  // a kernel that reads its coordinates has no flat form (remembered, so it is not looked for again)
  if (usesCoords(kernel.tail ? [kernel.body, kernel.tail] : [kernel.body])) {
    runs.push({ ...known, run: null, params: [] });
    return null;
  }
  const { run } = compileWasmPointwise(heap.memory, heap.isShared, kernel.body, kernel.tail, out.dtype.name,
    inputs.map((t) => t.dtype.name), 1, kernel.args.length, [out, ...inputs].map(() => false));
  // [pointers, size, byte strides, args, split]: see WasmPointwise
  const params = [0, ...inputs.map(() => 0), 0, out.dtype.itemsize, ...inputs.map((t) => t.dtype.itemsize),
    ...kernel.args.map(() => 0), 0];
  const made = { ...known, run: withArguments(run, params), params };
  runs.push(made);
  return made;
}

/**
 * `kernel` called with the numbers `params` holds when it is called, each as its own argument: a spread call
 * (`kernel(...params)`) costs as much as the kernel itself on a small tensor.
 */
function withArguments(kernel: WasmPointwise, params: readonly number[]): () => void {
  const list = params.map((_, i) => `params[${i}]`).join(', ');
  return new Function('kernel', 'params', `return () => kernel(${list});`)(kernel, params) as () => void;
}

/** Runs `kernel` as one flat loop when every operand is contiguous and one size, on this thread; false otherwise. */
function runFlat(kernel: PointwiseKernel, inputs: readonly Tensor[], out: Tensor, n: number): boolean {
  if (n >= 2 * POINTWISE_ELEMENTS_PER_PART || !out.isContiguous()) return false;
  for (const t of inputs) if (t.numel !== n || !t.isContiguous()) return false;
  const flat = flatRun(kernel, inputs, out);
  if (flat === null) return false;
  const { params } = flat, count = inputs.length;
  params[0] = address(out);
  for (let i = 0; i < count; i++) params[1 + i] = address(inputs[i]!);
  params[1 + count] = n;
  let p = 3 + 2 * count;
  for (const v of kernel.args) params[p++] = v;
  // the vectorised body up to the last multiple of its lanes, as PyTorch's CPU loop (layout.ts's pointwisePlan)
  params[p] = kernel.tail ? n - (n % (kernel.lanes ?? 16)) : 0;
  flat.run!();
  return true;
}

export const wasmBackend: Backend = {
  name: 'wasm',

  pointwise(kernel, inputs, out) {
    const n = out.numel;
    if (n === 0) return;
    if (runFlat(kernel, inputs, out, n)) {
      out.storage.version++;
      return;
    }
    const { operands, coords, loop, split, body, tail } = pointwisePlan(kernel, inputs, out);
    const rank = loop.shape.length, count = operands.length;
    // the innermost loop runs in SIMD lanes when every operand walks it contiguously or holds still in it
    let lanes = rank > 0 && coords === 0 && loop.strides[rank - 1] === 1;
    for (let o = 1; o < count && lanes; o++) {
      const inner = loop.strides[o * rank + rank - 1]!;
      lanes = inner === 0 || inner === 1;
    }
    const params = loopParams(operands, loop, [...kernel.args, split]);
    const broadcast = lanes ? operands.map((_, o) => loop.strides[o * rank + rank - 1] === 0) : null;
    const { run, kernel: module } = compileWasmPointwise(heap.memory, heap.isShared, body, tail, out.dtype.name,
      inputs.map((t) => t.dtype.name), rank, kernel.args.length, broadcast, { coords });
    // parts are ranges of the outermost loop, so they pay only when that loop is long enough to share
    const parts = rank === 0 || n < 2 * POINTWISE_ELEMENTS_PER_PART ? 1
      : Math.min(loop.shape[0]!, plannedParts(n, POINTWISE_ELEMENTS_PER_PART));
    runParallel(module, { kind: 'pointwise', params, shape: [count + coords, rank] }, run, parts);
    out.storage.version++;
  },

  scatter(kernel, inputs, out) {
    if (out.numel === 0) return;
    const { operands, coords, loop } = pointwisePlan(kernel, inputs, out);
    // one thread, element after element: updates to one place must land in order
    const { run } = compileWasmPointwise(heap.memory, heap.isShared, kernel.body, undefined, out.dtype.name,
      inputs.map((t) => t.dtype.name), loop.shape.length, kernel.args.length, null, { coords, at: kernel.at });
    run(...loopParams(operands, loop, [...kernel.args, 0]));
    out.storage.version++;
  },

  reduce: wasmReduce,

  matmul(a, b, out, mode) {
    const dtype = a.dtype.name;
    if ((dtype !== 'float32' && dtype !== 'float64') || b.dtype !== a.dtype || out.dtype !== a.dtype
      || (mode?.fused && dtype !== 'float32')) {
      jsBackend.matmul(a, b, out, mode);
      return;
    }
    const [batch, n, k] = a.shape as [number, number, number];
    const m = b.shape[2]!;
    const rows = batch * n;
    const parts = Math.min(Math.ceil(rows / 4), plannedParts(rows * k * m, GEMM_MULTIPLY_ADDS_PER_PART));
    const { gemm, scratch, stride } = gemmFor(mode?.fused ? 'float32-fused' : dtype, parts);
    const strides = (t: Tensor) => t.strides as [number, number, number];
    const params = gemmParams({
      a: address(a), aStrides: strides(a), b: address(b), bStrides: strides(b), out: address(out), outStrides: strides(out),
      n, k, m, rowStart: 0, rowEnd: rows, scratch, accumulate: mode?.accumulate,
    });
    runParallel(gemm.kernel, { kind: 'gemm', params, shape: [stride, 0] }, gemm.matmul, parts);
    out.storage.version++;
  },

  copy(src, dst) {
    if (rootOf(src.storage) === rootOf(dst.storage)) {
      // overlapping memory: read everything before writing anything
      jsBackend.copy(src, dst);
      return;
    }
    // int64 as itself: past 2^53 a double rounds (float32 must round once), and a narrower type keeps the low bits
    wasmBackend.pointwise({ body: input(0, src.dtype.name === 'int64' ? 'i64' : 'f64'), args: [] }, [src], dst);
  },

  write: jsBackend.write,
};
