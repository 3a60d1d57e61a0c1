/**
 * Floating-point sums in exactly the order PyTorch's CPU kernel adds (aten/src/ATen/native/cpu/SumKernel.cpp on an
 * AVX2 machine), so a float32 sum or mean, and every loss printed with .item(), matches PyTorch to the bit.
 *
 * PyTorch first lays the reduction out as TensorIterator does (dims ordered innermost-first with reduced dims in
 * front, then adjacent dims coalesced), then sums each 2-D block with a cascade: partial sums in 4 interleaved
 * accumulators, each a vector of SIMD lanes, folded level by level so only numbers of similar size meet. Sums of
 * more than 32768 elements run on several threads in PyTorch, so their last bits depend on its thread count; this
 * emulates the single-threaded order.
 */
import type { DType, TypedArray } from '../../dtype.ts';
import { isContiguous, numel } from '../../shape.ts';

/** Bytes in one AVX2 register: the vector width PyTorch's kernels use. */
const VECTOR_BYTES = 32;

interface Layout {
  /** Per iteration dim, innermost first: size, input stride, output stride (0 on reduced dims). */
  readonly sizes: number[];
  readonly inStrides: number[];
  readonly outStrides: number[];
}

/** TensorIterator's reorder_dimensions for a reduction: reduced dims first, then by input stride. */
function reorder(layout: Layout): Layout {
  const n = layout.sizes.length;
  const perm = Array.from({ length: n }, (_, i) => n - 1 - i);
  const operands = [layout.outStrides, layout.inStrides];
  const shouldSwap = (d0: number, d1: number): number => {
    for (const [index, strides] of operands.entries()) {
      const s0 = strides[d0]!, s1 = strides[d1]!;
      if (index === 0 && (s0 === 0) !== (s1 === 0)) return s1 === 0 ? 1 : -1;
      if (s0 === 0 || s1 === 0) continue;
      if (s0 < s1) return -1;
      if (s0 > s1) return 1;
      if (layout.sizes[d0]! > layout.sizes[d1]!) return 1;
    }
    return 0;
  };
  for (let i = 1; i < n; i++) {
    let d1 = i;
    for (let d0 = i - 1; d0 >= 0; d0--) {
      const c = shouldSwap(perm[d0]!, perm[d1]!);
      if (c > 0) {
        [perm[d0], perm[d1]] = [perm[d1]!, perm[d0]!];
        d1 = d0;
      } else if (c < 0) break;
    }
  }
  return {
    sizes: perm.map((d) => layout.sizes[d]!),
    inStrides: perm.map((d) => layout.inStrides[d]!),
    outStrides: perm.map((d) => layout.outStrides[d]!),
  };
}

/** TensorIterator's coalesce_dimensions: merges dims that walk memory as one. */
function coalesce(layout: Layout): Layout {
  const sizes = [...layout.sizes], ins = [...layout.inStrides], outs = [...layout.outStrides];
  if (sizes.length <= 1) return { sizes, inStrides: ins, outStrides: outs };
  const canCoalesce = (d0: number, d1: number) => {
    if (sizes[d0] === 1 || sizes[d1] === 1) return true;
    return [ins, outs].every((s) => sizes[d0]! * s[d0]! === s[d1]);
  };
  const replaceStride = (d0: number, d1: number) => {
    ins[d0] = ins[d1]!;
    outs[d0] = outs[d1]!;
  };
  let prev = 0;
  for (let d = 1; d < sizes.length; d++) {
    if (canCoalesce(prev, d)) {
      if (sizes[prev] === 1) replaceStride(prev, d);
      sizes[prev]! *= sizes[d]!;
    } else {
      prev++;
      if (prev !== d) {
        replaceStride(prev, d);
        sizes[prev] = sizes[d]!;
      }
    }
  }
  return { sizes: sizes.slice(0, prev + 1), inStrides: ins.slice(0, prev + 1), outStrides: outs.slice(0, prev + 1) };
}

/** utils::CeilLog2 */
function ceilLog2(x: number): number {
  if (x <= 2) return 1;
  return Math.floor(Math.log2(x - 1)) + 1;
}

type Round = (x: number) => number;

/** The cascade's level width: multi_row_sum folds its accumulators every 2^levelPower items. */
export const levelPowerFor = (size: number) => Math.max(4, Math.floor(ceilLog2(size) / 4));

/**
 * Where a cascade's vectors lie: vector i of row k starts at element base + i * step + k * rowStep and holds
 * `width` accumulator lanes (1: a scalar). A `folded` vector is a whole input SIMD register folded into the lanes
 * (which differs from `width` contiguous elements only for the 16-bit floats).
 */
export interface Vectors {
  readonly base: number;
  readonly step: number;
  readonly rowStep: number;
  readonly width: number;
  readonly folded: boolean;
}

/** multi_row_sum over 4 interleaved rows of `size` vectors: each row's lanes. A backend may supply its own. */
export type MultiRowSum = (size: number, vectors: Vectors) => Float64Array[];

const ILP = 4;

/** The element reader, vector loader and JS multi_row_sum for one input. */
function jsCascade(data: TypedArray, dtype: DType, accIsDouble: boolean) {
  const round: Round = accIsDouble ? (x) => x : Math.fround;
  const load = (o: number) => dtype.load(data, o);
  // SIMD widths: lanes of the input vector, and of the accumulator vector
  const vecNumel = VECTOR_BYTES / dtype.itemsize;
  const accLanes = VECTOR_BYTES / (accIsDouble ? 8 : 4);
  // A 16-bit float vector holds twice the lanes of its float accumulator: float16 folds neighbours into one lane,
  // bfloat16 folds the two halves of the vector.
  const fold = vecNumel / accLanes;
  const laneIndex = dtype.name === 'bfloat16'
    ? (l: number, p: number) => l + p * accLanes
    : (l: number, p: number) => l * fold + p;
  const loadVector = (v: Vectors, i: number, k: number, into: Float64Array) => {
    const at = v.base + i * v.step + k * v.rowStep;
    if (!v.folded) {
      for (let l = 0; l < v.width; l++) into[l] = load(at + l);
      return;
    }
    for (let l = 0; l < v.width; l++) {
      let lane = 0;
      for (let p = 0; p < fold; p++) lane = round(lane + load(at + laneIndex(l, p)));
      into[l] = lane;
    }
  };
  const addInto = (acc: Float64Array, v: Float64Array) => {
    for (let l = 0; l < acc.length; l++) acc[l] = round(acc[l]! + v[l]!);
  };
  const multiRowSum: MultiRowSum = (size, v) => {
    const levels = 4;
    const levelPower = levelPowerFor(size);
    const levelStep = 2 ** levelPower;
    const levelMask = levelStep - 1;
    const acc = Array.from({ length: levels }, () => Array.from({ length: ILP }, () => new Float64Array(v.width)));
    const tmp = new Float64Array(v.width);
    const add = (i: number) => {
      for (let k = 0; k < ILP; k++) {
        loadVector(v, i, k, tmp);
        addInto(acc[0]![k]!, tmp);
      }
    };
    let i = 0;
    while (i + levelStep <= size) {
      for (let j = 0; j < levelStep; j++, i++) add(i);
      for (let j = 1; j < levels; j++) {
        for (let k = 0; k < ILP; k++) {
          addInto(acc[j]![k]!, acc[j - 1]![k]!);
          acc[j - 1]![k]!.fill(0);
        }
        if ((i & (levelMask * 2 ** (j * levelPower))) !== 0) break;
      }
    }
    for (; i < size; i++) add(i);
    for (let j = 1; j < levels; j++) for (let k = 0; k < ILP; k++) addInto(acc[0]![k]!, acc[j]![k]!);
    return acc[0]!;
  };
  return { round, load, vecNumel, accLanes, fold, loadVector, addInto, multiRowSum };
}

/**
 * Adds the elements of a strided input (data, offset, shape, strides) into the accumulators `out`, element i going
 * to index sum(index_d * outStrides[d]) (stride 0 on reduced dims). Partial sums round to float32, or to float64
 * when `accIsDouble` (float64 input). `fastRows`, when given, runs multi_row_sum for unfolded vectors.
 */
export function cascadeSum(
  data: TypedArray, offset: number, dtype: DType, accIsDouble: boolean,
  shape: readonly number[], inStrides: readonly number[], outStrides: readonly number[], out: Float64Array,
  fastRows?: MultiRowSum,
): void {
  const js = jsCascade(data, dtype, accIsDouble);
  const { round, load, vecNumel, accLanes, loadVector, addInto } = js;
  const multiRowSum: MultiRowSum = (size, v) => (fastRows && !(v.folded && js.fold > 1) ? fastRows : js.multiRowSum)(size, v);

  /** row_sum: a cascade over `size` vectors with 4-way instruction-level parallelism. */
  const rowSum = (size: number, v: Vectors): Float64Array => {
    const sizeIlp = Math.floor(size / ILP);
    const partial = multiRowSum(sizeIlp, { ...v, step: v.step * ILP, rowStep: v.step });
    const tmp = new Float64Array(v.width);
    for (let i = sizeIlp * ILP; i < size; i++) {
      loadVector(v, i, 0, tmp);
      addInto(partial[0]!, tmp);
    }
    for (let k = 1; k < ILP; k++) addInto(partial[0]!, partial[k]!);
    return partial[0]!;
  };

  // a whole contiguous input into one sum (sum(), mean(), a loss) coalesces to one dim: skip working that out
  const whole = out.length === 1 && isContiguous(shape, inStrides);
  const layout = whole ? { sizes: [numel(shape)], inStrides: [1], outStrides: [0] }
    : coalesce(reorder({ sizes: [...shape], inStrides: [...inStrides], outStrides: [...outStrides] }));
  let { sizes, inStrides: ins, outStrides: outs } = layout;
  while (sizes.length < 2) {
    sizes = [...sizes, 1];
    ins = [...ins, 0];
    outs = [...outs, 0];
  }

  const block = (inBase: number, outBase: number) => {
    let size0 = sizes[0]!, size1 = sizes[1]!;
    let in0 = ins[0]!, in1 = ins[1]!, out0 = outs[0]!, out1 = outs[1]!;
    if (out0 !== 0 && out1 === 0) {
      [in0, in1, out0, out1, size0, size1] = [in1, in0, out1, out0, size1, size0];
    }
    const store = (j: number, v: number) => {
      out[outBase + j * out1] = round(out[outBase + j * out1]! + v);
    };
    if (out0 !== 0) {
      // not a reduction along either dim: each element lands in its own output
      for (let j = 0; j < size1; j++) {
        for (let i = 0; i < size0; i++) {
          const o = outBase + j * out1 + i * out0;
          out[o] = round(out[o]! + load(inBase + j * in1 + i * in0));
        }
      }
      return;
    }
    const scalars = (base: number, step: number, rowStep = 0): Vectors => ({ base, step, rowStep, width: 1, folded: false });
    if (in0 === 1 && size0 >= vecNumel) {
      // contiguous inner reduction: vectors along the row, then the tail, then the lanes
      const vecSize = Math.floor(size0 / vecNumel);
      for (let j = 0; j < size1; j++) {
        const row = inBase + j * in1;
        const acc = rowSum(vecSize, { base: row, step: vecNumel, rowStep: 0, width: accLanes, folded: true });
        let total = 0;
        for (let k = vecSize * vecNumel; k < size0; k++) total = round(total + load(row + k));
        for (let l = 0; l < accLanes; l++) total = round(total + acc[l]!);
        store(j, total);
      }
    } else if (in1 === 1 && size1 >= vecNumel) {
      // contiguous outer reduction: vectors across columns, rows folded by the cascade
      const columns = (col: number, rowStep = 0): Vectors =>
        ({ base: inBase + col, step: in0, rowStep, width: accLanes, folded: false });
      let j = 0;
      for (; j + 4 * accLanes <= size1; j += 4 * accLanes) {
        const sums = multiRowSum(size0, columns(j, accLanes));
        sums.forEach((s, k) => s.forEach((v, l) => store(j + k * accLanes + l, v)));
      }
      for (; j + accLanes <= size1; j += accLanes) rowSum(size0, columns(j)).forEach((v, l) => store(j + l, v));
      for (; j < size1; j++) store(j, rowSum(size0, scalars(inBase + j, in0))[0]!);
    } else if (in0 < in1) {
      for (let j = 0; j < size1; j++) store(j, rowSum(size0, scalars(inBase + j * in1, in0))[0]!);
    } else {
      let j = 0;
      for (; j + 3 < size1; j += 4) {
        const sums = multiRowSum(size0, scalars(inBase + j * in1, in0, in1));
        sums.forEach((s, k) => store(j + k, s[0]!));
      }
      for (; j < size1; j++) store(j, rowSum(size0, scalars(inBase + j * in1, in0))[0]!);
    }
  };

  // dims beyond the first two are walked one 2-D block at a time, innermost first
  const outer = sizes.slice(2);
  const count = outer.reduce((a, b) => a * b, 1);
  const idx = new Array<number>(outer.length).fill(0);
  for (let b = 0; b < count; b++) {
    let inBase = offset, outBase = 0;
    idx.forEach((v, d) => {
      inBase += v * ins[d + 2]!;
      outBase += v * outs[d + 2]!;
    });
    block(inBase, outBase);
    for (let d = 0; d < idx.length; d++) {
      if (++idx[d]! < outer[d]!) break;
      idx[d] = 0;
    }
  }
}
