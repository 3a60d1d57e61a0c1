/**
 * The lesson files `npm run check -- PATH` verifies, in the order a reader takes them. PATH is a lesson file; a pack
 * (a folder holding pack.json), whose lessons come in its manifest's order; or a folder of packs such as lessons/,
 * each of its subfolders a pack, with any lessons lying in the folder itself first. A malformed manifest throws
 * the PackError that names its file and field.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST, readPack, readPacks, type Pack } from './pack.ts';

const packLessons = (pack: Pack) => pack.manifest.lessons.map((lesson) => join(pack.dir, lesson));

export function lessonFilesAt(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  if (existsSync(join(path, MANIFEST))) return packLessons(readPack(path));
  const loose = readdirSync(path, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.mdx'))
    .map((e) => join(path, e.name))
    .sort();
  return [...loose, ...readPacks(path).flatMap(packLessons)];
}
