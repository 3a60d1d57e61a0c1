/**
 * The WebAssembly.Memory that holds every tensor's storage, so WebAssembly kernels compute on tensors in place.
 *
 * It is shared (SharedArrayBuffer-backed) wherever that is allowed: Node always, a browser page when it is
 * cross-origin isolated. Worker threads will share it, and growing a shared memory never detaches earlier views.
 * Elsewhere it is a plain memory, whose growth detaches `buffer`: views made before a growth must be re-made, which
 * is why storages hand out their views through a getter (memory/storage.ts). Only `Heap.reserve` grows the memory;
 * a kernel that needs more room asks the allocator, never `memory.grow` directly.
 */
const PAGE = 65536;
const WASM32_PAGES = 65536;
const INITIAL_BYTES = 16 * PAGE;

const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {};
const inNode = typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node === 'string';

/** wasm32 addresses 4 GiB; Node gets all of it but a page, a browser tab 2 GiB unless TENSOR_HEAP_LIMIT says. */
function defaultLimit(): number {
  const fromEnv = Number(env['TENSOR_HEAP_LIMIT']);
  if (fromEnv > 0) return fromEnv;
  return inNode ? (WASM32_PAGES - 1) * PAGE : 2 ** 31;
}

/** TENSOR_HEAP_SHARED=0 makes a plain memory even where a shared one is allowed, to test the detaching path. */
const canShare = () => env['TENSOR_HEAP_SHARED'] !== '0' &&
  (inNode || (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === true);

export class Heap {
  private mem: WebAssembly.Memory | null = null;
  /** The maximum the memory was made with; it can never grow past it. */
  private maximumBytes = WASM32_PAGES * PAGE;
  private current: ArrayBuffer | SharedArrayBuffer | null = null;
  private limitBytes: number;
  private readonly shared: boolean;

  constructor(options: { limit?: number; shared?: boolean } = {}) {
    this.limitBytes = pageFloor(options.limit ?? defaultLimit());
    this.shared = options.shared ?? canShare();
  }

  /** Made on first use, with the limit of that moment as its maximum. */
  get memory(): WebAssembly.Memory {
    if (!this.mem) {
      this.maximumBytes = this.limitBytes;
      const initial = Math.min(INITIAL_BYTES, this.limitBytes) / PAGE;
      this.mem = new WebAssembly.Memory({ initial, maximum: this.maximumBytes / PAGE, shared: this.shared });
      this.current = this.mem.buffer;
    }
    return this.mem;
  }

  /** The memory's buffer as of its last growth; compare a view's buffer against it to see whether it is stale. */
  get buffer(): ArrayBuffer | SharedArrayBuffer {
    return this.current ?? this.memory.buffer;
  }

  get isShared(): boolean {
    return this.shared;
  }

  /** The most bytes the memory may grow to. */
  get limit(): number {
    return this.limitBytes;
  }

  /**
   * Changes the limit (rounded down to whole 64 KiB pages). Once the memory exists it cannot grow past the maximum
   * it was made with, so a later limit above that maximum is clamped to it.
   */
  setLimit(bytes: number): void {
    this.limitBytes = Math.min(pageFloor(bytes), this.maximumBytes);
  }

  /** Grows the memory so that bytes [0, end) exist; false when that would pass the limit or the host refuses. */
  reserve(end: number): boolean {
    const mem = this.memory;
    // the buffer as of the last growth, which only this method makes: reading mem.buffer is a call into the runtime
    const have = this.current!.byteLength;
    if (end <= have) return true;
    if (end > this.limitBytes) return false;
    // doubling keeps growth (and, for a plain memory, view re-making) rare
    const target = Math.min(this.limitBytes, Math.max(end, have * 2));
    for (const bytes of [target, end]) {
      try {
        mem.grow(Math.ceil((bytes - have) / PAGE));
        this.current = mem.buffer;
        return true;
      } catch {
        // the host could not commit that much: try the bare minimum before giving up
      }
    }
    return false;
  }
}

function pageFloor(bytes: number): number {
  return Math.max(PAGE, Math.floor(bytes / PAGE) * PAGE);
}

/** The heap every tensor storage lives in. */
export const heap = new Heap();

/** TENSOR_HEAP_POISON=1 fills freed blocks with 0xff bytes (NaN as floats) so a use after free shows in results. */
export const debug = { poisonFreed: env['TENSOR_HEAP_POISON'] === '1' };
