/**
 * Batched matmul in WGSL: out[p] = a[p] @ b[p] for a [B, n, k], b [B, k, m], any strides (stride-0 batch dims
 * broadcast). A workgroup of 16x16 invocations computes a 64x64 tile, each invocation a 4x4 block held in
 * registers, stepping through k in slices of 16 staged in workgroup memory (loaded as vec4s where the layout allows);
 * float16/bfloat16/float64 operands load through the codec into f32 and accumulate in f32, as PyTorch CUDA
 * accumulates half in float.
 */
import type { DTypeName } from '../../dtype.ts';
import { runtimeError } from '../../errors.ts';
import type { Tensor } from '../../tensor.ts';
import { bindingSource, declarations, planBindings, type BindingPlan } from './bindings.ts';
import { Params, type Pipelines } from './pipelines.ts';
import type { CommandBatch } from './queue.ts';
import { codecHelpers, convert, convertHelpers, naturalOf, storeFunction, storeHelpers } from './wgsl/codec.ts';
import { helperSource } from './wgsl/library.ts';

const TILE = 64, SLICE = 16, PER = 4, THREADS = TILE / PER;

function matmulSource(operands: readonly Tensor[], plan: BindingPlan, vec4: boolean): string {
  const [out, a, b] = operands.map((t) => t.dtype.name) as [DTypeName, DTypeName, DTypeName];
  const helpers = new Set<string>([...codecHelpers(a, false), ...codecHelpers(b, false), ...codecHelpers(out, true),
    ...convertHelpers(naturalOf(a), 'f32'), ...convertHelpers(naturalOf(b), 'f32'), ...storeHelpers(out, 'f32')]);
  // params: batch, n, k, m, then out's, a's and b's strides (3 each) and offsets
  const s = (o: number, d: number) => `params[${4 + o * 3 + d}u]`;
  const off = (o: number) => `params[${13 + o}u]`;
  const ia = `b${plan.of[1]}`, ib = `b${plan.of[2]}`;
  const bindings = vec4 ? declarations(plan, 'vec4<u32>').join('\n') : bindingSource(plan, operands);
  // four k of a row of a, or four columns of a row of b, per load; stage() fills the tiles of one k slice
  const stage = vec4 ? `{
      let r = tid / 4u; let kq = (tid % 4u) * 4u;
      let gr = row0 + r; let gk = k0 + kq;
      let va = select(vec4<f32>(0.0), bitcast<vec4<f32>>(${ia}[(aBase + gr * ${s(1, 1)} + gk) / 4u]), gr < n && gk < k);
      ta[kq][r] = va.x; ta[kq + 1u][r] = va.y; ta[kq + 2u][r] = va.z; ta[kq + 3u][r] = va.w;
      let kb = tid / 16u; let cq = (tid % 16u) * 4u;
      let gc = col0 + cq; let gkb = k0 + kb;
      let vb = select(vec4<f32>(0.0), bitcast<vec4<f32>>(${ib}[(bBase + gkb * ${s(2, 1)} + gc) / 4u]), gc < m && gkb < k);
      tb[kb][cq] = vb.x; tb[kb][cq + 1u] = vb.y; tb[kb][cq + 2u] = vb.z; tb[kb][cq + 3u] = vb.w;
    }` : `for (var e = tid; e < ${TILE * SLICE}u; e += ${THREADS * THREADS}u) {
      let kk = e % ${SLICE}u; let r = e / ${SLICE}u;
      let gr = row0 + r; let gk = k0 + kk;
      ta[kk][r] = select(0.0, ${convert(naturalOf(a), 'f32', `ld1(aBase + gr * ${s(1, 1)} + gk * ${s(1, 2)})`)}, gr < n && gk < k);
      let c = e % ${TILE}u; let kb = e / ${TILE}u;
      let gc = col0 + c; let gkb = k0 + kb;
      tb[kb][c] = select(0.0, ${convert(naturalOf(b), 'f32', `ld2(bBase + gkb * ${s(2, 1)} + gc * ${s(2, 2)})`)}, gc < m && gkb < k);
    }`;
  return `${bindings}
${helperSource(helpers)}
${storeFunction('st', out, 'f32', 'b0')}
var<workgroup> ta: array<array<f32, ${TILE}>, ${SLICE}>;
var<workgroup> tb: array<array<f32, ${TILE}>, ${SLICE}>;
@compute @workgroup_size(${THREADS}, ${THREADS})
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>) {
  let n = params[1]; let k = params[2]; let m = params[3];
  let batch = wid.z;
  let row0 = wid.y * ${TILE}u; let col0 = wid.x * ${TILE}u;
  let aBase = ${off(1)} + batch * ${s(1, 0)};
  let bBase = ${off(2)} + batch * ${s(2, 0)};
  let tid = lid.y * ${THREADS}u + lid.x;
  var acc: array<array<f32, ${PER}>, ${PER}>;
  for (var k0 = 0u; k0 < k; k0 += ${SLICE}u) {
    ${stage}
    workgroupBarrier();
    for (var kk = 0u; kk < ${SLICE}u; kk++) {
      var av: array<f32, ${PER}>;
      var bv: array<f32, ${PER}>;
      for (var i = 0u; i < ${PER}u; i++) { av[i] = ta[kk][lid.y * ${PER}u + i]; bv[i] = tb[kk][lid.x * ${PER}u + i]; }
      for (var i = 0u; i < ${PER}u; i++) { for (var j = 0u; j < ${PER}u; j++) { acc[i][j] = fma(av[i], bv[j], acc[i][j]); } }
    }
    workgroupBarrier();
  }
  for (var i = 0u; i < ${PER}u; i++) {
    for (var j = 0u; j < ${PER}u; j++) {
      let r = row0 + lid.y * ${PER}u + i; let c = col0 + lid.x * ${PER}u + j;
      if (r < n && c < m) { st(${off(0)} + batch * ${s(0, 0)} + r * ${s(0, 1)} + c * ${s(0, 2)}, acc[i][j]); }
    }
  }
}`;
}

/**
 * Whether the tiles can load four float32s at once: rows of a run along k and rows of b along m contiguously,
 * with every row (and batch) starting on a 16-byte boundary.
 */
function fourAtOnce(a: Tensor, b: Tensor, k: number, m: number): boolean {
  const aligned = (t: Tensor) => t.offset % 4 === 0 && t.strides[0]! % 4 === 0 && t.strides[1]! % 4 === 0;
  return a.dtype.name === 'float32' && b.dtype.name === 'float32' && a.strides[2] === 1 && b.strides[2] === 1 &&
    k % 4 === 0 && m % 4 === 0 && aligned(a) && aligned(b);
}

/** Records out = a @ b (a [B, n, k], b [B, k, m], out [B, n, m]) into the batch. */
export function runMatmul(batch: CommandBatch, pipelines: Pipelines, a: Tensor, b: Tensor, out: Tensor): void {
  if (out.numel === 0) return;
  // as PyTorch CUDA, which has no integer matrix products (cuBLAS has none), in its words
  const integral = [a, b].find((t) => t.dtype.category !== 'float');
  if (integral) {
    throw runtimeError(`"${a.shape[0] === 1 ? 'addmm' : 'bmm'}_cuda" not implemented for '${integral.dtype.scalarName}'`);
  }
  const [batches, n, k] = a.shape as [number, number, number];
  const m = b.shape[2]!;
  const operands = [out, a, b];
  // strides and offsets in operand order: out, a, b
  const words = new Params().push(batches, n, k, m, ...out.strides, ...a.strides, ...b.strides, out.offset, a.offset, b.offset);
  const plan = planBindings(operands);
  const vec4 = fourAtOnce(a, b, k, m) && plan.of[1] !== 0 && plan.of[2] !== 0;
  const key = `mm ${operands.map((t) => t.dtype.name).join(' ')} ${plan.key} ${vec4 ? 'v4' : ''}`;
  const kernel = pipelines.get(key, plan.buffers.length, false, () => matmulSource(operands, plan, vec4));
  batch.dispatch(kernel, plan.buffers, words.words, [Math.ceil(m / TILE), Math.ceil(n / TILE), batches]);
}
