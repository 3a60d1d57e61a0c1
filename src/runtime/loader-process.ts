/**
 * Inside a DataLoader worker's runtime: our torch package and the worker's message handler
 * (torch/utils/data/_utils/worker.py). The Node and browser entries differ only in how they boot Pyodide and talk.
 */
import type { PyodideAPI } from 'pyodide';
import { installTorch, type PythonBytecode, type PythonSources } from '../../engine/src/python/install.ts';
import type { LoaderWorkerMessage } from './loader-workers.ts';
import { mountSiteData, type SiteData } from './site-data.ts';

export interface LoaderWorkerSources {
  readonly torch: PythonSources;
  /** Compiled modules of the torch package, where a cache has them (installTorch). */
  readonly bytecode?: PythonBytecode;
  /** host.py: what every runtime of ours sets up first. */
  readonly host: string;
  readonly data?: SiteData;
}

/**
 * Answers the loader's messages from now on: `post` sends the worker's side of the protocol (loader-workers.ts),
 * 'ready' first. The returned function takes each message the loader sends.
 */
export function serveLoader(pyodide: PyodideAPI, sources: LoaderWorkerSources,
  post: (message: LoaderWorkerMessage, transfer?: ArrayBuffer[]) => void): (message: Uint8Array) => void {
  installTorch(pyodide, sources.torch, sources.bytecode);
  mountSiteData(pyodide, sources.data ?? {});
  pyodide.runPython(sources.host, { filename: '<host>' });
  const serve = pyodide.runPython('from torch.utils.data._utils.worker import serve\nserve') as
    (message: Uint8Array) => Uint8Array | undefined;
  post('ready');
  return (message) => {
    try {
      const reply = serve(message);
      if (reply !== undefined) post(reply, [reply.buffer as ArrayBuffer]);
    } catch (e) {
      post({ error: e instanceof Error ? e.message : String(e) });
    }
  };
}
