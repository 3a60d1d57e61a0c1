/**
 * Our Python packages' files (engine/python: torch, and the numpy and others it stands on) for the page's Python
 * worker. Those a runtime reads to start (runtime/start-files.ts) go into the worker's bundle as text; every other
 * module comes in a bundle with its package's (`bundleOf`), which a page mounts to be fetched the first time Python
 * reads one of them, when a program imports it (runtime/site-data.ts), as the standard library's modules are: a
 * lesson pays only for the packages its programs use. The build sends them without comments and docstrings
 * (python-stripper.ts).
 *
 * `import { atStart, later, version } from 'virtual:torch-sources'`: package-relative path to source text, and to
 * `<bundle URL>#<path>`, the bundle a JSON object of path to text; and a hash of all of them and of Pyodide's
 * version, which names the compiled modules a page keeps
 * (worker/bytecode-store.ts): another Python's would never be replaced. The dev server puts every file in the bundle.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { PYTHON_ROOT } from '../../engine/src/python/install.ts';
import { pythonSources, root } from '../runtime/python-files.ts';
import { pythonStripper } from './python-stripper.ts';

const ID = 'virtual:torch-sources';
const PACKAGE_DIR = join(root, 'engine', 'python');

/** Found once a process, however many of the build's bundles load the module: starting a runtime takes seconds. */
let started: Promise<Set<string>> | null = null;

function startedSources(): Promise<Set<string>> {
  started ??= (async () => {
    const { filesReadAtStart } = await import('../runtime/start-files.ts');
    const prefix = `${PYTHON_ROOT}/`;
    return new Set((await filesReadAtStart()).filter((f) => f.startsWith(prefix)).map((f) => f.slice(prefix.length)));
  })();
  return started;
}

let stripping: Promise<(text: string) => string> | null = null;

/** The build's stripper, once a process, remembering each source it stripped. */
function stripper(): Promise<(text: string) => string> {
  stripping ??= (async () => {
    const strip = await pythonStripper();
    const done = new Map<string, string>();
    return (text: string) => {
      let out = done.get(text);
      if (out === undefined) done.set(text, out = new TextDecoder().decode(strip(new TextEncoder().encode(text))));
      return out;
    };
  })();
  return stripping;
}

/**
 * Which bundle a module that loads later comes in: a package's modules are imported together (`import numpy` reads
 * all of numpy, `torch.jit.script` most of torch/jit), and one response for them saves a synchronous request per
 * module on the reader's first import, and compresses better. So: every other package whole, torch's subpackages
 * folder by folder, and torch's own modules (serialization, hub, _sparse, ...) each alone.
 */
function bundleOf(path: string): string {
  const parts = path.split('/');
  if (parts[0] !== 'torch') return parts.length > 1 ? parts[0]! : path;
  return parts.length > 2 ? parts.slice(0, -1).join('/') : path;
}

export function torchSources(): Plugin {
  let building = false;
  return {
    name: 'torch-sources',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    async load(id) {
      if (id !== `\0${ID}`) return undefined;
      const sources = pythonSources(PACKAGE_DIR);
      const started = building ? await startedSources() : null;
      const strip = building ? await stripper() : null;
      const shipped = (text: string) => (strip ? strip(text) : text);
      const atStart: Record<string, string> = {};
      const bundles = new Map<string, Record<string, string>>();
      const pyodideManifest = join(root, 'node_modules', 'pyodide', 'package.json');
      const pyodide = JSON.parse(readFileSync(pyodideManifest, 'utf8')) as { version: string };
      const hash = createHash('sha256').update(pyodide.version).update('\0');
      for (const [path, text] of Object.entries(sources).sort(([a], [b]) => (a < b ? -1 : 1))) {
        hash.update(path).update('\0').update(text).update('\0');
        this.addWatchFile(join(PACKAGE_DIR, path));
        if (!started || started.has(path)) atStart[path] = shipped(text);
        else {
          const key = bundleOf(path);
          if (!bundles.has(key)) bundles.set(key, {});
          bundles.get(key)![path] = shipped(text);
        }
      }
      const later: string[] = [];
      for (const [key, members] of bundles) {
        const ref = this.emitFile({ type: 'asset', name: `${key.replaceAll('/', '-')}.json`, source: JSON.stringify(members) });
        for (const path of Object.keys(members)) {
          later.push(`${JSON.stringify(path)}: import.meta.ROLLUP_FILE_URL_${ref} + ${JSON.stringify(`#${path}`)}`);
        }
      }
      return `export const atStart = ${JSON.stringify(atStart)};\nexport const later = {${later.join(', ')}};\n`
        + `export const version = ${JSON.stringify(hash.digest('hex').slice(0, 20))};`;
    },
  };
}
