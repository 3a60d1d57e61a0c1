/**
 * A fork's link to its upstream pack. pack.json records each upstream lesson's sha256 at the fork (or at the last
 * update); the texts themselves are kept beside it as lessons/<fork>/.upstream/<lesson>.mdx.base, the common base
 * that diffs and three-way merges need. The .base extension keeps them out of the site's collection and of
 * `npm run check`, which both take only *.mdx files.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasConflictMarkers } from '../../src/lessons/merge.ts';
import { readPack, sha256Of, PackError, type Pack, type PackManifest } from '../../src/lessons/pack.ts';

export type UpstreamRecord = NonNullable<PackManifest['upstream']>;

export const BASE_DIR = '.upstream';

export function basePath(forkDir: string, file: string): string {
  return join(forkDir, BASE_DIR, `${file}.base`);
}

export interface Snapshot {
  readonly record: UpstreamRecord;
  /** Each lesson's text, in the pack's order. */
  readonly texts: ReadonlyMap<string, string>;
}

/** A pack's lessons as they are now, as a fork records them. */
export function snapshot(pack: Pack): Snapshot {
  const texts = new Map(pack.manifest.lessons.map((file) => [file, readFileSync(join(pack.dir, file), 'utf8')]));
  const lessons = Object.fromEntries([...texts].map(([file, text]) => [file, sha256Of(text)]));
  return { record: { pack: pack.manifest.name, version: pack.manifest.version, lessons }, texts };
}

/** Replaces the fork's base copies with the snapshot's texts. */
export function writeBaseCopies(forkDir: string, texts: ReadonlyMap<string, string>): void {
  rmSync(join(forkDir, BASE_DIR), { recursive: true, force: true });
  mkdirSync(join(forkDir, BASE_DIR));
  for (const [file, text] of texts) writeFileSync(basePath(forkDir, file), text);
}

function readBaseCopy(forkDir: string, file: string, sha256: string): string {
  const path = basePath(forkDir, file);
  if (!existsSync(path)) {
    throw new PackError(`${path}: missing; it is ${file} as last taken from upstream, which diffs and merges start from (restore it from git)`);
  }
  const text = readFileSync(path, 'utf8');
  if (sha256Of(text) !== sha256) throw new PackError(`${path} does not match the sha256 that pack.json records for ${file} in upstream.lessons`);
  return text;
}

export type UpstreamChange =
  | { readonly kind: 'changed'; readonly file: string; readonly base: string; readonly theirs: string }
  | { readonly kind: 'added'; readonly file: string; readonly theirs: string }
  | { readonly kind: 'removed'; readonly file: string; readonly base: string };

export interface UpstreamStatus {
  readonly fork: Pack;
  readonly recorded: UpstreamRecord;
  readonly upstream: Pack;
  readonly current: Snapshot;
  /** In the upstream's lesson order, then the lessons it no longer has. */
  readonly changes: readonly UpstreamChange[];
}

/** What changed in the fork's upstream since the fork or the last update. */
export function upstreamStatus(root: string, forkName: string): UpstreamStatus {
  const fork = readPack(join(root, forkName));
  const recorded = fork.manifest.upstream;
  if (!recorded) {
    throw new PackError(`${join(fork.dir, 'pack.json')} has no "upstream": ${forkName} is not a fork (npm run pack:fork -- SRC DEST makes one)`);
  }
  const upstreamDir = join(root, recorded.pack);
  if (!existsSync(upstreamDir)) throw new PackError(`${forkName} is forked from ${recorded.pack}, but there is no ${upstreamDir}`);
  const upstream = readPack(upstreamDir);
  const current = snapshot(upstream);
  const changes: UpstreamChange[] = [];
  for (const [file, theirs] of current.texts) {
    const sha = recorded.lessons[file];
    if (sha === undefined) changes.push({ kind: 'added', file, theirs });
    else if (sha !== current.record.lessons[file]) changes.push({ kind: 'changed', file, base: readBaseCopy(fork.dir, file, sha), theirs });
  }
  for (const [file, sha] of Object.entries(recorded.lessons)) {
    if (!current.texts.has(file)) changes.push({ kind: 'removed', file, base: readBaseCopy(fork.dir, file, sha) });
  }
  return { fork, recorded, upstream, current, changes };
}

/** The fork's lessons that still hold conflict markers from an update. */
export function unresolvedLessons(fork: Pack): string[] {
  return fork.manifest.lessons.filter((file) => hasConflictMarkers(readFileSync(join(fork.dir, file), 'utf8')));
}
