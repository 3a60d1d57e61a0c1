/** Reductions over dims, with keepdim and an optional accumulation dtype. */
import type { Backend, ReductionKernel } from '../backend.ts';
import { DTYPES, type DType } from '../dtype.ts';
import { indexError, runtimeError } from '../errors.ts';
import { wrapDim } from '../shape.ts';
import { Tensor } from '../tensor.ts';
import { defineOp, run } from './registry.ts';
import { PyScalar, wrapScalar, type BoundArgs } from './schema.ts';
import { cast } from './util.ts';

/** The dims a reduction covers: all of them for dim=None or dim=[], each wrapped and checked for repeats. */
function reducedDims(self: Tensor, dim: readonly number[] | null): number[] {
  if (dim === null || dim.length === 0) return self.shape.map((_, i) => i);
  const dims = dim.map((d) => wrapDim(d, self.ndim));
  dims.forEach((d, i) => {
    if (dims.indexOf(d) !== i) throw runtimeError(`dim ${d} appears multiple times in the list of dims`);
  });
  return dims;
}

function reduce(kernel: ReductionKernel, self: Tensor, args: BoundArgs, outDtype: DType, backend: Backend): Tensor {
  const dims = reducedDims(self, args['dim'] as readonly number[] | null);
  const keptShape = self.shape.map((d, i) => (dims.includes(i) ? 1 : d));
  const out = Tensor.empty(outDtype, keptShape);
  backend.reduce(kernel, cast(self, outDtype, backend), out);
  if (args['keepdim']) return out;
  return out.view(keptShape.filter((_, i) => !dims.includes(i) && i < self.ndim),
    out.strides.filter((_, i) => !dims.includes(i) && i < self.ndim));
}

const sumKernel: ReductionKernel = { op: 'add', init: 0 };
const prodKernel: ReductionKernel = { op: 'mul', init: 1 };

defineOp({
  schema: 'sum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor',
  impl(args, backend) {
    const self = args['self'] as Tensor;
    // integral and bool inputs accumulate in int64, as PyTorch's sum does
    const fallback = self.dtype.category === 'float' ? self.dtype : DTYPES.int64;
    return reduce(sumKernel, self, args, (args['dtype'] as DType | null) ?? fallback, backend);
  },
});

defineOp({
  schema: 'mean(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor',
  impl(args, backend) {
    const self = args['self'] as Tensor;
    const dtype = (args['dtype'] as DType | null) ?? self.dtype;
    if (dtype.category !== 'float') {
      throw runtimeError('mean(): could not infer output dtype. Input dtype must be either a floating point or ' +
        `complex dtype. Got: ${dtype.scalarName}`);
    }
    // PyTorch divides the rounded sum by the count, so float32 means round twice, as here.
    const sum = reduce(sumKernel, self, args, dtype, backend);
    const count = self.numel / Math.max(sum.numel, 1);
    return run('div', { self: sum, other: wrapScalar(new PyScalar(count, 'int')) });
  },
});

defineOp({
  schema: 'prod(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor',
  impl(args, backend) {
    const self = args['self'] as Tensor;
    const fallback = self.dtype.category === 'float' ? self.dtype : DTYPES.int64;
    return reduce(prodKernel, self, args, (args['dtype'] as DType | null) ?? fallback, backend);
  },
});

/**
 * Reductions computed lane by lane: the input is viewed with the reduced dims last, and `fn` maps the values of
 * each output position (in index order) to one number. Returns the keepdim-shaped result and the squeezed shape.
 */
function lanes(self: Tensor, dims: readonly number[], outDtype: DType, keepdim: boolean,
  fn: (values: number[]) => number): Tensor {
  if (self.ndim === 0) {
    const out = Tensor.empty(outDtype, []);
    outDtype.store(out.storage.data, 0, fn(self.values()));
    return out;
  }
  const kept = self.shape.map((_, i) => i).filter((i) => !dims.includes(i));
  const order = [...kept, ...dims];
  const view = self.view(order.map((d) => self.shape[d]!), order.map((d) => self.strides[d]!));
  const values = view.values();
  const outShape = self.shape.map((d, i) => (dims.includes(i) ? 1 : d));
  const out = Tensor.empty(outDtype, outShape);
  const width = dims.reduce((n, d) => n * self.shape[d]!, 1);
  for (let i = 0; i < out.numel; i++) outDtype.store(out.storage.data, i, fn(values.slice(i * width, (i + 1) * width)));
  if (keepdim) return out;
  const squeezed = outShape.filter((_, i) => !dims.includes(i));
  return out.view(squeezed, contiguousStridesOf(squeezed));
}

function contiguousStridesOf(shape: readonly number[]): number[] {
  const strides = new Array<number>(shape.length);
  let s = 1;
  for (let i = shape.length - 1; i >= 0; i--) { strides[i] = s; s *= Math.max(shape[i]!, 1); }
  return strides;
}

const dimList = (v: unknown): readonly number[] | null => (v === null ? null : v as readonly number[]);

/** Index of the first extreme value (NaN counts as the extreme, as in PyTorch). */
function argExtreme(values: number[], better: (a: number, b: number) => boolean): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) {
    const v = values[i]!, b = values[best]!;
    if (Number.isNaN(b)) break;
    if (Number.isNaN(v) || better(v, b)) best = i;
  }
  return best;
}

function checkNonEmpty(self: Tensor, name: string, dims: readonly number[]): void {
  if (self.numel === 0 && dims.some((d) => self.shape[d] === 0 || self.ndim === 0)) {
    throw indexError(`${name}(): Expected reduction dim ${dims[0]} to have non-zero size.`);
  }
}

for (const [name, better] of [['amax', (a: number, b: number) => a > b], ['amin', (a: number, b: number) => a < b]] as const) {
  defineOp({
    schema: `${name}(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor`,
    impl(args) {
      const self = args['self'] as Tensor;
      const dims = reducedDims(self, dimList(args['dim']));
      checkNonEmpty(self, name, dims);
      return lanes(self, dims, self.dtype, args['keepdim'] as boolean, (v) => v[argExtreme(v, better)]!);
    },
  });
  const base = name === 'amax' ? 'max' : 'min';
  defineOp({
    // the full reduction form, torch.max(x): one value
    schema: `${base}_all(Tensor self) -> Tensor`, variants: [],
    impl(args) {
      const self = args['self'] as Tensor;
      if (self.numel === 0) {
        throw runtimeError(`${base}(): Expected reduction dim to be specified for input.numel() == 0. Specify ` +
          "the reduction dim with the 'dim' argument.");
      }
      return lanes(self, self.shape.map((_, i) => i), self.dtype, false, (v) => v[argExtreme(v, better)]!);
    },
  });
  defineOp({
    // torch.max(x, dim): values and the indices they came from
    schema: `${base}_dim(Tensor self, int dim, bool keepdim=False) -> Tensor[]`, variants: [],
    impl(args) {
      const self = args['self'] as Tensor;
      const dims = [wrapDim(args['dim'] as number, self.ndim)];
      checkNonEmpty(self, base, dims);
      const keepdim = args['keepdim'] as boolean;
      return [
        lanes(self, dims, self.dtype, keepdim, (v) => v[argExtreme(v, better)]!),
        lanes(self, dims, DTYPES.int64, keepdim, (v) => argExtreme(v, better)),
      ];
    },
  });
  defineOp({
    schema: `arg${base}(Tensor self, int? dim=None, bool keepdim=False) -> Tensor`,
    impl(args) {
      const self = args['self'] as Tensor;
      if (self.dtype.category === 'bool') throw runtimeError(`"arg${base}_cpu" not implemented for 'Bool'`);
      const keepdim = args['keepdim'] as boolean;
      if (args['dim'] === null) {
        if (self.numel === 0) throw runtimeError(`arg${base}(): Expected reduction dim to be specified for input.numel() == 0.`);
        return lanes(self, self.shape.map((_, i) => i), DTYPES.int64, keepdim, (v) => argExtreme(v, better));
      }
      const dims = [wrapDim(args['dim'] as number, self.ndim)];
      checkNonEmpty(self, `arg${base}`, dims);
      return lanes(self, dims, DTYPES.int64, keepdim, (v) => argExtreme(v, better));
    },
  });
}

for (const [name, test] of [['all', (v: number[]) => v.every((x) => x !== 0)], ['any', (v: number[]) => v.some((x) => x !== 0)]] as const) {
  defineOp({
    schema: `${name}(Tensor self, int? dim=None, bool keepdim=False) -> Tensor`,
    impl(args) {
      const self = args['self'] as Tensor;
      const dims = reducedDims(self, args['dim'] === null ? null : [args['dim'] as number]);
      const out = self.dtype.name === 'uint8' ? DTYPES.uint8 : DTYPES.bool;
      return lanes(self, dims, out, args['keepdim'] as boolean, (v) => (test(v) ? 1 : 0));
    },
  });
}

function floatInput(self: Tensor, what: string): void {
  if (self.dtype.category !== 'float') {
    throw runtimeError(`${what} only support floating point and complex dtypes`);
  }
}

/** Variance with Bessel's correction by default, two-pass in float64 and rounded once. */
function variance(values: number[], correction: number): number {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const ss = values.reduce((a, b) => a + (b - mean) ** 2, 0);
  return ss / Math.max(n - correction, 0);
}

for (const name of ['var', 'std'] as const) {
  defineOp({
    schema: `${name}(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor`,
    impl(args) {
      const self = args['self'] as Tensor;
      floatInput(self, 'std and var');
      const dims = reducedDims(self, dimList(args['dim']));
      const unbiased = args['unbiased'] as boolean | null;
      const correction = (args['correction'] as PyScalar | null)?.value ?? (unbiased === false ? 0 : 1);
      return lanes(self, dims, self.dtype, args['keepdim'] as boolean, (v) => {
        const r = variance(v, correction);
        return name === 'std' ? Math.sqrt(r) : r;
      });
    },
  });
}

defineOp({
  schema: 'logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor',
  impl(args) {
    const self = args['self'] as Tensor;
    const dtype = self.dtype.category === 'float' ? self.dtype : DTYPES.float32;
    const dims = reducedDims(self, dimList(args['dim']));
    return lanes(self, dims, dtype, args['keepdim'] as boolean, (v) => {
      const m = Math.max(...v);
      if (!Number.isFinite(m)) return m === -Infinity ? -Infinity : m;
      return m + Math.log(v.reduce((a, x) => a + Math.exp(x - m), 0));
    });
  },
});

defineOp({
  schema: 'norm(Tensor self, Scalar? p=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor',
  impl(args) {
    const self = args['self'] as Tensor;
    const dtype = (args['dtype'] as DType | null) ?? self.dtype;
    if (dtype.category !== 'float') {
      throw runtimeError(`linalg.vector_norm: Expected a floating point or complex tensor as input. Got ${self.dtype.scalarName}`);
    }
    const p = (args['p'] as PyScalar | null)?.value ?? 2;
    const dims = reducedDims(self, dimList(args['dim']));
    return lanes(self, dims, dtype, args['keepdim'] as boolean, (v) => {
      const a = v.map(Math.abs);
      if (p === Infinity) return a.length ? Math.max(...a) : 0;
      if (p === -Infinity) return Math.min(...a);
      if (p === 0) return a.filter((x) => x !== 0).length;
      if (p === 1) return a.reduce((s, x) => s + x, 0);
      if (p === 2) return Math.sqrt(a.reduce((s, x) => s + x * x, 0));
      return a.reduce((s, x) => s + x ** p, 0) ** (1 / p);
    });
  },
});

/**
 * Scans along one dim (cumsum, cumprod, softmax, sort): `fn` maps a lane's values to `outWidth` results (default:
 * as many as it got). Lanes come in row-major order of the other dims, so lane % (product of the dims after `dim`)
 * is the lane's inner index.
 */
export function scan(
  self: Tensor, dim: number, outDtype: DType, fn: (values: number[], lane: number) => number[], outWidth?: number,
): Tensor {
  const d = wrapDim(dim, self.ndim);
  const order = [...self.shape.map((_, i) => i).filter((i) => i !== d), d];
  const moved = self.view(order.map((i) => self.shape[i]!), order.map((i) => self.strides[i]!));
  const values = moved.values();
  const width = self.ndim === 0 ? 1 : self.shape[d]!;
  const w = outWidth ?? width;
  const out = Tensor.empty(outDtype, self.ndim === 0 ? [] : self.shape.map((n, i) => (i === d ? w : n)));
  const target = out.view(order.map((i) => out.shape[i]!), order.map((i) => out.strides[i]!));
  const lanes = width === 0 ? 0 : values.length / width;
  const results = new Float64Array(lanes * w);
  for (let lane = 0; lane < lanes; lane++) {
    results.set(fn(values.slice(lane * width, (lane + 1) * width), lane).slice(0, w), lane * w);
  }
  const offsets = target.offsets();
  offsets.forEach((o, i) => outDtype.store(out.storage.data, o, results[i]!));
  return out;
}

export const round32 = (dtype: DType) => (dtype.category === 'float' && dtype.name !== 'float64' ? Math.fround : (x: number) => x);

for (const [name, init, op] of [['cumsum', 0, (a: number, b: number) => a + b], ['cumprod', 1, (a: number, b: number) => a * b]] as const) {
  defineOp({
    schema: `${name}(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor`,
    impl(args) {
      const self = args['self'] as Tensor;
      const dtype = (args['dtype'] as DType | null) ?? (self.dtype.category === 'float' ? self.dtype : DTYPES.int64);
      const round = round32(dtype);
      return scan(self, args['dim'] as number, dtype, (v) => {
        let acc: number = init;
        return v.map((x) => (acc = round(op(acc, x))));
      });
    },
  });
}
