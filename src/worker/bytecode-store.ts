/**
 * Our Python packages' compiled modules, kept in the browser's Cache Storage between page loads: a page otherwise
 * compiles every module of `import torch` from source each time it starts, which is most of what its first cell
 * waits for once Pyodide is up. The first page a reader opens compiles them (the interpreter writes each module it compiles, as CPython
 * does on disk) and stores them; every later page of the same build, and each DataLoader worker, starts from them.
 *
 * One entry per build, named by its sources' version: a new build misses and stores its own, and drops the older.
 * Entries are unchecked-hash .pyc files (as the Node runtime's cache keeps them, runtime/bytecode-cache.ts), which the
 * interpreter loads without looking at the source again. Without Cache Storage (a page that is no secure context)
 * nothing is kept and every page compiles, as before.
 */
import type { PyodideAPI } from 'pyodide';
import { PYTHON_ROOT, type PythonBytecode } from '../../engine/src/python/install.ts';

const CACHE = 'python-bytecode';

/** Cache Storage keys are URLs: this one is never fetched, only named. */
const entryUrl = (version: string) =>
  new URL(`${import.meta.env.BASE_URL}__bytecode/${version}`, self.location.origin).href;

/**
 * Makes `pack()`, which gives the compiled modules of our packages this runtime has beyond `known` and those it gave
 * before, package-relative path to bytes, as one packed buffer: a little-endian u32 length of a JSON list of
 * [path, length], the list, then the files in order. The interpreter writes timestamp-checked .pyc files; each goes
 * into the store as an unchecked-hash one, with its source's hash, since the next page's sources are the same but
 * written at another time.
 */
const PACKER = `
import importlib.util, json, os, sys

def _packer(root, known):
    known = set(known)
    imported = [0]

    def pack():
        # most runs import nothing new
        if len(sys.modules) == imported[0]:
            return None
        imported[0] = len(sys.modules)
        files, blobs = [], []
        for module in list(sys.modules.values()):
            source, cached = getattr(module, "__file__", None), getattr(module, "__cached__", None)
            if not (source and cached and source.startswith(root + "/") and os.path.exists(cached)):
                continue
            path = cached[len(root) + 1:]
            if path in known:
                continue
            with open(cached, "rb") as f:
                data = f.read()
            if data[4:8] == bytes(4):  # timestamp-checked
                with open(source, "rb") as f:
                    data = data[:4] + (1).to_bytes(4, "little") + importlib.util.source_hash(f.read()) + data[16:]
            known.add(path)
            files.append([path, len(data)])
            blobs.append(data)
        if not files:
            return None
        index = json.dumps(files).encode()
        return len(index).to_bytes(4, "little") + index + b"".join(blobs)

    return pack

_packer
`;

function unpack(packed: Uint8Array): Record<string, Uint8Array> {
  const length = new DataView(packed.buffer, packed.byteOffset).getUint32(0, true);
  const files = JSON.parse(new TextDecoder().decode(packed.subarray(4, 4 + length))) as [string, number][];
  const out: Record<string, Uint8Array> = {};
  let offset = 4 + length;
  for (const [path, size] of files) out[path] = packed.subarray(offset, offset += size);
  return out;
}

/** The modules compiled since the last call, packed (see PACKER), or nothing when there are none. */
type Pack = () => { toJs(): Uint8Array; destroy(): void } | undefined;

export class BytecodeStore {
  private readonly version: string;
  private readonly files: Record<string, Uint8Array>;
  private pack: Pack | null = null;

  private constructor(version: string, files: Record<string, Uint8Array>) {
    this.version = version;
    this.files = files;
  }

  /** What the store had for this build: installTorch writes these beside the sources. */
  get found(): PythonBytecode {
    return this.files;
  }

  static async open(version: string): Promise<BytecodeStore> {
    let found: Record<string, Uint8Array> = {};
    try {
      const response = await (await caches.open(CACHE)).match(entryUrl(version));
      if (response) found = unpack(new Uint8Array(await response.arrayBuffer()));
    } catch {
      // no Cache Storage here, or an entry that cannot be read: the modules compile from source
    }
    return new BytecodeStore(version, found);
  }

  /**
   * From now on the interpreter writes each module it compiles (Pyodide's default is not to): what `save` then
   * stores. Before `import torch`.
   */
  static compileToFiles(pyodide: PyodideAPI): void {
    pyodide.runPython('import sys\nsys.dont_write_bytecode = False');
  }

  /**
   * Stores the modules compiled since this page started, with those it found, when there are any: after each run
   * that imported more of our modules. Writes in the background; a failure keeps nothing.
   */
  save(pyodide: PyodideAPI): void {
    if (!this.pack) {
      type Packer = ((root: string, known: unknown) => Pack) & { destroy(): void };
      const packer = pyodide.runPython(PACKER, { globals: pyodide.toPy({}) }) as Packer;
      const known = pyodide.toPy(Object.keys(this.files));
      this.pack = packer(PYTHON_ROOT, known);
      known.destroy();
      packer.destroy();
    }
    const fresh = this.pack();
    if (!fresh) return;
    Object.assign(this.files, unpack(fresh.toJs()));
    fresh.destroy();
    void this.write().catch(() => {});
  }

  private async write(): Promise<void> {
    const files = Object.entries(this.files);
    const index = new TextEncoder().encode(JSON.stringify(files.map(([path, bytes]) => [path, bytes.length])));
    const head = new Uint8Array(4);
    new DataView(head.buffer).setUint32(0, index.length, true);
    const cache = await caches.open(CACHE);
    const parts = [head, index, ...files.map(([, bytes]) => bytes as Uint8Array<ArrayBuffer>)];
    await cache.put(entryUrl(this.version), new Response(new Blob(parts)));
    for (const request of await cache.keys()) {
      if (request.url !== entryUrl(this.version)) await cache.delete(request);
    }
  }
}
