/**
 * Devices as PyTorch names them: `cpu`, `cuda`, which WebGPU backs when the host found an adapter, and `meta`, whose
 * tensors hold no values (backends/meta.ts). Parsing and its errors follow c10/core/Device.cpp; what happens when a
 * device is asked for follows a CPU-only PyTorch build when no adapter exists.
 */
import { TorchError, runtimeError } from './errors.ts';
import type { Backend } from './backend.ts';
import type { DType } from './dtype.ts';
import { StorageAlias } from './memory/alias.ts';
import { allocateMetaStorage } from './backends/meta.ts';
import { allocateHeapStorage } from './memory/storage.ts';
import { release, retain } from './memory/ownership.ts';
import { Tensor, registerDeviceAllocator, type Allocator, type Storage } from './tensor.ts';

export interface Device {
  readonly type: string;
  readonly index: number | null;
}

/** Every device type PyTorch's parser knows (current PyTorch's list, in its order, for its error message). */
const DEVICE_TYPES = ['cpu', 'cuda', 'ipu', 'xpu', 'mkldnn', 'opengl', 'opencl', 'ideep', 'hip', 've', 'fpga', 'maia',
  'xla', 'lazy', 'vulkan', 'mps', 'meta', 'hpu', 'mtia', 'privateuseone'];

export const CPU: Device = Object.freeze({ type: 'cpu', index: null });
export const CUDA0: Device = Object.freeze({ type: 'cuda', index: 0 });
export const META: Device = Object.freeze({ type: 'meta', index: null });

registerDeviceAllocator('meta', allocateMetaStorage);

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

/** Byte counts of the device's memory, as torch.cuda reports them. */
export interface DeviceMemory {
  /** Held by live tensors, and the most ever held since the last reset. */
  readonly allocated: number;
  readonly peak: number;
  /** Held by the buffer pool (live tensors plus freed buffers kept for reuse), and its most. */
  readonly reserved: number;
  readonly peakReserved: number;
  /** The most one buffer may hold (the adapter's limit). */
  readonly limit: number;
}

/** What runs tensors on the `cuda` device: set by the host once it has a WebGPU device (see setAccelerator). */
export interface Accelerator {
  /** The adapter's description, for torch.cuda.get_device_name(). */
  readonly name: string;
  /** Whether the adapter computes in float16 (WebGPU's shader-f16). */
  readonly f16: boolean;
  /** Runs the kernels of ops on this device's tensors. */
  readonly backend: Backend;
  /** Storage on the device (storage.device is 'webgpu'). */
  readonly allocate: Allocator;
  /** A contiguous device copy of a CPU tensor. */
  upload(t: Tensor): Tensor;
  /**
   * Another storage over a device storage's bytes, as memory/alias.ts's over heap bytes: read as `dtype`, its writes
   * counted on `counter` (a fresh counter when omitted).
   */
  alias(of: Storage, dtype: DType, counter?: { mutations: number }): Storage;
  /**
   * Makes the host copies of device storages current once the work queued before them has run: after it, their
   * `data` reads the device's bytes (see HostRead).
   */
  fetch(storages: readonly Storage[]): Promise<void>;
  /** Resolves when everything queued has run (torch.cuda.synchronize). */
  synchronize(): Promise<void>;
  /** Whether everything queued is known to have run, so that synchronize would not wait. */
  idle(): boolean;
  memory(): DeviceMemory;
  resetPeak(): void;
  emptyCache(): void;
}

let accelerator: Accelerator | null = null;
/** Where factories make tensors when given no device (torch.set_default_device). */
let defaultDevice: Device = CPU;

export function setDefaultDevice(d: Device): void {
  defaultDevice = usableDevice(d);
}

export const currentDefaultDevice = (): Device => defaultDevice;

export function setAccelerator(a: Accelerator | null): void {
  accelerator = a;
  defaultDevice = CPU;
  registerDeviceAllocator('webgpu', a ? a.allocate : null);
}

/**
 * Raised when an op needs a device tensor's bytes on the host: the binding waits for `accelerator.fetch` of the
 * pending storages (Python can wait; JS cannot) and runs the op again, now reading the fetched copies.
 */
export const hostReadsPending = new Set<Storage>();
export const hostRead = (storage: Storage): TorchError => {
  hostReadsPending.add(storage);
  // made without a stack: capturing one through every frame of the Python interpreter below costs more than the read
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new TorchError('HostRead', 'a device tensor was read on the host before its bytes were fetched');
  } finally {
    Error.stackTraceLimit = limit;
  }
};

export const currentAccelerator = (): Accelerator | null => accelerator;

/** How many times ops have read fetched device bytes on the host (see ops/registry.ts onDevice). */
let hostBytesRead = 0;
export const noteHostBytesRead = (): void => { hostBytesRead++; };
export const hostBytesReadCount = (): number => hostBytesRead;

/**
 * Another storage over the bytes of a heap or device storage `of` (memory/alias.ts): read as `dtype`, its writes
 * counted on `counter` (a fresh counter when omitted).
 */
export function storageAlias(of: Storage, dtype: DType, counter?: { mutations: number }): Storage {
  if (of.device === 'webgpu') return accelerator!.alias(of, dtype, counter);
  // meta tensors have no bytes to share: a new meta storage of the same size stands for them
  if (of.device === 'meta') return allocateMetaStorage(dtype, Math.floor(of.length * of.dtype.itemsize / dtype.itemsize));
  return new StorageAlias(of, dtype, counter);
}

/** What a CPU-only PyTorch build raises on any use of CUDA (torch.cuda._lazy_init). */
export const noCuda = (): TorchError => new TorchError('AssertionError', 'Torch not compiled with CUDA enabled');

/**
 * The device tensors may be made on or moved to: `cpu` (any index names the one CPU), `meta` (likewise), or `cuda:0`
 * when an accelerator exists. CUDA without one raises CPU-only PyTorch's error; other device types are not built in.
 */
export function usableDevice(d: Device): Device {
  if (d.type === 'cpu') return CPU;
  if (d.type === 'meta') return META;
  if (d.type !== 'cuda') throw runtimeError(`PyTorch is not linked with support for ${d.type} devices`);
  if (!accelerator) throw noCuda();
  if (d.index !== null && d.index !== 0) {
    throw new TorchError('AcceleratorError',
      cudaError('invalid device ordinal', 'GPU device may be out of range, do you have enough GPUs?'));
  }
  return CUDA0;
}

/** The device a tensor's storage is on: WebGPU storage is the `cuda` device. */
export const deviceOf = (t: Tensor): Device => {
  const where = t.storage.device;
  return where === undefined ? CPU : where === 'webgpu' ? CUDA0 : META;
};

/** The dispatch keys of the devices, as Tensor::toString starts a type's name. */
const DISPATCH_KEYS: Readonly<Record<string, string>> = { cpu: 'CPU', cuda: 'CUDA', meta: 'Meta' };
/** The scalar types whose CPU and CUDA type names PyTorch's Python errors rename to the legacy tensor classes. */
const LEGACY_CLASSES = new Set(['Byte', 'Char', 'Double', 'Float', 'Int', 'Long', 'Short', 'Half']);

/** A tensor's type as PyTorch's errors print it: `torch.FloatTensor`, `torch.cuda.LongTensor`, `CPUBoolType`. */
export function tensorTypeName(t: Tensor): string {
  const device = deviceOf(t).type, scalar = t.dtype.scalarName;
  if (LEGACY_CLASSES.has(scalar) && device !== 'meta') {
    return `torch.${device === 'cuda' ? 'cuda.' : ''}${scalar}Tensor`;
  }
  return `${DISPATCH_KEYS[device]}${scalar}Type`;
}

/**
 * `t` on `device` (a usable one): itself when it is there already, else a copy: an upload, a meta tensor of its
 * layout, or a device tensor's fetched bytes in the heap (raising HostRead until they are fetched; a meta tensor has
 * none to give).
 */
export function moveTo(t: Tensor, device: Device): Tensor {
  if (deviceOf(t) === device) return t;
  if (device === META) return new Tensor(allocateMetaStorage(t.dtype, t.storage.length), t.shape, t.strides, t.offset);
  if (device === CUDA0) return accelerator!.upload(t);
  return new Tensor(hostCopy(t.storage), t.shape, t.strides, t.offset);
}

/** A heap copy of a device storage's fetched bytes (HostRead until they are fetched). */
export function hostCopy(storage: Storage): Storage {
  const bytes = storage.data;
  const host = allocateHeapStorage(storage.dtype, storage.length, false);
  host.data.set(bytes as never);
  return host;
}

/** Device flags that are nonzero where a kernel's check failed: read, and cleared, at the next sync point. */
const asserts: Tensor[] = [];

export function deviceAssert(flag: Tensor): void {
  retain(flag.storage);
  asserts.push(flag);
}

/** What PyTorch says after a CUDA error, since its kernels run after the call that launched them. */
const ASYNC_NOTE = 'CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace ' +
  'below might be incorrect.\nFor debugging consider passing CUDA_LAUNCH_BLOCKING=1';

/** What PyTorch CUDA raises at the first API call after a device-side assert fired. */
const ASSERT_MESSAGE = `CUDA error: device-side assert triggered\n${ASYNC_NOTE}`;

/**
 * A failed CUDA runtime call's message as C10_CUDA_CHECK words it (c10/cuda/CUDAException.cpp): the error, its
 * help, the note on asynchronous errors, and the word on device-side assertions of a build without them.
 */
const cudaError = (error: string, help: string): string =>
  `CUDA error: ${error}\n${help}\n${ASYNC_NOTE}\nCompile with \`TORCH_USE_CUDA_DSA\` to enable device-side ` +
  'assertions.\n';

/** Whether device-side assert flags wait to be read (at the next fetch). */
export const assertsPending = (): boolean => asserts.length > 0;

/**
 * Fetches device storages for host reads together with the pending assert flags, and raises PyTorch CUDA's error
 * when one fired.
 */
export async function fetchChecked(storages: readonly Storage[]): Promise<void> {
  const flags = asserts.splice(0);
  await accelerator!.fetch([...storages, ...flags.map((f) => f.storage)]);
  const fired = flags.some((f) => f.storage.data[0] !== 0);
  flags.forEach((f) => release(f.storage));
  if (fired) throw runtimeError(ASSERT_MESSAGE);
}

/** Whether an error is the HostRead signal. */
export const isHostRead = (e: unknown): boolean => e instanceof TorchError && e.pyType === 'HostRead';
