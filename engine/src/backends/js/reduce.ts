/**
 * Reduction kernels (ir/expr.ts ReductionKernel) to JavaScript, the reference the other backends are held to: each
 * distinct (kernel, dtypes, loop ranks) becomes one function made with `new Function` and cached by its printed IR.
 * Float sums in PyTorch's cascade order run through cascade-sum.ts, which owns that order.
 */
import type { DTypeName } from '../../dtype.ts';
import type { Expr, ReductionKernel } from '../../ir/expr.ts';
import { topoOrder } from '../../ir/print.ts';
import { constant } from '../../ir/build.ts';
import type { Tensor } from '../../tensor.ts';
import { contiguousStrides } from '../../shape.ts';
import { reductionLoop, type ReductionLoop } from '../layout.ts';
import { cascadeSum, type MultiRowSum } from './cascade-sum.ts';
import { expressionSource, HELPERS, literal, storeSource } from './compile.ts';

/** A sum-cascade kernel must be a plain add of the elements: that is the only fold PyTorch's cascade runs. */
export function checkCascade(kernel: ReductionKernel): void {
  const { map, combine, acc } = kernel;
  const plainAdd = combine.kind === 'binary' && combine.op === 'add' && combine.a.kind === 'fold' &&
    combine.a.role === 'acc' && combine.b.kind === 'fold' && combine.b.role === 'next';
  if (map.kind !== 'input' || map.index !== 0 || !plainAdd || (acc !== 'f32' && acc !== 'f64') || kernel.finalize ||
    kernel.result !== 'value' || kernel.init !== 0) {
    throw new Error('a sum-cascade reduction adds input 0 into a float accumulator from 0, with no finalize');
  }
}

/** Runs a sum-cascade kernel; `fastRows` is a backend's own multi_row_sum for float32/float64 inputs. */
export function runCascade(input: Tensor, out: Tensor, fastRows?: MultiRowSum): Float64Array {
  const accStrides = contiguousStrides(out.shape).map((s, i) => (out.shape[i] === 1 && input.shape[i] !== 1 ? 0 : s));
  const acc = new Float64Array(out.numel);
  cascadeSum(input.storage.data, input.offset, input.dtype, input.dtype.name === 'float64', input.shape,
    input.strides, accStrides, acc, fastRows);
  return acc;
}

/** fn(datas, offsets, kept, keptStrides, reduced, reducedStrides, args); datas and offsets are [out, ...inputs]. */
type CompiledReduction = (datas: readonly ArrayLike<unknown>[], offsets: readonly number[], kept: readonly number[],
  keptStrides: readonly number[], reduced: readonly number[], reducedStrides: readonly number[],
  args: readonly number[]) => void;

const cache = new Map<string, CompiledReduction>();

/** The cache key of a reduction compiled for these dtypes and loop ranks: its (interned) IR roots' ids and the rest. */
export function reductionKey(kernel: ReductionKernel, dtypes: readonly DTypeName[], loop: ReductionLoop): string {
  return `${dtypes.join(',')} kept ${loop.kept.length} reduced ${loop.reduced.length} ${kernel.order} ` +
    `${kernel.result} ${kernel.acc} from ${String(kernel.init)} args ${kernel.args.length} ` +
    `${kernel.map.id} ${kernel.combine.id} ${kernel.merge?.id} ${kernel.finalize?.id}`;
}

export function runReduction(kernel: ReductionKernel, inputs: readonly Tensor[], out: Tensor): void {
  const operands = [out, ...inputs];
  const loop = reductionLoop(out, inputs[0]!, inputs.slice(1));
  const dtypes = operands.map((t) => t.dtype.name);
  const key = reductionKey(kernel, dtypes, loop);
  let fn = cache.get(key);
  if (!fn) {
    fn = new Function('h', `return ${reductionSource(kernel, dtypes, loop.kept.length, loop.reduced.length)}`)(HELPERS) as CompiledReduction;
    cache.set(key, fn);
  }
  fn(operands.map((t) => t.storage.data), loop.offsets, loop.kept, loop.keptStrides, loop.reduced,
    loop.reducedStrides, kernel.args);
  out.storage.version++;
}

function reductionSource(kernel: ReductionKernel, dtypes: readonly DTypeName[], keptRank: number,
  reducedRank: number): string {
  const operands = dtypes.length;
  const ops = Array.from({ length: operands }, (_, o) => o);
  const inputs = dtypes.slice(1);
  const roots = [kernel.map, kernel.combine, ...(kernel.merge ? [kernel.merge] : []),
    ...(kernel.finalize ? [kernel.finalize] : [])];
  const args = new Set<number>();
  for (const e of topoOrder(roots)) if (e.kind === 'arg') args.add(e.index);
  const init = literal(constant(kernel.init, kernel.acc) as Extract<Expr, { kind: 'const' }>);
  const head = [
    ...ops.map((o) => `const D${o} = datas[${o}];`),
    ...[...args].map((i) => `const a${i} = args[${i}];`),
    ...Array.from({ length: keptRank }, (_, d) => `const n${d} = kept[${d}];`),
    ...ops.flatMap((o) => Array.from({ length: keptRank }, (_, d) => `const s${o}_${d} = keptStrides[${o * keptRank + d}];`)),
    ...Array.from({ length: reducedRank }, (_, d) => `const m${d} = reduced[${d}], r${d} = reducedStrides[${d}];`),
    `const count = ${Array.from({ length: reducedRank }, (_, d) => `m${d}`).join(' * ') || '1'};`,
    ...ops.map((o) => `let p${o}_0 = offsets[${o}];`),
  ];
  const at = (o: number) => (o === 1 ? `q${reducedRank}` : `p${o}_${keptRank}`);
  /** statements folding value `next` into the variable `acc` by `root` (merging partial accumulators: `merge`) */
  const combine = (acc: string, next: string, tag: string, root = kernel.combine) => {
    const c = expressionSource(root, inputs, at, tag, { acc, next });
    return kernel.result === 'index'
      ? [...c.lines, `if (${c.value}) { ${acc} = ${next}; idx = t; }`]
      : [...c.lines, `${acc} = ${c.value};`];
  };
  const merge = (acc: string, other: string, tag: string) => combine(acc, other, tag, kernel.merge);
  /** a loop over the reduced dims around `body`, which reads the element at q{reducedRank} */
  const overReduced = (body: string[]) => {
    let inner = [...body, 't++;'].join('\n');
    for (let d = reducedRank - 1; d >= 0; d--) {
      inner = `let q${d + 1} = q${d};\nfor (let j${d} = 0; j${d} < m${d}; j${d}++) {\n${inner}\nq${d + 1} += r${d};\n}`;
    }
    return `let q0 = p1_${keptRank};\nlet t = 0;\n${inner}`;
  };
  const m = expressionSource(kernel.map, inputs, at, 'm');
  const fold: string[] = [];
  if (kernel.order === 'lanes-tree' || kernel.order === 'quad-lanes') {
    // 8 float lanes merge as a halving tree, Vectorized<double>'s 4 one after another into lane 0
    const width = kernel.order === 'lanes-tree' ? 8 : 4;
    const mergeLanes = width === 8
      ? ['for (let half = 4; half >= 1; half >>= 1) for (let j = 0; j < half; j++) {',
        'let la = lanes[j]; const lb = lanes[j + half];', ...merge('la', 'lb', 'u'), 'lanes[j] = la;', '}']
      : ['let la = lanes[0];', 'for (let j = 1; j < 4; j++) {', 'const lb = lanes[j];', ...merge('la', 'lb', 'u'),
        '}', 'lanes[0] = la;'];
    fold.push(`let acc = ${init};`, `const lanes = [${Array(width).fill('acc').join(', ')}];`,
      `const wide = count >= ${width};`,
      overReduced([...m.lines, `const j = wide ? t & ${width - 1} : 0;`, 'let la = lanes[j];',
        ...combine('la', m.value, 'c'), 'lanes[j] = la;']),
      'if (wide) {', ...mergeLanes, '}',
      'acc = lanes[0];');
  } else if (kernel.order === 'lanes-chain' && reducedRank === 1) {
    /** element t (at q1) folded into `acc` as `value`, which `lines` derive from the mapped value */
    const element = (acc: string, value: string, lines: string[] = []) =>
      ['const q1 = q0 + t * r0;', ...m.lines, ...lines, ...combine(acc, value, 'c')];
    fold.push(`let acc = ${init}, t = 0;`, `const q0 = p1_${keptRank};`,
      'if (r0 === 1) {',
      'const lanes = [acc, acc, acc, acc, acc, acc, acc, acc];',
      'for (const body = count - count % 8; t < body; t++) {',
      'let la = lanes[t & 7];', ...element('la', m.value), 'lanes[t & 7] = la;', '}',
      'acc = lanes[0];',
      'for (let j = 1; j < 8; j++) {', 'const lb = lanes[j];', ...merge('acc', 'lb', 'u'), '}',
      'for (const quads = count - (count - t) % 4; t < quads; t++) {',
      ...element('acc', 'rounded', [`const rounded = Math.fround(${m.value});`]), '}',
      '}',
      'for (; t < count; t++) {', ...element('acc', m.value), '}');
  } else if (kernel.order === 'level-cascade') {
    fold.push(
      'const width = 2 ** Math.max(4, Math.floor((count <= 2 ? 1 : Math.floor(Math.log2(count - 1)) + 1) / 4));',
      `const levels = [${Array(8).fill(init).join(', ')}];`,
      overReduced([...m.lines, 'let l0 = levels[0];', ...combine('l0', m.value, 'c'), 'levels[0] = l0;',
        'for (let j = 0, digit = t; j < 7 && digit % width === 0; j++, digit = Math.floor(digit / width)) {',
        'let up = levels[j + 1]; const down = levels[j];', ...merge('up', 'down', 'u'),
        `levels[j + 1] = up; levels[j] = ${init};`, '}']),
      `let acc = ${init};`,
      'for (let j = 0; j < 8; j++) {', 'const level = levels[j];', ...merge('acc', 'level', 'v'), '}');
  } else if (kernel.order === 'pairwise') {
    /** statements folding vals[from] .. vals[to - 1] into `acc` one after another */
    const inOrder = (acc: string, from: string, to: string) =>
      [`for (let i = ${from}; i < ${to}; i++) {`, 'const v = vals[i];', ...combine(acc, 'v', 'c'), '}'];
    fold.push('const vals = [];', overReduced([...m.lines, `vals.push(${m.value});`]),
      'const pairwise = (lo, n) => {',
      `if (n < 8) { let res = ${init};`, ...inOrder('res', 'lo', 'lo + n'), 'return res; }',
      'if (n <= 128) {',
      'const r = vals.slice(lo, lo + 8);',
      'let at = lo + 8;',
      'for (const end = lo + n - n % 8; at < end; at += 8) for (let j = 0; j < 8; j++) {',
      'let rj = r[j]; const v = vals[at + j];', ...combine('rj', 'v', 'c'), 'r[j] = rj;', '}',
      'const half = [];',
      'for (let j = 0; j < 8; j += 2) { let rj = r[j]; const rk = r[j + 1];', ...merge('rj', 'rk', 'u'),
      'half.push(rj); }',
      'let lower = half[0], upper = half[2]; const h1 = half[1], h3 = half[3];', ...merge('lower', 'h1', 'u'),
      ...merge('upper', 'h3', 'w'), 'let res = lower;', ...merge('res', 'upper', 'x'),
      ...inOrder('res', 'at', 'lo + n'), 'return res;', '}',
      'const n2 = Math.floor(n / 2) - Math.floor(n / 2) % 8;',
      'let res = pairwise(lo, n2); const rest = pairwise(lo + n2, n - n2);', ...merge('res', 'rest', 'u'),
      'return res;', '};',
      `let acc = ${init};`,
      'for (let lo = 0; lo < count; lo += 8192) {', 'const sum = pairwise(lo, Math.min(8192, count - lo));',
      ...merge('acc', 'sum', 'u'), '}');
  } else if (kernel.order === 'vector-blocks') {
    const width = kernel.acc === 'f64' ? 4 : 8, block = 4 * width;
    const run = reducedRank ? `r${reducedRank - 1} === 1 ? m${reducedRank - 1} : count` : 'count';
    fold.push('const vals = [];', overReduced([...m.lines, `vals.push(${m.value});`]),
      `let acc = ${init};`, `const run = ${run}, blocks = ${reducedRank ? `r${reducedRank - 1} === 1` : 'false'} ? ` +
      `Math.floor(run / ${block}) : 0;`,
      'for (let lo = 0; lo < count; lo += run) {',
      'let at = lo;',
      'if (blocks > 0) {',
      `const lanes = vals.slice(lo, lo + ${block}); at += ${block};`,
      `for (let b = 1; b < blocks; b++, at += ${block}) for (let j = 0; j < ${block}; j++) {`,
      'let lj = lanes[j]; const v = vals[at + j];', ...combine('lj', 'v', 'c'), 'lanes[j] = lj;', '}',
      `let first = ${init};`,
      `for (let l = 0; l < ${width}; l++) {`,
      `let x = lanes[l]; const y = lanes[${width} + l]; let z = lanes[${2 * width} + l]; const w = lanes[${3 * width} + l];`,
      ...merge('x', 'y', 'u'), ...merge('z', 'w', 'v'), ...merge('x', 'z', 'w'),
      'if (l === 0) first = x; else {', ...merge('first', 'x', 'x'), '}', '}',
      ...merge('acc', 'first', 'y'),
      '}',
      'for (; at < lo + run; at++) {', 'const v = vals[at];', ...combine('acc', 'v', 'c'), '}',
      '}');
  } else {
    fold.push(`let acc = ${init}, idx = 0;`, overReduced([...m.lines, ...combine('acc', m.value, 'c')]));
  }
  let result: string[];
  if (kernel.result === 'index') {
    result = [storeSource(dtypes[0]!, 'f64', 'D0', `p0_${keptRank}`, 'idx')];
  } else if (kernel.finalize) {
    const f = expressionSource(kernel.finalize, inputs, at, 'f', { acc: 'acc', next: 'acc' });
    result = [...f.lines, storeSource(dtypes[0]!, kernel.finalize.type, 'D0', `p0_${keptRank}`, f.value)];
  } else {
    result = [storeSource(dtypes[0]!, kernel.acc, 'D0', `p0_${keptRank}`, 'acc')];
  }
  let body = [...fold, ...result].join('\n');
  for (let d = keptRank - 1; d >= 0; d--) {
    body = `${ops.map((o) => `let p${o}_${d + 1} = p${o}_${d};`).join(' ')}\n` +
      `for (let i${d} = 0; i${d} < n${d}; i${d}++) {\n${body}\n${ops.map((o) => `p${o}_${d + 1} += s${o}_${d};`).join(' ')}\n}`;
  }
  return `function (datas, offsets, kept, keptStrides, reduced, reducedStrides, args) {\n${head.join('\n')}\n${body}\n}`;
}
