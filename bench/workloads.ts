/**
 * What the benchmark measures: every workload once, with the shapes every participant must use and the unit its
 * row is read in. Participants report results by workload id; the report orders rows as listed here.
 */
export type Unit = 'GFLOP/s' | 'ms' | 'us/op' | 'ms/step';

export interface Workload {
  readonly id: string;
  readonly label: string;
  readonly unit: Unit;
}

export const MATMUL_SIZES = [128, 512, 1024] as const;
/**
 * Rows our engine also runs on every core (a participant of its own, as onnxruntime-web has one), to compare with
 * the peers that use threads; the rest gain nothing from threads or already take their own.
 */
export const THREADED_WORKLOADS = [...MATMUL_SIZES.map((n) => `matmul-${n}`), 'add', 'mul', 'exp', 'sum', 'softmax',
  'conv2d', 'checkerboard', 'mlp', 'chain-eager', 'chain-compiled'] as const;
/** Elements of the pointwise and reduction inputs (float32). */
export const ELEMENTWISE_SIZE = 1 << 20;
export const SOFTMAX_SHAPE = [1024, 1024] as const;
/** conv2d, 3x3 kernel, padding 1, stride 1: input [1, channels, size, size], weight [channels, channels, 3, 3]. */
export const CONV = { channels: 64, size: 64, kernel: 3, padding: 1 } as const;
/** The "small op": a + b on two float32 tensors of this shape, timed per call over a batch of calls. */
export const SMALL_OP_SHAPE = [4, 4] as const;
export const SMALL_OP_BATCH = 2000;

/**
 * The lesson 8 checkerboard net scaled to CPU: grid coordinates [1, 2, size, size] in, a 0/1 checkerboard
 * [1, 1, size, size] with `freq` squares per side as target; Conv1x1(2->width)+BN+ReLU, two Conv1x1(width->width)
 * +BN+ReLU, Conv1x1(width->1); MSE loss; Adam, lr 1e-3. One step: zero grads, forward, loss, backward, update.
 */
export const CHECKERBOARD = { size: 64, width: 32, freq: 8, lr: 1e-3 } as const;
/**
 * The AMP recipe's MLP scaled to CPU (the recipe: width 4096, 3 layers, batch 512): (layers - 1) x
 * [Linear(width, width), ReLU] then Linear(width, width); MSE loss; SGD, lr 1e-3.
 */
export const MLP = { batch: 64, width: 256, layers: 3, lr: 1e-3 } as const;

/** A DataLoader epoch over items that each wait on storage; workers already started (persistent_workers). */
/** How many pointwise ops the compiled chain has (five multiply-adds). */
export const CHAIN_OPS = 10;

export const LOADER = { items: 64, waitMs: 20, batch: 4, workers: 4 };

export const WORKLOADS: readonly Workload[] = [
  ...MATMUL_SIZES.map((n) => ({ id: `matmul-${n}`, label: `matmul ${n}x${n} f32`, unit: 'GFLOP/s' as const })),
  { id: 'add', label: 'add 1M f32', unit: 'ms' },
  { id: 'mul', label: 'mul 1M f32', unit: 'ms' },
  { id: 'exp', label: 'exp 1M f32', unit: 'ms' },
  { id: 'sum', label: 'sum 1M f32', unit: 'ms' },
  { id: 'softmax', label: 'softmax 1024x1024 dim -1', unit: 'ms' },
  { id: 'conv2d', label: 'conv2d 3x3 64->64 64x64 fwd+bwd', unit: 'ms' },
  { id: 'small-op-js', label: 'small op a+b [4,4], from JS', unit: 'us/op' },
  { id: 'small-op-py', label: 'small op a+b [4,4], from Python', unit: 'us/op' },
  { id: 'checkerboard', label: `checkerboard net ${CHECKERBOARD.size}px ${CHECKERBOARD.width}ch Adam step`, unit: 'ms/step' },
  { id: 'mlp', label: `MLP ${MLP.layers}x${MLP.width} batch ${MLP.batch} SGD step`, unit: 'ms/step' },
  { id: 'chain-eager', label: `${CHAIN_OPS} pointwise ops on 1M f32, eager`, unit: 'ms' },
  { id: 'chain-compiled', label: `${CHAIN_OPS} pointwise ops on 1M f32, torch.compile`, unit: 'ms' },
  ...[0, LOADER.workers].map((w) => ({
    id: `loader-${w}`, unit: 'ms' as const,
    label: `DataLoader epoch, ${LOADER.items} items x ${LOADER.waitMs} ms, ${w} workers`,
  })),
];

/** Lesson re-run rows are named after the lesson file: `lesson:<file name>`. */
export const lessonWorkload = (file: string): Workload => ({ id: `lesson:${file}`, label: `lesson ${file}`, unit: 'ms' });

export const higherIsBetter = (unit: Unit): boolean => unit === 'GFLOP/s';

export const matmulFlops = (n: number): number => 2 * n ** 3;
