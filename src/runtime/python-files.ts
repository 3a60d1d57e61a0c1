/** Where the Python sources are on disk, for the Node tools and the Node DataLoader workers. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Every .py file under `dir`, by path relative to it. */
export function pythonSources(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (entry.name.endsWith('.py')) out[relative(dir, p)] = readFileSync(p, 'utf8');
    }
  };
  walk(dir);
  return out;
}

/** Each lesson pack's data files (lessons/<pack>/data/**), by their path under the runtime's /data. */
export function siteData(): Record<string, Uint8Array> {
  const out: Record<string, Uint8Array> = {};
  const lessons = join(root, 'lessons');
  for (const pack of readdirSync(lessons, { withFileTypes: true })) {
    const dir = join(lessons, pack.name, 'data');
    if (!pack.isDirectory() || !existsSync(dir)) continue;
    const walk = (d: string) => {
      for (const entry of readdirSync(d, { withFileTypes: true })) {
        const p = join(d, entry.name);
        if (entry.isDirectory()) walk(p);
        else out[relative(dir, p)] = new Uint8Array(readFileSync(p));
      }
    };
    walk(dir);
  }
  return out;
}
