/**
 * Kernels that read or write at places taken from index tensors: one gather (indexing, index_select, gather) and
 * one scatter (index_put_, scatter, the gradient of indexing) serve every such op. The op views its source or target
 * at the access's shape with stride 0 along the indexed dims; each index tensor, viewed at the same shape, adds
 * (index, wrapped when negative) * stride to the element's place. Indices are range-checked by a reduction first,
 * so kernels never address outside a tensor.
 */
import { deviceAssert } from '../device.ts';
import { metaBackend } from '../backends/meta.ts';
import type { Backend } from '../backend.ts';
import { DTYPES, type DType } from '../dtype.ts';
import type { TorchError } from '../errors.ts';
import type { Expr, ValueType } from '../ir/expr.ts';
import { add, arg, asNumber, constant, foldAcc, foldNext, ge, input, isNaN, load, lt, max, mul, or, select } from '../ir/build.ts';
import { Tensor } from '../tensor.ts';
import { rowMajorCoords } from '../shape.ts';

/** One index tensor's part in an access: its values at the access's shape, and the indexed dim's size and stride. */
export interface Pick {
  readonly index: Tensor;
  readonly size: number;
  readonly stride: number;
}

/** The IR type that carries a dtype's values exactly (integers as i64: the cuda device's f64 is float32). */
export const valueType = (dtype: DType): ValueType => (dtype.category === 'int' ? 'i64' : 'f64');

/**
 * Whether `bad` (a bool over input 0's element as `i64` and `args`) holds for any element of `t`: one reduction, of
 * which only the answer comes back.
 */
export function anyElement(t: Tensor, bad: Expr, args: readonly number[], backend: Backend): boolean {
  if (t.numel === 0) return false;
  return anyFlag(t, bad, args, backend).values()[0] !== 0;
}

/**
 * Whether any element of `t` fails an argument check: never on the meta device, whose tensors have no values to
 * fail one (PyTorch's meta kernels check shapes only).
 */
export const failsCheck = (t: Tensor, bad: Expr, args: readonly number[], backend: Backend): boolean =>
  backend !== metaBackend && anyElement(t, bad, args, backend);

/** A one-element tensor, on t's device, that is nonzero when `bad` holds for any element of `t`. */
function anyFlag(t: Tensor, bad: Expr, args: readonly number[], backend: Backend): Tensor {
  const any = Tensor.output(DTYPES.float64, t.shape.map(() => 1));
  backend.reduce({
    acc: 'f64', init: 0, map: asNumber(bad), combine: max(foldAcc('f64'), foldNext('f64')), result: 'value',
    order: 'sequential', args,
  }, [t], any);
  return any;
}

/**
 * Throws `fail(v)` for the first index value outside [low, size), in row-major order: low is -size where negative
 * indices count from the end (indexing), 0 where PyTorch rejects them (gather, scatter, index_select). An op whose
 * CPU kernel checks each index as it writes passes `before`, given the bad value's row-major position, to make the
 * writes that come before it first.
 */
export function checkRange(index: Tensor, low: number, size: number, backend: Backend,
  fail: (v: number) => TorchError, before?: (at: number) => void): void {
  const miss = firstOutOfRange(index, low, size, backend);
  if (!miss) return;
  before?.(miss.at);
  throw fail(miss.value);
}

/** The first index value outside [low, size) and its row-major position, where one is checked here (checkRange). */
export function firstOutOfRange(index: Tensor, low: number, size: number,
  backend: Backend): { at: number; value: number } | undefined {
  const v = input(0, 'i64');
  const bad = or(lt(v, arg(0, 'i64')), ge(v, arg(1, 'i64')));
  // a meta index has no values to check, and a CPU one indexes a meta tensor unchecked, as in PyTorch
  if (backend === metaBackend) return undefined;
  if (index.storage.device !== undefined) {
    // as PyTorch CUDA's device-side asserts: checked on the device, reported at the next read (WebGPU clamps an
    // out-of-range access to its buffer meanwhile, so memory stays safe)
    if (index.numel > 0) deviceAssert(anyFlag(index, bad, [low, size], backend));
    return undefined;
  }
  if (!anyElement(index, bad, [low, size], backend)) return undefined;
  // the error path only: which value, for the message
  const values = index.values();
  const at = values.findIndex((x) => x < low || x >= size);
  return { at, value: values[at]! };
}

/** Σ (index, wrapped when negative) * stride over picks read as inputs `first`...; sizes and strides are args. */
function placeOf(first: number, count: number): Expr {
  let sum: Expr | undefined;
  for (let k = 0; k < count; k++) {
    const v = input(first + k, 'i64'), size = arg(2 * k, 'i64'), stride = arg(2 * k + 1, 'i64');
    const term = mul(select(lt(v, 0), add(v, size), v), stride);
    sum = sum ? add(sum, term) : term;
  }
  return sum ?? constant(0n);
}

const pickArgs = (picks: readonly Pick[]) => picks.flatMap((p) => [p.size, p.stride]);

/** out[i] = source[i + place(i)], a new tensor of source's shape (source viewed at the access's shape). */
export function gather(source: Tensor, picks: readonly Pick[], backend: Backend): Tensor {
  const out = Tensor.output(source.dtype, source.shape);
  const type = valueType(source.dtype);
  const body = picks.length ? load(0, placeOf(1, picks.length), type) : input(0, type);
  backend.pointwise({ body, args: pickArgs(picks) }, [source, ...picks.map((p) => p.index)], out);
  return out;
}

/**
 * How a scatter combines an update with what its place holds. amax and amin take a NaN update and keep a NaN held, as
 * ATen's ReduceMaximum and ReduceMinimum (`isnan(src) ? src : std::max(self, src)`).
 */
export type Combine = 'set' | 'add' | 'multiply' | 'amax' | 'amin';

function combined(combine: Combine, old: Expr, update: Expr, type: ValueType): Expr {
  switch (combine) {
    case 'set': return update;
    case 'add': return add(old, update);
    case 'multiply': return mul(old, update);
    default: {
      const better = combine === 'amax' ? lt(old, update) : lt(update, old);
      const kept = select(better, update, old);
      return type === 'f64' ? select(isNaN(update), update, kept) : kept;
    }
  }
}

/**
 * Scatters the first `count` places of an access only, in row-major order over its shape: what a CPU kernel that
 * checks each index as it writes has written when it meets a bad one. Those places are one block per dim: the
 * places that agree with the `count`th before that dim and come before it there.
 */
export function scatterHead(target: Tensor, picks: readonly Pick[], values: Tensor | number, combine: Combine,
  count: number, backend: Backend): void {
  const shape = target.shape, coords = rowMajorCoords(shape, count);
  coords.forEach((c, d) => {
    if (c === 0) return;
    const block = (t: Tensor) => t.view(shape.map((n, e) => (e < d ? 1 : e === d ? c : n)), t.strides,
      t.offset + coords.slice(0, d).reduce((sum, x, e) => sum + x * t.strides[e]!, 0));
    const head = picks.map((p) => ({ ...p, index: block(p.index) }));
    scatter(block(target), head, typeof values === 'number' ? values : block(values), combine, backend);
  });
}

/**
 * target[i + place(i)] = update(i), combined with what is there, element after element in row-major order (later
 * updates to one place land after earlier ones, as PyTorch's CPU loops apply them). `values` is a tensor of target's
 * dtype viewed at target's shape, or one number for every element.
 */
export function scatter(target: Tensor, picks: readonly Pick[], values: Tensor | number, combine: Combine,
  backend: Backend): void {
  const type = valueType(target.dtype);
  if (typeof values !== 'number') {
    scatterUpdate(target, picks, [values], (old, [update]) => combined(combine, old, update!, type), backend);
    return;
  }
  const at = placeOf(1, picks.length);
  const body = combined(combine, load(0, at, type), arg(2 * picks.length, type), type);
  backend.scatter({ body, at, args: [...pickArgs(picks), values] }, [target, ...picks.map((p) => p.index)], target);
}

/**
 * As scatter, with each place's new value `update(old, values)` from what it holds and the elements of `values`
 * (tensors viewed at target's shape) there.
 */
export function scatterUpdate(target: Tensor, picks: readonly Pick[], values: readonly Tensor[],
  update: (old: Expr, values: Expr[]) => Expr, backend: Backend): void {
  const type = valueType(target.dtype);
  const at = placeOf(1, picks.length);
  const body = update(load(0, at, type), values.map((_, k) => input(1 + picks.length + k, type)));
  backend.scatter({ body, at, args: pickArgs(picks) }, [target, ...picks.map((p) => p.index), ...values], target);
}
