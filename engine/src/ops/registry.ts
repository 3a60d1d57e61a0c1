/**
 * The op registry. Each op is declared once: its schema (signature and defaults), its dtype and shape rules and
 * the kernel primitive it runs, and a slot for its derivative. The Python layer builds `torch.<op>` and
 * `Tensor.<op>` from this table, so adding an op here is all it takes to reach Python.
 */
import type { Backend, PointwiseKernel } from '../backend.ts';
import { backendNamed, initialBackend } from '../backends/select.ts';
import { allocateMetaStorage, isNoData, metaBackend, metaInUse, noMetaKernel } from '../backends/meta.ts';
import {
  CPU, CUDA0, META, currentAccelerator, currentDefaultDevice, deviceOf, formatDevice, hostBytesReadCount, hostRead,
  isHostRead, usableDevice, type Accelerator, type Device,
} from '../device.ts';
import { autocastArgs, autocastFor, hasAutocastPolicy } from '../autocast.ts';
import { DTYPES } from '../dtype.ts';
import { disown, own } from '../memory/ownership.ts';
import { runtimeError, typeError, type TorchError } from '../errors.ts';
import { Tensor, inferenceMode, placedOn, type Storage } from '../tensor.ts';
import { allocateHeapStorage } from '../memory/storage.ts';
import { profiled, profiler } from '../profiler.ts';
import { rejectsNarrowFloat, runOnHost } from './host-fallback.ts';
import { CUDA_DEVICE_CHECKS } from './device-checks.ts';
import { writtenOver } from './in-place-forms.ts';
import { checkInplace, needsGrad, record, savesOf, type Derivative } from '../autograd/record.ts';
import { gradMode, withGradMode } from '../autograd/graph.ts';
import { markViews, rebaseHistory, unmarkView } from '../autograd/views.ts';
import { bind, parseSchema, type BoundArgs, type Schema, type Value } from './schema.ts';

export type Variant = 'function' | 'method';
export type Result = Tensor | readonly Tensor[] | number | boolean;

export interface OpDef {
  readonly schema: Schema;
  /** `function`: torch.name(...); `method`: tensor.name(...). */
  readonly variants: readonly Variant[];
  readonly impl: (args: BoundArgs, backend: Backend) => Result;
  /**
   * The derivative slot (filled from autograd/derivatives.ts, PyTorch's derivatives.yaml): formulas written in
   * differentiable ops. An op without one is either composite (built from other ops via `run`, which record
   * themselves) or not differentiable.
   */
  derivative?: Derivative;
  /** Whether the op makes its result on the device its `device` argument names (factories, _to_copy). */
  readonly placed: boolean;
  readonly view?: ViewKind;
  /** The tensor parameters that must share one device (see deviceOfInputs). */
  readonly tensorParams: readonly string[];
  /** Whether the op takes an optional result `dtype` (autocast runs some such ops with dtype=float32). */
  readonly hasDtype: boolean;
  /** For a pointwise op: its kernel for these arguments, when it can join a fused kernel (see Fusable). */
  readonly fusable?: (args: BoundArgs) => Fusable | null;
  /** Whether the op is elementwise, as PyTorch's TensorIterator ops (see deviceOfInputs). */
  readonly elementwise?: boolean;
  /** Whether the op only runs other ops, which check devices (see OpSpec). */
  readonly composite?: boolean;
}

/**
 * A float32 pointwise op's call as a kernel another can absorb: `kernel` reads `tensors` (all float32, loaded without
 * a cast, broadcasting to `shape`) and writes a float32 result of `shape`. Fused kernels (trace.ts) splice such
 * kernels.
 */
export interface Fusable {
  readonly kernel: PointwiseKernel;
  readonly tensors: readonly Tensor[];
  readonly shape: readonly number[];
}

/**
 * How an op aliases self: 'result' for a view op, whose results autograd tracks as views of self (see
 * autograd/views.ts); 'self' for an in-place view op (transpose_), which changes self's geometry and writes nothing.
 */
export type ViewKind = 'result' | 'self';

export interface OpSpec {
  readonly schema: string;
  readonly view?: ViewKind;
  readonly variants?: readonly Variant[];
  /** Tensor parameters that may be on another device than the rest (copy_'s src): the op moves them itself. */
  readonly crossDevice?: readonly string[];
  readonly impl: (args: BoundArgs, backend: Backend) => Result;
  readonly fusable?: (args: BoundArgs) => Fusable | null;
  readonly elementwise?: boolean;
  /**
   * Whether the op only runs other ops (through `run`), which check the devices of what they are given: it checks
   * none itself, as PyTorch's CompositeImplicitAutograd ops do not, so a clash names the inner op PyTorch names.
   */
  readonly composite?: boolean;
  /**
   * Whether to define the op's in-place form as well (tril_, cumsum_, addmm_): a structured op's, which computes the
   * result as the op does and writes it over self (see writtenOver).
   */
  readonly inPlace?: boolean;
}

const registry = new Map<string, OpDef>();
let backend: Backend = initialBackend();

export function defineOp(spec: OpSpec): OpDef {
  const schema = parseSchema(spec.schema);
  if (registry.has(schema.name)) throw new Error(`op ${schema.name} defined twice`);
  const placed = schema.params.some((p) => p.name === 'device' && p.type === 'Device');
  const tensorParams = schema.params
    .filter((p) => p.type.startsWith('Tensor') && !spec.crossDevice?.includes(p.name)).map((p) => p.name);
  const hasDtype = schema.params.some((p) => p.name === 'dtype' && p.type === 'ScalarType');
  const def: OpDef = {
    ...spec, schema, variants: spec.variants ?? ['function', 'method'], placed, tensorParams, hasDtype,
  };
  registry.set(schema.name, def);
  if (spec.inPlace) {
    const variants: Variant[] = def.variants.includes('method') ? ['method'] : [];
    defineOp({ schema: spec.schema.replace(/^(\w+)\(/, '$1_('), variants, impl: writtenOver(def) });
  }
  return def;
}

export function getOp(name: string): OpDef {
  const op = registry.get(name);
  if (!op) throw typeError(`unknown op ${name}`);
  return op;
}

export const allOps = (): readonly OpDef[] => [...registry.values()];

const NO_KWARGS: Readonly<Record<string, Value>> = Object.freeze({});

/** Binds arguments to the op's schema and runs it on the active backend. */
export function call(name: string, args: readonly Value[], kwargs = NO_KWARGS): Result {
  return callOp(getOp(name), args, kwargs);
}

/**
 * `call` for a caller that has already looked the op up (the Python binding keeps the table); `method` when args[0]
 * is the self of a Tensor method call.
 */
export function callOp(op: OpDef, args: readonly Value[], kwargs = NO_KWARGS, method = false): Result {
  return runBound(op, bind(op.schema, args, kwargs, method));
}

/** Receives every op a program calls while a trace records (see trace.ts). */
export type OpRecorder = (op: OpDef, args: BoundArgs, result: Result) => void;
let recorder: OpRecorder | null = null;
let recording = false;

export function setOpRecorder(r: OpRecorder | null): void {
  recorder = r;
}

/**
 * Sees every op a program calls, as a recorder does, and may refuse it before it runs (vmap's batched values, see
 * batched.ts); it works beside a trace's recorder.
 */
export interface OpWatcher { before(op: OpDef, args: BoundArgs): void; after(args: BoundArgs, result: Result): void }
let watcher: OpWatcher | null = null;

export function setOpWatcher(w: OpWatcher | null): void {
  watcher = w;
}

/** Whether a trace is recording the ops programs call. */
export const recordingOps = (): boolean => recorder !== null;

/**
 * Runs an op on arguments already bound to its schema, as a program's call would (a trace's replay too, which a
 * trace recording around it records op by op).
 */
export function runBound(op: OpDef, args: BoundArgs): Result {
  if ((recorder === null && watcher === null) || recording) return dispatch(op, args);
  // a program's op, recorded with its arguments and results; what it runs inside is not
  recording = true;
  try {
    watcher?.before(op, args);
    const result = dispatch(op, args);
    recorder?.(op, args, result);
    watcher?.after(args, result);
    return result;
  } finally {
    recording = false;
  }
}

/**
 * Runs a trace's fused pointwise kernel where its inputs are, the CPU or the accelerator's device (the caller checks
 * they share one): a new float32 tensor of `shape` made there.
 */
export function runPointwise(kernel: PointwiseKernel, inputs: readonly Tensor[], shape: readonly number[]): Tensor {
  const on = (where: Backend) => {
    const out = Tensor.output(DTYPES.float32, shape);
    where.pointwise(kernel, inputs, out);
    return out;
  };
  const accelerator = inputs.length && deviceOf(inputs[0]!) !== CPU ? currentAccelerator() : null;
  return accelerator === null ? on(backend) : placedOn(accelerator.allocate, () => on(accelerator.backend));
}

/** Runs an op from inside another op's implementation; arguments left out take the schema's defaults. */
export function run(name: string, args: BoundArgs): Result {
  const op = getOp(name);
  const full: Record<string, BoundArgs[string]> = {};
  for (const p of op.schema.params) full[p.name] = p.name in args ? args[p.name]! : p.default;
  return dispatch(op, full);
}

/** Where a placed op makes its result: its `device` argument, else the device of the tensor it copies or is like. */
function placement(args: BoundArgs): Device {
  const like = args['self'];
  return usableDevice((args['device'] as Device | null) ?? (like ? deviceOf(like as Tensor) : currentDefaultDevice()));
}

/** A 0-d CPU tensor (a Python number, or a scalar the program made) joins an op on any device, as in PyTorch. */
const joinsAnyDevice = (t: Tensor) => t.ndim === 0 && deviceOf(t) === CPU;

/** The tensors of an op's arguments `names` that have a device, in order, lists flattened, with their argument. */
function* tensorsOf(args: BoundArgs, names: readonly string[]): Generator<[string, Tensor]> {
  for (const name of names) {
    const v = args[name];
    for (const t of Array.isArray(v) ? v as readonly (Tensor | null)[] : [v as Tensor | null]) {
      if (t !== null && !joinsAnyDevice(t)) yield [name, t];
    }
  }
}

/**
 * PyTorch's error for an op's tensors on two devices. An op whose CUDA kernel checks its arguments (device-checks.ts)
 * names the first argument off the first one's device and the kernel's wrapper (check_and_update_common_device); an
 * elementwise op names its first device other than the CPU first (TensorIterator's common device); any other op
 * names the first tensor's device first.
 */
function deviceClash(op: OpDef, args: BoundArgs, first: Device, second: Device): TorchError {
  // the check is the CUDA kernel's, which a clash reaches when one of the devices is cuda
  const checked = first === CUDA0 || second === CUDA0 ? CUDA_DEVICE_CHECKS[op.schema.name] : undefined;
  if (checked && !op.elementwise) {
    const [method, ...names] = checked;
    let common: Device | null = null;
    for (const [name, t] of tensorsOf(args, names)) {
      const d = deviceOf(t);
      common ??= d;
      if (d !== common) {
        return runtimeError(`Expected all tensors to be on the same device, but got ${name} is on ` +
          `${formatDevice(d)}, different from other tensors on ${formatDevice(common)} (when checking argument in ` +
          `method ${method})`);
      }
    }
  }
  const [a, b] = op.elementwise && first === CPU ? [second, first] : [first, second];
  return runtimeError(`Expected all tensors to be on the same device, but found at least two devices, ` +
    `${formatDevice(a)} and ${formatDevice(b)}!`);
}

/** The one device an op's tensors are on, or PyTorch's error when they are on two (a composite op's ops raise it). */
function deviceOfInputs(op: OpDef, args: BoundArgs): Device {
  let found: Device | null = null;
  const visit = (t: Tensor | null) => {
    if (t === null || joinsAnyDevice(t)) return;
    const d = deviceOf(t);
    if (found === null) found = d;
    else if (found !== d && !op.composite) throw deviceClash(op, args, found, d);
  };
  for (const name of op.tensorParams) {
    const v = args[name];
    if (Array.isArray(v)) (v as readonly (Tensor | null)[]).forEach(visit);
    else visit(v as Tensor | null);
  }
  return found ?? CPU;
}

/**
 * Runs the op where its tensors are: on the CPU backend, or with an accelerator's backend and every tensor it makes
 * allocated on that device.
 */
function dispatch(op: OpDef, args: BoundArgs): Result {
  if (profiler.active) return profiled(op.schema.name, args, () => dispatchOp(op, args));
  return dispatchOp(op, args);
}

function dispatchOp(op: OpDef, args: BoundArgs): Result {
  const accelerator = currentAccelerator();
  const device = op.placed ? placement(args) : accelerator === null && !metaInUse() ? CPU : deviceOfInputs(op, args);
  const autocast = autocastDepth === 0 ? autocastFor(device) : null;
  if (autocast === null) return runOn(op, args, device, accelerator);
  // the op, its casts and what it runs inside are not autocast again
  autocastDepth++;
  const kept = keptCasts !== null && keptCasts.op === op && sameArgs(keptCasts.given, args) ? keptCasts : null;
  try {
    const cast = kept?.cast ?? autocastArgs(op.schema.name, args, autocast, op.hasDtype,
      (t, dtype) => run('_to_copy', { self: t, dtype }) as Tensor);
    try {
      return runOn(op, cast, device, accelerator);
    } catch (e) {
      if (hostOps.size > 0 && isHostRead(e)) keepCasts({ op, given: args, cast });
      throw e;
    }
  } finally {
    autocastDepth--;
    if (kept !== null && keptCasts === kept) keepCasts(null);
  }
}

/**
 * The casts of an autocast op that must run on the host, kept from its first call for the call that runs it there:
 * their bytes are what the binding fetches in between, and casts made again would be new bytes on the device. Owned
 * meanwhile, so the sweep between the two calls leaves them.
 */
let keptCasts: KeptCasts | null = null;
interface KeptCasts { readonly op: OpDef; readonly given: BoundArgs; readonly cast: BoundArgs }

function keepCasts(next: KeptCasts | null): void {
  if (keptCasts !== null) forEachTensor(keptCasts.cast, disown);
  keptCasts = next;
  if (next !== null) forEachTensor(next.cast, own);
}

/** Whether two bindings of an op's arguments hold the same values (the very tensors). */
function sameArgs(a: BoundArgs, b: BoundArgs): boolean {
  return Object.keys(a).every((k) => {
    const x = a[k], y = b[k];
    if (!Array.isArray(x) || !Array.isArray(y)) return x === y;
    return x.length === y.length && x.every((v, i) => v === y[i]);
  });
}

/** How deep inside an autocast op the running op is (only ops called from outside one are autocast). */
let autocastDepth = 0;

/**
 * Autocast for an op written in Python from other ops (a loss, cdist, interpolate): when a region is open on the
 * tensors' device and the op has a policy there, its tensors cast by that policy and every op it runs until
 * `leaveAutocastOp` is exempt, as PyTorch runs a wrapped op. Null when autocast leaves the op alone (then there is
 * nothing to leave).
 */
export function enterAutocastOp(name: string, tensors: readonly Tensor[]): Tensor[] | null {
  if (autocastDepth !== 0 || tensors.length === 0) return null;
  const device = tensors.map(deviceOf).find((d) => d !== CPU) ?? CPU;
  const autocast = autocastFor(device);
  if (autocast === null || !hasAutocastPolicy(name, autocast)) return null;
  autocastDepth++;
  const cast = autocastArgs(name, { ...tensors }, autocast, false,
    (t, dtype) => run('_to_copy', { self: t, dtype }) as Tensor);
  return tensors.map((_, i) => cast[i] as Tensor);
}

export function leaveAutocastOp(): void {
  autocastDepth--;
}

function runOn(op: OpDef, args: BoundArgs, device: Device, accelerator: Accelerator | null): Result {
  if (device === META) return runOnMeta(op, args);
  if (device === CPU || accelerator === null) return execute(op, args, backend);
  if (hostOps.has(op) && (depth === 0 || fetchable(args))) {
    let failure: unknown = null;
    try {
      const host = (a: BoundArgs, cpu: Backend) => runOnHost(op.impl, a, cpu, accelerator);
      return placedOn(allocateHeapStorage, () => execute(op, args, backend, host));
    } catch (e) {
      throw failure = e;
    } finally {
      if (depth === 0) callEnded(failure);
    }
  }
  if (depth === 0) topArgs = args;
  depth++;
  let failure: unknown = null;
  try {
    return placedOn(accelerator.allocate, () => execute(op, args, accelerator.backend, (a, b) => onDevice(op, a, b)));
  } catch (e) {
    failure = e;
    // bytes the op made itself cannot be fetched before it runs again: the binding fetches its inputs' instead and
    // calls again, and this time the op runs on the host (host-fallback.ts); so does an op whose CPU kernel has no
    // 16-bit float dispatch, which the host computes in float32 as CUDA does. The op sent there is the innermost
    // one whose inputs the binding can fetch (the call's own): an op inside a composite records its own node there
    if ((isHostRead(e) || rejectsNarrowFloat(e)) && !sentToHost.has(e as object) && (depth === 1 || fetchable(args))) {
      hostOps.add(op);
      let signal = e;
      forEachTensor(args, (t) => { if (deviceOf(t) !== CPU) signal = hostRead(t.storage); });
      failure = isHostRead(e) ? e : signal;
      sentToHost.add(failure as object);
    }
    throw failure;
  } finally {
    depth--;
    if (depth === 0) callEnded(failure);
  }
}

/** The ops that run on the host in the call under way and its calls again, until one ends other than by HostRead. */
const hostOps = new Set<OpDef>();
/** The HostRead signals that have sent an op to the host: the ops around it stay on the device. */
const sentToHost = new WeakSet<object>();
/** The arguments of the device op the program called, whose bytes the binding can fetch before it calls again. */
let topArgs: BoundArgs = {};

function callEnded(failure: unknown): void {
  if (!isHostRead(failure)) hostOps.clear();
}

/** Whether every device tensor among an op's arguments has its bytes in the called op's arguments. */
function fetchable(args: BoundArgs): boolean {
  const given = new Set<Storage>();
  forEachTensor(topArgs, (t) => given.add(t.storage));
  let all = true;
  forEachTensor(args, (t) => { if (deviceOf(t) !== CPU && !given.has(t.storage)) all = false; });
  return all;
}

/**
 * Runs a device op's implementation. One that computed on the host from device bytes already fetched (no HostRead
 * sent it there) made its results in the heap: they go up to the device, where the op's results belong.
 */
function onDevice(op: OpDef, args: BoundArgs, backend: Backend): Result {
  const reads = hostBytesReadCount();
  const result = op.impl(args, backend);
  if (hostBytesReadCount() === reads) return result;
  const accelerator = currentAccelerator()!;
  const up = (t: Tensor) => (deviceOf(t) === CPU && !Object.values(args).includes(t) ? accelerator.upload(t) : t);
  if (result instanceof Tensor) return up(result);
  return Array.isArray(result) ? (result as readonly Tensor[]).map(up) : result;
}

/**
 * Runs the op's shape and dtype rules with every tensor it makes on the meta device and no kernel doing anything. An
 * in-place op that draws random values (uniform_, normal_, ...) only draws, so it is left out entirely: a meta
 * tensor takes no values, and the generator gives none. An op that reads its inputs' values raises PyTorch's error
 * for an op with no meta kernel.
 */
function runOnMeta(op: OpDef, args: BoundArgs): Result {
  const drawsOnly = op.schema.name.endsWith('_') && op.schema.params.some((p) => p.type.startsWith('Generator'));
  const impl = drawsOnly ? (a: BoundArgs) => a['self'] as Tensor : op.impl;
  metaDepth++;
  try {
    return placedOn(allocateMetaStorage, () => execute(op, args, metaBackend, impl));
  } catch (e) {
    throw metaDepth === 1 && isNoData(e) ? noMetaKernel(op.schema.name) : e;
  } finally {
    metaDepth--;
  }
}

/** How deep meta ops are nested: the op a program called names the error when one inside it reads values. */
let metaDepth = 0;

/** How deep device ops are nested (see runOn). */
let depth = 0;

function forEachTensor(args: BoundArgs, fn: (t: Tensor) => void): void {
  for (const v of Object.values(args)) {
    if (Array.isArray(v)) (v as readonly unknown[]).forEach((x) => { if (x instanceof Tensor) fn(x); });
    else if (v instanceof Tensor) fn(v);
  }
}

/**
 * Runs the op's implementation (or `impl` in its place) on `backend`, recording an autograd node when it has a
 * derivative and an input requires grad.
 */
function execute(op: OpDef, args: BoundArgs, backend: Backend, impl = op.impl): Result {
  const inplace = op.schema.name.endsWith('_');
  const self = args['self'];
  if (inplace && op.view !== 'self' && self instanceof Tensor) checkNoInternalOverlap(self);
  // inference mode leaves autograd out whatever grad mode says (enable_grad inside it records nothing)
  if (!op.derivative || !gradMode.enabled || inferenceMode.enabled || !needsGrad(args)) {
    const result = impl(args, backend);
    if (inplace) modified(args);
    aliases(op, self, result);
    return result;
  }
  checkInplace(op, args);
  const saves = savesOf(op.derivative, args);
  for (const name of saves) {
    const saved = args[name];
    if (saved instanceof Tensor && saved.inference) {
      throw runtimeError('Inference tensors cannot be saved for backward. To work around you can make a clone to get ' +
        'a normal tensor and use it in autograd.');
    }
  }
  // an in-place op whose formula reads self saves a copy of it from before the write, as PyTorch's do
  const originals: Record<string, Tensor> = inplace && saves.includes('self') && self instanceof Tensor
    ? { self: withGradMode(false, () => run('clone', { self }) as Tensor) } : {};
  const result = withGradMode(false, () => impl(args, backend));
  if (inplace) modified(args);
  aliases(op, self, result);
  // an out-of-place op that hands back its input (contiguous on a contiguous tensor) is that tensor, history and all
  if (result === self && !inplace) return result;
  record(op.derivative, args, result, originals);
  // an in-place op that wrote a view rewrites its base's history
  if (inplace && op.view !== 'self' && result === self && self instanceof Tensor && self.viewOf && self.heldGradFn) {
    rebaseHistory(self);
  }
  return result;
}

/** An in-place op may not write a tensor that reaches one element from two places (an expanded one). */
function checkNoInternalOverlap(self: Tensor): void {
  if (self.strides.some((s, d) => s === 0 && self.shape[d]! > 1)) {
    throw runtimeError('unsupported operation: more than one element of the written-to tensor refers to a single ' +
      'memory location. Please clone() the tensor before performing the operation.');
  }
}

/** A view op's results become views of self; any other op's result, unless it is self, is none. */
function aliases(op: OpDef, self: BoundArgs[string] | undefined, result: Result): void {
  if (op.view === 'result') markViews(self as Tensor, result);
  else if (result instanceof Tensor && result.viewOf && result !== self) unmarkView(result);
}

/**
 * An in-place op wrote its self: one more version of it, as PyTorch's ADInplaceOrView kernels count. An inference
 * tensor has no version counter outside inference mode: as PyTorch's bump, this fails after the write.
 */
function modified(args: BoundArgs): void {
  const self = args['self'];
  if (!(self instanceof Tensor)) return;
  if (self.inference && !inferenceMode.enabled) {
    throw runtimeError('Inplace update to inference tensor outside InferenceMode is not allowed.You can make a clone ' +
      'to get a normal tensor before doing inplace update.See https://github.com/pytorch/rfcs/pull/17 for more details.');
  }
  self.storage.mutations++;
}

/** Switches every later op to a backend: one by name ('wasm' or 'js'), or a given one (tools measuring the path). */
export function setBackend(b: string | Backend): void {
  backend = typeof b === 'string' ? backendNamed(b) : b;
}

export const backendName = (): string => backend.name;
