/**
 * pack:build PACK: the static site of one pack alone in dist/, to host anywhere that sends the COOP/COEP headers
 * (README, "Hosting"). It is the ordinary site build with LESSON_PACK set, which content.config.ts and the pages
 * honour; afterwards the output is checked to hold that pack's pages and no other's.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LESSONS_ROOT, PackError, readPack, type Pack } from '../../src/lessons/pack.ts';
import type { PackCommand } from './command.ts';

const DIST = 'dist';

/** Problems with dist/ as the site of `pack` alone: missing pages of it, pages of anything else. */
export function standaloneProblems(dist: string, pack: Pack): string[] {
  const name = pack.manifest.name;
  const expected = ['index.html', `${name}/index.html`, ...pack.manifest.lessons.map((f) => `${name}/${f.replace(/\.mdx$/, '')}/index.html`)];
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((p) => p.endsWith('.html')).sort();
  const missing = expected.filter((p) => !pages.includes(p)).map((p) => `missing ${join(dist, p)}`);
  const foreign = pages.filter((p) => p.includes('/') && !p.startsWith(`${name}/`)).map((p) => `${join(dist, p)} is not ${name}'s`);
  return [...missing, ...foreign];
}

export function buildPack(name: string): Pack {
  const pack = readPack(join(LESSONS_ROOT, name));
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, LESSON_PACK: name } });
  if (build.status !== 0) throw new PackError(`the site build of ${name} failed (${build.error?.message ?? `exit ${build.status}`})`);
  if (!existsSync(DIST)) throw new PackError(`the site build of ${name} left no ${DIST}/`);
  const problems = standaloneProblems(DIST, pack);
  if (problems.length) throw new PackError(`${DIST}/ is not the site of ${name} alone: ${problems.join('; ')}`);
  return pack;
}

export const buildCommand: PackCommand = {
  args: ['PACK'],
  summary: 'build the static site of PACK alone into dist/',
  takesRoot: false,
  run([name]) {
    const started = performance.now();
    const pack = buildPack(name!);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`\n${DIST}/ is the site of ${name} alone (${pack.manifest.lessons.length} lessons, built in ${seconds} s); ` +
      'host it anywhere that sends Cross-Origin-Opener-Policy: same-origin and Cross-Origin-Embedder-Policy: require-corp');
    return 0;
  },
};
