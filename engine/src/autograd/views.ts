/**
 * Views and in-place ops, as PyTorch's autograd tracks them (autograd/variable.cpp, functions/tensor.cpp). A view
 * op's result remembers its root base. An in-place op on a view rewrites the base's history: a CopySlices node wraps
 * the op's node, and the view (like every other view of that base, when next asked for its grad_fn) takes an
 * AsStridedBackward0 node made from the base's new history.
 */
import { deviceOf } from '../device.ts';
import { runtimeError } from '../errors.ts';
import { disown, release, retain } from '../memory/ownership.ts';
import { getOp, run, type Result } from '../ops/registry.ts';
import { Tensor, type ViewLink } from '../tensor.ts';
import { FREED_MESSAGE, Node, edgeOf, gradMode, type Edge } from './graph.ts';
import { isReleasable, record } from './record.ts';

/**
 * How a view came to be (PyTorch's CreationMeta): in-place ops on views that are outputs of a multi-output op, or
 * that were made in no_grad mode, are forbidden, since the base's history could not be rewritten soundly.
 */
type Creation = 'default' | 'multi-output' | 'no-grad';

class ViewInfo implements ViewLink {
  readonly base: Tensor;
  readonly creation: Creation;
  version: number;
  constructor(base: Tensor, creation: Creation, version: number) {
    this.base = base;
    this.creation = creation;
    this.version = version;
  }

  refresh(view: Tensor): void {
    if (view.heldGradFn === null && !this.base.requiresGrad) return;
    checkCreation(view, this.creation, true);
    remake(view, this);
  }
}

/** Marks a view op's results as views of self's root base (reshape's copy is none). */
export function markViews(self: Tensor, result: Result): void {
  // an inference tensor has no autograd metadata: its views are plain inference tensors, no views to autograd
  if (self.inference) return;
  const many = Array.isArray(result);
  const views = result instanceof Tensor ? [result] : many ? result as readonly Tensor[] : [];
  const parent = self.viewOf as ViewInfo | null;
  const fresh: Creation = !gradMode.enabled ? 'no-grad' : many ? 'multi-output' : 'default';
  // a view of a view keeps what forbids in-place ops on its parent
  const creation = fresh === 'default' && parent ? parent.creation : fresh;
  const base = parent ? parent.base : self;
  for (const v of views) {
    if (v !== self && v.storage === self.storage) v.viewOf = new ViewInfo(base, creation, v.storage.mutations);
  }
}

/**
 * A result of an op that makes no view is none, though an op it ran inside may have made it one (_unsafe_view runs
 * reshape): only what the op hands back as is (self, for an in-place op) keeps what it was.
 */
export function unmarkView(t: Tensor): void {
  if (t.owners > 0) disown(t.viewOf!.base);
  t.viewOf = null;
}

const MULTI_OUTPUT = ' This view is the output of a function that returns multiple views. Such functions do not ' +
  'allow the output views to be modified inplace. You should replace the inplace operation by an out-of-place one.';
const NO_GRAD = ' Given that this use case is ambiguous and error-prone, it is forbidden. You can clarify your code ' +
  "by moving both the view and the inplace either both inside the no_grad block (if you don't want the inplace to be " +
  'tracked) or both outside (if you want the inplace to be tracked).';

/** PyTorch's handle_view_on_rebase: the error for writing a view whose history cannot be rewritten. */
function checkCreation(view: Tensor, creation: Creation, indirect: boolean): void {
  if (creation === 'default') return;
  const fn = view.heldGradFn;
  const modified = indirect ? 'its base or another view of its base has been' : 'is being';
  const output = fn ? `Output ${view.outputNr} of ${fn.name}` : '';
  const message = creation === 'no-grad' || !fn
    ? `${fn ? `${output} is a view of a view which was created in` : 'A view was created in'} no_grad mode and ` +
      `${modified} modified inplace with grad mode enabled.`
    : `${output} is a view and ${modified} modified inplace.`;
  throw runtimeError(message + (creation === 'multi-output' ? MULTI_OUTPUT : NO_GRAD));
}

/** The checks of an in-place op on a view while autograd records (PyTorch's check_inplace). */
export function checkInplaceOnView(view: Tensor): void {
  const link = view.viewOf as ViewInfo;
  checkCreation(view, link.creation, false);
  if (view.requiresGrad && link.base.isLeaf) {
    throw runtimeError('a view of a leaf Variable that requires grad is being used in an in-place operation.');
  }
}

/** The view's grad_fn made again from its base's history: as_strided of the base, as the view reads its storage. */
function remake(view: Tensor, link: ViewInfo): void {
  const args = { self: link.base, size: view.shape, stride: view.strides, storage_offset: view.offset };
  record(getOp('as_strided').derivative!, args, view);
}

/**
 * An in-place op wrote `view`, and its node became the view's grad_fn: the base takes a CopySlices node around it
 * instead (PyTorch's rebase_history), and the view a node made from that.
 */
export function rebaseHistory(view: Tensor): void {
  const link = view.viewOf as ViewInfo;
  link.base.gradFn = new CopySlices(link.base, view, view.heldGradFn as Node);
  link.base.outputNr = 0;
  link.base.requiresGrad = true;
  remake(view, link);
}

interface Geometry { readonly shape: readonly number[]; readonly strides: readonly number[]; readonly offset: number }
const geometryOf = ({ shape, strides, offset }: Tensor): Geometry => ({ shape, strides, offset });
/** One past the last storage element a geometry reaches. */
const reach = (g: Geometry) =>
  g.shape.includes(0) ? g.offset : g.shape.reduce((n, d, i) => n + (d - 1) * g.strides[i]!, g.offset + 1);

/**
 * The base's gradient goes back to the base's old history, except where the view lies: that part goes through the
 * in-place op's node, whose gradients for its other inputs go on as they would have.
 */
class CopySlices extends Node {
  readonly name = 'CopySlices';
  readonly next: readonly (Edge | null)[];
  private readonly base: Geometry;
  private readonly view: Geometry;
  private fn: Node | null;

  constructor(base: Tensor, view: Tensor, fn: Node) {
    super();
    this.base = geometryOf(base);
    this.view = geometryOf(view);
    this.fn = fn;
    retain(fn);
    this.next = [edgeOf(base), ...fn.next.slice(1)];
    this.adoptEdges();
  }

  apply(grads: readonly (Tensor | null)[]): (Tensor | null)[] {
    const fn = this.fn;
    if (!fn) throw runtimeError(FREED_MESSAGE);
    const grad = grads[0];
    if (!grad) return this.next.map(() => null);
    // the gradient laid out as the base is, on its device, so the view's geometry finds its part of it
    const size = [Math.max(reach(this.base), reach(this.view))];
    const storage = run('zeros', { size, dtype: grad.dtype, device: deviceOf(grad) }) as Tensor;
    const strided = (g: Geometry) => run('as_strided', {
      self: storage, size: g.shape, stride: g.strides, storage_offset: g.offset,
    }) as Tensor;
    const result = strided(this.base);
    run('copy_', { self: result, src: grad });
    const slice = strided(this.view);
    const res = fn.apply([run('clone', { self: slice, memory_format: 'contiguous_format' }) as Tensor]);
    run('copy_', { self: slice, src: res[0] ?? run('zeros_like', { self: slice }) });
    return [result, ...res.slice(1)];
  }

  /** Frees what the wrapped node saved; like PyTorch's, the node cannot run again after. */
  release(): void {
    if (this.fn && isReleasable(this.fn)) this.fn.release();
    this.dropFn();
  }

  override dispose(): void {
    this.dropFn();
    super.dispose();
  }

  private dropFn(): void {
    if (this.fn) release(this.fn);
    this.fn = null;
  }
}
