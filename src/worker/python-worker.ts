/**
 * The lesson's Python worker (a module worker): Pyodide, our engine and torch package, and the cell runner. The
 * page never runs user code itself; it sends cells here. The worker's namespace always equals a top-to-bottom
 * run of the units the page says came before: when they differ, it starts afresh and replays them. The same script
 * also runs the DataLoader workers this one starts (see loader-worker.ts).
 */
import runnerSource from '../runtime/session.py?raw';
import { backendName, setBackend } from '../../engine/src/index.ts';
import { installWebGpu } from '../../engine/src/backends/webgpu/accelerator.ts';
import { createSession, type PythonSession } from '../runtime/python.ts';
import { sameUnit, type RunUnit, type WorkerRequest, type WorkerResponse } from '../runtime/protocol.ts';
import { bootPyodide, hostSource, siteData, torchSources } from './torch-sources.ts';
import { isLoaderWorker, serveLoaderWorker, spawnLoaderWorker } from './loader-worker.ts';
import { loadCompleteOnnxRuntime, loadOnnxRuntime } from './onnxruntime-builds.ts';

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
  const [{ pyodide, compiled }, cuda] = await Promise.all([bootPyodide(), cudaDevice()]);
  const session = createSession(pyodide,
    { torch: torchSources, bytecode: compiled.found, runner: runnerSource, host: hostSource, data: siteData() },
    { spawnLoaderWorker, loadOnnxRuntime, loadCompleteOnnxRuntime });
  post({ type: 'status', text: `Python ready · ${ENGINE_NAMES[backendName()] ?? backendName()} engine · ${cuda}`, ready: true });
  keep = () => compiled.save(pyodide);
  return session;
}

let history: RunUnit[] = [];
/** Keeps the modules compiled so far for later pages (bytecode-store.ts), after each run. */
let keep = () => {};

async function runUnit(session: PythonSession, unit: RunUnit, seq?: number) {
  const emit = seq === undefined ? undefined : (kind: string, json: string) => post({ type: 'live', seq, kind, json });
  const report = await session.runCell(unit.code, unit.options, emit);
  const check = unit.check === undefined
    ? undefined
    : await session.runCell(unit.check, { id: `${unit.options['id'] ?? 'exercise'}-check` });
  return { report, check };
}

async function handle(sessionReady: Promise<PythonSession>, request: Extract<WorkerRequest, { type: 'run' }>) {
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
  keep();
}

/** The lesson's own worker: boots Python, then runs the page's cells in the order they arrive. */
function serveLesson(): void {
  const sessionReady = start().catch((e: unknown) => {
    post({ type: 'status', text: `Python failed to start: ${String(e)}`, ready: false, failed: true });
    throw e;
  });
  let queue: Promise<void> = Promise.resolve();
  self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
    const request = event.data;
    if (request.type === 'configure') {
      setBackend(request.backend);
      return;
    }
    queue = queue.then(() => handle(sessionReady, request)).catch((e: unknown) => {
      post({ type: 'failure', seq: request.seq, message: String(e) });
    });
  });
}

if (isLoaderWorker()) serveLoaderWorker();
else serveLesson();
