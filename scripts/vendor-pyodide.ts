/**
 * Copies Pyodide's runtime files from node_modules into public/pyodide, so the site serves them itself and the
 * worker loads Python offline from its own origin.
 *
 * The standard library is rewritten as a stored (uncompressed) zip: Pyodide's copy deflates each module on its own,
 * which leaves the served file at 2.5 MB whatever the server does; stored, the whole library compresses as one
 * stream (brotli: 1.6 MB), and zipimport reads it just the same. The package lock keeps Pyodide's version info but
 * no packages: their wheels are not shipped (we bring our own numpy), so listing 357 of them only adds weight.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync, zipSync, type Zippable } from 'fflate';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const from = join(root, 'node_modules', 'pyodide');
const to = join(root, 'public', 'pyodide');
const STDLIB = 'python_stdlib.zip';
const LOCK = 'pyodide-lock.json';

function withoutPackages(source: string, target: string): void {
  const lock = JSON.parse(readFileSync(source, 'utf8')) as { info: unknown };
  writeFileSync(target, JSON.stringify({ info: lock.info, packages: {} }));
}

function storeUncompressed(source: string, target: string): void {
  const entries = unzipSync(readFileSync(source));
  const stored: Zippable = {};
  for (const [name, data] of Object.entries(entries)) stored[name] = [data, { level: 0 }];
  writeFileSync(target, zipSync(stored));
}

mkdirSync(to, { recursive: true });
const wanted = /\.(mjs|wasm|zip|json)$/;
for (const file of readdirSync(from).filter((f) => wanted.test(f) && f !== 'package.json')) {
  const [source, target] = [join(from, file), join(to, file)];
  if (file === STDLIB) storeUncompressed(source, target);
  else if (file === LOCK) withoutPackages(source, target);
  else copyFileSync(source, target);
}
