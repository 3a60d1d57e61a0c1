/**
 * The allocator of tensor storage inside the heap's memory. Blocks are 16-byte aligned (a SIMD vector). Small
 * blocks are kept, when freed, in a free list per size class for quick reuse; larger ones return to a list of free
 * ranges kept in address order, where each freed range merges with its free neighbours, and a free range that
 * reaches the top of the used region lowers the top instead. Every block handed out reads as zeros, as the typed
 * arrays that storages used to be did.
 *
 * A block's owner gives its size back when freeing it (a storage knows its own), so nothing is looked up by address:
 * a map from address to size cost as much as the rest of a small op's allocation. One bit per aligned unit marks
 * where live blocks start, which is all a free needs to reject an address that is not a live block.
 */
import { debug, Heap } from './heap.ts';

export const ALIGN = 16;
/** Blocks up to this many bytes are recycled through their size class rather than coalesced. */
const SMALL_MAX = 4096;

interface Range { offset: number; size: number }

export interface HeapStats {
  /** Bytes in blocks currently handed out (rounded up to the alignment). */
  readonly inUseBytes: number;
  readonly peakInUseBytes: number;
  readonly liveBlocks: number;
  /** The end of the region blocks have been carved from. */
  readonly topBytes: number;
  /** The size of the WebAssembly memory now, and the most it may grow to. */
  readonly heapBytes: number;
  readonly limitBytes: number;
}

/** The bytes a block of `bytes` bytes takes: whole aligned units, at least one. */
const blockSize = (bytes: number) => Math.max(ALIGN, Math.ceil(bytes / ALIGN) * ALIGN);

export class Allocator {
  private readonly heap: Heap;
  /** Offset 0 stays unused so that a zero offset is never a live block. */
  private top = ALIGN;
  /** Bytes at and above this offset were never handed out, so they are still the zeros a new memory starts with. */
  private clean = ALIGN;
  /** Bit u set: a live block starts at byte u * ALIGN. Grows with the top. */
  private starts = new Uint32Array(1024);
  private live = 0;
  private readonly smallFree: number[][] = [];
  private readonly ranges: Range[] = [];
  private inUse = 0;
  private peak = 0;

  constructor(heap: Heap) {
    this.heap = heap;
  }

  /**
   * The offset of a new block of at least `bytes` bytes, or null when the heap cannot hold it. It is zero-filled
   * unless `zeroed` is false (for a block its first user overwrites entirely).
   */
  alloc(bytes: number, zeroed = true): number | null {
    const size = blockSize(bytes);
    const offset = this.reuseSmall(size) ?? this.takeRange(size) ?? this.bump(size);
    if (offset === null) return null;
    if (zeroed) this.zero(offset, size);
    else this.clean = Math.max(this.clean, offset + size);
    const unit = offset / ALIGN;
    this.starts[unit >>> 5]! |= 1 << (unit & 31);
    this.live++;
    this.inUse += size;
    this.peak = Math.max(this.peak, this.inUse);
    return offset;
  }

  /** Frees the live block at `offset`, which was allocated for `bytes` bytes. */
  free(offset: number, bytes: number): void {
    const unit = offset / ALIGN, bit = 1 << (unit & 31);
    if (!(this.starts[unit >>> 5]! & bit)) throw new Error(`free of ${offset}, which is not a live block`);
    this.starts[unit >>> 5]! &= ~bit;
    this.live--;
    const size = blockSize(bytes);
    this.inUse -= size;
    if (debug.poisonFreed) this.bytes(offset, size).fill(0xff);
    if (size <= SMALL_MAX) (this.smallFree[size / ALIGN] ??= []).push(offset);
    else this.releaseRange(offset, size);
  }

  stats(): HeapStats {
    return {
      inUseBytes: this.inUse, peakInUseBytes: this.peak, liveBlocks: this.live, topBytes: this.top,
      heapBytes: this.heap.memory.buffer.byteLength, limitBytes: this.heap.limit,
    };
  }

  private reuseSmall(size: number): number | null {
    if (size > SMALL_MAX) return null;
    return this.smallFree[size / ALIGN]?.pop() ?? null;
  }

  /** First fit in address order: low blocks are reused first, which lets the top come down. */
  private takeRange(size: number): number | null {
    const { ranges } = this;
    // a plain loop: a predicate closing over size would be made on every allocation that reaches here
    let i = 0;
    while (i < ranges.length && ranges[i]!.size < size) i++;
    if (i === ranges.length) return null;
    const r = ranges[i]!;
    const offset = r.offset;
    if (r.size === size) ranges.splice(i, 1);
    else { r.offset += size; r.size -= size; }
    return offset;
  }

  private bump(size: number): number | null {
    const end = this.top + size;
    if (!this.heap.reserve(end)) return null;
    const offset = this.top;
    this.top = end;
    const units = Math.ceil(end / ALIGN / 32);
    if (units > this.starts.length) {
      const grown = new Uint32Array(Math.max(units, 2 * this.starts.length));
      grown.set(this.starts);
      this.starts = grown;
    }
    return offset;
  }

  private releaseRange(offset: number, size: number): void {
    const { ranges } = this;
    let lo = 0, hi = ranges.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (ranges[mid]!.offset < offset) lo = mid + 1; else hi = mid;
    }
    const before = ranges[lo - 1], after = ranges[lo];
    let merged: Range;
    if (before && before.offset + before.size === offset) {
      before.size += size;
      merged = before;
      if (after && offset + size === after.offset) {
        before.size += after.size;
        ranges.splice(lo, 1);
      }
    } else if (after && offset + size === after.offset) {
      after.offset = offset;
      after.size += size;
      merged = after;
    } else {
      merged = { offset, size };
      ranges.splice(lo, 0, merged);
    }
    if (merged.offset + merged.size === this.top) {
      this.top = merged.offset;
      ranges.splice(ranges.indexOf(merged), 1);
    }
  }

  private zero(offset: number, size: number): void {
    const dirtyEnd = Math.min(offset + size, this.clean);
    if (dirtyEnd > offset) this.bytes(offset, dirtyEnd - offset).fill(0);
    this.clean = Math.max(this.clean, offset + size);
  }

  private bytes(offset: number, size: number): Uint8Array {
    return new Uint8Array(this.heap.buffer, offset, size);
  }
}
