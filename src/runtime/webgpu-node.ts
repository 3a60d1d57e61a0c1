/** The engine's `cuda` device for the Node tools: the WebGPU device Dawn gives (see webgpu-env.ts). */
import { setAccelerator } from '../../engine/src/device.ts';
import { webGpuAccelerator } from '../../engine/src/backends/webgpu/accelerator.ts';
import { acquireGpu } from '../../engine/src/backends/webgpu/device.ts';
import { vulkanLoader } from './webgpu-env.ts';

/** Makes the WebGPU device, when there is one, the engine's `cuda`; returns its name or why there is none. */
export async function enableCuda(): Promise<string> {
  if (!vulkanLoader()) return 'no Vulkan loader (libvulkan.so.1) for Dawn';
  const gpu = await acquireGpu();
  if (!gpu.ok) return gpu.reason;
  setAccelerator(webGpuAccelerator(gpu));
  return gpu.name;
}
