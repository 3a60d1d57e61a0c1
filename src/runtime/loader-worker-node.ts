/** A DataLoader worker in Node: a worker thread with its own Pyodide (see loader-workers.ts). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { loadPyodide } from 'pyodide';
import { loaderWorkerHandler } from './loader-process.ts';
import { pythonSources, root, siteData } from './python-files.ts';

const pyodide = await loadPyodide();
const handle = loaderWorkerHandler(pyodide, {
  torch: pythonSources(join(root, 'engine', 'python')),
  host: readFileSync(join(root, 'src', 'runtime', 'host.py'), 'utf8'),
  data: siteData(),
});
parentPort!.on('message', (message: Uint8Array) => {
  const reply = handle(message);
  if (reply instanceof Error) parentPort!.postMessage({ error: reply.message });
  else if (reply !== undefined) parentPort!.postMessage(reply, [reply.buffer as ArrayBuffer]);
});
parentPort!.postMessage('ready');
