/**
 * Share links: the page's edited cells, compressed into the URL's fragment (so they never reach a server), e.g.
 * `/effective-pytorch/03-broadcasting/#share=N4Ig...`.
 */
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';

/** Edited cells' code by cell id. */
export type Edits = Readonly<Record<string, string>>;

const PREFIX = '#share=';

export function shareLink(location: Location, edits: Edits): string {
  return `${location.origin}${location.pathname}${PREFIX}${compressToEncodedURIComponent(JSON.stringify(edits))}`;
}

/** The edits a share link carries; null when the URL has none, 'damaged' when it has one that does not decode. */
export function sharedEdits(location: Location): Edits | 'damaged' | null {
  if (!location.hash.startsWith(PREFIX)) return null;
  try {
    const edits: unknown = JSON.parse(decompressFromEncodedURIComponent(location.hash.slice(PREFIX.length)) ?? '');
    const valid = typeof edits === 'object' && edits !== null && !Array.isArray(edits) &&
      Object.values(edits).every((code) => typeof code === 'string');
    return valid ? (edits as Edits) : 'damaged';
  } catch {
    return 'damaged';
  }
}

/** Drops the share fragment from the address bar, so a reload shows the reader's own edits. */
export function forgetShareLink(history: History, location: Location): void {
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}
