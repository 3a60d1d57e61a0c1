/**
 * Pointwise kernels in WGSL: one invocation per output element, walking the loop the other backends plan
 * (layout.ts pointwiseLoop: merged dims, operand-major strides) with shape, strides and offsets read from the
 * parameters, so one pipeline serves every shape of a given rank. There is no vectorised-body split on the GPU: the
 * kernel's scalar form (`tail` when present, else `body`) covers every element, as PyTorch's CUDA kernels have one form.
 */
import type { DTypeName } from '../../dtype.ts';
import type { Expr, PointwiseKernel } from '../../ir/expr.ts';
import type { Tensor } from '../../tensor.ts';
import { pointwiseLoop } from '../layout.ts';
import { bindEntries, bindingSource, planBindings } from './bindings.ts';
import { argSource, grid, Params, type Pipelines } from './pipelines.ts';
import type { CommandBatch } from './queue.ts';
import { codecHelpers, convert, convertHelpers, naturalOf, storeFunction, storeHelpers } from './wgsl/codec.ts';
import { renderExpr } from './wgsl/expr.ts';
import { helperSource } from './wgsl/library.ts';

const WORKGROUP = 256;

/** The loop's parameters: numel, shape, strides (operand-major), offsets, then the args; and where args start. */
function loopParams(operands: readonly Tensor[], args: readonly number[]) {
  const loop = pointwiseLoop(operands);
  const params = new Params().push(operands[0]!.numel, ...loop.shape, ...loop.strides, ...loop.offsets);
  const argsAt = params.pushArgs(args);
  return { params, rank: loop.shape.length, argsAt };
}

/**
 * WGSL of a pointwise kernel: `root` over operands (output first) of these dtypes; `dtypes` may differ from the
 * tensors' own where a copy moves raw bits (float64 as int64).
 */
function pointwiseSource(root: Expr, dtypes: readonly DTypeName[], rank: number, argsAt: number, bindings: string): string {
  const operands = dtypes.length;
  const helpers = new Set<string>();
  const load = (index: number, type: Expr['type']) => {
    const natural = naturalOf(dtypes[index + 1]!);
    convertHelpers(natural, type).forEach((h) => helpers.add(h));
    return convert(natural, type, `ld${index + 1}(p${index + 1})`);
  };
  const { lines, value } = renderExpr(root, { input: load, arg: (i, t) => argSource(argsAt, i, t) }, 't', helpers);
  dtypes.forEach((d, o) => codecHelpers(d, o === 0).forEach((h) => helpers.add(h)));
  storeHelpers(dtypes[0]!, root.type).forEach((h) => helpers.add(h));
  const ops = Array.from({ length: operands }, (_, o) => o);
  const stride = (o: number, d: number) => `params[${1 + rank + o * rank + d}u]`;
  const walk = [
    ...ops.map((o) => `var p${o} = params[${1 + rank + operands * rank + o}u];`),
    'var rest = i;',
    ...Array.from({ length: rank }, (_, k) => {
      const d = rank - 1 - k;
      return `{ let n = params[${1 + d}u]; let c = rest % n; rest = rest / n; ${ops.map((o) => `p${o} += c * ${stride(o, d)};`).join(' ')} }`;
    }),
  ];
  return `${bindings}
${helperSource(helpers)}
${storeFunction('st', dtypes[0]!, root.type, 'b0')}
@compute @workgroup_size(${WORKGROUP})
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {
  let i = gid.x + gid.y * groups.x * ${WORKGROUP}u;
  if (i >= params[0]) { return; }
  ${walk.join('\n  ')}
  ${lines.join('\n  ')}
  st(p0, ${value});
}`;
}

/** Records `root` over `operands` (output first) into the batch; `dtypes` as pointwiseSource takes them. */
export function runPointwise(batch: CommandBatch, pipelines: Pipelines, root: Expr, args: readonly number[],
  operands: readonly Tensor[], dtypes: readonly DTypeName[] = operands.map((t) => t.dtype.name)): void {
  const out = operands[0]!;
  if (out.numel === 0) return;
  const { params, rank, argsAt } = loopParams(operands, args);
  const plan = planBindings(operands);
  const key = `pw ${root.id} ${dtypes.join(' ')} ${rank} ${plan.key}`;
  const pipeline = pipelines.get(key, () => pointwiseSource(root, dtypes, rank, argsAt, bindingSource(plan, operands, 1, dtypes)));
  batch.dispatch(pipeline, bindEntries(plan, batch.params(params.array())), grid(Math.ceil(out.numel / WORKGROUP)));
}

/** The form a pointwise kernel takes on the GPU. */
export const scalarForm = (kernel: PointwiseKernel): Expr => kernel.tail ?? kernel.body;
