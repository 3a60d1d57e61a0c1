/**
 * The reference backend: plain JavaScript over typed arrays. It is the oracle other backends are tested
 * against, so it favours exactness (float64 accumulation, one rounding per stored result) over speed.
 */
import type { Backend } from '../../backend.ts';
import { contiguousStrides } from '../../shape.ts';
import { cascadeSum } from './cascade-sum.ts';
import { compilePointwise } from './compile.ts';
import { pointwiseLoop } from '../layout.ts';
import { Tensor } from '../../tensor.ts';

/** Storage offsets of `t` walked in the logical order of `shape` (t is already broadcast to shape). */
function offsetsOf(t: Tensor): Int32Array {
  return t.offsets() as Int32Array;
}

export const jsBackend: Backend = {
  name: 'js',

  pointwise(kernel, inputs, out) {
    if (out.numel === 0) return;
    const operands = [out, ...inputs];
    const loop = pointwiseLoop(operands);
    const split = loop.vectorised && kernel.tail ? out.numel - (out.numel % 16) : 0;
    const body = kernel.tail && !loop.vectorised ? kernel.tail : kernel.body;
    const tail = loop.vectorised ? kernel.tail : undefined;
    const run = compilePointwise(body, tail, out.dtype.name, inputs.map((t) => t.dtype.name), loop.shape.length);
    run(operands.map((t) => t.storage.data), loop.offsets, loop.strides, loop.shape, kernel.args, split);
    out.storage.version++;
  },

  reduce(kernel, input, out) {
    // Walk input with out's row-major strides, zeroed on reduced dims: each element then names its accumulator.
    const accStrides = contiguousStrides(out.shape).map((s, i) => (out.shape[i] === 1 && input.shape[i] !== 1 ? 0 : s));
    const acc = new Float64Array(out.numel).fill(kernel.init);
    if (kernel.op === 'add' && input.dtype.category === 'float') {
      cascadeSum(input.storage.data, input.offset, input.dtype, input.dtype.name === 'float64', input.shape,
        input.strides, accStrides, acc);
      jsBackend.write(out, acc);
      return;
    }
    const accIndex = new Tensor(input.storage, input.shape, accStrides, 0).offsets();
    const inOffsets = offsetsOf(input);
    const data = input.storage.data;
    if (input.dtype.name === 'int64') {
      // exact 64-bit integers, wrapping on overflow as PyTorch's int64 does
      const big = new BigInt64Array(out.numel).fill(BigInt(kernel.init));
      const raw = data as BigInt64Array;
      for (let i = 0; i < inOffsets.length; i++) {
        const k = accIndex[i]!;
        big[k] = BigInt.asIntN(64, kernel.op === 'add' ? big[k]! + raw[inOffsets[i]!]! : big[k]! * raw[inOffsets[i]!]!);
      }
      const od = out.storage.data as BigInt64Array;
      offsetsOf(out).forEach((o, i) => { od[o] = big[i]!; });
      out.storage.version++;
      return;
    }
    // one rounding per step into the accumulator type (float32 for the 32- and 16-bit floats)
    const round = out.dtype.category === 'float' && out.dtype.name !== 'float64' ? Math.fround : (x: number) => x;
    const { load } = input.dtype;
    for (let i = 0; i < inOffsets.length; i++) {
      const k = accIndex[i]!;
      const v = load(data, inOffsets[i]!);
      acc[k] = round(kernel.op === 'add' ? acc[k]! + v : acc[k]! * v);
    }
    jsBackend.write(out, acc);
  },

  matmul(a, b, out) {
    // float32 (and the 16-bit floats, which compute in float32) accumulate in float32, one k at a time, rounding
    // each product and each sum: the reference BLAS order PyTorch's CPU build produces bit for bit.
    const round = a.dtype.category === 'float' && a.dtype.name !== 'float64' ? Math.fround : (x: number) => x;
    const [batch, n, k] = a.shape as [number, number, number];
    const m = b.shape[2]!;
    const ad = a.storage.data, bd = b.storage.data, od = out.storage.data;
    const la = a.dtype.load, lb = b.dtype.load, store = out.dtype.store;
    const [as0, as1, as2] = a.strides as [number, number, number];
    const [bs0, bs1, bs2] = b.strides as [number, number, number];
    const [os0, os1, os2] = out.strides as [number, number, number];
    for (let p = 0; p < batch; p++) {
      for (let i = 0; i < n; i++) {
        for (let j = 0; j < m; j++) {
          let acc = 0;
          let ao = a.offset + p * as0 + i * as1;
          let bo = b.offset + p * bs0 + j * bs2;
          for (let q = 0; q < k; q++, ao += as2, bo += bs1) acc = round(acc + round(la(ad, ao) * lb(bd, bo)));
          store(od, out.offset + p * os0 + i * os1 + j * os2, acc);
        }
      }
    }
    out.storage.version++;
  },

  copy(src, dst) {
    const so = offsetsOf(src), dO = offsetsOf(dst);
    const load = src.dtype.load, store = dst.dtype.store;
    const sd = src.storage.data, dd = dst.storage.data;
    if (src.storage === dst.storage) {
      // overlapping memory: read everything before writing anything
      const vals = Array.from(so, (o) => load(sd, o));
      vals.forEach((v, i) => store(dd, dO[i]!, v));
    } else {
      for (let i = 0; i < so.length; i++) store(dd, dO[i]!, load(sd, so[i]!));
    }
    dst.storage.version++;
  },

  write(dst, values) {
    const dO = offsetsOf(dst);
    const store = dst.dtype.store, dd = dst.storage.data;
    for (let i = 0; i < dO.length; i++) store(dd, dO[i]!, values[i]!);
    dst.storage.version++;
  },
};
