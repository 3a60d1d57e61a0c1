/**
 * ONNX models for onnxruntime-web, built in code: one float32 graph around a single operator. The encoding is
 * onnx-proto's (ONNX's own schema compiled by protobuf.js), so every field number and wire type comes from the
 * standard rather than from us.
 */
import onnxProto from 'onnx-proto';

const { onnx } = onnxProto;

/** The opset our models declare: ReduceSum takes its axes as an input and Softmax works on one axis from 13 on. */
export const OPSET = 13;

export interface SingleOpModel {
  /** The ONNX operator, e.g. "MatMul", "Add", "ReduceSum". */
  readonly op: string;
  /** Shapes of the float32 inputs, named x0, x1, ... in order. */
  readonly inputs: readonly (readonly number[])[];
  /** Integer attributes, e.g. { axis: -1 } or { keepdims: 0 }. */
  readonly attributes?: Readonly<Record<string, number>>;
}

const floatTensor = (shape?: readonly number[]) => ({
  tensorType: {
    elemType: onnx.TensorProto.DataType.FLOAT,
    shape: shape && { dim: shape.map((d) => ({ dimValue: d })) },
  },
});

/** A serialized ModelProto computing y = op(x0, x1, ...); y's shape is left for the runtime to infer. */
export function singleOpModel(spec: SingleOpModel): Uint8Array {
  const names = spec.inputs.map((_, i) => `x${i}`);
  const node = onnx.NodeProto.create({
    opType: spec.op,
    input: names,
    output: ['y'],
    attribute: Object.entries(spec.attributes ?? {}).map(([name, i]) =>
      onnx.AttributeProto.create({ name, i, type: onnx.AttributeProto.AttributeType.INT })),
  });
  const graph = onnx.GraphProto.create({
    name: spec.op,
    node: [node],
    input: spec.inputs.map((shape, i) => onnx.ValueInfoProto.create({ name: names[i], type: floatTensor(shape) })),
    output: [onnx.ValueInfoProto.create({ name: 'y', type: floatTensor() })],
  });
  const model = onnx.ModelProto.create({
    irVersion: onnx.Version.IR_VERSION_2020_5_8,
    producerName: 'effective-pytorch-live bench',
    opsetImport: [{ domain: '', version: OPSET }],
    graph,
  });
  return onnx.ModelProto.encode(model).finish();
}
