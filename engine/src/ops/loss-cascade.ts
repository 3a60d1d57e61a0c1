/**
 * The CPU NLL kernels' reduction (LossNLL.cpp, LossNLL2d.cpp): the samples' losses and weights summed in the input's
 * own dtype through a cascade of partial sums, which float16 and bfloat16 round at every step.
 */
import { rounder } from '../dtype.ts';
import { fromValues, type Tensor } from '../tensor.ts';
import type { NllPlan } from './loss.ts';

const LEVELS = 8;
// the kernel's level width, max(4, CeilLog2(samples) / 8), is 2^4 below 2^40 samples
const LEVEL_POWER = 4;
const LEVEL_MASK = (1 << LEVEL_POWER) - 1;

/**
 * A sum as the kernel folds its losses and weights: 8 levels of partial sums in the input's dtype, the lowest
 * flushed upward after every kept sample whose index is a multiple of 16 (256, ... for the higher levels), the
 * levels then added from the lowest. An ignored sample adds nothing and flushes nothing.
 */
function cascadeSum(values: (i: number) => number, targets: number[], ignoreIndex: number,
  round: (v: number) => number): number {
  const sums = new Array<number>(LEVELS).fill(0);
  targets.forEach((t, i) => {
    if (t === ignoreIndex) return;
    sums[0] = round(sums[0]! + values(i));
    for (let j = 0; j + 1 < LEVELS && (i & (LEVEL_MASK << (j * LEVEL_POWER))) === 0; j++) {
      sums[j + 1] = round(sums[j + 1]! + sums[j]!);
      sums[j] = 0;
    }
  });
  return sums.reduce((acc, v) => round(acc + v), 0);
}

/** The total weight of the kept samples (their count when unweighted), in the input's dtype. */
function totalWeight(self: Tensor, weight: Tensor | null, plan: NllPlan): number {
  const targets = plan.inputs[1]!.values();
  const round = rounder(self.dtype);
  if (!weight) return round(targets.filter((t) => t !== plan.args[0]).length);
  const weights = weight.values();
  return cascadeSum((i) => weights[targets[i]!]!, targets, plan.args[0]!, round);
}

/**
 * The kernel's two results for a reduced loss, 0-d tensors of self's dtype: the mean (reduction 1) or sum of the
 * samples' `losses`, and the total weight.
 */
export function cascadeReduced(self: Tensor, weight: Tensor | null, plan: NllPlan, losses: Tensor,
  reduction: number): Tensor[] {
  const round = rounder(self.dtype);
  const values = losses.values();
  const loss = cascadeSum((i) => values[i]!, plan.inputs[1]!.values(), plan.args[0]!, round);
  const total = totalWeight(self, weight, plan);
  const scalar = (v: number) => fromValues([v], [], self.dtype);
  return [scalar(reduction === 1 ? round(loss / total) : loss), scalar(total)];
}
