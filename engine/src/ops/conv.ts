/**
 * Convolution as a composite of differentiable ops: zero padding (a view scatter), the sliding windows as one
 * strided view, and a matrix product per group. Autograd differentiates it through those steps.
 */
import { runtimeError } from '../errors.ts';
import { contiguousStrides } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { defineOp, run } from './registry.ts';
import { asTensor, pair } from './util.ts';

const T = (name: string, args: Readonly<Record<string, unknown>>) => asTensor(run(name, args as never));

function conv2d(input: Tensor, weight: Tensor, bias: Tensor | null, stride: [number, number],
  padding: [number, number], dilation: [number, number], groups: number): Tensor {
  if (input.ndim === 3) {
    return T('squeeze', { self: conv2d(T('unsqueeze', { self: input, dim: 0 }), weight, bias, stride, padding, dilation, groups), dim: [0] });
  }
  if (input.ndim !== 4) {
    throw runtimeError(`Expected 3D (unbatched) or 4D (batched) input to conv2d, but got input of size: ` +
      `[${input.shape.join(', ')}]`);
  }
  const [N, C, H, W] = input.shape as [number, number, number, number];
  const [O, Cg, KH, KW] = weight.shape as [number, number, number, number];
  if (C !== Cg * groups) {
    throw runtimeError(`Given groups=${groups}, weight of size [${weight.shape.join(', ')}], expected input` +
      `[${input.shape.join(', ')}] to have ${Cg * groups} channels, but got ${C} channels instead`);
  }
  const [sh, sw] = stride, [ph, pw] = padding, [dh, dw] = dilation;
  const padded = [N, C, H + 2 * ph, W + 2 * pw];
  const ps = contiguousStrides(padded);
  const x = ph || pw
    ? T('_view_scatter', { self: input, base: Tensor.empty(input.dtype, padded), size: input.shape, stride: ps, offset: ph * ps[2]! + pw * ps[3]! })
    : T('contiguous', { self: input });
  const OH = Math.floor((padded[2]! - dh * (KH - 1) - 1) / sh) + 1;
  const OW = Math.floor((padded[3]! - dw * (KW - 1) - 1) / sw) + 1;
  if (OH <= 0 || OW <= 0) {
    throw runtimeError(`Calculated padded input size per channel: (${padded[2]} x ${padded[3]}). Kernel size: ` +
      `(${dh * (KH - 1) + 1} x ${dw * (KW - 1) + 1}). Kernel size can't be greater than actual input size`);
  }
  const windows = T('_strided_view', {
    self: x, size: [N, C, OH, OW, KH, KW], stride: [ps[0]!, ps[1]!, ps[2]! * sh, ps[3]! * sw, ps[2]! * dh, ps[3]! * dw], offset: 0,
  });
  const Og = O / groups;
  const outs = Array.from({ length: groups }, (_, g) => {
    const cols = T('reshape', {
      self: T('permute', { self: T('narrow', { self: windows, dim: 1, start: g * Cg, length: Cg }), dims: [0, 2, 3, 1, 4, 5] }),
      shape: [N * OH * OW, Cg * KH * KW],
    });
    const wg = T('reshape', { self: T('narrow', { self: weight, dim: 0, start: g * Og, length: Og }), shape: [Og, Cg * KH * KW] });
    return T('mm', { self: cols, mat2: T('t', { self: wg }) });
  });
  const flat = groups === 1 ? outs[0]! : T('cat', { tensors: outs, dim: 1 });
  const out = T('permute', { self: T('reshape', { self: flat, shape: [N, OH, OW, O] }), dims: [0, 3, 1, 2] });
  return bias ? T('add', { self: out, other: T('reshape', { self: bias, shape: [1, O, 1, 1] }) }) : out;
}

defineOp({
  schema: 'conv2d(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] dilation=1, int groups=1) -> Tensor',
  variants: ['function'],
  impl: (args) => conv2d(asTensor(args['input']), asTensor(args['weight']), args['bias'] as Tensor | null,
    pair(args['stride']), pair(args['padding']), pair(args['dilation']), args['groups'] as number),
});

defineOp({
  schema: 'conv1d(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, int[1] padding=0, int[1] dilation=1, int groups=1) -> Tensor',
  variants: ['function'],
  impl: (args) => {
    const input = asTensor(args['input']);
    const one = (v: unknown) => pair(v)[0];
    const out = conv2d(T('unsqueeze', { self: input, dim: -2 }), T('unsqueeze', { self: asTensor(args['weight']), dim: -2 }),
      args['bias'] as Tensor | null, [1, one(args['stride'])], [0, one(args['padding'])], [1, one(args['dilation'])],
      args['groups'] as number);
    return T('squeeze', { self: out, dim: [-2] });
  },
});
