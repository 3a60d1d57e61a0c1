/**
 * A convolution's geometry, shared by its two forms (conv.ts, PyTorch's CPU kernels to the bit; conv-gemm.ts, the
 * device's products): the padded input, the output and the kernel sizes, and the strided view of every window.
 */
import { deviceOf } from '../device.ts';
import { runtimeError } from '../errors.ts';
import { type MemoryFormat, suggestMemoryFormat } from '../memory-format.ts';
import { contiguousStrides } from '../shape.ts';
import type { Tensor } from '../tensor.ts';
import { run } from './registry.ts';
import { asTensor } from './util.ts';

export const T = (name: string, args: Readonly<Record<string, unknown>>) => asTensor(run(name, args as never));

/** Zeros of `like`'s dtype on its device: derivative formulas call in here outside any op's placement. */
export const zerosOn = (like: Tensor, size: readonly number[]) =>
  T('zeros', { size, dtype: like.dtype, device: deviceOf(like) });
export const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
export const prod = (xs: readonly number[]) => xs.reduce((a, b) => a * b, 1);

/** A convolution's parameters, one entry per spatial dim. */
export interface ConvGeometry {
  readonly stride: readonly number[];
  readonly padding: readonly number[];
  readonly dilation: readonly number[];
  readonly groups: number;
}

/** Sizes of the padded input, the output and the kernel. */
export interface Layout {
  readonly padded: readonly number[];
  readonly paddedStrides: readonly number[];
  readonly out: readonly number[];
  readonly kernel: readonly number[];
}

export function layoutOf(input: Tensor, weight: Tensor, g: ConvGeometry): Layout {
  const d = weight.ndim - 2;
  const kernel = weight.shape.slice(2);
  const padded = [input.shape[0]!, input.shape[1]!, ...range(0, d).map((i) => input.shape[2 + i]! + 2 * g.padding[i]!)];
  const out = range(0, d).map((i) => Math.floor((padded[2 + i]! - g.dilation[i]! * (kernel[i]! - 1) - 1) / g.stride[i]!) + 1);
  if (out.some((n) => n <= 0)) {
    throw runtimeError(`Calculated padded input size per channel: (${padded.slice(2).join(' x ')}). Kernel size: ` +
      `(${kernel.map((k, i) => g.dilation[i]! * (k - 1) + 1).join(' x ')}). Kernel size can't be greater than actual ` +
      'input size');
  }
  return { padded, paddedStrides: contiguousStrides(padded), out, kernel };
}

/** The strided view [N, C, *out, *kernel] of the padded input that every window of the convolution reads. */
export function windowsOf(l: Layout, g: ConvGeometry) {
  const d = l.kernel.length, ps = l.paddedStrides;
  return {
    size: [...l.padded.slice(0, 2), ...l.out, ...l.kernel],
    stride: [ps[0]!, ps[1]!, ...range(0, d).map((i) => ps[2 + i]! * g.stride[i]!), ...range(0, d).map((i) => ps[2 + i]! * g.dilation[i]!)],
  };
}

/** Where the unpadded input starts in the padded one. */
export const paddingOffset = (l: Layout, g: ConvGeometry) => g.padding.reduce((o, p, i) => o + p * l.paddedStrides[2 + i]!, 0);

/** The input written into zeros of the padded size (the input itself, contiguous, when there is no padding). */
export function paddedInput(input: Tensor, l: Layout, g: ConvGeometry): Tensor {
  if (!g.padding.some((p) => p > 0)) return T('contiguous', { self: input });
  return T('_view_scatter', {
    self: input, base: zerosOn(input, l.padded), size: input.shape, stride: l.paddedStrides, offset: paddingOffset(l, g),
  });
}

/**
 * The layout of a convolution's results: channels_last when the input or the weight is (their suggested memory
 * format), else contiguous, as PyTorch's CPU kernels and cuDNN both pick it.
 */
export const resultFormat = (...likes: Tensor[]): MemoryFormat =>
  likes.map(suggestMemoryFormat).find((f) => f !== 'contiguous_format') ?? 'contiguous_format';
