/**
 * The data files lesson packs ship (lessons/<pack>/data/...), put into every Python runtime of ours at /data so that
 * programs open them as files: the main session and each DataLoader worker alike.
 *
 * In Node a file's bytes are at hand. In the browser a file is given by its URL and fetched the first time Python
 * reads it, so a lesson that never touches /data never downloads it: the first visit stays small. The standard
 * library's modules that no runtime imports to start are mounted the same way (lazy-stdlib.ts).
 */
import type { PyodideAPI } from 'pyodide';

/** Path under /data (e.g. "shapes/shapes-0.tar") to the file's bytes, or to the URL they are fetched from. */
export type SiteData = Readonly<Record<string, Uint8Array | string>>;

export const DATA_ROOT = '/data';

/**
 * Emscripten's lazy file reads through an object with `length`, `chunkSize` and `get(index)`. Its own version asks
 * the server for the length first (a HEAD request), which reports the compressed size when the server compresses;
 * this one fetches the whole file once, with the body decoded by the browser, when Python first asks for its size or
 * its bytes. A synchronous request is what Python's synchronous `open` needs, and workers may make one.
 */
function fetchedOnFirstRead(url: string) {
  let bytes: Uint8Array | null = null;
  const load = (): Uint8Array => {
    if (bytes) return bytes;
    const request = new XMLHttpRequest();
    request.open('GET', url, false);
    request.responseType = 'arraybuffer';
    request.send();
    if (request.status < 200 || request.status >= 300) throw new Error(`could not fetch ${url}: HTTP ${request.status}`);
    bytes = new Uint8Array(request.response as ArrayBuffer);
    return bytes;
  };
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
