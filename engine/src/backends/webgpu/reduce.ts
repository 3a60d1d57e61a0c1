/**
 * Reductions in WGSL: one workgroup per output element. Each invocation folds a contiguous run of the reduced
 * elements (in row-major order of the reduced dims, as the loop layout.ts plans), then neighbouring runs merge
 * pairwise up a tree in workgroup memory, so a merge always joins an earlier run to the next one: index results
 * (argmax and kin) keep the first element that wins, as the sequential fold does. Merging applies `merge` (default
 * `combine`) to two partial accumulators, which every fold the ops define allows (add, mul, min/max, and/or,
 * better-than). Float results differ from the CPU build's cascade order in the last bits, as PyTorch CUDA's do.
 */
import type { Expr, ReductionKernel, ValueType } from '../../ir/expr.ts';
import type { Tensor } from '../../tensor.ts';
import { reductionLoop } from '../layout.ts';
import { bindingSource, planBindings } from './bindings.ts';
import { argSource, grid, Params, type Pipelines } from './pipelines.ts';
import type { CommandBatch } from './queue.ts';
import { codecHelpers, convert, convertHelpers, naturalOf, storeFunction, storeHelpers, WGSL_TYPE } from './wgsl/codec.ts';
import { f32Literal, i64Literal, renderExpr } from './wgsl/expr.ts';
import { helperSource } from './wgsl/library.ts';

const WORKGROUP = 64;

function initLiteral(kernel: ReductionKernel): string {
  const v = kernel.init;
  if (kernel.acc === 'i64') return i64Literal(BigInt(v));
  if (kernel.acc === 'bool') return v ? 'true' : 'false';
  return f32Literal(Number(v));
}

function reductionSource(kernel: ReductionKernel, operands: readonly Tensor[], keptRank: number, reducedRank: number,
  argsAt: number, bindings: string): string {
  const n = operands.length;
  const dtypes = operands.map((t) => t.dtype.name);
  const helpers = new Set<string>();
  const accType = WGSL_TYPE[kernel.acc];
  // input 0 at the element being folded (a `load` past it), the others at the output's position
  const load = (index: number, type: ValueType, past?: string) => {
    const natural = naturalOf(dtypes[index + 1]!);
    convertHelpers(natural, type).forEach((h) => helpers.add(h));
    const at = index === 0 ? 'q' : `p${index + 1}`;
    return convert(natural, type, `ld${index + 1}(${past === undefined ? at : `${at} + ${past}.x`})`);
  };
  const arg = (i: number, t: ValueType) => argSource(argsAt, i, t);
  const leaves = { input: load, arg, load };
  const map = renderExpr(kernel.map, leaves, 'm', helpers);
  const combine = (acc: string, next: string, tag: string, root = kernel.combine) =>
    renderExpr(root, { ...leaves, fold: { acc, next } }, tag, helpers);
  const index = kernel.result === 'index';
  const fold = combine('acc', map.value, 'c');
  const merge = combine('acc', 'other', 'u', kernel.merge);
  let result: { lines: string[]; value: string; type: Expr['type'] };
  if (index) result = { lines: [], value: 'i64_from_i32(i32(idx))', type: 'i64' };
  else if (kernel.finalize) {
    result = { ...renderExpr(kernel.finalize, { input: load, arg, fold: { acc: 'acc', next: 'acc' } }, 'f', helpers), type: kernel.finalize.type };
  } else result = { lines: [], value: 'acc', type: kernel.acc };
  if (index) helpers.add('i64_from_i32');
  dtypes.forEach((d, o) => codecHelpers(d, o === 0).forEach((h) => helpers.add(h)));
  storeHelpers(dtypes[0]!, result.type).forEach((h) => helpers.add(h));

  // parameters: outputs, kept dims, kept strides (operand-major), reduced dims, reduced strides, offsets, args
  const keptStride = (o: number, d: number) => `params[${1 + keptRank + o * keptRank + d}u]`;
  const reducedAt = 1 + keptRank + n * keptRank;
  const offsetAt = reducedAt + 2 * reducedRank;
  const ops = Array.from({ length: n }, (_, o) => o);
  const overReduced = Array.from({ length: reducedRank }, (_, k) => {
    const d = reducedRank - 1 - k;
    return `{ let m = params[${reducedAt + d}u]; let c = rest % m; rest = rest / m; q += c * params[${reducedAt + reducedRank + d}u]; }`;
  });
  const count = Array.from({ length: reducedRank }, (_, d) => `params[${reducedAt + d}u]`).join(' * ') || '1u';
  return `${bindings}
${helperSource(helpers)}
${storeFunction('st', dtypes[0]!, result.type, 'b0')}
var<workgroup> partial: array<${accType}, ${WORKGROUP}>;
var<workgroup> partialIdx: array<u32, ${WORKGROUP}>;
var<workgroup> partialCount: array<u32, ${WORKGROUP}>;
@compute @workgroup_size(${WORKGROUP})
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) t: u32, @builtin(num_workgroups) groups: vec3<u32>) {
  let out = wid.x + wid.y * groups.x;
  let live = out < params[0];
  ${ops.map((o) => `var p${o} = params[${offsetAt + o}u];`).join(' ')}
  var rest = select(0u, out, live);
  ${Array.from({ length: keptRank }, (_, k) => {
    const d = keptRank - 1 - k;
    return `{ let n = params[${1 + d}u]; let c = rest % n; rest = rest / n; ${ops.map((o) => `p${o} += c * ${keptStride(o, d)};`).join(' ')} }`;
  }).join('\n  ')}
  let count = select(0u, ${count}, live);
  let chunk = (count + ${WORKGROUP - 1}u) / ${WORKGROUP}u;
  let begin = min(count, t * chunk);
  let end = min(count, begin + chunk);
  var acc: ${accType} = ${initLiteral(kernel)};
  var idx = 0u;
  for (var j = begin; j < end; j++) {
    var rest = j;
    var q = p1;
    ${overReduced.join('\n    ')}
    ${map.lines.join('\n    ')}
    ${fold.lines.join('\n    ')}
    ${index ? `if (${fold.value}) { acc = ${map.value}; idx = j; }` : `acc = ${fold.value};`}
  }
  partial[t] = acc;
  partialIdx[t] = idx;
  partialCount[t] = end - begin;
  for (var s = 1u; s < ${WORKGROUP}u; s = s * 2u) {
    workgroupBarrier();
    if (t % (2u * s) == 0u && partialCount[t + s] > 0u) {
      let acc = partial[t];
      let other = partial[t + s];
      ${merge.lines.join('\n      ')}
      ${index
    ? `if (partialCount[t] == 0u || ${merge.value}) { partial[t] = other; partialIdx[t] = partialIdx[t + s]; }`
    : `partial[t] = select(${merge.value}, other, partialCount[t] == 0u);`}
      partialCount[t] += partialCount[t + s];
    }
  }
  if (t == 0u && live) {
    let acc = partial[0];
    let idx = partialIdx[0];
    ${result.lines.join('\n    ')}
    st(p0, ${result.value});
  }
}`;
}

/** Records `kernel` over operands [out, input, ...extras] into the batch. */
export function runReduction(batch: CommandBatch, pipelines: Pipelines, kernel: ReductionKernel,
  operands: readonly Tensor[]): void {
  const [out, input] = operands as [Tensor, Tensor];
  if (out.numel === 0) return;
  const loop = reductionLoop(out, input, operands.slice(2));
  const params = new Params().push(out.numel, ...loop.kept, ...loop.keptStrides, ...loop.reduced, ...loop.reducedStrides,
    ...loop.offsets);
  const argsAt = params.pushArgs(kernel.args);
  const plan = planBindings(operands);
  const key = `red ${kernel.map.id} ${kernel.combine.id} ${kernel.merge?.id} ${kernel.finalize?.id} ${kernel.result} ${kernel.acc} ` +
    `${String(kernel.init)} ${operands.map((t) => t.dtype.name).join(' ')} ${loop.kept.length} ${loop.reduced.length} ${plan.key}`;
  const compiled = pipelines.get(key, plan.buffers.length, false, () => reductionSource(kernel, operands,
    loop.kept.length, loop.reduced.length, argsAt, bindingSource(plan, operands)));
  batch.dispatch(compiled, plan.buffers, params.words, grid(out.numel));
}
