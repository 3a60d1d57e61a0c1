/**
 * Group norm's backward as PyTorch's CPU kernels compute it for float32 and float64 (group_norm_kernel.cpp): per
 * (sample, channel) the internal gradients ds = sum(dy * x) and db = sum(dy); per (sample, group) their sums weighted
 * by gamma, then the coefficients c2 and c3 and dx = c1 * dy + c2 * x + c3; per channel dgamma and dbeta summed over
 * the samples in order. A contiguous input takes GroupNormBackwardKernelImplInternal (ComputeInternalGradients by
 * Vectorized map2_reduce_all and reduce_all, GroupNormInputBackward); a channels_last one the channels-last kernel,
 * whose sums are group-norm-channels-last.ts's. Each step rounds, and fuses multiply-adds, as the AVX2 build does.
 */
import type { Backend } from '../backend.ts';
import { DTYPES } from '../dtype.ts';
import { add, constant, coord, input as operand, load, mod, mul, neg } from '../ir/build.ts';
import type { Expr } from '../ir/expr.ts';
import { fusedMulAdd } from '../ir/fused.ts';
import { suggestMemoryFormat } from '../memory-format.ts';
import { Tensor } from '../tensor.ts';
import { channelMajor, foldSums, fusedPlaneLanes, planeSums, rounding } from './batch-norm-layout.ts';
import {
  channelsLastInternalGradients, channelsLastStatistics, channelsLastWeightedSums, zeros,
} from './group-norm-channels-last.ts';
import { groupStatistics, laidOutIn } from './layer-norm.ts';
import { defineOp } from './registry.ts';
import { asTensor, cast, contiguous } from './util.ts';

/** A fresh float64 tensor of `body` over `inputs`, shaped `shape`. */
function values(body: Expr, inputs: readonly Tensor[], shape: number[], backend: Backend): Tensor {
  const out = Tensor.output(DTYPES.float64, shape);
  backend.pointwise({ body, args: [] }, inputs, out);
  return out;
}

/** ds and db per (sample, channel), as [C, N] float64 tensors of values in x's precision. */
function internalGradients(x: Tensor, dy: Tensor, backend: Backend): { ds: Tensor; db: Tensor } {
  const [xs, dys] = [x, dy].map((t) => channelMajor(t, 'planes')) as [Tensor, Tensor];
  const db = planeSums(backend, x, dys, operand(0));
  if (x.dtype.name === 'float64' && xs.shape[2]! >= 4) {
    // float64 products are not exact in double: the lanes fuse each into their sums
    return { ds: fusedPlaneLanes(backend, [dys, xs], operand(1), operand(2)), db };
  }
  // float32 products are exact in double, and planeSums adds them unrounded as the fused multiply-add does (rounded
  // below the vector width, as float64's always are there)
  const products = Tensor.output(DTYPES.float64, x.shape);
  backend.pointwise({ body: mul(operand(0), operand(1)), args: [] }, [dy, x], products);
  return { ds: planeSums(backend, x, channelMajor(products, 'planes'), operand(0)), db };
}

/**
 * Per (sample, group): the sum over the group's channels of `t` (a [C, N] internal gradient) times gamma, as
 * GroupNormInputBackward forms it: channels in the lanes of a vector (8 floats, 4 doubles) by fused multiply-adds,
 * the lanes added in order, then the channels past the last whole vector one at a time: the compiled loop takes the
 * first 4 floats (2 doubles) of those as one short vector of rounded products, and fuses the rest. [N, G] float64.
 */
function weightedGroupSums(t: Tensor, gamma: Tensor | null, G: number, x: Tensor, backend: Backend): Tensor {
  const [C, N] = t.shape as [number, number];
  const D = C / G;
  const single = x.dtype.name !== 'float64';
  const r = rounding(x);
  const K = single ? 8 : 4, W = single ? 4 : 2;
  const whole = Math.floor(D / K) * K;
  // per group: t's channels, and gamma's (or 1s)
  const inputs = [t.view([N, G], [1, D * N])];
  const g = gamma ? inputs.push(gamma.view([N, G], [0, D])) - 1 : -1;
  const term = (j: number): [Expr, Expr | number] =>
    [load(0, constant(BigInt(j * N))), g < 0 ? 1 : load(g, constant(BigInt(j)))];
  let sum: Expr | number = 0;
  if (whole > 0) {
    const lanes = zeros([N, G, K], backend);
    const lane = mod(coord(2), constant(BigInt(K)));
    const shape = [N, G, whole];
    const scattered = [lanes.view(shape, [G * K, K, 0]), t.view(shape, [1, D * N, N])];
    if (gamma) scattered.push(gamma.view(shape, [0, D, 1]));
    const body = fusedMulAdd(operand(1), gamma ? operand(2) : 1, load(0, lane), single);
    backend.scatter({ body, at: lane, args: [] }, scattered, scattered[0]!);
    const at = inputs.push(lanes.view([N, G], [G * K, K])) - 1;
    for (let l = 0; l < K; l++) sum = r(add(sum, load(at, constant(BigInt(l)))));
  }
  const shortVector = whole + Math.floor((D - whole) / W) * W;
  for (let j = whole; j < D; j++) {
    const [a, b] = term(j);
    sum = j < shortVector ? r(add(sum, r(mul(a, b)))) : fusedMulAdd(a, b, sum, single);
  }
  return values(typeof sum === 'number' ? constant(sum) : sum, inputs, [N, G], backend);
}

defineOp({
  // PyTorch's native_group_norm_backward on CPU for float32/float64, recomputing the forward's statistics; returns
  // [grad_input, grad_weight, grad_bias]
  schema: '_group_norm_backward(Tensor grad, Tensor input, Tensor? weight, int num_groups, float eps) -> Tensor[]',
  variants: [],
  impl: (args, backend) => {
    const input = asTensor(args['input']);
    const weight = args['weight'] as Tensor | null;
    const gamma = weight && contiguous(weight, backend);
    const G = args['num_groups'] as number;
    const [N, C] = input.shape as [number, number];
    // nothing to normalise: no input gradient to fill, and nothing summed into the parameters'
    if (input.numel === 0) {
      return [Tensor.output(input.dtype, input.shape), ...[0, 1].map(() => cast(zeros([C], backend), input.dtype, backend))];
    }
    // the kernel the input's suggested layout picks, with the input and the gradient laid out contiguously in it
    const format = suggestMemoryFormat(input);
    const channelsLast = format !== 'contiguous_format';
    const [x, dy] = [input, asTensor(args['grad'])].map((t) => laidOutIn(t, format, backend)) as [Tensor, Tensor];
    const HW = x.numel / (N * C), D = C / G;
    const single = x.dtype.name !== 'float64';
    const r = rounding(x);
    const eps = args['eps'] as number;
    const { mean, rstd } = (channelsLast ? channelsLastStatistics : groupStatistics)(x, G, eps, backend);
    const { ds, db } = (channelsLast ? channelsLastInternalGradients : internalGradients)(x, dy, backend);
    const weighted = channelsLast ? channelsLastWeightedSums : weightedGroupSums;

    // per (sample, group): c2 = (db * mean - ds) * rstd^3 * s and c3 = -c2 * mean - db * rstd * s
    const s = single ? Math.fround(1 / Math.fround(D * HW)) : 1 / (D * HW);
    const perGroup = [weighted(ds, gamma, G, x, backend), weighted(db, gamma, G, x, backend),
      mean.view([N, G], [G, 1]), rstd.view([N, G], [G, 1])];
    const [sumDs, sumDb, mu, inv] = [0, 1, 2, 3].map((i) => operand(i)) as [Expr, Expr, Expr, Expr];
    const cubed = r(mul(r(mul(r(mul(fusedMulAdd(sumDb, mu, neg(sumDs), single), inv)), inv)), inv));
    const c2 = values(r(mul(cubed, s)), perGroup, [N, G], backend);
    const c3 = values(fusedMulAdd(neg(operand(4)), mu, neg(r(mul(r(mul(sumDb, inv)), s))), single),
      [...perGroup, c2], [N, G], backend);

    // dx = c1 * dy + c2 * x + c3 with c1 = rstd * gamma: the first product fused into the sum of the second
    const shape = [N, G, D, HW];
    const strides = channelsLast ? [C * HW, D, 1, C] : [C * HW, D * HW, HW, 1];
    const group = (t: Tensor) => t.view(shape, [G, 1, 0, 0]);
    const inputs = [dy, x].map((t) => t.view(shape, strides));
    inputs.push(group(rstd), group(c2), group(c3));
    const c1 = gamma ? r(mul(operand(2), operand(inputs.push(gamma.view(shape, [0, D, 1, 0])) - 1))) : operand(2);
    const gradInput = Tensor.output(x.dtype, x.shape, x.strides);
    const dx = r(add(fusedMulAdd(c1, operand(0), r(mul(operand(3), operand(1))), single), operand(4)));
    backend.pointwise({ body: dx, args: [] }, inputs, gradInput.view(shape, strides));

    // per channel, over the samples in order: dgamma += (ds - db * mean) * rstd and dbeta += db
    const dgamma = zeros([C], backend);
    const byGroup = [G, D, N];
    const stats = (t: Tensor) => t.view(byGroup, [1, 0, G]);
    const scattered = [dgamma.view(byGroup, [D, 1, 0]), ...[ds, db].map((t) => t.view(byGroup, [D * N, N, 1])),
      stats(mean), stats(rstd)];
    const term = fusedMulAdd(neg(operand(2)), operand(3), operand(1), single);
    backend.scatter({ body: fusedMulAdd(term, operand(4), load(0, constant(0n)), single), at: constant(0n), args: [] },
      scattered, scattered[0]!);
    const dbeta = foldSums(backend, 'buffer', x, db, operand(0));
    return [gradInput, cast(dgamma, x.dtype, backend), cast(dbeta, x.dtype, backend)];
  },
});
