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

/** Entering and leaving regions: leaving the outermost clears the weight-cast cache, as PyTorch's exit does. */
export function autocastNesting(delta: 1 | -1): void {
  nesting += delta;
  if (nesting === 0) weightCache.clear();
}

/** How an op casts its floating inputs: PyTorch's lists, by the names our ops carry. */
type Policy = 'lower' | 'fp32' | 'fp32-dtype' | 'promote';

const LOWER_CUDA = ['conv1d', 'conv2d', 'addmm', 'matmul', 'mm', 'mv', 'linear', 'bmm', 'baddbmm', 'addbmm', 'dot',
  'outer', 'ger'];
const LOWER_CPU = ['conv1d', 'conv2d', 'bmm', 'mm', 'baddbmm', 'addmm', 'addbmm', 'linear', 'matmul'];
const FP32 = ['acos', 'asin', 'cosh', 'exp', 'expm1', 'log', 'log10', 'log2', 'log1p', 'reciprocal', 'rsqrt', 'sinh',
  'tan', 'pow', 'softplus', 'layer_norm', 'group_norm', 'nll_loss', 'mse_loss', 'logsumexp'];
const FP32_CPU = ['mse_loss', 'nll_loss', 'prod'];
const FP32_DTYPE = ['prod', 'softmax', 'log_softmax', 'cumprod', 'cumsum', 'sum', 'norm'];
const PROMOTE = ['addcdiv', 'addcmul', 'atan2', 'cross', 'index_put_', 'stack', 'cat'];

const policies = (lower: string[], fp32: string[], fp32Dtype: string[]) => {
  const m = new Map<string, Policy>();
  for (const n of PROMOTE) m.set(n, 'promote');
  for (const n of fp32Dtype) m.set(n, 'fp32-dtype');
  for (const n of fp32) m.set(n, 'fp32');
  for (const n of lower) m.set(n, 'lower');
  return m;
};
const POLICY: Record<AutocastDevice, Map<string, Policy>> = {
  cuda: policies(LOWER_CUDA, FP32, FP32_DTYPE),
  cpu: policies(LOWER_CPU, FP32_CPU, []),
};

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
  else if (policy === 'promote') target = widest(args);
  else if (policy === 'fp32-dtype' && hasDtype) {
    // run with dtype=float32 unless the call names one: the inputs stay as they are
    return args['dtype'] === null && Object.values(args).some(eligible) ? { ...args, dtype: DTYPES.float32 } : args;
  } else target = DTYPES.float32;
  const castOne = (t: unknown) => {
    if (!eligible(t) || t.dtype === target) return t;
    if (policy !== 'lower' || !cacheEnabled || !t.requiresGrad || !t.isLeaf) return cast(t, target);
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
