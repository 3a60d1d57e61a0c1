/**
 * pack:fork SRC DEST: a copy of a pack (data included) that remembers where it came from, so that pack:diff and
 * pack:update can later bring in what changed upstream. The fork starts at version 1.0.0: its version numbers its
 * own releases, while upstream.version records which release of SRC it was taken from.
 */
import { cpSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readPack, type Pack } from '../../src/lessons/pack.ts';
import type { PackCommand } from './command.ts';
import { newPackFolder, titleOf, writeManifest } from './folders.ts';
import { BASE_DIR, snapshot, writeBaseCopies } from './upstream.ts';

export function forkPack(root: string, srcName: string, destName: string): Pack {
  const dest = newPackFolder(root, destName);
  const src = readPack(join(root, srcName));
  const taken = snapshot(src);
  // a fork of a fork takes SRC's lessons, not SRC's own record of its upstream
  cpSync(src.dir, dest, { recursive: true, filter: (path) => relative(src.dir, path) !== BASE_DIR });
  writeBaseCopies(dest, taken.texts);
  writeManifest(dest, {
    name: destName,
    title: titleOf(destName),
    description: src.manifest.description,
    version: '1.0.0',
    lessons: src.manifest.lessons,
    upstream: taken.record,
  });
  return readPack(dest);
}

export const forkCommand: PackCommand = {
  args: ['SRC', 'DEST'],
  summary: 'copy pack SRC to a new pack DEST that can later take in changes to SRC',
  takesRoot: true,
  run([src, dest], root) {
    const fork = forkPack(root, src!, dest!);
    const { upstream } = fork.manifest;
    console.log(`Forked ${src} ${upstream?.version} to ${fork.dir}/ (${fork.manifest.lessons.length} lessons, version 1.0.0).`);
    console.log(`Its base copies for later merges are in ${join(fork.dir, BASE_DIR)}/; commit them with the pack.`);
    return 0;
  },
};
