/**
 * Device ops whose work reads tensor bytes on the host (a boolean mask's count, a sort, a nonzero) run on the CPU:
 * their device inputs come down (their bytes fetched first, see device.ts HostRead), the op runs on the CPU backend,
 * what it changed in place goes back up, and its results are uploaded. A device op finds out it needs this when it
 * raises HostRead for bytes it made itself, which no fetch can provide before it runs again.
 */
import type { Backend } from '../backend.ts';
import { CPU, deviceOf, hostCopy, moveTo, type Accelerator } from '../device.ts';
import { cudaGenerator } from '../random.ts';
import { Tensor, type Storage } from '../tensor.ts';
import type { Result } from './registry.ts';
import type { Bound, BoundArgs } from './schema.ts';

export function runOnHost(impl: (args: BoundArgs, backend: Backend) => Result, args: BoundArgs, cpu: Backend,
  accelerator: Accelerator): Result {
  // one host storage per device storage, so views of one tensor stay views of one another
  const copies = new Map<Storage, Storage>();
  const originals = new Map<Tensor, Tensor>();
  const down = (t: Tensor): Tensor => {
    if (deviceOf(t) === CPU) return t;
    let host = copies.get(t.storage);
    if (!host) copies.set(t.storage, host = hostCopy(t.storage));
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
  // in-place changes go back into the device storages
  for (const [device, host] of copies) {
    if (host.version === versions.get(host)) continue;
    const whole = (s: Storage) => new Tensor(s, [s.length]);
    accelerator.backend.copy(moveTo(whole(host), deviceOf(whole(device))), whole(device));
  }
  const up = (t: Tensor): Tensor => {
    const original = originals.get(t);
    if (original) return original;
    const device = [...copies].find(([, host]) => host === t.storage)?.[0];
    return device ? new Tensor(device, t.shape, t.strides, t.offset) : accelerator.upload(t);
  };
  if (result instanceof Tensor) return up(result);
  return Array.isArray(result) ? (result as readonly Tensor[]).map(up) : result;
}
