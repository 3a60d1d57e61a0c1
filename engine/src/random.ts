/**
 * PyTorch's CPU generator: a 32-bit Mersenne Twister (mt19937) with PyTorch's transformations on top, so that
 * `torch.manual_seed(s)` followed by rand/randn/init gives the very numbers real PyTorch gives.
 */
import { runtimeError } from './errors.ts';
import { Generator } from './generator.ts';
import { CudaGenerator } from './philox.ts';
import { logAvx, sincosAvx } from './numerics/cephes-avx.ts';
import { logCorrect, sinCosCorrect } from './numerics/correctly-rounded.ts';
import { fma64 } from './numerics/fma.ts';

export { Generator } from './generator.ts';

const N = 624, M = 397;

export class MT19937 {
  readonly state = new Uint32Array(N);
  /** PyTorch's bookkeeping, kept as it keeps it so that a saved state reads the same: draws before the next twist
   * plus one, and where the next draw reads. */
  left = 1;
  next = 0;

  constructor(seed: number) {
    this.seed(seed);
  }

  seed(seed: number): void {
    const s = this.state;
    s[0] = seed >>> 0;
    for (let i = 1; i < N; i++) {
      const prev = s[i - 1]! ^ (s[i - 1]! >>> 30);
      // 1812433253 * prev + i, in 32-bit arithmetic without losing low bits
      s[i] = (Math.imul(1812433253, prev) + i) >>> 0;
    }
    this.left = 1;
    this.next = 0;
  }

  private twist(): void {
    const s = this.state;
    for (let i = 0; i < N; i++) {
      const y = (s[i]! & 0x80000000) | (s[(i + 1) % N]! & 0x7fffffff);
      s[i] = s[(i + M) % N]! ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
    }
    this.left = N;
    this.next = 0;
  }

  /** The next 32 random bits as an unsigned number. */
  next32(): number {
    if (--this.left === 0) this.twist();
    let y = this.state[this.next++]!;
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    return y >>> 0;
  }
}

/**
 * The byte layout of PyTorch's CPUGeneratorImplState (get_rng_state's ByteTensor): the legacy TH generator's fields
 * (seed, left, seeded, next, the state words widened to 64 bits, the cached double normal sample among two unused
 * doubles) followed by a cached float normal sample. A state of the legacy size alone is accepted too.
 */
const STATE = { seed: 0, left: 8, seeded: 12, next: 16, words: 24, normalX: 5016, normalY: 5024, normalRho: 5032,
  normalValid: 5040, legacySize: 5048, floatSample: 5048, floatValid: 5052, size: 5056 } as const;

/** at::CPUGeneratorImpl: mt19937, with PyTorch's distributions (generator.ts) on its draws. */
export class CpuGenerator extends Generator {
  private engine: MT19937;
  private initialSeedValue: bigint;

  constructor(seed: number) {
    super();
    this.engine = new MT19937(seed);
    this.initialSeedValue = BigInt(seed);
  }

  /** PyTorch keeps the whole seed as an unsigned 64-bit number and seeds mt19937 with its low 32 bits. */
  manualSeed(seed: number | bigint): void {
    this.initialSeedValue = BigInt.asUintN(64, BigInt(seed));
    this.engine = new MT19937(Number(this.initialSeedValue & 0xffffffffn));
    this.nextDoubleNormal = null;
  }

  /** The seed as given (a number while it fits one exactly, as Python receives it either way). */
  initialSeed(): number | bigint {
    const v = this.initialSeedValue;
    return v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v;
  }

  /** The generator's state as PyTorch's CPU generator's get_state() lays it out. */
  getState(): Uint8Array {
    const bytes = new Uint8Array(STATE.size);
    const view = new DataView(bytes.buffer);
    view.setBigUint64(STATE.seed, this.initialSeedValue, true);
    view.setInt32(STATE.left, this.engine.left, true);
    view.setInt32(STATE.seeded, 1, true);
    view.setBigUint64(STATE.next, BigInt(this.engine.next), true);
    this.engine.state.forEach((w, i) => view.setBigUint64(STATE.words + 8 * i, BigInt(w), true));
    if (this.nextDoubleNormal !== null) {
      view.setInt32(STATE.normalValid, 1, true);
      view.setFloat64(STATE.normalY, this.nextDoubleNormal, true);
    }
    return bytes;
  }

  /** Restores a state from getState() (or PyTorch's), with CPUGeneratorImpl::set_state's checks. */
  setState(bytes: Uint8Array): void {
    if (bytes.length !== STATE.size && bytes.length !== STATE.legacySize) {
      throw runtimeError(`Expected either a CPUGeneratorImplStateLegacy of size ${STATE.legacySize} or a ` +
        `CPUGeneratorImplState of size ${STATE.size} but found the input RNG state size to be ${bytes.length}`);
    }
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
    const left = view.getInt32(STATE.left, true), next = view.getBigUint64(STATE.next, true) & 0xffffffffn;
    if (view.getInt32(STATE.seeded, true) === 0 || left <= 0 || left > N || next > BigInt(N)) {
      throw runtimeError('Invalid mt19937 state');
    }
    const engine = new MT19937(0);
    // the legacy state words were 64-bit: only their low halves are the twister's
    engine.state.forEach((_, i) => { engine.state[i] = Number(view.getBigUint64(STATE.words + 8 * i, true) & 0xffffffffn); });
    engine.left = left;
    engine.next = Number(next);
    this.engine = engine;
    this.initialSeedValue = view.getBigUint64(STATE.seed, true);
    this.nextDoubleNormal = null;
    if (view.getInt32(STATE.normalValid, true) !== 0) {
      // the legacy layout kept Box-Muller's radius and angle rather than the sample
      this.nextDoubleNormal = bytes.length === STATE.size ? view.getFloat64(STATE.normalY, true)
        : view.getFloat64(STATE.normalRho, true) * Math.sin(2 * Math.PI * view.getFloat64(STATE.normalX, true));
    }
  }

  /** 32 raw random bits (PyTorch's generator->random()). */
  next32(): number { return this.engine.next32(); }
}

/** `n` uniform samples in [from, to), in order, as float32 or float64 draws (a typed array: no per-element closure). */
export function uniformFill(gen: Generator, n: number, from: number, to: number, isFloat32: boolean): Float64Array {
  const out = new Float64Array(n);
  if (isFloat32) {
    const f = Math.fround(from), t = Math.fround(to);
    for (let i = 0; i < n; i++) out[i] = gen.uniformFloat(f, t);
  } else {
    for (let i = 0; i < n; i++) out[i] = gen.uniformDouble(from, to);
  }
  return out;
}

/**
 * Fills `out` with normal samples the way PyTorch's CPU normal_ kernel does for a contiguous float tensor: at 16
 * elements or more, uniform floats transformed 16 at a time by Box-Muller (the tail redone on the last 16); below
 * that, one double-precision sample per element. Float32 samples match PyTorch's bit for bit.
 */
export function normalFill(gen: Generator, n: number, mean: number, std: number, isFloat32: boolean): Float64Array {
  const out = new Float64Array(n);
  if (n >= 16) {
    const uniform = isFloat32 ? () => gen.uniformFloat() : () => gen.uniformDouble();
    for (let i = 0; i < n; i++) out[i] = uniform();
    for (let i = 0; i + 16 <= n; i += 16) boxMuller16(out, i, mean, std, isFloat32);
    if (n % 16 !== 0) {
      const start = n - 16;
      for (let i = 0; i < 16; i++) out[start + i] = uniform();
      boxMuller16(out, start, mean, std, isFloat32);
    }
  } else {
    for (let i = 0; i < n; i++) out[i] = gen.normalDouble(mean, std);
  }
  return out;
}

function boxMuller16(data: Float64Array, at: number, mean: number, std: number, isFloat32: boolean): void {
  for (let j = 0; j < 8; j++) {
    const u2 = data[at + j + 8]!;
    if (isFloat32) {
      // PyTorch's AVX2 kernel: its own float32 log and sincos, 2*pi rounded to float, a final fused multiply-add
      // with mean and std as the tensor's scalar type
      const f = Math.fround;
      const radius = f(Math.sqrt(f(-2 * logAvx(f(1 - data[at + j]!)))));
      const [sin, cos] = sincosAvx(f(f(2 * Math.PI) * u2));
      data[at + j] = f(f(radius * cos) * f(std) + f(mean));
      data[at + j + 8] = f(f(radius * sin) * f(std) + f(mean));
    } else {
      // glibc's log, cos and sin, which round (all but always) correctly where V8's are off by an ulp at times;
      // the AVX2 build fuses the scaling by std and the shift by mean
      const radius = Math.sqrt(-2 * logCorrect(1 - data[at + j]!));
      const [sin, cos] = sinCosCorrect(2 * Math.PI * u2);
      data[at + j] = fma64(radius * cos, std, mean);
      data[at + j + 8] = fma64(radius * sin, std, mean);
    }
  }
}

const unpredictable = () =>
  (typeof crypto !== 'undefined' ? crypto.getRandomValues(new Uint32Array(1))[0]! : Date.now() >>> 0);

/** The process-wide default generator; seeded unpredictably, as PyTorch's is, until manual_seed. */
export const defaultGenerator = new CpuGenerator(unpredictable());

/**
 * The `cuda` device's default generator: Philox with a (seed, offset) state, as PyTorch's CUDA generator, whose
 * stream differs from the CPU's for one seed.
 */
export let cudaGenerator: Generator = new CudaGenerator(unpredictable());

/**
 * Makes `g` the cuda device's default generator. A test comparing cuda programs with what CPU PyTorch printed gives
 * cuda the CPU's algorithm, since PyTorch's own streams differ between the devices.
 */
export function setCudaGenerator(g: Generator): void {
  cudaGenerator = g;
}
