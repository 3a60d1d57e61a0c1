/** The Python sources a browser runtime of ours installs, bundled with the worker that needs them. */
import hostSource from '../runtime/host.py?raw';
import { atStart, later, version } from 'virtual:torch-sources';
import { PYTHON_ROOT } from '../../engine/src/python/install.ts';
import { LAZY_LIST, mountLazyStdlib } from '../runtime/lazy-stdlib.ts';
import { mountFiles } from '../runtime/site-data.ts';
import { BytecodeStore } from './bytecode-store.ts';

/** Our Python packages' modules that a runtime reads to start, by package-relative path: installTorch writes them. */
export const torchSources: Record<string, string> = atStart;

export { hostSource };

const dataUrls = import.meta.glob('../../lessons/*/data/**/*', { query: '?url', import: 'default', eager: true });

/** The lesson packs' data files, by their URLs: each is fetched when Python first reads it (see site-data.ts). */
export function siteData(): Record<string, string> {
  return Object.fromEntries(Object.entries(dataUrls).map(([path, url]) =>
    [path.replace(/^.*\/lessons\/[^/]+\/data\//, ''), url as string]));
}

/**
 * Pyodide, from where the site serves it, with the rest of the standard library and of our Python packages mounted
 * to fetch on import; and the compiled modules of our packages that earlier pages kept, which the runtime then keeps
 * adding to.
 */
export async function bootPyodide(): Promise<{ pyodide: import('pyodide').PyodideAPI; compiled: BytecodeStore }> {
  const indexURL = new URL(`${import.meta.env.BASE_URL}pyodide/`, self.location.origin).href;
  const { loadPyodide } = await import(/* @vite-ignore */ `${indexURL}pyodide.mjs`);
  const [pyodide, lazy, compiled] = await Promise.all([loadPyodide({ indexURL }),
    fetch(`${indexURL}${LAZY_LIST}`).then((r) => r.json() as Promise<string[]>), BytecodeStore.open(version)]);
  mountLazyStdlib(pyodide, indexURL, lazy);
  mountFiles(pyodide, PYTHON_ROOT, later);
  BytecodeStore.compileToFiles(pyodide);
  return { pyodide, compiled };
}
