/**
 * Op schemas in PyTorch's own notation (native_functions.yaml), e.g.
 *   "sum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"
 * One string gives the Python signature (positional and keyword-only arguments, defaults), the argument
 * conversions, and the return kind the Python layer wraps.
 */
import { cudaOrdinal, parseDevice, type Device } from '../device.ts';
import { DTYPES, FLOAT32_ROUNDED, toInt64, type DType } from '../dtype.ts';
import { int64ToFloat32 } from '../numerics/int64.ts';
import { runtimeError, typeError } from '../errors.ts';
import { Generator } from '../random.ts';
import { release, retain } from '../memory/ownership.ts';
import { allocateHeapStorage } from '../memory/storage.ts';
import { inferenceMode, Tensor } from '../tensor.ts';

/**
 * A Python number as it arrived from Python: its value and whether it was a float, an int or a bool. An int past a
 * double's 2^53 keeps its exact value too (`exact`), which `value` only approximates.
 */
export class PyScalar {
  readonly value: number;
  readonly kind: 'float' | 'int' | 'bool';
  readonly exact: bigint | undefined;
  constructor(value: number | bigint, kind: 'float' | 'int' | 'bool') {
    this.value = Number(value);
    this.kind = kind;
    this.exact = typeof value === 'bigint' && !Number.isSafeInteger(this.value) ? value : undefined;
  }

  /** The value as an int64 holds it: exact for an int, truncated for a float (a non-finite float gives INT64_MIN). */
  get int64(): bigint {
    return this.exact ?? toInt64(this.value);
  }

  /**
   * The value where `dtype` computes it: exact (a bigint) for int64 and a Python int past 2^53, else a number (such an
   * int rounded once for the float32-based dtypes, as C++ converts an int64).
   */
  valueIn(dtype: DType): number | bigint {
    if (this.exact === undefined) return this.value;
    if (dtype.name === 'int64') return this.exact;
    return FLOAT32_ROUNDED.has(dtype.name) ? int64ToFloat32(this.exact) : this.value;
  }
}

export type Value = Tensor | PyScalar | DType | Generator | string | null | PyList | PyObject | readonly Value[];

/** A Python object no parameter takes (a numpy array, a dict), passed by its type's name for the binder's error. */
export class PyObject {
  readonly typeName: string;
  constructor(typeName: string) {
    this.typeName = typeName;
  }
}

/**
 * A Python list or tuple that is not all integers, as the binding passes it: its type's name ("list", "tuple") and
 * each element as an int, a bool or the name of its type, which is all PyTorch's int-list errors say of it.
 */
export class PyList {
  readonly typeName: string;
  readonly items: readonly (number | boolean | string)[];
  constructor(typeName: string, items: readonly (number | boolean | string)[]) {
    this.typeName = typeName;
    this.items = items;
  }
}

export interface Param {
  readonly name: string;
  /** The name Python sees: `input` for the self of a function call, as PyTorch's signatures spell it. */
  readonly pyName: string;
  /** The keywords that pass it: pyName, then the numpy spellings PyTorch's argument parser accepts for it. */
  readonly keywords: readonly string[];
  readonly type: string; // base type without '?', e.g. "Tensor", "int[]", "Scalar"
  /** A list's declared length (`int[2]`: one int given stands for two), or null. */
  readonly size: number | null;
  readonly optional: boolean;
  readonly keywordOnly: boolean;
  readonly hasDefault: boolean;
  readonly default: Bound;
}

export interface Schema {
  readonly name: string;
  readonly params: readonly Param[];
  readonly returns: string;
  /** How many arguments may come positionally (those before `*`). */
  readonly positionalCount: number;
  /**
   * Where trailing ints gather into the lone list argument (`x.view(2, 3)` for `x.view((2, 3))`), or -1: the
   * position of the only defaultless int[] parameter when it is the first one after self.
   */
  readonly varargsAt: number;
  /**
   * Whether its Tensor parameters take Python numbers on their own (`torch.add(2, 3)`): PyTorch's parser allows that
   * only for these few ops. Elsewhere a number stands for a tensor only beside a tensor, where PyTorch has a Scalar
   * overload that this one schema folds in (`torch.pow(2, x)`, `x.pow(2)`); `torch.exp(3.0)` is refused.
   */
  readonly numbersAsTensors: boolean;
  /**
   * Whether a number may stand for a tensor beside a tensor: an op with several Tensor parameters, unless PyTorch
   * gives it no Scalar overload (TENSORS_ONLY).
   */
  readonly numbersBesideTensors: boolean;
  /** The bound record from values in parameter order (see recordMaker). */
  readonly record: (values: readonly Bound[]) => BoundArgs;
}

/** Arguments after binding: tensors, plain numbers, booleans, number lists, dtypes, strings or null. */
export type Bound = Tensor | PyScalar | Generator | number | bigint | boolean | string | DType | Device | null |
  readonly number[] | readonly (Tensor | null)[];
export type BoundArgs = Readonly<Record<string, Bound>>;

/** python_arg_parser.cpp's should_allow_numbers_as_tensors, by op name (in-place spellings included). */
const NUMBERS_AS_TENSORS: ReadonlySet<string> = new Set([
  'add', 'add_', 'div', 'div_', 'divide', 'divide_', 'mul', 'mul_', 'multiply', 'multiply_', 'sub', 'sub_', 'subtract',
  'subtract_', 'true_divide', 'true_divide_', 'to', '_to_copy', 'copy_', 'copy', 'floor_divide', 'floor_divide_', '_conj',
]);

/** Ops with several Tensor parameters and no Scalar overload: `torch.maximum(x, 2)` is refused, as in PyTorch. */
const TENSORS_ONLY: ReadonlySet<string> = new Set([
  'maximum', 'minimum', 'fmax', 'fmin', 'atan2', 'atan2_', 'hypot', 'hypot_', 'nextafter', 'nextafter_', 'heaviside',
  'heaviside_', 'logaddexp', 'logaddexp2', 'logical_and', 'logical_and_', 'logical_or', 'logical_or_', 'logical_xor',
  'logical_xor_', 'igamma', 'igamma_', 'igammac', 'igammac_',
]);

/**
 * Ops whose int arguments arrive exact: a Python int past a double's 2^53 as a BigInt (the random_ family's bounds,
 * which reach over all of int64). Elsewhere an int argument is a number.
 */
const EXACT_INTS: ReadonlySet<string> = new Set(['randint', 'random_from_to_']);

/** numpy's keyword spellings PyTorch's argument parser accepts for its own (python_arg_parser.cpp). */
const NUMPY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  dim: ['axis'], keepdim: ['keepdims'], input: ['x', 'a', 'x1'], other: ['x2'],
};

export function parseSchema(text: string): Schema {
  const m = /^(\w+)\((.*)\)\s*->\s*(.+)$/.exec(text.trim());
  if (!m) throw new Error(`bad schema: ${text}`);
  const [, name, body, returns] = m as unknown as [string, string, string, string];
  const params: Param[] = [];
  let keywordOnly = false;
  for (const part of body.split(',').map((s) => s.trim()).filter(Boolean)) {
    if (part === '*') { keywordOnly = true; continue; }
    const pm = /^(\S+)\s+(\w+)(?:=(.+))?$/.exec(part);
    if (!pm) throw new Error(`bad schema argument "${part}" in ${text}`);
    const [, rawType, pname, def] = pm as unknown as [string, string, string, string | undefined];
    const optional = rawType.endsWith('?');
    const type = rawType.replace(/\?$/, '').replace(/\[\d+\]$/, '[]');
    const size = /\[(\d+)\]\??$/.exec(rawType);
    const pyName = pname === 'self' ? 'input' : pname;
    params.push({
      name: pname, pyName, keywords: [pyName, ...(NUMPY_ALIASES[pyName] ?? [])], type, size: size ? Number(size[1]) : null,
      optional, keywordOnly,
      hasDefault: def !== undefined,
      default: def === undefined ? null : parseDefault(def, type),
    });
  }
  const positional = params.filter((p) => !p.keywordOnly);
  const lists = positional.filter((p) => p.type === 'int[]' && !p.hasDefault);
  const first = positional.findIndex((p) => p.name !== 'self');
  // as PyTorch's parser, only a list that is the one positional argument besides self takes the varargs form
  const varargsAt = lists.length === 1 && positional[first] === lists[0] && positional.length === first + 1 ? first : -1;
  return {
    name: name!, params, returns: returns.trim(), positionalCount: positional.length, varargsAt,
    numbersAsTensors: NUMBERS_AS_TENSORS.has(name!),
    numbersBesideTensors: params.filter((p) => p.type === 'Tensor').length > 1 && !TENSORS_ONLY.has(name!),
    record: recordMaker(params),
  };
}

/**
 * A function building an op's bound record as one object literal, so every call of the op yields objects of one
 * shape, which V8 creates and reads fastest (names are identifiers, checked by parseSchema's pattern).
 */
function recordMaker(params: readonly Param[]): (values: readonly Bound[]) => BoundArgs {
  const fields = params.map((p, i) => `${JSON.stringify(p.name)}: v[${i}]`).join(', ');
  return new Function('v', `return { ${fields} };`) as (values: readonly Bound[]) => BoundArgs;
}

function parseDefault(text: string, type: string): Bound {
  if (text === 'None') return null;
  if (text === 'True') return true;
  if (text === 'False') return false;
  if (text.startsWith('[')) return text.slice(1, -1).split(',').filter((s) => s.trim()).map(Number);
  if (/^-?[\d.e+-]+$/.test(text)) {
    if (type !== 'Scalar') return Number(text);
    return new PyScalar(Number(text), /^-?\d+$/.test(text) ? 'int' : 'float');
  }
  if (text.startsWith('"')) return text.slice(1, -1);
  throw new Error(`bad schema default ${text}`);
}

const describe = (v: Value): string => {
  if (v instanceof Tensor) return 'Tensor';
  if (v instanceof PyScalar) return v.kind;
  if (v === null) return 'NoneType';
  if (typeof v === 'string') return 'str';
  if (Array.isArray(v)) return 'list';
  if (v instanceof PyList || v instanceof PyObject) return v.typeName;
  if (v instanceof Generator) return 'torch._C.Generator';
  return 'torch.dtype';
};

const TYPE_WORDS: Record<string, string> = {
  'Tensor': 'Tensor', 'Scalar': 'Number', 'int': 'int', 'float': 'float', 'bool': 'bool',
  'int[]': 'tuple of ints', 'Tensor[]': 'tuple of Tensors', 'ScalarType': 'torch.dtype', 'str': 'str',
  'Device': 'torch.device', 'MemoryFormat': 'torch.memory_format', 'Layout': 'torch.layout',
};

const MEMORY_FORMATS: ReadonlySet<string> = new Set(['contiguous_format', 'preserve_format', 'channels_last', 'channels_last_3d']);

/** A one-element tensor's element: a bigint for int64, exactly, else a number. */
export const elementOf = (t: Tensor): number | bigint =>
  (t.dtype.name === 'int64' ? (t.storage.data as BigInt64Array)[t.offset]! : t.dtype.load(t.storage.data, t.offset));

/** How many wrapped numbers stay made for reuse. */
const WRAPPED_KEPT = 64;
/** Recently wrapped numbers by kind and value, so that a loop's `x * 2` does not allocate a tensor for its 2 per op. */
const wrapped = new Map<string, Tensor>();

/** A Python number taking part in a tensor op becomes a 0-d "wrapped number" tensor. */
export function wrapScalar(s: PyScalar): Tensor {
  const key = `${s.kind}${s.exact ?? (Object.is(s.value, -0) ? '-0' : s.value)}`;
  const kept = wrapped.get(key);
  // an op that hands its input back (or a view of it) lets a program hold a kept number, and write into it; one made
  // in inference mode is an inference tensor, which autograd may not save once that mode is left
  if (kept && kept.owners === 0 && kept.storage.version === 0 && (!kept.inference || inferenceMode.enabled)) return kept;
  const dtype = s.kind === 'float' ? DTYPES.float64 : s.kind === 'int' ? DTYPES.int64 : DTYPES.bool;
  // always in the heap: a CPU scalar may join ops on any device, as in PyTorch
  const t = new Tensor(allocateHeapStorage(dtype, 1, true), [], [], 0, true);
  if (s.exact !== undefined) (t.storage.data as BigInt64Array)[0] = s.exact;
  else dtype.store(t.storage.data, 0, s.value);
  // the cache owns what it keeps (memory/ownership.ts); an evicted number is freed once nothing else holds it
  retain(t.storage);
  if (kept) release(kept.storage);
  wrapped.delete(key);
  if (wrapped.size >= WRAPPED_KEPT) {
    const [oldest, evicted] = wrapped.entries().next().value!;
    wrapped.delete(oldest);
    release(evicted.storage);
  }
  wrapped.set(key, t);
  return t;
}

/**
 * Whether v is a tensor that PyTorch's parser takes where a float (any 0-d tensor) or an int (a 0-d integer tensor)
 * is expected: one that needs no gradient, since reading it as a number would cut the graph.
 */
function isNumberTensor(v: Value, type: 'float' | 'int'): v is Tensor {
  if (!(v instanceof Tensor) || v.shape.length !== 0 || v.requiresGrad) return false;
  return type === 'float' || v.dtype.category === 'int';
}

/** A tensor an op took as an int: its parameter, and its place in an int list (null: the parameter is an int). */
export interface IntTaken { readonly tensor: Tensor; readonly param: string; readonly index: number | null }

let intsTaken: IntTaken[] | null = null;

/**
 * While a jit trace records, the tensors ops take as ints are pushed to `list` (PyTorch's tracer records them as
 * aten::Int, so an int computed from a size stays computed in the graph); null stops it.
 */
export function noteIntsTaken(list: IntTaken[] | null): void {
  intsTaken = list;
}

function convert(schema: Schema, p: Param, v: Value, position: number | null, numbers: boolean): Bound {
  const fail = () => typeError(
    `${schema.name}(): argument '${p.pyName}'${position === null ? '' : ` (position ${position})`} must be ` +
    `${TYPE_WORDS[p.type] ?? p.type}, not ${describe(v)}`);
  if (v === null) {
    if (p.optional) return null;
    throw fail();
  }
  switch (p.type) {
    case 'Tensor':
      if (v instanceof Tensor) return v;
      if (v instanceof PyScalar && numbers) return wrapScalar(v);
      throw fail();
    case 'Scalar':
      if (v instanceof PyScalar) return v;
      // python_arg_parser takes a 0-d tensor that needs no grad for a number
      if (isNumberTensor(v, 'float')) {
        const kind = v.dtype.category === 'float' ? 'float' : v.dtype.category === 'int' ? 'int' : 'bool';
        return new PyScalar(elementOf(v), kind);
      }
      throw fail();
    case 'float':
      if (v instanceof PyScalar) return v.value;
      if (isNumberTensor(v, 'float')) return v.dtype.load(v.storage.data, v.offset);
      throw fail();
    case 'int':
      if (v instanceof PyScalar && v.kind === 'int') {
        // python_arg_parser reads an int as a C long long (THPUtils_unpackLong)
        if (v.exact !== undefined && BigInt.asIntN(64, v.exact) !== v.exact) throw runtimeError('Overflow when unpacking long');
        return EXACT_INTS.has(schema.name) ? v.exact ?? v.value : v.value;
      }
      if (isNumberTensor(v, 'int')) {
        intsTaken?.push({ tensor: v, param: p.name, index: null });
        return v.dtype.load(v.storage.data, v.offset);
      }
      throw fail();
    case 'bool':
      if (v instanceof PyScalar && v.kind === 'bool') return v.value !== 0;
      throw fail();
    case 'int[]': {
      if (v instanceof PyScalar && v.kind === 'int') return [v.value];
      // python_arg_parser takes one integer tensor of one element as a whole list given in the varargs form, and
      // (current PyTorch) as the one int a sized list (`int[1] dim`) takes
      if (v instanceof Tensor && v.numel === 1 && (v.dtype.category === 'int' || v.dtype.category === 'bool' &&
        p.size !== null) && (schema.params[schema.varargsAt] === p || p.size !== null)) {
        intsTaken?.push({ tensor: v, param: p.name, index: 0 });
        return [v.dtype.load(v.storage.data, v.offset)];
      }
      const items = Array.isArray(v) ? v as readonly Value[] : v instanceof PyList ? v.items : null;
      if (items === null) throw fail();
      const ints: number[] = [];
      for (let k = 0; k < items.length; k++) {
        const x = items[k]!;
        const int = typeof x === 'number' ? x : intElement(x as Value | boolean, k === 0);
        if (int !== null) {
          if (x instanceof Tensor) intsTaken?.push({ tensor: x, param: p.name, index: k });
          ints.push(int);
          continue;
        }
        // python_arg_parser.cpp: a signature is matched on the first element alone, the rest fail as they unpack
        const type = typeof x === 'boolean' ? 'bool' : typeof x === 'string' && v instanceof PyList ? x : describe(x as Value);
        if (k > 0) {
          throw typeError(`${schema.name}(): argument '${p.pyName}' failed to unpack the object at pos ${k + 1} with ` +
            `error "type must be tuple of ints,but got ${type}"`);
        }
        if (position === null) throw fail();
        throw typeError(`${schema.name}(): argument '${p.pyName}' (position ${position}) must be tuple of ints, but ` +
          `found element of type ${type} at pos 0`);
      }
      return ints;
    }
    case 'Tensor[]':
      if (Array.isArray(v) && v.every((x) => x instanceof Tensor)) return v as Tensor[];
      throw fail();
    case 'Tensor?[]':
      if (Array.isArray(v) && v.every((x) => x === null || x instanceof Tensor)) return v as Tensor[];
      throw fail();
    case 'ScalarType':
      if (typeof v === 'object' && 'category' in v) return v as DType;
      throw fail();
    case 'str':
      if (typeof v === 'string') return v;
      throw fail();
    case 'MemoryFormat':
      // Python passes a torch.memory_format as its name
      if (typeof v === 'string' && MEMORY_FORMATS.has(v)) return v;
      throw fail();
    case 'Generator':
      if (v instanceof Generator) return v;
      throw fail();
    case 'Layout':
      // Python passes a torch.layout as its name; every tensor here is strided
      if (v === 'strided') return v;
      if (typeof v === 'string') throw runtimeError(`torch.${v} tensors are not supported here: only torch.strided`);
      throw fail();
    case 'Device':
      // Python passes a torch.device as its string form; a bare int is a CUDA ordinal
      if (typeof v === 'string') return parseDevice(v);
      if (v instanceof PyScalar && v.kind === 'int') return cudaOrdinal(v.value);
      throw fail();
    default:
      throw new Error(`schema type ${p.type} has no conversion`);
  }
}

/**
 * An element of an int list as PyTorch's parser takes it, or null: an int, or a one-element integer tensor, or a
 * bool except as the first element (the one a signature is matched on: THPUtils_checkIndex refuses bools).
 */
function intElement(x: Value | boolean, first: boolean): number | null {
  if (typeof x === 'boolean') return first ? null : Number(x);
  if (x instanceof PyScalar) return x.kind === 'float' || (first && x.kind === 'bool') ? null : x.value;
  if (x instanceof Tensor && x.numel === 1 && x.dtype.category !== 'float') return x.dtype.load(x.storage.data, x.offset);
  return null;
}

/**
 * PyTorch's message for too many positional arguments. A method's signature has no self, so its counts (as its
 * argument positions) leave self out.
 */
function extraArgs(schema: Schema, given: number, method: boolean): Error {
  const skip = method ? 1 : 0;
  const most = schema.positionalCount - skip;
  const least = schema.params.filter((p) => !p.hasDefault).length - skip;
  const n = given - skip;
  if (least !== most) {
    return typeError(`${schema.name}() takes from ${least} to ${most} positional arguments but ${n} were given`);
  }
  return typeError(
    `${schema.name}() takes ${most} positional argument${most === 1 ? '' : 's'} but ${n} ${n === 1 ? 'was' : 'were'} given`);
}

/**
 * A method with no arguments besides self is a plain C method of PyTorch's TensorBase type, so Python itself
 * refuses arguments to it, in its own words.
 */
function noArguments(schema: Schema, given: number, kwargs: Readonly<Record<string, Value>>): void {
  for (const _ in kwargs) throw typeError(`TensorBase.${schema.name}() takes no keyword arguments`);
  if (given > 0) throw typeError(`TensorBase.${schema.name}() takes no arguments (${given} given)`);
}

/** Whether a call passes any tensor, positionally or by keyword. */
function holdsTensor(args: readonly Value[], kwargs: Readonly<Record<string, Value>>): boolean {
  for (const a of args) if (a instanceof Tensor) return true;
  for (const k in kwargs) if (kwargs[k] instanceof Tensor) return true;
  return false;
}

/**
 * Binds positional and keyword arguments to a schema as PyTorch's Python argument parser does, including the
 * varargs form of a lone list argument (`x.view(2, 3)` as well as `x.view((2, 3))`). `method` says that args[0] is
 * the self of a Tensor method call. Runs on every op call, so it walks the parameters once and allocates only the
 * bound record.
 */
export function bind(
  schema: Schema, args: readonly Value[], kwargs: Readonly<Record<string, Value>>, method = false,
): BoundArgs {
  if (method && schema.params.length === 1) noArguments(schema, args.length - 1, kwargs);
  let given = args;
  // as python_arg_parser.cpp: only a signature whose one positional parameter is an int list takes it as varargs
  // (a method's self is none of its parameters; a function's is), and only when the first of them is an int
  const at = method || schema.params[0]?.name !== 'self' ? schema.varargsAt : -1;
  if (at >= 0 && given.length > at + 1) {
    if (intElement(given[at]!, true) === null) convert(schema, schema.params[at]!, given[at]!, method ? at : at + 1, false);
    given = [...given.slice(0, at), given.slice(at)];
  }
  if (given.length > schema.positionalCount) throw extraArgs(schema, given.length, method);
  const params = schema.params;
  const numbers = schema.numbersAsTensors || (schema.numbersBesideTensors && holdsTensor(given, kwargs));
  let named = 0;
  for (const _ in kwargs) named++;
  let used = 0;
  const values = new Array<Bound>(params.length);
  for (let i = 0; i < params.length; i++) {
    const p = params[i]!;
    const fromPos = !p.keywordOnly && i < given.length;
    // a method's self is no parameter of its signature, so no keyword passes it
    const keyword = named === 0 || (method && i === 0) ? undefined : p.keywords.find((k) => k in kwargs);
    if (keyword !== undefined) used++;
    if (fromPos && keyword !== undefined) {
      throw typeError(`${schema.name}() got multiple values for argument '${p.pyName}'`);
    }
    if (fromPos) values[i] = convert(schema, p, given[i]!, method ? i : i + 1, numbers);
    else if (keyword !== undefined) values[i] = convert(schema, p, kwargs[keyword]!, null, numbers);
    else if (p.hasDefault) values[i] = p.default;
    else throw typeError(`${schema.name}() missing 1 required positional arguments: "${p.pyName}"`);
  }
  if (used < named) {
    // a keyword no parameter took: unknown, or a second spelling of one already passed (dim= with axis=)
    const taken = new Set(params.map((p) => p.keywords.find((k) => k in kwargs)));
    const extra = Object.keys(kwargs).find((k) => !taken.has(k))!;
    throw typeError(`${schema.name}() got an unexpected keyword argument '${extra}'`);
  }
  return schema.record(values);
}
