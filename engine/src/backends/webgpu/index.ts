/**
 * The WebGPU backend: the Backend contract (backend.ts) over tensors whose storage is on the GPU (storage.ts).
 * Every call records its work into one command batch (queue.ts) and returns at once; the batch is submitted at a
 * sync point, which a read is: `download` (and `values`) flush and await the GPU, so everything Python does between
 * two reads costs one submit. Kernels come from the same IR as the other backends, rendered to WGSL.
 *
 * Synchronous reads (`print(t)`, `.item()` from Python) need the caller to wait on `download`'s promise without
 * returning to the event loop: under Pyodide that is `run_sync` inside a JSPI-promising call, which the device
 * layer wires; nothing here blocks.
 */
import type { Backend } from '../../backend.ts';
import type { DType, DTypeName, TypedArray } from '../../dtype.ts';
import { and, cast, constant, ge, input, lt, select } from '../../ir/build.ts';
import type { ValueType } from '../../ir/expr.ts';
import { Tensor } from '../../tensor.ts';
import { numel, type Shape } from '../../shape.ts';
import { BindGroups } from './bind-groups.ts';
import type { Gpu } from './device.ts';
import { repacksA, runMatmul } from './matmul.ts';
import { Pipelines } from './pipelines.ts';
import { runPointwise, scalarForm } from './pointwise.ts';
import { BufferPool, type PoolStats } from './pool.ts';
import { CommandBatch } from './queue.ts';
import { runReduction } from './reduce.ts';
import { runRandom } from './random.ts';
import { runScan } from './scan.ts';
import { runScatter } from './scatter.ts';
import { allocateGpuStorage, downloadStorages, isGpuStorage, storageBytes, uploadStorage, type GpuStorage } from './storage.ts';
import { gpuStorageOf } from './bindings.ts';

const INT32_MIN = -(2n ** 31n);

export interface WebGpuBackend extends Backend {
  readonly gpu: Gpu;
  /** Storage for `n` elements on the GPU, zero-filled unless `zeroed` is false (a kernel output). */
  allocate(dtype: DType, n: number, zeroed: boolean): GpuStorage;
  /** A zero-filled tensor on the GPU; `zeroed` false for a kernel output the kernel overwrites entirely. */
  empty(dtype: DType, shape: Shape, zeroed?: boolean): Tensor;
  /** A contiguous GPU copy of a CPU tensor. */
  upload(cpu: Tensor): Tensor;
  /** A GPU storage holding `data`, a typed array of `dtype` as the heap holds it. */
  storageFrom(dtype: DType, data: TypedArray): GpuStorage;
  /** The tensor's storage as the heap would hold it, once the work queued before the call has run. */
  download(t: Tensor): Promise<TypedArray>;
  /** Each storage's elements as the heap would hold them, once the work queued before the call has run. */
  read(storages: readonly GpuStorage[]): Promise<TypedArray[]>;
  /** The tensor's elements in logical order, as Tensor.values() gives a CPU tensor's. */
  values(t: Tensor): Promise<number[]>;
  /** Submits the recorded work now (a sync point without a read). */
  flush(): void;
  /** Resolves when the GPU has finished everything recorded (torch.cuda.synchronize). */
  synchronize(): Promise<void>;
  /** Whether everything recorded is known to have run, so that synchronize would not wait. */
  idle(): boolean;
  memoryStats(): PoolStats;
  /** Starts the peak figures again from what is held now (torch.cuda.reset_peak_memory_stats). */
  resetPeak(): void;
  emptyCache(): void;
}

const isIntegral = (d: DTypeName) => d !== 'float32' && d !== 'float16' && d !== 'bfloat16' && d !== 'float64';

export function createWebGpuBackend(gpu: Gpu): WebGpuBackend {
  const { device } = gpu;
  const bindGroups = new BindGroups(device);
  const pool = new BufferPool(device, (destroyed) => bindGroups.forget(destroyed));
  const batch = new CommandBatch(device, bindGroups);
  const pipelines = new Pipelines(device);
  const storage = (dtype: DType, n: number, zeroed = true) => allocateGpuStorage(pool, batch, dtype, n, zeroed);

  /** An input on the GPU: a CPU tensor (a scalar joining a device op, as PyTorch allows) is uploaded first. */
  const onDevice = (t: Tensor): Tensor => (isGpuStorage(t.storage) ? t : backend.upload(t));

  /**
   * A view of `t` whose storage is a snapshot taken now, when `t` shares `out`'s buffer with a different view: a
   * kernel reading what other invocations of it write would race.
   */
  const unaliased = (input: Tensor, out: Tensor): Tensor => {
    const t = onDevice(input);
    const s = gpuStorageOf(t), o = gpuStorageOf(out);
    if (s.buffer !== o.buffer) return t;
    if (t.offset === out.offset && t.strides.every((st, d) => st === out.strides[d])) return t;
    const copy = storage(s.dtype, s.length, false);
    batch.copy(s.buffer, 0, copy.buffer, 0, storageBytes(s.dtype, s.length));
    return new Tensor(copy, t.shape, t.strides, t.offset);
  };

  /** A row-major copy of `t` in storage of its own. */
  const contiguousCopy = (t: Tensor): Tensor => {
    const copy = new Tensor(storage(t.dtype, t.numel, false), t.shape);
    backend.copy(t, copy);
    return copy;
  };

  const backend: WebGpuBackend = {
    name: 'webgpu',
    gpu,

    pointwise(kernel, inputs, out) {
      runPointwise(batch, pipelines, scalarForm(kernel), kernel.args, [out, ...inputs.map((t) => unaliased(t, out))]);
      out.storage.version++;
    },

    scatter(kernel, inputs, out) {
      // inputs viewing the output read what earlier elements stored: no snapshot
      runScatter(batch, pipelines, pool, kernel, [out, ...inputs.map(onDevice)]);
      out.storage.version++;
    },

    scan(kernel, inputs, out) {
      runScan(batch, pipelines, pool, kernel, [out, unaliased(inputs[0]!, out)]);
      out.storage.version++;
    },

    reduce(kernel, inputs, out) {
      runReduction(batch, pipelines, pool, kernel, [out, ...inputs.map(onDevice)]);
      out.storage.version++;
    },

    matmul(a, b, out, mode) {
      // oneDNN's orders are reproduced for CPU convolutions only (conv-onednn.ts usesOneDnn)
      if (mode) throw new Error('the WebGPU backend has no oneDNN-ordered matmul');
      const x = unaliased(a, out), y = unaliased(b, out), sgm = gpu.subgroupMatrix;
      runMatmul(batch, pipelines, pool, sgm, repacksA(x, y, sgm) ? contiguousCopy(x) : x, y, out);
      out.storage.version++;
    },

    random(out, draw) {
      runRandom(batch, pipelines, out, draw);
      out.storage.version++;
    },

    copy(src, dst) {
      const s = src.dtype.name, d = dst.dtype.name;
      // same-dtype float64 moves its bits as int64 would: through f32 it would round
      const raw = s === 'float64' && d === 'float64';
      // the value type that converts exactly: bool by bits, integers (and float64 to integers) through int64
      const type: ValueType = d === 'bool' ? 'bool'
        : raw || (isIntegral(s) && (isIntegral(d) || d === 'float64')) || (s === 'float64' && isIntegral(d)) ? 'i64' : 'f32';
      const dtypes: DTypeName[] = raw ? ['int64', 'int64'] : [d, s];
      // C converts a double to a narrower integer through int32, where one out of its range (or NaN) is INT32_MIN,
      // as the CPU's copy does; from int64 the narrower type then keeps the low bits
      const value = input(0, type);
      const body = type === 'i64' && s === 'float64' && d !== 'int64' && d !== 'float64'
        ? select(and(ge(value, constant(INT32_MIN)), lt(value, constant(-INT32_MIN))), value, constant(INT32_MIN)) : value;
      runPointwise(batch, pipelines, cast(body, type), [], [dst, unaliased(src, dst)], dtypes);
      dst.storage.version++;
    },

    write(dst, values) {
      const staged = new Tensor(storage(dst.dtype, dst.numel, false), dst.shape);
      const data = dst.dtype.view(new ArrayBuffer(storageBytes(dst.dtype, dst.numel)), 0, dst.numel);
      for (let i = 0; i < dst.numel; i++) dst.dtype.store(data, i, values[i]!);
      batch.upload(gpuStorageOf(staged).buffer, 0, new Uint8Array(data.buffer));
      backend.copy(staged, dst);
    },

    allocate: storage,

    empty(dtype, shape, zeroed = true) {
      return new Tensor(storage(dtype, numel(shape), zeroed), shape);
    },

    upload(cpu) {
      const src = cpu.storage.data;
      let data = src;
      if (!cpu.isContiguous() || cpu.offset !== 0 || src.length !== cpu.numel) {
        data = cpu.dtype.view(new ArrayBuffer(storageBytes(cpu.dtype, cpu.numel)), 0, cpu.numel);
        // element for element in the dtype's own representation (float16 bits, BigInts), so nothing rounds
        const to = data as unknown as (number | bigint)[], from = src as unknown as readonly (number | bigint)[];
        cpu.offsets().forEach((o, i) => { to[i] = from[o]!; });
      }
      return new Tensor(backend.storageFrom(cpu.dtype, data), cpu.shape);
    },

    storageFrom: (dtype, data) => uploadStorage(pool, batch, dtype, data),

    async download(t) {
      return (await downloadStorages(batch, [gpuStorageOf(t)]))[0]!;
    },

    read: (storages) => downloadStorages(batch, storages),

    async values(t) {
      const data = await backend.download(t);
      return Array.from(t.offsets(), (o) => t.dtype.load(data, o));
    },

    flush: () => batch.flush(),
    synchronize: () => batch.synchronize(),
    idle: () => batch.idle,
    memoryStats: () => pool.stats(),
    resetPeak: () => pool.resetPeak(),
    emptyCache: () => pool.emptyCache(),
  };
  return backend;
}
