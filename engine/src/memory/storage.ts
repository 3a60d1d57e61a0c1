/**
 * Storages as blocks of the heap: what `allocateStorage` (tensor.ts) makes. A storage is freed by `dispose` when
 * its last owner lets go (memory/ownership.ts), or, for storages the JS API made and nobody counts, by the garbage
 * collector's FinalizationRegistry once the storage object itself is gone.
 */
import { DTYPES, type DType, type TypedArray } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import type { Storage } from '../tensor.ts';
import { Allocator, type HeapStats } from './allocator.ts';
import { debug, heap } from './heap.ts';
import { insideEngineCall, track } from './ownership.ts';

const allocator = new Allocator(heap);

/**
 * Frees the blocks ([offset, bytes]) of storages collected without being disposed. Registering with an unregister
 * token costs as much as the rest of a small op made from JS, so a disposed storage marks its block freed instead
 * (bytes 0), which the callback then skips.
 */
const backstop = new FinalizationRegistry<Block>((block) => {
  if (block[1] > 0) allocator.free(block[0], block[1]);
});
type Block = [offset: number, bytes: number];

class HeapStorage implements Storage {
  readonly dtype: DType;
  readonly byteOffset: number;
  readonly length: number;
  version = 0;
  mutations = 0;
  refs = 0;
  readonly managed = insideEngineCall();
  disposed = false;
  /** Made on first use: WebAssembly kernels never need one. */
  private view: TypedArray | null = null;
  /** The block the garbage collector's backstop frees, for a storage not managed by owner counting. */
  backstopBlock: Block | null = null;

  constructor(dtype: DType, length: number, byteOffset: number) {
    this.dtype = dtype;
    this.length = length;
    this.byteOffset = byteOffset;
  }

  get data(): TypedArray {
    if (this.disposed && debug.poisonFreed) throw new Error('use of a freed storage');
    // growing a plain (unshared) memory detached the buffer an earlier view was made on
    if (this.view === null || this.view.buffer !== heap.buffer) {
      this.view = this.dtype.view(heap.buffer, this.byteOffset, this.length);
    }
    return this.view;
  }

  dispose(): void {
    if (this.length === 0) return;
    if (this.backstopBlock) this.backstopBlock[1] = 0;
    allocator.free(this.byteOffset, this.length * this.dtype.itemsize);
  }
}

export function allocateHeapStorage(dtype: DType, length: number, zeroed = true): Storage {
  let offset = 0;
  if (length > 0) {
    const bytes = length * dtype.itemsize;
    const block = bytes <= heap.limit ? allocator.alloc(bytes, zeroed) : null;
    if (block === null) throw outOfMemory(length, dtype);
    offset = block;
  }
  const storage = new HeapStorage(dtype, length, offset);
  // a managed storage is freed by owner counting alone (ownership.ts), so only the others need the backstop
  if (length > 0 && !storage.managed) backstop.register(storage, storage.backstopBlock = [offset, length * dtype.itemsize]);
  track(storage);
  return storage;
}

/**
 * A 16-byte-aligned block of `bytes` bytes kept for the whole session (kernel scratch, kernel code for worker threads):
 * its address only, with no storage object, so neither owner counting nor the garbage collector's backstop ever
 * frees it. Holding a retained storage's address alone is not enough: the backstop frees the block once the storage
 * object is collected.
 */
export function sessionBlock(bytes: number): number {
  const block = bytes <= heap.limit ? allocator.alloc(bytes) : null;
  if (block === null) throw outOfMemory(bytes, DTYPES.uint8);
  return block;
}

/** PyTorch's CPU allocator failure (c10/core/impl/alloc_cpu.cpp), which Python sees as a RuntimeError. */
function outOfMemory(length: number, dtype: DType) {
  const bytes = Number.isSafeInteger(length) ? BigInt(length) * BigInt(dtype.itemsize) : length * dtype.itemsize;
  return runtimeError('[enforce fail at alloc_cpu.cpp:124] err == 0. DefaultCPUAllocator: can\'t allocate memory: ' +
    `you tried to allocate ${bytes} bytes. Error code 12 (Cannot allocate memory)`);
}

/** Where tensor memory stands: the engine's own statistics, not a PyTorch API. */
export function heapStats(): HeapStats {
  return allocator.stats();
}
