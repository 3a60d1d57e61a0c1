/** pack:new NAME: a new pack with a manifest and one starter lesson that passes `npm run check`. */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { readPack, type Pack } from '../../src/lessons/pack.ts';
import type { PackCommand } from './command.ts';
import { newPackFolder, titleOf, writeManifest } from './folders.ts';

/** The starter lesson: prose, a checked cell and an exercise with hints, to copy and edit. */
const STARTER = join(import.meta.dirname, 'starter-lesson.mdx');
export const STARTER_FILE = '01-first-lesson.mdx';

export function newPack(root: string, name: string): Pack {
  const dir = newPackFolder(root, name);
  const title = titleOf(name);
  mkdirSync(dir, { recursive: true });
  copyFileSync(STARTER, join(dir, STARTER_FILE));
  writeManifest(dir, {
    name,
    title,
    description: `${title}: lessons whose Python cells run live in the browser.`,
    version: '1.0.0',
    lessons: [STARTER_FILE],
  });
  return readPack(dir);
}

export const newCommand: PackCommand = {
  args: ['NAME'],
  summary: 'a new pack lessons/NAME/ with a manifest and a starter lesson',
  takesRoot: true,
  run([name], root) {
    const pack = newPack(root, name!);
    console.log(`Created ${pack.dir}/ with ${pack.manifest.lessons.join(', ')} and pack.json.`);
    console.log(`Edit the lesson and the manifest's title and description, then run: npm run check -- ${pack.dir}`);
    return 0;
  },
};
