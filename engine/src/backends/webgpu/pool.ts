/**
 * A pool of storage buffers in size classes, as PyTorch's CUDA caching allocator keeps blocks: a
 * released buffer waits in its class for the next request of that class instead of going back to the driver.
 * Reuse is safe without waiting for the GPU because every use of a buffer is encoded in program order on one queue.
 * The statistics are what torch.cuda.memory_allocated / max_memory_allocated / empty_cache report and do.
 */

/** The smallest class: also a multiple of every binding offset alignment WebGPU asks for. */
const MIN_BYTES = 256;

/** GPUBufferUsage's flags as numbers: in Node the global only exists once the binding has loaded. */
export const USAGE = { MAP_READ: 0x1, COPY_SRC: 0x4, COPY_DST: 0x8, STORAGE: 0x80 } as const;
const STORAGE_USAGE = USAGE.STORAGE | USAGE.COPY_SRC | USAGE.COPY_DST;

export interface PoolStats {
  /** Bytes of buffers handed out and not yet released (requested sizes rounded to their class). */
  readonly allocated: number;
  readonly peakAllocated: number;
  /** Bytes held from the driver: handed out plus waiting for reuse. */
  readonly reserved: number;
  readonly peakReserved: number;
}

/** Powers of two up to 1 MiB, then four classes per doubling, so a large tensor wastes at most a quarter. */
export function sizeClass(bytes: number): number {
  if (bytes <= MIN_BYTES) return MIN_BYTES;
  const octave = 2 ** Math.floor(Math.log2(bytes - 1));
  const step = octave < 2 ** 20 ? octave : octave / 4;
  return Math.ceil(bytes / step) * step;
}

export class BufferPool {
  private readonly free = new Map<number, GPUBuffer[]>();
  private allocated = 0;
  private peak = 0;
  private reserved = 0;
  private peakReserved = 0;

  private readonly device: GPUDevice;
  /** Told which buffers `emptyCache` destroys, so that what refers to them (cached bind groups) can let go. */
  private readonly onDestroy: (buffers: ReadonlySet<GPUBuffer>) => void;

  constructor(device: GPUDevice, onDestroy: (buffers: ReadonlySet<GPUBuffer>) => void = () => {}) {
    this.device = device;
    this.onDestroy = onDestroy;
  }

  /** A buffer of at least `bytes` bytes (contents undefined: a reused buffer keeps what it last held). */
  acquire(bytes: number): GPUBuffer {
    const size = sizeClass(bytes);
    const buffer = this.free.get(size)?.pop() ?? this.create(size);
    this.allocated += size;
    this.peak = Math.max(this.peak, this.allocated);
    return buffer;
  }

  release(buffer: GPUBuffer): void {
    this.allocated -= buffer.size;
    let list = this.free.get(buffer.size);
    if (!list) this.free.set(buffer.size, list = []);
    list.push(buffer);
  }

  /** Gives every buffer waiting for reuse back to the driver (torch.cuda.empty_cache). */
  emptyCache(): void {
    const destroyed = new Set<GPUBuffer>();
    for (const list of this.free.values()) for (const b of list.splice(0)) destroyed.add(b);
    this.onDestroy(destroyed);
    for (const b of destroyed) { this.reserved -= b.size; b.destroy(); }
  }

  resetPeak(): void {
    this.peak = this.allocated;
    this.peakReserved = this.reserved;
  }

  stats(): PoolStats {
    return { allocated: this.allocated, peakAllocated: this.peak, reserved: this.reserved, peakReserved: this.peakReserved };
  }

  private create(size: number): GPUBuffer {
    this.reserved += size;
    this.peakReserved = Math.max(this.peakReserved, this.reserved);
    return this.device.createBuffer({ size, usage: STORAGE_USAGE });
  }
}
