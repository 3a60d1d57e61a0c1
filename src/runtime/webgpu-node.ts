/** The engine's `cuda` device for the Node tools: the WebGPU device Dawn gives (see webgpu-env.ts). */
import { installWebGpu } from '../../engine/src/backends/webgpu/accelerator.ts';
import { vulkanLoader } from './webgpu-env.ts';

/**
 * Makes the WebGPU device, when there is one, the engine's `cuda` (with `hardwareOnly`, only a GPU's: see
 * installWebGpu); returns its name or why there is none.
 */
export async function enableCuda(hardwareOnly = false): Promise<string> {
  if (!vulkanLoader()) return 'no Vulkan loader (libvulkan.so.1) for Dawn';
  const gpu = await installWebGpu(hardwareOnly);
  return gpu.ok ? gpu.name : gpu.reason;
}
