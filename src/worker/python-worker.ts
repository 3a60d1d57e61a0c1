/**
 * The lesson's Python worker (a module worker): Pyodide, our engine and torch package, and the cell runner. The
 * page never runs user code itself; it sends cells here. The worker's namespace always equals a top-to-bottom
 * run of the units the page says came before: when they differ, it starts afresh and replays them.
 */
import runnerSource from '../runtime/session.py?raw';
import { backendName, setBackend } from '../../engine/src/index.ts';
import { installWebGpu } from '../../engine/src/backends/webgpu/accelerator.ts';
import { createSession, type PythonSession } from '../runtime/python.ts';
import { connectWorker, type LoaderWorkerMessage, type SpawnWorker } from '../runtime/loader-workers.ts';
import { sameUnit, type RunUnit, type WorkerRequest, type WorkerResponse } from '../runtime/protocol.ts';
import { bootPyodide, hostSource, siteData, torchSources } from './torch-sources.ts';

const ENGINE_NAMES: Record<string, string> = { wasm: 'WebAssembly', js: 'JavaScript' };
const post = (message: WorkerResponse) => (self as unknown as Worker).postMessage(message);

/** What backs `cuda` here: WebGPU's adapter (and whether it has float16), or plainly none and why. */
async function cudaDevice(): Promise<string> {
  const gpu = await installWebGpu();
  if (!gpu.ok) return `no cuda device (${gpu.reason})`;
  return `cuda: WebGPU on ${gpu.name}${gpu.f16 ? ', float16' : ', no float16'}`;
}

async function start(): Promise<PythonSession> {
  post({ type: 'status', text: 'Starting Python…', ready: false });
  const [pyodide, cuda] = await Promise.all([bootPyodide(), cudaDevice()]);
  const session = createSession(pyodide, { torch: torchSources, runner: runnerSource, host: hostSource, data: siteData() },
    { spawnLoaderWorker, loadOnnxRuntime });
  post({ type: 'status', text: `Python ready · ${ENGINE_NAMES[backendName()] ?? backendName()} engine · ${cuda}`, ready: true });
  return session;
}

const sessionReady = start().catch((e: unknown) => {
  post({ type: 'status', text: `Python failed to start: ${String(e)}`, ready: false, failed: true });
  throw e;
});

/** A DataLoader worker: a module worker of its own with the engine backend this session uses. */
const spawnLoaderWorker: SpawnWorker = () => connectWorker((deliver) => {
  const worker = new Worker(new URL('./loader-worker.ts', import.meta.url), { type: 'module' });
  worker.postMessage({ backend: backendName() });
  worker.onmessage = (event: MessageEvent<LoaderWorkerMessage>) => deliver(event.data);
  worker.onerror = (e) => deliver(new Error(e.message));
  // a page's workers never keep anything alive
  return { post: (message) => worker.postMessage(message, [message.buffer as ArrayBuffer]), hold: () => {} };
});

/**
 * onnxruntime-web's plain WebAssembly build (no WebGPU), fetched the first time a cell runs an ONNX model, on one
 * thread. The bundler emits its binary beside the worker's chunks, where the build looks for it.
 */
async function loadOnnxRuntime() {
  const ort = await import('onnxruntime-web/wasm');
  ort.env.wasm.numThreads = 1;
  return ort;
}

let history: RunUnit[] = [];

async function runUnit(session: PythonSession, unit: RunUnit, seq?: number) {
  const emit = seq === undefined ? undefined : (kind: string, json: string) => post({ type: 'live', seq, kind, json });
  const report = await session.runCell(unit.code, unit.options, emit);
  const check = unit.check === undefined
    ? undefined
    : await session.runCell(unit.check, { id: `${unit.options['id'] ?? 'exercise'}-check` });
  return { report, check };
}

async function handle(request: Extract<WorkerRequest, { type: 'run' }>): Promise<void> {
  const session = await sessionReady;
  const { prefix, unit, seq } = request;
  const inStep = history.length === prefix.length && prefix.every((u, i) => sameUnit(u, history[i]!));
  if (!inStep) {
    session.reset();
    history = [];
    for (const u of prefix) {
      await runUnit(session, u);
      history.push(u);
    }
  }
  const { report, check } = await runUnit(session, unit, seq);
  history.push(unit);
  post({ type: 'result', seq, report, check });
}

let queue: Promise<void> = Promise.resolve();
self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === 'configure') {
    setBackend(request.backend);
    return;
  }
  queue = queue.then(() => handle(request)).catch((e: unknown) => {
    post({ type: 'failure', seq: request.seq, message: String(e) });
  });
});
