/**
 * onnxruntime-web (its WebAssembly build) as a participant: each array workload is a one-operator ONNX model;
 * a run is `session.run`, which returns outputs already read back. Argument: the thread count, or "all".
 * An inference runtime has no autograd or training, and no Python API.
 */
import { availableParallelism } from 'node:os';
import * as ort from 'onnxruntime-web';
import { uniform } from '../data.ts';
import { medianMs, microsPerCall } from '../measure.ts';
import { singleOpModel, type SingleOpModel } from '../onnx-models.ts';
import { runTasks, type Task } from '../protocol.ts';
import { ELEMENTWISE_SIZE, MATMUL_SIZES, SMALL_OP_BATCH, SMALL_OP_SHAPE, SOFTMAX_SHAPE, matmulFlops } from '../workloads.ts';

const threads = process.argv[2] === 'all' ? availableParallelism() : Number(process.argv[2] ?? 1);
ort.env.wasm.numThreads = threads;

/** Builds the model and its inputs, and returns one timed call: a run with the feeds prepared beforehand. */
async function prepare(spec: SingleOpModel): Promise<() => Promise<unknown>> {
  const session = await ort.InferenceSession.create(singleOpModel(spec));
  const feeds = Object.fromEntries(spec.inputs.map((shape, i) =>
    [`x${i}`, new ort.Tensor('float32', uniform(shape.reduce((a, b) => a * b, 1), i + 1), shape as number[])]));
  return () => session.run(feeds);
}

const tasks: Record<string, Task> = {};
for (const n of MATMUL_SIZES) {
  tasks[`matmul-${n}`] = async () =>
    matmulFlops(n) / (await medianMs(await prepare({ op: 'MatMul', inputs: [[n, n], [n, n]] }))) / 1e6;
}
const flat = [ELEMENTWISE_SIZE];
tasks.add = async () => medianMs(await prepare({ op: 'Add', inputs: [flat, flat] }));
tasks.mul = async () => medianMs(await prepare({ op: 'Mul', inputs: [flat, flat] }));
tasks.exp = async () => medianMs(await prepare({ op: 'Exp', inputs: [flat] }));
tasks.sum = async () => medianMs(await prepare({ op: 'ReduceSum', inputs: [flat], attributes: { keepdims: 0 } }));
tasks.softmax = async () => medianMs(await prepare({ op: 'Softmax', inputs: [SOFTMAX_SHAPE], attributes: { axis: -1 } }));
tasks['small-op-js'] = async () =>
  microsPerCall(await prepare({ op: 'Add', inputs: [SMALL_OP_SHAPE, SMALL_OP_SHAPE] }), SMALL_OP_BATCH);

const inference = 'inference only: no backward';
await runTasks(tasks, {
  conv2d: inference, checkerboard: inference, mlp: inference, 'small-op-py': 'no Python API',
});
process.exit(0);
