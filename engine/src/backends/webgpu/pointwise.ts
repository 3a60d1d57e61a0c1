/**
 * Pointwise kernels in WGSL. Where every operand walks its storage in one flat order (flat.ts), an invocation
 * computes four neighbouring elements from their offsets alone, moving whole vec4s and whole packed words where
 * alignment allows; otherwise one invocation per output element walks the loop the other backends plan
 * (layout.ts pointwiseLoop: merged dims, operand-major strides) with shape, strides and offsets read from the
 * parameters, so one pipeline serves every shape of a given rank. There is no vectorised-body split on the GPU: the
 * kernel's scalar form (`tail` when present, else `body`) covers every element, as PyTorch's CUDA kernels have one form.
 */
import type { DTypeName } from '../../dtype.ts';
import type { Expr, PointwiseKernel } from '../../ir/expr.ts';
import type { Tensor } from '../../tensor.ts';
import { kernelLoop } from '../layout.ts';
import { flatWalk, runFlat } from './flat.ts';
import { bindingSource, planBindings } from './bindings.ts';
import { argSource, grid, Params, type Pipelines } from './pipelines.ts';
import type { CommandBatch } from './queue.ts';
import { codecHelpers, convert, convertHelpers, naturalOf, storeFunction, storeHelpers } from './wgsl/codec.ts';
import { renderExpr } from './wgsl/expr.ts';
import { helperSource } from './wgsl/library.ts';

const WORKGROUP = 256;

/**
 * The loop's parameters: numel, shape, strides (operand-major), offsets, then the args; where args start; how many
 * coordinate operands follow the tensors (their pointers are the output's coordinates, layout.ts coordLoop).
 */
function loopParams(roots: readonly Expr[], operands: readonly Tensor[], args: readonly number[], ordered: boolean) {
  const { coords, loop } = kernelLoop(roots, operands, ordered);
  const params = new Params().push(operands[0]!.numel, ...loop.shape, ...loop.strides, ...loop.offsets);
  const argsAt = params.pushArgs(args);
  return { params, rank: loop.shape.length, argsAt, coords };
}

/**
 * How a scatter's elements run (ScatterKernel: row-major order decides what lands). `ordered`: one invocation walks
 * them all in order, so later elements see what earlier ones stored. Where no element reads what another writes,
 * only colliding stores need ordering, and two parallel passes settle them: `claim` records at each place the
 * highest element (i + 1) that stores there, `winners` lets only that element store; later writes win, as in order.
 * Where each element reads only its own place (an accumulating scatter), `keys` writes each element's (place, i)
 * pair, which are then sorted stably by place (radix-sort.ts), and `fold` gives each place's run of pairs to one
 * invocation, which applies them in order.
 */
export type ScatterMode = 'ordered' | 'claim' | 'winners' | 'keys' | 'fold';

interface Shape {
  /** Operand dtypes (output first); they may differ from the tensors' own where a copy moves raw bits. */
  readonly dtypes: readonly DTypeName[];
  readonly rank: number;
  readonly coords: number;
  readonly argsAt: number;
  /** A scatter's store displacement (ScatterKernel.at) and how its elements run. */
  readonly scatter?: { readonly at: Expr; readonly mode: ScatterMode } | undefined;
}

/**
 * WGSL of a pointwise or scatter kernel computing `root` over operands (output first), whose `buffers` bindings are
 * all declared used: a kernel that never reads an input (a factory's coordinates) must still match the bind group.
 */
function pointwiseSource(root: Expr, { dtypes, rank, coords, argsAt, scatter }: Shape, bindings: string, buffers: number): string {
  const uses = Array.from({ length: buffers }, (_, b) => `_ = &b${b};`).join(' ');
  const tensors = dtypes.length;
  const operands = tensors + coords;
  const helpers = new Set<string>();
  const leaf = (index: number, type: Expr['type'], pointer: string) => {
    const natural = naturalOf(dtypes[index + 1]!);
    convertHelpers(natural, type).forEach((h) => helpers.add(h));
    return convert(natural, type, `ld${index + 1}(${pointer})`);
  };
  const leaves = {
    input: (index: number, type: Expr['type']) => leaf(index, type, `p${index + 1}`),
    arg: (i: number, t: Expr['type']) => argSource(argsAt, i, t),
    coord: (dim: number) => `vec2<u32>(p${tensors + dim}, 0u)`,
    // an in-bounds element (the op guarantees it) lies a 32-bit displacement away: the low word, wrapping
    load: (index: number, type: Expr['type'], offset: string) => leaf(index, type, `p${index + 1} + ${offset}.x`),
  };
  const mode = scatter?.mode;
  // a claim or a key stores nothing: only its place is worked out
  const value = mode === 'claim' || mode === 'keys' ? null : renderExpr(root, leaves, 't', helpers);
  const place = scatter && renderExpr(scatter.at, leaves, 'w', helpers);
  dtypes.forEach((d, o) => codecHelpers(d, o === 0).forEach((h) => helpers.add(h)));
  storeHelpers(dtypes[0]!, root.type).forEach((h) => helpers.add(h));
  const ops = Array.from({ length: operands }, (_, o) => o);
  const stride = (o: number, d: number) => `params[${1 + rank + o * rank + d}u]`;
  const pointers = [
    ...ops.map((o) => `var p${o} = params[${1 + rank + operands * rank + o}u];`),
    'var rest = i;',
    // the outermost coordinate is what is left: no modulo
    ...Array.from({ length: rank }, (_, k) => {
      const d = rank - 1 - k;
      const adds = ops.map((o) => `p${o} += c * ${stride(o, d)};`).join(' ');
      return d === 0 ? `{ let c = rest; ${adds} }` : `{ let n = params[${1 + d}u]; let c = rest % n; rest = rest / n; ${adds} }`;
    }),
  ];
  const store = value ? [...value.lines, `st(q, ${value.value});`] : [];
  const element = !place ? [...pointers, ...value!.lines, `st(p0, ${value!.value});`] : [
    ...pointers, ...place.lines, `let q = p0 + ${place.value}.x;`,
    ...(mode === 'claim' ? ['atomicMax(&claims[q], i + 1u);']
      : mode === 'winners' ? ['if (atomicLoad(&claims[q]) != i + 1u) { return; }', ...store]
      : mode === 'keys' ? ['claims[i] = vec2<u32>(q, i);'] : store),
  ];
  const invocation = `gid.x + gid.y * groups.x * ${WORKGROUP}u`;
  const body = mode === 'ordered'
    ? `if (gid.x != 0u || gid.y != 0u) { return; }
  for (var i = 0u; i < params[0]; i++) {
    ${element.join('\n    ')}
  }`
    : mode === 'fold'
    ? `let k = ${invocation};
  if (k >= params[0]) { return; }
  let place = claims[k].x;
  if (k > 0u && claims[k - 1u].x == place) { return; }
  for (var j = k; j < params[0]; j++) {
    if (claims[j].x != place) { break; }
    let i = claims[j].y;
    ${element.join('\n    ')}
  }`
    : `let i = ${invocation};
  if (i >= params[0]) { return; }
  ${element.join('\n  ')}`;
  const claimWord = mode === 'claim' || mode === 'winners' ? 'atomic<u32>' : 'vec2<u32>';
  const claims = mode && mode !== 'ordered'
    ? `@group(0) @binding(${buffers + 1}) var<storage, read_write> claims: array<${claimWord}>;` : '';
  return `${bindings}
${claims}
${helperSource(helpers)}
${storeFunction('st', dtypes[0]!, root.type, 'b0')}
@compute @workgroup_size(${WORKGROUP})
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {
  ${uses}
  ${body}
}`;
}

/**
 * Records `root` over `operands` (output first) into the batch; `dtypes` as the tensors' unless a copy moves raw
 * bits; with `scatter`, a pass of a scatter (ScatterKernel), whose claim passes bind `claims`, one u32 per element
 * of the output's storage.
 */
export function runPointwise(batch: CommandBatch, pipelines: Pipelines, root: Expr, args: readonly number[],
  operands: readonly Tensor[], dtypes: readonly DTypeName[] = operands.map((t) => t.dtype.name),
  scatter?: { readonly at: Expr; readonly mode: ScatterMode; readonly claims?: GPUBuffer }): void {
  const out = operands[0]!;
  if (out.numel === 0) return;
  const flat = scatter ? null : flatWalk(root, operands);
  if (flat) {
    runFlat(batch, pipelines, root, args, operands, dtypes, flat);
    return;
  }
  const { params, rank, argsAt, coords } = loopParams(scatter ? [root, scatter.at] : [root], operands, args, scatter !== undefined);
  const plan = planBindings(operands);
  const key = `pw ${root.id} ${scatter ? `${scatter.at.id} ${scatter.mode}` : ''} ${dtypes.join(' ')} ${rank} ${coords} ${plan.key}`;
  const claims = scatter?.claims;
  const kernel = pipelines.get(key, plan.buffers.length, claims !== undefined, () => pointwiseSource(root,
    { dtypes, rank, coords, argsAt, scatter }, bindingSource(plan, operands, 1, dtypes), plan.buffers.length));
  batch.dispatch(kernel, claims ? [...plan.buffers, claims] : plan.buffers, params.words,
    scatter?.mode === 'ordered' ? [1, 1] : grid(Math.ceil(out.numel / WORKGROUP)));
}

/** The form a pointwise kernel takes on the GPU. */
export const scalarForm = (kernel: PointwiseKernel): Expr => kernel.tail ?? kernel.body;
