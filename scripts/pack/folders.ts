/** Pack folders as the pack commands create them: a free, valid name, a title made from it, the manifest on disk. */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatManifest, MANIFEST, packManifest, PackError, type PackManifest } from '../../src/lessons/pack.ts';

/** The folder a new pack NAME would take under root; refuses a name that is not a slug or is taken. */
export function newPackFolder(root: string, name: string): string {
  const valid = packManifest.shape.name.safeParse(name);
  if (!valid.success) throw new PackError(`"${name}" is not a pack name: it ${valid.error.issues[0]?.message ?? 'is invalid'}`);
  const dir = join(root, name);
  if (existsSync(dir)) throw new PackError(`${dir} already exists; choose another name or remove it first`);
  return dir;
}

/** "my-first-pack" as a title: "My first pack". */
export function titleOf(name: string): string {
  const words = name.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function writeManifest(dir: string, manifest: PackManifest): void {
  writeFileSync(join(dir, MANIFEST), formatManifest(manifest));
}
