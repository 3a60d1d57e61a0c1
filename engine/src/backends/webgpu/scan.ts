/**
 * Scans (ScanKernel: cumsum and kin) in WGSL, in the orders PyTorch CUDA's scan_dim takes (ScanUtils.cuh), so that
 * float results round as its do where that costs nothing:
 * - `lanes`, along any dim but the last: one invocation per lane walks it in order (tensor_kernel_scan_outer_dim);
 * - `chunks`, along the last dim (and for a single lane of up to 1024): a lane goes in chunks of 2 * nx elements,
 *   nx as get_log_num_threads_x_inner_scan picks it from the lane count and length; the total of the chunks before
 *   is combined into a chunk's first element, then the chunk scans as Sklansky's tree
 *   (tensor_kernel_scan_innermost_dim). The tree is the same whoever computes it: here an invocation holds RUN
 *   neighbouring elements, and a workgroup takes 256 * RUN / (2 * nx) lanes;
 * - one longer lane, which PyTorch hands to CUB (an order of its tuning): `blocks` scans 1024-element blocks as
 *   chunks, in parallel, keeping each block's total in a scratch buffer; `totals` scans the totals in one workgroup,
 *   chunk by chunk; `spread` combines the totals of the blocks before each element's into it.
 * Lanes are walked from the tensors' own strides, so inputs need not be contiguous.
 */
import type { ScanKernel, ValueType } from '../../ir/expr.ts';
import type { Tensor } from '../../tensor.ts';
import { bindingSource, planBindings } from './bindings.ts';
import { argSource, grid, Params, type Pipelines } from './pipelines.ts';
import type { BufferPool } from './pool.ts';
import type { CommandBatch } from './queue.ts';
import { initLiteral, scratchCodec, walk } from './reduce.ts';
import { codecHelpers, convert, convertHelpers, naturalOf, storeFunction, storeHelpers, WGSL_TYPE } from './wgsl/codec.ts';
import { renderExpr } from './wgsl/expr.ts';
import { helperSource } from './wgsl/library.ts';

const WORKGROUP = 256;
/** log2 of nx for a single lane's blocks and totals: PyTorch's largest, 1024-element chunks. */
const BLOCK_LOG = 9;
const BLOCK = 2 << BLOCK_LOG;
/** Neighbouring elements of a chunk an invocation holds, and the tree levels that therefore combine in registers. */
const RUN = 8;
const LOCAL_LEVELS = 3;

type Pass = 'lanes' | 'chunks' | 'blocks' | 'totals' | 'spread';

/** get_log_num_threads_x_inner_scan: nx's log2 keeps nx : ny near the row length : row count, nx * ny = 512. */
function logThreadsX(rows: number, rowSize: number): number {
  const log = (n: number) => (n <= 1 ? 0 : Math.ceil(Math.log2(n)));
  return Math.min(Math.max(4, Math.trunc((9 + log(rowSize) - log(rows)) / 2)), 9);
}

/** Where the parameters sit: lanes, size, log2 nx, then the lane walk (layout below), then the args. */
const SIZES = 3;

function scanSource(kernel: ScanKernel, operands: readonly Tensor[], rank: number, argsAt: number, bindings: string,
  buffers: number, pass: Pass): string {
  const dtypes = operands.map((t) => t.dtype.name);
  const helpers = new Set<string>();
  const accType = WGSL_TYPE[kernel.acc];
  const arg = (i: number, t: ValueType) => argSource(argsAt, i, t);
  const loaded = (o: number, type: ValueType, at: string) => {
    const natural = naturalOf(dtypes[o]!);
    convertHelpers(natural, type).forEach((h) => helpers.add(h));
    return convert(natural, type, `ld${o}(${at})`);
  };
  const map = renderExpr(kernel.map, { input: (_, type) => loaded(1, type, 'q'), arg }, 'm', helpers);
  const combine = renderExpr(kernel.combine, { input: () => '', arg, fold: { acc: 'earlier', next: 'later' } }, 'c', helpers);
  dtypes.forEach((d, o) => codecHelpers(d, o === 0).forEach((h) => helpers.add(h)));
  storeHelpers(dtypes[0]!, kernel.acc).forEach((h) => helpers.add(h));
  const scratch = scratchCodec(kernel.acc);
  const words = kernel.acc === 'i64' ? 2 : 1;

  // the lane walk: the other dims' sizes, their strides (output's, then input's), dim's strides, offsets
  const walkAt = SIZES, stridesAt = walkAt + rank, dimAt = stridesAt + 2 * rank, offsetAt = dimAt + 2;
  const lanePointers = (lane: string) => [
    `var p0 = params[${offsetAt}u]; var p1 = params[${offsetAt + 1}u];`,
    `var rest = ${lane};`,
    ...walk(rank, (d) => `params[${walkAt + d}u]`, ['p0', 'p1'], (o, d) => `params[${stridesAt + o * rank + d}u]`),
    `let s0 = params[${dimAt}u]; let s1 = params[${dimAt + 1}u];`,
  ].join('\n  ');
  const element = (j: string) => `mapped(p1 + ${j} * s1)`;
  const store = (j: string, v: string) => `st(p0 + ${j} * s0, ${v});`;

  /**
   * A chunked scan of `span` elements from `first` (below `limit`, in `live` lanes) through `read` and `write`. Each
   * invocation holds a run of RUN neighbouring elements of a chunk in registers, so the tree's first levels combine
   * there; a later level's left-half total is the last element of another invocation's run, passed through
   * workgroup memory, two buffers taking turns so that one barrier a level suffices.
   */
  const chunked = (read: (j: string) => string, write: (j: string, v: string) => string) => `
  let pos = (t % per) * ${RUN}u;
  let own = (t / per) * per;
  var carry: ${accType} = ${initLiteral(kernel)};
  var r: array<${accType}, ${RUN}>;
  for (var c = 0u; c < span; c += 2u << logx) {
    for (var i = 0u; i < ${RUN}u; i++) {
      let j = first + c + pos + i;
      r[i] = ${initLiteral(kernel)};
      if (live && j < limit) { r[i] = ${read('j')}; }
    }
    if (pos == 0u) { r[0] = combined(carry, r[0]); }
    for (var m = 0u; m < ${LOCAL_LEVELS}u; m++) {
      for (var k = 0u; k < ${RUN / 2}u; k++) {
        let a = ((k >> m) << (m + 1u)) | (1u << m);
        let ti = a + k % (1u << m);
        r[ti] = combined(r[a - 1u], r[ti]);
      }
    }
    last[t] = r[${RUN - 1}];
    workgroupBarrier();
    for (var m = ${LOCAL_LEVELS}u; m <= logx; m++) {
      let side = ((m - ${LOCAL_LEVELS}u) & 1u) * ${WORKGROUP}u;
      if (((pos >> m) & 1u) == 1u) {
        let v = last[side + own + (((pos >> (m + 1u)) << (m + 1u)) + (1u << m) - 1u) / ${RUN}u];
        for (var i = 0u; i < ${RUN}u; i++) { r[i] = combined(v, r[i]); }
      }
      last[${WORKGROUP}u - side + t] = r[${RUN - 1}];
      workgroupBarrier();
    }
    carry = last[((logx - ${LOCAL_LEVELS - 1}u) & 1u) * ${WORKGROUP}u + own + per - 1u];
    for (var i = 0u; i < ${RUN}u; i++) {
      let j = first + c + pos + i;
      if (live && j < limit) { ${write('j', 'r[i]')} }
    }
    workgroupBarrier();
  }`;

  const bodies: Record<Pass, string> = {
    lanes: `
  let lane = w * ${WORKGROUP}u + t;
  if (lane >= params[0]) { return; }
  ${lanePointers('lane')}
  var acc: ${accType} = ${initLiteral(kernel)};
  for (var j = 0u; j < params[1]; j++) {
    acc = combined(acc, ${element('j')});
    ${store('j', 'acc')}
  }`,
    chunks: `
  let logx = params[2];
  let per = (2u << logx) / ${RUN}u;
  let lane = w * (${WORKGROUP}u / per) + t / per;
  let live = lane < params[0];
  ${lanePointers('select(0u, lane, live)')}
  let first = 0u;
  let span = params[1];
  let limit = span;
  ${chunked(element, store)}`,
    blocks: `
  let logx = ${BLOCK_LOG}u;
  let per = ${BLOCK / RUN}u;
  let block = w * ${WORKGROUP / (BLOCK / RUN)}u + t / per;
  let live = block < (params[1] + ${BLOCK - 1}u) / ${BLOCK}u;
  ${lanePointers('0u')}
  let first = block * ${BLOCK}u;
  let span = ${BLOCK}u;
  let limit = min(first + ${BLOCK}u, params[1]);
  ${chunked(element, store)}
  if (live && pos == 0u) { ${scratch.write(`block * ${words}u`, 'carry')} }`,
    totals: `
  let logx = ${BLOCK_LOG}u;
  let per = ${BLOCK / RUN}u;
  let live = t < per;
  let first = 0u;
  let span = (params[1] + ${BLOCK - 1}u) / ${BLOCK}u;
  let limit = span;
  ${chunked((j) => scratch.read(`${j} * ${words}u`), (j, v) => scratch.write(`${j} * ${words}u`, v))}`,
    spread: `
  let j = ${BLOCK}u + w * ${WORKGROUP}u + t;
  if (j >= params[1]) { return; }
  ${lanePointers('0u')}
  let q = p0 + j * s0;
  ${store('j', `combined(${scratch.read(`(j / ${BLOCK}u - 1u) * ${words}u`)}, ${loaded(0, kernel.acc, 'q')})`)}`,
  };
  const chunkedPass = pass === 'chunks' || pass === 'blocks' || pass === 'totals';
  return `${bindings}
${pass === 'lanes' || pass === 'chunks' ? '' : `@group(0) @binding(${buffers + 1}) var<storage, read_write> scratch: array<u32>;`}
${helperSource(helpers)}
${storeFunction('st', dtypes[0]!, kernel.acc, 'b0')}
fn mapped(q: u32) -> ${accType} {
  ${map.lines.join('\n  ')}
  return ${map.value};
}
fn combined(earlier: ${accType}, later: ${accType}) -> ${accType} {
  ${combine.lines.join('\n  ')}
  return ${combine.value};
}
${chunkedPass ? `var<workgroup> last: array<${accType}, ${2 * WORKGROUP}>;` : ''}
@compute @workgroup_size(${WORKGROUP})
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) t: u32, @builtin(num_workgroups) groups: vec3<u32>) {
  let w = wid.x + wid.y * groups.x;
  ${bodies[pass]}
}`;
}

/** Records `kernel` over [out, input] (out as input's shape, stored as the accumulator) into the batch. */
export function runScan(batch: CommandBatch, pipelines: Pipelines, pool: BufferPool, kernel: ScanKernel,
  operands: readonly [Tensor, Tensor]): void {
  const [out, input] = operands;
  if (out.numel === 0) return;
  const { dim } = kernel;
  const size = out.shape[dim]!, lanes = out.numel / size;
  const others = out.shape.map((_, d) => d).filter((d) => d !== dim);
  const rank = others.length;
  const logx = logThreadsX(lanes, size);
  const params = new Params().push(lanes, size, logx, ...others.map((d) => out.shape[d]!),
    ...others.map((d) => out.strides[d]!), ...others.map((d) => input.strides[d]!),
    out.strides[dim]!, input.strides[dim]!, out.offset, input.offset);
  const argsAt = params.pushArgs(kernel.args);
  const plan = planBindings(operands);
  const key = `scan ${kernel.map.id} ${kernel.combine.id} ${kernel.acc} ${String(kernel.init)} ` +
    `${operands.map((t) => t.dtype.name).join(' ')} ${rank} ${plan.key}`;
  const compiled = (pass: Pass) => pipelines.get(`${key} ${pass}`, plan.buffers.length, pass !== 'lanes' && pass !== 'chunks',
    () => scanSource(kernel, operands, rank, argsAt, bindingSource(plan, operands, 0), plan.buffers.length, pass));
  if (lanes === 1 && size > BLOCK) {
    const blocks = Math.ceil(size / BLOCK);
    const scratch = pool.acquire(4 * (kernel.acc === 'i64' ? 2 : 1) * blocks);
    const buffers = [...plan.buffers, scratch];
    batch.dispatch(compiled('blocks'), buffers, params.words, grid(Math.ceil(blocks / (WORKGROUP / (BLOCK / RUN)))));
    batch.dispatch(compiled('totals'), buffers, params.words, [1, 1]);
    batch.dispatch(compiled('spread'), buffers, params.words, grid(Math.ceil((size - BLOCK) / WORKGROUP)));
    // later commands reusing the buffer run after these in the batch
    pool.release(scratch);
  } else if (lanes === 1 || dim === out.ndim - 1) {
    const perGroup = WORKGROUP / ((2 << logx) / RUN);
    batch.dispatch(compiled('chunks'), plan.buffers, params.words, grid(Math.ceil(lanes / perGroup)));
  } else {
    batch.dispatch(compiled('lanes'), plan.buffers, params.words, grid(Math.ceil(lanes / WORKGROUP)));
  }
}
