/** Builds a Python session in Node, reading the engine's Python package and the runner from disk. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { loadPyodide } from 'pyodide';
import { setAccelerator } from '../../engine/src/device.ts';
import { BytecodeCache } from './bytecode-cache.ts';
import { createSession, type PythonSession } from './python.ts';
import { connectWorker, type SpawnWorker } from './loader-workers.ts';
import { pythonSources, root, siteData } from './python-files.ts';
import { enableCuda } from './webgpu-node.ts';

export interface NodeSessionOptions {
  readonly stdout?: (text: string) => void;
  readonly stderr?: (text: string) => void;
  /**
   * Whether a WebGPU device, when there is one, backs `cuda` (the default); 'hardware': only a GPU's, not a CPU
   * adapter such as SwiftShader. Off, the session is a CPU-only build, as the golden outputs recorded with CPU
   * PyTorch expect.
   */
  readonly cuda?: boolean | 'hardware';
  /** Loads onnxruntime-web for the `onnxruntime` package: by default its WebAssembly build, on one thread. */
  readonly loadOnnxRuntime?: () => Promise<typeof import('onnxruntime-web')>;
}

export async function createNodeSession(options: NodeSessionOptions = {}): Promise<PythonSession> {
  setAccelerator(null);
  const cuda = options.cuda ?? true;
  if (cuda) await enableCuda(cuda === 'hardware');
  const pyodide = await loadPyodide({
    stdout: undefined,
    stderr: undefined,
  });
  const decoder = new TextDecoder();
  const sink = (write?: (text: string) => void) => ({
    write: (buf: Uint8Array) => { (write ?? (() => {}))(decoder.decode(buf, { stream: true })); return buf.length; },
  });
  pyodide.setStdout(sink(options.stdout));
  pyodide.setStderr(sink(options.stderr));
  const torch = pythonSources(join(root, 'engine', 'python'));
  const bytecode = new BytecodeCache(pyodide, torch);
  const session = createSession(pyodide, {
    torch,
    bytecode: bytecode.found,
    runner: readFileSync(join(root, 'src', 'runtime', 'session.py'), 'utf8'),
    host: readFileSync(join(root, 'src', 'runtime', 'host.py'), 'utf8'),
    data: siteData(),
  }, { spawnLoaderWorker, loadOnnxRuntime: options.loadOnnxRuntime ?? loadOnnxRuntime });
  bytecode.fill();
  return session;
}

/** A DataLoader worker as a worker thread with its own Pyodide (loader-worker-node.ts). */
const spawnLoaderWorker: SpawnWorker = () => connectWorker((deliver) => {
  const worker = new Worker(new URL('./loader-worker-node.ts', import.meta.url));
  worker.on('message', deliver);
  worker.on('error', deliver);
  worker.on('messageerror', deliver);
  // a worker thread that ends answers nothing more: its loader must not wait for it
  worker.on('exit', (code) => deliver(new Error(`a DataLoader worker exited with code ${code}`)));
  return {
    post: (message) => worker.postMessage(message, [message.buffer as ArrayBuffer]),
    hold: (held) => (held ? worker.ref() : worker.unref()),
  };
});

/** onnxruntime-web's WebAssembly build, on one thread (the engine's own threads are enough for one machine). */
async function loadOnnxRuntime() {
  const ort = await import('onnxruntime-web');
  ort.env.wasm.numThreads = 1;
  return ort;
}
