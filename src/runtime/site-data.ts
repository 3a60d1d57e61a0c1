/**
 * The data files lesson packs ship (lessons/<pack>/data/...), put into every Python runtime of ours at /data so that
 * programs open them as files: the main session and each DataLoader worker alike.
 *
 * In Node a file's bytes are at hand. In the browser a file is given by its URL and fetched the first time Python
 * reads it, so a lesson that never touches /data never downloads it: the first visit stays small. The standard
 * library's modules that no runtime imports to start are mounted the same way (lazy-stdlib.ts).
 */
import type { PyodideAPI } from 'pyodide';

/**
 * Path under /data (e.g. "shapes/shapes-0.tar") to the file's bytes, or to the URL they are fetched from (a file in
 * a bundle: `<bundle URL>#<path in it>`).
 */
export type SiteData = Readonly<Record<string, Uint8Array | string>>;

export const DATA_ROOT = '/data';

/** A whole response's body, fetched synchronously: what Python's synchronous `open` needs, and workers may do. */
function fetchNow(url: string): Uint8Array {
  const request = new XMLHttpRequest();
  request.open('GET', url, false);
  request.responseType = 'arraybuffer';
  request.send();
  if (request.status < 200 || request.status >= 300) throw new Error(`could not fetch ${url}: HTTP ${request.status}`);
  return new Uint8Array(request.response as ArrayBuffer);
}

/** Bundles fetched so far, by URL: JSON objects of path to text, several modules in one response. */
const bundles = new Map<string, Record<string, string>>();

/** The bytes `source` names: a file's URL, or `<bundle URL>#<path>` for a file in a bundle. */
function fetchSource(source: string): Uint8Array {
  const hash = source.indexOf('#');
  if (hash < 0) return fetchNow(source);
  const url = source.slice(0, hash);
  let bundle = bundles.get(url);
  if (!bundle) bundles.set(url, bundle = JSON.parse(new TextDecoder().decode(fetchNow(url))) as Record<string, string>);
  const text = bundle[source.slice(hash + 1)];
  if (text === undefined) throw new Error(`${source.slice(hash + 1)} is not in ${url}`);
  return new TextEncoder().encode(text);
}

/**
 * Emscripten's lazy file reads through an object with `length`, `chunkSize` and `get(index)`. Its own version asks
 * the server for the length first (a HEAD request), which reports the compressed size when the server compresses;
 * this one fetches the whole file once, with the body decoded by the browser, when Python first asks for its size or
 * its bytes.
 */
function fetchedOnFirstRead(source: string) {
  let bytes: Uint8Array | null = null;
  const load = (): Uint8Array => (bytes ??= fetchSource(source));
  return {
    get length() { return load().length; },
    get chunkSize() { return load().length; },
    get: (index: number) => load()[index],
  };
}

/** Puts the files under `root`: bytes as they are, URLs as files fetched on first read. */
export function mountFiles(pyodide: PyodideAPI, root: string, files: SiteData): void {
  const FS = pyodide.FS;
  for (const [path, source] of Object.entries(files)) {
    const full = `${root}/${path}`;
    const [dir, name] = [full.slice(0, full.lastIndexOf('/')), full.slice(full.lastIndexOf('/') + 1)];
    FS.mkdirTree(dir);
    if (typeof source !== 'string') FS.writeFile(full, source);
    else FS.createLazyFile(dir, name, source, true, false).contents = fetchedOnFirstRead(source);
  }
}

export const mountSiteData = (pyodide: PyodideAPI, files: SiteData): void => mountFiles(pyodide, DATA_ROOT, files);
