/**
 * TensorIterator's memory-overlap check between an op's output and one of its inputs (MemoryOverlap.cpp): an input
 * may be the output itself, or share none of its memory, but an in-place op that reads memory it is writing in
 * another order would see some elements already written. Layouts with holes or repeats are "too hard" and pass, as
 * in PyTorch.
 */
import { runtimeError } from '../errors.ts';
import { rootOf } from '../memory/alias.ts';
import { isNonOverlappingAndDense } from '../memory-format.ts';
import type { Tensor } from '../tensor.ts';

type Overlap = 'none' | 'full' | 'partial';

function overlapOf(a: Tensor, b: Tensor): Overlap {
  if (a === b) return 'full';
  // an alias of the same bytes under the same dtype (Tensor.data) is the same memory, element for element
  if (a.numel === 0 || b.numel === 0 || rootOf(a.storage) !== rootOf(b.storage) || a.dtype !== b.dtype) return 'none';
  if (!isNonOverlappingAndDense(a) || !isNonOverlappingAndDense(b)) return 'none';
  const aEnd = a.offset + a.numel, bEnd = b.offset + b.numel;
  if (a.offset === b.offset && aEnd === bEnd) {
    return a.strides.every((s, i) => s === b.strides[i]) && a.ndim === b.ndim ? 'full' : 'partial';
  }
  return a.offset < bEnd && b.offset < aEnd ? 'partial' : 'none';
}

export function assertNoPartialOverlap(out: Tensor, input: Tensor): void {
  if (overlapOf(out, input) === 'partial') {
    throw runtimeError('unsupported operation: some elements of the input tensor and the written-to tensor refer to ' +
      'a single memory location. Please clone() the tensor before performing the operation.');
  }
}
