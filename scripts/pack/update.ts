/**
 * pack:update DEST: takes in what changed upstream since the fork or the last update. Each lesson changed upstream
 * is merged three ways (base: the recorded copy, ours: DEST's lesson, theirs: upstream's); where both sides changed
 * the same lines the lesson gets conflict markers, and the command exits 1, as git merge does, so that a script
 * or CI running it stops until a person resolves them. Lessons new upstream are added, in upstream's order; data
 * files DEST lacks are copied. The manifest then records upstream's current version, lessons and base copies.
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PackError, readPack, type Pack } from '../../src/lessons/pack.ts';
import { mergeText, type MergeLabels } from '../../src/lessons/merge.ts';
import type { PackCommand } from './command.ts';
import { writeManifest } from './folders.ts';
import { unresolvedLessons, upstreamStatus, writeBaseCopies, type UpstreamChange } from './upstream.ts';

export type LessonOutcome =
  /** Merged without conflicts (also when only upstream had changed it). */
  | { readonly file: string; readonly kind: 'merged' }
  | { readonly file: string; readonly kind: 'conflicts'; readonly count: number }
  /** New upstream, now in DEST too. */
  | { readonly file: string; readonly kind: 'added' }
  /** Removed upstream and unchanged in DEST, so removed from DEST. */
  | { readonly file: string; readonly kind: 'removed' }
  /** Removed upstream but changed in DEST, so kept as DEST's own lesson. */
  | { readonly file: string; readonly kind: 'kept' }
  /** Changed upstream but removed from DEST, so left out. */
  | { readonly file: string; readonly kind: 'left-out' };

export interface PackUpdate {
  readonly fork: Pack;
  readonly from: string;
  readonly to: string;
  readonly lessons: readonly LessonOutcome[];
  /** Upstream's data files (paths under data/) that DEST lacked and now has. */
  readonly data: readonly string[];
}

function merged(file: string, result: { conflicts: number }): LessonOutcome {
  return result.conflicts ? { file, kind: 'conflicts', count: result.conflicts } : { file, kind: 'merged' };
}

/** After the nearest lesson before it upstream that DEST has, or first when there is none. */
function insertInOrder(lessons: string[], file: string, upstreamOrder: readonly string[]): void {
  const before = upstreamOrder.slice(0, upstreamOrder.indexOf(file)).findLast((f) => lessons.includes(f));
  lessons.splice(before === undefined ? 0 : lessons.indexOf(before) + 1, 0, file);
}

function applyChange(change: UpstreamChange, forkDir: string, lessons: string[], upstreamOrder: readonly string[], labels: MergeLabels): LessonOutcome | null {
  const { file } = change;
  const path = join(forkDir, file);
  const ours = lessons.includes(file) ? readFileSync(path, 'utf8') : null;
  switch (change.kind) {
    case 'changed': {
      if (ours === null) return { file, kind: 'left-out' };
      const result = mergeText(ours, change.base, change.theirs, labels);
      writeFileSync(path, result.text);
      return merged(file, result);
    }
    case 'added': {
      if (ours === null) {
        writeFileSync(path, change.theirs);
        insertInOrder(lessons, file, upstreamOrder);
        return { file, kind: 'added' };
      }
      // DEST already wrote a lesson of that name: the two have no common base
      const result = mergeText(ours, '', change.theirs, labels);
      writeFileSync(path, result.text);
      return merged(file, result);
    }
    case 'removed': {
      if (ours === null) return null;
      if (ours !== change.base) return { file, kind: 'kept' };
      rmSync(path);
      lessons.splice(lessons.indexOf(file), 1);
      return { file, kind: 'removed' };
    }
  }
}

/** Copies upstream's data files that the fork lacks, leaving the fork's own and changed ones as they are. */
function copyMissingData(upstreamDir: string, forkDir: string): string[] {
  const from = join(upstreamDir, 'data');
  if (!existsSync(from)) return [];
  const to = join(forkDir, 'data');
  const missing = readdirSync(from, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(from.length + 1))
    .filter((p) => !existsSync(join(to, p)))
    .sort();
  for (const p of missing) cpSync(join(from, p), join(to, p));
  return missing;
}

export function updatePack(root: string, name: string): PackUpdate {
  const { fork, recorded, upstream, current, changes } = upstreamStatus(root, name);
  const unresolved = unresolvedLessons(fork);
  if (unresolved.length) {
    throw new PackError(`${name} still has conflict markers in ${unresolved.join(', ')}; resolve them before updating again`);
  }
  const to = `${upstream.manifest.name} ${upstream.manifest.version}`;
  const lessons = [...fork.manifest.lessons];
  const order = upstream.manifest.lessons;
  const outcomes = changes
    .map((change) => applyChange(change, fork.dir, lessons, order, { ours: name, theirs: to }))
    .filter((o) => o !== null);
  const data = copyMissingData(upstream.dir, fork.dir);
  writeBaseCopies(fork.dir, current.texts);
  writeManifest(fork.dir, { ...fork.manifest, lessons, upstream: current.record });
  return { fork: readPack(fork.dir), from: `${recorded.pack} ${recorded.version}`, to, lessons: outcomes, data };
}

const HEADINGS: Record<LessonOutcome['kind'], string> = {
  merged: 'merged cleanly',
  conflicts: 'CONFLICTS',
  added: 'added from upstream',
  removed: 'removed (removed upstream, unchanged here)',
  kept: 'kept (removed upstream, but changed here)',
  'left-out': 'left out (changed upstream, but removed here)',
};

export function formatUpdate(update: PackUpdate): string {
  const name = update.fork.manifest.name;
  if (!update.lessons.length && !update.data.length) return `${name} is up to date with ${update.to}`;
  const out = [`Updated ${name} from ${update.from} to ${update.to}:`];
  for (const kind of Object.keys(HEADINGS) as LessonOutcome['kind'][]) {
    const files = update.lessons.filter((o) => o.kind === kind).map((o) => (o.kind === 'conflicts' ? `${o.file} (${o.count})` : o.file));
    if (files.length) out.push(`  ${HEADINGS[kind]}: ${files.join(', ')}`);
  }
  if (update.data.length) out.push(`  data files added: ${update.data.join(', ')}`);
  const conflicted = update.lessons.some((o) => o.kind === 'conflicts');
  out.push(conflicted
    ? `Resolve each conflict (between <<<<<<< ${name} and >>>>>>> ${update.to}), then run npm run check -- ${update.fork.dir}`
    : `Review the changes (git diff ${update.fork.dir}) and run npm run check -- ${update.fork.dir}`);
  return out.join('\n');
}

export const updateCommand: PackCommand = {
  args: ['DEST'],
  summary: 'merge what changed upstream into DEST (exits 1 when conflicts are left to resolve)',
  takesRoot: true,
  run([dest], root) {
    const update = updatePack(root, dest!);
    console.log(formatUpdate(update));
    return update.lessons.some((o) => o.kind === 'conflicts') ? 1 : 0;
  },
};
