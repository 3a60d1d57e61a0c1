/**
 * jax-js on its WebAssembly device as a participant. jax-js computes lazily and may dispatch to worker threads,
 * so every timed call ends by reading back or blocking on its results. Arrays follow jax-js's move semantics: a
 * call consumes its arguments, `.ref` keeps one alive. Layout is NCHW / OIHW, as PyTorch's.
 */
import { blockUntilReady, defaultDevice, grad, init, lax, nn, numpy as np } from '@jax-js/jax';
import { checkerboardData, uniform } from '../data.ts';
import { medianMs, microsPerCall } from '../measure.ts';
import { runTasks, type Task } from '../protocol.ts';
import { CHECKERBOARD, CONV, ELEMENTWISE_SIZE, MATMUL_SIZES, MLP, SMALL_OP_BATCH, SMALL_OP_SHAPE, SOFTMAX_SHAPE,
  matmulFlops } from '../workloads.ts';

type Arr = np.Array;

if (!(await init()).includes('wasm')) throw new Error('jax-js has no wasm device here');
defaultDevice('wasm');

const f32 = (shape: readonly number[], seed = 1) =>
  np.array(uniform(shape.reduce((a, b) => a * b, 1), seed), { shape: [...shape], dtype: np.float32 });

/** Times `fn`, reading back the array it returns. */
const timed = (fn: () => Arr) => medianMs(() => fn().data());

/**
 * A training step over a list of parameters: `loss` maps the parameters to a scalar, `update` maps each
 * (parameter, gradient) to the new parameter. The step blocks until the new parameters are computed.
 */
function trainStep(params: Arr[], loss: (ps: Arr[]) => Arr, update: (p: Arr, g: Arr, i: number) => Arr): () => Promise<void> {
  const gradOf = grad(loss);
  return async () => {
    const grads = gradOf(params.map((p) => p.ref)) as Arr[];
    params = params.map((p, i) => update(p, grads[i]!, i));
    await blockUntilReady(params);
  };
}

const sgd = (lr: number) => (p: Arr, g: Arr) => p.sub(g.mul(lr));

/** Adam with PyTorch's defaults (betas 0.9, 0.999; eps 1e-8), its moments kept per parameter. */
function adam(lr: number, params: readonly Arr[]) {
  const [b1, b2, eps] = [0.9, 0.999, 1e-8];
  const m = params.map((p) => np.zerosLike(p.ref));
  const v = params.map((p) => np.zerosLike(p.ref));
  let t = 0;
  return (p: Arr, g: Arr, i: number) => {
    if (i === 0) t += 1;
    m[i] = m[i]!.mul(b1).add(g.ref.mul(1 - b1));
    v[i] = v[i]!.mul(b2).add(g.ref.mul(g).mul(1 - b2));
    const step = m[i]!.ref.div(1 - b1 ** t).div(np.sqrt(v[i]!.ref.div(1 - b2 ** t)).add(eps));
    return p.sub(step.mul(lr));
  };
}

const mse = (out: Arr, target: Arr) => np.mean(np.square(out.sub(target)));

function checkerboard(): Promise<number> {
  const { size, width, lr } = CHECKERBOARD;
  const data = checkerboardData();
  const inputs = np.array(data.inputs, { shape: [1, 2, size, size], dtype: np.float32 });
  const targets = np.array(data.targets, { shape: [1, 1, size, size], dtype: np.float32 });
  const channels = [2, width, width, width, 1];
  // per layer: conv weight [out, in, 1, 1], conv bias, and (hidden layers) batch-norm weight and bias
  const params = channels.slice(1).flatMap((cout, i) => [
    f32([cout, channels[i]!, 1, 1], 10 + i).mul(0.1), f32([cout], 20 + i).mul(0.1),
    ...(i < channels.length - 2 ? [np.ones([cout]), np.zeros([cout])] : []),
  ]);
  const loss = (ps: Arr[]) => {
    let h = inputs.ref;
    let k = 0;
    for (let i = 0; i < channels.length - 1; i++) {
      h = lax.conv(h, ps[k++]!, [1, 1], 'VALID').add(ps[k++]!.reshape([1, -1, 1, 1]));
      if (i === channels.length - 2) break;
      const mean = np.mean(h.ref, [0, 2, 3], { keepdims: true });
      const centered = h.sub(mean);
      const variance = np.mean(np.square(centered.ref), [0, 2, 3], { keepdims: true });
      const normed = centered.div(np.sqrt(variance.add(1e-5)));
      h = nn.relu(normed.mul(ps[k++]!.reshape([1, -1, 1, 1])).add(ps[k++]!.reshape([1, -1, 1, 1])));
    }
    return mse(h, targets.ref);
  };
  return medianMs(trainStep(params, loss, adam(lr, params)), { warmup: 2 });
}

function mlp(): Promise<number> {
  const { batch, width, layers, lr } = MLP;
  const inputs = f32([batch, width], 3), targets = f32([batch, width], 4);
  const params = Array.from({ length: layers }, (_, i) => [f32([width, width], 30 + i).mul(0.1), f32([width], 40 + i).mul(0.1)]).flat();
  const loss = (ps: Arr[]) => {
    let h = inputs.ref;
    for (let i = 0; i < layers; i++) {
      h = np.matmul(h, ps[2 * i]!).add(ps[2 * i + 1]!);
      if (i < layers - 1) h = nn.relu(h);
    }
    return mse(h, targets.ref);
  };
  return medianMs(trainStep(params, loss, sgd(lr)), { warmup: 2 });
}

const tasks: Record<string, Task> = {};
for (const n of MATMUL_SIZES) {
  const a = f32([n, n], 1), b = f32([n, n], 2);
  tasks[`matmul-${n}`] = async () => matmulFlops(n) / (await timed(() => np.matmul(a.ref, b.ref))) / 1e6;
}
const a = f32([ELEMENTWISE_SIZE], 1), b = f32([ELEMENTWISE_SIZE], 2);
tasks.add = () => timed(() => np.add(a.ref, b.ref));
tasks.mul = () => timed(() => np.multiply(a.ref, b.ref));
tasks.exp = () => timed(() => np.exp(a.ref));
tasks.sum = () => timed(() => np.sum(a.ref));
const x = f32(SOFTMAX_SHAPE);
tasks.softmax = () => timed(() => nn.softmax(x.ref, -1));
tasks.conv2d = () => {
  const { channels: c, size, kernel: k, padding: p } = CONV;
  const input = f32([1, c, size, size], 1), filter = f32([c, c, k, k], 2);
  // the gradient of sum(conv) sends a gradient of ones back through the conv, as PyTorch's backward(ones) does
  const grads = grad((i: Arr, f: Arr) => np.sum(lax.conv(i, f, [1, 1], [[p, p], [p, p]])), { argnums: [0, 1] });
  return medianMs(async () => {
    const [gi, gf] = grads(input.ref, filter.ref) as Arr[];
    await Promise.all([gi!.data(), gf!.data()]);
  });
};
const s1 = f32(SMALL_OP_SHAPE, 1), s2 = f32(SMALL_OP_SHAPE, 2);
tasks['small-op-js'] = () => microsPerCall(() => np.add(s1.ref, s2.ref).dispose(), SMALL_OP_BATCH);
tasks.checkerboard = checkerboard;
tasks.mlp = mlp;

await runTasks(tasks, { 'small-op-py': 'no Python API' });
process.exit(0);
