/**
 * Copies Pyodide's runtime files from node_modules into public/pyodide, so the site serves them itself and the
 * worker loads Python offline from its own origin.
 *
 * The standard library is rewritten as a stored (uncompressed) zip: Pyodide's copy deflates each module on its own,
 * which leaves the served file at 2.5 MB whatever the server does; stored, the whole library compresses as one
 * stream (brotli: 1.6 MB), and zipimport reads it just the same. The package lock keeps Pyodide's version info but
 * no packages: their wheels are not shipped (we bring our own numpy), so listing 357 of them only adds weight.
 *
 * The library also leaves out what cannot run in a page or that no lesson program needs, about a tenth of its
 * weight: terminal and GUI packages (the REPL, curses, tkinter, IDLE), servers and packaging tools, and the
 * single-byte and legacy codecs beyond the common ones (opening a file in such an encoding says it is unknown).
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

/** Packages of the standard library a page has no use for. */
const LEFT_OUT = /^(_pyrepl|curses|dbm|ensurepip|idlelib|lib2to3|tkinter|turtledemo|venv|wsgiref|xmlrpc)\//;
/** The codecs kept: Unicode, ASCII and Latin-1, Windows' and DOS's Western pages, and the codec helpers. */
const CODECS = new Set(['__init__', 'aliases', 'ascii', 'base64_codec', 'bz2_codec', 'charmap', 'cp1252', 'cp437',
  'hex_codec', 'idna', 'iso8859_1', 'iso8859_15', 'latin_1', 'mbcs', 'oem', 'punycode', 'quopri_codec',
  'raw_unicode_escape', 'rot_13', 'undefined', 'unicode_escape', 'utf_16', 'utf_16_be', 'utf_16_le', 'utf_32',
  'utf_32_be', 'utf_32_le', 'utf_7', 'utf_8', 'utf_8_sig', 'uu_codec', 'zlib_codec']);

function shipped(name: string): boolean {
  const codec = /^encodings\/(\w+)\.py$/.exec(name);
  return !LEFT_OUT.test(name) && (!codec || CODECS.has(codec[1]!));
}

function storeUncompressed(source: string, target: string): void {
  const entries = unzipSync(readFileSync(source));
  const stored: Zippable = {};
  for (const [name, data] of Object.entries(entries)) if (shipped(name)) stored[name] = [data, { level: 0 }];
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
