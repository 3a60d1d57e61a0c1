/** The workload shapes as one JSON-able object: what bench/workloads.py receives, so Python computes the same. */
import { CHAIN_OPS, CHECKERBOARD, CONV, ELEMENTWISE_SIZE, LOADER, MATMUL_SIZES, MLP, SMALL_OP_BATCH, SMALL_OP_SHAPE, SOFTMAX_SHAPE }
  from './workloads.ts';
import { STEADY_WARMUP_MS } from './measure.ts';

export const PYTHON_CONFIG = JSON.stringify({
  matmul: MATMUL_SIZES,
  elementwise: ELEMENTWISE_SIZE,
  softmax: SOFTMAX_SHAPE,
  conv: CONV,
  smallOp: { shape: SMALL_OP_SHAPE, batch: SMALL_OP_BATCH, warmupMs: STEADY_WARMUP_MS },
  checkerboard: CHECKERBOARD,
  mlp: MLP,
  loader: LOADER,
  chainOps: CHAIN_OPS,
});

/** Workload ids bench/workloads.py implements. */
export const PYTHON_WORKLOADS = [
  ...MATMUL_SIZES.map((n) => `matmul-${n}`), 'add', 'mul', 'exp', 'sum', 'softmax', 'conv2d', 'small-op-py',
  'checkerboard', 'mlp', 'chain-eager', 'chain-compiled', 'loader-0', `loader-${LOADER.workers}`,
] as const;
