/**
 * Copies Pyodide's runtime files from node_modules into public/pyodide, so the site serves them itself and the
 * worker loads Python offline from its own origin.
 */
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const from = join(root, 'node_modules', 'pyodide');
const to = join(root, 'public', 'pyodide');
mkdirSync(to, { recursive: true });
const wanted = /\.(mjs|wasm|zip|json)$/;
for (const file of readdirSync(from).filter((f) => wanted.test(f) && f !== 'package.json')) {
  copyFileSync(join(from, file), join(to, file));
}
