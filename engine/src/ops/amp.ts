/**
 * The gradient scaler's two kernels (aten/src/ATen/native/cpu/AmpGradScalerKernels.cpp and its CUDA twin): unscaling
 * gradients while noting any inf or NaN in a device-side flag, and updating the scale from that flag, so a training
 * step reads nothing back to the host until the optimizer step asks whether to skip.
 */
import type { Backend } from '../backend.ts';
import {
  abs, add, arg, constant, eq, foldAcc, foldNext, input, lt, mul, ne, not, or, round32, select,
} from '../ir/build.ts';
import type { ReductionKernel } from '../ir/expr.ts';
import { deviceOf, type Device } from '../device.ts';
import { DTYPES } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { Tensor } from '../tensor.ts';
import { defineOp } from './registry.ts';

const deviceWord = (d: Device) => (d.type === 'cuda' ? 'CUDA' : 'CPU');

/** PyTorch's checks on the one-element tensors the kernels read or write, in its order: devices, sizes, dtypes. */
function checkFlags(device: Device, flags: readonly (readonly [Tensor, string, 'float' | 'int'])[]): void {
  for (const [t, name] of flags) {
    if (deviceOf(t) !== device) throw runtimeError(`${name} must be a ${deviceWord(device)} tensor.`);
  }
  for (const [t, name] of flags) if (t.numel !== 1) throw runtimeError(`${name} must be a 1-element tensor.`);
  for (const [t, name, dtype] of flags) {
    if (t.dtype !== (dtype === 'float' ? DTYPES.float32 : DTYPES.int32)) {
      throw runtimeError(`${name} must be a${dtype === 'int' ? 'n' : ''} ${dtype} tensor.`);
    }
  }
}

/** `t` (one element) viewed at `ndim` ones: an operand or output that every position of a full reduction shares. */
const spread = (t: Tensor, ndim: number) => t.view(Array(ndim).fill(1), Array(ndim).fill(0));

/** found_inf becomes 1 when an element is inf or NaN and keeps its value otherwise: one read of the gradient. */
const NON_FINITE: ReductionKernel = {
  acc: 'bool', init: 0, map: not(lt(abs(input(0, 'f64')), Infinity)), combine: or(foldAcc('bool'), foldNext('bool')),
  finalize: select(foldAcc('bool'), constant(1), input(1, 'f64')), result: 'value', order: 'sequential', args: [],
};

function unscale(grad: Tensor, foundInf: Tensor, invScale: Tensor, backend: Backend): void {
  if (grad.numel === 0) return;
  backend.reduce(NON_FINITE, [grad, spread(foundInf, grad.ndim)], spread(foundInf, grad.ndim));
  // float32 arithmetic for float32 and the 16-bit types (their opmath), float64 for float64
  const type = grad.dtype === DTYPES.float64 ? 'f64' : 'f32';
  const inv = invScale.view(grad.shape, grad.shape.map(() => 0));
  backend.pointwise({ body: mul(input(0, type), input(1, type)), args: [] }, [grad, inv], grad);
  grad.storage.mutations++;
}

defineOp({
  // torch's function returns None (torch/_composites.py); found_inf comes back here since an op returns something
  schema: '_amp_foreach_non_finite_check_and_unscale_(Tensor[] self, Tensor found_inf, Tensor inv_scale) -> Tensor',
  variants: [],
  impl: (args, backend) => {
    const grads = args['self'] as readonly Tensor[], foundInf = args['found_inf'] as Tensor;
    const invScale = args['inv_scale'] as Tensor;
    if (grads.length === 0) return foundInf;
    const device = deviceOf(grads[0]!);
    checkFlags(device, [[invScale, 'inv_scale', 'float'], [foundInf, 'found_inf', 'float']]);
    for (const g of grads) {
      if (deviceOf(g) !== device) throw runtimeError(`one of scaled_grads was not a ${deviceWord(device)} tensor.`);
      if (g.dtype.category !== 'float') {
        throw runtimeError(`"_amp_foreach_non_finite_check_and_unscale_${device.type}" not implemented for ` +
          `'${g.dtype.scalarName}'`);
      }
    }
    for (const g of grads) unscale(g, foundInf, invScale, backend);
    foundInf.storage.mutations++;
    return foundInf;
  },
});

defineOp({
  schema: '_amp_update_scale_(Tensor self, Tensor growth_tracker, Tensor found_inf, float scale_growth_factor, ' +
    'float scale_backoff_factor, int growth_interval) -> Tensor',
  // torch's function hands back the Python object it was given (torch/_composites.py)
  variants: [],
  impl: (args, backend) => {
    const scale = args['self'] as Tensor, tracker = args['growth_tracker'] as Tensor;
    const foundInf = args['found_inf'] as Tensor;
    const device = deviceOf(scale);
    checkFlags(device, [[tracker, 'growth_tracker', 'int'], [scale, 'current_scale', 'float'],
      [foundInf, 'found_inf', 'float']]);
    // operands: the scale, the tracker, found_inf; args: growth, backoff, interval. The scale's products are
    // double, rounded to float as the kernel stores them; a grown scale that would overflow float stays as it was
    const found = ne(input(2), 0), successful = add(input(1), 1), due = eq(successful, arg(2));
    const grown = round32(mul(input(0), arg(0)));
    const kept = select(due, select(lt(abs(grown), Infinity), grown, input(0)), input(0));
    const params = [args['scale_growth_factor'] as number, args['scale_backoff_factor'] as number,
      args['growth_interval'] as number];
    const operands = [scale, tracker, foundInf].map((t) => t.view([], []));
    // the scale first: its kernel reads the tracker before the second one writes it
    backend.pointwise({ body: select(found, mul(input(0), arg(1)), kept), args: params }, operands, scale.view([], []));
    backend.pointwise({ body: select(found, 0, select(due, 0, successful)), args: params }, operands,
      tracker.view([], []));
    scale.storage.mutations++;
    tracker.storage.mutations++;
    return scale;
  },
});
