/**
 * Pointwise kernels over operands that walk their storage in one flat order: a dense output and inputs of its very
 * layout or broadcast from one element (contiguous tensors, but also channels-last or transposed ones alike). Element
 * e of every operand then lies at its offset plus e (or at its offset alone), so an invocation needs no index
 * arithmetic beyond that, and takes four neighbouring elements: 32-bit operands whose offsets are multiples of four
 * load them as one vec4 (and the output stores one), and a packed output whose offset starts a word stores whole
 * words instead of four atomic read-modify-writes. A group cut short by the end runs element by element.
 */
import type { DTypeName } from '../../dtype.ts';
import type { Expr } from '../../ir/expr.ts';
import { usesCoords } from '../../ir/print.ts';
import type { Tensor } from '../../tensor.ts';
import { bindingSource, planBindings, type BindingPlan } from './bindings.ts';
import { argSource, grid, Params, type Pipelines } from './pipelines.ts';
import type { CommandBatch } from './queue.ts';
import { codecHelpers, convert, convertHelpers, itemsize, naturalOf, storeFunction, storeHelpers, WGSL_TYPE } from './wgsl/codec.ts';
import { renderExpr } from './wgsl/expr.ts';
import { helperSource } from './wgsl/library.ts';

const WORKGROUP = 256;
const LANES = 4;

/**
 * Each operand's step (1, or 0 for a broadcast element) in a flat walk of `root` over `operands` (output first),
 * or null where there is none: the output overlaps itself or leaves gaps, an input has another layout, or the kernel
 * reads coordinates.
 */
export function flatWalk(root: Expr, operands: readonly Tensor[]): number[] | null {
  if (usesCoords([root])) return null;
  const out = operands[0]!;
  const dims = out.shape.map((_, d) => d).filter((d) => out.shape[d] !== 1)
    .sort((a, b) => out.strides[a]! - out.strides[b]!);
  let dense = 1;
  for (const d of dims) {
    if (out.strides[d] !== dense) return null;
    dense *= out.shape[d]!;
  }
  const steps: number[] = [];
  for (const t of operands) {
    if (dims.every((d) => t.strides[d] === 0)) steps.push(0);
    else if (dims.every((d) => t.strides[d] === out.strides[d])) steps.push(1);
    else return null;
  }
  return steps;
}

interface Form {
  readonly dtypes: readonly DTypeName[];
  readonly steps: readonly number[];
  /** Per binding: declared as vec4<u32>, every operand on it 32-bit and four-aligned where it steps. */
  readonly vec4: readonly boolean[];
  /** The output's packed words start at its offset, so a full group stores whole words. */
  readonly wholeWords: boolean;
  readonly argsAt: number;
}

function formOf(plan: BindingPlan, operands: readonly Tensor[], dtypes: readonly DTypeName[], steps: readonly number[],
  argsAt: number): Form {
  const vec4 = plan.buffers.map((_, b) => !(b === 0 && plan.atomicOut) && operands.every((t, o) => plan.of[o] !== b ||
    (itemsize(dtypes[o]!) === 4 && (steps[o] === 0 || t.offset % LANES === 0))));
  const size = itemsize(dtypes[0]!);
  return { dtypes, steps, vec4, wholeWords: size < 4 && operands[0]!.offset % (4 / size) === 0, argsAt };
}

/** The full group's store of lanes r[0..3] at p0. */
function groupStore(form: Form): string {
  const size = itemsize(form.dtypes[0]!);
  const bits = (k: number) => `st_bits(r[${k}])`;
  if (size === 4 && form.vec4[0]) return `b0[p0 / 4u] = vec4<u32>(${[0, 1, 2, 3].map(bits).join(', ')});`;
  if (size < 4 && form.wholeWords) {
    const per = 4 / size;
    return Array.from({ length: LANES / per }, (_, w) => {
      const word = Array.from({ length: per }, (__, k) => `(${bits(w * per + k)} << ${k * 8 * size}u)`).join(' | ');
      return `atomicStore(&b0[p0 / ${per}u + ${w}u], ${word});`;
    }).join('\n    ');
  }
  return `for (var k = 0u; k < ${LANES}u; k++) { st(p0 + k, r[k]); }`;
}

function flatSource(root: Expr, plan: BindingPlan, form: Form, bindings: string): string {
  const { dtypes, steps, vec4, argsAt } = form;
  const helpers = new Set<string>();
  const at = (o: number) => (steps[o] ? `p${o} + k` : `p${o}`);
  const leaf = (index: number, type: Expr['type'], word: string) => {
    const natural = naturalOf(dtypes[index + 1]!);
    convertHelpers(natural, type).forEach((h) => helpers.add(h));
    return convert(natural, type, word);
  };
  // a lane of a vec4 load where the operand has one, else the codec's load
  const lane = (index: number, type: Expr['type']) => {
    const o = index + 1;
    if (!vec4[plan.of[o]!] || !steps[o]) return leaf(index, type, `ld${o}(${at(o)})`);
    return leaf(index, type, `bitcast<${naturalOf(dtypes[o]!)}>(v${o}[k])`);
  };
  const common = {
    arg: (i: number, t: Expr['type']) => argSource(argsAt, i, t),
    // an in-bounds element (the op guarantees it) lies a 32-bit displacement away: the low word, wrapping
    load: (index: number, type: Expr['type'], offset: string) => leaf(index, type, `ld${index + 1}(${at(index + 1)} + ${offset}.x)`),
  };
  const full = renderExpr(root, { ...common, input: lane }, 't', helpers);
  const tail = renderExpr(root, { ...common, input: (i, t) => leaf(i, t, `ld${i + 1}(${at(i + 1)})`) }, 't', helpers);
  dtypes.forEach((d, o) => codecHelpers(d, o === 0).forEach((h) => helpers.add(h)));
  storeHelpers(dtypes[0]!, root.type).forEach((h) => helpers.add(h));
  const uses = plan.buffers.map((_, b) => `_ = &b${b};`).join(' ');
  const pointers = dtypes.map((_, o) => `let p${o} = params[${1 + o}u]${steps[o] ? ' + e' : ''};`);
  const loads = dtypes.map((_, o) => o).filter((o) => o > 0 && steps[o] && vec4[plan.of[o]!])
    .map((o) => `let v${o} = b${plan.of[o]}[p${o} / 4u];`);
  return `${bindings}
${helperSource(helpers)}
${storeFunction('st', dtypes[0]!, root.type, 'b0', vec4[0])}
@compute @workgroup_size(${WORKGROUP})
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {
  ${uses}
  let e = (gid.x + gid.y * groups.x * ${WORKGROUP}u) * ${LANES}u;
  if (e >= params[0]) { return; }
  ${pointers.join(' ')}
  if (params[0] - e >= ${LANES}u) {
    ${loads.join(' ')}
    var r: array<${WGSL_TYPE[root.type]}, ${LANES}>;
    for (var k = 0u; k < ${LANES}u; k++) {
      ${full.lines.join('\n      ')}
      r[k] = ${full.value};
    }
    ${groupStore(form)}
  } else {
    for (var k = 0u; k < params[0] - e; k++) {
      ${tail.lines.join('\n      ')}
      st(${steps[0] ? 'p0 + k' : 'p0'}, ${tail.value});
    }
  }
}`;
}

/** Records `root` over `operands` (output first, stored as `dtypes`) walking them flat with `steps` (flatWalk). */
export function runFlat(batch: CommandBatch, pipelines: Pipelines, root: Expr, args: readonly number[],
  operands: readonly Tensor[], dtypes: readonly DTypeName[], steps: readonly number[]): void {
  const params = new Params().push(operands[0]!.numel, ...operands.map((t) => t.offset));
  const plan = planBindings(operands);
  const form = formOf(plan, operands, dtypes, steps, params.pushArgs(args));
  const key = `flat ${root.id} ${dtypes.join(' ')} ${steps.join('')} ${form.vec4.map(Number).join('')}` +
    `${form.wholeWords ? 'w' : ''} ${plan.key}`;
  const kernel = pipelines.get(key, plan.buffers.length, false,
    () => flatSource(root, plan, form, bindingSource(plan, operands, 1, dtypes, form.vec4)));
  batch.dispatch(kernel, plan.buffers, params.words, grid(Math.ceil(operands[0]!.numel / (LANES * WORKGROUP))));
}
