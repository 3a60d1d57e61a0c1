/**
 * A lesson pack: a folder lessons/<name>/ of MDX lessons described by its manifest, pack.json. The site build,
 * `npm run check` and the pack commands all read packs through this module, so a malformed manifest stops each of
 * them with the same message, naming the file and the field.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** A pack's or lesson's name as it appears in URLs: lower-case words joined by hyphens. */
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and hyphens, like "my-pack"');
const lessonFile = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.mdx$/, 'must be a lesson file name like "01-intro.mdx"');
const version = z.string().regex(/^\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/, 'must be a version like "1.0.0"');
const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'must be a sha256 in hex (64 characters)');

export const packManifest = z.strictObject({
  name: slug,
  title: z.string().min(1, 'must not be empty'),
  description: z.string().min(1, 'must not be empty'),
  version,
  /** The lessons in the order a reader takes them. */
  lessons: z.array(lessonFile).min(1, 'must list at least one lesson'),
  /** Where a forked pack came from, and each lesson file's sha256 at the time of the fork (or of the last update). */
  upstream: z.strictObject({
    pack: slug,
    version,
    lessons: z.record(lessonFile, sha256),
  }).optional(),
});

export type PackManifest = z.infer<typeof packManifest>;

export interface Pack {
  readonly dir: string;
  readonly manifest: PackManifest;
}

export class PackError extends Error {
  override readonly name = 'PackError';
}

export const MANIFEST = 'pack.json';
export const LESSONS_ROOT = 'lessons';

export function sha256Of(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** `lessons[2]`, `upstream.version`: the field as a reader would find it in the JSON. */
function fieldPath(path: readonly PropertyKey[]): string {
  if (!path.length) return '(top level)';
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('');
}

/** Reads and validates lessons/<name>/pack.json, including that its lessons exist and that none is left unlisted. */
export function readPack(dir: string): Pack {
  const file = join(dir, MANIFEST);
  if (!existsSync(file)) throw new PackError(`${file}: missing; every pack needs a manifest (npm run pack:new -- NAME makes one)`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new PackError(`${file}: not valid JSON (${(e as Error).message})`);
  }
  const parsed = packManifest.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `field "${fieldPath(i.path)}" ${i.message}`);
    throw new PackError(`${file}: ${problems.join('; ')}`);
  }
  const manifest = parsed.data;
  const folder = dir.split(/[\\/]/).filter(Boolean).at(-1);
  if (manifest.name !== folder) throw new PackError(`${file}: field "name" is "${manifest.name}" but the folder is "${folder}"`);
  const onDisk = readdirSync(dir).filter((f) => f.endsWith('.mdx'));
  manifest.lessons.forEach((lesson, i) => {
    if (!onDisk.includes(lesson)) throw new PackError(`${file}: field "lessons[${i}]" names ${lesson}, which is not in ${dir}`);
  });
  const twice = manifest.lessons.find((l, i) => manifest.lessons.indexOf(l) !== i);
  if (twice) throw new PackError(`${file}: field "lessons" lists ${twice} twice`);
  const unlisted = onDisk.filter((f) => !manifest.lessons.includes(f));
  if (unlisted.length) throw new PackError(`${file}: field "lessons" leaves out ${unlisted.join(', ')}`);
  return { dir, manifest };
}

/** Every pack under the lessons folder, each validated; a folder without a manifest is an error, not skipped. */
export function readPacks(root = LESSONS_ROOT): Pack[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => readPack(join(root, name)));
}

/** The manifest as written to disk: two-space JSON with a final newline, so diffs of it stay small. */
export function formatManifest(manifest: PackManifest): string {
  return `${JSON.stringify(packManifest.parse(manifest), null, 2)}\n`;
}

/**
 * The packs a site build publishes: all of them, or only the one named by the environment variable LESSON_PACK
 * (how `npm run pack:build -- NAME` makes a site of one pack).
 */
export function sitePacks(root = LESSONS_ROOT, only = process.env['LESSON_PACK']): Pack[] {
  const packs = readPacks(root);
  if (!only) return packs;
  const chosen = packs.filter((p) => p.manifest.name === only);
  if (!chosen.length) throw new PackError(`LESSON_PACK names ${only}, but there is no ${join(root, only, MANIFEST)}`);
  return chosen;
}
