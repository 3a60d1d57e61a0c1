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
 * weight: terminal and GUI packages (the REPL, curses, tkinter, IDLE), servers, mail and FTP clients (a page has
 * no sockets) and packaging tools, and the single-byte and legacy codecs beyond the common ones (opening a file in
 * such an encoding says it is unknown).
 *
 * Only the modules a runtime imports to start are in the zip (Pyodide's boot, `import torch`), down to the module: a
 * package's other modules are left out too. Every other module is a file of its own in stdlib/, listed in
 * stdlib.json, which a page mounts after the zip as files fetched on first read (src/runtime/lazy-stdlib.ts), so a
 * program's import fetches just that module, and a lesson that imports none of them downloads none: the zip a cold
 * page fetches is 0.38 MB as brotli.
 *
 * Comments and docstrings are taken out of the library's modules (src/integrations/python-stripper.ts).
 */
import {
  copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync, zipSync, type Zippable } from 'fflate';
import { pythonStripper } from '../src/integrations/python-stripper.ts';
import { LAZY_DIR, LAZY_LIST } from '../src/runtime/lazy-stdlib.ts';

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
const LEFT_OUT = new RegExp('^((curses|dbm|ensurepip|idlelib|lib2to3|tkinter|turtledemo|venv|wsgiref|xmlrpc)/' +
  '|(ftplib|imaplib|mailbox|netrc|poplib|pyclbr|smtplib|socketserver|tabnanny|webbrowser|zipapp)\\.py$|http/server\\.py$' +
  // the REPL, but for the colouring helpers pdb (and so doctest) imports
  '|_pyrepl/(?!(__init__|utils|types|trace)\\.py$))');
/** The codecs kept: Unicode, ASCII and Latin-1, Windows' and DOS's Western pages, and the codec helpers. */
const CODECS = new Set(['__init__', 'aliases', 'ascii', 'base64_codec', 'bz2_codec', 'charmap', 'cp1252', 'cp437',
  'hex_codec', 'idna', 'iso8859_1', 'iso8859_15', 'latin_1', 'mbcs', 'oem', 'punycode', 'quopri_codec',
  'raw_unicode_escape', 'rot_13', 'undefined', 'unicode_escape', 'utf_16', 'utf_16_be', 'utf_16_le', 'utf_32',
  'utf_32_be', 'utf_32_le', 'utf_7', 'utf_8', 'utf_8_sig', 'uu_codec', 'zlib_codec']);

/**
 * The library's files a runtime imports to start, by their path in the zip. One imported at start only later (the
 * torch package grew an import) is still found, fetched.
 */
async function importedAtStart(): Promise<Set<string>> {
  const { filesReadAtStart } = await import('../src/runtime/start-files.ts');
  const inZip = /^.*?\.zip\//;
  return new Set((await filesReadAtStart()).filter((f) => inZip.test(f)).map((f) => f.replace(inZip, '')));
}

function shipped(name: string): boolean {
  const codec = /^encodings\/(\w+)\.py$/.exec(name);
  return !LEFT_OUT.test(name) && (!codec || CODECS.has(codec[1]!));
}


async function storeUncompressed(source: string, target: string, lazyDir: string, lazyList: string): Promise<void> {
  const entries = unzipSync(readFileSync(source));
  const strip = await pythonStripper();
  const atStart = await importedAtStart();
  const stored: Zippable = {};
  const lazy: string[] = [];
  rmSync(lazyDir, { recursive: true, force: true });
  for (const [name, data] of Object.entries(entries)) {
    if (!shipped(name)) continue;
    const bytes = name.endsWith('.py') ? strip(data) : data;
    if (atStart.has(name)) stored[name] = [bytes, { level: 0 }];
    else if (!name.endsWith('/')) {
      mkdirSync(dirname(join(lazyDir, name)), { recursive: true });
      writeFileSync(join(lazyDir, name), bytes);
      lazy.push(name);
    }
  }
  writeFileSync(target, zipSync(stored));
  writeFileSync(lazyList, JSON.stringify(lazy.sort()));
}

mkdirSync(to, { recursive: true });
const wanted = /\.(mjs|wasm|zip|json)$/;
for (const file of readdirSync(from).filter((f) => wanted.test(f) && f !== 'package.json')) {
  const [source, target] = [join(from, file), join(to, file)];
  if (file === STDLIB) {
    // rewriting the library takes a while: only when Pyodide or this script changed since the last time
    const made = existsSync(target) && existsSync(join(to, LAZY_LIST)) ? statSync(target).mtimeMs : 0;
    if (made < statSync(source).mtimeMs || made < statSync(fileURLToPath(import.meta.url)).mtimeMs) {
      await storeUncompressed(source, target, join(to, LAZY_DIR), join(to, LAZY_LIST));
    }
  }
  else if (file === LOCK) withoutPackages(source, target);
  else copyFileSync(source, target);
}
