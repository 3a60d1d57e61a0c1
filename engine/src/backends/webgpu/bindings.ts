/**
 * How a kernel's operands become bindings. Operands on the same GPUBuffer share one binding (WebGPU forbids binding
 * a buffer writable and read-only in one dispatch, which in-place ops would otherwise do); the output's binding is
 * read_write, and atomic when its dtype is packed (codec.ts). The kernel's parameters come last.
 */
import type { DTypeName } from '../../dtype.ts';
import type { Tensor } from '../../tensor.ts';
import { isGpuStorage, type GpuStorage } from './storage.ts';
import { loadFunction, packed } from './wgsl/codec.ts';

export interface BindingPlan {
  /** Binding index of each operand (the output is operand 0 and binding 0). */
  readonly of: readonly number[];
  readonly buffers: readonly GPUBuffer[];
  readonly atomicOut: boolean;
  /** Distinguishes compiled kernels: which operands share and whether the output is atomic. */
  readonly key: string;
}

export function gpuStorageOf(t: Tensor): GpuStorage {
  if (!isGpuStorage(t.storage)) throw new Error('the WebGPU backend was given a tensor that is not on the GPU');
  return t.storage;
}

export function planBindings(operands: readonly Tensor[]): BindingPlan {
  const buffers: GPUBuffer[] = [];
  const of = operands.map((t) => {
    const b = gpuStorageOf(t).buffer;
    const i = buffers.indexOf(b);
    if (i >= 0) return i;
    buffers.push(b);
    return buffers.length - 1;
  });
  const atomicOut = packed(operands[0]!.dtype.name);
  return { of, buffers, atomicOut, key: `${of.join('.')}${atomicOut ? 'a' : ''}` };
}

/**
 * WGSL declarations of the bindings (b0, b1, ...) and of `params`, and `ld{o}` loaders for operands from `first`;
 * bindings marked in `vec4` are declared as arrays of vec4<u32>, for kernels that move four words at once.
 */
export function bindingSource(plan: BindingPlan, operands: readonly Tensor[], first = 1,
  dtypes: readonly DTypeName[] = operands.map((t) => t.dtype.name), vec4: readonly boolean[] = []): string {
  const decls = declarations(plan, 'u32', vec4);
  const loaders = operands.slice(first).map((_, i) => {
    const b = plan.of[i + first]!;
    const word = (w: string) => (b === 0 && plan.atomicOut ? `atomicLoad(&b0[${w}])`
      : vec4[b] ? `b${b}[(${w}) / 4u][(${w}) % 4u]` : `b${b}[${w}]`);
    return loadFunction(`ld${i + first}`, dtypes[i + first]!, word);
  });
  return [...decls, ...loaders].join('\n');
}

/**
 * Declarations of the bindings, inputs as arrays of `inputWord` (vec4<u32> for kernels that load four words at
 * once) unless `vec4` says per binding, and of `params`.
 */
export function declarations(plan: BindingPlan, inputWord: 'u32' | 'vec4<u32>', vec4: readonly boolean[] = []): string[] {
  const decls = plan.buffers.map((_, b) => {
    const access = b === 0 ? 'read_write' : 'read';
    const word = vec4[b] ? 'vec4<u32>' : b === 0 ? 'u32' : inputWord;
    const elem = b === 0 && plan.atomicOut ? 'atomic<u32>' : word;
    return `@group(0) @binding(${b}) var<storage, ${access}> b${b}: array<${elem}>;`;
  });
  return [...decls, `@group(0) @binding(${plan.buffers.length}) var<storage, read> params: array<u32>;`];
}
