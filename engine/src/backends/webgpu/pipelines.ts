/**
 * Compiled compute pipelines, made once per distinct kernel source key, each on the explicit layout of its binding
 * shape (layouts.ts). A WGSL compile error is reported with the source, since it means a renderer bug.
 */
import type { ValueType } from '../../ir/expr.ts';
import { Layouts } from './layouts.ts';
import type { Kernel } from './queue.ts';
import { nonzero } from './wgsl/codec.ts';

export class Pipelines {
  private readonly cache = new Map<string, Kernel>();

  private readonly layouts: Layouts;
  private readonly device: GPUDevice;

  constructor(device: GPUDevice) {
    this.device = device;
    this.layouts = new Layouts(device);
  }

  /**
   * The kernel of `key`, compiled from `source()` the first time, binding `buffers` storage buffers, its params and,
   * with `claims`, a scatter's claims (layouts.ts); the key must determine all three.
   */
  get(key: string, buffers: number, claims: boolean, source: () => string): Kernel {
    let kernel = this.cache.get(key);
    if (!kernel) {
      const layout = this.layouts.get(buffers, claims);
      const code = source();
      const module = this.device.createShaderModule({ code });
      const pipeline = this.device.createComputePipeline({ layout: layout.pipeline, compute: { module, entryPoint: 'main' } });
      void module.getCompilationInfo().then((info) => {
        const errors = info.messages.filter((m) => m.type === 'error');
        if (errors.length) console.error(`WGSL errors:\n${errors.map((m) => `${m.lineNum}: ${m.message}`).join('\n')}\n${code}`);
      });
      this.cache.set(key, kernel = { pipeline, layout });
    }
    return kernel;
  }
}

/** Workgroup counts covering `n` workgroups, in two dimensions where one would pass the 65535 limit. */
export function grid(n: number): [number, number] {
  const x = Math.min(Math.max(n, 1), 65535);
  return [x, Math.ceil(Math.max(n, 1) / x)];
}

/** One f32 and its bits, shared so that converting args allocates nothing per launch. */
const argF32 = new Float32Array(1), argBits = new Uint32Array(argF32.buffer);

/** Kernel parameters as 32-bit words, and where run-time args start. */
export class Params {
  /** The words, each a u32 value. */
  readonly words: number[] = [];

  get length(): number { return this.words.length; }

  push(...values: readonly number[]): this {
    for (const v of values) this.words.push(v >>> 0);
    return this;
  }

  /**
   * Appends run-time args, three words each: the value as f32 bits, then as int64 (lo, hi), so an arg node of any
   * value type reads its own form.
   */
  pushArgs(args: readonly number[]): number {
    const at = this.words.length;
    for (const v of args) {
      argF32[0] = v;
      // the truncated value's two's-complement words, mod 2^64: dividing an integer by 2^32 is exact in doubles,
      // and >>> 0 takes its argument mod 2^32, so no BigInt is made per launch
      const t = Number.isFinite(v) ? Math.trunc(v) : 0;
      this.words.push(argBits[0]!, t >>> 0, Math.floor(t / 4294967296) >>> 0);
    }
    return at;
  }
}

/** The WGSL expression of run-time arg `index` as `type`, for args pushed at word `at`. */
export function argSource(at: number, index: number, type: ValueType): string {
  const w = at + 3 * index;
  if (type === 'i64') return `vec2<u32>(params[${w + 1}u], params[${w + 2}u])`;
  if (type === 'bool') return nonzero(`bitcast<f32>(params[${w}u])`);
  return `bitcast<f32>(params[${w}u])`;
}
