/**
 * The standard library's modules that no runtime of ours imports to start are not in Pyodide's zip but files of
 * their own (scripts/vendor-pyodide.ts writes them). A page mounts them in a folder that follows the zip on
 * sys.path, each fetched the first time Python reads it, which is when a program imports it: a lesson pays only for
 * the modules its programs use. A package whose start is in the zip finds its other modules there too: a finder
 * after the usual ones looks for a submodule in the folder when its package's own path has none.
 */
import type { PyodideAPI } from 'pyodide';
import { mountFiles } from './site-data.ts';

/** Beside Pyodide's files: the folder of those modules, and the list of their paths in it. */
export const LAZY_DIR = 'stdlib';
export const LAZY_LIST = 'stdlib.json';

const MOUNT = '/lib/stdlib';

/** `indexURL`: where Pyodide's files are served; `paths`: the list, as read from there. */
export function mountLazyStdlib(pyodide: PyodideAPI, indexURL: string, paths: readonly string[]): void {
  mountFiles(pyodide, MOUNT, Object.fromEntries(paths.map((p) => [p, `${indexURL}${LAZY_DIR}/${p}`])));
  // in a namespace of its own, which the finder keeps: the reader's stays clean
  pyodide.runPython(`import sys
from importlib.machinery import PathFinder

ROOT = ${JSON.stringify(MOUNT)}

class LazyStdlibFinder:
    @staticmethod
    def find_spec(name, path=None, target=None):
        package = name.rpartition(".")[0]
        return PathFinder.find_spec(name, [ROOT + "/" + package.replace(".", "/")]) if package else None

sys.path.append(ROOT)
sys.meta_path.append(LazyStdlibFinder)`, { globals: pyodide.toPy({}) });
}
