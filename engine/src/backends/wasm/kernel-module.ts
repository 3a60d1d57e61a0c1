/**
 * Compiled kernel modules as every thread knows them: the module for this thread, its bytes so a worker thread can
 * compile its own copy, and an id workers cache their instances by. Instantiation supplies the imports any kernel
 * may have (the heap memory, the host routines it names), so the calling thread and workers instantiate alike.
 */
import { HOST } from './host.ts';
import { INTRINSICS } from '../../numerics/intrinsics.ts';

export interface KernelModule {
  readonly id: number;
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly module: WebAssembly.Module;
}

let nextId = 1;

export function compileKernel(bytes: Uint8Array<ArrayBuffer>): KernelModule {
  return { id: nextId++, bytes, module: new WebAssembly.Module(bytes) };
}

/** An instance over `memory`, each imported host routine looked up by its name. */
export function instantiateKernel(module: WebAssembly.Module, memory: WebAssembly.Memory): WebAssembly.Instance {
  const host: Record<string, unknown> = {};
  for (const { module: from, name } of WebAssembly.Module.imports(module)) {
    if (from === 'host') host[name] = name in HOST ? HOST[name]!.fn : INTRINSICS[name as keyof typeof INTRINSICS];
  }
  return new WebAssembly.Instance(module, { env: { memory }, host } as WebAssembly.Imports);
}
