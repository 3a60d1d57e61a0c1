/**
 * A stable sort of (key, value) pairs of u32 on the GPU, by key: least-significant-digit radix sort, four bits a pass.
 * Each pass counts its digit per block of 256 pairs, scans the counts digit-major then block by block, and moves each
 * pair to its digit's place for its block plus its rank among the block's earlier pairs of that digit, so pairs with
 * equal keys keep their order. An accumulating scatter sorts its elements by the place they land on this way
 * (scatter.ts): each place's run then folds in row-major order, while places run in parallel.
 */
import { grid, type Pipelines } from './pipelines.ts';
import type { BufferPool } from './pool.ts';
import type { CommandBatch } from './queue.ts';

const BLOCK = 256;
const DIGIT_BITS = 4;
const DIGITS = 1 << DIGIT_BITS;

/** The block a workgroup counts or moves, from its id over a grid that may wrap into y (pipelines.ts grid). */
const BLOCK_ID = 'let block = wid.x + wid.y * groups.x;';
const ENTRY = `@compute @workgroup_size(${BLOCK})
fn main(@builtin(local_invocation_index) local: u32, @builtin(workgroup_id) wid: vec3<u32>,
  @builtin(num_workgroups) groups: vec3<u32>)`;
// params: pair count, block count, the pass's shift
const PARAMS = (binding: number) => `@group(0) @binding(${binding}) var<storage, read> params: array<u32>;`;
const DIGIT = '(pair.x >> params[2]) & 15u';

/** counts[digit * blocks + block]: how many of the block's pairs have each digit. */
const COUNT = `@group(0) @binding(0) var<storage, read_write> counts: array<u32>;
@group(0) @binding(1) var<storage, read> pairs: array<vec2<u32>>;
${PARAMS(2)}
var<workgroup> tally: array<atomic<u32>, ${DIGITS}>;
${ENTRY} {
  ${BLOCK_ID}
  if (local < ${DIGITS}u) { atomicStore(&tally[local], 0u); }
  workgroupBarrier();
  let at = block * ${BLOCK}u + local;
  if (block < params[1] && at < params[0]) {
    let pair = pairs[at];
    atomicAdd(&tally[${DIGIT}], 1u);
  }
  workgroupBarrier();
  if (block < params[1] && local < ${DIGITS}u) { counts[local * params[1] + block] = atomicLoad(&tally[local]); }
}`;

/**
 * The counts' exclusive prefix sums, in place, by one workgroup: each invocation sums a stretch, the stretches' sums
 * are scanned, then each stretch is rewritten from its start.
 */
const SCAN = `@group(0) @binding(0) var<storage, read_write> counts: array<u32>;
${PARAMS(1)}
var<workgroup> sums: array<u32, ${BLOCK}>;
${ENTRY} {
  let n = params[1] * ${DIGITS}u;
  let stretch = (n + ${BLOCK - 1}u) / ${BLOCK}u;
  let lo = min(local * stretch, n);
  let hi = min(lo + stretch, n);
  var total = 0u;
  for (var k = lo; k < hi; k++) { total += counts[k]; }
  sums[local] = total;
  workgroupBarrier();
  if (local == 0u) {
    var running = 0u;
    for (var k = 0u; k < ${BLOCK}u; k++) { let s = sums[k]; sums[k] = running; running += s; }
  }
  workgroupBarrier();
  var running = sums[local];
  for (var k = lo; k < hi; k++) { let c = counts[k]; counts[k] = running; running += c; }
}`;

/** Each pair to its digit's start for its block plus its rank among the block's earlier pairs of that digit. */
const MOVE = `@group(0) @binding(0) var<storage, read_write> sorted: array<vec2<u32>>;
@group(0) @binding(1) var<storage, read> pairs: array<vec2<u32>>;
@group(0) @binding(2) var<storage, read> starts: array<u32>;
${PARAMS(3)}
var<workgroup> digits: array<u32, ${BLOCK}>;
${ENTRY} {
  ${BLOCK_ID}
  let at = block * ${BLOCK}u + local;
  let valid = block < params[1] && at < params[0];
  var pair = vec2<u32>(0u, 0u);
  if (valid) { pair = pairs[at]; }
  let digit = select(${DIGITS}u, ${DIGIT}, valid);
  digits[local] = digit;
  workgroupBarrier();
  if (valid) {
    var rank = 0u;
    for (var k = 0u; k < local; k++) { rank += select(0u, 1u, digits[k] == digit); }
    sorted[starts[digit * params[1] + block] + rank] = pair;
  }
}`;

/**
 * Sorts the `n` pairs in `pairs` by key, stably, for keys below 2^bits; returns the buffer holding the result, which is
 * `pairs` or another buffer from the pool (the caller releases whichever it gets; `pairs` is released here if not).
 */
export function sortPairs(batch: CommandBatch, pipelines: Pipelines, pool: BufferPool, pairs: GPUBuffer, n: number,
  bits: number): GPUBuffer {
  const blocks = Math.ceil(n / BLOCK);
  const counts = pool.acquire(4 * DIGITS * blocks);
  const count = pipelines.get('radix count', 2, false, () => COUNT);
  const scan = pipelines.get('radix scan', 1, false, () => SCAN);
  const move = pipelines.get('radix move', 3, false, () => MOVE);
  let from = pairs, to = pool.acquire(8 * n);
  for (let shift = 0; shift < bits; shift += DIGIT_BITS) {
    const params = [n, blocks, shift];
    batch.dispatch(count, [counts, from], params, grid(blocks));
    batch.dispatch(scan, [counts], params, [1, 1]);
    batch.dispatch(move, [to, from, counts], params, grid(blocks));
    [from, to] = [to, from];
  }
  // later commands reusing these buffers run after the passes in the batch
  pool.release(to);
  pool.release(counts);
  return from;
}
