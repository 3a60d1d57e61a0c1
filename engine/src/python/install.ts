/**
 * Puts the Python `torch` package into a Pyodide instance: its sources go into the in-memory file system and the
 * engine is registered as `_torch_engine`. Shared by the Node runner and the browser worker, which differ only in
 * how they read the sources.
 */
import type { PyodideAPI } from 'pyodide';
import { torchEngineModuleFor } from './bridge.ts';

/** Package-relative path (e.g. "torch/nn/functional.py") to source text. */
export type PythonSources = Readonly<Record<string, string>>;

/**
 * Package-relative path of a compiled module (e.g. "torch/nn/__pycache__/functional.cpython-314.pyc") to its bytes:
 * unchecked-hash .pyc files, which the interpreter loads without compiling or comparing them with the source.
 */
export type PythonBytecode = Readonly<Record<string, Uint8Array>>;

export const PYTHON_ROOT = '/engine';

export function installTorch(pyodide: PyodideAPI, sources: PythonSources, bytecode: PythonBytecode = {}): void {
  for (const [path, content] of [...Object.entries(sources), ...Object.entries(bytecode)]) {
    const full = `${PYTHON_ROOT}/${path}`;
    pyodide.FS.mkdirTree(full.slice(0, full.lastIndexOf('/')));
    pyodide.FS.writeFile(full, content);
  }
  pyodide.registerJsModule('_torch_engine', torchEngineModuleFor());
  pyodide.runPython(`import sys\nif ${JSON.stringify(PYTHON_ROOT)} not in sys.path: sys.path.insert(0, ${JSON.stringify(PYTHON_ROOT)})`);
}
