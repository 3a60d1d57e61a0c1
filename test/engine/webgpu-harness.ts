/**
 * Running engine ops on the WebGPU backend against the JS reference: ops run on the CPU through a recording backend
 * (the JS reference, noting every kernel call with copies of its operands before and after), then each recorded
 * call replays on the GPU over the same operand layouts, and the outputs are compared with PyTorch-CUDA-like
 * tolerances. So every kernel a real op builds is checked without the test restating it.
 */
import type { Backend } from '../../engine/src/backend.ts';
import { jsBackend } from '../../engine/src/backends/js/index.ts';
import type { WebGpuBackend } from '../../engine/src/backends/webgpu/index.ts';
import type { TypedArray } from '../../engine/src/dtype.ts';
import { initialBackend } from '../../engine/src/backends/select.ts';
import { setBackend } from '../../engine/src/ops/registry.ts';
import type { PointwiseKernel, ReductionKernel, ScanKernel, ScatterKernel } from '../../engine/src/ir/expr.ts';
import { runScan } from '../../engine/src/ops/cumulative.ts';
import { printExprs } from '../../engine/src/ir/print.ts';
import { Tensor, type Storage } from '../../engine/src/tensor.ts';

type Method = 'pointwise' | 'scatter' | 'scan' | 'reduce' | 'matmul' | 'copy' | 'write';

/** A tensor's view over a copy of its whole storage taken at record time. */
interface Snapshot { readonly t: Tensor; readonly data: TypedArray }

export interface Recorded {
  readonly method: Method;
  readonly kernel?: unknown;
  readonly values?: readonly number[];
  readonly inputs: readonly Snapshot[];
  readonly before: Snapshot;
  readonly after: TypedArray;
}

const snap = (t: Tensor): Snapshot => ({ t, data: t.storage.data.slice() });

/**
 * Runs `body` with ops on the JS reference, returning every kernel call it made; scans are recorded as scans (which
 * the GPU runs as its parallel scan) unless `serialScans`, then as the ordered scatters the CPU runs.
 */
export function record(body: () => void, serialScans = false): Recorded[] {
  const calls: Recorded[] = [];
  const wrap = (method: Method, kernel: unknown, inputs: readonly Tensor[], out: Tensor, run: () => void, values?: readonly number[]) => {
    const ins = inputs.map(snap), before = snap(out);
    run();
    calls.push({ method, kernel, values, inputs: ins, before, after: out.storage.data.slice() });
  };
  const recorder: Backend = {
    name: 'recording',
    pointwise: (k, ins, out) => wrap('pointwise', k, ins, out, () => jsBackend.pointwise(k, ins, out)),
    scatter: (k, ins, out) => wrap('scatter', k, ins, out, () => jsBackend.scatter(k, ins, out)),
    ...(serialScans ? {} : {
      scan: (k: ScanKernel, ins: readonly Tensor[], out: Tensor) => wrap('scan', k, ins, out, () => runScan(jsBackend, k, ins[0]!, out)),
    }),
    reduce: (k, ins, out) => wrap('reduce', k, ins, out, () => jsBackend.reduce(k, ins, out)),
    matmul: (a, b, out) => wrap('matmul', undefined, [a, b], out, () => jsBackend.matmul(a, b, out)),
    copy: (src, dst) => wrap('copy', undefined, [src], dst, () => jsBackend.copy(src, dst)),
    write: (dst, v) => wrap('write', undefined, [], dst, () => jsBackend.write(dst, v), Array.from(v)),
  };
  setBackend(recorder);
  try {
    body();
  } finally {
    setBackend(initialBackend());
  }
  return calls;
}

/** A recorded call's operands on the GPU, output first; operands sharing a CPU storage share a GPU one. */
export function operandsOnGpu(gpu: WebGpuBackend, call: Recorded): Tensor[] {
  const placed = new Map<Storage, Storage>();
  const onGpu = ({ t, data }: Snapshot) => {
    let storage = placed.get(t.storage);
    if (!storage) placed.set(t.storage, storage = gpu.storageFrom(t.dtype, data));
    return new Tensor(storage, t.shape, t.strides, t.offset);
  };
  return [call.before, ...call.inputs].map(onGpu);
}

/** Replays one recorded call on the GPU; resolves to the output storage as the GPU left it. */
export async function replay(gpu: WebGpuBackend, call: Recorded): Promise<TypedArray> {
  // in-place calls stay in place: the output and an input on one storage share a GPU one
  const [out, ...inputs] = operandsOnGpu(gpu, call) as [Tensor, ...Tensor[]];
  switch (call.method) {
    case 'pointwise': gpu.pointwise(call.kernel as never, inputs, out); break;
    case 'scatter': gpu.scatter(call.kernel as never, inputs, out); break;
    case 'scan': gpu.scan!(call.kernel as never, inputs, out); break;
    case 'reduce': gpu.reduce(call.kernel as never, inputs, out); break;
    case 'matmul': gpu.matmul(inputs[0]!, inputs[1]!, out); break;
    case 'copy': gpu.copy(inputs[0]!, out); break;
    case 'write': gpu.write(out, call.values!); break;
  }
  return gpu.download(out);
}

/** What a failure message names: the call and its kernel's IR. */
export function describeCall(call: Recorded): string {
  const head = `${call.method} into ${call.before.t.dtype.name} from ${call.inputs.map((s) => s.t.dtype.name).join(', ')}`;
  if (call.method === 'pointwise') {
    const k = call.kernel as PointwiseKernel;
    return `${head}\n${printExprs([k.tail ?? k.body])}`;
  }
  if (call.method === 'scatter') {
    const k = call.kernel as ScatterKernel;
    return `${head}\n${printExprs([k.body, k.at])}`;
  }
  if (call.method === 'scan') {
    const k = call.kernel as ScanKernel;
    return `${head} along ${k.dim}\n${printExprs([k.map, k.combine])}`;
  }
  if (call.method === 'reduce') {
    const k = call.kernel as ReductionKernel;
    return `${head}\n${printExprs([k.map, k.combine, ...(k.finalize ? [k.finalize] : [])])}`;
  }
  return head;
}

export interface Tolerance { readonly rtol: number; readonly atol: number }

/** Indices where `got` differs from `want` beyond `tol` (floats) or at all (integers); NaN matches NaN. */
export function mismatches(t: Tensor, got: TypedArray, want: TypedArray, tol: Tolerance): string[] {
  const bad: string[] = [];
  const { load, category } = t.dtype;
  for (let i = 0; i < want.length; i++) {
    // int64 as BigInts: as numbers, values past 2^53 would hide their low bits
    const g = t.dtype.name === 'int64' ? got[i]! : load(got, i), w = t.dtype.name === 'int64' ? want[i]! : load(want, i);
    if (typeof g === 'bigint' || typeof w === 'bigint') {
      if (g !== w && bad.length < 8) bad.push(`[${i}] gpu ${g} cpu ${w}`);
      continue;
    }
    const same = Object.is(g, w) || g === w || (Number.isNaN(g) && Number.isNaN(w)) ||
      (category === 'float' && Number.isFinite(w) && Math.abs(g - w) <= tol.atol + tol.rtol * Math.abs(w));
    if (!same && bad.length < 8) bad.push(`[${i}] gpu ${g} cpu ${w}`);
  }
  return bad;
}
