/**
 * Philox distribution kernels (philox.ts) in WGSL for tensors of 32 bits or less: an invocation is one thread's
 * curand4 call of one round, as in ATen's grid-stride distribution kernel, so a Philox block is computed once and
 * its four words go to four elements `threads` apart (neighbouring invocations store neighbouring elements).
 * Bernoulli values and uniform ones over [0, 1) are philoxValues' bits (words convert to float rounding to nearest,
 * as CUDA's do); other uniform ranges too where WGSL's fma fuses (NVIDIA's Vulkan driver; SwiftShader rounds the product first); normal samples agree to float32 tolerances
 * (log and sincos are not curand's).
 */
import type { FloatDistribution, PhiloxDraw } from '../../philox.ts';
import type { Tensor } from '../../tensor.ts';
import { bindingSource, planBindings } from './bindings.ts';
import { grid, Params, type Pipelines } from './pipelines.ts';
import type { CommandBatch } from './queue.ts';
import { codecHelpers, storeFunction, storeHelpers } from './wgsl/codec.ts';
import { helperSource } from './wgsl/library.ts';

const WORKGROUP = 256;
/** Parameters: numel, threads, rounds, the first counter (lo, hi), the key (lo, hi), three distribution values. */
const ARGS_AT = 7, SHAPE_AT = 10;

/** 2^-32 and 2^-33 (curand's uniform scale and half-step), and 2 pi 2^-32 rounded to float (its normal angle's). */
const UNIFORM = 'fma(u32_to_f32(x), bitcast<f32>(0x2f800000u), bitcast<f32>(0x2f000000u))';
const TWO_PI_2POW32 = new Uint32Array(new Float32Array([2 * Math.PI * 2 ** -32]).buffer)[0]!;
const arg = (i: number) => `bitcast<f32>(params[${ARGS_AT + i}u])`;

/** `fn lanes(w: vec4<u32>) -> vec4<f32>`: the four values of one curand4 call's words. */
function lanesSource(dist: FloatDistribution, dtype: string): string {
  if (dist.kind === 'normal') {
    return `fn box_muller(x: u32, y: u32) -> vec2<f32> {
  let u = ${UNIFORM};
  let c = bitcast<f32>(${TWO_PI_2POW32}u);
  let s = sqrt(-2.0 * log_cephes(u));
  return sincos(fma(u32_to_f32(y), c, c * 0.5)) * s;
}
fn lanes(w: vec4<u32>) -> vec4<f32> {
  return fma(vec4<f32>(box_muller(w.x, w.y), box_muller(w.z, w.w)), vec4<f32>(${arg(1)}), vec4<f32>(${arg(0)}));
}`;
  }
  if (dist.kind === 'bernoulli') {
    return `fn lane(x: u32) -> f32 { return select(0.0, 1.0, ${UNIFORM} < ${arg(0)}); }
fn lanes(w: vec4<u32>) -> vec4<f32> { return vec4<f32>(lane(w.x), lane(w.y), lane(w.z), lane(w.w)); }`;
  }
  // uniform: rounded to the dtype before the bound check, as the scalar type's comparison sees it
  const round = dtype === 'float16' ? 'unpack2x16float(f32_to_f16bits(v)).x'
    : dtype === 'bfloat16' ? 'bitcast<f32>(f32_to_bf16bits(v) << 16u)' : 'v';
  return `fn lane(x: u32) -> f32 {
  let v = fma(${UNIFORM}, ${arg(2)}, ${arg(0)});
  let value = ${round};
  return select(value, ${arg(0)}, value == ${arg(1)});
}
fn lanes(w: vec4<u32>) -> vec4<f32> { return vec4<f32>(lane(w.x), lane(w.y), lane(w.z), lane(w.w)); }`;
}

function randomSource(dist: FloatDistribution, out: Tensor, bindings: string): string {
  const dtype = out.dtype.name, rank = out.ndim;
  const helpers = new Set(['mul32_wide', 'u32_to_f32', ...codecHelpers(dtype, true), ...storeHelpers(dtype, 'f32')]);
  if (dist.kind === 'normal') ['sincos', 'log_cephes'].forEach((h) => helpers.add(h));
  if (dist.kind === 'uniform' && dtype === 'float16') helpers.add('f32_to_f16bits');
  if (dist.kind === 'uniform' && dtype === 'bfloat16') helpers.add('f32_to_bf16bits');
  // the element's place: its row-major index over the dims, the outermost needing no modulo
  const walk = Array.from({ length: rank }, (_, k) => {
    const d = rank - 1 - k, stride = `params[${SHAPE_AT + rank + d}u]`;
    return d === 0 ? `p += rest * ${stride};` : `{ let n = params[${SHAPE_AT + d}u]; p += (rest % n) * ${stride}; rest = rest / n; }`;
  });
  return `${bindings}
${helperSource(helpers)}
${storeFunction('st', dtype, 'f32', 'b0')}
fn philox(counter: vec4<u32>, seed: vec2<u32>) -> vec4<u32> {
  var c = counter;
  var k = seed;
  for (var round = 0u; round < 10u; round++) {
    if (round > 0u) { k += vec2<u32>(0x9e3779b9u, 0xbb67ae85u); }
    let p0 = mul32_wide(0xd2511f53u, c.x);
    let p1 = mul32_wide(0xcd9e8d57u, c.z);
    c = vec4<u32>(p1.y ^ c.y ^ k.x, p1.x, p0.y ^ c.w ^ k.y, p0.x);
  }
  return c;
}
${lanesSource(dist, dtype)}
@compute @workgroup_size(${WORKGROUP})
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {
  _ = &b0;
  let g = gid.x + gid.y * groups.x * ${WORKGROUP}u;
  let threads = params[1];
  if (g >= threads * params[2]) { return; }
  let idx = g % threads;
  let r = g / threads;
  let lo = params[3] + r;
  let values = lanes(philox(vec4<u32>(lo, params[4] + select(0u, 1u, lo < r), idx, 0u), vec2<u32>(params[5], params[6])));
  for (var ii = 0u; ii < 4u; ii++) {
    let i = (r * 4u + ii) * threads + idx;
    if (i >= params[0]) { continue; }
    var rest = i;
    var p = params[${SHAPE_AT + 2 * rank}u];
    ${walk.join('\n    ')}
    st(p, values[ii]);
  }
}`;
}

/** The three distribution values a kernel reads (a tensor's float parameters as float32 bits). */
function distArgs(dist: FloatDistribution): number[] {
  const values = dist.kind === 'uniform' ? [dist.from, dist.to, dist.range]
    : dist.kind === 'normal' ? [dist.mean, dist.std, 0] : [dist.p, 0, 0];
  return Array.from(new Uint32Array(new Float32Array(values).buffer));
}

/** Records `draw` (four values a call: not `wide`) filling `out` in its logical order into the batch. */
export function runRandom(batch: CommandBatch, pipelines: Pipelines, out: Tensor, draw: PhiloxDraw<FloatDistribution>): void {
  if (out.numel === 0) return;
  const { dist, seed, offset, threads, rounds } = draw;
  const counter = offset / 4n;
  const params = new Params().push(out.numel, threads, rounds, Number(counter & 0xffffffffn), Number(counter >> 32n),
    Number(seed & 0xffffffffn), Number(seed >> 32n), ...distArgs(dist), ...out.shape, ...out.strides, out.offset);
  const plan = planBindings([out]);
  const key = `philox ${dist.kind} ${out.dtype.name} ${out.ndim} ${plan.key}`;
  const kernel = pipelines.get(key, plan.buffers.length, false, () => randomSource(dist, out, bindingSource(plan, [out])));
  batch.dispatch(kernel, plan.buffers, params.words, grid(Math.ceil((threads * rounds) / WORKGROUP)));
}
