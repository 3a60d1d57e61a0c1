/**
 * Pointwise kernels of one input that the output walks across: `x.t().contiguous()`, a permute's copy, a cast or a
 * unary op of a transposed tensor. Where the output's innermost dim is not the input's, the generic loop (one
 * invocation per output element, in the output's order) reads the input a stride apart from one invocation to the
 * next, each read its own memory transaction: on an H200 a 4096x4096 float16 transpose took 180 us, against ~25
 * for moving its bytes. Here a workgroup stages a 32x32 tile of the plane of the two innermost dims through
 * workgroup memory: read along the input's contiguous dim, written along the output's, the op applied on the way
 * out. Other dims are walked per workgroup.
 */
import type { DTypeName } from '../../dtype.ts';
import type { Expr } from '../../ir/expr.ts';
import { topoOrder } from '../../ir/print.ts';
import type { Tensor } from '../../tensor.ts';
import { pointwiseLoop } from '../layout.ts';
import { bindingSource, planBindings } from './bindings.ts';
import { argSource, Params, type Pipelines } from './pipelines.ts';
import type { CommandBatch } from './queue.ts';
import { codecHelpers, convert, convertHelpers, naturalOf, NATURAL_WGSL, storeFunction, storeHelpers } from './wgsl/codec.ts';
import { renderExpr } from './wgsl/expr.ts';
import { helperSource } from './wgsl/library.ts';

const TILE = 32;
/** Rows of the tile a workgroup moves at once: 32 x 8 invocations, four rows each. */
const ROWS = 8;
/** Below this extent along either dim of the plane a tile is mostly empty: the generic loop serves. */
const MIN_EXTENT = 8;
/** WebGPU's limit on workgroups along one dimension: the dims outside the plane go along z. */
const MAX_WORKGROUPS = 65535;

/** The plane a tiled kernel moves: loop dims `inner` (the output's contiguous one) and `across` (the input's). */
interface Plane {
  readonly shape: readonly number[];
  /** Operand-major strides over the loop's dims (out, input). */
  readonly strides: readonly number[];
  readonly inner: number;
  readonly across: number;
}

/**
 * The plane where `root` over `operands` (output, one input) runs tiled, or null: more inputs, coordinates or
 * indexed loads, an output not contiguous along its last dim, an input contiguous there too (it reads in order
 * already), or a plane too small or too many tiles deep for the grid.
 */
export function transposePlane(root: Expr, operands: readonly Tensor[]): Plane | null {
  if (operands.length !== 2 || topoOrder([root]).some((e) => e.kind === 'coord' || e.kind === 'load')) return null;
  const { shape, strides } = pointwiseLoop(operands);
  const rank = shape.length;
  if (rank < 2) return null;
  const inner = rank - 1, input = (d: number) => strides[rank + d]!;
  if (strides[inner] !== 1 || input(inner) === 1) return null;
  const across = shape.findIndex((_, d) => d !== inner && input(d) === 1);
  if (across < 0 || shape[inner]! < MIN_EXTENT || shape[across]! < MIN_EXTENT) return null;
  const tiles = Math.max(Math.ceil(shape[inner]! / TILE), Math.ceil(shape[across]! / TILE));
  return planes(shape, inner, across) > MAX_WORKGROUPS || tiles > MAX_WORKGROUPS ? null : { shape, strides, inner, across };
}

/** How many planes the loop holds: the product of its dims outside the plane. */
const planes = (shape: readonly number[], inner: number, across: number) =>
  shape.reduce((n, s, d) => (d === inner || d === across ? n : n * s), 1);

/** Loop dims outside the plane, innermost first: how a workgroup's z index splits into coordinates. */
const outerDims = (plane: Plane) =>
  plane.shape.map((_, d) => d).filter((d) => d !== plane.inner && d !== plane.across).reverse();

/**
 * params: inner and across extents, then out's and the input's strides along them, both offsets, then per outer
 * dim (innermost first) its extent and both strides; args after.
 */
function planeParams(plane: Plane, operands: readonly Tensor[], args: readonly number[]): { params: Params; argsAt: number } {
  const rank = plane.shape.length;
  const stride = (o: number, d: number) => plane.strides[o * rank + d]!;
  const params = new Params().push(plane.shape[plane.inner]!, plane.shape[plane.across]!,
    stride(0, plane.inner), stride(0, plane.across), stride(1, plane.inner), stride(1, plane.across),
    operands[0]!.offset, operands[1]!.offset);
  for (const d of outerDims(plane)) params.push(plane.shape[d]!, stride(0, d), stride(1, d));
  return { params, argsAt: params.pushArgs(args) };
}

function transposeSource(root: Expr, dtypes: readonly DTypeName[], outer: number, argsAt: number,
  bindings: string, buffers: number): string {
  const helpers = new Set<string>();
  const natural = naturalOf(dtypes[1]!);
  const value = renderExpr(root, {
    input: (_, type) => {
      convertHelpers(natural, type).forEach((h) => helpers.add(h));
      return convert(natural, type, `tile[lid.x * ${TILE + 1}u + r]`);
    },
    arg: (i, t) => argSource(argsAt, i, t),
  }, 't', helpers);
  dtypes.forEach((d, o) => codecHelpers(d, o === 0).forEach((h) => helpers.add(h)));
  storeHelpers(dtypes[0]!, root.type).forEach((h) => helpers.add(h));
  const uses = Array.from({ length: buffers }, (_, b) => `_ = &b${b};`).join(' ');
  const walk = Array.from({ length: outer }, (_, j) => {
    const at = 8 + 3 * j;
    return `{ let n = params[${at}u]; let c = rest % n; rest = rest / n; ` +
      `p0 += c * params[${at + 1}u]; p1 += c * params[${at + 2}u]; }`;
  }).join('\n  ');
  // the tile's rows are the input's contiguous dim, padded by one against bank conflicts
  return `${bindings}
${helperSource(helpers)}
${storeFunction('st', dtypes[0]!, root.type, 'b0')}
var<workgroup> tile: array<${NATURAL_WGSL[natural]}, ${TILE * (TILE + 1)}>;
@compute @workgroup_size(${TILE}, ${ROWS})
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>) {
  ${uses}
  var p0 = params[6]; var p1 = params[7]; var rest = wid.z;
  ${walk}
  let i0 = wid.x * ${TILE}u; let k0 = wid.y * ${TILE}u;
  for (var r = lid.y; r < ${TILE}u; r += ${ROWS}u) {
    let i = i0 + r; let k = k0 + lid.x;
    if (i < params[0] && k < params[1]) { tile[r * ${TILE + 1}u + lid.x] = ld1(p1 + i * params[4] + k * params[5]); }
  }
  workgroupBarrier();
  for (var r = lid.y; r < ${TILE}u; r += ${ROWS}u) {
    let i = i0 + lid.x; let k = k0 + r;
    if (i < params[0] && k < params[1]) {
      ${value.lines.join('\n      ')}
      st(p0 + i * params[2] + k * params[3], ${value.value});
    }
  }
}`;
}

/** Records `root` over `operands` (output, one input; stored as `dtypes`) tile by tile over `plane`. */
export function runTransposed(batch: CommandBatch, pipelines: Pipelines, root: Expr, args: readonly number[],
  operands: readonly Tensor[], dtypes: readonly DTypeName[], plane: Plane): void {
  const outer = plane.shape.length - 2;
  const { params, argsAt } = planeParams(plane, operands, args);
  const bindingPlan = planBindings(operands);
  const key = `transpose ${root.id} ${dtypes.join(' ')} ${outer} ${bindingPlan.key}`;
  const kernel = pipelines.get(key, bindingPlan.buffers.length, false, () => transposeSource(root, dtypes, outer,
    argsAt, bindingSource(bindingPlan, operands, 1, dtypes), bindingPlan.buffers.length));
  batch.dispatch(kernel, bindingPlan.buffers, params.words, [Math.ceil(plane.shape[plane.inner]! / TILE),
    Math.ceil(plane.shape[plane.across]! / TILE), planes(plane.shape, plane.inner, plane.across)]);
}
