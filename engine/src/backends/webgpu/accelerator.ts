/**
 * The WebGPU backend as the engine's `cuda` device (device.ts Accelerator): where device ops allocate, how CPU
 * tensors go up, how device bytes come back to the host for reads, and torch.cuda's memory figures.
 */
import { setAccelerator, type Accelerator } from '../../device.ts';
import { acquireGpu, type Gpu, type NoGpu } from './device.ts';
import { createWebGpuBackend } from './index.ts';
import { isGpuStorage } from './storage.ts';

/** Makes the process's WebGPU device, when there is one, the engine's `cuda`; returns it, or why there is none. */
/**
 * Makes the process's WebGPU device the `cuda` device; with `hardwareOnly`, only a GPU's, not a CPU standing in for
 * one (SwiftShader), so a machine without a GPU runs as a CPU-only PyTorch build there does.
 */
export async function installWebGpu(hardwareOnly = false): Promise<Gpu | NoGpu> {
  const gpu = await acquireGpu();
  if (gpu.ok && hardwareOnly && gpu.software) return { ok: false, reason: `${gpu.name} is a CPU, not a GPU` };
  if (gpu.ok) setAccelerator(webGpuAccelerator(gpu));
  return gpu;
}

export function webGpuAccelerator(gpu: Gpu): Accelerator {
  const backend = createWebGpuBackend(gpu);
  return {
    name: gpu.name,
    f16: gpu.f16,
    backend,
    allocate: backend.allocate,
    upload: (t) => backend.upload(t),
    alias(of, dtype, counter) {
      if (!isGpuStorage(of)) throw new Error('an alias of a storage that is not on the GPU');
      return of.alias(dtype, counter);
    },
    async fetch(storages) {
      const device = storages.filter(isGpuStorage);
      const versions = device.map((s) => s.version);
      (await backend.read(device)).forEach((bytes, i) => device[i]!.fetched(bytes, versions[i]!));
    },
    synchronize: () => backend.synchronize(),
    idle: () => backend.idle(),
    memory() {
      const stats = backend.memoryStats();
      return {
        allocated: stats.allocated, peak: stats.peakAllocated, reserved: stats.reserved,
        peakReserved: stats.peakReserved, limit: gpu.device.limits.maxBufferSize,
      };
    },
    resetPeak: () => backend.resetPeak(),
    emptyCache: () => backend.emptyCache(),
  };
}
