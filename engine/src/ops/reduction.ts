/** Reductions over dims, with keepdim and an optional accumulation dtype. */
import type { Backend } from '../backend.ts';
import type { Expr, ReductionKernel, ReductionOrder, ValueType } from '../ir/expr.ts';
import {
  abs, add, and, arg, asNumber, call, div, foldAcc, foldNext, gt, input, isNaN, lt, max, min, mul, ne, not, or, round32,
  select, sqrt, sub,
} from '../ir/build.ts';
import { fusedMulAdd } from '../ir/fused.ts';
import { DEFAULT_FLOAT, DTYPES, type DType } from '../dtype.ts';
import { indexError, runtimeError } from '../errors.ts';
import { wrapDim, wrapDims } from '../shape.ts';
import { allocateStorage, Tensor } from '../tensor.ts';
import { defineOp, run } from './registry.ts';
import { PyScalar, wrapScalar, type BoundArgs } from './schema.ts';
import { cumulative } from './cumulative.ts';
import { cast } from './util.ts';

/** A reduction's dims argument, one dim (prod's) or a list of them. */
const dimsOf = (dim: unknown): readonly number[] | null => (typeof dim === 'number' ? [dim] : dim as readonly number[] | null);

/** The dims a reduction covers: all of them for dim=None or dim=[], each wrapped and checked for repeats. */
function reducedDims(self: Tensor, dim: readonly number[] | null): number[] {
  if (dim === null || dim.length === 0) return self.shape.map((_, i) => i);
  return wrapDims(dim, self.ndim);
}

/** The IR type a reduction into `dtype` accumulates in: float32 for the narrower floats, int64 exactly. */
function accumulatorOf(dtype: DType): ValueType {
  if (dtype.name === 'float64') return 'f64';
  if (dtype.category === 'float') return 'f32';
  return dtype.name === 'int64' ? 'i64' : 'f64';
}

/** Runs `kernel` over inputs[0]'s `dims` into a new `outDtype` tensor (extra inputs already have keepdim shape). */
function reduce(kernel: ReductionKernel, inputs: readonly Tensor[], dims: readonly number[], outDtype: DType,
  keepdim: boolean, backend: Backend): Tensor {
  const self = inputs[0]!;
  const out = Tensor.output(outDtype, self.shape.map((d, i) => (dims.includes(i) ? 1 : d)));
  backend.reduce(kernel, inputs, out);
  if (keepdim) return out;
  const kept = (_: number, i: number) => !dims.includes(i);
  return out.view(out.shape.filter(kept), out.strides.filter(kept));
}

/** Kernels made once per distinct description, so their printed IR (the compiled-kernel key) is made once too. */
const kernels = new Map<string, ReductionKernel>();
function memo(key: string, make: () => ReductionKernel): ReductionKernel {
  let k = kernels.get(key);
  if (!k) { k = make(); kernels.set(key, k); }
  return k;
}

/** A fold of input 0's values (as the accumulator type) with `op`, from its identity: sums and products. */
function foldKernel(acc: ValueType, op: 'add' | 'mul', order: ReductionOrder = 'sequential'): ReductionKernel {
  const combine = op === 'add' ? add : mul;
  const one = op === 'mul' ? 1 : 0;
  return memo(`${acc} ${op} ${order}`, () => ({
    acc, init: acc === 'i64' ? BigInt(one) : one, map: input(0, acc), combine: combine(foldAcc(acc), foldNext(acc)),
    result: 'value', order, args: [],
  }));
}

/**
 * sum and prod: the input cast to the output dtype first; float sums add in PyTorch's cascade order, float products
 * in binary_kernel_reduce_vec's vector blocks.
 */
function sumOrProd(which: 'sum' | 'prod', args: BoundArgs, backend: Backend): Tensor {
  const self = args['self'] as Tensor;
  // integral and bool inputs accumulate in int64, as PyTorch's do
  const fallback = self.dtype.category === 'float' ? self.dtype : DTYPES.int64;
  const dtype = (args['dtype'] as DType | null) ?? fallback;
  const acc = accumulatorOf(dtype);
  const kernel = which === 'prod' ? foldKernel(acc, 'mul', dtype.category === 'float' ? 'vector-blocks' : 'sequential')
    : foldKernel(acc, 'add', dtype.category === 'float' ? 'sum-cascade' : 'sequential');
  const dims = reducedDims(self, dimsOf(args['dim']));
  return reduce(kernel, [cast(self, dtype, backend)], dims, dtype, args['keepdim'] as boolean, backend);
}

defineOp({
  schema: 'sum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor',
  impl: (args, backend) => sumOrProd('sum', args, backend),
});

/**
 * nansum: sum over the input with each NaN read as zero, as nansum_kernel loads them. The zeroed copy keeps the
 * input's strides so the sum walks it in the order sum walks the input; integers hold no NaN and take sum itself.
 */
defineOp({
  schema: 'nansum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor',
  impl(args, backend) {
    const self = args['self'] as Tensor;
    if (self.dtype.category !== 'float') return sumOrProd('sum', args, backend);
    const zeroed = run('where', { condition: run('isnan', { self }), self: wrapScalar(new PyScalar(0, 'float')), other: self });
    const extent = self.shape.reduce((n, size, d) => n + (size - 1) * self.strides[d]!, 1);
    const clean = new Tensor(allocateStorage(self.dtype, extent), self.shape, self.strides);
    run('copy_', { self: clean, src: zeroed });
    return sumOrProd('sum', { ...args, self: clean }, backend);
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
    const sum = sumOrProd('sum', { ...args, dtype }, backend);
    const count = self.numel / Math.max(sum.numel, 1);
    return run('div', { self: sum, other: wrapScalar(new PyScalar(count, 'int')) });
  },
});

defineOp({
  // one dim or all, as PyTorch's prod and prod.dim_int take (a list of dims is refused as PyTorch's parser does)
  schema: 'prod(Tensor self, int? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor',
  impl: (args, backend) => sumOrProd('prod', args, backend),
});

const dimList = (v: unknown): readonly number[] | null => (v === null ? null : v as readonly number[]);
const allDims = (self: Tensor) => self.shape.map((_, i) => i);
/** How many elements each output of a reduction over `dims` folds. */
const countOf = (self: Tensor, dims: readonly number[]) => dims.reduce((n, d) => n * self.shape[d]!, 1);

/**
 * max/min and their arg forms: the first extreme value in index order, where NaN counts as the extreme (the first
 * NaN wins), as PyTorch's kernels pick. `result: 'index'` gives where it is.
 */
function extremeKernel(dtype: DType, which: 'max' | 'min', result: 'value' | 'index'): ReductionKernel {
  const t: ValueType = dtype.name === 'int64' ? 'i64' : 'f64';
  return memo(`${t} ${which} ${result}`, () => makeExtremeKernel(t, which, result));
}

function makeExtremeKernel(t: ValueType, which: 'max' | 'min', result: 'value' | 'index'): ReductionKernel {
  const acc = foldAcc(t), next = foldNext(t);
  const better = which === 'max' ? gt(next, acc) : lt(next, acc);
  const pick = t === 'i64' ? better : and(not(isNaN(acc)), or(isNaN(next), better));
  const limit = t === 'i64' ? (which === 'max' ? -(2n ** 63n) : 2n ** 63n - 1n) : (which === 'max' ? -Infinity : Infinity);
  return {
    acc: t, init: limit, map: input(0, t), combine: result === 'index' ? pick : select(pick, next, acc), result,
    order: 'sequential', args: [],
  };
}

/** zero_numel_check_dims; `fn` as the kernel names itself ('amax()', but 'aminmax'). */
function checkNonEmpty(self: Tensor, fn: string, dims: readonly number[]): void {
  if (self.numel === 0 && dims.some((d) => self.shape[d] === 0 || self.ndim === 0)) {
    throw indexError(`${fn}: Expected reduction dim ${dims[0]} to have non-zero size.`);
  }
}

for (const [name, base] of [['amax', 'max'], ['amin', 'min']] as const) {
  defineOp({
    schema: `${name}(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor`,
    impl(args, backend) {
      const self = args['self'] as Tensor;
      const dims = reducedDims(self, dimList(args['dim']));
      checkNonEmpty(self, `${name}()`, dims);
      return reduce(extremeKernel(self.dtype, base, 'value'), [self], dims, self.dtype, args['keepdim'] as boolean, backend);
    },
  });
  defineOp({
    // the full reduction form, torch.max(x): one value
    schema: `${base}_all(Tensor self) -> Tensor`, variants: [],
    impl(args, backend) {
      const self = args['self'] as Tensor;
      if (self.numel === 0) {
        throw runtimeError(`${base}(): Expected reduction dim to be specified for input.numel() == 0. Specify ` +
          "the reduction dim with the 'dim' argument.");
      }
      return reduce(extremeKernel(self.dtype, base, 'value'), [self], allDims(self), self.dtype, false, backend);
    },
  });
  defineOp({
    // torch.max(x, dim): values and the indices they came from
    schema: `${base}_dim(Tensor self, int dim, bool keepdim=False) -> Tensor[]`, variants: [],
    impl(args, backend) {
      const self = args['self'] as Tensor;
      const dims = [wrapDim(args['dim'] as number, self.ndim)];
      checkNonEmpty(self, `${base}()`, dims);
      const keepdim = args['keepdim'] as boolean;
      return [
        reduce(extremeKernel(self.dtype, base, 'value'), [self], dims, self.dtype, keepdim, backend),
        reduce(extremeKernel(self.dtype, base, 'index'), [self], dims, DTYPES.int64, keepdim, backend),
      ];
    },
  });
  defineOp({
    schema: `arg${base}(Tensor self, int? dim=None, bool keepdim=False) -> Tensor`,
    impl(args, backend) {
      const self = args['self'] as Tensor;
      if (self.dtype.category === 'bool') throw runtimeError(`"arg${base}_cpu" not implemented for 'Bool'`);
      const keepdim = args['keepdim'] as boolean;
      const kernel = extremeKernel(self.dtype, base, 'index');
      if (args['dim'] === null) {
        if (self.numel === 0) throw indexError(`arg${base}(): Expected reduction dim to be specified for input.numel() == 0.`);
        return reduce(kernel, [self], allDims(self), DTYPES.int64, keepdim, backend);
      }
      const dims = [wrapDim(args['dim'] as number, self.ndim)];
      checkNonEmpty(self, `arg${base}()`, dims);
      return reduce(kernel, [self], dims, DTYPES.int64, keepdim, backend);
    },
  });
}

defineOp({
  // both extremes from one op, min then max, so autograd records the pair under one node as current PyTorch does
  schema: 'aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> Tensor[]', variants: [],
  impl(args, backend) {
    const self = args['self'] as Tensor;
    const dim = args['dim'] as number | null;
    if (dim === null && self.numel === 0) {
      throw runtimeError('aminmax(): cannot compute aminmax over an empty dimension as the operation has no identity.');
    }
    const dims = dim === null ? allDims(self) : reducedDims(self, [dim]);
    checkNonEmpty(self, 'aminmax', dims);
    const keepdim = args['keepdim'] as boolean;
    return (['min', 'max'] as const).map((base) =>
      reduce(extremeKernel(self.dtype, base, 'value'), [self], dims, self.dtype, keepdim, backend));
  },
});

for (const [name, op, init] of [['all', and, 1], ['any', or, 0]] as const) {
  const kernel: ReductionKernel = {
    acc: 'bool', init, map: input(0, 'bool'), combine: op(foldAcc('bool'), foldNext('bool')), result: 'value',
    order: 'sequential', args: [],
  };
  defineOp({
    schema: `${name}(Tensor self, int[1]? dim=None, bool keepdim=False) -> Tensor`,
    impl(args, backend) {
      const self = args['self'] as Tensor;
      const dims = reducedDims(self, args['dim'] as number[] | null);
      const out = self.dtype.name === 'uint8' ? DTYPES.uint8 : DTYPES.bool;
      return reduce(kernel, [self], dims, out, args['keepdim'] as boolean, backend);
    },
  });
}

function floatInput(self: Tensor, what: string): void {
  if (self.dtype.category !== 'float') {
    throw runtimeError(`${what} only support floating point and complex dtypes`);
  }
}

/** A float64 sum of `map` over each output's elements, then `finalize` (over the sum, fold `acc`). */
function sumOf(map: Expr, finalize: Expr, args: readonly number[]): ReductionKernel {
  return {
    acc: 'f64', init: 0, map, combine: add(foldAcc('f64'), foldNext('f64')), finalize, result: 'value',
    order: 'sequential', args,
  };
}

for (const name of ['var', 'std'] as const) {
  defineOp({
    schema: `${name}(Tensor self, int[1]? dim=None, bool? unbiased=None, bool keepdim=False, *, Scalar? correction=None) -> Tensor`,
    impl(args, backend) {
      const self = args['self'] as Tensor;
      floatInput(self, 'std and var');
      const dims = reducedDims(self, dimList(args['dim']));
      const unbiased = args['unbiased'] as boolean | null;
      const correction = (args['correction'] as PyScalar | null)?.value ?? (unbiased === false ? 0 : 1);
      const n = countOf(self, dims);
      // two passes in float64, rounded once: the mean, then the squared deviations from it
      const mean = reduce(sumOf(input(0), div(foldAcc('f64'), arg(0)), [n]), [self], dims, DTYPES.float64, true, backend);
      const deviation = sub(input(0), input(1));
      const variance = div(foldAcc('f64'), arg(0));
      const kernel = sumOf(mul(deviation, deviation), name === 'std' ? sqrt(variance) : variance, [Math.max(n - correction, 0)]);
      return reduce(kernel, [self, mean], dims, self.dtype, args['keepdim'] as boolean, backend);
    },
  });
}

/** The float64 maximum of each output's elements (NaN if any is NaN): order-free, so sequential. */
export const maxKernel: ReductionKernel = {
  acc: 'f64', init: -Infinity, map: input(0), combine: max(foldAcc('f64'), foldNext('f64')), result: 'value',
  order: 'sequential', args: [],
};

/**
 * logsumexp as ReduceOps.cpp composes it from ops, each rounding in the dtype: the max over the dims (0 where it is
 * infinite), exp(self - max) summed in sum's order, its log plus the max. Integers are taken in the default dtype.
 */
defineOp({
  schema: 'logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor',
  impl(args, backend) {
    const given = args['self'] as Tensor;
    const self = given.dtype.category === 'float' ? given : cast(given, DEFAULT_FLOAT, backend);
    const dim = dimList(args['dim']), keepdim = args['keepdim'] as boolean;
    const T = (name: string, a: BoundArgs) => run(name, a) as Tensor;
    if (self.numel === 0) return T('log', { self: T('sum', { self: T('exp', { self }), dim, keepdim }) });
    const maxes = T('amax', { self, dim, keepdim: true });
    const infinite = T('eq', { self: T('abs', { self: maxes }), other: wrapScalar(new PyScalar(Infinity, 'float')) });
    const shift = T('masked_fill', { self: maxes, mask: infinite, value: new PyScalar(0, 'int') });
    const sum = T('sum', { self: T('exp', { self: T('sub', { self, other: shift }) }), dim, keepdim });
    const dims = reducedDims(self, dim);
    const squeezed = keepdim ? shift : T('reshape', { self: shift, shape: self.shape.filter((_, d) => !dims.includes(d)) });
    return T('add', { self: T('log', { self: sum }), other: squeezed });
  },
});

/**
 * The vector p-norm of each output's elements as PyTorch's CPU norm kernels fold them: in the accumulation dtype
 * (float32 below float64), |x|^p added one element at a time with pow's results rounded (p = 2 squares exactly
 * instead: the compiled add is a fused multiply-add), then the 1/p power. Float32 p = 2 runs the contiguous-last-dim
 * kernel's lane order where it applies. PyTorch handles p as a float32 there.
 */
function normKernel(p: number, dtype: DType): ReductionKernel {
  const single = accumulatorOf(dtype) === 'f32';
  const r = (e: Expr) => (single ? round32(e) : e);
  const a = abs(input(0)), acc = foldAcc('f64'), next = foldNext('f64');
  const order: ReductionOrder = p === 2 && dtype.name === 'float32' ? 'lanes-chain' : 'sequential';
  const fold = (init: number, map: Expr, combine: Expr, finalize?: Expr, args: number[] = []): ReductionKernel =>
    ({ acc: 'f64', init, map, combine, ...(finalize && { finalize }), result: 'value', order, args });
  const sum = r(add(acc, next));
  if (p === Infinity) return fold(0, a, max(acc, next));
  if (p === -Infinity) return fold(Infinity, a, min(acc, next));
  if (p === 0) return fold(0, asNumber(ne(a, 0)), sum);
  if (p === 1) return fold(0, a, sum);
  if (p === 2) return fold(0, mul(a, a), sum, r(sqrt(acc)));
  const q = single ? Math.fround(p) : p;
  const inverse = single ? Math.fround(1 / q) : 1 / q;
  return fold(0, r(call('pow', a, arg(0))), sum, r(call('pow', acc, arg(1))), [q, inverse]);
}

/**
 * cdist's fold of |x1 - x2| along the last dim (the distance kernels' run_parallel_cdist): norm's map and sum one
 * element at a time, but the p-th root's exponent is 1.0 / p in double (std::pow(agg, 1.0 / p)).
 */
export function cdistFold(diff: Tensor, p: number, backend: Backend): Tensor {
  if (p === 2) return euclideanFold(diff, backend);
  const norm = normKernel(p, diff.dtype);
  const root = norm.args.length ? [norm.args[0]!, 1 / norm.args[0]!] : [];
  return reduce({ ...norm, order: 'sequential', args: root }, [diff], [diff.ndim - 1], diff.dtype, false, backend);
}

/**
 * run_parallel_cdist's p = 2 loop, `agg = agg + d * d`, as the compiler vectorises it: the squares of whole vectors
 * (8 floats or 4 doubles, then one half-width vector) are rounded and added to `agg` in order; the last m % 4
 * (float) or m % 2 (double) elements are the scalar remainder, whose square and add contract to a fused
 * multiply-add. Then the square root.
 */
function euclideanFold(diff: Tensor, backend: Backend): Tensor {
  const single = diff.dtype.name === 'float32';
  const r = (e: Expr) => (single ? round32(e) : e);
  const last = diff.ndim - 1, m = diff.shape[last]!, whole = m - (m % (single ? 4 : 2));
  const squares: ReductionKernel = memo(`cdist squares ${single}`, () => ({
    acc: 'f64', init: 0, map: r(mul(input(0), input(0))), combine: r(add(foldAcc('f64'), foldNext('f64'))),
    result: 'value', order: 'sequential', args: [],
  }));
  const head = run('narrow', { self: diff, dim: last, start: 0, length: whole }) as Tensor;
  const tail = Array.from({ length: m - whole }, (_, i) => run('select', { self: diff, dim: last, index: whole + i }) as Tensor);
  const sum = reduce(squares, [head], [last], diff.dtype, false, backend);
  const agg = tail.reduce<Expr>((acc, _, i) => fusedMulAdd(input(i + 1), input(i + 1), acc, single), input(0));
  const out = Tensor.output(diff.dtype, sum.shape);
  backend.pointwise({ body: r(sqrt(agg)), args: [] }, [sum, ...tail], out);
  return out;
}

/** Sums over `dim` one element at a time from 0, each step rounded to float32 (a vector accumulator's lanes). */
export function serialSum(self: Tensor, dim: number, backend: Backend): Tensor {
  const acc = foldAcc('f64'), next = foldNext('f64');
  const single = self.dtype.name === 'float32';
  const kernel: ReductionKernel = {
    acc: 'f64', init: 0, map: input(0), combine: single ? round32(add(acc, next)) : add(acc, next), result: 'value',
    order: 'sequential', args: [],
  };
  return reduce(kernel, [self], [dim], self.dtype, false, backend);
}

/**
 * `self` with its reduced dims in TensorIterator's order, by decreasing stride (so a permuted input folds in memory
 * order, as PyTorch's does); the output is 1 along all of them, so its shape is unchanged.
 */
function memoryOrdered(self: Tensor, dims: readonly number[]): Tensor {
  const positions = [...dims].sort((a, b) => a - b);
  const byStride = [...positions].sort((a, b) => self.strides[b]! - self.strides[a]! || a - b);
  const perm = self.shape.map((_, i) => i);
  positions.forEach((at, i) => { perm[at] = byStride[i]!; });
  return self.view(perm.map((d) => self.shape[d]!), perm.map((d) => self.strides[d]!));
}

/** norm and linalg_vector_norm, one kernel: their order is argument `order` (p, ord), their nodes differ. */
for (const [name, order] of [['norm', 'p'], ['linalg_vector_norm', 'ord']] as const) {
  defineOp({
    schema: `${name}(Tensor self, Scalar? ${order}=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor`,
    variants: name === 'norm' ? undefined : [],
    impl(args, backend) {
      const self = args['self'] as Tensor;
      const dtype = (args['dtype'] as DType | null) ?? self.dtype;
      if (dtype.category !== 'float') {
        throw runtimeError(`linalg.vector_norm: Expected a floating point or complex tensor as input. Got ${self.dtype.scalarName}`);
      }
      const p = (args[order] as PyScalar | null)?.value ?? 2;
      const dims = reducedDims(self, dimList(args['dim']));
      const input = memoryOrdered(cast(self, dtype, backend), dims);
      return reduce(normKernel(p, dtype), [input], dims, dtype, args['keepdim'] as boolean, backend);
    },
  });
}

/**
 * Lanes along one dim handed to a JS routine (sort and topk, whose reordering depends on the data; every other scan
 * is a kernel): `fn` maps a lane's values to `outWidth` results (default:
 * as many as it got). Lanes come in row-major order of the other dims, so lane % (product of the dims after `dim`)
 * is the lane's inner index.
 */
export function scan(
  self: Tensor, dim: number, outDtype: DType, fn: (values: Element[], lane: number) => Element[], outWidth?: number,
): Tensor {
  const d = wrapDim(dim, self.ndim);
  const order = [...self.shape.map((_, i) => i).filter((i) => i !== d), d];
  const width = self.ndim === 0 ? 1 : self.shape[d]!;
  const w = outWidth ?? width;
  const out = Tensor.empty(outDtype, self.ndim === 0 ? [] : self.shape.map((n, i) => (i === d ? w : n)));
  // a meta result has its shape, and no lanes to fill
  if (out.storage.device === 'meta') return out;
  const moved = self.view(order.map((i) => self.shape[i]!), order.map((i) => self.strides[i]!));
  const values = elementsOf(moved);
  const target = out.view(order.map((i) => out.shape[i]!), order.map((i) => out.strides[i]!));
  const lanes = width === 0 ? 0 : values.length / width;
  const results = new Array<Element>(lanes * w);
  for (let lane = 0; lane < lanes; lane++) {
    const picked = fn(values.slice(lane * width, (lane + 1) * width), lane);
    for (let j = 0; j < w; j++) results[lane * w + j] = picked[j]!;
  }
  const offsets = target.offsets(), data = out.storage.data;
  offsets.forEach((o, i) => {
    const v = results[i]!;
    if (typeof v === 'bigint') (data as BigInt64Array)[o] = v;
    else outDtype.store(data, o, v);
  });
  return out;
}

/** A tensor element as scan hands it over: int64 as an exact bigint, any other dtype as a number. */
export type Element = number | bigint;

/** The elements of `t` in logical order, int64 ones exactly. */
function elementsOf(t: Tensor): Element[] {
  if (t.dtype.name !== 'int64') return t.values();
  const data = t.storage.data as BigInt64Array;
  return Array.from(t.offsets(), (o) => data[o]!);
}

/**
 * cumsum and cumprod as scans (cumulative.ts). The running value lives in PyTorch's accumulation type (at::acc_type:
 * int64 for integers; on the CPU double for float32 and float64 and float for the half types, on the GPU float) and
 * is cast to the result's dtype at the end.
 */
for (const [name, init, fold] of [['cumsum', 0, add], ['cumprod', 1, mul]] as const) {
  defineOp({
    schema: `${name}(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor`, inPlace: true,
    impl(args, backend) {
      const self = args['self'] as Tensor;
      const dtype = (args['dtype'] as DType | null) ?? (self.dtype.category === 'float' ? self.dtype : DTYPES.int64);
      const wide = dtype === DTYPES.float64 || (dtype === DTYPES.float32 && self.storage.device !== 'webgpu');
      const accDtype = dtype.category !== 'float' ? DTYPES.int64 : wide ? DTYPES.float64 : DTYPES.float32;
      const acc: ValueType = accDtype === DTYPES.int64 ? 'i64' : 'f64';
      const round = (e: Expr) => (accDtype === DTYPES.float32 ? round32(e) : e);
      const combine = round(fold(foldAcc(acc), foldNext(acc)));
      // the input is cast to the result's dtype first, as ATen's impl_func_cum_ops does
      return cumulative(cast(self, dtype, backend), args['dim'] as number, dtype, accDtype,
        { acc, init, map: input(0, acc), combine, args: [] }, backend);
    },
  });
}
