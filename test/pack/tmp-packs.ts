/** Packs in a temporary lessons folder, for the pack commands' tests (which run them with that folder as root). */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';
import { writeManifest } from '../../scripts/pack/folders.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** An empty lessons folder, removed after the test. */
export function tmpRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'lesson-packs-'));
  roots.push(root);
  return root;
}

/** A pack of the given lessons (in that order) and data files, under root. */
export function writePack(root: string, name: string, lessons: Record<string, string>, data: Record<string, string> = {}): string {
  const dir = join(root, name);
  for (const [file, text] of Object.entries({ ...lessons, ...Object.fromEntries(Object.entries(data).map(([p, t]) => [`data/${p}`, t])) })) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  writeManifest(dir, { name, title: name, description: `The ${name} pack.`, version: '1.0.0', lessons: Object.keys(lessons) });
  return dir;
}

/** Numbered lines, "line 1" to "line n", each ending in a newline: a lesson whose edits are easy to place. */
export function numbered(n: number): string {
  return Array.from({ length: n }, (_, i) => `line ${i + 1}\n`).join('');
}

export function read(path: string): string {
  return readFileSync(path, 'utf8');
}

/** Replaces one line of a file (it must be there). */
export function editLine(path: string, from: string, to: string): void {
  const text = read(path);
  if (!text.includes(`${from}\n`)) throw new Error(`${path} has no line "${from}"`);
  writeFileSync(path, text.replace(`${from}\n`, `${to}\n`));
}
