/**
 * pixel_shuffle / pixel_unshuffle (PixelShuffleBackward0, PixelUnshuffleBackward0) and channel_shuffle
 * (ChannelShuffleBackward0): each splits dims, permutes them and lays the result out contiguously, as
 * PixelShuffle.cpp and ChanelShuffle.cpp do. Each one's gradient is the inverse shuffle of the incoming gradient.
 */
import type { Backend } from '../backend.ts';
import { runtimeError } from '../errors.ts';
import { contiguousStrides } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { defineOp, run } from './registry.ts';
import { asTensor, contiguous } from './util.ts';

/** self viewed as `split`, its dims taken in `order`, copied out contiguously and read as `final`. */
function shuffled(self: Tensor, split: readonly number[], order: readonly number[], final: readonly number[],
  backend: Backend): Tensor {
  const src = contiguous(self, backend);
  const strides = contiguousStrides(split);
  const shape = order.map((d) => split[d]!);
  const out = Tensor.output(self.dtype, shape);
  backend.copy(src.view(shape, order.map((d) => strides[d]!)), out);
  return out.view(final, contiguousStrides(final));
}

/** The batch dims' indices, then `rest` counted after them. */
const afterBatch = (batch: number, rest: readonly number[]) => [...Array(batch).keys(), ...rest.map((d) => batch + d)];

function checkRank(self: Tensor, name: string): void {
  if (self.ndim < 3) {
    throw runtimeError(`${name} expects input to have at least 3 dimensions, but got input with ${self.ndim} dimension(s)`);
  }
}

function checkFactor(factor: number, name: string, what: string): void {
  if (factor <= 0) throw runtimeError(`${name} expects a positive ${what}, but got ${factor}`);
}

defineOp({
  schema: 'pixel_shuffle(Tensor self, int upscale_factor) -> Tensor', variants: ['function'],
  impl: (args, backend) => {
    const self = asTensor(args['self']), f = args['upscale_factor'] as number;
    checkRank(self, 'pixel_shuffle');
    checkFactor(f, 'pixel_shuffle', 'upscale_factor');
    const batch = self.shape.slice(0, -3), [c, h, w] = self.shape.slice(-3) as [number, number, number];
    if (c % (f * f) !== 0) {
      throw runtimeError("pixel_shuffle expects its input's 'channel' dimension to be divisible by the square of " +
        `upscale_factor, but input.size(-3)=${c} is not divisible by ${f * f}`);
    }
    const oc = c / (f * f);
    return shuffled(self, [...batch, oc, f, f, h, w], afterBatch(batch.length, [0, 3, 1, 4, 2]),
      [...batch, oc, h * f, w * f], backend);
  },
}).derivative = {
  name: 'PixelShuffleBackward0',
  grads: ({ grad, args }) => ({ self: run('pixel_unshuffle', { self: grad, downscale_factor: args['upscale_factor']! }) as Tensor }),
};

defineOp({
  schema: 'pixel_unshuffle(Tensor self, int downscale_factor) -> Tensor', variants: ['function'],
  impl: (args, backend) => {
    const self = asTensor(args['self']), f = args['downscale_factor'] as number;
    checkRank(self, 'pixel_unshuffle');
    checkFactor(f, 'pixel_unshuffle', 'downscale_factor');
    const batch = self.shape.slice(0, -3), [c, h, w] = self.shape.slice(-3) as [number, number, number];
    for (const [size, dim, side] of [[h, -2, 'height'], [w, -1, 'width']] as const) {
      if (size % f !== 0) {
        throw runtimeError(`pixel_unshuffle expects ${side} to be divisible by downscale_factor, but ` +
          `input.size(${dim})=${size} is not divisible by ${f}`);
      }
    }
    return shuffled(self, [...batch, c, h / f, f, w / f, f], afterBatch(batch.length, [0, 2, 4, 1, 3]),
      [...batch, c * f * f, h / f, w / f], backend);
  },
}).derivative = {
  name: 'PixelUnshuffleBackward0',
  grads: ({ grad, args }) => ({ self: run('pixel_shuffle', { self: grad, upscale_factor: args['downscale_factor']! }) as Tensor }),
};

/** Channels (dim 1) read as (groups, channels / groups) and written transposed. */
function channelShuffled(self: Tensor, groups: number, backend: Backend): Tensor {
  const [b, c] = self.shape as [number, number];
  const rest = self.shape.slice(2).reduce((n, d) => n * d, 1);
  return shuffled(self, [b, groups, c / groups, rest], [0, 2, 1, 3], self.shape, backend);
}

defineOp({
  schema: 'channel_shuffle(Tensor self, int groups) -> Tensor', variants: ['function'],
  impl: (args, backend) => {
    const self = asTensor(args['self']), groups = args['groups'] as number;
    if (self.ndim <= 2) {
      throw runtimeError(`channel_shuffle expects input with > 2 dims, but got input with sizes [${self.shape.join(', ')}]`);
    }
    if (groups <= 0) {
      throw runtimeError(`Number of groups to divide channels in must be positive. Value of groups:${groups}`);
    }
    const c = self.shape[1]!;
    if (c % groups !== 0) {
      throw runtimeError(`Number of channels must be divisible by groups. Got ${c} channels and ${groups} groups.`);
    }
    return channelShuffled(self, groups, backend);
  },
}).derivative = {
  name: 'ChannelShuffleBackward0',
  grads: ({ grad, args }) => ({
    self: run('channel_shuffle', { self: grad, groups: grad.shape[1]! / (args['groups'] as number) }) as Tensor,
  }),
};

// channel_shuffle's decomposition (math_channel_shuffle), which checks nothing of its own and records the ops it runs
defineOp({
  schema: 'native_channel_shuffle(Tensor self, int groups) -> Tensor', variants: ['function'],
  impl: (args) => {
    const self = asTensor(args['self']), groups = args['groups'] as number;
    const [b, c] = self.shape as [number, number];
    const split = run('view', { self, size: [b, groups, Math.trunc(c / groups), -1] }) as Tensor;
    const permuted = run('permute', { self: split, dims: [0, 2, 1, 3] }) as Tensor;
    return run('reshape', { self: run('contiguous', { self: permuted }) as Tensor, shape: self.shape });
  },
});
