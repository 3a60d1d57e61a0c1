/**
 * One command encoder that kernels, copies and uploads are recorded into in program order, submitted at sync points
 * (a read, or an explicit flush) and after every `submitEvery` dispatches: the GPU must not wait for the host to reach
 * a sync point (a training step's host side records ~100 kernels while the GPU could run them), and one submit
 * per op would cost a submit's host time on every op. Kernel parameters are gathered on
 * the host and written to one persistent buffer, the arena, by `queue.writeBuffer` just before the submit, which the
 * queue runs after every earlier submit and before this one; each dispatch binds its slice at a dynamic offset, so
 * bind groups do not change with the parameters and are cached (bind-groups.ts). Small uploads are staged in the
 * arena too, and copied from it in the encoder, in order with the commands around them; large ones go through a
 * mapped staging buffer of their own.
 *
 * A read copies every range it asks for into one readback buffer, kept for the next read while small, and maps it
 * once: a sync point costs one submit and one map, however many storages it fetches.
 */
import type { BindGroups } from './bind-groups.ts';
import type { KernelLayout } from './layouts.ts';
import { USAGE } from './pool.ts';

/** Dynamic storage-buffer offsets must be multiples of this (the WebGPU default minimum, 256). */
const PARAM_ALIGN = 256;
/** Room for the parameters of 1024 ordinary dispatches; a batch needing more is submitted early. */
const ARENA_BYTES = 1 << 18;
/** Uploads up to this size are staged in the arena. */
const STAGED_UPLOAD_BYTES = 1 << 16;
/** Readback buffers up to this size are kept for later reads: making one costs more than a small read. */
const KEPT_READBACK_BYTES = 1 << 20;

/** A compiled kernel and the layout its bind groups take. */
export interface Kernel {
  readonly pipeline: GPUComputePipeline;
  readonly layout: KernelLayout;
}

/** Bytes of a buffer to read back: offset and size multiples of 4. */
export interface ReadRange {
  readonly buffer: GPUBuffer;
  readonly offset: number;
  readonly bytes: number;
}

/** A params binding's size: a power of two from 256 bytes, so few sizes exist and bind groups are shared. */
const paramsBindingSize = (bytes: number) => Math.max(PARAM_ALIGN, 2 ** Math.ceil(Math.log2(bytes)));

export class CommandBatch {
  /**
   * Dispatches recorded before the batch is submitted without a sync point: enough to keep a submit's host cost
   * small beside the recording, few enough that the GPU starts while the host still records.
   */
  static submitEvery = 16;
  private encoder: GPUCommandEncoder | null = null;
  /** Consecutive dispatches share one compute pass; a copy or clear ends it (they are encoder commands). */
  private pass: GPUComputePassEncoder | null = null;
  /** The pass's pipeline: consecutive dispatches of one kernel (a loop's ops) set it once. */
  private passPipeline: GPUComputePipeline | null = null;
  /** Buffers that live until the next submit: staging of large uploads. */
  private transient: GPUBuffer[] = [];
  /** The arena (kernel parameters, small uploads), its host copy for the batch being recorded, the bytes taken. */
  private arena: GPUBuffer;
  private arenaBytes: Uint8Array;
  private arenaWords: Uint32Array;
  private arenaUsed = 0;
  /** Dispatches recorded since the last submit. */
  private recorded = 0;
  private error: GPUError | null = null;
  /** Unmapped readback buffers free for the next read. */
  private readbacks: GPUBuffer[] = [];
  /** Submits made, and how many of them a read or synchronize has seen finish: when equal, the GPU is idle. */
  private submitted = 0;
  private finished = 0;

  readonly device: GPUDevice;
  private readonly bindGroups: BindGroups;

  constructor(device: GPUDevice, bindGroups: BindGroups) {
    this.device = device;
    this.bindGroups = bindGroups;
    this.arena = this.createArena(ARENA_BYTES);
    this.arenaBytes = new Uint8Array(ARENA_BYTES);
    this.arenaWords = new Uint32Array(this.arenaBytes.buffer);
    device.addEventListener('uncapturederror', (e) => { this.error ??= (e as GPUUncapturedErrorEvent).error; });
  }

  private get commands(): GPUCommandEncoder {
    this.endPass();
    this.encoder ??= this.device.createCommandEncoder();
    return this.encoder;
  }

  private endPass(): void {
    this.pass?.end();
    this.pass = null;
    this.passPipeline = null;
  }

  /**
   * Records `kernel` over `buffers` (its storage bindings in order; a scatter's claims last) with `params` (32-bit
   * words) as its parameters.
   */
  dispatch(kernel: Kernel, buffers: readonly GPUBuffer[], params: ArrayLike<number>,
    workgroups: readonly [number, number, number?]): void {
    const size = paramsBindingSize(4 * params.length);
    const offset = this.reserve(size, PARAM_ALIGN);
    this.arenaWords.set(params, offset / 4);
    const group = this.bindGroups.get(kernel.layout, buffers, this.arena, size);
    this.pass ??= this.commands.beginComputePass();
    if (this.passPipeline !== kernel.pipeline) this.pass.setPipeline(this.passPipeline = kernel.pipeline);
    this.pass.setBindGroup(0, group, [offset]);
    this.pass.dispatchWorkgroups(workgroups[0], workgroups[1], workgroups[2] ?? 1);
    if (++this.recorded >= CommandBatch.submitEvery) this.flush();
  }

  /**
   * The offset of `size` bytes (a multiple of 4) of the arena at `align`; when the batch has filled it, the batch is
   * submitted first, and the arena grows for a `size` larger than it.
   */
  private reserve(size: number, align: number): number {
    let offset = Math.ceil(this.arenaUsed / align) * align;
    if (offset + size > this.arena.size) {
      this.flush();
      offset = 0;
      if (size > this.arena.size) {
        const old = this.arena;
        this.arena = this.createArena(size);
        this.arenaBytes = new Uint8Array(size);
        this.arenaWords = new Uint32Array(this.arenaBytes.buffer);
        this.bindGroups.forget(new Set([old]));
        old.destroy();
      }
    }
    this.arenaUsed = offset + size;
    return offset;
  }

  private createArena(size: number): GPUBuffer {
    return this.device.createBuffer({ size, usage: USAGE.STORAGE | USAGE.COPY_SRC | USAGE.COPY_DST });
  }

  /** Copies `bytes` (a multiple of 4) of `data` into `dst` at `offset`, in order with the recorded commands. */
  upload(dst: GPUBuffer, offset: number, data: Uint8Array): void {
    const size = Math.ceil(data.byteLength / 4) * 4;
    if (size === 0) return;
    if (size <= STAGED_UPLOAD_BYTES) {
      const at = this.reserve(size, 4);
      this.arenaBytes.set(data, at);
      // the last word's padding: zeros, as a fresh staging buffer would hold
      this.arenaBytes.fill(0, at + data.byteLength, at + size);
      this.commands.copyBufferToBuffer(this.arena, at, dst, offset, size);
      return;
    }
    const staging = this.device.createBuffer({ size, usage: USAGE.COPY_SRC, mappedAtCreation: true });
    new Uint8Array(staging.getMappedRange()).set(data);
    staging.unmap();
    this.transient.push(staging);
    this.commands.copyBufferToBuffer(staging, 0, dst, offset, size);
  }

  copy(src: GPUBuffer, srcOffset: number, dst: GPUBuffer, dstOffset: number, bytes: number): void {
    this.commands.copyBufferToBuffer(src, srcOffset, dst, dstOffset, bytes);
  }

  clear(dst: GPUBuffer, offset: number, bytes: number): void {
    this.commands.clearBuffer(dst, offset, bytes);
  }

  /** Submits everything recorded so far. */
  flush(): void {
    this.throwPending();
    if (!this.encoder) return;
    this.endPass();
    for (const b of this.transient) if (b.mapState === 'mapped') b.unmap();
    if (this.arenaUsed > 0) this.device.queue.writeBuffer(this.arena, 0, this.arenaBytes, 0, this.arenaUsed);
    this.arenaUsed = 0;
    this.device.queue.submit([this.encoder.finish()]);
    this.submitted++;
    this.recorded = 0;
    // WebGPU keeps a destroyed buffer alive for the work already submitted that uses it
    for (const b of this.transient) b.destroy();
    this.transient = [];
    this.encoder = null;
  }

  /**
   * The bytes of each range, after everything recorded before this call has run: one copy each into one readback
   * buffer, one submit, one map.
   */
  async read(ranges: readonly ReadRange[]): Promise<ArrayBuffer[]> {
    if (ranges.length === 0) return [];
    const sizes = ranges.map((r) => Math.max(4, Math.ceil(r.bytes / 4) * 4));
    const at: number[] = [];
    let total = 0;
    for (const size of sizes) {
      at.push(total);
      total += size;
    }
    const readback = this.takeReadback(total);
    ranges.forEach((r, i) => this.commands.copyBufferToBuffer(r.buffer, r.offset, readback, at[i]!, sizes[i]!));
    this.flush();
    const submit = this.submitted;
    await readback.mapAsync(USAGE.MAP_READ, 0, total);
    const mapped = readback.getMappedRange(0, total);
    const out = ranges.map((r, i) => mapped.slice(at[i]!, at[i]! + r.bytes));
    readback.unmap();
    this.keepReadback(readback);
    this.finishedUpTo(submit);
    this.throwPending();
    return out;
  }

  /** A free readback buffer of at least `size` bytes: a kept one, or a new one (a power of two when it will be kept). */
  private takeReadback(size: number): GPUBuffer {
    const i = this.readbacks.findIndex((b) => b.size >= size);
    if (i >= 0) return this.readbacks.splice(i, 1)[0]!;
    const bytes = size <= KEPT_READBACK_BYTES ? Math.max(256, 2 ** Math.ceil(Math.log2(size))) : size;
    return this.device.createBuffer({ size: bytes, usage: USAGE.MAP_READ | USAGE.COPY_DST });
  }

  private keepReadback(b: GPUBuffer): void {
    if (b.size <= KEPT_READBACK_BYTES) this.readbacks.push(b);
    else b.destroy();
  }

  /** Notes that the first `submit` submits have run (the queue runs them in order). */
  private finishedUpTo(submit: number): void {
    this.finished = Math.max(this.finished, submit);
  }

  /**
   * Resolves once the GPU has finished everything submitted (torch.cuda.synchronize); at once when a read or an
   * earlier call has seen the last submit finish and nothing was recorded since.
   */
  async synchronize(): Promise<void> {
    this.flush();
    const submit = this.submitted;
    if (this.finished < submit) await this.device.queue.onSubmittedWorkDone();
    this.finishedUpTo(submit);
    this.throwPending();
  }

  /** Whether everything recorded has run, as far as a read or synchronize has seen: synchronize has nothing to do. */
  get idle(): boolean {
    return this.encoder === null && this.finished === this.submitted;
  }

  /** A validation or out-of-memory error the device reported since the last check, as an exception. */
  private throwPending(): void {
    const error = this.error;
    if (!error) return;
    this.error = null;
    throw new Error(`WebGPU: ${error.message}`);
  }
}
