/**
 * One command encoder that kernels, copies and uploads are recorded into in program order, submitted at sync points
 * (a read, or an explicit flush): one submit per sync point instead of one per op. Kernel parameters go into a
 * mapped arena and uploads into mapped staging buffers, both part of the same submit, rather than through
 * `queue.writeBuffer`, which would run before the commands still waiting in the encoder.
 */
import { USAGE } from './pool.ts';

/** Storage-buffer binding offsets must be multiples of this (the WebGPU default minimum, 256). */
const PARAM_ALIGN = 256;
const ARENA_BYTES = 1 << 16;

export class CommandBatch {
  private encoder: GPUCommandEncoder | null = null;
  /** Consecutive dispatches share one compute pass; a copy or clear ends it (they are encoder commands). */
  private pass: GPUComputePassEncoder | null = null;
  /** Buffers that live until the next submit: parameter arenas and upload staging. */
  private transient: GPUBuffer[] = [];
  private arena: { buffer: GPUBuffer; words: Uint32Array; used: number } | null = null;
  private error: GPUError | null = null;

  readonly device: GPUDevice;

  constructor(device: GPUDevice) {
    this.device = device;
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
  }

  /** A binding of `params` (32-bit words) for the next dispatch. */
  params(params: Uint32Array): GPUBufferBinding {
    const bytes = Math.max(params.byteLength, 4);
    if (!this.arena || this.arena.used + bytes > this.arena.buffer.size) {
      const size = Math.max(ARENA_BYTES, bytes);
      const buffer = this.device.createBuffer({ size, usage: USAGE.STORAGE, mappedAtCreation: true });
      this.transient.push(buffer);
      this.arena = { buffer, words: new Uint32Array(buffer.getMappedRange()), used: 0 };
    }
    const { buffer, words, used } = this.arena;
    words.set(params, used / 4);
    this.arena.used = Math.ceil((used + bytes) / PARAM_ALIGN) * PARAM_ALIGN;
    return { buffer, offset: used, size: bytes };
  }

  dispatch(pipeline: GPUComputePipeline, entries: readonly GPUBindGroupEntry[], workgroups: readonly [number, number, number?]) {
    const bindGroup = this.device.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries: [...entries] });
    this.pass ??= this.commands.beginComputePass();
    this.pass.setPipeline(pipeline);
    this.pass.setBindGroup(0, bindGroup);
    this.pass.dispatchWorkgroups(workgroups[0], workgroups[1], workgroups[2] ?? 1);
  }

  /** Copies `bytes` (a multiple of 4) of `data` into `dst` at `offset`, in order with the recorded commands. */
  upload(dst: GPUBuffer, offset: number, data: Uint8Array): void {
    const size = Math.ceil(data.byteLength / 4) * 4;
    if (size === 0) return;
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
    this.device.queue.submit([this.encoder.finish()]);
    // WebGPU keeps a destroyed buffer alive for the work already submitted that uses it
    for (const b of this.transient) b.destroy();
    this.transient = [];
    this.arena = null;
    this.encoder = null;
  }

  /** `bytes` of `src` from `offset` (both multiples of 4), after everything recorded before this call has run. */
  async read(src: GPUBuffer, offset: number, bytes: number): Promise<ArrayBuffer> {
    const size = Math.max(4, Math.ceil(bytes / 4) * 4);
    const readback = this.device.createBuffer({ size, usage: USAGE.MAP_READ | USAGE.COPY_DST });
    this.commands.copyBufferToBuffer(src, offset, readback, 0, size);
    this.flush();
    await readback.mapAsync(USAGE.MAP_READ);
    const out = readback.getMappedRange().slice(0, bytes);
    readback.destroy();
    this.throwPending();
    return out;
  }

  /** Resolves once the GPU has finished everything submitted (torch.cuda.synchronize). */
  async synchronize(): Promise<void> {
    this.flush();
    await this.device.queue.onSubmittedWorkDone();
    this.throwPending();
  }

  /** A validation or out-of-memory error the device reported since the last check, as an exception. */
  private throwPending(): void {
    const error = this.error;
    if (!error) return;
    this.error = null;
    throw new Error(`WebGPU: ${error.message}`);
  }
}
