/**
 * The WebAssembly backend, the default on CPU: kernels compiled from the same IR as the JS reference, run in place
 * on the heap memory that holds every storage (memory/heap.ts), plus hand-tuned routines (the SIMD gemm). Results are
 * bit-identical to the JS backend's; what it does not compile yet it hands to the JS backend, which reads the same
 * memory through the storages' views.
 */
import type { Backend } from '../../backend.ts';
import { DTYPES } from '../../dtype.ts';
import { input } from '../../ir/build.ts';
import { heap } from '../../memory/heap.ts';
import { retain } from '../../memory/ownership.ts';
import { allocateStorage, type Tensor } from '../../tensor.ts';
import { jsBackend } from '../js/index.ts';
import { pointwiseLoop } from '../layout.ts';
import { DEFAULT_CONFIG, instantiateGemm, type Gemm, type GemmDtype } from './gemm.ts';
import { compileWasmPointwise } from './pointwise.ts';
import { wasmReduce } from './reduce.ts';

/** Byte address of element `offset` of tensor `t`'s storage. */
const address = (t: Tensor, offset = t.offset) => t.storage.byteOffset + offset * t.dtype.itemsize;

const gemms = new Map<GemmDtype, { gemm: Gemm; scratch: number }>();
/** The gemm for a dtype, with a 16-byte-aligned scratch block of its own in the heap, owned for the session. */
function gemmFor(dtype: GemmDtype) {
  let g = gemms.get(dtype);
  if (!g) {
    const gemm = instantiateGemm(heap.memory, DEFAULT_CONFIG[dtype]);
    const block = allocateStorage(DTYPES.float64, Math.ceil(gemm.scratchBytes / 8) + 2);
    retain(block);
    g = { gemm, scratch: (block.byteOffset + 15) & ~15 };
    gemms.set(dtype, g);
  }
  return g;
}

export const wasmBackend: Backend = {
  name: 'wasm',

  pointwise(kernel, inputs, out) {
    if (out.numel === 0) return;
    const operands = [out, ...inputs];
    const loop = pointwiseLoop(operands);
    const split = loop.vectorised && kernel.tail ? out.numel - (out.numel % 16) : 0;
    const body = kernel.tail && !loop.vectorised ? kernel.tail : kernel.body;
    const tail = loop.vectorised ? kernel.tail : undefined;
    const rank = loop.shape.length;
    const broadcast = loop.vectorised ? loop.strides.map((s) => s === 0) : null;
    const run = compileWasmPointwise(heap.memory, heap.isShared, body, tail, out.dtype.name,
      inputs.map((t) => t.dtype.name), rank, kernel.args.length, broadcast);
    const byteStrides = loop.strides.map((s, i) => s * operands[Math.floor(i / Math.max(rank, 1))]!.dtype.itemsize);
    run(...operands.map((t) => address(t)), ...loop.shape, ...byteStrides, ...kernel.args, split);
    out.storage.version++;
  },

  reduce: wasmReduce,

  matmul(a, b, out) {
    const dtype = a.dtype.name;
    if ((dtype !== 'float32' && dtype !== 'float64') || b.dtype !== a.dtype || out.dtype !== a.dtype) {
      jsBackend.matmul(a, b, out);
      return;
    }
    const [batch, n, k] = a.shape as [number, number, number];
    const m = b.shape[2]!;
    const { gemm, scratch } = gemmFor(dtype);
    const strides = (t: Tensor) => t.strides as [number, number, number];
    gemm.run({
      a: address(a), aStrides: strides(a), b: address(b), bStrides: strides(b), out: address(out), outStrides: strides(out),
      n, k, m, rowStart: 0, rowEnd: batch * n, scratch,
    });
    out.storage.version++;
  },

  copy(src, dst) {
    if (src.storage === dst.storage) {
      // overlapping memory: read everything before writing anything
      jsBackend.copy(src, dst);
      return;
    }
    const exact = src.dtype.name === 'int64' && dst.dtype.name === 'int64';
    wasmBackend.pointwise({ body: input(0, exact ? 'i64' : 'f64'), args: [] }, [src], dst);
  },

  write: jsBackend.write,
};
