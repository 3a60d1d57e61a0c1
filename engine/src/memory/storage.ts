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
 * Frees the blocks of storages collected while nobody counted their owners: only those are registered, and only
 * owner counting ever disposes a storage, so no registration needs undoing (an unregister token costs as much as the
 * rest of a small op made from JS). The collector's young-generation passes keep every registered object and its held
 * value alive, so a small op made from JS would leave its storage and block pair to be copied and promoted: what is
 * registered is an empty stand-in only the storages hold (collected with them), holding a block as one number where
 * its size allows (see `blockKey`), or a group's numbers (see `watch`).
 */
const backstop = new FinalizationRegistry<number | Block | number[]>((held) => {
  if (typeof held === 'number') freeKey(held);
  else if (Array.isArray(held)) held.forEach(freeKey);
  else allocator.free(held.offset, held.bytes);
});
type Block = { readonly offset: number; readonly bytes: number };
class StandIn {}

/** A heap offset is below 2**32; a block of fewer than 2**21 bytes and its offset fit a double's 53 bits together. */
const KEY_OFFSETS = 2 ** 32;
const KEY_BYTES = 2 ** 21;
const blockKey = (offset: number, bytes: number): number | Block =>
  (bytes < KEY_BYTES ? bytes * KEY_OFFSETS + offset : { offset, bytes });
const freeKey = (key: number) => allocator.free(key % KEY_OFFSETS, Math.floor(key / KEY_OFFSETS));

/**
 * Small blocks share a stand-in, GROUP_SIZE to a group: registering costs as much as the rest of a small op made
 * from JS, and one registration per group makes it a fraction. A group's blocks are freed together once all of its
 * storages are gone, so a long-lived small tensor keeps at most GROUP_SIZE * GROUP_BYTES of others' blocks.
 */
const GROUP_SIZE = 64;
const GROUP_BYTES = 256;
/** The group being filled, held weakly: once all its storages are collected, so are its stand-in and its blocks. */
let open: { standIn: WeakRef<StandIn>; keys: number[] } | null = null;

/** Registers an unmanaged storage's block with the backstop. */
function watch(storage: HeapStorage, offset: number, bytes: number): void {
  if (bytes > GROUP_BYTES) {
    backstop.register(storage.standIn = new StandIn(), blockKey(offset, bytes));
    return;
  }
  // a live deref keeps the stand-in until this job ends, so the keys pushed now are the ones its finalizer frees
  let group = open;
  let standIn = group !== null && group.keys.length < GROUP_SIZE ? group.standIn.deref() : undefined;
  if (group === null || standIn === undefined) {
    standIn = new StandIn();
    open = group = { standIn: new WeakRef(standIn), keys: [] };
    backstop.register(standIn, group.keys);
  }
  group.keys.push(bytes * KEY_OFFSETS + offset);
  storage.standIn = standIn;
}

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
  /** What the backstop watches in place of a storage not managed by owner counting. */
  standIn: StandIn | null = null;

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
    allocator.free(this.byteOffset, this.length * this.dtype.itemsize);
  }
}

/** The largest block a managed storage took since `takeLargestManaged` was last called. */
let largestManaged = 0;

/**
 * The largest block a managed storage (one Python owns) took since the last call: how Python sizes its batches of
 * dead tensors (python/bridge.ts), so that dead tensors never hold much of the heap.
 */
export function takeLargestManaged(): number {
  const bytes = largestManaged;
  largestManaged = 0;
  return bytes;
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
  if (storage.managed) {
    if (length * dtype.itemsize > largestManaged) largestManaged = length * dtype.itemsize;
  } else if (length > 0) {
    watch(storage, offset, length * dtype.itemsize);
  }
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
