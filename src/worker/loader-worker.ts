/**
 * A DataLoader worker in the page: a module worker with its own Pyodide, started by the lesson's Python worker
 * (see src/runtime/loader-workers.ts). Its first message names the engine backend the session uses.
 */
import { setBackend } from '../../engine/src/index.ts';
import { loaderWorkerHandler } from '../runtime/loader-process.ts';
import { bootPyodide, hostSource, siteData, torchSources } from './torch-sources.ts';

const scope = self as unknown as Worker;
let handle: ((message: Uint8Array) => Uint8Array | Error | undefined) | null = null;
const early: Uint8Array[] = [];

scope.addEventListener('message', (event: MessageEvent<Uint8Array | { backend: string }>) => {
  const message = event.data;
  if (!(message instanceof Uint8Array)) {
    setBackend(message.backend);
    return;
  }
  if (handle === null) early.push(message);
  else answer(message);
});

function answer(message: Uint8Array): void {
  const reply = handle!(message);
  if (reply instanceof Error) scope.postMessage({ error: reply.message });
  else if (reply !== undefined) scope.postMessage(reply, [reply.buffer as ArrayBuffer]);
}

Promise.all([bootPyodide(), siteData()]).then(([pyodide, data]) => {
  handle = loaderWorkerHandler(pyodide, { torch: torchSources, host: hostSource, data });
  scope.postMessage('ready');
  early.splice(0).forEach(answer);
}).catch((e: unknown) => scope.postMessage({ error: `a DataLoader worker failed to start: ${String(e)}` }));
