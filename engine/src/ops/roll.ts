/**
 * roll: elements shifted along dims, wrapping around. Composed as ATen's CPU kernel composes it (narrow and cat per
 * dim, the flattened tensor when no dims are given), under one op so that autograd sees RollBackward0.
 */
import { runtimeError } from '../errors.ts';
import { wrapDim } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { defineOp, run } from './registry.ts';
import type { BoundArgs } from './schema.ts';
import { asTensor } from './util.ts';

const T = (name: string, args: BoundArgs) => run(name, args) as Tensor;

function rollOne(self: Tensor, shift: number, dim: number): Tensor {
  if (self.numel === 0) return T('clone', { self });
  const size = self.shape[wrapDim(dim, self.ndim)]!;
  // C++'s % keeps the dividend's sign; ATen corrects a negative start by one size
  let start = (size - shift) % size;
  if (start < 0) start += size;
  return T('cat', {
    tensors: [T('narrow', { self, dim, start, length: size - start }), T('narrow', { self, dim, start: 0, length: start })],
    dim,
  });
}

function roll(self: Tensor, shifts: readonly number[], dims: readonly number[]): Tensor {
  if (dims.length === 1 && shifts.length === 1) return rollOne(self, shifts[0]!, dims[0]!);
  if (shifts.length === 0) throw runtimeError('`shifts` required');
  if (dims.length === 0 && shifts.length === 1) {
    const flattened = T('reshape', { self: T('contiguous', { self }), shape: [self.numel] });
    return T('reshape', { self: rollOne(flattened, shifts[0]!, 0), shape: self.shape });
  }
  if (shifts.length !== dims.length) {
    throw runtimeError(`shifts and dimensions must align. shifts: ${shifts.length}, dims:${dims.length}`);
  }
  return roll(rollOne(self, shifts[0]!, dims[0]!), shifts.slice(1), dims.slice(1));
}

defineOp({
  schema: 'roll(Tensor self, int[1] shifts, int[1] dims=[]) -> Tensor',
  impl: (args) => roll(asTensor(args['self']), args['shifts'] as number[], args['dims'] as number[]),
});
