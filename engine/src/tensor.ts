/**
 * A tensor is a strided view (shape, strides, offset) over a storage that views share. Values are read and written
 * through the dtype's load/store so every dtype rounds or wraps as PyTorch's CPU does.
 */
import type { DType, TypedArray } from './dtype.ts';
import { runtimeError } from './errors.ts';
import { allocateHeapStorage } from './memory/storage.ts';
import { disown, own, release, retain, type Counted } from './memory/ownership.ts';
import { contiguousStrides, isContiguous, isRowMajor, numel, type Shape } from './shape.ts';

/**
 * The memory views share: `length` elements of `dtype` at `byteOffset` in the heap's WebAssembly memory
 * (memory/heap.ts), where WebAssembly kernels read and write them in place. Its owners are counted
 * (memory/ownership.ts); it is freed when the last one lets go.
 */
export interface Storage extends Counted {
  /**
   * Where the bytes are: absent for the heap (the cpu device); 'webgpu' for a GPUBuffer (backends/webgpu/storage.ts);
   * 'meta' for none at all (backends/meta.ts).
   */
  readonly device?: 'webgpu' | 'meta';
  readonly dtype: DType;
  readonly length: number;
  readonly byteOffset: number;
  /**
   * A typed-array view of the elements. Read it again rather than keeping it across anything that allocates:
   * growing an unshared memory detaches earlier views (the getter re-makes its own).
   */
  readonly data: TypedArray;
  /** Bumped on every write, including a kernel filling a new output: what caches of the contents check. */
  version: number;
  /**
   * Autograd's version counter (Tensor._version): bumped once per in-place op on a view of this storage, so a
   * saved tensor modified since it was saved is detected and reported with PyTorch's numbers.
   */
  mutations: number;
}

/** Makes storage for `n` elements of `dtype`, zero-filled unless `zeroed` is false. */
export type Allocator = (dtype: DType, n: number, zeroed: boolean) => Storage;

/** Where new tensors go: the heap, unless an op running on a device placed them there (see `placedOn`). */
let placement: Allocator = allocateHeapStorage;
/** The allocator of each device storage kind, so a tensor's like can be made where it lives. */
const deviceAllocators: Partial<Record<NonNullable<Storage['device']>, Allocator>> = {};

export function registerDeviceAllocator(device: NonNullable<Storage['device']>, allocator: Allocator | null): void {
  if (allocator) deviceAllocators[device] = allocator;
  else delete deviceAllocators[device];
}

/** Runs `fn` with every tensor it makes allocated by `allocator` (an op running on a device). */
export function placedOn<T>(allocator: Allocator, fn: () => T): T {
  const outer = placement;
  placement = allocator;
  try {
    return fn();
  } finally {
    placement = outer;
  }
}

/**
 * `n` elements of `dtype` where the running op places its results (the heap outside device ops), zero-filled unless
 * `zeroed` is false; PyTorch's out-of-memory RuntimeError when they do not fit.
 */
export function allocateStorage(dtype: DType, n: number, zeroed = true): Storage {
  return placement(dtype, n, zeroed);
}


export type NestedList = number | boolean | NestedList[];

/** What autograd needs to know of a graph node (a counted owner of its inputs); autograd/graph.ts defines them. */
export interface GraphNode extends Counted {
  readonly name: string;
}

/**
 * What a differentiable view knows of where it came from (autograd/views.ts makes it): PyTorch's ViewInfo and the
 * parts of DifferentiableViewMeta autograd reads.
 */
export interface ViewLink {
  /** The tensor the view was taken from, followed back through views of views to one that is no view. */
  readonly base: Tensor;
  /** The version of the storage the view's grad_fn was made at (PyTorch's attr_version). */
  version: number;
  /** Remakes the view's grad_fn from its base's once an in-place op wrote the base, the view or another view. */
  refresh(view: Tensor): void;
}

/** Whether inference mode is on: tensors made now are inference tensors (PyTorch's InferenceMode). */
export const inferenceMode = { enabled: false };

export class Tensor {
  // writable only by setData (`x.data = y`), which replaces what a tensor holds but keeps its autograd identity
  readonly storage: Storage;
  readonly shape: readonly number[];
  readonly strides: readonly number[];
  readonly offset: number;
  /** A Python number that took part in an op: it promotes weakly (PyTorch's "wrapped number"). */
  readonly wrappedNumber: boolean;
  outputNr = 0;
  retainsGrad = false;
  /** How many Python wrappers, grad slots and AccumulateGrad nodes hold this tensor (memory/ownership.ts). */
  owners = 0;
  private node: GraphNode | null = null;
  private wantsGrad = false;
  /** Set when this tensor is a differentiable view (a view op's result); null for every other tensor. */
  viewOf: ViewLink | null = null;
  private gradient: Tensor | null = null;
  /** The leaf's AccumulateGrad node, made on first use so every use shares it. */
  gradAccumulator: GraphNode | null = null;
  /** Made in inference mode, or a view of a tensor that was: it never joins autograd (Tensor.is_inference()). */
  inference = inferenceMode.enabled;
  /** Functions applied to this tensor's gradient as it is computed (register_hook); null until the first. */
  hooks: ((grad: Tensor) => Tensor | undefined)[] | null = null;
  /** A leaf's functions run after each gradient is accumulated into its .grad (register_post_accumulate_grad_hook). */
  postAccumulateHooks: (() => void)[] | null = null;

  /** `shared`: shape and strides are another tensor's arrays, which no tensor changes in place, so they are not copied. */
  constructor(storage: Storage, shape: Shape, strides?: readonly number[], offset = 0, wrappedNumber = false,
    shared = false) {
    this.storage = storage;
    // own copies, so a caller that reuses its array cannot change the tensor; they are readonly to the type checker,
    // and not frozen, since freezing costs more than the rest of a small tensor's construction
    this.shape = shared ? shape : shape.slice();
    this.strides = shared ? strides! : strides ? strides.slice() : contiguousStrides(shape);
    this.offset = offset;
    this.wrappedNumber = wrappedNumber;
  }

  /** A zero-filled tensor, row-major unless `strides` (dense, in some order of the dims) say otherwise. */
  static empty(dtype: DType, shape: Shape, strides?: readonly number[]): Tensor {
    return new Tensor(allocateStorage(dtype, numel(shape)), shape, strides);
  }

  /** A zero-filled tensor shaped like `t`, on `t`'s device. */
  static zerosLike(t: Tensor): Tensor {
    const device = t.storage.device;
    const allocate = device ? deviceAllocators[device]! : allocateHeapStorage;
    return new Tensor(allocate(t.dtype, t.numel, true), t.shape);
  }

  /**
   * A tensor whose contents are undefined: for a kernel's output, which the kernel overwrites entirely. `strides`
   * (dense, in some order of the dims) lays it out other than row-major.
   */
  static output(dtype: DType, shape: Shape, strides?: readonly number[]): Tensor {
    return new Tensor(allocateStorage(dtype, numel(shape), false), shape, strides);
  }

  /**
   * A kernel's output shaped like `like` and row-major: like's own shape and strides arrays when they are that
   * layout (the usual pointwise call, on contiguous operands), which spares a small op making two arrays.
   */
  static outputLike(dtype: DType, like: Tensor): Tensor {
    const { shape, strides } = like;
    if (!isRowMajor(shape, strides)) return Tensor.output(dtype, shape);
    return new Tensor(allocateStorage(dtype, numel(shape), false), shape, strides, 0, false, true);
  }

  /**
   * The node that produced this tensor (null for leaves), and `outputNr` says which of its outputs this is. A view
   * whose storage was written in place since its node was made gets a node made from its base's history first.
   */
  get gradFn(): GraphNode | null {
    const link = this.viewOf;
    if (link !== null && link.version !== this.storage.mutations) link.refresh(this);
    return this.node;
  }
  set gradFn(node: GraphNode | null | undefined) {
    // Python's None arrives as undefined
    const next = node ?? null;
    if (this.owners > 0) {
      if (next) retain(next);
      if (this.node) release(this.node);
    }
    this.node = next;
    if (this.viewOf) this.viewOf.version = this.storage.mutations;
  }
  /** The node as last set, never remade: what the tensor's owners hold (memory/ownership.ts). */
  get heldGradFn(): GraphNode | null { return this.node; }

  /** Whether gradients flow to this tensor: set on it, or inherited from the base of a view. */
  get requiresGrad(): boolean { return this.wantsGrad || (this.viewOf?.base.requiresGrad ?? false); }
  set requiresGrad(value: boolean) { this.wantsGrad = value; }
  /** requires_grad set on the tensor itself: whether a leaf accumulates a gradient. */
  get requiresOwnGrad(): boolean { return this.wantsGrad; }

  /** Accumulated gradient of a leaf (or of a non-leaf that retains its grad); an owned tensor owns it. */
  get grad(): Tensor | null { return this.gradient; }
  set grad(grad: Tensor | null | undefined) {
    const next = grad ?? null;
    if (this.owners > 0) {
      if (next) own(next);
      if (this.gradient) disown(this.gradient);
    }
    this.gradient = next;
  }

  get dtype(): DType { return this.storage.dtype; }
  get ndim(): number { return this.shape.length; }
  get numel(): number { return numel(this.shape); }
  get isLeaf(): boolean { return this.gradFn === null; }

  /**
   * `x.data = src`: x takes src's storage, shape, strides and dtype, keeping its own requires_grad, grad, grad_fn
   * and hooks (Module.to converts parameters this way, so optimizers holding them see the change).
   */
  setData(src: Tensor): void {
    const self = this as { -readonly [K in 'storage' | 'shape' | 'strides' | 'offset']: Tensor[K] };
    if (this.owners > 0) {
      retain(src.storage);
      release(this.storage);
    }
    self.storage = src.storage;
    self.shape = src.shape.slice();
    self.strides = src.strides.slice();
    self.offset = src.offset;
  }

  /** A new tensor over the same storage (a view). */
  view(shape: Shape, strides: readonly number[], offset = this.offset): Tensor {
    const t = new Tensor(this.storage, shape, strides, offset);
    // a view is what its base is, whatever the mode it is taken in
    t.inference = this.inference;
    return t;
  }

  isContiguous(): boolean {
    return isContiguous(this.shape, this.strides);
  }

  /** Storage offsets of every element in row-major (logical) order. */
  offsets(): Int32Array | number[] {
    const n = this.numel;
    const out = new Int32Array(n);
    const { shape, strides } = this;
    const nd = shape.length;
    const idx = new Array<number>(nd).fill(0);
    let off = this.offset;
    for (let i = 0; i < n; i++) {
      out[i] = off;
      for (let d = nd - 1; d >= 0; d--) {
        if (++idx[d]! < shape[d]!) { off += strides[d]!; break; }
        off -= strides[d]! * (shape[d]! - 1);
        idx[d] = 0;
      }
    }
    return out;
  }

  /** Values in logical order as JS numbers. */
  values(): number[] {
    const { load } = this.dtype;
    const data = this.storage.data;
    return Array.from(this.offsets(), (o) => load(data, o));
  }

  /** Nested JS arrays, as Tensor.tolist() (bool tensors give booleans). */
  toList(): NestedList {
    const flat = this.values();
    const asBool = this.dtype.category === 'bool';
    let k = 0;
    const build = (d: number): NestedList => {
      if (d === this.ndim) {
        const v = flat[k++]!;
        return asBool ? v !== 0 : v;
      }
      return Array.from({ length: this.shape[d]! }, () => build(d + 1));
    };
    return build(0);
  }
}

/** A tensor of `dtype` and `shape` holding `values` in row-major order (torch.tensor's last step). */
export function fromValues(values: ArrayLike<number | bigint>, shape: readonly number[], dtype: DType): Tensor {
  if (values.length !== numel(shape)) throw runtimeError(`expected ${numel(shape)} values, got ${values.length}`);
  // values come from the host: they land in the heap, and a device copy is made from there
  const t = new Tensor(allocateHeapStorage(dtype, values.length, false), shape);
  const data = t.storage.data;
  if (dtype.name === 'int64') {
    for (let i = 0; i < values.length; i++) {
      const v = values[i]!;
      (data as BigInt64Array)[i] = BigInt.asIntN(64, typeof v === 'bigint' ? v : BigInt(Math.trunc(v)));
    }
  } else {
    for (let i = 0; i < values.length; i++) dtype.store(data, i, Number(values[i]!));
  }
  return t;
}
