/**
 * 2-D max and average pooling over (N, C, H, W) or (C, H, W) inputs, following PyTorch's CPU kernels: windows in
 * row-major order, NaN wins a max, an average sums its window in order and divides once. Backward passes are their
 * own ops, scattering each output's gradient back onto its window.
 */
import { DTYPES } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { fromValues, Tensor } from '../tensor.ts';
import { defineOp } from './registry.ts';
import { pair } from './util.ts';

interface Geometry {
  readonly planes: number; readonly H: number; readonly W: number; readonly OH: number; readonly OW: number;
  readonly k: [number, number]; readonly s: [number, number]; readonly p: [number, number]; readonly d: [number, number];
}

function outputSize(size: number, k: number, s: number, p: number, d: number, ceil: boolean): number {
  const span = size + 2 * p - d * (k - 1) - 1;
  let out = Math.floor((ceil ? span + s - 1 : span) / s) + 1;
  // with ceil_mode, the last window must start inside the input or its left padding
  if (ceil && (out - 1) * s >= size + p) out -= 1;
  return out;
}

function geometry(self: Tensor, args: Readonly<Record<string, unknown>>): Geometry {
  if (self.ndim !== 3 && self.ndim !== 4) {
    throw runtimeError(`non-empty 3D or 4D (batch mode) tensor expected for input`);
  }
  const k = pair(args['kernel_size']);
  const strideArg = args['stride'] as number[];
  const s = strideArg.length === 0 ? k : pair(strideArg);
  const p = pair(args['padding']);
  const d = args['dilation'] === undefined ? [1, 1] as [number, number] : pair(args['dilation']);
  if (p[0] > k[0] / 2 || p[1] > k[1] / 2) {
    throw runtimeError(`pad should be at most half of effective kernel size, but got pad=${p[0]}, kernel_size=${k[0]} and dilation=${d[0]}`);
  }
  const [H, W] = self.shape.slice(-2) as [number, number];
  const ceil = args['ceil_mode'] as boolean;
  const OH = outputSize(H, k[0], s[0], p[0], d[0], ceil), OW = outputSize(W, k[1], s[1], p[1], d[1], ceil);
  if (OH <= 0 || OW <= 0) {
    throw runtimeError(`Given input size: (${self.shape.slice(-3).join('x')}). Calculated output size: ` +
      `(${self.shape[self.ndim - 3]}x${OH}x${OW}). Output size is too small`);
  }
  return { planes: self.numel / (H * W), H, W, OH, OW, k, s, p, d };
}

const outShape = (self: Tensor, g: Geometry) => [...self.shape.slice(0, -2), g.OH, g.OW];

defineOp({
  schema: 'max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor[]',
  variants: [],
  impl(args) {
    const self = args['self'] as Tensor;
    const g = geometry(self, args);
    const x = self.values();
    const out = Tensor.empty(self.dtype, outShape(self, g));
    const idx = Tensor.empty(DTYPES.int64, outShape(self, g));
    let o = 0;
    for (let plane = 0; plane < g.planes; plane++) {
      const base = plane * g.H * g.W;
      for (let oh = 0; oh < g.OH; oh++) {
        for (let ow = 0; ow < g.OW; ow++, o++) {
          let best = -Infinity, at = -1;
          for (let i = 0; i < g.k[0]; i++) {
            const h = oh * g.s[0] - g.p[0] + i * g.d[0];
            if (h < 0 || h >= g.H) continue;
            for (let j = 0; j < g.k[1]; j++) {
              const w = ow * g.s[1] - g.p[1] + j * g.d[1];
              if (w < 0 || w >= g.W) continue;
              const v = x[base + h * g.W + w]!;
              if (at < 0 || v > best || Number.isNaN(v)) { best = v; at = h * g.W + w; }
              if (Number.isNaN(v)) break;
            }
            if (Number.isNaN(best)) break;
          }
          self.dtype.store(out.storage.data, o, best);
          idx.dtype.store(idx.storage.data, o, at);
        }
      }
    }
    return [out, idx];
  },
});

defineOp({
  schema: 'max_pool2d_with_indices_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor', variants: [],
  impl(args) {
    const self = args['self'] as Tensor, grad = (args['grad_output'] as Tensor).values();
    const idx = (args['indices'] as Tensor).values();
    const [H, W] = self.shape.slice(-2) as [number, number];
    const per = grad.length / (self.numel / (H * W));
    const acc = new Float64Array(self.numel);
    idx.forEach((at, i) => { acc[Math.floor(i / per) * H * W + at]! += grad[i]!; });
    return fromValues(acc, self.shape, self.dtype);
  },
});

/** Each average window: its clipped bounds and the count it divides by. */
function windows(g: Geometry, countIncludePad: boolean, divisor: number | null,
  visit: (oh: number, ow: number, h0: number, h1: number, w0: number, w1: number, div: number) => void): void {
  for (let oh = 0; oh < g.OH; oh++) {
    for (let ow = 0; ow < g.OW; ow++) {
      let h0 = oh * g.s[0] - g.p[0], w0 = ow * g.s[1] - g.p[1];
      let h1 = Math.min(h0 + g.k[0], g.H + g.p[0]), w1 = Math.min(w0 + g.k[1], g.W + g.p[1]);
      const padded = (h1 - h0) * (w1 - w0);
      h0 = Math.max(h0, 0); w0 = Math.max(w0, 0); h1 = Math.min(h1, g.H); w1 = Math.min(w1, g.W);
      visit(oh, ow, h0, h1, w0, w1, divisor ?? (countIncludePad ? padded : (h1 - h0) * (w1 - w0)));
    }
  }
}

const AVG = 'avg_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None)';
defineOp({
  schema: `${AVG} -> Tensor`, variants: [],
  impl(args) {
    const self = args['self'] as Tensor;
    if (self.dtype.category !== 'float') throw runtimeError(`"avg_pool2d" not implemented for '${self.dtype.scalarName}'`);
    const g = geometry(self, args);
    const x = self.values();
    const out = Tensor.empty(self.dtype, outShape(self, g));
    const r = self.dtype.name === 'float64' ? (v: number) => v : Math.fround;
    for (let plane = 0; plane < g.planes; plane++) {
      const base = plane * g.H * g.W;
      windows(g, args['count_include_pad'] as boolean, args['divisor_override'] as number | null, (oh, ow, h0, h1, w0, w1, div) => {
        let sum = 0;
        for (let h = h0; h < h1; h++) for (let w = w0; w < w1; w++) sum = r(sum + x[base + h * g.W + w]!);
        self.dtype.store(out.storage.data, (plane * g.OH + oh) * g.OW + ow, sum / div);
      });
    }
    return out;
  },
});

defineOp({
  schema: AVG.replace('avg_pool2d(Tensor self', 'avg_pool2d_backward(Tensor grad_output, Tensor self') + ' -> Tensor',
  variants: [],
  impl(args) {
    const self = args['self'] as Tensor, grad = (args['grad_output'] as Tensor).values();
    const g = geometry(self, args);
    const acc = new Float64Array(self.numel);
    for (let plane = 0; plane < g.planes; plane++) {
      const base = plane * g.H * g.W;
      windows(g, args['count_include_pad'] as boolean, args['divisor_override'] as number | null, (oh, ow, h0, h1, w0, w1, div) => {
        const share = grad[(plane * g.OH + oh) * g.OW + ow]! / div;
        for (let h = h0; h < h1; h++) for (let w = w0; w < w1; w++) acc[base + h * g.W + w]! += share;
      });
    }
    return fromValues(acc, self.shape, self.dtype);
  },
});

/** adaptive pooling's window along one axis: output i covers [floor(i*n/out), ceil((i+1)*n/out)). */
const adaptiveRange = (i: number, n: number, out: number) =>
  [Math.floor((i * n) / out), Math.ceil(((i + 1) * n) / out)] as const;

/** Visits every adaptive window: output position o, and the flat input offsets it averages. */
function adaptiveWindows(self: Tensor, size: unknown, visit: (o: number, cells: number[]) => void): [number, number] {
  if (self.ndim !== 3 && self.ndim !== 4) {
    throw runtimeError(`adaptive_avg_pool2d(): Expected 3D or 4D tensor, but got [${self.shape.join(', ')}]`);
  }
  const [H, W] = self.shape.slice(-2) as [number, number];
  const [OH, OW] = pair(size);
  let o = 0;
  for (let plane = 0; plane < self.numel / (H * W); plane++) {
    for (let i = 0; i < OH; i++) {
      const [h0, h1] = adaptiveRange(i, H, OH);
      for (let j = 0; j < OW; j++, o++) {
        const [w0, w1] = adaptiveRange(j, W, OW);
        const cells: number[] = [];
        for (let h = h0; h < h1; h++) for (let w = w0; w < w1; w++) cells.push((plane * H + h) * W + w);
        visit(o, cells);
      }
    }
  }
  return [OH, OW];
}

defineOp({
  schema: 'adaptive_avg_pool2d(Tensor self, int[2] output_size) -> Tensor', variants: [],
  impl(args) {
    const self = args['self'] as Tensor;
    const x = self.values();
    const r = self.dtype.name === 'float64' ? (v: number) => v : Math.fround;
    const results: number[] = [];
    const [OH, OW] = adaptiveWindows(self, args['output_size'], (o, cells) => {
      results[o] = cells.reduce((sum, c) => r(sum + x[c]!), 0) / cells.length;
    });
    return fromValues(results, [...self.shape.slice(0, -2), OH, OW], self.dtype);
  },
});

defineOp({
  schema: 'adaptive_avg_pool2d_backward(Tensor grad_output, Tensor self) -> Tensor', variants: [],
  impl(args) {
    const self = args['self'] as Tensor, gradOut = args['grad_output'] as Tensor;
    const grad = gradOut.values();
    const acc = new Float64Array(self.numel);
    adaptiveWindows(self, gradOut.shape.slice(-2), (o, cells) => {
      for (const c of cells) acc[c]! += grad[o]! / cells.length;
    });
    return fromValues(acc, self.shape, self.dtype);
  },
});
