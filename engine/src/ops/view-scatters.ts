/**
 * The {view}_scatter ops (TensorShape.cpp): self copied with its strides kept, and src written into one view of the
 * copy (select, slice, diagonal, as_strided), src having the view's exact shape. Their gradients (derivatives.yaml)
 * take the view of grad for src, and scatter zeros into that view of grad for self.
 */
import { runtimeError } from '../errors.ts';
import { Tensor } from '../tensor.ts';
import { defineOp, run } from './registry.ts';
import type { BoundArgs } from './schema.ts';
import { asTensor } from './util.ts';

const T = (name: string, args: BoundArgs) => run(name, args) as Tensor;

/**
 * clone_preserve_strides: a copy of the whole storage seen through self's geometry, so the result keeps self's
 * strides and storage offset; a layout repeating elements (a stride of 0 over a dim of several) is cloned instead.
 */
function clonePreservingStrides(self: Tensor): Tensor {
  if (self.shape.some((n, d) => n > 1 && self.strides[d] === 0)) return T('clone', { self, memory_format: null });
  const whole = T('clone', { self: self.view([self.storage.length], [1], 0), memory_format: null });
  return whole.view(self.shape, self.strides, self.offset);
}

/** The view's own arguments, given the scatter's (every parameter past self and src). */
function viewArgs(args: BoundArgs, out: Tensor): BoundArgs {
  return { ...Object.fromEntries(Object.entries(args).filter(([k]) => k !== 'src')), self: out };
}

/** Defines `{view}_scatter` over the view op `view`, with its derivatives.yaml node name. */
function defineScatter(view: string, params: string, node: string): void {
  const name = `${view}_scatter`;
  defineOp({
    schema: `${name}(Tensor self, Tensor src, ${params}) -> Tensor`,
    impl: (args) => {
      const out = clonePreservingStrides(asTensor(args['self'])), src = asTensor(args['src']);
      const slice = T(view, viewArgs(args, out));
      if (slice.shape.length !== src.shape.length || slice.shape.some((n, d) => n !== src.shape[d])) {
        throw runtimeError(`expected src to have a size equal to the slice of self. src size = ` +
          `[${src.shape.join(', ')}], slice size = [${slice.shape.join(', ')}]`);
      }
      T('copy_', { self: slice, src });
      return out;
    },
  }).derivative = {
    name: node,
    grads: ({ grad, args }) => {
      // as_strided_scatter_backward reads grad as contiguous, the layout its geometry arguments describe
      const g = view === 'as_strided' ? T('contiguous', { self: grad }) : grad;
      return {
        self: () => T(name, { ...args, self: g, src: T('zeros_like', { self: asTensor(args['src']) }) }),
        src: () => T(view, viewArgs(args, g)),
      };
    },
  };
}

defineScatter('select', 'int dim, int index', 'SelectScatterBackward0');
defineScatter('slice', 'int dim=0, int? start=None, int? end=None, int step=1', 'SliceScatterBackward0');
defineScatter('diagonal', 'int offset=0, int dim1=0, int dim2=1', 'DiagonalScatterBackward0');
defineScatter('as_strided', 'int[] size, int[] stride, int? storage_offset=None', 'AsStridedScatterBackward0');
