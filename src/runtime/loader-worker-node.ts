/** A DataLoader worker in Node: a worker thread with its own Pyodide (see loader-workers.ts). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { loadPyodide } from 'pyodide';
import { BytecodeCache } from './bytecode-cache.ts';
import { serveLoader } from './loader-process.ts';
import { pythonSources, root, siteData } from './python-files.ts';

const port = parentPort!;
const pyodide = await loadPyodide();
const torch = pythonSources(join(root, 'engine', 'python'));
// the session that starts workers has filled the cache
const bytecode = new BytecodeCache(pyodide, torch);
port.on('message', serveLoader(pyodide, {
  torch,
  bytecode: bytecode.found,
  host: readFileSync(join(root, 'src', 'runtime', 'host.py'), 'utf8'),
  data: siteData(),
}, (message, transfer) => port.postMessage(message, transfer)));
