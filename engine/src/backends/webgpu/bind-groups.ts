/**
 * Bind groups by (layout, buffers, params binding size), made once and reused: making one is the costliest part of
 * recording a dispatch, and pool buffers are reused (pool.ts), so a loop's ops bind the same buffers again and
 * again. Kernel parameters sit at a dynamic offset (queue.ts), so they do not make a bind group unique. The cache is
 * bounded, oldest entries going first, and forgets the entries of buffers the pool destroys.
 */
import type { KernelLayout } from './layouts.ts';

/** Enough for the buffers of a long loop body; each entry holds a small driver object. */
const LIMIT = 4096;

interface Entry {
  readonly group: GPUBindGroup;
  readonly buffers: readonly GPUBuffer[];
}

export class BindGroups {
  private readonly cache = new Map<string, Entry>();
  private readonly ids = new WeakMap<GPUBuffer, number>();
  private nextId = 0;

  private readonly device: GPUDevice;

  constructor(device: GPUDevice) {
    this.device = device;
  }

  /**
   * The bind group of `layout` binding `buffers` in order, with `params` (`paramsSize` bytes at a dynamic offset)
   * after the first `layout.buffers` of them.
   */
  get(layout: KernelLayout, buffers: readonly GPUBuffer[], params: GPUBuffer, paramsSize: number): GPUBindGroup {
    let key = `${layout.id} ${this.id(params)} ${paramsSize}`;
    for (const b of buffers) key += ` ${this.id(b)}`;
    let entry = this.cache.get(key);
    if (!entry) {
      const entries: GPUBindGroupEntry[] = buffers.map((buffer, i) =>
        ({ binding: i < layout.buffers ? i : i + 1, resource: { buffer } }));
      entries.push({ binding: layout.buffers, resource: { buffer: params, offset: 0, size: paramsSize } });
      entry = { group: this.device.createBindGroup({ layout: layout.bindGroup, entries }), buffers: [...buffers, params] };
      if (this.cache.size >= LIMIT) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(key, entry);
    }
    return entry.group;
  }

  /** Drops the bind groups that bind any of `destroyed`. */
  forget(destroyed: ReadonlySet<GPUBuffer>): void {
    for (const [key, { buffers }] of this.cache) if (buffers.some((b) => destroyed.has(b))) this.cache.delete(key);
  }

  private id(buffer: GPUBuffer): number {
    let id = this.ids.get(buffer);
    if (id === undefined) this.ids.set(buffer, id = this.nextId++);
    return id;
  }
}
