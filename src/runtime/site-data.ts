/**
 * The data files lesson packs ship (lessons/<pack>/data/...), put into every Python runtime of ours at /data so that
 * programs open them as files: the main session and each DataLoader worker alike.
 */
import type { PyodideAPI } from 'pyodide';

/** Path under /data (e.g. "shapes/shapes-0.tar") to the file's bytes. */
export type SiteData = Readonly<Record<string, Uint8Array>>;

export const DATA_ROOT = '/data';

export function mountSiteData(pyodide: PyodideAPI, files: SiteData): void {
  for (const [path, bytes] of Object.entries(files)) {
    const full = `${DATA_ROOT}/${path}`;
    pyodide.FS.mkdirTree(full.slice(0, full.lastIndexOf('/')));
    pyodide.FS.writeFile(full, bytes);
  }
}
