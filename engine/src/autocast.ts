/**
 * Autocast, as PyTorch's dispatcher applies it (aten/src/ATen/autocast_mode.cpp): inside an autocast region for a
 * device type, an op called from outside any other op casts its floating inputs on that device by the op's policy
 * before it runs. The casts are ops themselves (`_to_copy`), so gradients flow back to the original dtypes. Ops an op
 * runs inside itself are not autocast again, as PyTorch excludes its autocast key while a wrapped op runs.
 */
import { DTYPES, type DType } from './dtype.ts';
import type { Device } from './device.ts';
import { Tensor } from './tensor.ts';

export type AutocastDevice = 'cpu' | 'cuda';

interface Region { enabled: boolean; dtype: DType }

/** Each device type's state: PyTorch's defaults are float16 on cuda and bfloat16 on cpu. */
const regions: Record<AutocastDevice, Region> = {
  cuda: { enabled: false, dtype: DTYPES.float16 },
  cpu: { enabled: false, dtype: DTYPES.bfloat16 },
};
let anyEnabled = false;
let cacheEnabled = true;
let nesting = 0;

export const autocastState = (d: AutocastDevice): Readonly<Region> => regions[d];

export function setAutocast(d: AutocastDevice, enabled: boolean, dtype: DType): void {
  regions[d].enabled = enabled;
  regions[d].dtype = dtype;
  anyEnabled = regions.cpu.enabled || regions.cuda.enabled;
}

export function setAutocastCache(enabled: boolean): void {
  cacheEnabled = enabled;
}

export const autocastCacheEnabled = (): boolean => cacheEnabled;

/** How deeply autocast regions nest now, after entering (1) or leaving (-1) one. */
export function autocastNesting(delta: 1 | -1): number {
  nesting += delta;
  return nesting;
}

/** Drops the weight-cast cache (autocast's exit does when it leaves the outermost region). */
export function clearAutocastCache(): void {
  weightCache.clear();
}

/**
 * How an op casts its floating inputs: PyTorch's lists, by the names our ops carry. 'half' is cuDNN's recurrent
 * layers' own wrapper (aten/src/ATen/cudnn/AutocastRNN.cpp), which casts to float16 whatever the region's dtype.
 */
type Policy = 'lower' | 'half' | 'fp32' | 'fp32-dtype' | 'promote';

// ops on no list whose kernels compute through bmm, which autocast casts inside them as it does at the top level
const THROUGH_BMM = ['affine_grid_generator'];
// current PyTorch's lists (aten/src/ATen/autocast_mode.h and .cpp), where they name ops we have; PyTorch 1.13's
// lists were shorter (its CPU fp32 list lacked most losses), and we follow the current ones
const LOWER_CUDA = [...THROUGH_BMM, 'conv1d', 'conv2d', 'conv3d', 'conv_transpose1d', 'conv_transpose2d',
  'conv_transpose3d', 'prelu', 'addmm', 'addmv', 'addr', 'matmul', 'einsum', 'mm', 'mv', 'linalg_vecdot', 'linear', 'addbmm',
  'baddbmm', 'bmm', 'chain_matmul', 'linalg_multi_dot', 'lstm_cell', 'gru_cell', 'rnn_tanh_cell', 'rnn_relu_cell',
  'scaled_dot_product_attention'];
const LOWER_CPU = [...THROUGH_BMM, 'conv1d', 'conv2d', 'conv3d', 'bmm', 'mm', 'linalg_vecdot', 'baddbmm', 'addmm',
  'addbmm', 'linear', 'matmul', 'conv_transpose1d', 'conv_transpose2d', 'conv_transpose3d', 'prelu',
  'scaled_dot_product_attention'];
const LOSSES = ['poisson_nll_loss', 'cosine_embedding_loss', 'nll_loss', 'nll_loss2d', 'hinge_embedding_loss',
  'kl_div', 'l1_loss', 'smooth_l1_loss', 'huber_loss', 'mse_loss', 'margin_ranking_loss', 'multilabel_margin_loss',
  'soft_margin_loss', 'triplet_margin_loss', 'multi_margin_loss', 'binary_cross_entropy_with_logits'];
const FP32_CUDA = ['acos', 'asin', 'cosh', 'erfinv', 'exp', 'expm1', 'log', 'log10', 'log2', 'log1p', 'reciprocal',
  'rsqrt', 'sinh', 'tan', 'pow', 'softplus', 'layer_norm', 'group_norm', 'frobenius_norm', 'nuclear_norm',
  'cosine_similarity', ...LOSSES, 'dist', 'pdist', 'cdist', 'renorm', 'logsumexp', 'upsample'];
const FP32_CPU = ['avg_pool3d', 'binary_cross_entropy', 'grid_sampler', 'polar', 'prod', 'quantile', 'nanquantile',
  'stft', 'cdist', 'trace', 'cholesky', 'cholesky_inverse', 'cholesky_solve', 'inverse', 'lu_solve', 'orgqr',
  'pinverse',
  'max_pool3d', 'adaptive_avg_pool3d', 'adaptive_max_pool3d', 'reflection_pad1d', 'reflection_pad2d',
  'replication_pad1d', 'replication_pad2d', 'replication_pad3d', 'cross_entropy_loss', 'ctc_loss', ...LOSSES,
  'linalg_cond', 'linalg_matrix_rank', 'linalg_solve', 'linalg_cholesky', 'linalg_svdvals', 'linalg_eigvals',
  'linalg_eigvalsh', 'linalg_inv', 'linalg_householder_product', 'linalg_tensorinv', 'linalg_tensorsolve', 'geqrf',
  'qr', 'svd', 'triangular_solve', 'linalg_qr', 'linalg_cholesky_ex', 'linalg_svd', 'linalg_eig', 'linalg_eigh',
  'linalg_lstsq', 'linalg_inv_ex', 'view_as_complex', ...['fft', 'ifft', 'fft2', 'ifft2', 'fftn', 'ifftn', 'rfft', 'irfft',
    'rfft2', 'irfft2', 'rfftn', 'irfftn', 'hfft', 'ihfft'].map((n) => `fft_${n}`)];
const FP32_DTYPE_CUDA = ['prod', 'softmax', 'log_softmax', 'cumprod', 'cumsum', 'linalg_vector_norm', 'sum',
  'norm'];
const PROMOTE_CUDA = ['addcdiv', 'addcmul', 'atan2', 'bilinear', 'cross', 'dot', 'vdot', 'grid_sampler',
  'index_put', 'tensordot', 'scatter_add'];
const PROMOTE_CPU = ['stack', 'cat', 'index_copy'];
// nn.RNN, nn.LSTM and nn.GRU as a whole, which run on cuDNN on a GPU
const HALF_CUDA = ['_cudnn_rnn'];

const policies = (lists: Partial<Record<Policy, readonly string[]>>) => {
  const m = new Map<string, Policy>();
  for (const policy of ['promote', 'fp32-dtype', 'fp32', 'lower', 'half'] as const) {
    for (const n of lists[policy] ?? []) m.set(n, policy);
  }
  return m;
};
const POLICY: Record<AutocastDevice, Map<string, Policy>> = {
  cuda: policies({ lower: LOWER_CUDA, half: HALF_CUDA, fp32: FP32_CUDA, 'fp32-dtype': FP32_DTYPE_CUDA,
    promote: PROMOTE_CUDA }),
  cpu: policies({ lower: LOWER_CPU, fp32: FP32_CPU, promote: PROMOTE_CPU }),
};

export const hasAutocastPolicy = (name: string, device: AutocastDevice): boolean => POLICY[device].has(name);

/** Leaves cast to the lower precision once per region (a module's weights in a loop's forward passes). */
const weightCache = new Map<Tensor, Tensor>();

/** Whether an op on `device` runs under autocast now (checked on every op: one flag when no region is open). */
export const autocastFor = (device: Device): AutocastDevice | null =>
  (anyEnabled && regions[device.type as AutocastDevice]?.enabled ? device.type as AutocastDevice : null);

const eligible = (t: unknown): t is Tensor =>
  t instanceof Tensor && t.dtype.category === 'float' && t.dtype !== DTYPES.float64;

/**
 * The op's arguments with its policy's casts applied (`cast(t, dtype)` records the cast as an op), or the same
 * arguments when the op has no policy.
 */
export function autocastArgs<A extends Readonly<Record<string, unknown>>>(name: string, args: A, device: AutocastDevice,
  hasDtype: boolean, cast: (t: Tensor, dtype: DType) => Tensor): A {
  const policy = POLICY[device].get(name);
  if (!policy) return args;
  let target: DType;
  if (policy === 'lower') target = regions[device].dtype;
  else if (policy === 'half') target = DTYPES.float16;
  else if (policy === 'promote') target = widest(args);
  else if (policy === 'fp32-dtype' && hasDtype) {
    // run with dtype=float32 unless the call names one: the inputs stay as they are
    return args['dtype'] === null && Object.values(args).some(eligible) ? { ...args, dtype: DTYPES.float32 } : args;
  } else target = DTYPES.float32;
  const castOne = (t: unknown) => {
    if (!eligible(t) || t.dtype === target) return t;
    // PyTorch caches only float32 leaves that require grad (a model's weights), cast to the lower precision
    if (policy !== 'lower' || !cacheEnabled || t.dtype !== DTYPES.float32 || !t.requiresGrad || !t.isLeaf) {
      return cast(t, target);
    }
    let c = weightCache.get(t);
    if (!c || c.dtype !== target) weightCache.set(t, c = cast(t, target));
    return c;
  };
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(args)) out[k] = Array.isArray(v) ? v.map(castOne) : castOne(v);
  return out as A;
}

/** The widest floating dtype among the tensor arguments (float32 over the 16-bit ones, which never mix). */
function widest(args: Readonly<Record<string, unknown>>): DType {
  let best: DType | null = null;
  const see = (t: unknown) => {
    if (!eligible(t)) return;
    if (!best || t.dtype.itemsize > best.itemsize) best = t.dtype;
  };
  for (const v of Object.values(args)) (Array.isArray(v) ? v : [v]).forEach(see);
  return best ?? DTYPES.float32;
}
