/**
 * Another storage object over a heap storage's bytes, as PyTorch has several tensor impls share one Storage: the
 * same memory and lifetime, seen as another dtype (Tensor.view(dtype)), or with a version counter of its own
 * (Tensor.data, which PyTorch makes with a fresh counter so that writes through it go unseen by autograd).
 */
import type { DType, TypedArray } from '../dtype.ts';
import type { Storage } from '../tensor.ts';
import { debug, heap } from './heap.ts';
import { insideEngineCall, release, retain, track } from './ownership.ts';

/** What counts a storage's in-place writes: the storage itself, or a counter an alias keeps. */
interface Counter { mutations: number }

export class StorageAlias implements Storage {
  readonly dtype: DType;
  readonly length: number;
  readonly byteOffset: number;
  refs = 0;
  readonly managed = insideEngineCall();
  disposed = false;
  /** The storage that owns the bytes (never an alias itself). */
  readonly root: Storage;
  private readonly counter: Counter;
  private view: TypedArray | null = null;

  /** `counter`: whose version counter writes through the alias bump (a fresh one when omitted). */
  constructor(of: Storage, dtype: DType, counter: Counter = { mutations: 0 }) {
    this.root = of instanceof StorageAlias ? of.root : of;
    this.dtype = dtype;
    this.byteOffset = this.root.byteOffset;
    this.length = Math.floor(this.root.length * this.root.dtype.itemsize / dtype.itemsize);
    this.counter = counter;
    // the alias owns the bytes' storage while anything owns the alias
    if (this.managed) retain(this.root);
    track(this);
  }

  get data(): TypedArray {
    if (this.disposed && debug.poisonFreed) throw new Error('use of a freed storage');
    if (this.view === null || this.view.buffer !== heap.buffer) {
      this.view = this.dtype.view(heap.buffer, this.byteOffset, this.length);
    }
    return this.view;
  }

  /** Caches of the contents are the bytes' own: a write through any alias changes them. */
  get version(): number { return this.root.version; }
  set version(v: number) { this.root.version = v; }

  get mutations(): number { return this.counter.mutations; }
  set mutations(v: number) { this.counter.mutations = v; }

  dispose(): void {
    if (this.managed) release(this.root);
  }
}

/**
 * The storage that owns a storage's bytes: views of it under any dtype or counter are the same memory. An alias of
 * device bytes (backends/webgpu/storage.ts) names its root as this one does.
 */
export const rootOf = (s: Storage): Storage => (s as { readonly root?: Storage }).root ?? s;
