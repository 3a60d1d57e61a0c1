/**
 * Reductions in WGSL: a workgroup folds the elements of one output (in row-major order of the reduced dims, as the
 * loop layout.ts plans), its invocations taking every 256th element, so neighbouring invocations read neighbouring
 * elements where the innermost reduced dim is contiguous; their partial accumulators then merge down a tree in
 * workgroup memory. Where instead the outputs are contiguous in the input and the reduced dims strided (a sum over
 * the batch, channels-last statistics), a workgroup takes up to 64 neighbouring outputs, its invocations laid out
 * output-fastest, so that neighbours again read neighbours. Where there are too few outputs to fill the GPU (a full reduction, BatchNorm's per-channel
 * statistics), each output's elements split into slices folded by workgroups of their own, whose partials a second
 * pass merges. Merging applies `merge` (default `combine`) to two partial accumulators, which every fold the ops
 * define allows (add, mul, min/max, and/or). Index results (argmax and kin) carry the index each partial's value came
 * from, and a merge keeps the better value, or of two that neither beats (equal, or both NaN) the earlier index: the
 * first element that wins, as the sequential fold picks. Float results differ from the CPU build's cascade order in
 * the last bits, as PyTorch CUDA's do.
 */
import type { Expr, ReductionKernel, ValueType } from '../../ir/expr.ts';
import type { Tensor } from '../../tensor.ts';
import { reductionLoop, type ReductionLoop } from '../layout.ts';
import { bindingSource, planBindings } from './bindings.ts';
import { argSource, grid, Params, type Pipelines } from './pipelines.ts';
import type { BufferPool } from './pool.ts';
import type { CommandBatch } from './queue.ts';
import { codecHelpers, convert, convertHelpers, naturalOf, storeFunction, storeHelpers, WGSL_TYPE } from './wgsl/codec.ts';
import { f32Literal, i64Literal, renderExpr } from './wgsl/expr.ts';
import { helperSource } from './wgsl/library.ts';

const WORKGROUP = 256;
/** Workgroups that keep a large GPU busy: fewer outputs than this split their elements into slices. */
const TARGET_GROUPS = 2048;
/** The fewest elements an invocation of a slice folds, so that splitting pays for its second pass. */
const PER_INVOCATION = 16;

/**
 * What a dispatch does: `whole` folds every element of an output and stores it; `partial` folds one slice of an
 * output into the scratch buffer; `final` merges an output's slices from there and stores it.
 */
type Pass = 'whole' | 'partial' | 'final';

/** How many slices each output's `count` elements split into, over `groups` workgroups of `lanes` per output. */
function slicesFor(groups: number, count: number, lanes: number): number {
  return Math.max(1, Math.min(Math.floor(count / (lanes * PER_INVOCATION)), Math.floor(TARGET_GROUPS / groups)));
}

/**
 * Outputs a workgroup takes: up to 64 (a power of two) where the input's innermost kept dim is contiguous and its
 * innermost reduced one is not, else one.
 */
function outputsPerGroup(loop: ReductionLoop, outputs: number): number {
  const kept = loop.kept.length, reduced = loop.reduced.length;
  const outer = kept > 0 && loop.keptStrides[2 * kept - 1] === 1 && (reduced === 0 || loop.reducedStrides[reduced - 1] !== 1);
  return outer ? Math.min(64, 2 ** Math.ceil(Math.log2(outputs))) : 1;
}

/** The WGSL literal of a fold's identity in its accumulator type. */
export function initLiteral(kernel: Pick<ReductionKernel, 'acc' | 'init'>): string {
  const v = kernel.init;
  if (kernel.acc === 'i64') return i64Literal(BigInt(v));
  if (kernel.acc === 'bool') return v ? 'true' : 'false';
  return f32Literal(Number(v));
}

/** Words of one partial in the scratch buffer: the accumulator, then for index results the index. */
const partialWords = (kernel: ReductionKernel) => (kernel.acc === 'i64' ? 2 : 1) + (kernel.result === 'index' ? 1 : 0);

/** WGSL moving an accumulator to and from scratch words starting at `at`. */
export function scratchCodec(acc: ValueType): { write: (at: string, v: string) => string; read: (at: string) => string } {
  if (acc === 'i64') {
    return {
      write: (at, v) => `scratch[${at}] = ${v}.x; scratch[${at} + 1u] = ${v}.y;`,
      read: (at) => `vec2<u32>(scratch[${at}], scratch[${at} + 1u])`,
    };
  }
  if (acc === 'bool') return { write: (at, v) => `scratch[${at}] = select(0u, 1u, ${v});`, read: (at) => `(scratch[${at}] != 0u)` };
  return { write: (at, v) => `scratch[${at}] = bitcast<u32>(${v});`, read: (at) => `bitcast<f32>(scratch[${at}])` };
}

/** The walk of `dims` dims from `rest`, adding `step(o, d) * coordinate` to each pointer; the outermost needs no modulo. */
export function walk(rank: number, size: (d: number) => string, pointers: readonly string[], step: (o: number, d: number) => string): string[] {
  return Array.from({ length: rank }, (_, k) => {
    const d = rank - 1 - k;
    const adds = pointers.map((p, o) => `${p} += c * ${step(o, d)};`).join(' ');
    return d === 0 ? `{ let c = rest; ${adds} }` : `{ let n = ${size(d)}; let c = rest % n; rest = rest / n; ${adds} }`;
  });
}

function reductionSource(kernel: ReductionKernel, operands: readonly Tensor[], keptRank: number, reducedRank: number,
  argsAt: number, bindings: string, pass: Pass, buffers: number, outputs: number): string {
  // invocation t folds for output t % outputs of the workgroup's, as lane t / outputs of its `lanes`
  const lanes = WORKGROUP / outputs;
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
  // two partials (a at index ia, b at ib) into one: `takes` whether b replaces a, or `merged` the value
  const mergeFn = (() => {
    if (!index) {
      const m = combine('acc', 'other', 'u', kernel.merge);
      return `fn merged(acc: ${accType}, other: ${accType}) -> ${accType} { ${m.lines.join(' ')} return ${m.value}; }`;
    }
    const ab = combine('a', 'b', 'u'), ba = combine('b', 'a', 'v');
    return `fn takes(a: ${accType}, ia: u32, b: ${accType}, ib: u32) -> bool {
  ${[...ab.lines, ...ba.lines].join(' ')}
  return ${ab.value} || (!(${ba.value}) && ib < ia);
}`;
  })();
  const mergeInto = (value: string, at: string) => (index
    ? `if (takes(acc, idx, ${value}, ${at})) { acc = ${value}; idx = ${at}; }`
    : `acc = merged(acc, ${value});`);
  let result: { lines: string[]; value: string; type: Expr['type'] };
  if (index) result = { lines: [], value: 'i64_from_i32(i32(idx))', type: 'i64' };
  else if (kernel.finalize) {
    result = { ...renderExpr(kernel.finalize, { input: load, arg, fold: { acc: 'acc', next: 'acc' } }, 'f', helpers), type: kernel.finalize.type };
  } else result = { lines: [], value: 'acc', type: kernel.acc };
  if (index) helpers.add('i64_from_i32');
  dtypes.forEach((d, o) => codecHelpers(d, o === 0).forEach((h) => helpers.add(h)));
  storeHelpers(dtypes[0]!, result.type).forEach((h) => helpers.add(h));

  // parameters: outputs, slices, kept dims, kept strides (operand-major), reduced dims, reduced strides, offsets, args
  const keptAt = 2, reducedAt = keptAt + keptRank + n * keptRank, offsetAt = reducedAt + 2 * reducedRank;
  const ops = Array.from({ length: n }, (_, o) => `p${o}`);
  const keptWalk = walk(keptRank, (d) => `params[${keptAt + d}u]`, ops, (o, d) => `params[${keptAt + keptRank + o * keptRank + d}u]`);
  const reducedWalk = walk(reducedRank, (d) => `params[${reducedAt + d}u]`, ['q'], (_, d) => `params[${reducedAt + reducedRank + d}u]`);
  const count = Array.from({ length: reducedRank }, (_, d) => `params[${reducedAt + d}u]`).join(' * ') || '1u';
  const words = partialWords(kernel);
  const scratch = scratchCodec(kernel.acc);
  const slot = (s: string) => `(out * params[1u] + ${s}) * ${words}u`;
  // each invocation's fold: over every lanes-th element of its slice, or over every lanes-th partial
  const own = pass === 'final' ? `
  let slices = select(0u, params[1u], live);
  for (var k = lane; k < slices; k += ${lanes}u) {
    let at = ${slot('k')};
    let value = ${scratch.read('at')};
    ${index ? `let vi = scratch[at + ${words - 1}u];` : ''}
    if (k == lane) { acc = value; ${index ? 'idx = vi;' : ''} } else { ${mergeInto('value', 'vi')} }
  }
  let filled = min(slices, ${lanes}u);` : `
  let count = select(0u, ${count}, live);
  let first = slice * ${lanes}u + lane;
  idx = first;
  for (var j = first; j < count; j += params[1u] * ${lanes}u) {
    var rest = j;
    var q = p1;
    ${reducedWalk.join('\n    ')}
    ${map.lines.join('\n    ')}
    ${fold.lines.join('\n    ')}
    ${index ? `if (${fold.value}) { acc = ${map.value}; idx = j; }` : `acc = ${fold.value};`}
  }
  // the lanes holding elements: the first ones, as many as filled
  let filled = select(0u, min(count - slice * ${lanes}u, ${lanes}u), count > slice * ${lanes}u);`;
  const finish = pass === 'partial'
    ? `let at = ${slot('slice')};
    ${scratch.write('at', 'acc')}
    ${index ? `scratch[at + ${words - 1}u] = idx;` : ''}`
    : `${result.lines.join('\n    ')}
    st(p0, ${result.value});`;
  return `${bindings}
${pass === 'whole' ? '' : `@group(0) @binding(${buffers + 1}) var<storage, read_write> scratch: array<u32>;`}
${helperSource(helpers)}
${storeFunction('st', dtypes[0]!, result.type, 'b0')}
${mergeFn}
var<workgroup> partial: array<${accType}, ${WORKGROUP}>;
var<workgroup> partialIdx: array<u32, ${WORKGROUP}>;
@compute @workgroup_size(${WORKGROUP})
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) t: u32, @builtin(num_workgroups) groups: vec3<u32>) {
  let w = wid.x + wid.y * groups.x;
  let lane = t / ${outputs}u;
  let out = ${pass === 'partial' ? 'w / params[1u]' : 'w'} * ${outputs}u + t % ${outputs}u;
  let slice = ${pass === 'partial' ? 'w % params[1u]' : '0u'};
  let live = out < params[0];
  ${ops.map((p, o) => `var ${p} = params[${offsetAt + o}u];`).join(' ')}
  var rest = select(0u, out, live);
  ${keptWalk.join('\n  ')}
  var acc: ${accType} = ${initLiteral(kernel)};
  var idx = 0u;
  ${own}
  partial[t] = acc;
  partialIdx[t] = idx;
  for (var s = ${lanes / 2}u; s > 0u; s = s / 2u) {
    workgroupBarrier();
    if (lane < s && lane + s < filled) {
      acc = partial[t];
      idx = partialIdx[t];
      ${mergeInto(`partial[t + s * ${outputs}u]`, `partialIdx[t + s * ${outputs}u]`)}
      partial[t] = acc;
      partialIdx[t] = idx;
    }
  }
  if (lane == 0u && live) {
    let acc = partial[t];
    let idx = partialIdx[t];
    ${finish}
  }
}`;
}

/**
 * Records `kernel` over operands [out, input, ...extras] into the batch; outputs split into slices take a scratch
 * buffer from `pool` for their partials.
 */
export function runReduction(batch: CommandBatch, pipelines: Pipelines, pool: BufferPool, kernel: ReductionKernel,
  operands: readonly Tensor[]): void {
  const [out, input] = operands as [Tensor, Tensor];
  if (out.numel === 0) return;
  const loop = reductionLoop(out, input, operands.slice(2));
  const outputs = outputsPerGroup(loop, out.numel), groups = Math.ceil(out.numel / outputs);
  const slices = slicesFor(groups, loop.reduced.reduce((a, b) => a * b, 1), WORKGROUP / outputs);
  const params = new Params().push(out.numel, slices, ...loop.kept, ...loop.keptStrides, ...loop.reduced,
    ...loop.reducedStrides, ...loop.offsets);
  const argsAt = params.pushArgs(kernel.args);
  const plan = planBindings(operands);
  const key = `red ${kernel.map.id} ${kernel.combine.id} ${kernel.merge?.id} ${kernel.finalize?.id} ${kernel.result} ${kernel.acc} ` +
    `${String(kernel.init)} ${operands.map((t) => t.dtype.name).join(' ')} ${loop.kept.length} ${loop.reduced.length} ${outputs} ${plan.key}`;
  const compiled = (pass: Pass) => pipelines.get(`${key} ${pass}`, plan.buffers.length, pass !== 'whole',
    () => reductionSource(kernel, operands, loop.kept.length, loop.reduced.length, argsAt, bindingSource(plan, operands), pass,
      plan.buffers.length, outputs));
  if (slices === 1) {
    batch.dispatch(compiled('whole'), plan.buffers, params.words, grid(groups));
    return;
  }
  const bytes = 4 * partialWords(kernel) * out.numel * slices;
  const scratch = pool.acquire(bytes);
  batch.dispatch(compiled('partial'), [...plan.buffers, scratch], params.words, grid(groups * slices));
  batch.dispatch(compiled('final'), [...plan.buffers, scratch], params.words, grid(groups));
  // later commands reusing the buffer run after these in the batch
  pool.release(scratch);
}
