/**
 * The reference backend: plain JavaScript over typed arrays. It is the oracle other backends are tested
 * against, so it favours exactness (float64 accumulation, one rounding per stored result) over speed.
 */
import type { Backend } from '../../backend.ts';
import { compilePointwise } from './compile.ts';
import { pointwisePlan } from '../layout.ts';
import type { Tensor } from '../../tensor.ts';
import { checkCascade, runCascade, runReduction } from './reduce.ts';
import { rootOf } from '../../memory/alias.ts';
import { FLOAT32_ROUNDED, type DType } from '../../dtype.ts';
import { int64ToFloat32 } from '../../numerics/int64.ts';

/** Storage offsets of `t` walked in the logical order of `shape` (t is already broadcast to shape). */
function offsetsOf(t: Tensor): Int32Array {
  return t.offsets() as Int32Array;
}

/** The dtypes whose store is plain typed-array assignment (no conversion of its own, as float16's). */
const PLAIN_STORES = new Set(['float32', 'float64']);

/**
 * Calls `dot` for every element of a batched matmul's output, in row-major order, with the storage offsets where its
 * row of a and its column of b start and its own.
 */
function eachDot(a: Tensor, b: Tensor, out: Tensor, dot: (ao: number, bo: number, at: number) => void): void {
  const [batch, n] = a.shape as [number, number, number];
  const m = b.shape[2]!;
  const [as0, as1] = a.strides as [number, number, number];
  const [bs0, , bs2] = b.strides as [number, number, number];
  const [os0, os1, os2] = out.strides as [number, number, number];
  for (let p = 0; p < batch; p++) {
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < m; j++) {
        dot(a.offset + p * as0 + i * as1, b.offset + p * bs0 + j * bs2, out.offset + p * os0 + i * os1 + j * os2);
      }
    }
  }
  out.storage.version++;
}

/**
 * An integer matmul: products and sums wrap in the dtype as C++'s integer arithmetic does, which for the narrower
 * types is the low bits of int32 arithmetic (Math.imul and |0) and for int64 64-bit BigInt arithmetic.
 */
function integerMatmul(a: Tensor, b: Tensor, out: Tensor): void {
  const k = a.shape[2]!, as2 = a.strides[2]!, bs1 = b.strides[1]!;
  const ad = a.storage.data, bd = b.storage.data, od = out.storage.data;
  if (out.dtype.name === 'int64') {
    eachDot(a, b, out, (ao, bo, at) => {
      let acc = 0n;
      for (let q = 0; q < k; q++, ao += as2, bo += bs1) {
        acc = BigInt.asIntN(64, acc + (ad as BigInt64Array)[ao]! * (bd as BigInt64Array)[bo]!);
      }
      (od as BigInt64Array)[at] = acc;
    });
    return;
  }
  eachDot(a, b, out, (ao, bo, at) => {
    let acc = 0;
    for (let q = 0; q < k; q++, ao += as2, bo += bs1) acc = (acc + Math.imul(ad[ao] as number, bd[bo] as number)) | 0;
    (od as Int32Array)[at] = acc;
  });
}

/** An int64 element as the low 32 bits of its value, which a narrower integer's store keeps the low bits of. */
const int64ToNarrow = (d: unknown, o: number) => Number(BigInt.asIntN(32, (d as BigInt64Array)[o]!));
const int64ToFloat = (d: unknown, o: number) => int64ToFloat32((d as BigInt64Array)[o]!);

/** How a copy reads an int64 element for `dst`: exactly for an integer, rounded once for a float32-based float. */
function int64Load(src: DType, dst: DType): DType['load'] {
  if (dst.category === 'int') return int64ToNarrow;
  return FLOAT32_ROUNDED.has(dst.name) ? int64ToFloat : src.load;
}

export const jsBackend: Backend = {
  name: 'js',

  pointwise(kernel, inputs, out) {
    if (out.numel === 0) return;
    const { operands, coords, loop, split, body, tail } = pointwisePlan(kernel, inputs, out);
    const run = compilePointwise(body, tail, out.dtype.name, inputs.map((t) => t.dtype.name), loop.shape.length, { coords });
    run(operands.map((t) => t.storage.data), loop.offsets, loop.strides, loop.shape, kernel.args, split);
    out.storage.version++;
  },

  scatter(kernel, inputs, out) {
    if (out.numel === 0) return;
    const { operands, coords, loop } = pointwisePlan(kernel, inputs, out);
    const run = compilePointwise(kernel.body, undefined, out.dtype.name, inputs.map((t) => t.dtype.name),
      loop.shape.length, { coords, at: kernel.at });
    run(operands.map((t) => t.storage.data), loop.offsets, loop.strides, loop.shape, kernel.args, 0);
    out.storage.version++;
  },

  reduce(kernel, inputs, out) {
    if (kernel.order !== 'sum-cascade') {
      runReduction(kernel, inputs, out);
      return;
    }
    checkCascade(kernel);
    jsBackend.write(out, runCascade(inputs[0]!, out));
  },

  matmul(a, b, out, mode) {
    if (a.dtype.category === 'int' && out.dtype === a.dtype) {
      integerMatmul(a, b, out);
      return;
    }
    // float32 (and the 16-bit floats, which compute in float32) accumulate in float32, one k at a time, rounding
    // each product and each sum: the reference BLAS order PyTorch's CPU build produces bit for bit. A fused step
    // rounds once: the product of two float32 values is exact in a double.
    const round = a.dtype.category === 'float' && a.dtype.name !== 'float64' ? Math.fround : (x: number) => x;
    const product = mode?.fused ? (x: number) => x : round;
    const k = a.shape[2]!, as2 = a.strides[2]!, bs1 = b.strides[1]!;
    const ad = a.storage.data, bd = b.storage.data, od = out.storage.data;
    if (a.dtype === b.dtype && b.dtype === out.dtype && PLAIN_STORES.has(a.dtype.name)) {
      // typed arrays read directly: the oneDNN-order convolutions run their products here on this backend
      const A = ad as Float32Array, B = bd as Float32Array, O = od as Float32Array;
      const single = a.dtype.name === 'float32', fused = mode?.fused ?? false;
      eachDot(a, b, out, (ao, bo, at) => {
        let acc = mode?.accumulate ? O[at]! : 0;
        if (!single) for (let q = 0; q < k; q++, ao += as2, bo += bs1) acc += A[ao]! * B[bo]!;
        else if (fused) for (let q = 0; q < k; q++, ao += as2, bo += bs1) acc = Math.fround(acc + A[ao]! * B[bo]!);
        else for (let q = 0; q < k; q++, ao += as2, bo += bs1) acc = Math.fround(acc + Math.fround(A[ao]! * B[bo]!));
        O[at] = acc;
      });
      return;
    }
    const la = a.dtype.load, lb = b.dtype.load, lo = out.dtype.load, store = out.dtype.store;
    eachDot(a, b, out, (ao, bo, at) => {
      let acc = mode?.accumulate ? lo(od, at) : 0;
      for (let q = 0; q < k; q++, ao += as2, bo += bs1) acc = round(acc + product(la(ad, ao) * lb(bd, bo)));
      store(od, at, acc);
    });
  },

  copy(src, dst) {
    const so = offsetsOf(src), dO = offsetsOf(dst);
    const sd = src.storage.data, dd = dst.storage.data;
    // a same-dtype copy moves elements as stored: int64 beyond 2^53 would round through a number
    type Elements = (number | bigint)[];
    const raw = src.dtype === dst.dtype;
    const load = raw ? (d: unknown, o: number) => (d as Elements)[o]! as number
      : src.dtype.name === 'int64' ? int64Load(src.dtype, dst.dtype) : src.dtype.load;
    const store = raw ? (d: unknown, o: number, v: number) => { (d as Elements)[o] = v; } : dst.dtype.store;
    if (rootOf(src.storage) === rootOf(dst.storage)) {
      // overlapping memory: read everything before writing anything
      const vals = Array.from(so, (o) => load(sd, o));
      vals.forEach((v, i) => store(dd, dO[i]!, v));
    } else {
      for (let i = 0; i < so.length; i++) store(dd, dO[i]!, load(sd, so[i]!));
    }
    dst.storage.version++;
  },

  write(dst, values) {
    const store = dst.dtype.store, dd = dst.storage.data;
    if (PLAIN_STORES.has(dst.dtype.name) && dst.isContiguous()) {
      // a typed array's own assignment rounds as store does: one bulk copy instead of a call per element
      (dd as Float32Array | Float64Array).set(values, dst.offset);
    } else {
      const dO = offsetsOf(dst);
      for (let i = 0; i < dO.length; i++) store(dd, dO[i]!, values[i]!);
    }
    dst.storage.version++;
  },
};
