/**
 * Acquiring the one WebGPU device a process uses: `navigator.gpu` in a browser, Dawn's Node binding (the npm
 * `webgpu` package) in Node. A missing API, adapter or binding is a `NoGpu` result with the reason, never a throw,
 * so `torch.cuda.is_available()` can answer False on any machine.
 *
 * In Node without a GPU, Dawn finds SwiftShader (a CPU Vulkan) only when the process starts with
 * `LD_LIBRARY_PATH` and `VK_ICD_FILENAMES` pointing at it (vitest.config.ts sets them for the test workers).
 */

import { subgroupMatricesCompile } from './matmul.ts';

export interface Gpu {
  readonly ok: true;
  readonly device: GPUDevice;
  /**
   * Held for as long as the device: Dawn's Node binding frees its instance when the GPU object is collected, and
   * then crashes polling events for the device it made.
   */
  readonly api: GPU;
  readonly adapter: GPUAdapter;
  /** What the adapter calls itself ("swiftshader", "nvidia ..."), for torch.cuda.get_device_name and the page. */
  readonly name: string;
  /** Whether the device was created with `shader-f16`, which the f16 matmul path needs. */
  readonly f16: boolean;
  /** Whether the adapter is a CPU standing in for a GPU (SwiftShader): the adapter info's isFallbackAdapter. */
  readonly software: boolean;
  /** The tensor-core fragment the f16 matmul uses (float16 in, float32 accumulated), where the device has one. */
  readonly subgroupMatrix: SubgroupMatrix | null;
}

/** A subgroup matrix multiply of f16 [m, k] by [k, n] into f32, in subgroups of `subgroupSize` invocations. */
export interface SubgroupMatrix {
  readonly m: number;
  readonly n: number;
  readonly k: number;
  readonly subgroupSize: number;
  /**
   * How loads and stores name a fragment's layout: as a template argument (`subgroupMatrixLoad<T, row_major>`), the
   * current form, or as a `col_major` bool argument, the first form, which newer Dawn still takes with a warning
   * printed for every kernel (see subgroupMatricesCompile).
   */
  readonly layoutArgument?: boolean;
}

export interface NoGpu {
  readonly ok: false;
  readonly reason: string;
}

/** Dawn's toggles: f16 on NVIDIA's Vulkan driver is off unless asked for (see the GPU notes). */
const DAWN_FLAGS = ['enable-dawn-features=allow_unsafe_apis,vulkan_enable_f16_on_nvidia'];

const isNode = typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node === 'string';

async function gpuApi(): Promise<GPU | string> {
  const nav = (globalThis as { navigator?: { gpu?: GPU } }).navigator;
  if (nav?.gpu) return nav.gpu;
  if (!isNode) return 'this browser has no WebGPU (navigator.gpu is absent)';
  // a variable module name keeps bundlers from pulling the Node binding into the browser build
  const binding = 'webgpu';
  try {
    const { create, globals } = await import(/* @vite-ignore */ binding) as {
      create: (flags: string[]) => GPU; globals: object;
    };
    // GPUBufferUsage and kin, which the browser defines globally
    for (const [k, v] of Object.entries(globals)) if (!(k in globalThis)) (globalThis as Record<string, unknown>)[k] = v;
    return create(DAWN_FLAGS);
  } catch (e) {
    return `the WebGPU binding for Node (npm package 'webgpu') did not load: ${(e as Error).message}`;
  }
}

const SUBGROUP_MATRIX = 'chromium-experimental-subgroup-matrix';

interface SubgroupMatrixConfig {
  readonly componentType: string;
  readonly resultComponentType: string;
  readonly M: number;
  readonly N: number;
  readonly K: number;
}

/**
 * The largest square f16-in, f32-out subgroup matrix the adapter offers (Dawn's experimental feature, which its
 * `allow_unsafe_apis` toggle exposes), where subgroups have one size the kernels can be written for.
 */
function subgroupMatrixOf(adapter: GPUAdapter, f16: boolean): SubgroupMatrix | null {
  const info = adapter.info as GPUAdapterInfo & {
    subgroupMatrixConfigs?: Iterable<SubgroupMatrixConfig>; subgroupMinSize?: number; subgroupMaxSize?: number;
  };
  const features = adapter.features;
  if (!f16 || !features.has(SUBGROUP_MATRIX) || !features.has('subgroups') || !info.subgroupMaxSize ||
    info.subgroupMinSize !== info.subgroupMaxSize) return null;
  const square = [...info.subgroupMatrixConfigs ?? []].filter((c) => c.componentType === 'f16' &&
    c.resultComponentType === 'f32' && c.M === c.N && c.K % 8 === 0).sort((x, y) => y.M - x.M)[0];
  return square ? { m: square.M, n: square.N, k: square.K, subgroupSize: info.subgroupMaxSize } : null;
}

function adapterName(info: GPUAdapterInfo | undefined): string {
  const parts = [info?.vendor, info?.architecture, info?.device, info?.description].filter((s) => s);
  return parts.length ? [...new Set(parts)].join(' ') : 'unknown WebGPU adapter';
}

async function acquire(): Promise<Gpu | NoGpu> {
  const api = await gpuApi();
  if (typeof api === 'string') return { ok: false, reason: api };
  const adapter = await api.requestAdapter({ powerPreference: 'high-performance' }).catch(() => null);
  if (!adapter) return { ok: false, reason: 'no WebGPU adapter (no GPU, or its driver is not visible to WebGPU)' };
  const f16 = adapter.features.has('shader-f16');
  const subgroupMatrix = subgroupMatrixOf(adapter, f16);
  const limits = adapter.limits;
  const device = await adapter.requestDevice({
    requiredFeatures: [...(f16 ? ['shader-f16'] : []),
      ...(subgroupMatrix ? ['subgroups', SUBGROUP_MATRIX] : [])] as GPUFeatureName[],
    requiredLimits: {
      maxStorageBuffersPerShaderStage: limits.maxStorageBuffersPerShaderStage,
      maxStorageBufferBindingSize: limits.maxStorageBufferBindingSize,
      maxBufferSize: limits.maxBufferSize,
      maxComputeWorkgroupStorageSize: limits.maxComputeWorkgroupStorageSize,
    },
  }).catch((e: Error) => e);
  if (device instanceof Error) return { ok: false, reason: `the WebGPU adapter refused a device: ${device.message}` };
  // the kernel is checked here, once, so that a device whose driver rejects it multiplies f16 without it
  const sgm = subgroupMatrix && await subgroupMatricesCompile(device, subgroupMatrix);
  const software = (adapter.info as GPUAdapterInfo & { isFallbackAdapter?: boolean }).isFallbackAdapter === true;
  return { ok: true, device, api, adapter, name: adapterName(adapter.info), f16, software, subgroupMatrix: sgm };
}

let pending: Promise<Gpu | NoGpu> | null = null;

/** The process's WebGPU device, acquired on first call and shared after. */
export function acquireGpu(): Promise<Gpu | NoGpu> {
  pending ??= acquire();
  return pending;
}
