/**
 * The values other than tensors a node keeps, as grad_fn._saved_<name> shows them: an argument as the op got it, or
 * what PyTorch's codegen reads off a tensor argument at record time (`self_sym_sizes` for `self.sym_sizes()`). Which
 * node keeps which is PyTorch's own table (saved-attributes.ts); the kind is the C++ type, which decides how the
 * value reads back (an int64 getter reads it unsigned, a Scalar as the Python number it was).
 */
import type { Bound, BoundArgs } from '../ops/schema.ts';
import { Tensor } from '../tensor.ts';
import { SAVED_ATTRIBUTES } from './saved-attributes.ts';

export type SavedKind = 'int' | 'int?' | 'ints' | 'ints?' | 'float' | 'float?' | 'floats?' | 'bool' | 'scalar' |
  'scalar?' | 'scalars' | 'str' | 'str?';

export interface SavedAttribute {
  readonly value: Bound;
  readonly kind: SavedKind;
}

/** What codegen reads off a tensor argument, by the suffix it names the saved value with. */
const READS: readonly [RegExp, (t: Tensor, m: RegExpMatchArray) => Bound][] = [
  [/^(.+?)_sym_sizes(?:_opt)?$/, (t) => [...t.shape]],
  [/^(.+?)_sym_strides$/, (t) => [...t.strides]],
  [/^(.+?)_sym_argsize_(minus_)?(\d+)$/, (t, m) => t.shape.at(m[2] ? -Number(m[3]) : Number(m[3]))!],
  [/^(.+?)_(?:sym_)?numel$/, (t) => t.numel],
  [/^(.+?)_dim$/, (t) => t.ndim],
  // the engine conjugates eagerly: no tensor carries a lazy conjugate bit
  [/^(.+?)_conjugate$/, () => false],
];

/** An int the op bound as a one-element list, where its schema folds PyTorch's int overload into an int-list one. */
const asKind = (v: Bound, kind: SavedKind): Bound =>
  (kind === 'int' || kind === 'int?') && Array.isArray(v) && v.length === 1 ? v[0] as number : v;

/** The names of the values other than tensors that a node of this name keeps of these arguments. */
export function savedAttributeNames(node: string, args: BoundArgs): string[] {
  const table = SAVED_ATTRIBUTES[node];
  return table ? Object.keys(table).filter((name) => savedAttribute(node, name, args) !== undefined) : [];
}

/** One such value, or undefined where the node keeps none of that name (or the op binds no such argument). */
export function savedAttribute(node: string, name: string, args: BoundArgs): SavedAttribute | undefined {
  const kind = SAVED_ATTRIBUTES[node]?.[name];
  if (!kind) return undefined;
  if (name in args) return { value: asKind(args[name]!, kind), kind };
  for (const [pattern, read] of READS) {
    const m = name.match(pattern);
    if (!m) continue;
    const t = args[m[1]!];
    if (t instanceof Tensor) return { value: read(t, m), kind };
    if (t === null && kind.endsWith('?')) return { value: null, kind };
  }
  return undefined;
}
