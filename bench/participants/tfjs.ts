/**
 * TensorFlow.js on its WebAssembly backend as a participant. Its kernels run eagerly, so a result is computed
 * when the op returns; array workloads still read back (`dataSync`) as a page would. Layout is TF's own (NHWC
 * activations, HWIO filters), with the same sizes and arithmetic as PyTorch's NCHW.
 */
import { createRequire, registerHooks } from 'node:module';
import { dirname } from 'node:path';
import type * as T from '@tensorflow/tfjs-core';
import { checkerboardData, uniform } from '../data.ts';
import { medianMs, microsPerCall } from '../measure.ts';
import { runTasks, type Task } from '../protocol.ts';
import { CHECKERBOARD, CONV, ELEMENTWISE_SIZE, MATMUL_SIZES, MLP, SMALL_OP_BATCH, SMALL_OP_SHAPE, SOFTMAX_SHAPE,
  matmulFlops } from '../workloads.ts';

// tfjs-core's Node bundle registers no gradients and no chained ops; its ES module build does (through
// register_all_gradients and the chained-op modules) but is written for bundlers: extensionless imports (some naming
// a file beside a folder of the same name).
// Let Node resolve those, and send every bare import of tfjs-core to that build, so one engine holds every kernel.
registerHooks({
  resolve(specifier, context, next) {
    if (specifier === '@tensorflow/tfjs-core') return next('@tensorflow/tfjs-core/dist/index.js', context);
    try {
      return next(specifier, context);
    } catch (e) {
      const code = (e as { code?: string }).code;
      const ours = specifier.startsWith('.') || specifier.startsWith('@tensorflow/');
      if (!ours || (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'ERR_UNSUPPORTED_DIR_IMPORT')) throw e;
      return next(`${specifier}.js`, context);
    }
  },
});
// its Node platform module calls require(), which an ES module scope lacks
Object.assign(globalThis, { require: createRequire(import.meta.url) });
const tf = await import('@tensorflow/tfjs-core');
await import('@tensorflow/tfjs-core/dist/register_all_gradients.js');
await import('@tensorflow/tfjs-core/dist/public/chained_ops/register_all_chained_ops.js');
const { getThreadsCount, setWasmPaths } = await import('@tensorflow/tfjs-backend-wasm/dist/index.js');

// the .wasm binaries ship in the package's dist folder; load them from disk, never from a network
setWasmPaths(`${dirname(createRequire(import.meta.url).resolve('@tensorflow/tfjs-backend-wasm'))}/../wasm-out/`);
if (!(await tf.setBackend('wasm'))) throw new Error('tfjs wasm backend failed to start');
process.stderr.write(`tfjs-wasm threads: ${getThreadsCount()}\n`);

const f32 = (shape: readonly number[], seed = 1) =>
  tf.tensor(uniform(shape.reduce((a, b) => a * b, 1), seed), shape as number[], 'float32');

/** Times `fn` with every tensor it makes disposed afterwards, reading back what it returns. */
const timed = (fn: () => T.Tensor | T.Tensor[]) => medianMs(() => tf.tidy(() => {
  const out = fn();
  for (const t of Array.isArray(out) ? out : [out]) t.dataSync();
}));

/** One training step: gradients of `loss` with respect to `vars`, applied by `optimizer`. */
function trainStep(loss: () => T.Scalar, optimizer: T.Optimizer, vars: T.Variable[]): () => Promise<number> {
  return () => medianMs(() => tf.tidy(() => { optimizer.minimize(loss, false, vars); }), { warmup: 2 });
}

const param = (shape: number[], seed: number) => tf.variable(f32(shape, seed).mul(0.1));

function checkerboard(): Promise<number> {
  const { size, width, lr } = CHECKERBOARD;
  const data = checkerboardData();
  // grid coordinates are two planes [2, size, size]; NHWC wants them as the channel dim
  const inputs = tf.tensor(data.inputs, [1, 2, size, size]).transpose([0, 2, 3, 1]);
  const targets = tf.tensor(data.targets, [1, size, size, 1]);
  const channels = [2, width, width, width, 1];
  const layers = channels.slice(1).map((cout, i) => ({
    w: param([1, 1, channels[i]!, cout], 10 + i), b: param([cout], 20 + i),
    gamma: tf.variable(tf.ones([cout])), beta: tf.variable(tf.zeros([cout])),
  }));
  const loss = () => {
    let h: T.Tensor4D = inputs as T.Tensor4D;
    layers.forEach((l, i) => {
      h = tf.conv2d(h, l.w as T.Tensor4D, 1, 'valid').add(l.b);
      if (i === layers.length - 1) return;
      const { mean, variance } = tf.moments(h, [0, 1, 2]);
      h = tf.relu(h.sub(mean).div(variance.add(1e-5).sqrt()).mul(l.gamma).add(l.beta));
    });
    return tf.losses.meanSquaredError(targets, h) as T.Scalar;
  };
  const vars = layers.flatMap((l) => [l.w, l.b, l.gamma, l.beta]);
  return trainStep(loss, tf.train.adam(lr), vars)();
}

function mlp(): Promise<number> {
  const { batch, width, layers: depth, lr } = MLP;
  const inputs = f32([batch, width], 3), targets = f32([batch, width], 4);
  const layers = Array.from({ length: depth }, (_, i) => ({ w: param([width, width], 30 + i), b: param([width], 40 + i) }));
  const loss = () => {
    let h: T.Tensor = inputs;
    layers.forEach((l, i) => {
      h = tf.matMul(h, l.w).add(l.b);
      if (i < layers.length - 1) h = tf.relu(h);
    });
    return tf.losses.meanSquaredError(targets, h) as T.Scalar;
  };
  return trainStep(loss, tf.train.sgd(lr), layers.flatMap((l) => [l.w, l.b]))();
}

const tasks: Record<string, Task> = {};
for (const n of MATMUL_SIZES) {
  const a = f32([n, n], 1), b = f32([n, n], 2);
  tasks[`matmul-${n}`] = async () => matmulFlops(n) / (await timed(() => tf.matMul(a, b))) / 1e6;
}
const a = f32([ELEMENTWISE_SIZE], 1), b = f32([ELEMENTWISE_SIZE], 2);
tasks.add = () => timed(() => tf.add(a, b));
tasks.mul = () => timed(() => tf.mul(a, b));
tasks.exp = () => timed(() => tf.exp(a));
tasks.sum = () => timed(() => tf.sum(a));
const x = f32(SOFTMAX_SHAPE);
tasks.softmax = () => timed(() => tf.softmax(x, -1));
tasks.conv2d = () => {
  const { channels: c, size, kernel: k } = CONV;
  const input = f32([1, size, size, c], 1) as T.Tensor4D, filter = f32([k, k, c, c], 2) as T.Tensor4D;
  const dy = tf.ones([1, size, size, c]) as T.Tensor4D;
  const grads = tf.grads((i: T.Tensor, f: T.Tensor) => tf.conv2d(i as T.Tensor4D, f as T.Tensor4D, 1, 'same'));
  return timed(() => grads([input, filter], dy));
};
const s1 = f32(SMALL_OP_SHAPE, 1), s2 = f32(SMALL_OP_SHAPE, 2);
tasks['small-op-js'] = () => microsPerCall(() => tf.add(s1, s2).dispose(), SMALL_OP_BATCH);
tasks.checkerboard = checkerboard;
tasks.mlp = mlp;

await runTasks(tasks, { 'small-op-py': 'no Python API' });
process.exit(0);
