/**
 * Device ops whose work reads tensor bytes on the host (a boolean mask's count, a sort, a nonzero) run on the CPU:
 * their device inputs come down (their bytes fetched first, see device.ts HostRead), the op runs on the CPU backend,
 * what it changed in place goes back up, and its results are uploaded. A device op finds out it needs this when it
 * raises HostRead for bytes it made itself, which no fetch can provide before it runs again, or when a CPU kernel's
 * dtype dispatch rejects a 16-bit float type that CUDA's kernels take.
 *
 * float16 and bfloat16 device tensors come down as float32, as CUDA's kernels compute them (in float32, the type
 * their opmath widens to), and the results round back to the 16-bit type once: the CPU's own 16-bit kernels round
 * differently, and many have none.
 */
import type { Backend } from '../backend.ts';
import { CPU, deviceOf, hostCopy, moveTo, type Accelerator } from '../device.ts';
import { DTYPES, type DType } from '../dtype.ts';
import { TorchError } from '../errors.ts';
import { cudaGenerator } from '../random.ts';
import { Tensor, type Storage } from '../tensor.ts';
import type { Result } from './registry.ts';
import type { Bound, BoundArgs } from './schema.ts';
import { cast } from './util.ts';

const isNarrowFloat = (d: DType) => d === DTYPES.float16 || d === DTYPES.bfloat16;

/**
 * Whether an op's error is a CPU kernel's dtype dispatch rejecting float16 or bfloat16 (AT_DISPATCH's words), which
 * on the cuda device means the op runs on the host in float32 instead.
 */
export const rejectsNarrowFloat = (e: unknown): boolean =>
  e instanceof TorchError && e.pyType === 'RuntimeError' && /not implemented for '?(Half|BFloat16)'?$/.test(e.message);

export function runOnHost(impl: (args: BoundArgs, backend: Backend) => Result, args: BoundArgs, cpu: Backend,
  accelerator: Accelerator): Result {
  // one host storage per device storage, so views of one tensor stay views of one another
  const copies = new Map<Storage, Storage>();
  const originals = new Map<Tensor, Tensor>();
  // the 16-bit type the results round back to: the first one an input was widened from; none where another input
  // is float32 or float64, so that the op's own promotion already made its float32 results
  let narrow: DType | null = null, wide = false;
  const down = (t: Tensor): Tensor => {
    if (t.dtype === DTYPES.float32 || t.dtype === DTYPES.float64) wide = true;
    if (deviceOf(t) === CPU) return t;
    let host = copies.get(t.storage);
    if (!host) {
      host = hostCopy(t.storage);
      if (isNarrowFloat(host.dtype)) {
        narrow ??= host.dtype;
        host = cast(new Tensor(host, [host.length]), DTYPES.float32, cpu).storage;
      }
      copies.set(t.storage, host);
    }
    const h = new Tensor(host, t.shape, t.strides, t.offset);
    originals.set(h, t);
    return h;
  };
  const hostArgs: Record<string, Bound> = {};
  for (const [name, v] of Object.entries(args)) {
    hostArgs[name] = v instanceof Tensor ? down(v)
      : Array.isArray(v) && v.some((x) => x instanceof Tensor) ? (v as readonly (Tensor | null)[]).map((x) => x && down(x)) : v;
  }
  // a random op still draws from the device's default generator while it runs here
  if (args['generator'] === null && copies.size > 0) hostArgs['generator'] = cudaGenerator;
  const versions = new Map([...copies.values()].map((h) => [h, h.version]));
  const result = impl(hostArgs, cpu);
  // in-place changes go back into the device storages (a widened one rounding back as the copy casts)
  for (const [device, host] of copies) {
    if (host.version === versions.get(host)) continue;
    const whole = (s: Storage) => new Tensor(s, [s.length]);
    accelerator.backend.copy(moveTo(whole(host), deviceOf(whole(device))), whole(device));
  }
  // a float32 result of widened inputs only is the 16-bit one CUDA makes, unless the op was asked for a dtype
  const rounded = narrow !== null && !wide && (args['dtype'] ?? null) === null ? narrow : null;
  const up = (t: Tensor): Tensor => {
    const original = originals.get(t);
    if (original) return original;
    const device = [...copies].find(([, host]) => host === t.storage)?.[0];
    if (device) return new Tensor(device, t.shape, t.strides, t.offset);
    return accelerator.upload(rounded !== null && t.dtype === DTYPES.float32 ? cast(t, rounded, cpu) : t);
  };
  if (result instanceof Tensor) return up(result);
  return Array.isArray(result) ? (result as readonly Tensor[]).map(up) : result;
}
