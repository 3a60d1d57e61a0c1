/**
 * DataLoader workers in the page: each a module worker with its own Pyodide, started by the lesson's Python worker
 * (see src/runtime/loader-workers.ts). A DataLoader worker runs the Python worker's own script, told apart by its
 * name: so a cold page downloads no second bundle of the engine and torch sources for its loaders, whose script
 * comes from the HTTP cache like Pyodide's files. Its first message names the engine backend the session uses;
 * messages that arrive while Python boots wait for it.
 */
import { backendName, setBackend } from '../../engine/src/index.ts';
import { connectWorker, type LoaderWorkerMessage, type SpawnWorker } from '../runtime/loader-workers.ts';
import { serveLoader } from '../runtime/loader-process.ts';
import { bootPyodide, hostSource, siteData, torchSources } from './torch-sources.ts';

const LOADER_WORKER = 'dataloader';

/** Whether this worker was started as a DataLoader worker. */
export const isLoaderWorker = (): boolean => self.name === LOADER_WORKER;

/** From the lesson's Python worker: one DataLoader worker, on the engine backend this session uses. */
export const spawnLoaderWorker: SpawnWorker = () => connectWorker((deliver) => {
  // the script this worker runs itself (the entry, whichever module this code was bundled into)
  const worker = new Worker(self.location.href, { type: 'module', name: LOADER_WORKER });
  worker.postMessage({ backend: backendName() });
  worker.onmessage = (event: MessageEvent<LoaderWorkerMessage>) => deliver(event.data);
  worker.onerror = (e) => deliver(new Error(e.message ?? 'a DataLoader worker failed to load'));
  // a message that cannot be read would otherwise vanish, and the loader wait for it forever
  worker.onmessageerror = () => deliver(new Error('a message from a DataLoader worker could not be read'));
  // a page's workers never keep anything alive
  return { post: (message) => worker.postMessage(message, [message.buffer as ArrayBuffer]), hold: () => {} };
});

/** Inside a DataLoader worker: boots Python and answers the loader's messages. */
export function serveLoaderWorker(): void {
  const scope = self as unknown as Worker;
  let handle: ((message: Uint8Array) => void) | null = null;
  const early: Uint8Array[] = [];

  scope.addEventListener('message', (event: MessageEvent<Uint8Array | { backend: string }>) => {
    const message = event.data;
    if (!(message instanceof Uint8Array)) setBackend(message.backend);
    else if (handle === null) early.push(message);
    else handle(message);
  });
  scope.addEventListener('messageerror', () => scope.postMessage({ error: 'a DataLoader worker could not read a message' }));

  bootPyodide().then(({ pyodide, compiled }) => {
    handle = serveLoader(pyodide, { torch: torchSources, bytecode: compiled.found, host: hostSource, data: siteData() },
      (message, transfer) => scope.postMessage(message, transfer ?? []));
    early.splice(0).forEach(handle);
  }).catch((e: unknown) => scope.postMessage({ error: `a DataLoader worker failed to start: ${String(e)}` }));
}
