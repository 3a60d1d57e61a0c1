/** pack:build's check of its output (the build itself is run by hand: it takes minutes). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPack } from '../../src/lessons/pack.ts';
import { standaloneProblems } from '../../scripts/pack/build.ts';
import { tmpRoot, writePack } from './tmp-packs.ts';

function site(root: string, pages: string[]): string {
  const dist = join(root, 'dist');
  for (const page of pages) {
    mkdirSync(dirname(join(dist, page)), { recursive: true });
    writeFileSync(join(dist, page), '<!doctype html>');
  }
  return dist;
}

describe('pack:build', () => {
  it("accepts a site of the pack's pages alone", () => {
    const root = tmpRoot();
    const pack = readPack(writePack(root, 'course', { '01-a.mdx': 'a\n', '02-b.mdx': 'b\n' }));
    const dist = site(root, ['index.html', '404.html', 'course/index.html', 'course/01-a/index.html', 'course/02-b/index.html']);
    expect(standaloneProblems(dist, pack)).toEqual([]);
  });

  it("names another pack's pages and the pack's missing ones", () => {
    const root = tmpRoot();
    const pack = readPack(writePack(root, 'course', { '01-a.mdx': 'a\n', '02-b.mdx': 'b\n' }));
    const dist = site(root, ['index.html', 'course/index.html', 'course/01-a/index.html', 'other/index.html', 'other/01-x/index.html']);
    expect(standaloneProblems(dist, pack)).toEqual([
      `missing ${join(dist, 'course/02-b/index.html')}`,
      `${join(dist, 'other/01-x/index.html')} is not course's`,
      `${join(dist, 'other/index.html')} is not course's`,
    ]);
  });
});
