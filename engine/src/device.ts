/**
 * Devices as PyTorch names them: `cpu`, and `cuda`, which WebGPU backs when the host found an adapter. Parsing and
 * its errors follow c10/core/Device.cpp; what happens when a device is asked for follows a CPU-only PyTorch build
 * when no adapter exists.
 */
import { TorchError, runtimeError } from './errors.ts';
import type { Tensor } from './tensor.ts';

export interface Device {
  readonly type: string;
  readonly index: number | null;
}

/** Every device type PyTorch's parser knows (current PyTorch's list, in its order, for its error message). */
const DEVICE_TYPES = ['cpu', 'cuda', 'ipu', 'xpu', 'mkldnn', 'opengl', 'opencl', 'ideep', 'hip', 've', 'fpga', 'maia',
  'xla', 'lazy', 'vulkan', 'mps', 'meta', 'hpu', 'mtia', 'privateuseone'];

export const CPU: Device = Object.freeze({ type: 'cpu', index: null });
export const CUDA0: Device = Object.freeze({ type: 'cuda', index: 0 });

export const formatDevice = (d: Device): string => (d.index === null ? d.type : `${d.type}:${d.index}`);

function checkIndex(index: number): number {
  if (index < 0) throw runtimeError('Device index must not be negative');
  return index;
}

/** torch.device(text) / torch.device(type, index): "cuda", "cuda:0", "cpu". */
export function parseDevice(text: string, index: number | null = null): Device {
  if (text === '') throw runtimeError('Device string must not be empty');
  const m = /^([a-z_]+)(?::(0|[1-9][0-9]*))?$/.exec(text);
  const type = m ? m[1]! : /^[^:]*/.exec(text)![0];
  if (!DEVICE_TYPES.includes(type)) {
    throw runtimeError(`Expected one of ${DEVICE_TYPES.join(', ')} device type at start of device string: ${type}`);
  }
  if (!m) throw runtimeError(`Invalid device string: '${text}'`);
  if (m[2] !== undefined) {
    if (index !== null) {
      throw runtimeError(`type (string) must not include an index because index was passed explicitly: ${text}`);
    }
    return { type, index: Number(m[2]) };
  }
  return { type, index: index === null ? null : checkIndex(index) };
}

/** A bare int names a CUDA ordinal, as `torch.device(0)` and `device=0` do. */
export const cudaOrdinal = (index: number): Device => ({ type: 'cuda', index: checkIndex(index) });

/** What runs tensors on the `cuda` device: set by the host once it has a WebGPU device (see setAccelerator). */
export interface Accelerator {
  /** The adapter's description, for torch.cuda.get_device_name(). */
  readonly name: string;
  /** Whether the adapter computes in float16 (WebGPU's shader-f16). */
  readonly f16: boolean;
}

let accelerator: Accelerator | null = null;

export function setAccelerator(a: Accelerator | null): void {
  accelerator = a;
}

export const currentAccelerator = (): Accelerator | null => accelerator;

/** What a CPU-only PyTorch build raises on any use of CUDA (torch.cuda._lazy_init). */
export const noCuda = (): TorchError => new TorchError('AssertionError', 'Torch not compiled with CUDA enabled');

/**
 * The device tensors may be made on or moved to: `cpu` (any index names the one CPU), or `cuda:0` when an
 * accelerator exists. CUDA without one raises CPU-only PyTorch's error; other device types are not built in.
 */
export function usableDevice(d: Device): Device {
  if (d.type === 'cpu') return CPU;
  if (d.type !== 'cuda') throw runtimeError(`PyTorch is not linked with support for ${d.type} devices`);
  if (!accelerator) throw noCuda();
  if (d.index !== null && d.index !== 0) throw runtimeError('CUDA error: invalid device ordinal');
  return CUDA0;
}



/** The device a tensor's storage is on: WebGPU storage is the `cuda` device. */
export const deviceOf = (t: Tensor): Device => (t.storage.device === 'webgpu' ? CUDA0 : CPU);
