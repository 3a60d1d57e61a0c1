/**
 * Bind groups by (layout, params buffer and binding size, buffers), made once and reused: making one is the costliest
 * part of recording a dispatch, and pool buffers are reused (pool.ts), so a loop's ops bind the same buffers again and
 * again. Kernel parameters sit at a dynamic offset (queue.ts), so they do not make a bind group unique. The cache is
 * bounded, oldest entries going first, and forgets the entries of buffers the pool destroys.
 *
 * Every dispatch looks its group up, so the lookup walks a tree of maps keyed by the objects themselves, one level per
 * key part: a string key built per dispatch (with an id per buffer from a WeakMap) cost several times as much.
 */
import type { KernelLayout } from './layouts.ts';

/** Enough for the buffers of a long loop body; each entry holds a small driver object. */
const LIMIT = 4096;

/** A level of the tree: the next key part's branches, the entry whose key ends here, and where it hangs itself. */
interface Branch {
  readonly next: Map<unknown, Branch>;
  entry: Entry | null;
  readonly parent: Branch | null;
  readonly part: unknown;
}

interface Entry {
  readonly group: GPUBindGroup;
  readonly buffers: readonly GPUBuffer[];
  /** Where the entry hangs, so that dropping it leaves no entry behind. */
  readonly branch: Branch;
}

const branch = (parent: Branch | null, part: unknown): Branch => ({ next: new Map(), entry: null, parent, part });

export class BindGroups {
  private readonly root = branch(null, null);
  /** The live entries, oldest first. */
  private readonly entries = new Set<Entry>();

  private readonly device: GPUDevice;

  constructor(device: GPUDevice) {
    this.device = device;
  }

  /**
   * The bind group of `layout` binding `buffers` in order, with `params` (`paramsSize` bytes at a dynamic offset)
   * after the first `layout.buffers` of them.
   */
  get(layout: KernelLayout, buffers: readonly GPUBuffer[], params: GPUBuffer, paramsSize: number): GPUBindGroup {
    let at = this.step(this.step(this.step(this.root, layout), params), paramsSize);
    for (const b of buffers) at = this.step(at, b);
    const found = at.entry;
    if (found) return found.group;
    const entries: GPUBindGroupEntry[] = buffers.map((buffer, i) =>
      ({ binding: i < layout.buffers ? i : i + 1, resource: { buffer } }));
    entries.push({ binding: layout.buffers, resource: { buffer: params, offset: 0, size: paramsSize } });
    const entry: Entry = {
      group: this.device.createBindGroup({ layout: layout.bindGroup, entries }), buffers: [...buffers, params], branch: at,
    };
    if (this.entries.size >= LIMIT) this.drop(this.entries.values().next().value!);
    at.entry = entry;
    this.entries.add(entry);
    return entry.group;
  }

  /** Drops the bind groups that bind any of `destroyed`. */
  forget(destroyed: ReadonlySet<GPUBuffer>): void {
    for (const entry of this.entries) if (entry.buffers.some((b) => destroyed.has(b))) this.drop(entry);
  }

  private step(from: Branch, part: unknown): Branch {
    let to = from.next.get(part);
    if (!to) from.next.set(part, to = branch(from, part));
    return to;
  }

  /**
   * Drops an entry and the branches that led only to it, so the tree holds no more than the entries do (and no
   * destroyed buffer once its entries are gone).
   */
  private drop(entry: Entry): void {
    this.entries.delete(entry);
    let at = entry.branch;
    at.entry = null;
    while (at.parent && at.entry === null && at.next.size === 0) {
      at.parent.next.delete(at.part);
      at = at.parent;
    }
  }
}
