import * as ort from 'onnxruntime-web';
import { describe, expect, it } from 'vitest';
import { singleOpModel, type SingleOpModel } from '../../bench/onnx-models.ts';

ort.env.wasm.numThreads = 1;

async function run(spec: SingleOpModel, inputs: readonly number[][]): Promise<{ dims: readonly number[]; data: number[] }> {
  const session = await ort.InferenceSession.create(singleOpModel(spec));
  const feeds = Object.fromEntries(inputs.map((v, i) =>
    [`x${i}`, new ort.Tensor('float32', Float32Array.from(v), spec.inputs[i] as number[])]));
  const { y } = await session.run(feeds);
  await session.release();
  return { dims: y!.dims, data: Array.from(y!.data as Float32Array) };
}

describe('single-operator ONNX models', () => {
  it('a MatMul model multiplies', async () => {
    const out = await run({ op: 'MatMul', inputs: [[2, 3], [3, 2]] }, [[1, 2, 3, 4, 5, 6], [1, 0, 0, 1, 1, 1]]);
    expect(out).toEqual({ dims: [2, 2], data: [4, 5, 10, 11] });
  });

  it('integer attributes reach the operator', async () => {
    const sum = await run({ op: 'ReduceSum', inputs: [[2, 2]], attributes: { keepdims: 0 } }, [[1, 2, 3, 4]]);
    expect(sum).toEqual({ dims: [], data: [10] });
    const soft = await run({ op: 'Softmax', inputs: [[1, 2]], attributes: { axis: -1 } }, [[0, 0]]);
    expect(soft).toEqual({ dims: [1, 2], data: [0.5, 0.5] });
  });
});
