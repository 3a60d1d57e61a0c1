/**
 * torch.onnx.export's back end: a recorded trace (trace.ts) as an ONNX model. Each recorded op becomes the ONNX
 * operators that compute it; the tensors the trace uses by reference (parameters, constants, Python numbers) become
 * initializers. The bytes are encoded by onnx-proto (ONNX's own schema compiled by protobuf.js), so every field
 * number and wire type comes from the standard.
 */
import onnxProto from 'onnx-proto';
import { DTYPES, type DType } from '../dtype.ts';
import { runtimeError } from '../errors.ts';
import { PyScalar, type Bound, type BoundArgs } from '../ops/schema.ts';
import { Tensor } from '../tensor.ts';
import type { Trace } from '../trace.ts';

const { onnx } = onnxProto;

export interface ExportOptions {
  readonly inputNames: readonly string[];
  readonly outputNames: readonly string[];
  /** Per input or output name, its dynamic axes: axis -> symbolic name. */
  readonly dynamicAxes: Readonly<Record<string, Readonly<Record<number, string>>>>;
  readonly opset: number;
  /** Names of the tensors the trace uses by reference (a module's parameters by their state_dict key). */
  readonly names: ReadonlyMap<Tensor, string>;
  readonly producer: string;
}

const ELEM: Partial<Record<DType['name'], number>> = {
  float32: onnx.TensorProto.DataType.FLOAT, float64: onnx.TensorProto.DataType.DOUBLE,
  int64: onnx.TensorProto.DataType.INT64, int32: onnx.TensorProto.DataType.INT32,
  bool: onnx.TensorProto.DataType.BOOL,
};

const num = (v: Bound): number => (v instanceof PyScalar ? v.value : Number(v));
const ints = (v: Bound): number[] => (Array.isArray(v) ? (v as readonly number[]).map((x) => num(x as Bound)) : [num(v)]);
const pair = (v: Bound): number[] => { const a = ints(v); return a.length === 1 ? [a[0]!, a[0]!] : a; };

/** An attribute value: an int, ints, a string, or a float (written `{ f: x }`, since 1.0 is an integer in JS). */
type Attr = number | number[] | string | { readonly f: number };
const float = (f: number) => ({ f });

class GraphBuilder {
  readonly nodes: onnxProto.onnx.INodeProto[] = [];
  readonly initializers: onnxProto.onnx.ITensorProto[] = [];
  private readonly names = new Map<Tensor, string>();
  private counter = 0;

  private readonly given: ReadonlyMap<Tensor, string>;
  readonly opset: number;

  constructor(given: ReadonlyMap<Tensor, string>, opset: number) {
    this.given = given;
    this.opset = opset;
  }

  /** A tensor's value name: an input's or output's, a named parameter's, else a fresh initializer or temporary. */
  name(t: Tensor): string {
    let n = this.names.get(t);
    if (n === undefined) {
      n = this.given.get(t) ?? (t.wrappedNumber ? `/Constant_${this.counter++}` : `onnx::Constant_${this.counter++}`);
      this.names.set(t, n);
      this.initializers.push(tensorProto(n, t));
    }
    return n;
  }

  bind(t: Tensor, name: string): void {
    this.names.set(t, name);
  }

  /** An int64 constant (shapes, axes) as an initializer. */
  ints(values: readonly number[]): string {
    const n = `/Constant_${this.counter++}`;
    this.initializers.push(onnx.TensorProto.create({
      name: n, dims: [values.length], dataType: onnx.TensorProto.DataType.INT64,
      rawData: new Uint8Array(BigInt64Array.from(values, (v) => BigInt(v)).buffer),
    }));
    return n;
  }

  /** A float32 constant (an op's scalar factor). */
  scalar(value: number): string {
    const n = `/Constant_${this.counter++}`;
    this.initializers.push(onnx.TensorProto.create({
      name: n, dims: [], dataType: onnx.TensorProto.DataType.FLOAT,
      rawData: new Uint8Array(Float32Array.of(value).buffer),
    }));
    return n;
  }

  /** An operand's value name; a Python number beside a tensor of another dtype is written in that tensor's dtype,
   * as PyTorch's exporter casts scalars to the type the op computes in (ONNX ops take one type). */
  operand(t: Tensor, other: Tensor): string {
    // (a float number beside an integer tensor promotes the op to float, which a constant cast cannot express)
    if (!t.wrappedNumber || other.wrappedNumber || t.dtype === other.dtype
      || (t.dtype.category === 'float' && other.dtype.category !== 'float')) return this.name(t);
    const n = `/Constant_${this.counter++}`;
    const value = Number(t.dtype.load(t.storage.data, t.offsets()[0]!));
    const elem = ELEM[other.dtype.name];
    if (elem === undefined) throw runtimeError(`ONNX export: tensors of dtype ${other.dtype.name} are not supported`);
    const raw = other.dtype === DTYPES.int64 ? new BigInt64Array([BigInt(Math.trunc(value))])
      : other.dtype === DTYPES.float64 ? Float64Array.of(value)
        : other.dtype === DTYPES.int32 ? Int32Array.of(value)
          : other.dtype === DTYPES.bool ? Uint8Array.of(value ? 1 : 0) : Float32Array.of(value);
    this.initializers.push(onnx.TensorProto.create({ name: n, dims: [], dataType: elem, rawData: new Uint8Array(raw.buffer) }));
    return n;
  }

  node(op: string, inputs: readonly string[], attrs: Readonly<Record<string, Attr>> = {}, outputs?: readonly string[]): string[] {
    const outs = outputs ? [...outputs] : [`/${op}_${this.counter++}_output_0`];
    this.nodes.push(onnx.NodeProto.create({
      opType: op, name: `/${op}_${this.counter++}`, input: [...inputs], output: outs,
      attribute: Object.entries(attrs).map(([name, v]) => attribute(name, v)),
    }));
    return outs;
  }
}

function attribute(name: string, v: Attr): onnxProto.onnx.IAttributeProto {
  const T = onnx.AttributeProto.AttributeType;
  if (typeof v === 'string') return { name, s: new TextEncoder().encode(v), type: T.STRING };
  if (Array.isArray(v)) return { name, ints: v, type: T.INTS };
  if (typeof v === 'object') return { name, f: v.f, type: T.FLOAT };
  return { name, i: v, type: T.INT };
}

function tensorProto(name: string, t: Tensor): onnxProto.onnx.ITensorProto {
  const elem = ELEM[t.dtype.name];
  if (elem === undefined) throw runtimeError(`ONNX export: tensors of dtype ${t.dtype.name} are not supported`);
  const offsets = t.offsets();
  const data = t.storage.data;
  const raw = t.dtype === DTYPES.int64
    ? new Uint8Array(BigInt64Array.from(offsets, (o) => (data as BigInt64Array)[o]!).buffer)
    : t.dtype === DTYPES.float64
      ? new Uint8Array(Float64Array.from(offsets, (o) => t.dtype.load(data, o)).buffer)
      : new Uint8Array(Float32Array.from(offsets, (o) => t.dtype.load(data, o)).buffer);
  return onnx.TensorProto.create({ name, dims: [...t.shape], dataType: elem, rawData: raw });
}

/** The ONNX nodes of one recorded op, reading its inputs' value names; returns its outputs' names. */
type Converter = (g: GraphBuilder, args: BoundArgs, outputs: readonly Tensor[]) => string[];

const tensor = (args: BoundArgs, name: string) => args[name] as Tensor;
const unary = (op: string): Converter => (g, a) => g.node(op, [g.name(tensor(a, 'self'))]);
const binary = (op: string): Converter => (g, a) => {
  const self = tensor(a, 'self'), other = tensor(a, 'other');
  let rhs = g.operand(other, self);
  const alpha = a['alpha'] === undefined ? 1 : num(a['alpha']!);
  if (alpha !== 1) rhs = g.node('Mul', [rhs, g.scalar(alpha)])[0]!;
  return g.node(op, [g.operand(self, other), rhs]);
};

const CONVERTERS: Record<string, Converter> = {
  add: binary('Add'), sub: binary('Sub'), mul: binary('Mul'), div: binary('Div'),
  relu: unary('Relu'), sigmoid: unary('Sigmoid'), tanh: unary('Tanh'), exp: unary('Exp'), neg: unary('Neg'),
  log: unary('Log'), sqrt: unary('Sqrt'), abs: unary('Abs'),
  leaky_relu: (g, a) => g.node('LeakyRelu', [g.name(tensor(a, 'self'))], { alpha: float(num(a['negative_slope']!)) }),
  gelu(g, a) {
    const x = g.name(tensor(a, 'self')), approximate = String(a['approximate'] ?? 'none');
    if (g.opset >= 20) return g.node('Gelu', [x], { approximate });
    // before opset 20 there is no Gelu: PyTorch's exporter writes out its formula
    const mul = (l: string, r: string) => g.node('Mul', [l, r])[0]!;
    if (approximate === 'tanh') {
      const cube = mul(x, mul(x, x));
      const inner = mul(g.scalar(Math.sqrt(2 / Math.PI)), g.node('Add', [x, mul(g.scalar(0.044715), cube)])[0]!);
      return [mul(g.scalar(0.5), mul(x, g.node('Add', [g.scalar(1), g.node('Tanh', [inner])[0]!])[0]!))];
    }
    const erf = g.node('Erf', [g.node('Div', [x, g.scalar(Math.SQRT2)])[0]!])[0]!;
    return [mul(mul(x, g.node('Add', [erf, g.scalar(1)])[0]!), g.scalar(0.5))];
  },
  clone: unary('Identity'), contiguous: unary('Identity'),
  matmul: (g, a) => g.node('MatMul', [g.name(tensor(a, 'self')), g.name(tensor(a, 'other'))]),
  mm: (g, a) => g.node('MatMul', [g.name(tensor(a, 'self')), g.name(tensor(a, 'mat2'))]),
  bmm: (g, a) => g.node('MatMul', [g.name(tensor(a, 'self')), g.name(tensor(a, 'mat2'))]),
  addmm: (g, a) => g.node('Gemm', [g.name(tensor(a, 'mat1')), g.name(tensor(a, 'mat2')), g.name(tensor(a, 'self'))]),
  linear(g, a) {
    const x = tensor(a, 'input'), w = tensor(a, 'weight'), b = a['bias'] as Tensor | null;
    if (x.ndim === 2) {
      return g.node('Gemm', [g.name(x), g.name(w), ...(b ? [g.name(b)] : [])], { alpha: float(1), beta: float(1), transB: 1 });
    }
    const wt = g.node('Transpose', [g.name(w)], { perm: [1, 0] })[0]!;
    const y = g.node('MatMul', [g.name(x), wt]);
    return b ? g.node('Add', [y[0]!, g.name(b)]) : y;
  },
  softmax: (g, a) => g.node('Softmax', [g.name(tensor(a, 'self'))], { axis: num(a['dim']!) }),
  log_softmax: (g, a) => g.node('LogSoftmax', [g.name(tensor(a, 'self'))], { axis: num(a['dim']!) }),
  view: (g, a, outs) => g.node('Reshape', [g.name(tensor(a, 'self')), g.ints(keepBatch(tensor(a, 'self'), outs[0]!))]),
  reshape: (g, a, outs) => g.node('Reshape', [g.name(tensor(a, 'self')), g.ints(keepBatch(tensor(a, 'self'), outs[0]!))]),
  _unsafe_view: (g, a, outs) => g.node('Reshape', [g.name(tensor(a, 'self')), g.ints(keepBatch(tensor(a, 'self'), outs[0]!))]),
  flatten(g, a) {
    const self = tensor(a, 'self');
    const start = (num(a['start_dim']!) + self.ndim) % Math.max(self.ndim, 1);
    const end = (num(a['end_dim']!) + self.ndim) % Math.max(self.ndim, 1);
    if (end !== self.ndim - 1) throw runtimeError('ONNX export: flatten must run to the last dimension');
    return g.node('Flatten', [g.name(self)], { axis: start });
  },
  transpose(g, a) {
    const self = tensor(a, 'self');
    const perm = Array.from({ length: self.ndim }, (_, i) => i);
    const d0 = (num(a['dim0']!) + self.ndim) % self.ndim, d1 = (num(a['dim1']!) + self.ndim) % self.ndim;
    [perm[d0], perm[d1]] = [perm[d1]!, perm[d0]!];
    return g.node('Transpose', [g.name(self)], { perm });
  },
  t: (g, a) => g.node('Transpose', [g.name(tensor(a, 'self'))], { perm: [1, 0] }),
  permute: (g, a) => g.node('Transpose', [g.name(tensor(a, 'self'))], {
    perm: ints(a['dims']!).map((d) => (d + tensor(a, 'self').ndim) % tensor(a, 'self').ndim),
  }),
  unsqueeze: (g, a) => g.node('Unsqueeze', [g.name(tensor(a, 'self')), g.ints([num(a['dim']!)])]),
  // channel blocks to pixels in pixel_shuffle's (column, row, depth) order
  pixel_shuffle: (g, a) => g.node('DepthToSpace', [g.name(tensor(a, 'self'))],
    { blocksize: num(a['upscale_factor']!), mode: 'CRD' }),
  // a lookup of the weight's rows: ONNX Gather along axis 0 gives indices' shape + the row shape, as embedding does
  embedding: (g, a) => g.node('Gather', [g.name(tensor(a, 'weight')), g.name(tensor(a, 'indices'))], { axis: 0 }),
  cat: (g, a) => g.node('Concat', (a['tensors'] as Tensor[]).map((t) => g.name(t)), { axis: num(a['dim']!) }),
  mean: (g, a) => g.node('ReduceMean', [g.name(tensor(a, 'self'))],
    { axes: ints(a['dim']!), keepdims: a['keepdim'] ? 1 : 0 }),
  sum: (g, a) => g.node('ReduceSum', [g.name(tensor(a, 'self')), g.ints(ints(a['dim']!))], { keepdims: a['keepdim'] ? 1 : 0 }),
  conv2d(g, a) {
    const x = tensor(a, 'input'), w = tensor(a, 'weight'), b = a['bias'] as Tensor | null;
    const pad = pair(a['padding']!);
    return g.node('Conv', [g.name(x), g.name(w), ...(b ? [g.name(b)] : [])], {
      kernel_shape: w.shape.slice(2) as number[], strides: pair(a['stride']!), pads: [...pad, ...pad],
      dilations: pair(a['dilation']!), group: num(a['groups']!),
    });
  },
  max_pool2d_with_indices(g, a) {
    const kernel = pair(a['kernel_size']!), stride = ints(a['stride']!).length ? pair(a['stride']!) : kernel;
    const pad = pair(a['padding']!);
    return g.node('MaxPool', [g.name(tensor(a, 'self'))], {
      kernel_shape: kernel, strides: stride, pads: [...pad, ...pad], dilations: pair(a['dilation']!),
      ceil_mode: a['ceil_mode'] ? 1 : 0,
    });
  },
  avg_pool2d(g, a) {
    const kernel = pair(a['kernel_size']!), stride = ints(a['stride']!).length ? pair(a['stride']!) : kernel;
    const pad = pair(a['padding']!);
    return g.node('AveragePool', [g.name(tensor(a, 'self'))], {
      kernel_shape: kernel, strides: stride, pads: [...pad, ...pad], ceil_mode: a['ceil_mode'] ? 1 : 0,
      count_include_pad: a['count_include_pad'] ? 1 : 0,
    });
  },
  adaptive_avg_pool2d(g, a) {
    if (ints(a['output_size']!).some((s) => s !== 1)) {
      throw runtimeError('ONNX export: adaptive_avg_pool2d is exported for output size 1 only');
    }
    return g.node('GlobalAveragePool', [g.name(tensor(a, 'self'))]);
  },
  batch_norm(g, a) {
    if (a['training']) throw runtimeError('ONNX export: batch_norm in training mode; call model.eval() first');
    return g.node('BatchNormalization', ['input', 'weight', 'bias', 'running_mean', 'running_var']
      .map((k) => g.name(tensor(a, k))), { epsilon: float(num(a['eps']!)) });
  },
  layer_norm: (g, a) => g.node('LayerNormalization', ['input', 'weight', 'bias'].map((k) => g.name(tensor(a, k))),
    { axis: -ints(a['normalized_shape']!).length, epsilon: float(num(a['eps']!)) }),
};

/** A reshape's target with dim 0 copied from the input when it is the batch dimension (kept dynamic). */
function keepBatch(input: Tensor, out: Tensor): number[] {
  const shape = [...out.shape];
  if (shape.length > 0 && input.ndim > 0 && shape[0] === input.shape[0]) shape[0] = 0;
  return shape;
}

export function exportOnnx(trace: Trace, options: ExportOptions): Uint8Array {
  const named = new Map(options.names);
  trace.inputs.forEach((t, i) => named.set(t, options.inputNames[i] ?? `input.${i + 1}`));
  const g = new GraphBuilder(named, options.opset);
  trace.inputs.forEach((t, i) => g.bind(t, options.inputNames[i] ?? `input.${i + 1}`));
  const outputName = (i: number) => options.outputNames[i] ?? `${trace.steps.length + i}`;
  const finalOutputs = new Map(trace.outputs.map((t, i) => [t, outputName(i)]));
  for (const step of trace.steps) {
    const convert = CONVERTERS[step.op.schema.name];
    if (!convert) {
      throw runtimeError(`Exporting the operator 'aten::${step.op.schema.name}' to ONNX opset version ` +
        `${options.opset} is not supported.`);
    }
    const outs = convert(g, step.args, step.outputs);
    step.outputs.forEach((t, i) => { if (outs[i]) g.bind(t, outs[i]!); });
  }
  // outputs get their given names through an Identity when a node wrote them under another
  trace.outputs.forEach((t) => {
    g.node('Identity', [g.name(t)], {}, [finalOutputs.get(t)!]);
  });
  const valueInfo = (name: string, t: Tensor) => onnx.ValueInfoProto.create({
    name,
    type: {
      tensorType: {
        elemType: ELEM[t.dtype.name] ?? onnx.TensorProto.DataType.FLOAT,
        shape: {
          dim: t.shape.map((d, axis) => {
            const symbolic = options.dynamicAxes[name]?.[axis];
            return symbolic === undefined ? { dimValue: d } : { dimParam: symbolic };
          }),
        },
      },
    },
  });
  const graph = onnx.GraphProto.create({
    name: 'main_graph',
    node: g.nodes,
    initializer: g.initializers,
    input: trace.inputs.map((t, i) => valueInfo(options.inputNames[i] ?? `input.${i + 1}`, t)),
    output: trace.outputs.map((t, i) => valueInfo(outputName(i), t)),
  });
  const model = onnx.ModelProto.create({
    irVersion: 8,
    producerName: 'pytorch',
    producerVersion: options.producer,
    opsetImport: [{ domain: '', version: options.opset }],
    graph,
  });
  // protobuf.js hands out a Node Buffer in Node; the bridge passes plain Uint8Arrays
  return new Uint8Array(onnx.ModelProto.encode(model).finish());
}
