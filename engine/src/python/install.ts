/**
 * Puts the Python `torch` package into a Pyodide instance: its sources go into the in-memory file system and the
 * engine is registered as `_torch_engine`. Shared by the Node runner and the browser worker, which differ only in
 * how they read the sources.
 */
import type { PyodideAPI } from 'pyodide';
import { torchEngineModuleFor } from './bridge.ts';

/** Package-relative path (e.g. "torch/nn/functional.py") to source text. */
export type PythonSources = Readonly<Record<string, string>>;

export const PYTHON_ROOT = '/engine';

export function installTorch(pyodide: PyodideAPI, sources: PythonSources): void {
  for (const [path, text] of Object.entries(sources)) {
    const full = `${PYTHON_ROOT}/${path}`;
    pyodide.FS.mkdirTree(full.slice(0, full.lastIndexOf('/')));
    pyodide.FS.writeFile(full, text);
  }
  pyodide.registerJsModule('_torch_engine', torchEngineModuleFor());
  pyodide.runPython(`import sys\nif ${JSON.stringify(PYTHON_ROOT)} not in sys.path: sys.path.insert(0, ${JSON.stringify(PYTHON_ROOT)})`);
}
