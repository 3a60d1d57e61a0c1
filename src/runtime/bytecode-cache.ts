/**
 * Compiled modules of our Python packages, kept on disk between Node runs. An interpreter otherwise compiles every
 * module it imports from source, and that is most of `import torch` (about two thirds of it): each `npm run py`,
 * test session and DataLoader worker thread paid it again. Entries are unchecked-hash .pyc files made by the same
 * Pyodide, named by a hash of its cache tag, the module's path and its source, so a changed source or another
 * Python simply misses and is compiled anew.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PyodideAPI } from 'pyodide';
import { PYTHON_ROOT, type PythonBytecode, type PythonSources } from '../../engine/src/python/install.ts';
import { root } from './python-files.ts';

const DIR = join(root, 'node_modules', '.cache', 'torch-bytecode');

export class BytecodeCache {
  /** What the cache had: installTorch writes these beside the sources. */
  readonly found: PythonBytecode;
  private readonly missing: string[] = [];
  private readonly tag: string;
  private readonly pyodide: PyodideAPI;
  private readonly sources: PythonSources;

  constructor(pyodide: PyodideAPI, sources: PythonSources) {
    this.pyodide = pyodide;
    this.sources = sources;
    this.tag = pyodide.runPython('import sys\nsys.implementation.cache_tag') as string;
    const found: Record<string, Uint8Array> = {};
    for (const path of Object.keys(sources)) {
      const file = this.entry(path);
      if (existsSync(file)) found[this.compiledPath(path)] = readFileSync(file);
      else this.missing.push(path);
    }
    this.found = found;
  }

  /** Compiles the modules the cache lacked in this interpreter (its sources installed) and stores them. */
  fill(): void {
    if (this.missing.length === 0) return;
    const compile = this.pyodide.runPython(`import py_compile
def compile_all(paths):
    for p in paths:
        py_compile.compile(p, doraise=False, quiet=2, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
compile_all`) as ((paths: unknown) => void) & { destroy(): void };
    const paths = this.pyodide.toPy(this.missing.map((p) => `${PYTHON_ROOT}/${p}`));
    compile(paths);
    paths.destroy();
    compile.destroy();
    mkdirSync(DIR, { recursive: true });
    for (const path of this.missing) {
      const compiled = `${PYTHON_ROOT}/${this.compiledPath(path)}`;
      // a module that does not compile (a syntax error) has none; importing it reports the error
      if (!this.pyodide.FS.analyzePath(compiled).exists) continue;
      // written whole under another name first: another process may be reading the cache
      const file = this.entry(path), partial = `${file}.${process.pid}.tmp`;
      writeFileSync(partial, this.pyodide.FS.readFile(compiled));
      renameSync(partial, file);
    }
  }

  private entry(path: string): string {
    const hash = createHash('sha256').update(this.tag).update('\0').update(path).update('\0').update(this.sources[path]!);
    return join(DIR, `${hash.digest('hex').slice(0, 40)}.pyc`);
  }

  /** Where the interpreter looks for `path`'s compiled module (importlib's cache_from_source). */
  private compiledPath(path: string): string {
    const slash = path.lastIndexOf('/');
    const stem = path.slice(slash + 1).replace(/\.py$/, '');
    return `${path.slice(0, slash + 1)}__pycache__/${stem}.${this.tag}.pyc`;
  }
}
