/**
 * Tensor storage whose bytes live in a GPUBuffer from the pool, laid out exactly as the heap lays out the same dtype
 * (so a download is the CPU storage's bytes); 8- and 16-bit dtypes are packed into the buffer's 32-bit words. It is a
 * `Storage` like a heap block, counted and disposed the same way (memory/ownership.ts), except that its elements
 * cannot be read synchronously: `download` reads them after the pending GPU work, and `data` reads the copy last
 * fetched that way while it is current (else it raises HostRead, which the Python binding answers by fetching).
 */
import { hostRead, noteHostBytesRead } from '../../device.ts';
import type { DType, TypedArray } from '../../dtype.ts';
import { insideEngineCall, release, retain, track } from '../../memory/ownership.ts';
import type { Storage } from '../../tensor.ts';
import type { BufferPool } from './pool.ts';
import type { CommandBatch } from './queue.ts';

/** Returns a collected storage's buffer to its pool; unregistered on dispose. */
const backstop = new FinalizationRegistry<{ pool: BufferPool; buffer: GPUBuffer }>(({ pool, buffer }) => pool.release(buffer));

export class GpuStorage implements Storage {
  readonly device = 'webgpu';
  readonly byteOffset = 0;
  private writes = 0;
  private inPlace = 0;
  refs = 0;
  readonly managed = insideEngineCall();
  disposed = false;

  readonly dtype: DType;
  readonly length: number;
  readonly buffer: GPUBuffer;
  private readonly pool: BufferPool;
  /** The bytes last fetched to the host, and the version they are of (current while no write has happened since). */
  private host: TypedArray | null = null;
  private hostVersion = -1;

  constructor(dtype: DType, length: number, buffer: GPUBuffer, pool: BufferPool) {
    this.dtype = dtype;
    this.length = length;
    this.buffer = buffer;
    this.pool = pool;
  }

  get version(): number { return this.writes; }
  set version(v: number) { this.writes = v; }
  get mutations(): number { return this.inPlace; }
  set mutations(v: number) { this.inPlace = v; }

  /** The fetched elements while no write has happened since; otherwise a HostRead signal (device.ts). */
  get data(): TypedArray {
    if (this.host === null || this.hostVersion !== this.version) throw hostRead(this);
    noteHostBytesRead();
    return this.host;
  }

  /** Whether `data` holds the device's bytes (no fetch needed to read them). */
  get fetchedCurrent(): boolean {
    return this.host !== null && this.hostVersion === this.version;
  }

  /** Keeps `bytes`, downloaded when the storage was at `version`, as what `data` reads. */
  fetched(bytes: TypedArray, version: number): void {
    this.host = bytes;
    this.hostVersion = version;
  }

  /** A storage over the same buffer as `dtype` (see GpuStorageAlias). */
  alias(dtype: DType, counter?: { mutations: number }): GpuStorage {
    return new GpuStorageAlias(this, dtype, this.pool, counter);
  }

  dispose(): void {
    this.host = null;
    backstop.unregister(this);
    this.pool.release(this.buffer);
  }
}

/**
 * Another storage over a GpuStorage's buffer, as memory/alias.ts's over heap bytes: the same memory, version and
 * fetched copy seen as another dtype (Tensor.view(dtype)), or with a version counter of its own (Tensor.data).
 */
export class GpuStorageAlias extends GpuStorage {
  /** The storage that owns the buffer (never an alias itself). */
  readonly root: GpuStorage;
  private readonly counter: { mutations: number };

  /** `counter`: whose version counter writes through the alias bump (a fresh one when omitted). */
  constructor(of: GpuStorage, dtype: DType, pool: BufferPool, counter: { mutations: number } = { mutations: 0 }) {
    const root = of instanceof GpuStorageAlias ? of.root : of;
    super(dtype, Math.floor(root.length * root.dtype.itemsize / dtype.itemsize), root.buffer, pool);
    this.root = root;
    this.counter = counter;
    // the alias owns the buffer's storage while anything owns the alias
    if (this.managed) retain(root);
    track(this);
  }

  override get version(): number { return this.root.version; }
  override set version(v: number) { this.root.version = v; }
  override get mutations(): number { return this.counter.mutations; }
  override set mutations(v: number) { this.counter.mutations = v; }

  override get data(): TypedArray {
    const bytes = this.root.data;
    return this.dtype.view(bytes.buffer, bytes.byteOffset, this.length);
  }

  override get fetchedCurrent(): boolean {
    return this.root.fetchedCurrent;
  }

  override fetched(bytes: TypedArray, version: number): void {
    this.root.fetched(this.root.dtype.view(bytes.buffer, bytes.byteOffset, this.root.length), version);
  }

  override dispose(): void {
    if (this.managed) release(this.root);
  }
}

export const isGpuStorage = (s: Storage): s is GpuStorage => s instanceof GpuStorage;

/** The bytes a storage of `length` elements of `dtype` occupies, padded to whole 32-bit words. */
export const storageBytes = (dtype: DType, length: number) => Math.max(4, Math.ceil((length * dtype.itemsize) / 4) * 4);

/** `length` elements of `dtype` on the GPU, zero-filled unless `zeroed` is false (a kernel output). */
export function allocateGpuStorage(pool: BufferPool, batch: CommandBatch, dtype: DType, length: number,
  zeroed = true): GpuStorage {
  const bytes = storageBytes(dtype, length);
  const buffer = pool.acquire(bytes);
  if (zeroed) batch.clear(buffer, 0, bytes);
  const storage = new GpuStorage(dtype, length, buffer, pool);
  backstop.register(storage, { pool, buffer }, storage);
  track(storage);
  return storage;
}

/** A GPU storage holding the elements of `data` (a typed array of the storage's dtype, as the heap holds it). */
export function uploadStorage(pool: BufferPool, batch: CommandBatch, dtype: DType, data: TypedArray): GpuStorage {
  const storage = allocateGpuStorage(pool, batch, dtype, data.length, false);
  batch.upload(storage.buffer, 0, new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  return storage;
}

/** Each storage's elements as a typed array of its dtype, once the work queued before the call has run. */
export async function downloadStorages(batch: CommandBatch, storages: readonly GpuStorage[]): Promise<TypedArray[]> {
  const bytes = await batch.read(storages.map((s) => ({ buffer: s.buffer, offset: 0, bytes: storageBytes(s.dtype, s.length) })));
  return storages.map((s, i) => s.dtype.view(bytes[i]!, 0, s.length));
}
