/**
 * What every generator is to the ops: raw 32-bit draws from its engine (mt19937 on the CPU, Philox on cuda), its
 * seed and state as PyTorch lays them out for that device, and PyTorch's CPU distributions (at::uniform_real_
 * distribution and kin) over the draws, which ops run on the host. Their log, exp and trigonometry are glibc's, which
 * round (all but always) correctly: so are the ones here, where V8's Math functions are at times an ulp off.
 */
import { expCorrect, log1pCorrect, logCorrect, sinCosCorrect, tanCorrect } from './numerics/correctly-rounded.ts';

export abstract class Generator {
  /** The cached second Box-Muller sample of normalDouble. */
  protected nextDoubleNormal: number | null = null;

  /** 32 raw random bits (PyTorch's generator->random()). */
  abstract next32(): number;
  /** Seeds the engine with the whole seed as PyTorch keeps it (an unsigned 64-bit number). */
  abstract manualSeed(seed: number | bigint): void;
  /** The seed as given (a number while it fits one exactly, as Python receives it either way). */
  abstract initialSeed(): number | bigint;
  /** The state as PyTorch's generator of this device lays it out (get_state's ByteTensor). */
  abstract getState(): Uint8Array;
  /** Restores a state from getState() (or PyTorch's), with PyTorch's checks. */
  abstract setState(bytes: Uint8Array): void;

  /** 64 raw random bits, the first draw the high word (generator->random64()). */
  random64(): bigint {
    const hi = BigInt(this.next32()), lo = BigInt(this.next32());
    return (hi << 32n) | lo;
  }

  /**
   * Uniform in [from, to) from 24 random bits, as PyTorch's uniform_real_distribution<float>: x * (to - from) +
   * from in float32, which PyTorch's AVX2 build fuses into one FMA (a single rounding, reproduced here by
   * computing in double, where the product is exact, and rounding once).
   */
  uniformFloat(from = 0, to = 1): number {
    const x = (this.next32() & 0xffffff) * 2 ** -24;
    return Math.fround(x * Math.fround(to - from) + from);
  }

  /** Uniform in [0, 1) with 53 random bits (two draws, the first the high word), as for float64. */
  uniformDouble(from = 0, to = 1): number {
    const hi = this.next32(), lo = this.next32();
    // (hi << 32 | lo) & (2^53 - 1): keep 21 bits of hi
    const x = ((hi & 0x1fffff) * 2 ** 32 + lo) * 2 ** -53;
    return x * (to - from) + from;
  }

  /** at::normal_distribution<double>: Box-Muller on two doubles, caching the sine half. */
  normalDouble(mean: number, std: number): number {
    if (this.nextDoubleNormal !== null) {
      const r = this.nextDoubleNormal;
      this.nextDoubleNormal = null;
      return r * std + mean;
    }
    const u1 = this.uniformDouble();
    const u2 = this.uniformDouble();
    const r = Math.sqrt(-2 * log1pCorrect(-u2));
    const [sin, cos] = sinCosCorrect(2 * Math.PI * u1);
    this.nextDoubleNormal = r * sin;
    return r * cos * std + mean;
  }

  /** at::exponential_distribution<double>: -1 / lambda * log(1 - u). */
  exponential(lambda: number): number {
    return (-1 / lambda) * logCorrect(1 - this.uniformDouble());
  }

  /** at::cauchy_distribution<double>: median + sigma * tan(pi * (u - 0.5)). */
  cauchy(median: number, sigma: number): number {
    return median + sigma * tanCorrect(Math.PI * (this.uniformDouble() - 0.5));
  }

  /** at::lognormal_distribution<double>: exp of a double normal sample (sharing its cached sine half). */
  logNormal(mean: number, std: number): number {
    return expCorrect(this.normalDouble(mean, std));
  }

  /** at::geometric_distribution<double>: the number of trials, ceil(log(u) / log(1 - p)). */
  geometric(p: number): number {
    return Math.ceil(logCorrect(this.uniformDouble()) / logCorrect(1 - p));
  }
}
