/**
 * Explicit bind group and pipeline layouts, one per binding shape, shared by every kernel of that shape (layout
 * 'auto' would give each pipeline its own, so no bind group could serve two kernels). The shape is what
 * bindings.ts `declarations` declares: binding 0 read_write storage (the output's buffer), then read-only storage
 * for the other buffers, then `params` at a dynamic offset into the batch's parameter buffer (queue.ts); a
 * scatter's claim pass adds one read_write buffer after it (pointwise.ts).
 */

/** GPUShaderStage.COMPUTE: in Node the global only exists once the binding has loaded. */
const COMPUTE = 0x4;

export interface KernelLayout {
  readonly id: number;
  readonly bindGroup: GPUBindGroupLayout;
  readonly pipeline: GPUPipelineLayout;
  /** Storage buffers bound before `params`. */
  readonly buffers: number;
}

export class Layouts {
  private readonly cache = new Map<number, KernelLayout>();

  private readonly device: GPUDevice;

  constructor(device: GPUDevice) {
    this.device = device;
  }

  /** The layout of `buffers` storage buffers, `params`, and with `claims` one more read_write buffer. */
  get(buffers: number, claims = false): KernelLayout {
    const key = 2 * buffers + (claims ? 1 : 0);
    let layout = this.cache.get(key);
    if (!layout) {
      const storage = (binding: number, type: GPUBufferBindingType, hasDynamicOffset = false): GPUBindGroupLayoutEntry =>
        ({ binding, visibility: COMPUTE, buffer: { type, hasDynamicOffset } });
      const entries = [
        ...Array.from({ length: buffers }, (_, b) => storage(b, b === 0 ? 'storage' : 'read-only-storage')),
        storage(buffers, 'read-only-storage', true),
        ...(claims ? [storage(buffers + 1, 'storage')] : []),
      ];
      const bindGroup = this.device.createBindGroupLayout({ entries });
      const pipeline = this.device.createPipelineLayout({ bindGroupLayouts: [bindGroup] });
      layout = { id: this.cache.size, bindGroup, pipeline, buffers };
      this.cache.set(key, layout);
    }
    return layout;
  }
}
