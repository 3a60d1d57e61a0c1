/**
 * 2-D max and average pooling over (N, C, H, W) or (C, H, W) inputs, following PyTorch's CPU kernels: windows in
 * row-major order, NaN wins a max, an average sums its window in order and divides once (an adaptive one by its
 * height, then by its width). Forward passes are pointwise kernels with the window unrolled (each window element
 * guarded by whether it lies inside the input), or for an adaptive pool whose windows tile the input, a reduction
 * over a windowed view. Backward passes are their own ops, scattering each output's gradient back onto its window in
 * output order into a float64 buffer.
 */
import type { Backend } from '../backend.ts';
import { DTYPES, type DType } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import type { Expr, ValueType } from '../ir/expr.ts';
import {
  add, and, arg, cast as castExpr, constant, coord, div, floordiv, foldAcc, foldNext, ge, gt, input, isNaN, load, lt, max,
  min, mul, not, or, select, sub,
} from '../ir/build.ts';
import { wrapDim } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { checkRange, scatterUpdate } from './indexed.ts';
import { defineOp } from './registry.ts';
import { cast, inFormatOf, pair, stepRound } from './util.ts';

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

/** pooling_output_shape's checks on one dimension's window, height's before width's. */
function checkWindow(k: number, s: number, p: number, d: number): void {
  if (s === 0) throw runtimeError('stride should not be zero');
  if (p < 0) throw runtimeError(`pad must be non-negative, but got pad: ${p}`);
  if (p > Math.floor(((k - 1) * d + 1) / 2)) {
    throw runtimeError(`pad should be at most half of effective kernel size, but got pad=${p}, kernel_size=${k} and dilation=${d}`);
  }
}

/** The pooling metas' first checks: each size a single int or a pair, before the input is looked at. */
function checkPoolArgs(op: string, args: Readonly<Record<string, unknown>>): void {
  const length = (name: string) => (Array.isArray(args[name]) ? (args[name] as unknown[]).length : 1);
  if (![1, 2].includes(length('kernel_size'))) {
    throw runtimeError(`${op}: kernel_size must either be a single int, or a tuple of two ints`);
  }
  if (![0, 1, 2].includes(length('stride'))) {
    throw runtimeError(`${op}: stride must either be omitted, a single int, or a tuple of two ints`);
  }
  if (![1, 2].includes(length('padding'))) {
    // max_pool2d's message doubles its "be"
    const must = op === 'max_pool2d' ? 'must be either be' : 'must either be';
    throw runtimeError(`${op}: padding ${must} a single int, or a tuple of two ints`);
  }
  if ('dilation' in args && ![1, 2].includes(length('dilation'))) {
    throw runtimeError(`${op}: dilation must be either a single int, or a tuple of two ints`);
  }
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
  for (const i of [0, 1]) checkWindow(k[i]!, s[i]!, p[i]!, d[i]!);
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

/** `t` at `shape` (its planes, then further dims), moving along its planes only: window loads add h and w. */
const planesAt = (t: Tensor, shape: readonly number[]) =>
  t.view(shape, [...t.strides.slice(0, -2), ...shape.slice(t.ndim - 2).map(() => 0)]);


/** An i64 argument of a pooling kernel: its geometry travels as arguments, so one kernel serves every size. */
const int = (i: number) => arg(i, 'i64');

/**
 * One window element of a sliding (max or average) pool, from the output's coordinates: rows and columns
 * `oh * stride - pad + i * dilation`. Arguments 0..7: stride, pad, dilation (each h, w), H and W; 8, 9: the input's
 * strides along H and W. `place` is the element's offset in its plane's storage (0 when outside, so the load stays
 * in bounds), `flat` its index h * W + w.
 */
function slidingCell(rank: number, i: number, j: number) {
  const h = add(sub(mul(coord(rank - 2), int(0)), int(2)), mul(constant(BigInt(i)), int(4)));
  const w = add(sub(mul(coord(rank - 1), int(1)), int(3)), mul(constant(BigInt(j)), int(5)));
  const inside = and(and(ge(h, 0), lt(h, int(6))), and(ge(w, 0), lt(w, int(7))));
  return { inside, place: select(inside, add(mul(h, int(8)), mul(w, int(9))), 0), flat: add(mul(h, int(7)), w) };
}

const slidingArgs = (self: Tensor, g: Geometry) =>
  [g.s[0], g.s[1], g.p[0], g.p[1], g.d[0], g.d[1], g.H, g.W, self.strides[self.ndim - 2]!, self.strides[self.ndim - 1]!];

defineOp({
  schema: 'max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor[]',
  variants: [],
  impl(args, backend) {
    const self = args['self'] as Tensor;
    checkPoolArgs('max_pool2d', args);
    const g = geometry(self, args);
    const shape = outShape(self, g);
    // the first element of the window wins ties; a NaN wins and ends the search
    let best = constant(-Infinity), at = constant(-1n);
    for (let i = 0; i < g.k[0]; i++) {
      for (let j = 0; j < g.k[1]; j++) {
        const { inside, place, flat } = slidingCell(shape.length, i, j);
        const v = load(0, place);
        const better = or(lt(at, 0), or(gt(v, best), isNaN(v)));
        const take = and(inside, and(not(isNaN(best)), better));
        best = select(take, v, best);
        at = select(take, flat, at);
      }
    }
    const kernelArgs = slidingArgs(self, g);
    const source = planesAt(self, shape);
    const out = Tensor.output(self.dtype, shape), idx = Tensor.output(DTYPES.int64, shape);
    backend.pointwise({ body: best, args: kernelArgs }, [source], out);
    backend.pointwise({ body: at, args: kernelArgs }, [source], idx);
    return [inFormatOf(out, self, backend), inFormatOf(idx, self, backend)];
  },
});

/** A gradient gathered in a float64 buffer by `fill` and cast to `dtype` at the end. */
function accumulated(self: Tensor, backend: Backend, fill: (acc: Tensor) => void): Tensor {
  const acc = Tensor.empty(DTYPES.float64, self.shape);
  fill(acc);
  return inFormatOf(cast(acc, self.dtype, backend), self, backend);
}

defineOp({
  schema: 'max_pool2d_with_indices_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor', variants: [],
  impl(args, backend) {
    const self = args['self'] as Tensor, grad = args['grad_output'] as Tensor, indices = args['indices'] as Tensor;
    const [H, W] = self.shape.slice(-2) as [number, number];
    checkRange(indices, 0, H * W, backend, (v) => runtimeError(`max_pool2d backward: index ${v} is outside the input`));
    // cpu_max_pool_backward: each output's gradient added onto its maximum's place in output order, in the dtype
    const r = stepRound(self.dtype);
    return accumulated(self, backend, (acc) => {
      scatterUpdate(planesAt(acc, grad.shape), [{ index: indices, size: H * W, stride: 1 }],
        [cast(grad, DTYPES.float64, backend)], (old, [g]) => r(add(old, g!)), backend);
    });
  },
});

/** An average window's divisor from the output's coordinates (args 0..3: stride h, w, pad h, w; 6, 7: H, W). */
function averageDivisor(rank: number, k: readonly [number, number], countIncludePad: boolean): Expr {
  const area = (axis: 0 | 1, size: Expr) => {
    const start = sub(mul(coord(rank - 2 + axis), int(axis)), int(2 + axis));
    const end = min(add(start, constant(BigInt(k[axis]))), add(size, int(2 + axis)));
    return countIncludePad ? sub(end, start) : sub(min(end, size), max(start, 0));
  };
  return castExpr(mul(area(0, int(6)), area(1, int(7))), 'f64');
}

const AVG = 'avg_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None)';

/** avg_pool2d's geometry, kernel arguments (sliding ones, then the divisor override) and divisor. */
function averagePlan(self: Tensor, args: Readonly<Record<string, unknown>>) {
  checkPoolArgs('avg_pool2d', args);
  if (args['divisor_override'] === 0) throw runtimeError('divisor must be not zero');
  // avg_pool2d's meta reads the planes, input.size(-3), before pool2d_shape_check checks the rank
  wrapDim(-3, self.ndim);
  if (self.ndim !== 3 && self.ndim !== 4) {
    throw runtimeError('Expected 3D or 4D (batch mode) tensor with optional 0 dim batch size for input, but got:' +
      `[${self.shape.join(', ')}]`);
  }
  const g = geometry(self, args);
  const override = args['divisor_override'] as number | null;
  const rank = self.ndim;
  const divisor = override === null ? averageDivisor(rank, g.k, args['count_include_pad'] as boolean) : arg(10);
  return { g, divisor, kernelArgs: [...slidingArgs(self, g), override ?? 0] };
}

defineOp({
  schema: `${AVG} -> Tensor`, variants: [],
  impl(args, backend) {
    const self = args['self'] as Tensor;
    if (self.dtype.category !== 'float') throw runtimeError(`"avg_pool2d" not implemented for '${self.dtype.scalarName}'`);
    const { g, divisor, kernelArgs } = averagePlan(self, args);
    const r = stepRound(self.dtype);
    let sum = constant(0);
    for (let i = 0; i < g.k[0]; i++) {
      for (let j = 0; j < g.k[1]; j++) {
        const { inside, place } = slidingCell(self.ndim, i, j);
        sum = select(inside, r(add(sum, load(0, place))), sum);
      }
    }
    const shape = outShape(self, g);
    const out = Tensor.output(self.dtype, shape);
    backend.pointwise({ body: div(sum, divisor), args: kernelArgs }, [planesAt(self, shape)], out);
    return inFormatOf(out, self, backend);
  },
});

/**
 * Adds each output's gradient, divided by `divisors` in turn, onto its window: a scatter over (planes..., OH, OW, kh,
 * kw), window element (kh, kw) landing at `cell` when `inside`. As PyTorch's CPU kernels, each quotient and each
 * running sum is rounded to `dtype` (the float64 target holds its values exactly). Inputs: the target, the gradient.
 */
function scatterWindows(acc: Tensor, grad: Tensor, dtype: DType, window: readonly [number, number],
  cell: { inside: Expr; place: Expr }, divisors: readonly Expr[], kernelArgs: readonly number[], backend: Backend): void {
  const shape = [...grad.shape, ...window];
  const r = stepRound(dtype);
  const old = load(0, cell.place);
  const delta = divisors.reduce((q, d) => r(div(q, d)), input(1));
  const body = select(cell.inside, r(add(old, delta)), old);
  const target = planesAt(acc, shape);
  backend.scatter({ body, at: cell.place, args: kernelArgs }, [target, grad.view(shape, [...grad.strides, 0, 0])], target);
}

/** The window element (kh, kw) = the scatter's last two coordinates, as slidingCell places it. */
function windowCell(rank: number): { inside: Expr; place: Expr } {
  const h = add(sub(mul(coord(rank - 4), int(0)), int(2)), coord(rank - 2));
  const w = add(sub(mul(coord(rank - 3), int(1)), int(3)), coord(rank - 1));
  const inside = and(and(ge(h, 0), lt(h, int(6))), and(ge(w, 0), lt(w, int(7))));
  return { inside, place: select(inside, add(mul(h, int(8)), mul(w, int(9))), 0) };
}

defineOp({
  schema: AVG.replace('avg_pool2d(Tensor self', 'avg_pool2d_backward(Tensor grad_output, Tensor self') + ' -> Tensor',
  variants: [],
  impl(args, backend) {
    const self = args['self'] as Tensor, grad = args['grad_output'] as Tensor;
    return accumulated(self, backend, (acc) => {
      const { g, kernelArgs } = averagePlan(acc, args);
      const override = args['divisor_override'] as number | null;
      // the divisor is read at the output's coordinates, which in the scatter's shape sit two dims further out
      const divisor = override === null
        ? averageDivisor(grad.ndim, g.k, args['count_include_pad'] as boolean) : arg(10);
      scatterWindows(acc, cast(grad, DTYPES.float64, backend), self.dtype, g.k, windowCell(grad.ndim + 2), [divisor],
        kernelArgs, backend);
    });
  },
});

/** adaptive pooling's window along one axis: output i covers [floor(i*n/out), ceil((i+1)*n/out)). */
const adaptiveRange = (i: number, n: number, out: number) =>
  [Math.floor((i * n) / out), Math.ceil(((i + 1) * n) / out)] as const;

/** The widest adaptive window along an axis: how far a kernel must unroll it. */
const widest = (n: number, out: number) =>
  Math.max(0, ...Array.from({ length: out }, (_, i) => { const [a, b] = adaptiveRange(i, n, out); return b - a; }));

function adaptiveSize(self: Tensor, size: unknown): [number, number] {
  if (self.ndim !== 3 && self.ndim !== 4) {
    throw runtimeError(`adaptive_avg_pool2d(): Expected 3D or 4D tensor, but got [${self.shape.join(', ')}]`);
  }
  return pair(size);
}

/**
 * Window element (i, j) of the adaptive window at output coordinates (oh, ow). Arguments: H, W, OH, OW, then the
 * input's strides along H and W. `extents` are the window's height and width, as f64.
 */
function adaptiveCell(oh: Expr, ow: Expr, i: Expr, j: Expr) {
  const bounds = (c: Expr, n: Expr, out: Expr) =>
    [floordiv(mul(c, n), out), floordiv(add(mul(add(c, 1), n), sub(out, 1)), out)] as const;
  const [h0, h1] = bounds(oh, int(0), int(2)), [w0, w1] = bounds(ow, int(1), int(3));
  const h = add(h0, i), w = add(w0, j);
  const inside = and(lt(h, h1), lt(w, w1));
  const kh = sub(h1, h0), kw = sub(w1, w0);
  return {
    inside, place: select(inside, add(mul(h, int(4)), mul(w, int(5))), 0),
    extents: [castExpr(kh, 'f64'), castExpr(kw, 'f64')] as const,
  };
}

const adaptiveArgs = (t: Tensor, OH: number, OW: number) =>
  [...t.shape.slice(-2), OH, OW, ...t.strides.slice(-2)];

/** Adaptive windows that tile the input (H and W multiples of the output's): one reduction over a windowed view. */
function tiledAverage(self: Tensor, OH: number, OW: number, backend: Backend): Tensor {
  const [H, W] = self.shape.slice(-2) as [number, number];
  const [sH, sW] = self.strides.slice(-2) as [number, number];
  const kh = H / OH, kw = W / OW, lead = self.shape.slice(0, -2);
  const windows = self.view([...lead, OH, OW, kh, kw], [...self.strides.slice(0, -2), sH * kh, sW * kw, sH, sW]);
  const acc: ValueType = self.dtype.name === 'float64' ? 'f64' : 'f32';
  const out = Tensor.output(self.dtype, [...lead, OH, OW, 1, 1]);
  const r = stepRound(self.dtype);
  backend.reduce({
    acc, init: 0, map: input(0, acc), combine: add(foldAcc(acc), foldNext(acc)),
    // cpu_adaptive_avg_pool2d: sum / kh / kw, each division in the dtype
    finalize: r(div(r(div(castExpr(foldAcc(acc), 'f64'), arg(0))), arg(1))), result: 'value', order: 'sequential',
    args: [kh, kw],
  }, [windows], out);
  return out.view([...lead, OH, OW], out.strides.slice(0, -2));
}

defineOp({
  schema: 'adaptive_avg_pool2d(Tensor self, int[2] output_size) -> Tensor', variants: [],
  impl(args, backend) {
    const self = args['self'] as Tensor;
    const [OH, OW] = adaptiveSize(self, args['output_size']);
    const [H, W] = self.shape.slice(-2) as [number, number];
    if (H % OH === 0 && W % OW === 0) return inFormatOf(tiledAverage(self, OH, OW, backend), self, backend);
    const rank = self.ndim, r = stepRound(self.dtype);
    const cellAt = (i: number, j: number) =>
      adaptiveCell(coord(rank - 2), coord(rank - 1), constant(BigInt(i)), constant(BigInt(j)));
    let sum = constant(0);
    for (let i = 0; i < widest(H, OH); i++) {
      for (let j = 0; j < widest(W, OW); j++) {
        const cell = cellAt(i, j);
        sum = select(cell.inside, r(add(sum, load(0, cell.place))), sum);
      }
    }
    const [kh, kw] = cellAt(0, 0).extents;
    const shape = [...self.shape.slice(0, -2), OH, OW];
    const out = Tensor.output(self.dtype, shape);
    const average = r(div(r(div(sum, kh)), kw));
    backend.pointwise({ body: average, args: adaptiveArgs(self, OH, OW) }, [planesAt(self, shape)], out);
    return inFormatOf(out, self, backend);
  },
});

defineOp({
  schema: 'adaptive_avg_pool2d_backward(Tensor grad_output, Tensor self) -> Tensor', variants: [],
  impl(args, backend) {
    const self = args['self'] as Tensor, grad = args['grad_output'] as Tensor;
    const [OH, OW] = adaptiveSize(self, grad.shape.slice(-2));
    const [H, W] = self.shape.slice(-2) as [number, number];
    return accumulated(self, backend, (acc) => {
      const rank = grad.ndim + 2;
      const cell = adaptiveCell(coord(rank - 4), coord(rank - 3), coord(rank - 2), coord(rank - 1));
      // cpu_adaptive_avg_pool_backward: the gradient divided by the window's height, then by its width
      scatterWindows(acc, cast(grad, DTYPES.float64, backend), self.dtype, [widest(H, OH), widest(W, OW)], cell,
        cell.extents, adaptiveArgs(acc, OH, OW), backend);
    });
  },
});
