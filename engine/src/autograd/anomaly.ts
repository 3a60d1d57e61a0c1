/**
 * Anomaly mode (torch.autograd.detect_anomaly): while it is on, each node made keeps the forward stack that made it,
 * backward fails on a node whose gradients hold nan (with checkNan), and a failing backward leaves a report of which
 * node failed and where it came from, which Python gives as PyTorch's "Error detected in ..." warning.
 */
import { runtimeError } from '../errors.ts';
import type { Tensor } from '../tensor.ts';
import type { Node } from './graph.ts';

export const anomaly = {
  enabled: false,
  checkNan: true,
  /** The forward stack as the host language formats it; set by the Python layer. */
  captureStack: null as (() => string) | null,
  /** The report of the last backward that failed in anomaly mode, taken once. */
  failure: null as string | null,
};

const stacks = new WeakMap<Node, string>();

export function noteCreation(node: Node): void {
  if (anomaly.enabled && anomaly.captureStack) stacks.set(node, anomaly.captureStack());
}

/** PyTorch's engine check after each node runs: no gradient it returned may hold a nan. */
export function checkNan(node: Node, grads: readonly (Tensor | null)[]): void {
  grads.forEach((g, i) => {
    if (g && g.dtype.category === 'float' && g.values().some((v) => Number.isNaN(Number(v)))) {
      throw runtimeError(`Function '${node.name}' returned nan values in its ${i}th output.`);
    }
  });
}

export function noteFailure(node: Node): void {
  anomaly.failure = `Error detected in ${node.name}. Traceback of forward call that caused the error:\n` +
    (stacks.get(node) ?? '');
}
