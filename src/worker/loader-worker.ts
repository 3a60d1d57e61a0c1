/**
 * A DataLoader worker in the page: a module worker with its own Pyodide, started by the lesson's Python worker
 * (see src/runtime/loader-workers.ts). Its first message names the engine backend the session uses; messages that
 * arrive while Python boots wait for it.
 */
import { setBackend } from '../../engine/src/index.ts';
import { serveLoader } from '../runtime/loader-process.ts';
import { bootPyodide, hostSource, siteData, torchSources } from './torch-sources.ts';

const scope = self as unknown as Worker;
let handle: ((message: Uint8Array) => void) | null = null;
const early: Uint8Array[] = [];

scope.addEventListener('message', (event: MessageEvent<Uint8Array | { backend: string }>) => {
  const message = event.data;
  if (!(message instanceof Uint8Array)) setBackend(message.backend);
  else if (handle === null) early.push(message);
  else handle(message);
});

bootPyodide().then((pyodide) => {
  handle = serveLoader(pyodide, { torch: torchSources, host: hostSource, data: siteData() },
    (message, transfer) => scope.postMessage(message, transfer ?? []));
  early.splice(0).forEach(handle);
}).catch((e: unknown) => scope.postMessage({ error: `a DataLoader worker failed to start: ${String(e)}` }));
