/**
 * Batched matmul in WGSL: out[p] = a[p] @ b[p] for a [B, n, k], b [B, k, m], any strides (stride-0 batch dims
 * broadcast), rendered from a tile shape in one of two forms:
 * - SIMT: a workgroup of 256 invocations computes a bm x bn tile of the output, each invocation a tm x tn block held
 *   in registers (rows and columns in groups of four, interleaved across invocations so tile reads are vec4s without
 *   bank conflicts), stepping through k in slices of bk staged in workgroup memory. Every output accumulates with
 *   fma in k order, in f32: float16/bfloat16/float64 operands load through the codec into f32, as PyTorch CUDA
 *   accumulates half in float.
 * - subgroup matrices (tensor cores), for float16 operands where the device has them: float16 tiles staged in
 *   workgroup memory, each subgroup multiplying fragments into float32 accumulators, stored through workgroup
 *   memory so the output takes any dtype, layout and edge.
 * Partial tiles (n, m or k not multiples of the tile) stage zeros, and stores skip what lies outside the output.
 * The block is the largest that still gives the GPU enough workgroups; where even the smallest gives too few and k
 * is long, k splits into chunks, each summed in k order, added in order by a second pass.
 */
import type { DTypeName } from '../../dtype.ts';
import { runtimeError } from '../../errors.ts';
import type { Tensor } from '../../tensor.ts';
import type { SubgroupMatrix } from './device.ts';
import { bindingSource, planBindings, type BindingPlan } from './bindings.ts';
import { grid, Params, type Pipelines } from './pipelines.ts';
import type { BufferPool } from './pool.ts';
import type { CommandBatch } from './queue.ts';
import { codecHelpers, convert, convertHelpers, naturalOf, storeFunction, storeHelpers } from './wgsl/codec.ts';
import { helperSource } from './wgsl/library.ts';

/** A SIMT tile: the output block of a workgroup (bm x bn), of an invocation (tm x tn), and the k slice staged. */
export interface Tile {
  readonly bm: number;
  readonly bn: number;
  readonly tm: number;
  readonly tn: number;
  readonly bk: number;
}

/**
 * In order of preference, the first that makes enough workgroups is taken. On an H200 at 4096 (TFLOP/s): 64x128
 * 34.7, 128x128 32.6, 128x64 33.3, 64x64 28.7; at 2048: 33.0, 31.7, 28.9, 27.4; below 256 workgroups 64x64 or 128x64.
 */
export const TILES: readonly Tile[] = [
  { bm: 64, bn: 128, tm: 4, tn: 8, bk: 16 },
  { bm: 128, bn: 128, tm: 8, tn: 8, bk: 16 },
  { bm: 128, bn: 64, tm: 8, tn: 4, bk: 16 },
  { bm: 64, bn: 64, tm: 4, tn: 4, bk: 16 },
];

/** Fewer workgroups than this leave multiprocessors idle (H100/H200 have 132): a smaller tile makes more. */
const ENOUGH_WORKGROUPS = 256;
/** The shortest chunk of k a split product gives a workgroup, so the second pass stays small beside the first. */
const MIN_CHUNK = 512;

/**
 * How a tile stages an operand: four float32 words at once along its outer dimension (a's rows, b's columns) or
 * along k, or one element at a time walking the outer dimension or k fastest, whichever is contiguous; 16-bit
 * floats move eight at once (four words) or two (one word).
 */
export type Staging = 'outer4' | 'k4' | 'outer8' | 'k8' | 'outer2' | 'k2' | 'outer' | 'k';

/** How results are stored: four float32 words at once, two 16-bit elements a word, or one element at a time. */
export type OutStore = 'vec4' | 'pairs' | 'scalar';

/** Tensor-core fragments: a workgroup of sgx x sgy subgroups, each computing fm x fn fragments. */
export interface Fragments {
  readonly sgx: number;
  readonly sgy: number;
  readonly fm: number;
  readonly fn: number;
  readonly bk: number;
  /** Whether the next k slice loads into registers while this one multiplies. */
  readonly prefetch?: boolean;
  /** The workgroups it needs to be worth taking (ENOUGH_WORKGROUPS where not given). */
  readonly enough?: number;
}

/**
 * In order of preference: 128x128 and 64x64 blocks of 16x16 fragments, four subgroups a workgroup. On an H200
 * (TFLOP/s): 4096^3 122 / 102 / 75, 2048^3 126 / 107 / 74; with 128 blocks (512x4096x4096) the long k slice
 * wins, 74 / 97 / 52; with 64 (1024^3) the small block, 38 / 43 / 56.
 */
export const FRAGMENT_LAYOUTS: readonly Fragments[] = [
  { sgx: 2, sgy: 2, fm: 4, fn: 4, bk: 32 },
  { sgx: 2, sgy: 2, fm: 4, fn: 4, bk: 64, enough: 128 },
  { sgx: 2, sgy: 2, fm: 2, fn: 2, bk: 32 },
];
export const FRAGMENTS = FRAGMENT_LAYOUTS[0]!;

/**
 * A kernel form; with `split`, each workgroup sums one chunk of k (params 16 and 17: chunks and their length) into
 * a float32 scratch, and a second pass adds the chunks in order into the output.
 */
export type MatmulForm = (
  | { readonly kind: 'simt'; readonly tile: Tile; readonly a: Staging; readonly b: Staging; readonly out: OutStore }
  | { readonly kind: 'sgm'; readonly shape: SubgroupMatrix; readonly frags: Fragments; readonly a: Staging;
    readonly b: Staging; readonly out: OutStore }) & { readonly split?: boolean };

/** The operands a kernel is rendered for: out, a, b (only their dtypes matter to the source). */
type Operands = readonly Pick<Tensor, 'dtype'>[];

/** Rows and columns of the output one workgroup covers. */
export function blockOf(form: MatmulForm): [rows: number, cols: number] {
  if (form.kind === 'simt') return [form.tile.bm, form.tile.bn];
  const { shape, frags } = form;
  return [frags.sgy * frags.fm * shape.m, frags.sgx * frags.fn * shape.n];
}

const workgroupCount = (form: MatmulForm, batches: number, n: number, m: number) =>
  workgroups(form, batches, n, m).reduce((x, y) => x * y, 1);

/** Workgroups over the output (times `parts` chunks of k where the form splits it). */
export function workgroups(form: MatmulForm, batches: number, n: number, m: number,
  parts = 1): [number, number, number] {
  const [rows, cols] = blockOf(form);
  return [Math.ceil(m / cols), Math.ceil(n / rows), batches * parts];
}

/** params: batch, n, k, m, then out's, a's and b's strides (3 each) and offsets. */
const stride = (o: number, d: number) => `params[${4 + o * 3 + d}u]`;
const offset = (o: number) => `params[${13 + o}u]`;

/** The params of out = a @ b, from batch `first` on (a dispatch covers at most 65535 batches). */
export function matmulParams(out: Tensor, a: Tensor, b: Tensor, first = 0): Params {
  const start = (t: Tensor) => t.offset + first * t.strides[0]!;
  return new Params().push(a.shape[0]! - first, a.shape[1]!, a.shape[2]!, b.shape[2]!, ...out.strides, ...a.strides,
    ...b.strides, start(out), start(a), start(b));
}

/** WebGPU's limit on workgroups along one dimension, z (batches) included. */
const MAX_WORKGROUPS = 65535;

/** Elements of `t`'s dtype in one word: four float32 words make a vec4 store, two 16-bit floats share a word. */
const perWord = (t: Pick<Tensor, 'dtype'>) =>
  (t.dtype.name === 'float32' ? 4 : t.dtype.name === 'float16' || t.dtype.name === 'bfloat16' ? 2 : 1);

/** The operand's staging: its outer dimension is 1 for a (rows), 2 for b (columns); k is the other. */
function stagingOf(t: Tensor, outer: 1 | 2, binding: number): Staging {
  // whole groups of `wide` along dimension d, each starting on a group boundary
  const along = (d: number, wide: number) => t.strides[d] === 1 && t.shape[d]! % wide === 0 && t.offset % wide === 0 &&
    t.strides[0]! % wide === 0 && t.strides[3 - d]! % wide === 0;
  // the output's binding is declared as plain words (or atomics): an operand sharing it loads one element at a time
  const widths = binding === 0 ? [] : perWord(t) === 4 ? [4] : perWord(t) === 2 ? [8, 2] : [];
  for (const wide of widths) {
    if (along(outer, wide)) return `outer${wide}` as Staging;
    if (along(3 - outer, wide)) return `k${wide}` as Staging;
  }
  return t.strides[outer] === 1 ? 'outer' : 'k';
}

function outStoreOf(out: Tensor, plan: BindingPlan): OutStore {
  const wide = perWord(out);
  const m = out.shape[2]!;
  const aligned = out.strides[2] === 1 && m % wide === 0 && out.offset % wide === 0 && out.strides[1]! % wide === 0 &&
    out.strides[0]! % wide === 0;
  if (wide === 1 || !aligned || plan.of[1] === 0 || plan.of[2] === 0) return 'scalar';
  return wide === 4 ? 'vec4' : 'pairs';
}

/** How many times a product reads each element of a, at least, for its copy to be worth making. */
const REPACK_REUSE = 512;

/**
 * Whether a float16 operand runs faster copied row-major first on tensor cores: their tiles stage a's rows along k,
 * so an a stored k-major (a weight's gradient takes g.T @ x) writes its tile a half at a time across banks. On an H200
 * the engine's forms at 4096x4096x512 ran 86 TFLOP/s with a row-major and 54 with a transposed; in the AMP recipe's
 * step such a product took 0.348 ms, and 0.218 ms after a 27 us copy. A b stored k-fastest (nn.Linear's x @ W.T)
 * also multiplies faster row-major (96 against 65 TFLOP/s at 512x4096x4096), but the copy, a transposing read, took
 * 180 us of the 87 it saved, so b is used as it is. The copy reads and writes a once, which a product reusing each
 * element `REPACK_REUSE` times or more repays (a 1x1 convolution's weight gradient over 512x512 pixels, at 256, is
 * not measured, so not copied).
 */
export function repacksA(a: Tensor, b: Tensor, sgm: SubgroupMatrix | null): boolean {
  return sgm !== null && a.dtype.name === 'float16' && b.dtype.name === 'float16' && a.strides[2] !== 1 &&
    a.shape[2]! > 1 && b.shape[2]! >= REPACK_REUSE;
}

/**
 * Chunks of k for a product whose output makes too few workgroups to fill the GPU while k is long (a weight's
 * gradient over many samples and positions): each chunk sums in k order, the chunks add in order after.
 */
export function partsFor(form: MatmulForm, batches: number, n: number, k: number, m: number): number {
  const count = workgroupCount(form, batches, n, m);
  if (count >= ENOUGH_WORKGROUPS) return 1;
  return Math.max(1, Math.min(Math.ceil(ENOUGH_WORKGROUPS / count), Math.floor(k / MIN_CHUNK)));
}

/**
 * The kernel form for out = a @ b on a device with `sgm` (its subgroup matrix shape for f16 in, f32 out) or none:
 * the largest block that still makes enough workgroups to fill the GPU; where even the smallest makes too few and k
 * is long, the largest with k split.
 */
export function formFor(a: Tensor, b: Tensor, out: Tensor, plan: BindingPlan, sgm: SubgroupMatrix | null): MatmulForm {
  const [batches, n, k] = a.shape as [number, number, number];
  const m = b.shape[2]!;
  const staging = { a: stagingOf(a, 1, plan.of[1]!), b: stagingOf(b, 2, plan.of[2]!), out: outStoreOf(out, plan) };
  const forms: MatmulForm[] = sgm && a.dtype.name === 'float16' && b.dtype.name === 'float16'
    ? FRAGMENT_LAYOUTS.map((frags) => ({ kind: 'sgm', shape: sgm, frags, ...staging }))
    : TILES.map((tile) => ({ kind: 'simt', tile, ...staging }));
  const enough = (f: MatmulForm) => (f.kind === 'sgm' ? f.frags.enough : undefined) ?? ENOUGH_WORKGROUPS;
  const filling = forms.find((f) => workgroupCount(f, batches, n, m) >= enough(f));
  if (filling) return filling;
  return partsFor(forms[0]!, batches, n, k, m) > 1 ? { ...forms[0]!, split: true } : forms[forms.length - 1]!;
}

export function formKey(form: MatmulForm): string {
  const shape = form.kind === 'simt' ? Object.values(form.tile).join('.')
    : `${form.shape.m}.${form.shape.n}.${form.shape.k} ${Object.values(form.frags).join('.')}`;
  return `${form.kind} ${shape} ${form.a} ${form.b} ${form.out}${form.split ? ' split' : ''}`;
}

/** Staging four words at a time needs the operand's binding declared as vec4<u32>. */
const wideWords = (s: Staging) => s.endsWith('4') || s.endsWith('8');

interface Stage {
  /** The operand: 1 (a) or 2 (b). */
  readonly o: 1 | 2;
  readonly staging: Staging;
  /** Extent of the tile along the operand's outer dimension, and along k. */
  readonly extent: number;
  readonly bk: number;
  readonly threads: number;
  /** WGSL: the tile's first row (a) or column (b), and the output's extent there. */
  readonly first: string;
  readonly limit: string;
  readonly binding: number;
  /** The WGSL statement putting value `v` (f32) at tile position (x, kk), given as WGSL expressions. */
  readonly put: (x: string, kk: string, v: string) => string;
  /** With `outer4`, the statement putting vec4<f32> `v` at (x..x+3, kk). */
  readonly put4?: (x: string, kk: string, v: string) => string;
}

/** An operand's staging as WGSL: registers, statements loading a k slice into them, and storing them to the tile. */
interface Staged {
  readonly registers: string;
  /** Loads the slice starting at WGSL expression `slice` into the registers, zeros outside the operand. */
  readonly load: (slice: string) => string;
  readonly store: string;
}

/**
 * An operand's tile for one k slice: each invocation moves `extent * bk / threads` elements, in groups of `wide`
 * read at once, in the order that reads storage contiguously.
 */
function stageSource(s: Stage, dtype: DTypeName): Staged {
  const { o, staging, extent, bk, threads, first, limit, binding, put } = s;
  const base = o === 1 ? 'aBase' : 'bBase';
  // element (x, kk) of the tile: a's row x or b's column x, at the slice's start + kk
  const sx = stride(o, o === 1 ? 1 : 2), sk = stride(o, o === 1 ? 2 : 1);
  const wide = Number(staging.replace(/\D/g, '')) || 1;
  const alongOuter = staging.startsWith('outer');
  const groups = (extent * bk) / wide;
  const [xs, ks] = alongOuter ? [extent / wide, bk] : [extent, bk / wide];
  // what one load reads: an f32, a vec4 of f32 words, or 16-bit floats in one word or a vec4 of words
  const [type, zero, read]: [string, string, (at: string) => string] = wide === 1
    ? ['f32', '0.0', (at) => convert(naturalOf(dtype), 'f32', `ld${o}(${at})`)]
    : dtype === 'float32' ? ['vec4<f32>', 'vec4<f32>(0.0)', (at) => `bitcast<vec4<f32>>(b${binding}[(${at}) / 4u])`]
      : wide === 8 ? ['vec4<u32>', 'vec4<u32>(0u)', (at) => `b${binding}[(${at}) / 8u]`]
        : ['u32', '0u', (at) => `b${binding}[(${at}) / 2u]`];
  const values = (r: string): string[] => {
    if (wide === 1 || dtype === 'float32') return wide === 1 ? [r] : [0, 1, 2, 3].map((c) => `${r}[${c}]`);
    // two 16-bit floats a word, the first in the low half
    return Array.from({ length: wide }, (_, c) => {
      const word = wide === 8 ? `${r}[${c >> 1}]` : r;
      return dtype === 'float16' ? `unpack2x16float(${word})[${c & 1}]`
        : `bitcast<f32>(${c & 1 ? `${word} & 0xffff0000u` : `${word} << 16u`})`;
    });
  };
  const registers: string[] = [], loads: ((slice: string) => string)[] = [], stores: string[] = [];
  for (let i = 0; i < Math.ceil(groups / threads); i++) {
    const r = `s${o}_${i}`;
    const [x, kk] = alongOuter ? [`(e % ${xs}u) * ${wide}u`, `e / ${xs}u`] : [`e / ${ks}u`, `(e % ${ks}u) * ${wide}u`];
    const at = `let e = tid + ${i * threads}u; let x = ${x}; let kk = ${kk};`;
    // the last round may have fewer groups than invocations
    const guard = (i + 1) * threads > groups ? `if (tid + ${i * threads}u < ${groups}u) ` : '';
    registers.push(`var ${r}: ${type};`);
    loads.push((slice) => `${guard}{ ${at} let gx = ${first} + x; let gk = ${slice} + kk; ` +
      `${r} = select(${zero}, ${read(`${base} + gx * ${sx} + gk * ${sk}`)}, gx < ${limit} && gk < kEnd); }`);
    const puts = wide === 4 && dtype === 'float32' && alongOuter && s.put4 ? s.put4('x', 'kk', r)
      : values(r).map((v, c) => (alongOuter ? put(`x + ${c}u`, 'kk', v) : put('x', `kk + ${c}u`, v))).join(' ');
    stores.push(`${guard}{ ${at} ${puts} }`);
  }
  return {
    registers: registers.join(' '),
    load: (slice) => loads.map((l) => l(slice)).join('\n    '),
    store: stores.join('\n    '),
  };
}

/**
 * The k loop over slices of `bk`: stage both tiles, then `compute`. With `prefetch`, the next slice's loads are
 * issued before the current slice's products, so their latency hides behind the arithmetic.
 */
function kLoop(staged: readonly Staged[], bk: number, compute: string, prefetch: boolean): string {
  const registers = staged.map((t) => t.registers).join(' ');
  const store = staged.map((t) => t.store).join('\n    ');
  if (!prefetch) {
    return `${registers}
  for (var k0 = kBegin; k0 < kEnd; k0 += ${bk}u) {
    ${staged.map((t) => t.load('k0')).join('\n    ')}
    ${store}
    workgroupBarrier();
    ${compute}
    workgroupBarrier();
  }`;
  }
  return `${registers}
  ${staged.map((t) => t.load('kBegin')).join('\n  ')}
  for (var k0 = kBegin; k0 < kEnd; k0 += ${bk}u) {
    ${store}
    workgroupBarrier();
    if (k0 + ${bk}u < kEnd) {
      ${staged.map((t) => t.load(`k0 + ${bk}u`)).join('\n      ')}
    }
    ${compute}
    workgroupBarrier();
  }`;
}

function preamble(operands: Operands, plan: BindingPlan, form: MatmulForm, enables: string): string {
  const [out, a, b] = operands.map((t) => t.dtype.name) as [DTypeName, DTypeName, DTypeName];
  const helpers = new Set<string>([...codecHelpers(a, false), ...codecHelpers(b, false), ...codecHelpers(out, true),
    ...convertHelpers(naturalOf(a), 'f32'), ...convertHelpers(naturalOf(b), 'f32'), ...storeHelpers(out, 'f32')]);
  const vec4: boolean[] = [];
  if (wideWords(form.a)) vec4[plan.of[1]!] = true;
  if (wideWords(form.b)) vec4[plan.of[2]!] = true;
  if (form.out === 'vec4') vec4[0] = true;
  return `${enables}${bindingSource(plan, operands as readonly Tensor[], 1, undefined, vec4)}
${form.split ? scratchDeclaration(plan) : ''}
${helperSource(helpers)}
${storeFunction('st', out, 'f32', 'b0', vec4[0])}`;
}

/** The statements storing `v` (vec4<f32>: columns c..c+3 of row r), skipping what lies outside the output. */
function storeFour(form: MatmulForm, r: string, c: string, v: string): string {
  const at = (col: string) => `oBase + ${r} * ${stride(0, 1)} + ${col} * ${stride(0, 2)}`;
  const inside = (j: number) => `${r} < n && ${c} + ${j}u < m`;
  const each = (js: number[], store: (j: number) => string) =>
    js.map((j) => `if (${inside(j)}) { ${store(j)} }`).join('\n  ');
  if (form.split) return each([0, 1, 2, 3], (j) => `scratch[(wid.z * n + ${r}) * m + ${c} + ${j}u] = ${v}[${j}];`);
  if (form.out === 'vec4') return each([0], () => `b0[(${at(c)}) / 4u] = bitcast<vec4<u32>>(${v});`);
  if (form.out === 'pairs') {
    const word = (j: number) => `st_bits(${v}[${j}]) | (st_bits(${v}[${j + 1}]) << 16u)`;
    return each([0, 2], (j) => `atomicStore(&b0[(${at(`${c} + ${j}u`)}) / 2u], ${word(j)});`);
  }
  return each([0, 1, 2, 3], (j) => `st(${at(`(${c} + ${j}u)`)}, ${v}[${j}]);`);
}

/** The sizes, this workgroup's batch and range of k, and where its operands start. */
function head(form: MatmulForm): string {
  const range = form.split
    ? `let batch = wid.z / params[16u]; let kBegin = (wid.z % params[16u]) * params[17u];
  let kEnd = min(k, kBegin + params[17u]);`
    : 'let batch = wid.z; let kBegin = 0u; let kEnd = k;';
  return `let n = params[1]; let k = params[2]; let m = params[3];
  ${range}
  let oBase = ${offset(0)} + batch * ${stride(0, 0)};
  let aBase = ${offset(1)} + batch * ${stride(1, 0)};
  let bBase = ${offset(2)} + batch * ${stride(2, 0)};`;
}

/** A split product's float32 partials: [batch, chunk, n, m] row-major, bound after the params. */
const scratchDeclaration = (plan: BindingPlan) =>
  `@group(0) @binding(${plan.buffers.length + 1}) var<storage, read_write> scratch: array<f32>;`;

function simtSource(operands: Operands, plan: BindingPlan, form: MatmulForm & { kind: 'simt' }): string {
  const { bm, bn, tm, tn, bk } = form.tile;
  const tx = bn / tn, ty = bm / tm, threads = tx * ty;
  // tiles hold k-major rows of four: element (x, kk) at word kk * extent + x
  const put = (tile: string, extent: number) => (x: string, kk: string, v: string) =>
    `${tile}[((${kk}) * ${extent}u + ${x}) / 4u][(${x}) % 4u] = ${v};`;
  const put4 = (tile: string, extent: number) => (x: string, kk: string, v: string) =>
    `${tile}[((${kk}) * ${extent}u + ${x}) / 4u] = ${v};`;
  const stages = [
    stageSource({ o: 1, staging: form.a, extent: bm, bk, threads, first: 'row0', limit: 'n', binding: plan.of[1]!,
      put: put('ta', bm), put4: put4('ta', bm) }, operands[1]!.dtype.name),
    stageSource({ o: 2, staging: form.b, extent: bn, bk, threads, first: 'col0', limit: 'm', binding: plan.of[2]!,
      put: put('tb', bn), put4: put4('tb', bn) }, operands[2]!.dtype.name),
  ];
  // invocation (x, y) holds rows g * ty * 4 + y * 4 + (0..3) and columns h * tx * 4 + x * 4 + (0..3)
  const step: string[] = [], accs: string[] = [], stores: string[] = [];
  for (let g = 0; g < tm / 4; g++) step.push(`let a${g} = ta[kk * ${bm / 4}u + ${g * ty}u + lid.y];`);
  for (let h = 0; h < tn / 4; h++) step.push(`let b${h} = tb[kk * ${bn / 4}u + ${h * tx}u + lid.x];`);
  for (let i = 0; i < tm; i++) {
    for (let h = 0; h < tn / 4; h++) {
      accs.push(`var c${i}_${h}: vec4<f32>;`);
      step.push(`c${i}_${h} = fma(vec4<f32>(a${i >> 2}[${i & 3}]), b${h}, c${i}_${h});`);
      const r = `row0 + ${(i >> 2) * ty * 4 + (i & 3)}u + lid.y * 4u`, c = `col0 + ${h * tx * 4}u + lid.x * 4u`;
      stores.push(`{ let r = ${r}; let c = ${c};\n  ${storeFour(form, 'r', 'c', `c${i}_${h}`)} }`);
    }
  }
  return `${preamble(operands, plan, form, '')}
var<workgroup> ta: array<vec4<f32>, ${(bk * bm) / 4}>;
var<workgroup> tb: array<vec4<f32>, ${(bk * bn) / 4}>;
@compute @workgroup_size(${tx}, ${ty})
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>) {
  ${head(form)}
  let row0 = wid.y * ${bm}u; let col0 = wid.x * ${bn}u;
  let tid = lid.y * ${tx}u + lid.x;
  ${accs.join(' ')}
  ${kLoop(stages, bk, `for (var kk = 0u; kk < ${bk}u; kk++) {\n      ${step.join('\n      ')}\n    }`, false)}
  ${stores.join('\n  ')}
}`;
}

/**
 * Subgroup matrices: float16 tiles (rows padded by 8 halves against bank conflicts), fragments multiplied into
 * float32 accumulators, then each fragment stored through the subgroup's scratch in workgroup memory (`tc`) to the
 * output.
 * A subgroup's fragment offsets come from its index, which WGSL's uniformity analysis cannot prove uniform across
 * the subgroup: its diagnostic for subgroup matrices is turned off (a workgroup of one subgroup needs no index).
 */
function sgmSource(operands: Operands, plan: BindingPlan, form: MatmulForm & { kind: 'sgm' }): string {
  const { shape: { m: fm16, n: fn16, k: fk, subgroupSize: lanes }, frags: { sgx, sgy, fm, fn, bk } } = form;
  const [bm, bn] = blockOf(form);
  const threads = lanes * sgx * sgy;
  const sa = bk + 8, sb = bn + 8, rowW = fn * fn16;
  const left = `subgroup_matrix_left<f16, ${fk}, ${fm16}>`, right = `subgroup_matrix_right<f16, ${fn16}, ${fk}>`;
  const result = `subgroup_matrix_result<f32, ${fn16}, ${fm16}>`;
  const stages = [
    stageSource({ o: 1, staging: form.a, extent: bm, bk, threads, first: 'row0', limit: 'n', binding: plan.of[1]!,
      put: (x, kk, v) => `ta[(${x}) * ${sa}u + ${kk}] = f16(${v});` }, operands[1]!.dtype.name),
    stageSource({ o: 2, staging: form.b, extent: bn, bk, threads, first: 'col0', limit: 'm', binding: plan.of[2]!,
      put: (x, kk, v) => `tb[(${kk}) * ${sb}u + ${x}] = f16(${v});` }, operands[2]!.dtype.name),
  ];
  const accs: string[] = [], mma: string[] = [], loads: string[] = [], out: string[] = [];
  // row-major fragments, their layout spelled as the device's compiler takes it
  const load = (type: string, from: string, at: string, stride: number) => (form.shape.layoutArgument
    ? `subgroupMatrixLoad<${type}, row_major>(&${from}, ${at}, ${stride}u)`
    : `subgroupMatrixLoad<${type}>(&${from}, ${at}, false, ${stride}u)`);
  const store = (value: string) => (form.shape.layoutArgument
    ? `subgroupMatrixStore<row_major>(&tc, frag, ${value}, ${fn16}u)` : `subgroupMatrixStore(&tc, frag, ${value}, false, ${fn16}u)`);
  for (let i = 0; i < fm; i++) loads.push(`let l${i} = ${load(left, 'ta', `(ar + ${i * fm16}u) * ${sa}u + kk`, sa)};`);
  for (let j = 0; j < fn; j++) loads.push(`let r${j} = ${load(right, 'tb', `kk * ${sb}u + bc + ${j * fn16}u`, sb)};`);
  for (let i = 0; i < fm; i++) {
    for (let j = 0; j < fn; j++) {
      accs.push(`var c${i}_${j} = ${result}();`);
      mma.push(`c${i}_${j} = subgroupMatrixMultiplyAccumulate(l${i}, r${j}, c${i}_${j});`);
      // fragment (i, j) through this subgroup's part of tc, four columns a lane at a time
      out.push(`${store(`c${i}_${j}`)};
  workgroupBarrier();
  for (var e = lane * 4u; e < ${fm16 * fn16}u; e += ${lanes * 4}u) {
    let r = row0 + ar + ${i * fm16}u + e / ${fn16}u; let c = col0 + bc + ${j * fn16}u + e % ${fn16}u;
    let v = vec4<f32>(tc[frag + e], tc[frag + e + 1u], tc[frag + e + 2u], tc[frag + e + 3u]);
    ${storeFour(form, 'r', 'c', 'v')}
  }
  workgroupBarrier();`);
    }
  }
  const enables = 'enable f16;\nenable chromium_experimental_subgroup_matrix;\n' +
    'diagnostic(off, chromium.subgroup_matrix_uniformity);\n';
  const products = `for (var kk = 0u; kk < ${bk}u; kk += ${fk}u) {\n      ${loads.join('\n      ')}\n      ` +
    `${mma.join('\n      ')}\n    }`;
  return `${preamble(operands, plan, form, enables)}
var<workgroup> ta: array<f16, ${bm * sa}>;
var<workgroup> tb: array<f16, ${bk * sb}>;
var<workgroup> tc: array<f32, ${sgx * sgy * fm16 * fn16}>;
@compute @workgroup_size(${threads})
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) tid: u32) {
  ${head(form)}
  let row0 = wid.y * ${bm}u; let col0 = wid.x * ${bn}u;
  let sg = ${sgx * sgy > 1 ? `tid / ${lanes}u` : '0u'}; let lane = tid % ${lanes}u;
  let ar = (sg / ${sgx}u) * ${fm * fm16}u; let bc = (sg % ${sgx}u) * ${rowW}u;
  // named apart from the split product's scratch binding, which the stores may write
  let frag = sg * ${fm16 * fn16}u;
  ${accs.join(' ')}
  ${kLoop(stages, bk, products, !!form.frags.prefetch)}
  ${out.join('\n  ')}
}`;
}

/** A split product's second pass: each output the sum of its chunks' partials, in chunk order. */
function chunkSumSource(operands: Operands, plan: BindingPlan, form: MatmulForm): string {
  return `${preamble(operands, plan, { ...form, kind: 'simt', tile: TILES[0]!, split: true }, '')}
@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>,
  @builtin(local_invocation_index) lid: u32) {
  let i = (wid.y * groups.x + wid.x) * 256u + lid;
  let n = params[1]; let m = params[3]; let parts = params[16u];
  if (i >= params[0] * n * m) { return; }
  let c = i % m; let r = (i / m) % n; let batch = i / (n * m);
  var sum = scratch[(batch * parts * n + r) * m + c];
  for (var p = 1u; p < parts; p++) { sum += scratch[((batch * parts + p) * n + r) * m + c]; }
  st(${offset(0)} + batch * ${stride(0, 0)} + r * ${stride(0, 1)} + c * ${stride(0, 2)}, sum);
}`;
}

export function matmulSource(operands: Operands, plan: BindingPlan, form: MatmulForm): string {
  return form.kind === 'simt' ? simtSource(operands, plan, form) : sgmSource(operands, plan, form);
}

/**
 * `shape` as this device's compiler takes its kernel, or null where it takes none: the extension is experimental,
 * and a driver that offers it may still reject a shader using it (then f16 products take the SIMT form). The
 * current spelling of fragment layouts is tried first, then the first one.
 */
export async function subgroupMatricesCompile(device: GPUDevice, shape: SubgroupMatrix): Promise<SubgroupMatrix | null> {
  const half = { dtype: { name: 'float16' } } as Pick<Tensor, 'dtype'>;
  // out, a and b on buffers of their own, the output's atomic as a float16 output's is
  const buffers = Array.from({ length: 3 }) as GPUBuffer[];
  const plan: BindingPlan = { of: [0, 1, 2], buffers, atomicOut: true, key: '' };
  for (const layoutArgument of [true, false]) {
    const spelled = { ...shape, layoutArgument };
    const form: MatmulForm = { kind: 'sgm', shape: spelled, frags: FRAGMENTS, a: 'k8', b: 'outer8', out: 'pairs' };
    device.pushErrorScope('validation');
    const module = device.createShaderModule({ code: matmulSource([half, half, half], plan, form) });
    device.createComputePipeline({ layout: 'auto', compute: { module, entryPoint: 'main' } });
    const [info, error] = await Promise.all([module.getCompilationInfo(), device.popErrorScope()]);
    if (!error && !info.messages.some((m) => m.type === 'error')) return spelled;
  }
  return null;
}

/** Records out = a @ b (a [B, n, k], b [B, k, m], out [B, n, m]) into the batch. */
export function runMatmul(batch: CommandBatch, pipelines: Pipelines, pool: BufferPool, sgm: SubgroupMatrix | null,
  a: Tensor, b: Tensor, out: Tensor): void {
  if (out.numel === 0) return;
  // as PyTorch CUDA, which has no integer matrix products (cuBLAS has none), in its words
  const integral = [a, b].find((t) => t.dtype.category !== 'float');
  if (integral) {
    const kernel = a.shape[0] === 1 ? 'addmm' : 'bmm';
    throw runtimeError(`"${kernel}_cuda" not implemented for '${integral.dtype.scalarName}'`);
  }
  const operands = [out, a, b];
  const plan = planBindings(operands);
  const form = formFor(a, b, out, plan, sgm);
  const key = `mm ${operands.map((t) => t.dtype.name).join(' ')} ${plan.key} ${formKey(form)}`;
  const [batches, n, k] = a.shape as [number, number, number];
  const m = b.shape[2]!;
  if (!form.split) {
    const kernel = pipelines.get(key, plan.buffers.length, false, () => matmulSource(operands, plan, form));
    for (let first = 0; first < batches; first += MAX_WORKGROUPS) {
      const count = Math.min(MAX_WORKGROUPS, batches - first);
      batch.dispatch(kernel, plan.buffers, matmulParams(out, a, b, first).words, workgroups(form, count, n, m));
    }
    return;
  }
  // a split product has fewer workgroups than fill the GPU, so its batches fit one dispatch
  const params = matmulParams(out, a, b);
  // chunks a whole number of k slices long, so every chunk but the last stages full slices
  const chunk = Math.ceil(k / partsFor(form, batches, n, k, m) / 64) * 64, parts = Math.ceil(k / chunk);
  params.push(parts, chunk);
  const scratch = pool.acquire(4 * batches * parts * n * m);
  const buffers = [...plan.buffers, scratch];
  const chunks = pipelines.get(key, plan.buffers.length, true, () => matmulSource(operands, plan, form));
  const sum = pipelines.get(`${key} sum`, plan.buffers.length, true, () => chunkSumSource(operands, plan, form));
  batch.dispatch(chunks, buffers, params.words, workgroups(form, batches, n, m, parts));
  batch.dispatch(sum, buffers, params.words, grid(Math.ceil((batches * n * m) / 256)));
  // later commands reusing the buffer run after these in the batch
  pool.release(scratch);
}
