/**
 * What PyTorch's fused optimizer kernels share (aten/src/ATen/native/cuda/fused_*): a parameter's update as a few
 * elementwise kernels over operands of one shape, the gradient divided by grad_scale when a GradScaler steps, and
 * every write keeping the old value while found_inf is 1, so such a step reads nothing back to the host.
 */
import type { Backend } from '../backend.ts';
import { constant, div, eq, input, select } from '../ir/build.ts';
import type { Expr } from '../ir/expr.ts';
import { runtimeError } from '../errors.ts';
import type { Tensor } from '../tensor.ts';

/** GradScaler's two device scalars, each spread over the parameter's shape where given. */
export interface Scaling { readonly gradScale: Tensor | null; readonly foundInf: Tensor | null }

/** One-element `t` seen at every position of `shape`. */
export const spread = (t: Tensor, shape: readonly number[]): Tensor => t.view(shape, shape.map(() => 0));

/** The gradient in slot `grad`, divided by the scale in slot `scale` where a GradScaler steps. */
export const unscaled = (s: Scaling, grad: number, scale: number): Expr =>
  (s.gradScale ? div(input(grad), input(scale)) : input(grad));

/**
 * Writes kernels over `operands`: each `value` lands in `out` (operand `slot`), or `out` keeps its value where
 * found_inf (operand `foundInfSlot`) is 1.
 */
export function writer(backend: Backend, operands: readonly Tensor[], args: readonly number[], s: Scaling,
  foundInfSlot: number) {
  return (value: Expr, slot: number): void => {
    const out = operands[slot]!;
    const body = s.foundInf ? select(eq(input(foundInfSlot), constant(1)), input(slot), value) : value;
    backend.pointwise({ body, args }, operands, out);
    out.storage.mutations++;
  };
}

/** PyTorch's check that the per-parameter lists line up. */
export function checkLengths(params: readonly Tensor[], lists: Readonly<Record<string, readonly Tensor[]>>): void {
  for (const [name, list] of Object.entries(lists)) {
    if (list.length !== params.length) throw runtimeError(`${name} must have the same number of tensors as params`);
  }
}

/** The fused kernels are floating-point only, as PyTorch's dispatch over float types. */
export function checkFloat(kernel: string, params: readonly Tensor[]): void {
  for (const p of params) {
    if (p.dtype.category !== 'float') throw runtimeError(`"${kernel}" not implemented for '${p.dtype.scalarName}'`);
  }
}
