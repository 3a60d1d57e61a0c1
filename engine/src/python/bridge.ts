/**
 * The JS module the Python `torch` package imports as `_torch_engine`: one crossing per op. Python passes each
 * op's arguments with a one-letter kind per argument, because Pyodide turns both 2 and 2.0 into the JS number 2
 * and PyTorch's type promotion needs to know which it was. Tensors cross as handles (see handles.ts), and every
 * argument crosses positionally as a number or string, the kinds of value Pyodide passes without building proxies.
 */
import {
  backward, call, dtypeOf, promoteTypes, resultType, exportValues, fromValues, gradMode, item, manualSeed, allOps,
  defaultGenerator,
  PyScalar, Tensor, type Value,
} from '../index.ts';
import { PyList, PyObject } from '../ops/schema.ts';
import type { GpuStorage } from '../backends/webgpu/storage.ts';
import { canCast, setDefaultFloat } from '../dtype.ts';
import { inferenceMode, type Storage } from '../tensor.ts';
import { runtimeError } from '../errors.ts';
import { enterAutocastOp, leaveAutocastOp, type Result } from '../ops/registry.ts';
import { beginBatched, endBatched, isBatched, refuseDynamicShape, type Randomness } from '../batched.ts';
import { beginCall, beginTrace, endCall, endTrace, markTrace, type Note, type Trace } from '../trace.ts';
import { describeTrace } from '../trace-describe.ts';
import { callFromPython, setCompiledCalls } from '../trace-scalars.ts';
import { exportOnnx } from '../onnx/export.ts';
import { beginRange, endRange, profiler, startProfile, stopProfile } from '../profiler.ts';
import { FREED_MESSAGE, popSavedTensorHooks, pushSavedTensorHooks, type Node } from '../autograd/graph.ts';
import { recordCustom } from '../autograd/record.ts';
import { currentGraphTaskId, drain, resumable, type BackwardOptions } from '../autograd/engine.ts';
import {
  autocastCacheEnabled, autocastNesting, autocastState, clearAutocastCache, setAutocast, setAutocastCache,
  type AutocastDevice,
} from '../autocast.ts';
import { rootOf } from '../memory/alias.ts';
import { engineCall } from '../memory/ownership.ts';
import { getNumThreads, setNumThreads } from '../backends/wasm/threads/count.ts';
import { heapStats, takeLargestManaged } from '../memory/storage.ts';
import { CpuGenerator, Generator, cudaGenerator } from '../random.ts';
import { CudaGenerator } from '../philox.ts';
import {
  assertsPending, currentAccelerator, currentDefaultDevice, deviceOf, fetchChecked, setDefaultDevice, storageAlias, formatDevice, hostReadsPending, isHostRead, noCuda, parseDevice, usableDevice, type Accelerator,
} from '../device.ts';
import { anomaly } from '../autograd/anomaly.ts';
import { HandleTable } from './handles.ts';
import { holdNode, nodeEntries } from './nodes.ts';
import { pythonHooks } from './saved-hooks.ts';
import { suggestMemoryFormat } from '../memory-format.ts';

/** Tensors Python holds, by the integer its Tensor object keeps. */
export const handles = new HandleTable();

const OPS = allOps();

/**
 * f float, i int, b bool, n None, d dtype name, s str, t tensor handle, L list of ints, T list of tensor handles,
 * O list of tensor handles or None, M any other list (its type name, then ints, bools and other elements' type names),
 * g generator, x any other object (its type's name).
 */
function decode(kind: number, raw: unknown): Value {
  switch (kind) {
    case 116 /* t */: return handles.get(raw as number);
    case 102 /* f */: return new PyScalar(raw as number, 'float');
    case 105 /* i */: return new PyScalar(raw as number | bigint, 'int');
    case 98 /* b */: return new PyScalar(raw ? 1 : 0, 'bool');
    case 110 /* n */: return null;
    case 100 /* d */: return dtypeOf(raw as string);
    case 115 /* s */: return raw as string;
    case 76 /* L */: return Array.from(raw as ArrayLike<number | bigint>, (v) => new PyScalar(Number(v), 'int'));
    case 77 /* M */: {
      const [typeName, ...items] = Array.from(raw as ArrayLike<string | number | boolean | bigint>);
      return new PyList(typeName as string, items.map((v) => (typeof v === 'bigint' ? Number(v) : v)));
    }
    case 84 /* T */: return Array.from(raw as ArrayLike<number>, (h) => handles.get(h));
    case 79 /* O */: return Array.from(raw as ArrayLike<number | undefined>, (h) => (h === undefined ? null : handles.get(h)));
    case 103 /* g */: return raw as Generator;
    case 120 /* x */: return new PyObject(raw as string);
    default: throw new Error(`unknown argument kind ${String.fromCharCode(kind)}`);
  }
}

const put = (t: Tensor) => handles.put(t);
const cuda = (): Accelerator => {
  const a = currentAccelerator();
  if (!a) throw noCuda();
  return a;
};
const get = (h: number) => handles.get(h);
const note = (noted: string): Note => {
  const [text, hs] = JSON.parse(noted) as [string, number[]];
  return { text, tensors: hs.map(get) };
};

/** Fetches the device bytes that ops asked for on the host (see device.ts hostRead); resolves when they are in. */
function fetchPending(): Promise<void> {
  const storages = [...hostReadsPending];
  hostReadsPending.clear();
  cuda();
  return fetchChecked(storages);
}

/**
 * What `read` returns, or, when it needs device bytes not yet on the host, a promise of that once they are fetched:
 * Python waits for the promise (torch/_engine.py wait) rather than catching HostRead and calling again.
 */
function hostValue<R>(read: () => R): R | Promise<R> {
  try {
    return read();
  } catch (e) {
    if (!isHostRead(e)) throw e;
    return fetchPending().then(() => hostValue(read));
  }
}
const optional = (h: number | undefined) => (h === undefined ? null : get(h));

/** A device storage larger than this is not fetched whole for `.item()`. */
const WHOLE_FETCH_BYTES = 1 << 16;

/**
 * What `.item()` reads: the one-element tensor itself, or, where it is a view into a large device storage whose bytes
 * are not on the host, a copy of its element made on the device, so that the read moves four bytes rather than the
 * whole storage (64 MB for `(a @ b)[0, 0]` at 4096), as PyTorch copies one element.
 */
function elementSource(t: Tensor): Tensor {
  const s = t.storage;
  if (s.device !== 'webgpu' || (s as GpuStorage).fetchedCurrent || s.length * s.dtype.itemsize <= WHOLE_FETCH_BYTES ||
    t.numel !== 1) return t;
  return call('clone', [t.view(t.shape, t.strides)]) as Tensor;
}

/** A number naming each storage for as long as it lives: views of one storage share it. */
const storageIds = new WeakMap<Storage, number>();
let nextStorageId = 1;
function storageId(of: Storage): number {
  // an alias of a storage's bytes (view(dtype), .data) is that storage to Python
  const s = rootOf(of);
  let id = storageIds.get(s);
  if (id === undefined) storageIds.set(s, (id = nextStorageId++));
  return id;
}

/** A backward pass; one a HostRead interrupted goes on where it stopped, once Python has fetched the bytes. */
function runBackward(roots: readonly Tensor[], grads: readonly (Tensor | null)[], options: BackwardOptions):
  (Tensor | null)[] {
  const pass = resumable(roots);
  return pass ? drain(pass) : backward(roots, grads, options);
}

const toPython = (result: Result) => {
  if (result instanceof Tensor) return put(result);
  if (Array.isArray(result)) return result.map(put);
  return result;
};

/** A Python object that exports its memory (an `array.array` of doubles), as Pyodide hands one to JS. */
interface PyBufferSource { getBuffer(type: string): { data: Float64Array; release(): void } }

/**
 * An array of doubles in Python's own memory, which Python writes and JS reads: how numbers cross in bulk without
 * call arguments. Pyodide passes each call argument through its general converter, which for two handles costs about
 * as much as the rest of a crossing, and a list through `to_js` costs several times a crossing; a store into an
 * array costs next to nothing. Handles, Python floats, and ints and bools up to 2**53 all hold exactly in a double.
 */
class PythonDoubles {
  private source: PyBufferSource | null = null;
  private buffer: ReturnType<PyBufferSource['getBuffer']> | null = null;

  set(source: PyBufferSource): void {
    this.buffer?.release();
    this.source = source;
    this.buffer = source.getBuffer('f64');
  }

  /** Copies of the first `n` values. */
  read(n: number): number[] {
    const view = this.view();
    const values = new Array<number>(n);
    for (let i = 0; i < n; i++) values[i] = view[i]!;
    return values;
  }

  write(i: number, value: number): void {
    this.view()[i] = value;
  }

  private view(): Float64Array {
    const view = this.buffer!.data;
    if (view.length > 0) return view;
    // growing Python's memory detaches views made before (they then read as empty)
    this.buffer!.release();
    return (this.buffer = this.source!.getBuffer('f64')).data;
  }
}

/**
 * Dead tensors' bytes Python may hold back before giving their handles back (torch/_engine.py batches them, up to 64
 * at a time, since each giving back is a crossing). Results of a few megabytes make the batch smaller, down to one:
 * sixty-four of them would hold hundreds of megabytes, and every new result would take memory never touched before.
 */
const DEAD_BYTES = 4 << 20;
/** Where in `operands` JS leaves the batch size that the last call's largest result calls for. */
const BATCH_SLOT = 2;
const batchFor = (bytes: number) => (bytes <= DEAD_BYTES / 64 ? 64 : Math.max(1, Math.floor(DEAD_BYTES / bytes)));

/**
 * A caller of op number `op` (its index in ops()) for one way of passing arguments. `kinds` has one letter per
 * argument, then, when the last few are keyword arguments, "|" and their names: "ttf|alpha" is (tensor, tensor,
 * alpha=float). Python keeps one caller per op and kinds, so a call passes only the argument values (each extra
 * argument costs a conversion) and nothing is parsed per call. A `swapped` caller receives its first two arguments
 * in the other order (kinds still name them in binding order). A `discard` caller runs an in-place op whose Python
 * caller returns its own self; the other returns the result, tensors as new handles. A `method` caller serves a
 * Tensor method, whose argument errors count positions after self. `shared` is the calling interpreter's `operands`
 * array: a `block` caller takes no arguments but reads them from it, before anything it runs could call back into
 * Python, and every caller leaves there how many dead tensors Python may hold back now (`batchFor`).
 */
function caller(
  op: number, kinds: string, discard: boolean, swapped: boolean, method: boolean, shared: PythonDoubles, block: boolean,
): (...raw: unknown[]) => unknown {
  const def = OPS[op]!;
  const bar = kinds.indexOf('|');
  const names = bar < 0 ? [] : kinds.slice(bar + 1).split(',');
  const codes = Array.from(bar < 0 ? kinds : kinds.slice(0, bar), (c) => c.charCodeAt(0));
  const positional = codes.length - names.length;
  // a reflected operator (2 - x) passes its self first, though it binds second: its op runs (other, self)
  const from = (i: number) => (swapped && i < 2 ? 1 - i : i);
  const bindArgs = (raw: readonly unknown[]) => {
    const args = new Array<Value>(positional);
    for (let i = 0; i < positional; i++) args[i] = decode(codes[i]!, raw[from(i)]);
    if (!names.length) return callFromPython(def, args, undefined, method);
    const kwargs: Record<string, Value> = {};
    names.forEach((name, j) => { kwargs[name] = decode(codes[positional + j]!, raw[positional + j]); });
    return callFromPython(def, args, kwargs, method);
  };
  // an engine call (memory/ownership.ts): what earlier calls left without owners is freed first
  const call = engineCall(discard ? (raw: readonly unknown[]) => { bindArgs(raw); }
    : (raw: readonly unknown[]) => toPython(bindArgs(raw)));
  const run = (raw: readonly unknown[]) => {
    const result = call(raw);
    shared.write(BATCH_SLOT, batchFor(takeLargestManaged()));
    return result;
  };
  return block ? () => run(shared.read(codes.length)) : (...raw) => run(raw);
}

/**
 * The `_torch_engine` module of one interpreter: the shared entry points below, plus the two arrays that interpreter
 * passes numbers through. They live in its own memory, and one process may run several interpreters (a test's
 * sessions), so each gets its own.
 */
export function torchEngineModuleFor(): Record<string, unknown> {
  /** Where operator calls put their operands (torch/_tensor.py), read by `block` callers. */
  const operands = new PythonDoubles();
  /** Where Python puts the handles of dead tensors it gives back (torch/_engine.py). */
  const released = new PythonDoubles();
  return {
    ...torchEngineModule,
    caller: (op: number, kinds: string, discard: boolean, swapped = false, method = false, block = false) =>
      caller(op, kinds, discard, swapped, method, operands, block),
    /** The arrays `operands` and `released` read (each stays put while JS holds a view of it). */
    set_blocks(operandBlock: PyBufferSource, releaseBlock: PyBufferSource): void {
      operands.set(operandBlock);
      released.set(releaseBlock);
    },
    /** Gives back the first `n` handles in `released`, whose Python tensors died (Python batches them). */
    release(n: number): void {
      handles.release(released.read(n));
    },
  };
}

const torchEngineModule = {
  /** Each op as [name, returns, variants], in the order `caller` numbers them. */
  ops(): string[][] {
    return OPS.map((op) => [op.schema.name, op.schema.returns, op.variants.join(',')]);
  },
  /** The tensor itself, for the few Python paths that hand tensors back to JS as results of callbacks. */
  tensor: get,
  from_values(values: ArrayLike<number | bigint>, shape: ArrayLike<number>, dtype: string): number {
    return put(fromValues(values, Array.from(shape), dtypeOf(dtype)));
  },
  values: (h: number) => hostValue(() => exportValues(get(h))),
  item(h: number) {
    const t = elementSource(get(h));
    return hostValue(() => item(t));
  },
  alias(h: number): number {
    const t = get(h);
    return put(t.view(t.shape, t.strides));
  },
  /**
   * Tensor.data: the same elements under a version counter of their own, as PyTorch's variable_data makes it, so
   * writes through it go unseen by autograd's checks (a meta tensor's has no writes to count).
   */
  data(h: number): number {
    const t = get(h);
    if (t.storage.device === 'meta') return put(t.view(t.shape, t.strides));
    const d = new Tensor(storageAlias(t.storage, t.dtype), t.shape, t.strides, t.offset);
    d.inference = t.inference;
    return put(d);
  },
  /** [identity, length in elements, the tensor's offset into it, data pointer] of the storage under a tensor. */
  storage_meta(h: number): [number, number, number, number] {
    const { storage, offset } = get(h);
    // a meta tensor's address is null, as PyTorch's; a device storage's is made up from its id
    const address = storage.device === 'meta' ? 0 : storage.device ? storageId(storage) * 2 ** 16 : storage.byteOffset;
    return [storageId(storage), storage.length, offset, address];
  },
  /** A 1-D tensor of `dtype` whose storage holds these raw bytes (a storage read from a file). */
  from_bytes(bytes: Uint8Array, dtype: string): number {
    const d = dtypeOf(dtype);
    const t = Tensor.empty(d, [bytes.length / d.itemsize]);
    const data = t.storage.data;
    new Uint8Array(data.buffer, data.byteOffset, data.byteLength).set(bytes);
    return put(t);
  },
  /**
   * The bytes of a cpu tensor's whole storage, in the heap: numpy arrays read and write them there, so an array and
   * a tensor share memory as torch.from_numpy and Tensor.numpy promise. Fetch it again for each access: growing an
   * unshared memory detaches earlier views.
   */
  storage_bytes(h: number): Uint8Array {
    const s = get(h).storage;
    const view = s.data;
    return new Uint8Array(view.buffer, view.byteOffset, s.length * s.dtype.itemsize);
  },
  storage_offset: (h: number) => get(h).offset,
  /** A tensor over h's storage with these sizes, strides and offset, in elements (torch.from_numpy's result). */
  strided_view(h: number, shape: ArrayLike<number>, strides: ArrayLike<number>, offset: number): number {
    return put(get(h).view(Array.from(shape), Array.from(strides), offset));
  },
  /** `x.data = y`: x holds y's data from now on, keeping its autograd state. */
  set_data(h: number, src: number): void {
    get(h).setData(get(src));
  },
  /** "dtype:size,size,...", e.g. "float32:2,3" (a 0-d tensor has no sizes). */
  meta(h: number): string {
    const t = get(h);
    return `${t.dtype.name}:${t.shape.join(',')}`;
  },
  strides: (h: number) => get(h).strides,
  is_contiguous: (h: number) => get(h).isContiguous(),
  /** The memory format ops lay a result out in to keep the tensor's own (TensorBase::suggest_memory_format). */
  suggest_memory_format: (h: number) => suggestMemoryFormat(get(h)),
  version: (h: number) => get(h).storage.mutations,
  /** Tensor.output_nr: which output of its grad_fn the tensor is (reading gradFn first brings a view's node up to date). */
  output_nr: (h: number) => (get(h).gradFn === null ? 0 : get(h).outputNr),
  /** torch.autograd.graph.increment_version: marks t written in place by code the engine did not see. */
  increment_version(h: number): void {
    get(h).storage.mutations++;
  },
  /** The root base of a differentiable view (Tensor._base), or undefined for a tensor that is none. */
  view_base(h: number): number | undefined {
    const link = get(h).viewOf;
    return link ? put(link.base) : undefined;
  },
  /** The other handles Python holds the tensor at `h` under: which Python object, if any, already is that tensor. */
  tensor_holders: (h: number) => handles.holders(get(h)).filter((id) => id !== h),
  is_view: (h: number) => get(h).viewOf !== null,
  is_leaf: (h: number) => get(h).isLeaf,
  requires_grad: (h: number) => get(h).requiresGrad,
  set_requires_grad(h: number, value: boolean): void {
    const t = get(h);
    if (value && t.inference && !inferenceMode.enabled) {
      throw runtimeError('Setting requires_grad=True on inference tensor outside InferenceMode is not allowed.');
    }
    t.requiresGrad = value;
  },
  is_inference: (h: number) => get(h).inference,
  /** Turns inference mode on or off (torch.inference_mode sets grad mode alongside). */
  set_inference_mode(enabled: boolean): void {
    inferenceMode.enabled = enabled;
  },
  is_inference_mode_enabled: () => inferenceMode.enabled,
  retains_grad: (h: number) => get(h).retainsGrad,
  detach_(h: number): void {
    const t = get(h);
    t.gradFn = null;
    t.requiresGrad = false;
  },
  promote_types: (a: string, b: string) => promoteTypes(dtypeOf(a), dtypeOf(b)).name,
  can_cast: (from: string, to: string) => canCast(dtypeOf(from), dtypeOf(to)),
  /** at::result_type of operands given as dtype names, ranks, and whether each is a Python number. */
  result_type(dtypes: ArrayLike<string>, ndims: ArrayLike<number>, wrapped: ArrayLike<boolean>): string {
    return resultType(Array.from(dtypes, (d, i) => ({ dtype: dtypeOf(d), ndim: ndims[i]!, wrappedNumber: wrapped[i]! }))).name;
  },
  manual_seed: manualSeed,
  set_default_dtype: (name: string) => setDefaultFloat(dtypeOf(name)),
  new_generator: (seed: number) => new CpuGenerator(seed),
  /** A cuda generator of its own, seeded as PyTorch's createCUDAGenerator seeds one (default_rng_seed_val). */
  new_cuda_generator: () => new CudaGenerator(67280421310721n),
  default_generator: () => defaultGenerator,
  generator_seed(g: Generator, seed: number | bigint): void {
    g.manualSeed(seed);
  },
  generator_initial_seed: (g: Generator) => g.initialSeed(),
  generator_get_state(g: Generator): number {
    const bytes = g.getState();
    return put(fromValues(bytes, [bytes.length], dtypeOf('uint8')));
  },
  /** Sets the state from a contiguous cpu uint8 tensor (Python checks those). */
  generator_set_state(g: Generator, h: number): void {
    g.setState(Uint8Array.from(exportValues(get(h)), Number));
  },
  /** backward(roots, grads, retain, create, inputs | null, allowUnused): the captured grads for autograd.grad. */
  backward(roots: ArrayLike<number>, grads: ArrayLike<number | undefined>, retain: boolean, create: boolean,
    inputs: ArrayLike<number> | null | undefined, allowUnused: boolean, accumulate: boolean): (number | undefined)[] {
    const captured = runBackward(Array.from(roots, get), Array.from(grads, optional), {
      retainGraph: retain, createGraph: create, inputs: inputs ? Array.from(inputs, get) : undefined, allowUnused,
      accumulate,
    });
    // undefined, not null, reaches Python as None
    return captured.map((g) => (g ? put(g) : undefined));
  },
  /** torch._C._current_graph_task_id: the backward running now, -1 outside one. */
  current_graph_task_id: currentGraphTaskId,
  /**
   * backward_root(root, retain, create): loss.backward(), the common case, one root with an implicit gradient and
   * no inputs, passed as plain numbers: arrays cross from Python as conversions costing more than a small pass.
   */
  backward_root(root: number, retain: boolean, create: boolean): void {
    runBackward([get(root)], [null], { retainGraph: retain, createGraph: create });
  },
  /**
   * custom_function(name, inputs, outputs, backward, materialize, differentiable, ctx): backward maps output grads
   * (handles, undefined where not materialized) to one grad per input (tensors, from `tensor`, since the Python
   * tensors behind handles die as the callback returns); called with nothing, it frees what the Function saved. ctx
   * is the number Python knows the Function's ctx by.
   */
  custom_function(name: string, inputs: ArrayLike<number>, outputs: ArrayLike<number>,
    backwardFn: (grads?: (number | undefined)[]) => ArrayLike<Tensor | undefined>, materialize: boolean,
    differentiable: ArrayLike<boolean>, ctx: number): void {
    // backwardFn is a Python proxy: destroying it frees the ctx, and the tensors it saved, once the node goes
    const proxy = backwardFn as typeof backwardFn & { destroy?: () => void };
    recordCustom(name, Array.from(inputs, get), Array.from(outputs, get),
      (grads) => Array.from(backwardFn(grads.map((g) => (g ? put(g) : undefined)))), {
        materialize, differentiable: Array.from(differentiable), owner: ctx,
        onDispose: () => proxy.destroy?.(),
        onRelease: () => { backwardFn(undefined); },
      });
  },
  /** What reading saved tensors after backward freed them raises. */
  freed_message: FREED_MESSAGE,
  set_grad_enabled(enabled: boolean): void {
    gradMode.enabled = enabled;
  },
  is_grad_enabled: () => gradMode.enabled,
  /** torch.set_anomaly_enabled(mode, check_nan); `stack` formats the forward stack a node made now keeps. */
  set_anomaly_enabled(enabled: boolean, checkNan: boolean, stack: (() => string) | undefined): void {
    anomaly.enabled = enabled;
    anomaly.checkNan = checkNan;
    if (stack) anomaly.captureStack = stack;
  },
  is_anomaly_enabled: () => anomaly.enabled,
  is_anomaly_check_nan_enabled: () => anomaly.checkNan,
  /** The report of the backward that just failed in anomaly mode (undefined if none), taken once. */
  take_anomaly_failure(): string | undefined {
    const report = anomaly.failure ?? undefined;
    anomaly.failure = null;
    return report;
  },
  /** The tensor's grad_fn as a node number (nodes.ts), or undefined. */
  grad_fn(h: number): number | undefined {
    const fn = get(h).gradFn as Node | null;
    return fn ? holdNode(fn) : undefined;
  },
  ...nodeEntries(handles),
  /**
   * Tensor.grad in one crossing: the grad's handle (undefined for none), or, when PyTorch warns that a non-leaf's
   * grad is not populated, -1 for none and -2 - handle for a grad. The same grad comes back as the same handle
   * (handles.ts), so Python hands back the same object (`p.grad is p.grad`).
   */
  grad(h: number): number | undefined {
    const gh = handles.gradHandle(h);
    const t = get(h);
    if (t.isLeaf || t.retainsGrad) return gh;
    return gh === undefined ? -1 : -2 - gh;
  },
  set_grad(h: number, grad: number | undefined): void {
    get(h).grad = optional(grad);
    handles.setGradHandle(h, grad);
  },
  /** register_hook(t, hook): hook gets the grad as a handle and returns a tensor (from `tensor`) or None. */
  register_hook(h: number, hook: (g: number) => Tensor | undefined): void {
    const t = get(h);
    (t.hooks ??= []).push((g) => hook(put(g)));
    if (t.gradFn) (t.gradFn as Node).outputs.set(t.outputNr, t);
  },
  /** register_post_accumulate_grad_hook(t, hook): hook runs after each gradient is accumulated into t's .grad. */
  register_post_accumulate_grad_hook(h: number, hook: (t: number) => void): void {
    const t = get(h);
    (t.postAccumulateHooks ??= []).push(() => hook(put(t)));
  },
  /** saved_tensors_hooks: the pair in force for the tensors recorded nodes save until popped. */
  push_saved_tensor_hooks(pack: (h: number) => unknown, unpack: (packed: unknown) => Tensor): void {
    pushSavedTensorHooks(pythonHooks(handles, pack, unpack));
  },
  pop_saved_tensor_hooks: () => popSavedTensorHooks(),
  retain_grad(h: number): void {
    const t = get(h);
    if (!t.gradFn) return;
    t.retainsGrad = true;
    (t.gradFn as Node).outputs.set(t.outputNr, t);
  },
  initial_seed: () => defaultGenerator.initialSeed(),
  /** torch.device(type, index): [type, index or undefined], or PyTorch's parse error. */
  parse_device(text: string, index: number | undefined): [string, number | undefined] {
    const d = parseDevice(text, index ?? null);
    return [d.type, d.index ?? undefined];
  },
  /** The name of the device a tensor is on: "cpu" or "cuda:0". */
  device_of: (h: number) => formatDevice(deviceOf(get(h))),
  set_default_device: (text: string) => setDefaultDevice(parseDevice(text)),
  /** Autocast state by device type ('cpu' or 'cuda'): [enabled, dtype name]. */
  autocast_state: (d: AutocastDevice) => [autocastState(d).enabled, autocastState(d).dtype.name],
  set_autocast: (d: AutocastDevice, enabled: boolean, dtype: string) => setAutocast(d, enabled, dtypeOf(dtype)),
  autocast_nesting: (delta: 1 | -1) => autocastNesting(delta),
  clear_autocast_cache: () => clearAutocastCache(),
  /** An op written in Python entering autocast: its tensors as its policy casts them (new handles), or undefined. */
  autocast_enter(name: string, hs: ArrayLike<number>): number[] | undefined {
    return enterAutocastOp(name, Array.from(hs, get))?.map(put);
  },
  autocast_leave: () => leaveAutocastOp(),
  /** vmap calls its function on these slices (handles): they and what ops make from them are batched (batched.ts). */
  batched_begin: (hs: ArrayLike<number>, randomness: Randomness) => beginBatched(Array.from(hs, get), randomness),
  batched_end: () => endBatched(),
  is_batched: (h: number) => isBatched(get(h)),
  /** Refuses `name` on these tensors (handles) if one is batched: its result's shape would depend on their values. */
  batched_refuse_dynamic: (name: string, hs: ArrayLike<number>) => refuseDynamicShape(name, Array.from(hs, get)),
  /** Starts a trace; `observe`, when given, notes each op's moment as JSON [text, handles of the tensors named]. */
  trace_begin: (observe?: () => string) => beginTrace(observe && (() => note(observe()))),
  /** A note between the ops of the trace under way, as observe's. */
  trace_mark: (noted: string) => markTrace(note(noted)),
  /** A call of compiled code begins in the trace under way: its runs call it again (see trace_call_end). */
  trace_call_begin: () => beginCall(),
  /**
   * The call begun last returned `outputs` from `inputs` (handles): `run`, given handles of the tensors standing for
   * the inputs on a run of the trace, gives those standing for the outputs (tensors, from `tensor`). Without `run`,
   * the call raised.
   */
  trace_call_end(inputs: ArrayLike<number>, outputs: ArrayLike<number>,
    run?: (inputs: number[]) => ArrayLike<Tensor>): void {
    endCall(Array.from(inputs, get), Array.from(outputs, get), run && ((now) => Array.from(run(now.map(put)))));
  },
  /** A trace as JSON (see trace-describe.ts); `named` are the handles of the tensors the program names. */
  trace_describe: (trace: Trace, named: ArrayLike<number>) =>
    describeTrace(trace, new Map(Array.from(named, (h, i) => [get(h), i] as const))),
  /** Ends a trace: a Trace from the input to the output handles, or nothing when `inputs` is undefined. */
  trace_end: (inputs: ArrayLike<number> | undefined, outputs: ArrayLike<number>, fuse = false, scalars = false) =>
    endTrace(inputs === undefined ? null : Array.from(inputs, get), Array.from(outputs, get), fuse, scalars)
      ?? undefined,
  trace_fused_chains: (trace: Trace) => trace.fusedChains,
  trace_fused_runs: (trace: Trace) => trace.fusedRuns,
  /** Whether the ops Python calls are scripted code's, which take Scalar overloads for numbers; gives what it was. */
  compiled_calls: (on: boolean) => setCompiledCalls(on),
  /** torch.onnx.export: the trace as ONNX model bytes (names and dynamic axes as export received them). */
  onnx_export(trace: Trace, inputNames: ArrayLike<string>, outputNames: ArrayLike<string>, dynamicAxes: string,
    opset: number, named: ArrayLike<number>, names: ArrayLike<string>, producer: string): Uint8Array {
    return exportOnnx(trace, {
      inputNames: Array.from(inputNames), outputNames: Array.from(outputNames),
      dynamicAxes: JSON.parse(dynamicAxes) as Record<string, Record<number, string>>, opset, producer,
      names: new Map(Array.from(named, (h, i) => [get(h), names[i]!] as const)),
    });
  },
  trace_run: (trace: Trace, inputs: ArrayLike<number>) => trace.run(Array.from(inputs, get)).map(put),
  /** torch.profiler: starts recording ops; `profile_stop` ends it and gives the events as JSON. */
  profile_start: (recordShapes: boolean) => startProfile(recordShapes),
  profile_stop: () => JSON.stringify(stopProfile()),
  /** record_function's range: its event's index, or -1 when no profile is open. */
  range_begin: (name: string) => (profiler.active ? beginRange(name) : -1),
  range_end: (index: number) => { if (index >= 0 && profiler.active) endRange(index); },
  set_autocast_cache: (enabled: boolean) => setAutocastCache(enabled),
  autocast_cache_enabled: () => autocastCacheEnabled(),
  get_default_device: () => formatDevice(currentDefaultDevice()),
  /** Checks that tensors can live on a device (raising CPU-only PyTorch's error for cuda without an adapter). */
  check_device: (text: string) => formatDevice(usableDevice(parseDevice(text))),
  fetch_pending: fetchPending,
  /**
   * The time in ms once the GPU has run everything queued: at once when it is known to have and no assert flag
   * waits to be read, else a promise of it.
   */
  cuda_synchronize(): number | Promise<number> {
    const accelerator = cuda();
    if (accelerator.idle() && !assertsPending()) return performance.now();
    return accelerator.synchronize().then(() => fetchChecked([])).then(() => performance.now());
  },
  cuda_memory: () => cuda().memory(),
  cuda_reset_peak: () => cuda().resetPeak(),
  cuda_empty_cache: () => cuda().emptyCache(),
  cuda_manual_seed(seed: number | bigint): void {
    cudaGenerator.manualSeed(seed);
  },
  cuda_initial_seed: () => cudaGenerator.initialSeed(),
  cuda_generator: () => cudaGenerator,
  /** [adapter name, has float16] of the WebGPU device backing `cuda`, or undefined when there is none. */
  accelerator(): [string, boolean] | undefined {
    const a = currentAccelerator();
    return a ? [a.name, a.f16] : undefined;
  },
  heap_stats: heapStats,
  set_num_threads: setNumThreads,
  get_num_threads: getNumThreads,
};

/**
 * Entry points that run ops are engine calls (memory/ownership.ts), as every op caller is: a top-level one first frees
 * what earlier calls left without owners, and what it makes is freed once nothing owns it.
 */
const ENGINE_CALLS = [
  'from_values', 'from_bytes', 'data', 'backward', 'backward_root', 'custom_function', 'heap_stats', 'trace_run',
] as const;
for (const name of ENGINE_CALLS) {
  const entry = torchEngineModule[name] as (...args: never[]) => unknown;
  (torchEngineModule as Record<string, unknown>)[name] = engineCall(entry);
}
