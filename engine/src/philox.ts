/**
 * PyTorch's CUDA generator: curand's Philox4x32-10 keyed by the 64-bit seed, its state a (seed, offset) pair as
 * CUDAGeneratorImpl keeps it. A distribution kernel reserves `increment` numbers per thread (philox_cuda_state) and
 * draws as ATen's distribution_nullary_kernel does: a grid-stride loop whose thread `idx` takes Philox subsequence
 * `idx`, one curand4 call (four words) per round, and hands word `ii` of round `r` to element
 * r * threads * unroll + ii * threads + idx. The grid is calc_execution_policy's for an H100/H200 (132
 * multiprocessors of 2048 threads), so for one seed the elements get the words PyTorch CUDA gives them there; the
 * transforms follow curand and DistributionTemplates.h (see philoxValues for where bits can differ).
 */
import { runtimeError } from './errors.ts';
import { Generator } from './generator.ts';

const ROUND_A = 0xd2511f53, ROUND_B = 0xcd9e8d57, KEY_A = 0x9e3779b9, KEY_B = 0xbb67ae85;

/** The high word of the 64-bit product of two unsigned 32-bit numbers. */
function mulhi(a: number, b: number): number {
  const al = a & 0xffff, ah = a >>> 16, bl = b & 0xffff, bh = b >>> 16;
  const mid1 = ah * bl, mid2 = al * bh;
  const carry = (((al * bl) >>> 16) + (mid1 & 0xffff) + (mid2 & 0xffff)) >>> 16;
  return (ah * bh + (mid1 >>> 16) + (mid2 >>> 16) + carry) >>> 0;
}

/** Philox4x32-10 of counter (c0, c1, c2, c3) under key (k0, k1): its four words into `out`. */
export function philox(c0: number, c1: number, c2: number, c3: number, k0: number, k1: number,
  out: Uint32Array = new Uint32Array(4)): Uint32Array {
  for (let round = 0; round < 10; round++) {
    if (round > 0) {
      k0 = (k0 + KEY_A) >>> 0;
      k1 = (k1 + KEY_B) >>> 0;
    }
    const hi0 = mulhi(ROUND_A, c0), lo0 = Math.imul(ROUND_A, c0) >>> 0;
    const hi1 = mulhi(ROUND_B, c2), lo1 = Math.imul(ROUND_B, c2) >>> 0;
    [c0, c1, c2, c3] = [(hi1 ^ c1 ^ k0) >>> 0, lo1, (hi0 ^ c3 ^ k1) >>> 0, lo0];
  }
  out[0] = c0; out[1] = c1; out[2] = c2; out[3] = c3;
  return out;
}

/** The words of curand4 call `call` (counting from offset / 4) of subsequence `idx` under `seed`. */
export function curand4(seed: bigint, idx: number, call: bigint, out?: Uint32Array): Uint32Array {
  return philox(Number(call & 0xffffffffn), Number((call >> 32n) & 0xffffffffn), idx >>> 0, Math.floor(idx / 2 ** 32),
    Number(seed & 0xffffffffn), Number(seed >> 32n), out);
}

/** calc_execution_policy's grid on an H100/H200: multiprocessors times the 256-thread blocks each holds. */
const MAX_BLOCKS = 132 * (2048 / 256);
const BLOCK = 256;

/** A distribution kernel's launch: threads in its grid, rounds of curand4 calls each, the offset it reserves. */
export interface Launch {
  readonly threads: number;
  readonly rounds: number;
  readonly increment: number;
}

/** The launch of `numel` elements at `unroll` elements per curand4 call (4 for float draws, 2 for double ones). */
export function distributionLaunch(numel: number, unroll: number): Launch {
  const threads = Math.min(MAX_BLOCKS, Math.ceil(numel / BLOCK)) * BLOCK;
  const rounds = Math.floor((numel - 1) / (threads * unroll)) + 1;
  return { threads, rounds, increment: rounds * 4 };
}

/** What a distribution kernel draws per element, with its parameters as the tensor's scalar type holds them. */
export type Distribution =
  /** `range` is to - from in the scalar type, as uniform_kernel computes it. */
  | { readonly kind: 'uniform'; readonly from: number; readonly to: number; readonly range: number }
  | { readonly kind: 'normal'; readonly mean: number; readonly std: number }
  | { readonly kind: 'bernoulli'; readonly p: number }
  /**
   * random_from_to: a word (from 2^28 on, a 64-bit number of two words, the first high: `wide`) modulo `range`,
   * plus `base`
   */
  | { readonly kind: 'integer'; readonly range: number; readonly base: number };

/** The distributions a device computes in float32. */
export type FloatDistribution = Exclude<Distribution, { readonly kind: 'integer' }>;

/**
 * One distribution kernel: what it draws, from where, and whether two a call (doubles into a float64 tensor, integers
 * over a range of 2^28 or more).
 */
export interface PhiloxDraw<D extends Distribution = Distribution> extends Launch {
  readonly dist: D;
  readonly seed: bigint;
  readonly offset: bigint;
  readonly wide: boolean;
}

/** curand's float uniform in (0, 1]: the word as float times 2^-32 plus 2^-33, one rounding (nvcc fuses it). */
const uniform32 = (x: number) => Math.fround(Math.fround(x) * 2 ** -32 + 2 ** -33);
const TWO_PI_2POW32 = Math.fround(2 * Math.PI * 2 ** -32);

/** The 53-bit integer x ^ (y << 21) (curand's doubles from two words) as a number. */
function bits53(x: number, y: number): number {
  // y << 21 spans bits 21..52: its low 11 bits overlap x's high ones
  const high = Math.floor(y / 2 ** 11), low = ((y & 0x7ff) << 21) >>> 0;
  return high * 2 ** 32 + ((x ^ low) >>> 0);
}

/** curand's double uniform in (0, 1] (_curand_uniform_double_hq). */
const uniform53 = (x: number, y: number) => bits53(x, y) * 2 ** -53 + 2 ** -54;

/** A float lane of curand_normal4 for words (x, y): s * sin(v) in the first, s * cos(v) in the second. */
function normalPair(x: number, y: number): [number, number] {
  const u = uniform32(x);
  const v = Math.fround(Math.fround(y) * TWO_PI_2POW32 + TWO_PI_2POW32 / 2);
  const s = Math.fround(Math.sqrt(Math.fround(-2 * Math.fround(Math.log(u)))));
  return [Math.fround(Math.fround(Math.sin(v)) * s), Math.fround(Math.fround(Math.cos(v)) * s)];
}

/**
 * The values a distribution kernel stores, in the tensor's row-major order (`round` rounds to its dtype, which
 * uniform's bound check compares in): what the device kernel computes, drawn here. Uniform and
 * bernoulli floats are PyTorch CUDA's bits; normal samples differ from them in the last bits (CUDA's fast sincos and
 * logf against exact ones), and double uniforms where `to - from` is not 1 or `from` not 0 by the fused multiply-add
 * CUDA rounds once.
 */
export function philoxValues(draw: PhiloxDraw, numel: number, round: (x: number) => number): Float64Array {
  const { dist, seed, offset, threads, rounds, wide } = draw;
  const unroll = wide ? 2 : 4;
  const out = new Float64Array(numel);
  const words = new Uint32Array(4);
  const f = wide ? (x: number) => x : Math.fround;
  const lanes = new Float64Array(unroll);
  for (let r = 0; r < rounds; r++) {
    for (let idx = 0; idx < threads; idx++) {
      const first = r * threads * unroll + idx;
      if (first >= numel) break;
      curand4(seed, idx, offset / 4n + BigInt(r), words);
      if (dist.kind === 'normal') {
        if (wide) {
          const u = uniform53(words[0]!, words[1]!), v = bits53(words[2]!, words[3]!) * 2 ** -52 + 2 ** -53;
          const s = Math.sqrt(-2 * Math.log(u));
          lanes[0] = Math.sin(Math.PI * v) * s;
          lanes[1] = Math.cos(Math.PI * v) * s;
        } else {
          [lanes[0], lanes[1]] = normalPair(words[0]!, words[1]!);
          [lanes[2], lanes[3]] = normalPair(words[2]!, words[3]!);
        }
        for (let ii = 0; ii < unroll; ii++) lanes[ii] = f(lanes[ii]! * dist.std + dist.mean);
      } else if (dist.kind === 'integer') {
        for (let ii = 0; ii < unroll; ii++) {
          lanes[ii] = wide
            ? Number(((BigInt(words[2 * ii]!) << 32n) | BigInt(words[2 * ii + 1]!)) % BigInt(dist.range)) + dist.base
            : (words[ii]! % dist.range) + dist.base;
        }
      } else {
        for (let ii = 0; ii < unroll; ii++) {
          const u = wide ? uniform53(words[2 * ii]!, words[2 * ii + 1]!) : uniform32(words[ii]!);
          if (dist.kind === 'bernoulli') lanes[ii] = u < dist.p ? 1 : 0;
          else {
            const value = round(f(u * dist.range + dist.from));
            lanes[ii] = value === dist.to ? dist.from : value;
          }
        }
      }
      for (let ii = 0; ii < unroll; ii++) {
        const at = first + ii * threads;
        if (at < numel) out[at] = lanes[ii]!;
      }
    }
  }
  return out;
}

/** at::CUDAGeneratorImpl: a seed and the Philox offset every kernel's reservation advances. */
export class CudaGenerator extends Generator {
  private seedValue: bigint;
  private offset = 0n;
  /** The words of the last host-side curand4 call, and how many of them were drawn. */
  private readonly block = new Uint32Array(4);
  private used = 4;

  constructor(seed: number | bigint) {
    super();
    this.seedValue = BigInt.asUintN(64, BigInt(seed));
  }

  manualSeed(seed: number | bigint): void {
    this.seedValue = BigInt.asUintN(64, BigInt(seed));
    this.restart(0n);
  }

  initialSeed(): number | bigint {
    const v = this.seedValue;
    return v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v;
  }

  /** CUDAGeneratorImpl::get_state: the seed, then the offset, each 8 bytes little-endian. */
  getState(): Uint8Array {
    const bytes = new Uint8Array(16);
    const view = new DataView(bytes.buffer);
    view.setBigUint64(0, this.seedValue, true);
    view.setBigInt64(8, this.offset, true);
    return bytes;
  }

  /** CUDAGeneratorImpl::set_state: a seed alone (8 bytes) restarts at offset 0. */
  setState(bytes: Uint8Array): void {
    if (bytes.length !== 16 && bytes.length !== 8) throw runtimeError('RNG state is wrong size');
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
    const offset = bytes.length === 16 ? BigInt.asUintN(64, view.getBigInt64(8, true)) : 0n;
    if (offset % 4n !== 0n) throw runtimeError('offset must be a multiple of 4');
    this.seedValue = view.getBigUint64(0, true);
    this.restart(offset);
  }

  /** philox_cuda_state(increment): the seed and offset a kernel starts from; later kernels start past its draws. */
  reserve(increment: number): { seed: bigint; offset: bigint } {
    const at = this.offset;
    this.offset += BigInt(Math.ceil(increment / 4) * 4);
    this.used = 4;
    return { seed: this.seedValue, offset: at };
  }

  /**
   * Draws for ops sampled on the host (those without a device kernel): one thread's stream, a curand4 call at a
   * time, each reserved as a kernel would reserve it.
   */
  next32(): number {
    if (this.used === 4) {
      const { seed, offset } = this.reserve(4);
      curand4(seed, 0, offset / 4n, this.block);
      this.used = 0;
    }
    return this.block[this.used++]!;
  }

  private restart(offset: bigint): void {
    this.offset = offset;
    this.used = 4;
    this.nextDoubleNormal = null;
  }
}

/**
 * The float uniforms of a CUDA_tensor_apply kernel taking four elements a thread (bernoulli_tensor_cuda_kernel):
 * thread t makes one curand_uniform4 call of subsequence t and gives its words to elements 4t..4t+3, in the
 * tensor's logical order.
 */
export function applyUniforms(seed: bigint, offset: bigint, numel: number): Float32Array {
  const out = new Float32Array(numel);
  const words = new Uint32Array(4);
  for (let t = 0; 4 * t < numel; t++) {
    curand4(seed, t, offset / 4n, words);
    for (let ii = 0; ii < 4 && 4 * t + ii < numel; ii++) out[4 * t + ii] = uniform32(words[ii]!);
  }
  return out;
}

/**
 * The keep mask of fused_dropout_kernel(_vec) (Dropout.cu): a float uniform below `keep` (as the input's opmath
 * type holds it). `vec` elements
 * a thread a round (1: the grid-stride layout of a distribution kernel, in logical order; 2, 4 or 8: consecutive
 * elements in memory order, ceil(vec / 4) curand_uniform4 calls a round, of which a two-element thread reads x and y).
 */
export function dropoutMask(seed: bigint, offset: bigint, launch: Launch, numel: number, vec: number,
  keep: number): Uint8Array {
  const { threads } = launch;
  const out = new Uint8Array(numel);
  const words = new Uint32Array(4);
  if (vec === 1) {
    const draws = philoxValues({ ...launch, dist: { kind: 'bernoulli', p: keep }, seed, offset, wide: false }, numel,
      Math.fround);
    out.set(draws);
    return out;
  }
  const calls = Math.ceil(vec / 4);
  for (let idx = 0; idx * vec < numel; idx++) {
    let call = offset / 4n;
    for (let at = idx * vec; at < numel; at += threads * vec) {
      for (let c = 0; c < calls; c++, call++) {
        curand4(seed, idx, call, words);
        for (let ii = 0; ii < Math.min(4, vec); ii++) out[at + 4 * c + ii] = uniform32(words[ii]!) < keep ? 1 : 0;
      }
    }
  }
  return out;
}
