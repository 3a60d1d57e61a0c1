/**
 * Inside a DataLoader worker's runtime: our torch package and the worker's message handler
 * (torch/utils/data/_utils/worker.py). The Node and browser entries differ only in how they boot Pyodide and talk.
 */
import type { PyodideAPI } from 'pyodide';
import { installTorch, type PythonSources } from '../../engine/src/python/install.ts';
import { mountSiteData, type SiteData } from './site-data.ts';

export interface LoaderWorkerSources {
  readonly torch: PythonSources;
  /** host.py: what every runtime of ours sets up first. */
  readonly host: string;
  readonly data?: SiteData;
}

/** A handler for the loader's messages: an answer (bytes), nothing, or an Error to send back. */
export function loaderWorkerHandler(pyodide: PyodideAPI, sources: LoaderWorkerSources):
  (message: Uint8Array) => Uint8Array | Error | undefined {
  installTorch(pyodide, sources.torch);
  mountSiteData(pyodide, sources.data ?? {});
  pyodide.runPython(sources.host, { filename: '<host>' });
  const serve = pyodide.runPython('from torch.utils.data._utils.worker import serve\nserve') as
    (message: Uint8Array) => Uint8Array | undefined;
  return (message) => {
    try {
      return serve(message) ?? undefined;
    } catch (e) {
      return e instanceof Error ? e : new Error(String(e));
    }
  };
}
