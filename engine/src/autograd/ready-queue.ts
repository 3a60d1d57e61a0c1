/**
 * The nodes of a backward pass whose gradients are complete, taken as PyTorch's engine takes them: the most recently
 * created first (the highest sequence number), so the gradients reaching a tensor from several uses add up in the
 * order PyTorch's do. A binary max-heap.
 */
import type { Node } from './graph.ts';

export class ReadyQueue {
  readonly #heap: Node[] = [];

  get length(): number {
    return this.#heap.length;
  }

  push(node: Node): void {
    const h = this.#heap;
    let i = h.push(node) - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (h[parent]!.sequenceNr >= node.sequenceNr) break;
      h[i] = h[parent]!;
      i = parent;
    }
    h[i] = node;
  }

  pop(): Node {
    const h = this.#heap;
    const top = h[0]!;
    const last = h.pop()!;
    if (h.length === 0) return top;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1, right = left + 1;
      let child = left;
      if (right < h.length && h[right]!.sequenceNr > h[left]!.sequenceNr) child = right;
      if (child >= h.length || h[child]!.sequenceNr <= last.sequenceNr) break;
      h[i] = h[child]!;
      i = child;
    }
    h[i] = last;
    return top;
  }
}
